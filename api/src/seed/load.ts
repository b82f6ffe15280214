// Loads the seed catalog (catalog.ts, whose data is api/seed/catalog.json) into the database:
// products, their relations (slugs resolved to ids) and promo codes. Idempotent and transactional:
// it runs when the products table is empty or the seed changed since it was last loaded (a
// fingerprint in app_meta), upserting by id/code, so a data folder picks up catalog edits on the
// next start. Products no longer in the seed are kept (orders may point at them).
import { createHash } from 'node:crypto';
import type { Db, Queryable } from '../db/db.js';
import type { RelationKind } from '../catalog/repository.js';
import { seedProducts, seedPromoCodes, type SeedProduct, type SeedPromoCode } from './catalog.js';

export interface SeedData { products: SeedProduct[]; promoCodes: SeedPromoCode[] }
export interface SeedResult { loaded: boolean; products: number; promoCodes: number }

export const defaultSeed = (): SeedData => ({ products: seedProducts, promoCodes: seedPromoCodes });

const SEED_LOCK = 72_410_002;
const FINGERPRINT_KEY = 'seed_fingerprint';

/** Throws on a seed that would load broken data: duplicate ids/slugs, dangling relations, bad dates. */
export function checkSeed(data: SeedData): void {
  const ids = new Set<number>();
  const slugs = new Set<string>();
  for (const p of data.products) {
    if (!Number.isInteger(p.productId) || p.productId <= 0) throw new Error(`seed: bad productId ${p.productId}`);
    if (ids.has(p.productId)) throw new Error(`seed: productId ${p.productId} is used twice`);
    if (slugs.has(p.productNickName)) throw new Error(`seed: productNickName ${p.productNickName} is used twice`);
    ids.add(p.productId);
    slugs.add(p.productNickName);
    for (const d of [p.eventStartDate, p.eventEndDate]) {
      if (d !== null && Number.isNaN(Date.parse(d))) throw new Error(`seed: ${p.productNickName} has an invalid date ${d}`);
    }
  }
  for (const p of data.products) {
    const refs = [...p.boughtTogether, ...p.bundleProducts, ...p.related, ...(p.extensionDetails ? [p.extensionDetails] : [])];
    for (const s of refs) if (!slugs.has(s)) throw new Error(`seed: ${p.productNickName} refers to unknown product ${s}`);
  }
  const codes = new Set<string>();
  for (const c of data.promoCodes) {
    const code = c.code.trim().toUpperCase();
    if (codes.has(code)) throw new Error(`seed: promo code ${code} is used twice`);
    codes.add(code);
    for (const id of c.productIds ?? []) if (!ids.has(id)) throw new Error(`seed: promo code ${code} names unknown product ${id}`);
    if (c.expiresAt !== null && Number.isNaN(Date.parse(c.expiresAt))) throw new Error(`seed: promo code ${code} has an invalid expiry`);
  }
}

export function seedFingerprint(data: SeedData): string {
  return createHash('sha256').update(JSON.stringify(data)).digest('hex');
}

const json = (v: unknown) => JSON.stringify(v ?? null);

async function upsertProduct(tx: Queryable, p: SeedProduct): Promise<void> {
  await tx.query(
    `INSERT INTO products (product_id, product_type, product_nick_name, product_detail_type, product_name,
       product_tag_line, product_feature, product_feature_image, product_price, strikeout_price, product_image,
       product_excerpt, detailed_excerpt, long_description, product_rating, product_rating_excerpt, product_tags,
       number_of_modules, access_time, offer_cme, ad, skill_tags, review_tags, learning_objectives, objectives,
       module_breakdown, database_includes, individual_reviews, ratings_breakdown, audience, topics, speakers, agenda,
       event_start_date, event_end_date, event_image, event_venue_image, venue_name, venue_link, content)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23,
       $24::jsonb, $25::jsonb, $26::jsonb, $27::jsonb, $28::jsonb, $29::jsonb, $30::jsonb, $31::jsonb, $32::jsonb,
       $33::jsonb, $34, $35, $36, $37, $38, $39, $40::jsonb)
     ON CONFLICT (product_id) DO UPDATE SET
       product_type = EXCLUDED.product_type, product_nick_name = EXCLUDED.product_nick_name,
       product_detail_type = EXCLUDED.product_detail_type, product_name = EXCLUDED.product_name,
       product_tag_line = EXCLUDED.product_tag_line, product_feature = EXCLUDED.product_feature,
       product_feature_image = EXCLUDED.product_feature_image, product_price = EXCLUDED.product_price,
       strikeout_price = EXCLUDED.strikeout_price, product_image = EXCLUDED.product_image,
       product_excerpt = EXCLUDED.product_excerpt, detailed_excerpt = EXCLUDED.detailed_excerpt,
       long_description = EXCLUDED.long_description, product_rating = EXCLUDED.product_rating,
       product_rating_excerpt = EXCLUDED.product_rating_excerpt, product_tags = EXCLUDED.product_tags,
       number_of_modules = EXCLUDED.number_of_modules, access_time = EXCLUDED.access_time,
       offer_cme = EXCLUDED.offer_cme, ad = EXCLUDED.ad, skill_tags = EXCLUDED.skill_tags,
       review_tags = EXCLUDED.review_tags, learning_objectives = EXCLUDED.learning_objectives,
       objectives = EXCLUDED.objectives, module_breakdown = EXCLUDED.module_breakdown,
       database_includes = EXCLUDED.database_includes, individual_reviews = EXCLUDED.individual_reviews,
       ratings_breakdown = EXCLUDED.ratings_breakdown, audience = EXCLUDED.audience, topics = EXCLUDED.topics,
       speakers = EXCLUDED.speakers, agenda = EXCLUDED.agenda, event_start_date = EXCLUDED.event_start_date,
       event_end_date = EXCLUDED.event_end_date, event_image = EXCLUDED.event_image,
       event_venue_image = EXCLUDED.event_venue_image, venue_name = EXCLUDED.venue_name,
       venue_link = EXCLUDED.venue_link, content = EXCLUDED.content, updated_at = now()`,
    [
      p.productId, p.productType, p.productNickName, p.productDetailType, p.productName,
      p.productTagLine, p.productFeature, p.productFeatureImage, p.productPrice ?? 0, p.strikeoutPrice, p.productImage,
      p.productExcerpt, p.detailedExcerpt, p.longDescription, p.productRating, p.productRatingExcerpt, p.productTags,
      p.numberOfModules, p.accessTime, p.offerCme, p.ad, p.skillTags, p.reviewTags,
      json(p.learningObjectives.objectives), json(p.objectives), json(p.moduleBreakdown.modules),
      json(p.databaseIncludes.whatsIncluded), json(p.individualReviews.review), json(p.ratingsBreakdown.ratings),
      json(p.audience), json(p.topics), json(p.speakers), json(p.agenda),
      p.eventStartDate, p.eventEndDate, p.eventImage, p.eventVenueImage, p.venueName, p.venueLink,
      p.content === undefined || p.content === null ? null : json(p.content),
    ],
  );
}

async function replaceRelations(tx: Queryable, products: SeedProduct[]): Promise<void> {
  const idBySlug = new Map(products.map((p) => [p.productNickName, p.productId]));
  const from: number[] = [];
  const kinds: RelationKind[] = [];
  const to: number[] = [];
  const positions: number[] = [];
  const add = (p: SeedProduct, kind: RelationKind, slugs: string[]) => {
    const seen = new Set<number>();
    slugs.forEach((slug) => {
      const id = idBySlug.get(slug)!;
      if (seen.has(id)) return;
      seen.add(id);
      from.push(p.productId);
      kinds.push(kind);
      to.push(id);
      positions.push(seen.size - 1);
    });
  };
  for (const p of products) {
    add(p, 'bought_together', p.boughtTogether);
    add(p, 'bundle_products', p.bundleProducts);
    add(p, 'related', p.related);
    if (p.extensionDetails) add(p, 'extension', [p.extensionDetails]);
  }
  await tx.query('DELETE FROM product_relations WHERE product_id = ANY($1::int[])', [products.map((p) => p.productId)]);
  if (from.length === 0) return;
  await tx.query(
    `INSERT INTO product_relations (product_id, kind, related_product_id, position)
     SELECT * FROM unnest($1::int[], $2::text[], $3::int[], $4::int[])`,
    [from, kinds, to, positions],
  );
}

async function upsertPromo(tx: Queryable, c: SeedPromoCode): Promise<void> {
  await tx.query(
    `INSERT INTO promo_codes (code, kind, value, product_ids, expires_at, active, description)
     VALUES ($1, $2, $3, $4::int[], $5, true, $6)
     ON CONFLICT (code) DO UPDATE SET kind = EXCLUDED.kind, value = EXCLUDED.value, product_ids = EXCLUDED.product_ids,
       expires_at = EXCLUDED.expires_at, description = EXCLUDED.description`,
    [c.code.trim().toUpperCase(), c.kind, c.value, c.productIds, c.expiresAt, c.description ?? ''],
  );
}

/** Loads `data` unless this exact seed is already in place (or `force`). */
export async function loadSeed(db: Db, data: SeedData = defaultSeed(), opts: { force?: boolean } = {}): Promise<SeedResult> {
  checkSeed(data);
  const fingerprint = seedFingerprint(data);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    const [meta] = await tx.query<{ value: string }>('SELECT value FROM app_meta WHERE key = $1', [FINGERPRINT_KEY]);
    const [{ n }] = (await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM products')) as [{ n: number }];
    if (!opts.force && n > 0 && meta?.value === fingerprint) return { loaded: false, products: 0, promoCodes: 0 };
    for (const p of data.products) await upsertProduct(tx, p);
    await replaceRelations(tx, data.products);
    for (const c of data.promoCodes) await upsertPromo(tx, c);
    await tx.query(
      `INSERT INTO app_meta (key, value) VALUES ($1, $2)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
      [FINGERPRINT_KEY, fingerprint],
    );
    return { loaded: true, products: data.products.length, promoCodes: data.promoCodes.length };
  });
}
