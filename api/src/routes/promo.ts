// GET /promocode?cart&coupon: checks a coupon against the priced cart (signed-in users only).
// Rate limited per IP (before sign-in is checked) and per user: promo/attempts.ts.
import type { FastifyInstance } from 'fastify';
import { promoQuerySchema } from 'shared-api/contract';
import { userOf } from '../auth.js';
import { priceCart } from '../cart/pricing.js';
import { loadProductsById } from '../catalog/repository.js';
import { parseInput } from '../errors.js';
import { applyPromo } from '../promo/promo.js';
import { findPromoCode } from '../promo/repository.js';

export async function promoRoutes(app: FastifyInstance): Promise<void> {
  // The counters are shared with the checkout request (a code sent there is an attempt too).
  const attempts = app.promoAttempts;

  app.get(
    '/promocode',
    {
      onRequest: attempts.perAddress,
      preHandler: [app.authenticate, attempts.perUser],
    },
    async (req, reply) => {
      userOf(req);
      const q = parseInput(promoQuerySchema, req.query, 'query');
      const now = app.now();
      const cart = priceCart({ byId: await loadProductsById(app.db, q.cart.map((l) => l.productId), { pricing: true }) }, q.cart, { now });
      const promo = q.coupon.trim() ? await findPromoCode(app.db, q.coupon) : null;
      reply.header('cache-control', 'no-store');
      return applyPromo(cart, promo, q.coupon, now);
    },
  );
}
