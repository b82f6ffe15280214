// Promo codes, checked on the server against the priced cart (spec: "Validation is server-side and
// its message is shown"). Codes match case-insensitively. A percent code takes value% off each unit
// of the products it covers; an amount code takes value dollars off each unit (never below 0).
// product_ids null means every product in the cart ('All'); otherwise 'Product'.
// The codes are read in repository.ts.
import type { PricedCartItem, PromoProductLine, PromoResult } from 'shared-api/contract';
import { toCents, toDollars } from '../cart/pricing.js';
import type { PromoCode } from './repository.js';

export type { PromoCode } from './repository.js';

const fmt = (dollars: number) => `$${dollars.toFixed(2)}`;

/** What a promotion reads of a priced cart (cart/pricing.ts priceCart's, or GET /cart's answer). */
export interface PromoCart {
  items: readonly Pick<PricedCartItem, 'productId' | 'productName' | 'productPrice' | 'quantity'>[];
  cartTotal: number;
}
const fail = (message: string): PromoResult => ({ status: 'error', message });

/** What the code does to this priced cart. Pure: `now` is a parameter. */
export function applyPromo(cart: PromoCart, promo: PromoCode | null, typed: string, now = new Date()): PromoResult {
  if (!typed.trim()) return fail('Please enter a promo code.');
  if (!promo || !promo.active) return fail(`The promo code "${typed.trim()}" is not valid.`);
  if (promo.expiresAt && promo.expiresAt.getTime() <= now.getTime()) return fail(`The promo code ${promo.code} has expired.`);
  if (cart.items.length === 0) return fail('Your cart is empty: add a program before applying a promo code.');
  const covered = promo.productIds ? new Set(promo.productIds) : null;
  const lines = cart.items.filter((i) => !covered || covered.has(i.productId));
  if (lines.length === 0) return fail(`The promo code ${promo.code} does not apply to the products in your cart.`);

  let savingsCents = 0;
  const products: PromoProductLine[] = lines.map((i) => {
    const unit = toCents(i.productPrice);
    const off = promo.kind === 'percent' ? Math.round((unit * promo.value) / 100) : Math.min(unit, toCents(promo.value));
    savingsCents += off * i.quantity;
    return { productName: i.productName, productPrice: toDollars(unit), discountPrice: toDollars(unit - off), discountOff: toDollars(off) };
  });
  const totalCents = toCents(cart.cartTotal);
  const savings = toDollars(savingsCents);
  return {
    status: 'success',
    message: `Promo code ${promo.code} applied: you save ${fmt(savings)}.`,
    code: promo.code,
    discountType: promo.productIds ? 'Product' : 'All',
    discount: promo.value,
    totalSavings: savings,
    discountedTotal: toDollars(totalCents - savingsCents),
    products,
  };
}
