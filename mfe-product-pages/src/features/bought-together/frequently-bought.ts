// Frequently Bought Together (spec section 9): at most the first 3 products, all pre-checked,
// quantity 1 each, total = sum of the checked prices. A product sold by contacting the team
// (price 0 or missing) cannot go in the cart, so it is listed but never checked.
import type { ProductSummary } from 'shared-api';
import { formatPrice } from 'shared-ui';

export const FREQUENTLY_BOUGHT_LIMIT = 3;

export const frequentlyBought = <T extends ProductSummary>(list: readonly T[] | null | undefined): T[] =>
  (list ?? []).slice(0, FREQUENTLY_BOUGHT_LIMIT);

export const isPurchasable = (p: Pick<ProductSummary, 'productPrice'>): boolean => formatPrice(p.productPrice) !== null;

/** The ids checked when the block first shows: every purchasable product. */
export const initiallyChecked = (items: readonly ProductSummary[]): number[] =>
  items.filter(isPurchasable).map((p) => p.productId);

/** Sum of the checked products' prices (quantity 1 each), in cents-exact dollars. */
export function checkedTotal(items: readonly ProductSummary[], checked: readonly number[]): number {
  const cents = items
    .filter((p) => checked.includes(p.productId) && isPurchasable(p))
    .reduce((sum, p) => sum + Math.round(p.productPrice * 100), 0);
  return cents / 100;
}
