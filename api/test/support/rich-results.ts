// JSON Schemas of Google's rich-result requirements for the structured data the store publishes
// (https://developers.google.com/search/docs/appearance/structured-data: Course info, Event, Product
// snippets / merchant listings, Breadcrumb), checked with ajv. No offline validator on the npm
// registry covers Course and Event without fetching the schema.org vocabulary, so the required (and
// the store's own must-have) properties are written down here. Used by server/test/seo.test.ts and
// e2e/tests/seo.spec.ts.
import { Ajv, type ValidateFunction } from 'ajv';

const text = { type: 'string', minLength: 1 } as const;
const url = { type: 'string', pattern: '^https?://[^\\s]+$' } as const;
const dateTime = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:\\d{2})?)?$' } as const;
const duration = { type: 'string', pattern: '^P(?!$)(\\d+Y)?(\\d+M)?(\\d+W)?(\\d+D)?(T(?=\\d)(\\d+H)?(\\d+M)?(\\d+S)?)?$' } as const;
const context = { enum: ['https://schema.org', 'http://schema.org', 'https://schema.org/'] } as const;
const image = { anyOf: [url, { type: 'array', minItems: 1, items: url }] } as const;
const schemaUrl = (...names: string[]) => ({ enum: names.flatMap((n) => [`https://schema.org/${n}`, `http://schema.org/${n}`]) });

const organization = {
  type: 'object',
  required: ['@type', 'name'],
  properties: { '@type': { const: 'Organization' }, name: text, url, sameAs: { anyOf: [url, { type: 'array', items: url }] } },
} as const;

/** Offer of a merchant listing: a price in US dollars, availability and the page to buy it on. */
const offer = {
  type: 'object',
  required: ['@type', 'price', 'priceCurrency', 'availability', 'url'],
  properties: {
    '@type': { const: 'Offer' },
    price: { anyOf: [{ type: 'number', exclusiveMinimum: 0 }, { type: 'string', pattern: '^(0*[1-9]\\d*(\\.\\d+)?|0*\\.\\d*[1-9]\\d*|0+\\.\\d*[1-9]\\d*)$' }] },
    priceCurrency: { const: 'USD' },
    availability: schemaUrl('InStock', 'SoldOut', 'OutOfStock', 'PreOrder', 'BackOrder', 'LimitedAvailability', 'OnlineOnly', 'Discontinued'),
    url,
    category: text,
  },
} as const;

const aggregateRating = {
  type: 'object',
  required: ['@type', 'ratingValue'],
  anyOf: [{ required: ['ratingCount'] }, { required: ['reviewCount'] }],
  properties: {
    '@type': { const: 'AggregateRating' },
    ratingValue: { anyOf: [{ type: 'number' }, { type: 'string', pattern: '^\\d+(\\.\\d+)?$' }] },
    ratingCount: { type: 'integer', minimum: 1 },
    reviewCount: { type: 'integer', minimum: 1 },
  },
} as const;

export const SCHEMAS = {
  /** Course info: name, description, provider, an offer with its category and an instance with mode and workload or schedule. */
  Course: {
    type: 'object',
    required: ['@context', '@type', 'name', 'description', 'url', 'provider', 'offers', 'hasCourseInstance'],
    properties: {
      '@context': context, '@type': { const: 'Course' }, name: text, description: text, url, image,
      provider: organization,
      offers: { allOf: [offer, { required: ['category'] }] },
      hasCourseInstance: {
        type: 'object',
        required: ['@type', 'courseMode'],
        anyOf: [{ required: ['courseWorkload'] }, { required: ['courseSchedule'] }],
        properties: { '@type': { const: 'CourseInstance' }, courseMode: text, courseWorkload: duration },
      },
      aggregateRating,
    },
  },
  /** Event: dates, place with an address, attendance mode and status, organizer and the ticket offer. */
  Event: {
    type: 'object',
    required: ['@context', '@type', 'name', 'startDate', 'endDate', 'location', 'eventAttendanceMode', 'eventStatus', 'organizer', 'offers', 'image'],
    properties: {
      '@context': context, '@type': { const: 'Event' }, name: text, description: text, url, image,
      startDate: dateTime, endDate: dateTime,
      location: {
        type: 'object',
        required: ['@type', 'name', 'address'],
        properties: { '@type': { const: 'Place' }, name: text, address: { anyOf: [text, { type: 'object', required: ['@type'] }] } },
      },
      eventAttendanceMode: schemaUrl('OfflineEventAttendanceMode', 'OnlineEventAttendanceMode', 'MixedEventAttendanceMode'),
      eventStatus: schemaUrl('EventScheduled', 'EventCancelled', 'EventMovedOnline', 'EventPostponed', 'EventRescheduled'),
      organizer: { allOf: [organization, { required: ['url'] }] },
      offers: { anyOf: [offer, { type: 'array', minItems: 1, items: offer }] },
    },
  },
  /** Product snippet / merchant listing: a name and an offer, a review or a rating. */
  Product: {
    type: 'object',
    required: ['@context', '@type', 'name', 'description', 'image', 'url'],
    anyOf: [{ required: ['offers'] }, { required: ['aggregateRating'] }, { required: ['review'] }],
    properties: {
      '@context': context, '@type': { const: 'Product' }, name: text, description: text, url, image, sku: text,
      brand: { type: 'object', required: ['@type', 'name'] },
      offers: offer,
      aggregateRating,
    },
  },
  /** Breadcrumb: at least two items, each with its position, name and address. */
  BreadcrumbList: {
    type: 'object',
    required: ['@context', '@type', 'itemListElement'],
    properties: {
      '@context': context, '@type': { const: 'BreadcrumbList' },
      itemListElement: {
        type: 'array',
        minItems: 2,
        items: {
          type: 'object',
          required: ['@type', 'position', 'name', 'item'],
          properties: { '@type': { const: 'ListItem' }, position: { type: 'integer', minimum: 1 }, name: text, item: url },
        },
      },
    },
  },
} as const;

export type RichResultType = keyof typeof SCHEMAS;

const ajv = new Ajv({ allErrors: true, strict: true, strictTypes: false, strictRequired: false, allowUnionTypes: true });
const validators = Object.fromEntries(Object.entries(SCHEMAS).map(([k, s]) => [k, ajv.compile(s)])) as Record<RichResultType, ValidateFunction>;

/**
 * Problems of one JSON-LD block (an object or an array of them): each node is checked against the
 * schema of its @type; an unknown @type is a problem too. Empty: valid.
 */
export function richResultErrors(block: unknown): string[] {
  const nodes = Array.isArray(block) ? block : [block];
  const out: string[] = [];
  nodes.forEach((node, i) => {
    const type = (node as { '@type'?: unknown } | null)?.['@type'];
    if (typeof type !== 'string' || !(type in validators)) {
      out.push(`#${i}: no schema for @type ${JSON.stringify(type)}`);
      return;
    }
    const validate = validators[type as RichResultType];
    if (!validate(node)) {
      for (const e of validate.errors ?? []) out.push(`#${i} ${type}${e.instancePath} ${e.message ?? ''}${e.params && 'missingProperty' in e.params ? ` (${String(e.params.missingProperty)})` : ''}`);
    }
    if (type === 'BreadcrumbList') {
      const items = (node as { itemListElement?: { position?: unknown }[] }).itemListElement ?? [];
      items.forEach((it, j) => { if (it.position !== j + 1) out.push(`#${i} BreadcrumbList item ${j} has position ${String(it.position)}, not ${j + 1}`); });
    }
  });
  return out;
}

/** The @type names of a block, in order. */
export const richResultTypes = (block: unknown): string[] =>
  (Array.isArray(block) ? block : [block]).map((n) => String((n as { '@type'?: unknown })['@type']));

/** The JSON-LD blocks of an HTML document, parsed. */
export function jsonLdBlocks(html: string): unknown[] {
  return [...html.matchAll(/<script\b[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => JSON.parse(m[1] ?? 'null') as unknown);
}
