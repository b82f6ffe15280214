// The seed data's TypeScript types: what catalog.ts and summit.ts load (and export), and what the
// data files' zod schemas (schema.ts) are checked to equal. Declared here, apart from both, so that
// the schemas and the loaders each take them from one place.
import type { Product } from 'shared-api';
import type { SummitPageContent } from 'shared-api/contract';

export type SeedProduct = Omit<Product, 'boughtTogether' | 'bundleProducts' | 'related' | 'extensionDetails'> & {
  boughtTogether: string[];
  bundleProducts: string[];
  related: string[];
  extensionDetails: string | null; // productNickName slugs
};

export interface SeedPromoCode {
  code: string;
  kind: 'percent' | 'amount';
  value: number;
  productIds: number[] | null;
  expiresAt: string | null;
  description: string;
}

/** A partner company shown on the home page's logo strip. */
export interface PartnerCompany { name: string; logo: string }

/** The seed's summits: the page content with the alternate reading and the meta always written. */
export type SummitContent = SummitPageContent & {
  alternateGalaReading: NonNullable<SummitPageContent['alternateGalaReading']>;
  meta: NonNullable<SummitPageContent['meta']>;
};
