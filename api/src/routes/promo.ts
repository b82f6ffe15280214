// GET /promocode?cart&coupon: checks a coupon against the priced cart (signed-in users only).
// Rate limited per IP (before sign-in is checked) and per user.
import type { FastifyInstance } from 'fastify';
import { promoQuerySchema } from 'shared-api/src/schemas.js';
import { userOf } from '../auth.js';
import { priceCart } from '../cart/pricing.js';
import { HttpError, parseInput } from '../errors.js';
import { applyPromo, findPromoCode } from '../promo/promo.js';

export async function promoRoutes(app: FastifyInstance): Promise<void> {
  const { windowMs, promoPerIp, promoPerUser } = app.rateLimits;
  const perUser = app.createRateLimit({
    max: promoPerUser,
    timeWindow: windowMs,
    keyGenerator: (req) => `promo-user:${req.user?.sub ?? req.ip}`,
  });

  app.get(
    '/promocode',
    {
      config: { rateLimit: { max: promoPerIp, timeWindow: windowMs } },
      preHandler: [
        app.authenticate,
        async (req, reply) => {
          const r = await perUser(req);
          if (!r.isAllowed && r.isExceeded) {
            reply.header('retry-after', String(r.ttlInSeconds));
            throw new HttpError(429, `Too many promo code attempts: try again in ${r.ttlInSeconds} seconds.`);
          }
        },
      ],
    },
    async (req, reply) => {
      userOf(req);
      const q = parseInput(promoQuerySchema, req.query, 'query');
      const cart = priceCart(await app.catalog.get(), q.cart);
      const promo = q.coupon.trim() ? await findPromoCode(app.db, q.coupon) : null;
      reply.header('cache-control', 'no-store');
      return applyPromo(cart, promo, q.coupon);
    },
  );
}
