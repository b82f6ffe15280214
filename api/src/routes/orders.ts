// GET /order-history: the signed-in user's paid orders, one entry per product line. The user is the
// token's; an email in the query must be that same user's.
import type { FastifyInstance } from 'fastify';
import { orderHistoryQuerySchema } from 'shared-api/src/schemas.js';
import { userOf } from '../auth.js';
import { HttpError, parseInput } from '../errors.js';
import { paidOrderHistory } from '../orders/repository.js';

export async function orderRoutes(app: FastifyInstance): Promise<void> {
  app.get('/order-history', { preHandler: app.authenticate }, async (req, reply) => {
    const user = userOf(req);
    const q = parseInput(orderHistoryQuerySchema, req.query, 'query');
    if (q.email && q.email.toLowerCase() !== user.email) {
      throw new HttpError(403, 'Order history is only available for the account you are signed in with.');
    }
    reply.header('cache-control', 'private, no-store');
    return paidOrderHistory(app.db, user.email);
  });
}
