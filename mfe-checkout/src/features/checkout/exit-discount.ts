// The Back-button discount pop-up (spec section 4, Checkout): offered only when the cart holds
// exactly one line and that line is product 1 (BCMAS). The code is seeded in the API's catalog
// (api/src/seed/catalog.ts); keep it in this one constant.
import { REGION_PRODUCT_ID, type CartLine } from 'shared-api';

export const EXIT_DISCOUNT_PRODUCT_ID = REGION_PRODUCT_ID;
export const EXIT_DISCOUNT_CODE = 'BCMAS100';
export const EXIT_DISCOUNT_AMOUNT = 100;

export function offersExitDiscount(lines: CartLine[]): boolean {
  return lines.length === 1 && lines[0]!.productId === EXIT_DISCOUNT_PRODUCT_ID;
}
