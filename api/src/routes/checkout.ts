// POST /stripe-checkout (spec section 7; bearer token): the server checks the whole order again
// (payments/price-order.ts), opens a hosted payment session through the payment provider and answers
// {url, sessionId, amountTotal, currency}; the page sends the buyer to `url`. The buyer is the
// token's user; the email in the body names the learning-platform account, which may be someone
// else's (a gift, or a manager buying for a colleague).
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { checkoutRequestSchema, type CheckoutResponseBody } from 'shared-api/src/schemas.js';
import { userOf } from '../auth.js';
import { toDollars } from '../cart/pricing.js';
import { parseInput } from '../errors.js';
import { priceOrder, type PricedOrder } from '../payments/price-order.js';
import type { PaymentProvider } from '../payments/provider.js';
import { createSandboxProvider } from '../payments/sandbox-provider.js';
import { findPromoCode } from '../promo/promo.js';
import { loadProductsById } from '../catalog/repository.js';

export interface CheckoutRouteOptions {
  /** The payment provider; the sandbox (sessions in this database) when none is given. */
  provider?: PaymentProvider;
}

/** Checkout requests per IP and rate-limit window (each opens a payment session). */
export const CHECKOUT_PER_IP = 30;

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

export async function checkoutRoutes(app: FastifyInstance, opts: CheckoutRouteOptions): Promise<void> {
  const provider = opts.provider ?? createSandboxProvider(app.db);
  // The return pages are always the configured site's (SITE_URL), never the request's Host.
  const origin = app.siteUrl;

  app.post(
    '/stripe-checkout',
    {
      config: { rateLimit: { max: CHECKOUT_PER_IP, timeWindow: app.rateLimits.windowMs } },
      preHandler: app.authenticate,
    },
    async (req, reply) => {
      const user = userOf(req);
      const body = parseInput(checkoutRequestSchema, req.body, 'body');
      const coupon = body.couponCode.trim();
      if (coupon) {
        // A code sent with the order is an attempt like GET /promocode's, on the same counters.
        await app.promoAttempts.perAddress(req, reply);
        await app.promoAttempts.perUser(req, reply);
      }
      // Prices and the promotion code as the database has them, read in the transaction that records
      // the payment session (never from the catalog cache): what is charged is what the database says.
      const { order, session } = await app.db.transaction(async (tx) => {
        const promo = coupon ? await findPromoCode(tx, coupon) : null;
        const byId = await loadProductsById(tx, body.products.map((l) => l.productId));
        const priced = priceOrder({ byId }, body, promo, app.now());
        const opened = await provider.createSession({
          ...priced,
          buyerEmail: user.email,
          buyerSub: user.sub,
          siteOrigin: origin,
          successUrl: `${origin}/success?session_id={CHECKOUT_SESSION_ID}`,
          cancelUrl: `${origin}/cancel`,
          idempotencyKey: idempotencyKey(user.sub, priced, origin),
        }, tx);
        return { order: priced, session: opened };
      });
      req.log.info({ sessionId: session.id, provider: provider.name, total: order.totalAmount, lines: order.lines.length }, 'checkout session opened');
      const res: CheckoutResponseBody = { url: session.url, sessionId: session.id, amountTotal: toDollars(order.totalAmount), currency: 'usd' };
      return reply.code(201).header('cache-control', 'no-store').send(res);
    },
  );
}
