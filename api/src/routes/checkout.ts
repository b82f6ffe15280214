// POST /stripe-checkout (spec section 7; bearer token): the server checks the whole order again
// (payments/price-order.ts), opens a hosted payment session through the payment provider and answers
// {url, sessionId, amountTotal, currency}; the page sends the buyer to `url`. Prices that are not the
// ones the buyer was shown (shownTotalCents, shownLines) are a 409 with the cart priced anew. The
// buyer is the token's user; the email in the body names the learning-platform account, which may be
// someone else's (a gift, or a manager buying for a colleague).
import type { FastifyInstance } from 'fastify';
import { checkoutRequestSchema, type CheckoutResponseBody } from 'shared-api/contract';
import { userOf } from '../auth.js';
import { toDollars } from '../cart/pricing.js';
import { errorBody, parseInput } from '../errors.js';
import { openCheckout, PriceChangedError } from '../payments/open-checkout.js';
import type { PaymentProvider } from '../payments/provider.js';
import { createSandboxProvider } from '../payments/sandbox-provider.js';

export { idempotencyKey } from '../payments/open-checkout.js';

export interface CheckoutRouteOptions {
  /** The payment provider; the sandbox (sessions in this database) when none is given. */
  provider?: PaymentProvider;
}

/** Checkout requests per IP and rate-limit window (each opens a payment session). */
export const CHECKOUT_PER_IP = 30;

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
      let opened: Awaited<ReturnType<typeof openCheckout>>;
      try {
        opened = await openCheckout(app.db, provider, { request: body, buyer: user, siteUrl: origin, now: app.now(), snapshot: await app.catalog.get() });
      } catch (e) {
        if (!(e instanceof PriceChangedError)) throw e;
        // a price the buyer was not shown: the reason and the cart priced anew (shared-api PriceChangedBody)
        req.log.info({ statusCode: 409, reason: e.message }, 'checkout refused: prices changed since shown');
        return reply.code(409).header('cache-control', 'no-store').send({ ...errorBody(409, e.message), cart: e.cart });
      }
      const { order, session } = opened;
      req.log.info({ sessionId: session.id, provider: provider.name, total: order.totalAmount, lines: order.lines.length }, 'checkout session opened');
      const res: CheckoutResponseBody = { url: session.url, sessionId: session.id, amountTotal: toDollars(order.totalAmount), currency: 'usd' };
      return reply.code(201).header('cache-control', 'no-store').send(res);
    },
  );
}
