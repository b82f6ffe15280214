// The cart: pricing (GET /cart), add-to-cart tracking (POST /productaddtocart) and removal from the
// signed-in user's server cart (POST /removefromcart).
import type { FastifyInstance } from 'fastify';
import { cartQuerySchema, removeFromCartSchema, trackAddToCartSchema } from 'shared-api/src/schemas.js';
import { userOf } from '../auth.js';
import { priceCart } from '../cart/pricing.js';
import { removeFromServerCart } from '../cart/repository.js';
import { trackAddToCart } from '../cart/tracking.js';
import { loadProductsById } from '../catalog/repository.js';
import { HttpError, parseInput } from '../errors.js';

export async function cartRoutes(app: FastifyInstance): Promise<void> {
  app.get('/cart', async (req, reply) => {
    const q = parseInput(cartQuerySchema, req.query, 'query');
    // Prices as the database has them now (never the catalog cache); a ticket of an event that has
    // ended is marked (notOnSale), outside the total.
    const byId = await loadProductsById(app.db, q.cart.map((l) => l.productId), { relations: true });
    const cart = priceCart({ byId }, q.cart, { contactUs: 'show', now: app.now(), ended: 'mark' });
    reply.header('cache-control', 'no-store');
    return cart;
  });

  app.post(
    '/productaddtocart',
    { config: { rateLimit: { max: app.rateLimits.trackingPerIp, timeWindow: app.rateLimits.windowMs } }, preHandler: app.authenticateOptional },
    async (req, reply) => {
      const body = parseInput(trackAddToCartSchema, req.body, 'body');
      // Issue 36: no write on behalf of an email without its owner's token. Signed in, the event and
      // the server cart are the token's (an email in the body must be that one); anonymous, the event
      // is recorded without an email or name, and no one's server cart changes.
      const user = req.user;
      if (user && body.email && body.email.toLowerCase() !== user.email) {
        throw new HttpError(403, 'You can only add to the cart of the account you are signed in with.');
      }
      const products = await trackAddToCart(app.db, { ...body, email: user?.email ?? '', fullName: user ? body.fullName : '' }, app.now());
      return reply.code(201).send({ status: 'recorded', products });
    },
  );

  app.post('/removefromcart', { preHandler: app.authenticate }, async (req) => {
    const user = userOf(req);
    const body = parseInput(removeFromCartSchema, req.body, 'body');
    if (body.email.toLowerCase() !== user.email) throw new HttpError(403, 'You can only change the cart of the account you are signed in with.');
    return { status: 'removed', removed: await removeFromServerCart(app.db, user.email, body.products) };
  });
}
