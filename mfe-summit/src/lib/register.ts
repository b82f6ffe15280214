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
 * The ticket product of every tier: the page's product and its bought-together items first, then
 * `answerOf(slug)`, the API's answer for a tier sold by another conference product (null when it
 * failed). A tier whose product is not a ticket maps to null (registering it shows the error toast).
 * Returns null when an answer is not known yet (`answerOf` gave undefined).
 */
export function tierTicketsFrom(product: Product, productSlugs: string[], answerOf: (slug: string) => unknown): TierTickets | null {
  const out: TierTickets = {};
  for (const slug of new Set(productSlugs)) {
    const local = findTierProduct(product, slug);
    const answer = local ? undefined : answerOf(slug);
    if (!local && answer === undefined) return null;
    out[slug] = local ?? (isTicket(answer, slug) ? answer : null);
  }
  return out;
}

/** tierTicketsFrom, fetching the products of the tiers the page's product does not sell. */
export async function resolveTierTickets(
  product: Product, productSlugs: string[], fetchProduct: (slug: string) => Promise<unknown>,
): Promise<TierTickets> {
  const answers = new Map<string, unknown>();
  await Promise.all([...new Set(productSlugs)].filter((slug) => !findTierProduct(product, slug)).map(async (slug) => {
    answers.set(slug, await fetchProduct(slug).catch(() => null));
  }));
  return tierTicketsFrom(product, productSlugs, (slug) => answers.get(slug))!;
}

function isTicket(p: unknown, slug: string): p is ProductSummary {
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
