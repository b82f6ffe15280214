// The summits among the catalog's products: a conference product with its page content. 'current'
// names this year's main summit (the nominations, badge and free-pass pages ask for it).
import type { Product } from 'shared-api/contract';
import type { CatalogSnapshot } from '../catalog/cache.js';

export const CURRENT_SUMMIT = 'current';

export type SummitEntry = { product: Product; content: Record<string, unknown> };

function summits(products: Product[]): SummitEntry[] {
  return products.flatMap((p) => (p.productType === 'conference' && p.content && typeof p.content === 'object' && !Array.isArray(p.content)
    ? [{ product: p, content: p.content }] : []));
}

const startOf = (e: SummitEntry): number => {
  const t = Date.parse(String(e.content.startDate ?? e.product.eventStartDate ?? ''));
  return Number.isNaN(t) ? 0 : t;
};

/** This year's main summit: the next full-price summit to start, else the most recent one. */
export function currentSummit(products: Product[], now = Date.now()): SummitEntry | null {
  const main = summits(products).filter((e) => e.content.variant === 'full');
  const upcoming = main.filter((e) => startOf(e) >= now).sort((a, b) => startOf(a) - startOf(b));
  if (upcoming[0]) return upcoming[0];
  return main.sort((a, b) => startOf(b) - startOf(a))[0] ?? null;
}

/** The summit page named `slug` (a product nick name, lower-case, or 'current'). */
export function summitPage(products: Product[], slug: string, now: number): SummitEntry | null {
  return slug === CURRENT_SUMMIT
    ? currentSummit(products, now)
    : summits(products).find((e) => e.product.productNickName.toLowerCase() === slug) ?? null;
}

/** The summit product `slug` names ('current': this year's), for its registration. */
export function summitProduct(snap: CatalogSnapshot, slug: string, now: number): Product | undefined {
  return slug === CURRENT_SUMMIT ? currentSummit(snap.products, now)?.product : snap.findBySlug(slug);
}

/** The summit's tickets: its own product and the tiers its page sells. */
export function summitTicketIds(snap: CatalogSnapshot, product: Product): number[] {
  const tiers = (product.content as { registration?: { tiers?: { productSlug?: unknown }[] } } | null | undefined)?.registration?.tiers ?? [];
  const ids = new Set([product.productId]);
  for (const t of tiers) {
    const p = typeof t.productSlug === 'string' ? snap.findBySlug(t.productSlug) : undefined;
    if (p) ids.add(p.productId);
  }
  return [...ids];
}
