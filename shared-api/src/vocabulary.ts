// The store's fixed vocabularies, the values both the entities (types.ts) and the request schemas
// (schemas.ts) are written in. Apart from both, so that neither imports the other's values.
export const PRODUCT_TYPES = [
  'certification', 'extension', 'thinkTankVideo', 'thinkTankReport', 'webinar',
  'event', 'report', 'bundle', 'database', 'conference',
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const REGIONS = [
  { name: 'United States', id: 64 },
  { name: 'Europe', id: 70 },
  { name: 'Canada', id: 68 },
  { name: 'Brazil', id: 73 },
  { name: 'India', id: 71 },
  { name: 'China', id: 74 },
  { name: 'Asia excluding India and China', id: 72 },
  { name: 'Middle East & North Africa', id: 65 },
  { name: 'Latin America excluding Brazil', id: 69 },
] as const;
