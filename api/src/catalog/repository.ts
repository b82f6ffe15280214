// Products as the UI sees them (shared-api Product), built from the products and product_relations
// tables. The only place that knows the column names of the catalog.
import type { Product, ProductSummary, ProductType } from 'shared-api/contract';
import type { Queryable } from '../db/db.js';

export interface ProductRow {
  product_id: number;
  product_type: ProductType;
  product_nick_name: string;
  product_detail_type: string;
  product_name: string;
  product_tag_line: string;
  product_feature: string | null;
  product_feature_image: string | null;
  product_price: number;
  strikeout_price: number | null;
  product_image: string;
  product_excerpt: string;
  detailed_excerpt: string | null;
  long_description: string | null;
  product_rating: number;
  product_rating_excerpt: string | null;
  product_tags: string;
  number_of_modules: number | null;
  access_time: string | null;
  offer_cme: 'Yes' | 'No';
  ad: Product['ad'];
  skill_tags: string;
  review_tags: string;
  learning_objectives: Product['objectives'];
  objectives: Product['objectives'];
  module_breakdown: Product['moduleBreakdown']['modules'];
  database_includes: Product['databaseIncludes']['whatsIncluded'];
  individual_reviews: Product['individualReviews']['review'];
  ratings_breakdown: Product['ratingsBreakdown']['ratings'];
  audience: Product['audience'];
  topics: Product['topics'];
  speakers: Product['speakers'];
  agenda: Product['agenda'];
  event_start_date: string | null;
  event_end_date: string | null;
  event_image: string | null;
  event_venue_image: string | null;
  venue_name: string | null;
  venue_link: string | null;
  content: Record<string, unknown> | null;
}

export type RelationKind = 'bought_together' | 'bundle_products' | 'related' | 'extension';
interface RelationRow { product_id: number; kind: RelationKind; related_product_id: number; position: number }

export const PRODUCT_COLUMNS = `product_id, product_type, product_nick_name, product_detail_type, product_name,
  product_tag_line, product_feature, product_feature_image, product_price, strikeout_price, product_image,
  product_excerpt, detailed_excerpt, long_description, product_rating, product_rating_excerpt, product_tags,
  number_of_modules, access_time, offer_cme, ad, skill_tags, review_tags, learning_objectives, objectives,
  module_breakdown, database_includes, individual_reviews, ratings_breakdown, audience, topics, speakers, agenda,
  event_start_date, event_end_date, event_image, event_venue_image, venue_name, venue_link, content`;

/**
 * PRODUCT_COLUMNS for pricing and the checkout: the product page's long texts and lists (kilobytes a
 * product, decoded from jsonb) read as empty, every column pricing, the promotion code, the
 * installment rule and the recorded order lines use read as stored.
 */
const LEFT_EMPTY: Record<string, string> = {
  detailed_excerpt: 'NULL', long_description: 'NULL', product_rating_excerpt: 'NULL', content: 'NULL::jsonb',
  ...Object.fromEntries([
    'learning_objectives', 'objectives', 'module_breakdown', 'database_includes', 'individual_reviews', 'ratings_breakdown',
    'audience', 'topics', 'speakers', 'agenda',
  ].map((c) => [c, `'[]'::jsonb`])),
};
export const PRICING_COLUMNS = PRODUCT_COLUMNS.split(',').map((c) => c.trim())
  .map((c) => (c in LEFT_EMPTY ? `${LEFT_EMPTY[c]} AS ${c}` : c)).join(', ');

const num = (v: unknown): number => (typeof v === 'number' ? v : Number(v));
const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : num(v));

export function toSummary(r: ProductRow): ProductSummary {
  return {
    productId: r.product_id,
    productType: r.product_type,
    productNickName: r.product_nick_name,
    productDetailType: r.product_detail_type,
    productName: r.product_name,
    productTagLine: r.product_tag_line,
    productPrice: num(r.product_price),
    strikeoutPrice: numOrNull(r.strikeout_price),
    productImage: r.product_image,
    productExcerpt: r.product_excerpt,
    productRating: num(r.product_rating),
    productFeature: r.product_feature,
  };
}

export interface ProductRelations {
  boughtTogether: ProductSummary[];
  bundleProducts: ProductSummary[];
  related: ProductSummary[];
  extensionDetails: ProductSummary | null;
}

export const NO_RELATIONS: ProductRelations = { boughtTogether: [], bundleProducts: [], related: [], extensionDetails: null };

export function toProduct(r: ProductRow, rel: ProductRelations = NO_RELATIONS): Product {
  return {
    ...toSummary(r),
    productFeatureImage: r.product_feature_image,
    detailedExcerpt: r.detailed_excerpt,
    longDescription: r.long_description,
    productRatingExcerpt: r.product_rating_excerpt,
    productTags: r.product_tags,
    numberOfModules: r.number_of_modules,
    accessTime: r.access_time,
    offerCme: r.offer_cme,
    ad: r.ad,
    skillTags: r.skill_tags,
    reviewTags: r.review_tags,
    learningObjectives: { objectives: r.learning_objectives },
    objectives: r.objectives,
    moduleBreakdown: { modules: r.module_breakdown },
    databaseIncludes: { whatsIncluded: r.database_includes },
    individualReviews: { review: r.individual_reviews },
    ratingsBreakdown: { ratings: r.ratings_breakdown },
    audience: r.audience,
    topics: r.topics,
    boughtTogether: rel.boughtTogether,
    bundleProducts: rel.bundleProducts,
    related: rel.related,
    extensionDetails: rel.extensionDetails,
    speakers: r.speakers,
    eventStartDate: r.event_start_date,
    eventEndDate: r.event_end_date,
    eventImage: r.event_image,
    eventVenueImage: r.event_venue_image,
    venueName: r.venue_name,
    venueLink: r.venue_link,
    agenda: r.agenda,
    content: r.content,
  };
}

/** The catalog's version (migration 005): bumped by every change to products, relations or promo codes. */
export async function readCatalogVersion(db: Queryable): Promise<number> {
  const [row] = await db.query<{ version: number }>('SELECT version FROM catalog_version');
  return Number(row?.version ?? 0);
}

function resolveRelations(relations: RelationRow[], summaries: Map<number, ProductSummary>): Map<number, ProductRelations> {
  const rel = new Map<number, ProductRelations>();
  for (const x of relations) {
    const target = summaries.get(x.related_product_id);
    if (!target) continue;
    let entry = rel.get(x.product_id);
    if (!entry) rel.set(x.product_id, (entry = { boughtTogether: [], bundleProducts: [], related: [], extensionDetails: null }));
    if (x.kind === 'bought_together') entry.boughtTogether.push(target);
    else if (x.kind === 'bundle_products') entry.bundleProducts.push(target);
    else if (x.kind === 'related') entry.related.push(target);
    else if (!entry.extensionDetails) entry.extensionDetails = target;
  }
  return rel;
}

/** Every product with its relations resolved to summaries, ordered by id. */
export async function loadAllProducts(db: Queryable): Promise<Product[]> {
  const rows = await db.query<ProductRow>(`SELECT ${PRODUCT_COLUMNS} FROM products ORDER BY product_id`);
  const relations = await db.query<RelationRow>(
    'SELECT product_id, kind, related_product_id, position FROM product_relations ORDER BY product_id, kind, position, related_product_id',
  );
  const rel = resolveRelations(relations, new Map(rows.map((r) => [r.product_id, toSummary(r)])));
  return rows.map((r) => toProduct(r, rel.get(r.product_id)));
}

/**
 * The catalog with the version it was read at. The version is read first: a change committed after
 * that read bumps the version past it (and notifies), so a snapshot is never labelled newer than it is.
 */
export async function loadCatalog(db: Queryable): Promise<{ version: number; products: Product[] }> {
  const version = await readCatalogVersion(db);
  return { version, products: await loadAllProducts(db) };
}

/**
 * The products with these ids, as the database has them now (a checkout priced in its transaction reads these),
 * by id. With `relations`, each carries its related products as GET /products does; with `bundleParts`,
 * each bundle carries the products it includes (`bundleProducts`, the checkout's rule that no program
 * is paid for twice), the other relations left empty (no statement when no bundle is among them). With
 * `pricing`, only what pricing and the checkout read (PRICING_COLUMNS: the product page's texts and lists empty).
 */
export async function loadProductsById(
  db: Queryable, ids: readonly number[], { relations = false, bundleParts = false, pricing = false } = {},
): Promise<Map<number, Product>> {
  const wanted = [...new Set(ids)].filter((id) => Number.isSafeInteger(id));
  if (!wanted.length) return new Map();
  const rows = await db.query<ProductRow>(`SELECT ${pricing ? PRICING_COLUMNS : PRODUCT_COLUMNS} FROM products WHERE product_id = ANY($1::int[])`, [wanted]);
  let rel = new Map<number, ProductRelations>();
  const linked = relations ? rows : bundleParts ? rows.filter((r) => r.product_type === 'bundle') : [];
  if (linked.length) {
    const links = await db.query<RelationRow>(
      `SELECT product_id, kind, related_product_id, position FROM product_relations WHERE product_id = ANY($1::int[])${relations ? '' : " AND kind = 'bundle_products'"} ORDER BY product_id, kind, position, related_product_id`,
      [linked.map((r) => r.product_id)],
    );
    const targets = [...new Set(links.map((l) => l.related_product_id))];
    const targetRows = targets.length ? await db.query<ProductRow>(`SELECT ${relations ? PRODUCT_COLUMNS : PRICING_COLUMNS} FROM products WHERE product_id = ANY($1::int[])`, [targets]) : [];
    rel = resolveRelations(links, new Map(targetRows.map((r) => [r.product_id, toSummary(r)])));
  }
  return new Map(rows.map((r) => [r.product_id, toProduct(r, rel.get(r.product_id))]));
}

export interface ProductPageDate { productType: ProductType; productNickName: string; updatedAt: string }

/** Every product's type, nick name and last change, in type then id order (the sitemap's pages). */
export async function loadProductPageDates(db: Queryable): Promise<ProductPageDate[]> {
  const rows = await db.query<{ product_type: ProductType; product_nick_name: string; updated_at: Date | string }>(
    'SELECT product_type, product_nick_name, updated_at FROM products ORDER BY product_type, product_id',
  );
  return rows.map((r) => ({ productType: r.product_type, productNickName: r.product_nick_name, updatedAt: new Date(r.updated_at).toISOString() }));
}
