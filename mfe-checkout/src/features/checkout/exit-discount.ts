// The Back-button discount pop-up (spec section 4, Checkout): offered only when the cart holds
// exactly one line and that line is product 1 (BCMAS). The code is seeded in the API's catalog
// (api/seed/catalog.json); keep it in this one constant.
import { REGION_PRODUCT_ID, type CartLine } from 'shared-api';

export const EXIT_DISCOUNT_PRODUCT_ID = REGION_PRODUCT_ID;
export const EXIT_DISCOUNT_CODE = 'BCMAS100';
export const EXIT_DISCOUNT_AMOUNT = 100;

export function offersExitDiscount(lines: CartLine[]): boolean {
  return lines.length === 1 && lines[0]!.productId === EXIT_DISCOUNT_PRODUCT_ID;
}

/**
 * Whether the pop-up's code would lower this buyer's price: a BCMAS-only cart, and the best discount
 * the buyer already has (applied, or set aside while paying in installments) saves less than the
 * pop-up's code would ($100 off each seat). Staying never swaps a better code for a worse one.
 */
export function exitOfferHelps(lines: CartLine[], best: { code: string; savings: number } | null): boolean {
  if (!offersExitDiscount(lines)) return false;
  if (!best) return true;
  return best.code.toUpperCase() !== EXIT_DISCOUNT_CODE && best.savings < EXIT_DISCOUNT_AMOUNT * lines[0]!.quantity;
}
