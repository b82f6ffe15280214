// Opening a checkout (POST /stripe-checkout): the order priced from the database — prices and the
// promotion code read inside the transaction that records the payment session, never from the
// catalog cache — and the provider's session opened (or, for the same order, found) in it. An order
// whose prices are not the ones the buyer was shown (the request's shownTotalCents, shownLines) is
// refused with the cart priced anew (PriceChangedError, 409) before anything is opened or written.
import { createHash } from 'node:crypto';
import type { CheckoutRequestInput } from 'shared-api/src/schemas.js';
import type { CartResponse } from 'shared-api/src/types.js';
import { priceCart, toCartResponse } from '../cart/pricing.js';
import { loadProductsById } from '../catalog/repository.js';
import type { Db } from '../db/db.js';
import { HttpError } from '../errors.js';
import { findPromoCode } from '../promo/promo.js';
import { priceOrder, shownPriceChange, type PricedOrder } from './price-order.js';
import type { PaymentProvider } from './provider.js';

/**
 * Same buyer, same order, same store address: same key (a double click or a retry finds the session
 * already open). The site origin is part of it, so a session opened under another origin (before
 * SITE_URL changed) is never handed out again.
 */
export function idempotencyKey(buyerSub: string, order: PricedOrder, siteUrl: string): string {
  const canonical = JSON.stringify([
    siteUrl, buyerSub, order.learnerEmail, order.fullName, order.paymentType, order.couponCode, order.region,
    order.lines.map((l) => [l.productId, l.quantity, l.unitAmount, l.discountAmount]),
    order.licenseHolders.map((h) => [h.productId, h.name, h.email, h.regionId ?? null]),
    [order.utm.utm_source ?? null, order.utm.utm_medium ?? null, order.utm.utm_campaign ?? null],
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

/**
 * The order's prices are not the ones the buyer was shown: a 409 with the reason and the cart priced
 * anew (GET /cart's shape); no session was opened and nothing was written.
 */
export class PriceChangedError extends HttpError {
  constructor(message: string, readonly cart: CartResponse) {
    super(409, message);
  }
}

export async function openCheckout(
  db: Db,
  provider: PaymentProvider,
  { request, buyer, siteUrl, now }: { request: CheckoutRequestInput; buyer: { email: string; sub: string }; siteUrl: string; now: Date },
): Promise<{ order: PricedOrder; session: { id: string; url: string } }> {
  const coupon = request.couponCode.trim();
  return db.transaction(async (tx) => {
    const promo = coupon ? await findPromoCode(tx, coupon) : null;
    const byId = await loadProductsById(tx, request.products.map((l) => l.productId), { pricing: true });
    const order = priceOrder({ byId }, request, promo, now);
    const changed = shownPriceChange(order, request);
    if (changed) {
      // the cart at the prices just read, as GET /cart answers it (with a bundle's programs, for the
      // cart's notice); thrown out of the transaction, which has written nothing
      const parts = await loadProductsById(tx, [...byId.keys()], { relations: true });
      throw new PriceChangedError(changed, toCartResponse(priceCart({ byId: parts }, request.products, { now })));
    }
    const session = await provider.createSession({
      ...order,
      buyerEmail: buyer.email,
      buyerSub: buyer.sub,
      siteOrigin: siteUrl,
      successUrl: `${siteUrl}/success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${siteUrl}/cancel`,
      idempotencyKey: idempotencyKey(buyer.sub, order, siteUrl),
    }, tx);
    return { order, session };
  });
}
