// The cart: pricing (GET /cart), add-to-cart tracking (POST /productaddtocart) and removal from the
// signed-in user's server cart (POST /removefromcart).
import type { FastifyInstance } from 'fastify';
import { cartQuerySchema, removeFromCartSchema, trackAddToCartSchema } from 'shared-api/contract';
import { userOf } from '../auth.js';
import { CartAnswers, cartKey } from '../cart/answers.js';
import { priceCart, toCartResponse } from '../cart/pricing.js';
import { removeFromServerCart } from '../cart/repository.js';
import { trackAddToCart } from '../cart/tracking.js';
import type { FrontDoor } from '../front-door.js';
import { HttpError, parseInput } from '../errors.js';

export async function cartRoutes(app: FastifyInstance, opts: { frontDoor: FrontDoor | null }): Promise<void> {
  // a cart asked before, priced from the current snapshot, is answered at the front door (cart/answers.ts)
  const answers = new CartAnswers();
  const cartPath = `${app.prefix}/cart`;
  opts.frontDoor?.fallback((req, path) => {
    if (path !== cartPath) return undefined;
    const snapshot = app.catalog.current();
    return snapshot ? answers.find(snapshot, cartKey(req.url), app.now().getTime(), req.headers) : undefined;
  });

  app.get('/cart', async (req, reply) => {
    const q = parseInput(cartQuerySchema, req.query, 'query');
    // Prices from the catalog snapshot: no database round trip per view. A change of a product or a
    // price replaces the snapshot (the database announces it, migration 005) and a request then waits
    // for the new one, never the old; the checkout prices again in its transaction and refuses a
    // price the buyer was not shown. A ticket of an event that has ended is marked (notOnSale),
    // outside the total.
    const snapshot = app.catalog.current() ?? await app.catalog.get();
    const now = app.now();
    const key = cartKey(req.url);
    // the lines of the cart page and the checkout only (shared-api cart-contract.ts), compressed when
    // the client accepts it and the answer is 1 KB or more
    let a = answers.find(snapshot, key, now.getTime(), req.headers);
    if (!a) {
      const cart = toCartResponse(priceCart(snapshot, q.cart, { contactUs: 'show', now, ended: 'mark' }));
      const products = q.cart.flatMap((l) => snapshot.byId.get(l.productId) ?? []);
      a = answers.keep(snapshot, key, cart, products, now.getTime(), req.headers);
    }
    const vary = reply.getHeader('vary'); // (CORS may have set Vary: Origin already)
    reply.code(a.status).headers(a.headers);
    if (vary) reply.header('vary', `${String(vary)}, ${a.headers.vary}`);
    return reply.send(a.body);
  });

  app.post(
    '/productaddtocart',
    { config: { rateLimit: { max: app.rateLimits.trackingPerIp, timeWindow: app.rateLimits.windowMs } }, preHandler: app.authenticateOptional },
    async (req, reply) => {
      const body = parseInput(trackAddToCartSchema, req.body, 'body');
      // No write on behalf of an email without its owner's token. Signed in, the event and the server
      // cart are the token's (an email in the body must be that one); anonymous, the event is
      // recorded without an email or name, and no one's server cart changes.
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
