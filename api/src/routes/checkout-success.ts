// GET /checkout-success?session_id (spec section 7; bearer token): the order lines of a paid session,
// for the success page's analytics purchase event and its thank-you view. The session must be the
// signed-in user's (otherwise 404, as for an unknown id). When the provider's event has not arrived
// yet, the order is fulfilled here from the provider's own answer — the same exactly-once path the
// webhook takes. A session that is not paid is a 409 with the reason.
import type { FastifyInstance } from 'fastify';
import { checkoutSuccessQuerySchema } from 'shared-api/src/schemas.js';
import type { OrderLine, ProductType } from 'shared-api/src/types.js';
import { userOf } from '../auth.js';
import { HttpError, parseInput } from '../errors.js';
import { fulfilSession, type FulfilmentDeps } from '../fulfilment/fulfil.js';
import { findSession } from '../payments/session-store.js';

interface LineRow {
  product_id: number;
  product_type: ProductType;
  product_name: string;
  product_image: string;
  total: number;
  created_at: Date | string;
}

export async function orderLinesOf(app: FastifyInstance, sessionId: string): Promise<OrderLine[]> {
  const rows = await app.db.query<LineRow>(
    `SELECT l.product_id, l.product_type, l.product_name, l.product_image, l.total, o.created_at
       FROM orders o JOIN order_lines l ON l.order_id = o.id
      WHERE o.session_id = $1
      ORDER BY l.position, l.id`,
    [sessionId],
  );
  return rows.map((r) => ({
    name: r.product_name,
    total: Number(r.total),
    created: Math.floor(new Date(r.created_at).getTime() / 1000),
    metadata: { productId: Number(r.product_id), productType: r.product_type },
    images: r.product_image ? [r.product_image] : [],
  }));
}

export async function checkoutSuccessRoutes(app: FastifyInstance, opts: { deps: FulfilmentDeps }): Promise<void> {
  app.get('/checkout-success', { preHandler: app.authenticate }, async (req, reply) => {
    const user = userOf(req);
    const { session_id: sessionId } = parseInput(checkoutSuccessQuerySchema, req.query, 'query');
    const stored = await findSession(app.db, sessionId);
    if (!stored || stored.buyerEmail.toLowerCase() !== user.email) {
      throw new HttpError(404, 'No checkout session with this id belongs to your account.');
    }
    let lines = await orderLinesOf(app, sessionId);
    if (!lines.length) {
      const outcome = await fulfilSession(opts.deps, sessionId, 'success-page');
      switch (outcome.kind) {
        case 'fulfilled':
        case 'already':
          lines = await orderLinesOf(app, sessionId);
          break;
        case 'unpaid':
          throw new HttpError(409, outcome.status === 'expired'
            ? 'This checkout session expired without a payment. Nothing was charged.'
            : 'The payment for this checkout session has not been completed.');
        case 'mismatch':
          throw new HttpError(409, 'This payment could not be confirmed. Please contact us with your session id.');
        case 'not-found':
          throw new HttpError(404, 'No checkout session with this id belongs to your account.');
      }
    }
    reply.header('cache-control', 'private, no-store');
    return lines;
  });
}
