// The zod schemas of the seed data files (api/seed/catalog.json, api/seed/summit.json): the shapes are
// the TypeScript types the API already has (types.ts: SeedProduct over shared-api's Product, SeedPromoCode,
// SummitContent over shared-api's SummitPageContent) and the compile-time checks below keep them equal,
// plus what a load needs to be right: positive whole ids, prices in whole cents, ISO dates, unique ids,
// slugs and codes, relations and promo products that exist. The schemas transform nothing (no defaults,
// no coercion): data-file.ts keeps the file's own value once it is valid.
import { z } from 'zod';
import { PRODUCT_TYPES, type AdKind } from 'shared-api/contract';
import type { PartnerCompany, SeedProduct, SeedPromoCode, SummitContent } from './types.js';

/** Compiles only when A and B are assignable both ways. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;

const text = z.string();
const nullableText = text.nullable();
/** A date or date-time in ISO 8601 (with its offset), as the seed writes them. */
const ISO = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:\d{2}))?$/;
const isoDate = z.string().refine((s) => ISO.test(s) && !Number.isNaN(Date.parse(s)), 'must be an ISO 8601 date such as 2025-03-06T08:00:00-05:00');
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a slug: lowercase letters and digits joined by dashes');
const productId = z.int({ error: 'must be a whole number' }).positive('must be a positive number');
/**
 * A price in US dollars as products.product_price stores it (numeric(10, 2)): a number of whole cents,
 * so at most 2 decimals. 2399.99 is a price; 2399.999 is not.
 */
const price = z.number({ error: 'must be a number of US dollars' })
  .nonnegative('must not be negative')
  .lt(100_000_000, 'must be under 100,000,000 (numeric(10, 2))')
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'must be in whole cents (at most 2 decimals)');

const AD_KINDS = ['bcmasAudio', 'lmsApp', 'accredited', 'media', 'mobileLms'] as const satisfies readonly AdKind[];
type _AdKindsComplete = Assert<Same<AdKind, (typeof AD_KINDS)[number]>>;

const namedExcerpt = z.strictObject({ name: text, excerpt: text });
const review = z.strictObject({ name: text, title: text, image: text, icon: text, reviewTitle: text, review: text });
const ratingLine = z.strictObject({ name: text, rating: z.number() });
const webinarSpeaker = z.strictObject({ speakerName: text, speakerImage: text, speakerTitle: text, speakerDescription: text });
const eventSpeaker = z.strictObject({ name: text, title: text, image: text });
const agendaItem = z.strictObject({ startTime: text, timeStamp: text, title: text, excerpt: text, speaker: text });

/**
 * A product as catalog.json writes it: a SeedProduct whose `content` is null, or left out when the
 * product's page is in summit.json under its slug (catalog.ts attaches it).
 */
export type CatalogFileProduct = Omit<SeedProduct, 'content'> & { content?: null };

export const productSchema = z.strictObject({
  productId,
  productType: z.enum(PRODUCT_TYPES),
  productNickName: slug,
  productDetailType: text,
  productName: text.min(1, 'must not be empty'),
  productTagLine: text,
  productPrice: price,
  strikeoutPrice: price.nullable(),
  productImage: text,
  productExcerpt: text,
  productRating: z.number().min(0).max(5),
  productFeature: nullableText,
  productTags: text,
  skillTags: text,
  numberOfModules: z.int({ error: 'must be a whole number' }).nonnegative().nullable(),
  accessTime: nullableText,
  offerCme: z.enum(['Yes', 'No']),
  productFeatureImage: nullableText,
  detailedExcerpt: nullableText,
  longDescription: nullableText,
  productRatingExcerpt: nullableText,
  ad: z.enum(AD_KINDS).nullable(),
  reviewTags: text,
  learningObjectives: z.strictObject({ objectives: z.array(namedExcerpt) }),
  objectives: z.array(namedExcerpt),
  moduleBreakdown: z.strictObject({ modules: z.array(namedExcerpt) }),
  databaseIncludes: z.strictObject({ whatsIncluded: z.array(namedExcerpt) }),
  individualReviews: z.strictObject({ review: z.array(review) }),
  ratingsBreakdown: z.strictObject({ ratings: z.array(ratingLine) }),
  audience: z.array(z.strictObject({ title: text })),
  topics: z.array(z.strictObject({ topic: text })),
  boughtTogether: z.array(slug),
  bundleProducts: z.array(slug),
  related: z.array(slug),
  extensionDetails: slug.nullable(),
  speakers: z.union([z.array(webinarSpeaker), z.array(eventSpeaker)]),
  eventStartDate: isoDate.nullable(),
  eventEndDate: isoDate.nullable(),
  eventImage: nullableText,
  eventVenueImage: nullableText,
  venueName: nullableText,
  venueLink: nullableText,
  agenda: z.array(agendaItem),
  content: z.null().optional(),
}) satisfies z.ZodType<CatalogFileProduct, CatalogFileProduct>;
type _ProductShape = Assert<Same<z.output<typeof productSchema>, CatalogFileProduct>>;

export const promoCodeSchema = z.strictObject({
  code: z.string().regex(/^[A-Z0-9-]+$/, 'must be upper-case letters, digits and dashes'),
  kind: z.enum(['percent', 'amount']),
  value: z.number().positive('must be positive'),
  productIds: z.array(productId).nullable(),
  expiresAt: isoDate.nullable(),
  description: text,
}).refine((c) => c.kind !== 'percent' || c.value <= 100, { message: 'a percent code takes at most 100', path: ['value'] }) satisfies z.ZodType<SeedPromoCode, SeedPromoCode>;
type _PromoCodeShape = Assert<Same<z.output<typeof promoCodeSchema>, SeedPromoCode>>;

const partnerCompany = z.strictObject({ name: text.min(1), logo: text }) satisfies z.ZodType<PartnerCompany, PartnerCompany>;

export interface CatalogFile {
  $comment?: string;
  partnerCompanies: PartnerCompany[];
  products: CatalogFileProduct[];
  promoCodes: SeedPromoCode[];
}

/** catalog.json: unique ids and slugs, relations to products of the file, promo codes on them. */
export const catalogFileSchema = z.strictObject({
  $comment: text.optional(),
  partnerCompanies: z.array(partnerCompany),
  products: z.array(productSchema),
  promoCodes: z.array(promoCodeSchema),
}).superRefine((file, ctx) => {
  const ids = new Map<number, number>();
  const slugs = new Map<string, number>();
  file.products.forEach((p, i) => {
    const sameId = ids.get(p.productId);
    if (sameId !== undefined) ctx.addIssue({ code: 'custom', path: ['products', i, 'productId'], message: `productId ${p.productId} is already used by products[${sameId}]` });
    else ids.set(p.productId, i);
    const sameSlug = slugs.get(p.productNickName);
    if (sameSlug !== undefined) ctx.addIssue({ code: 'custom', path: ['products', i, 'productNickName'], message: `productNickName ${p.productNickName} is already used by products[${sameSlug}]` });
    else slugs.set(p.productNickName, i);
  });
  file.products.forEach((p, i) => {
    for (const field of ['boughtTogether', 'bundleProducts', 'related'] as const) {
      p[field].forEach((s, j) => {
        if (!slugs.has(s)) ctx.addIssue({ code: 'custom', path: ['products', i, field, j], message: `names no product of the catalog: ${s}` });
      });
    }
    if (p.extensionDetails !== null && !slugs.has(p.extensionDetails)) {
      ctx.addIssue({ code: 'custom', path: ['products', i, 'extensionDetails'], message: `names no product of the catalog: ${p.extensionDetails}` });
    }
  });
  const codes = new Map<string, number>();
  file.promoCodes.forEach((c, i) => {
    const code = c.code.trim().toUpperCase();
    const same = codes.get(code);
    if (same !== undefined) ctx.addIssue({ code: 'custom', path: ['promoCodes', i, 'code'], message: `code ${code} is already used by promoCodes[${same}]` });
    else codes.set(code, i);
    (c.productIds ?? []).forEach((id, j) => {
      if (!ids.has(id)) ctx.addIssue({ code: 'custom', path: ['promoCodes', i, 'productIds', j], message: `names no product of the catalog: ${id}` });
    });
  });
}) satisfies z.ZodType<CatalogFile, CatalogFile>;
type _CatalogFileShape = Assert<Same<z.output<typeof catalogFileSchema>, CatalogFile>>;

// ---------------------------------------------------------------- summit.json

const summitSpeaker = z.strictObject({ id: slug, name: text, title: text, organization: text, image: text, profileUrl: text, agendaId: slug });
const agendaRow = z.strictObject({ id: slug, time: text, session: text, speakers: z.array(text), note: text });
const tier = z.strictObject({ id: text, productSlug: slug, name: text, audience: text, features: z.array(text) });
const award = z.strictObject({ id: slug, name: text, eligibility: text, summary: text, criteria: z.array(text) });

export const summitPageSchema = z.strictObject({
  slug,
  variant: z.enum(['full', 'discounted']).nullable(),
  name: text.min(1, 'must not be empty'),
  tagline: text,
  hero: z.array(z.strictObject({ eyebrow: text, title: text, text })),
  registration: z.strictObject({ title: text, text, tiers: z.array(tier).min(1, 'must list a tier'), groupDiscounts: text }),
  startDate: isoDate,
  endDate: isoDate,
  venue: z.strictObject({ name: text, address: text, city: text, mapUrl: text }),
  speakers: z.array(summitSpeaker),
  whyJoin: z.array(z.strictObject({ title: text, text })),
  agenda: z.array(agendaRow),
  sponsors: z.array(z.strictObject({ name: text, tier: text, url: text, logo: text })),
  awardsTeaser: z.strictObject({ title: text, text }),
  about: z.strictObject({ title: text, text, video: z.strictObject({ src: text, poster: text, title: text, captions: text }) }),
  hotel: z.strictObject({ name: text, address: text, text, rateDeadline: isoDate, bookingUrl: text }),
  sponsorship: z.strictObject({ title: text, text, benefits: z.array(text) }),
  nominations: z.strictObject({ deadline: isoDate, metaDeadline: isoDate, intro: text, awards: z.array(award) }),
  alternateGalaReading: z.strictObject({ closingRemarksEnd: text, galaTime: text, note: text }),
  meta: z.strictObject({ title: text, description: text }),
}).superRefine((page, ctx) => {
  const rows = new Set(page.agenda.map((r) => r.id));
  page.speakers.forEach((s, i) => {
    if (!rows.has(s.agendaId)) ctx.addIssue({ code: 'custom', path: ['speakers', i, 'agendaId'], message: `names no agenda row of the page: ${s.agendaId}` });
  });
  if (Date.parse(page.endDate) <= Date.parse(page.startDate)) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'must be after startDate' });
}) satisfies z.ZodType<SummitContent, SummitContent>;
type _SummitPageShape = Assert<Same<z.output<typeof summitPageSchema>, SummitContent>>;

export interface SummitFile {
  $comment?: string;
  freePassCodes: string[];
  pages: Record<string, SummitContent>;
}

/** summit.json: the free-pass codes and the summit pages, each under its own slug. */
export const summitFileSchema = z.strictObject({
  $comment: text.optional(),
  freePassCodes: z.array(text.min(1, 'must not be empty')),
  pages: z.record(z.string(), summitPageSchema),
}).superRefine((file, ctx) => {
  for (const [key, page] of Object.entries(file.pages)) {
    if (page.slug !== key) ctx.addIssue({ code: 'custom', path: ['pages', key, 'slug'], message: `must be the page's key ${key}` });
  }
  const seen = new Map<string, number>();
  file.freePassCodes.forEach((c, i) => {
    const same = seen.get(c.toUpperCase());
    if (same !== undefined) ctx.addIssue({ code: 'custom', path: ['freePassCodes', i], message: `${c} is already listed as freePassCodes[${same}]` });
    else seen.set(c.toUpperCase(), i);
  });
}) satisfies z.ZodType<SummitFile, SummitFile>;
type _SummitFileShape = Assert<Same<z.output<typeof summitFileSchema>, SummitFile>>;
