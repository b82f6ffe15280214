// Promo codes, checked on the server against the priced cart (spec: "Validation is server-side and
// its message is shown"). Codes match case-insensitively. A percent code takes value% off each unit
// of the products it covers; an amount code takes value dollars off each unit (never below 0).
// product_ids null means every product in the cart ('All'); otherwise 'Product'.
import type { PricedCartItem, PromoProductLine, PromoResult } from 'shared-api/contract';
import type { Queryable } from '../db/db.js';
import { toCents, toDollars } from '../cart/pricing.js';

export interface PromoCode {
  code: string;
  kind: 'percent' | 'amount';
  value: number;
  productIds: number[] | null;
  expiresAt: Date | null;
  active: boolean;
}

interface PromoRow { code: string; kind: 'percent' | 'amount'; value: number; product_ids: number[] | null; expires_at: Date | string | null; active: boolean }

const toPromoCode = (r: PromoRow): PromoCode => ({
  code: r.code,
  kind: r.kind,
  value: Number(r.value),
  productIds: r.product_ids ? r.product_ids.map(Number) : null,
  expiresAt: r.expires_at === null ? null : new Date(r.expires_at),
  active: r.active,
});

export async function findPromoCode(db: Queryable, code: string): Promise<PromoCode | null> {
  const rows = await db.query<PromoRow>(
    'SELECT code, kind, value, product_ids, expires_at, active FROM promo_codes WHERE code = $1',
    [code.trim().toUpperCase()],
  );
  return rows[0] ? toPromoCode(rows[0]) : null;
}

/**
 * The code and the catalog's version it was read at, in one statement (a checkout priced from a
 * catalog snapshot uses the code only when the versions agree: every change to promo_codes bumps it).
 */
export async function findPromoCodeAtVersion(db: Queryable, code: string): Promise<{ version: number; promo: PromoCode | null }> {
  const [r] = await db.query<Partial<PromoRow> & { version: number | string }>(
    `SELECT (SELECT version FROM catalog_version) AS version, p.code, p.kind, p.value, p.product_ids, p.expires_at, p.active
       FROM (SELECT 1) AS one LEFT JOIN promo_codes p ON p.code = $1`,
    [code.trim().toUpperCase()],
  );
  return { version: Number(r?.version), promo: r?.code ? toPromoCode(r as PromoRow) : null };
}

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
