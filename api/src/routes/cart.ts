// The cart: pricing (GET /cart), add-to-cart tracking (POST /productaddtocart) and removal from the
// signed-in user's server cart (POST /removefromcart).
import type { FastifyInstance } from 'fastify';
import { cartQuerySchema, removeFromCartSchema, trackAddToCartSchema } from 'shared-api/src/schemas.js';
import { userOf } from '../auth.js';
import { priceCart, purchasableProduct } from '../cart/pricing.js';
import { loadProductsById } from '../catalog/repository.js';
import { HttpError, parseInput } from '../errors.js';

export async function cartRoutes(app: FastifyInstance): Promise<void> {
  app.get('/cart', async (req, reply) => {
    const q = parseInput(cartQuerySchema, req.query, 'query');
    // Prices as the database has them now (never the catalog cache).
    const byId = await loadProductsById(app.db, q.cart.map((l) => l.productId), { relations: true });
    const cart = priceCart({ byId }, q.cart, { contactUs: 'show' });
    reply.header('cache-control', 'no-store');
    return cart;
  });

  app.post(
    '/productaddtocart',
    { config: { rateLimit: { max: app.rateLimits.trackingPerIp, timeWindow: app.rateLimits.windowMs } } },
    async (req, reply) => {
      const body = parseInput(trackAddToCartSchema, req.body, 'body');
      const snap = { byId: await loadProductsById(app.db, body.products.map((l) => l.productId)) };
      // The database's name and price are recorded; the client's are not trusted.
      const products = body.products.map((line) => {
        const p = purchasableProduct(snap, line.productId, 'request', app.now()); // an ended event's ticket cannot be added
        return { productId: p.productId, productName: p.productName, productPrice: p.productPrice, productDetailType: p.productDetailType };
      });
      const email = body.email ? body.email.toLowerCase() : null;
      await app.db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO cart_events (email, full_name, products, utm_source, utm_medium, utm_campaign)
           VALUES ($1, $2, $3::jsonb, $4, $5, $6)`,
          [
            email, body.fullName || null,
            JSON.stringify(products.map(({ productId, productName, productPrice }) => ({ productId, productName, productPrice }))),
            body.params.utm_source ?? null, body.params.utm_medium ?? null, body.params.utm_campaign ?? null,
          ],
        );
        if (!email) return;
        for (const p of products) {
          await tx.query(
            `INSERT INTO cart_items (email, product_id, quantity, product_detail_type) VALUES ($1, $2, 1, $3)
             ON CONFLICT (email, product_id) DO UPDATE SET quantity = 1, product_detail_type = EXCLUDED.product_detail_type, updated_at = now()`,
            [email, p.productId, p.productDetailType],
          );
        }
      });
      return reply.code(201).send({ status: 'recorded', products: products.length });
    },
  );

  app.post('/removefromcart', { preHandler: app.authenticate }, async (req) => {
    const user = userOf(req);
    const body = parseInput(removeFromCartSchema, req.body, 'body');
    if (body.email.toLowerCase() !== user.email) throw new HttpError(403, 'You can only change the cart of the account you are signed in with.');
    const rows = await app.db.query<{ product_id: number }>(
      'DELETE FROM cart_items WHERE email = $1 AND product_id = ANY($2::int[]) RETURNING product_id',
      [user.email, body.products],
    );
    return { status: 'removed', removed: rows.length };
  });
}
