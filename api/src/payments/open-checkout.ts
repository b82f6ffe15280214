// Opening a checkout (POST /stripe-checkout): the order priced from the prices the database holds
// at the moment the payment session is recorded, and the provider's session opened (or, for the same
// order, found). An order whose prices are not the ones the buyer was shown (the request's
// shownTotalCents, shownLines) is refused with the cart priced anew (PriceChangedError, 409) before
// anything is opened or written.
// Two paths, one truth:
// - at a catalog version (most orders): priced from the catalog snapshot in memory, and recorded by
//   one statement that holds only while the database's catalog version is still the snapshot's (every
//   change to products, relations or promotion codes bumps it: migration 005). One round trip for a
//   new order, no transaction held open (the Stripe provider: none held while Stripe answers).
// - in a transaction: prices and the promotion code read from the database inside the transaction that
//   records the session. Taken when there is no snapshot, the versions differ, the snapshot refuses the
//   order or shows other prices than the buyer saw, or the session's key needs settling; it gives the
//   authoritative answer (the 409, the 400) in each of those cases.
// Both price with priceOrder from products that carry their bundles' programs, so an order that
// charges a program beside a bundle including it is refused (400) the same way on either path.
import { createHash } from 'node:crypto';
import type { CheckoutRequestInput, CartResponse } from 'shared-api/contract';
import { priceCart, toCartResponse } from '../cart/pricing.js';
import type { CatalogSnapshot } from '../catalog/cache.js';
import { loadProductsById } from '../catalog/repository.js';
import type { Db } from '../db/db.js';
import { HttpError } from '../errors.js';
import { findPromoCode, findPromoCodeAtVersion } from '../promo/repository.js';
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

interface CheckoutArgs { request: CheckoutRequestInput; buyer: { email: string; sub: string }; siteUrl: string; now: Date }
type Opened = { order: PricedOrder; session: { id: string; url: string } };

/** What the provider is asked to open for this priced order. */
const sessionInput = (order: PricedOrder, { buyer, siteUrl }: CheckoutArgs) => ({
  ...order,
  buyerEmail: buyer.email,
  buyerSub: buyer.sub,
  siteOrigin: siteUrl,
  successUrl: `${siteUrl}/success?session_id={CHECKOUT_SESSION_ID}`,
  cancelUrl: `${siteUrl}/cancel`,
  idempotencyKey: idempotencyKey(buyer.sub, order, siteUrl),
});

export async function openCheckout(
  db: Db,
  provider: PaymentProvider,
  args: CheckoutArgs & { snapshot?: CatalogSnapshot | null },
): Promise<Opened> {
  if (args.snapshot) {
    const opened = await openAtVersion(db, provider, args.snapshot, args);
    if (opened) return opened;
  }
  return openInTransaction(db, provider, args);
}

/** The order priced from the snapshot and recorded while the catalog is at its version; null: take the transaction. */
async function openAtVersion(db: Db, provider: PaymentProvider, snapshot: CatalogSnapshot, args: CheckoutArgs): Promise<Opened | null> {
  const coupon = args.request.couponCode.trim();
  let promo = null;
  if (coupon) {
    const found = await findPromoCodeAtVersion(db, coupon);
    if (found.version !== snapshot.version) return null;
    promo = found.promo;
  }
  let order: PricedOrder;
  try {
    order = priceOrder({ byId: snapshot.byId }, args.request, promo, args.now);
  } catch (e) {
    // the transaction refuses it with the database's products (or, after a change, takes it)
    if (e instanceof HttpError) return null;
    throw e;
  }
  if (shownPriceChange(order, args.request)) return null;
  const session = await provider.createSessionAtVersion(sessionInput(order, args), snapshot.version);
  return session ? { order, session } : null;
}

async function openInTransaction(db: Db, provider: PaymentProvider, args: CheckoutArgs): Promise<Opened> {
  const { request, now } = args;
  const coupon = request.couponCode.trim();
  return db.transaction(async (tx) => {
    const promo = coupon ? await findPromoCode(tx, coupon) : null;
    // each bundle with the programs it includes: priceOrder refuses an order that also charges one of them
    const byId = await loadProductsById(tx, request.products.map((l) => l.productId), { pricing: true, bundleParts: true });
    const order = priceOrder({ byId }, request, promo, now);
    const changed = shownPriceChange(order, request);
    if (changed) {
      // the cart at the prices just read, as GET /cart answers it (with a bundle's programs, for the
      // cart's notice); thrown out of the transaction, which has written nothing
      const parts = await loadProductsById(tx, [...byId.keys()], { relations: true });
      throw new PriceChangedError(changed, toCartResponse(priceCart({ byId: parts }, request.products, { now })));
    }
    const session = await provider.createSession(sessionInput(order, args), tx);
    return { order, session };
  });
}
