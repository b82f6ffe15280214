// The catalog's filter rules (spec sections 2.4 and 9) as pure functions: which products the
// catalog lists, how search / price / type / trait narrow them, the pages, the pager's window and
// the URL query that carries the filters (so a filtered catalog can be shared, reloaded, and walked
// with back/forward).
import type { ProductListing, ProductType } from 'shared-api';

/** Cards on one catalog page. */
export const PAGE_SIZE = 12;
/** Page links the pager shows at once. */
export const PAGER_LINKS = 5;
/** The pager appears only when this many products (or more) match. */
export const PAGER_MIN_RESULTS = 12;

export const PRICE_MIN = 0;
export const PRICE_MAX = 6000;
/** The slider's upper end below 900 px. */
export const PRICE_MAX_MOBILE = 3000;
export const PRICE_STEP = 100;

/** A product counts as 'Best Rated' at this rating (out of 5) or more. */
export const BEST_RATED_MIN_RATING = 4.8;

/** The product types the filter offers, in the order shown, with their labels. */
export const TYPE_OPTIONS = [
  { value: 'certification', label: 'Certification' },
  { value: 'event', label: 'Event' },
  { value: 'report', label: 'Market Research' },
  { value: 'bundle', label: 'Bundle' },
  { value: 'database', label: 'Database' },
  { value: 'extension', label: 'Program Extensions' },
  { value: 'webinar', label: 'Webinar' },
] as const satisfies readonly { value: ProductType; label: string }[];
export type CatalogType = (typeof TYPE_OPTIONS)[number]['value'];
const CATALOG_TYPES: readonly string[] = TYPE_OPTIONS.map((o) => o.value);

export const TRAITS = ['Best Seller', 'New', 'Best Rated'] as const;
export type Trait = (typeof TRAITS)[number];

export const typeLabel = (t: string): string => TYPE_OPTIONS.find((o) => o.value === t)?.label ?? t;

export interface Filters {
  /** Search text, matched case-insensitively against the name and the tags. */
  q: string;
  /** Lowest price, inclusive. */
  min: number;
  /** Highest price, inclusive; null means no upper limit (the slider's top end: "6,000+"). */
  max: number | null;
  /** Selected types: a product matches any of them; none selected means every catalog type. */
  types: CatalogType[];
  /** Selected traits: a product matches any of them; none selected means no trait filter. */
  traits: Trait[];
  /** 1-based page. */
  page: number;
}

export const DEFAULT_FILTERS: Filters = { q: '', min: PRICE_MIN, max: null, types: [], traits: [], page: 1 };

export const isCatalogType = (v: unknown): v is CatalogType => typeof v === 'string' && CATALOG_TYPES.includes(v);

/** A trait from free text ("best seller", "Best-Seller", "BEST RATED"), or null. */
export function toTrait(v: unknown): Trait | null {
  if (typeof v !== 'string') return null;
  const key = v.toLowerCase().replace(/[\s_-]+/g, '');
  return TRAITS.find((t) => t.toLowerCase().replace(/\s+/g, '') === key) ?? null;
}

/**
 * Which products the catalog lists at all. It lists the types its filter offers (certification,
 * event, market research report, bundle, database, program extension, webinar). Think tank videos
 * and reports, and the summit (conference) are left out: they are content pages reached from their
 * own links (the summit has its own page), the type filter cannot select them, and listing them
 * would make "no type selected" show more than "every type selected".
 */
export function catalogProducts(all: readonly ProductListing[]): ProductListing[] {
  return all.filter((p) => isCatalogType(p.productType));
}

/** The price a filter compares: a missing or non-numeric price counts as 0 (Contact Us). */
const priceOf = (p: Pick<ProductListing, 'productPrice'>): number =>
  typeof p.productPrice === 'number' && Number.isFinite(p.productPrice) ? p.productPrice : 0;

export function hasTrait(p: Pick<ProductListing, 'productFeature' | 'productRating'>, trait: Trait): boolean {
  if (trait === 'Best Rated') return typeof p.productRating === 'number' && p.productRating >= BEST_RATED_MIN_RATING;
  return (p.productFeature ?? '').trim().toLowerCase() === trait.toLowerCase();
}

export function matchesSearch(p: Pick<ProductListing, 'productName' | 'productTags'>, q: string): boolean {
  const needle = q.trim().replace(/\s+/g, ' ').toLowerCase();
  if (!needle) return true;
  return (p.productName ?? '').toLowerCase().includes(needle) || (p.productTags ?? '').toLowerCase().includes(needle);
}

/** Products (already limited to the catalog's) that pass every filter; the page is not applied. */
export function filterProducts(products: readonly ProductListing[], f: Omit<Filters, 'page'>): ProductListing[] {
  return products.filter((p) => {
    if (!matchesSearch(p, f.q)) return false;
    const price = priceOf(p);
    if (price < f.min) return false;
    if (f.max !== null && price > f.max) return false;
    if (f.types.length > 0 && !f.types.includes(p.productType as CatalogType)) return false;
    if (f.traits.length > 0 && !f.traits.some((t) => hasTrait(p, t))) return false;
    return true;
  });
}

export const pageCount = (total: number): number => Math.max(1, Math.ceil(total / PAGE_SIZE));
export const clampPage = (page: number, total: number): number => Math.min(Math.max(1, Math.floor(page) || 1), pageCount(total));

/** The items of one page (the page is clamped into range). */
export function pageItems<T>(items: readonly T[], page: number): T[] {
  const p = clampPage(page, items.length);
  return items.slice((p - 1) * PAGE_SIZE, p * PAGE_SIZE);
}

export const showPager = (total: number): boolean => total >= PAGER_MIN_RESULTS;

/** The page numbers the pager links to: PAGER_LINKS of them around the current page, kept in range. */
export function pageWindow(current: number, totalPages: number): number[] {
  const pages = Math.max(1, totalPages);
  const cur = Math.min(Math.max(1, current), pages);
  const count = Math.min(PAGER_LINKS, pages);
  const start = Math.min(Math.max(1, cur - Math.floor(PAGER_LINKS / 2)), pages - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

/** Applies a change to the filters; any change other than the page itself returns to page 1. */
export function changeFilters(f: Filters, change: Partial<Omit<Filters, 'page'>>): Filters {
  return { ...f, ...change, page: 1 };
}

export const toggle = <T>(list: readonly T[], item: T): T[] =>
  (list.includes(item) ? list.filter((x) => x !== item) : [...list, item]);

export function activeFilterCount(f: Filters): number {
  return (f.q.trim() ? 1 : 0) + (f.min > PRICE_MIN || f.max !== null ? 1 : 0) + f.types.length + f.traits.length;
}

// ---- URL query ---------------------------------------------------------------------------------

/** The path that shows the catalog with certifications pre-selected. */
export const CERTIFICATIONS_PATH = '/certifications';
export const CATALOG_PATH = '/catalog';

function priceParam(v: string | null): number | null {
  if (v === null || v.trim() === '' || !/^\d+(\.\d+)?$/.test(v.trim())) return null;
  return Math.min(PRICE_MAX, Math.max(PRICE_MIN, Math.round(Number(v))));
}

function listParam(q: URLSearchParams, key: string): string[] {
  return q.getAll(key).flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean);
}

const unique = <T>(xs: T[]): T[] => [...new Set(xs)];

/**
 * The filters a catalog address stands for. `q`, `min`, `max`, `type` and `trait` (both repeated
 * or comma-separated) and `page`; unknown or malformed values are ignored. On /certifications an
 * address without `type` means type certification.
 */
export function parseFilters(search: string, pathname = CATALOG_PATH): Filters {
  const q = new URLSearchParams(search);
  const min = priceParam(q.get('min')) ?? PRICE_MIN;
  let max = priceParam(q.get('max'));
  if (max !== null && max >= PRICE_MAX) max = null;
  if (max !== null && max < min) max = min;
  let types = unique(listParam(q, 'type').filter(isCatalogType));
  if (!q.has('type') && pathname.replace(/\/+$/, '') === CERTIFICATIONS_PATH) types = ['certification'];
  const traits = unique(listParam(q, 'trait').map(toTrait).filter((t): t is Trait => t !== null));
  const pageRaw = Number(q.get('page'));
  const page = Number.isInteger(pageRaw) && pageRaw > 0 ? pageRaw : 1;
  return { q: (q.get('q') ?? '').slice(0, 200), min, max, types, traits, page };
}

/**
 * The query string (with its '?', or '' for the defaults) for a set of filters. Types and traits
 * are written in the order the panel lists them, so the same selection always has one address.
 */
export function serializeFilters(f: Filters): string {
  const q = new URLSearchParams();
  if (f.q.trim()) q.set('q', f.q);
  if (f.min > PRICE_MIN) q.set('min', String(f.min));
  if (f.max !== null && f.max < PRICE_MAX) q.set('max', String(f.max));
  for (const t of CATALOG_TYPES) if ((f.types as string[]).includes(t)) q.append('type', t);
  for (const t of TRAITS) if (f.traits.includes(t)) q.append('trait', t);
  if (f.page > 1) q.set('page', String(f.page));
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** Navigation state other pages send to pre-select a filter (spec section 2.4). */
export interface CatalogNavState { productTypeSender?: unknown; traitTypeSender?: unknown }

/**
 * The filters after arriving with navigation state: productTypeSender selects that type alone,
 * traitTypeSender that trait alone; unknown values change nothing. The rest of the address is kept
 * and the page returns to 1.
 */
export function applyArrivalState(f: Filters, state: unknown): Filters {
  if (typeof state !== 'object' || state === null) return f;
  const s = state as CatalogNavState;
  let next = f;
  if (isCatalogType(s.productTypeSender)) next = changeFilters(next, { types: [s.productTypeSender] });
  const trait = toTrait(s.traitTypeSender);
  if (trait) next = changeFilters(next, { traits: [trait] });
  return next;
}

export const hasArrivalState = (state: unknown): boolean =>
  typeof state === 'object' && state !== null
  && (isCatalogType((state as CatalogNavState).productTypeSender) || toTrait((state as CatalogNavState).traitTypeSender) !== null);
