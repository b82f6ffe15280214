// Registration (spec 5, Registration): adds the tier's conference ticket to the cart and opens the
// cart; with no product the error toast 'Invalid Conference. Please try again'.
import type { Product, ProductSummary } from 'shared-api';
import { addProductToCart } from 'shared-cart';
import { toast } from 'shared-ui';

export const INVALID_CONFERENCE = 'Invalid Conference. Please try again';

/** The purchasable conference product a tier sells: the page's product or one of its bought-together items. */
export function findTierProduct(product: Product | null | undefined, productSlug: string): ProductSummary | null {
  if (!product) return null;
  const candidates: ProductSummary[] = [product, ...(product.boughtTogether ?? [])];
  return candidates.find((p) => p.productNickName === productSlug && p.productType === 'conference' && p.productPrice > 0) ?? null;
}

export type TierTickets = Record<string, ProductSummary | null>;

/**
 * The ticket product of every tier: the page's product and its bought-together items first, then a
 * lookup by slug for a tier sold by another conference product. A tier whose product cannot be
 * found maps to null (registering it shows the error toast).
 */
export async function resolveTierTickets(
  product: Product, productSlugs: string[], fetchProduct: (slug: string) => Promise<unknown>,
): Promise<TierTickets> {
  const out: TierTickets = {};
  await Promise.all([...new Set(productSlugs)].map(async (slug) => {
    const local = findTierProduct(product, slug);
    if (local) { out[slug] = local; return; }
    try {
      const p = await fetchProduct(slug);
      out[slug] = isTicket(p, slug) ? p : null;
    } catch {
      out[slug] = null;
    }
  }));
  return out;
}

/** Whether an API answer is the purchasable conference ticket of this slug. */
export function isTicket(p: unknown, slug: string): p is ProductSummary {
  const t = p as ProductSummary | null;
  return typeof t === 'object' && t !== null && t.productNickName === slug && t.productType === 'conference'
    && Number.isInteger(t.productId) && typeof t.productPrice === 'number' && t.productPrice > 0;
}

/** Returns true when the ticket was added (the caller then navigates to /cart). */
export function registerForConference(ticket: ProductSummary | null | undefined): boolean {
  if (!ticket || !(ticket.productId > 0)) {
    toast(INVALID_CONFERENCE, 'error');
    return false;
  }
  addProductToCart(ticket);
  return true;
}
