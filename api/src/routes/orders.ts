// GET /order-history: the signed-in user's paid orders, one entry per product line. The user is the
// token's; an email in the query must be that same user's.
// GET /orders/:receiptNumber: one order's receipt (number, date, buyer, lines, discount, taxes, total,
// payment status, the council's name and address), for the account that placed it only: another
// account's order is answered exactly like an unknown number (404), so numbers cannot be probed.
import type { FastifyInstance } from 'fastify';
import { orderHistoryQuerySchema, receiptNumberSchema } from 'shared-api/contract';
import { userOf } from '../auth.js';
import { HttpError, parseInput } from '../errors.js';
import { orderReceipt } from '../orders/receipt.js';
import { paidOrderHistory } from '../orders/repository.js';

export async function orderRoutes(app: FastifyInstance): Promise<void> {
  app.get('/orders/:receiptNumber', { preHandler: app.authenticate }, async (req, reply) => {
    const user = userOf(req);
    const receiptNumber = parseInput(receiptNumberSchema, (req.params as { receiptNumber?: unknown }).receiptNumber, 'query');
    const receipt = await orderReceipt(app.db, receiptNumber, user.email);
    if (!receipt) throw new HttpError(404, 'There is no order with this receipt number in your account.');
    reply.header('cache-control', 'private, no-store');
    return receipt;
  });

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
