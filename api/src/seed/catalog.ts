// The seed catalog of the Accreditation Council for Medical Affairs (ACMA): every product type with
// every field of the Product entity (spec section 3) filled, so each page section of spec 2.5 to
// 2.11 and 2.19 has content. The data is api/seed/catalog.json, checked against schema.ts when this
// module is first imported; what depends on the date (the next summit's tickets) stays code here.
// Relations (boughtTogether, bundleProducts, related, extensionDetails) are productNickName slugs;
// the API resolves them to product summaries.
// All names of people and companies are fictional. Images live in api/assets/images (served at /images).
import { join } from 'node:path';
import { SEED_DATA_DIR, SeedDataError, readSeedData } from './data-file.js';
import { catalogFileSchema } from './schema.js';
import { SUMMIT_ASPIRING_SLUG, SUMMIT_FULL_SLUG, nextSummitDate, summitContent, summitEdition } from './summit.js';
import type { PartnerCompany, SeedProduct, SeedPromoCode, SummitContent } from './types.js';

export type { PartnerCompany, SeedProduct, SeedPromoCode } from './types.js';

export const BEST_SELLER_BADGE = '/images/badge-best-seller.svg';
export const NEW_BADGE = '/images/badge-new.svg';

export const CATALOG_FILE = join(SEED_DATA_DIR, 'catalog.json');

/** catalog.json as the API uses it: each product that leaves `content` out carries its summit page. */
export interface SeedCatalog { partnerCompanies: PartnerCompany[]; products: SeedProduct[]; promoCodes: SeedPromoCode[] }

/**
 * Reads and checks catalog.json (or a file of its shape), then gives each product that leaves
 * `content` out the summit page of its slug. Throws a SeedDataError naming the file and the paths.
 */
export function loadCatalogFile(file: string = CATALOG_FILE, pages: Record<string, SummitContent> = summitContent): SeedCatalog {
  const data = readSeedData(file, catalogFileSchema);
  const problems: string[] = [];
  const products = data.products.map((p, i): SeedProduct => {
    if (p.content === null) return p;
    const page = Object.hasOwn(pages, p.productNickName) ? pages[p.productNickName] : undefined;
    if (page === undefined) {
      problems.push(`  products[${i}].content (product ${p.productNickName}): must be null, as no summit page has this product's slug`);
      return p;
    }
    return { ...p, content: page };
  });
  const slugs = new Set(products.map((p) => p.productNickName));
  for (const slug of [SUMMIT_FULL_SLUG, SUMMIT_ASPIRING_SLUG]) {
    if (!slugs.has(slug)) problems.push(`  products: has no product ${slug} (the next summit's tickets are made from it)`);
  }
  for (const page of Object.values(pages)) {
    page.registration.tiers.forEach((t, j) => {
      if (!slugs.has(t.productSlug)) problems.push(`  summit page ${page.slug}: registration.tiers[${j}].productSlug names no product of the catalog: ${t.productSlug}`);
    });
  }
  if (problems.length > 0) throw new SeedDataError(`seed data file ${file} is invalid:\n${problems.join('\n')}`);
  return { partnerCompanies: data.partnerCompanies, products, promoCodes: data.promoCodes };
}

const catalog = loadCatalogFile();

export const partnerCompanies: PartnerCompany[] = catalog.partnerCompanies;

const bySlug = (slug: string): SeedProduct => catalog.products.find((p) => p.productNickName === slug)!;
const summitFull = bySlug(SUMMIT_FULL_SLUG);
const summitAspiring = bySlug(SUMMIT_ASPIRING_SLUG);

/**
 * The next summit (the first Thursday of March still ahead at `now`): the 2025 summit's two tickets
 * as that year's edition, so the ticket flow can be tried while the 2025 summit is an archive.
 * Product ids 90 + 2 × (year − 2025): each year's edition keeps its own products (orders point at
 * them) and the database keeps past ones as archives.
 */
export function nextSummitProducts(now: Date = new Date()): SeedProduct[] {
  const { year, day } = nextSummitDate(now);
  const full = summitEdition(summitFull, year, day);
  const aspiring = summitEdition(summitAspiring, year, day);
  const id = 90 + 2 * (year - 2025);
  const image = '/images/product-summit-next.svg';
  return [
    { ...full, productId: id, productImage: image, eventImage: image, boughtTogether: [aspiring.productNickName, 'bcmas', 'msl-compensation-report-2025'] },
    { ...aspiring, productId: id + 1, productImage: '/images/product-summit-next-aspiring.svg', eventImage: image, boughtTogether: [full.productNickName, 'bcmas'] },
  ];
}

// ---------------------------------------------------------------- the catalog

export const seedProducts: SeedProduct[] = [...catalog.products, ...nextSummitProducts()];

export const seedPromoCodes: SeedPromoCode[] = catalog.promoCodes;
