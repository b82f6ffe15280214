// GET /order-history: the signed-in user's paid orders, one entry per product line. The user is the
// token's; an email in the query must be that same user's.
import type { FastifyInstance } from 'fastify';
import { orderHistoryQuerySchema } from 'shared-api/src/schemas.js';
import type { OrderHistoryEntry } from 'shared-api/src/types.js';
import { userOf } from '../auth.js';
import { HttpError, parseInput } from '../errors.js';

interface HistoryRow {
  receipt_id: string;
  created_at: Date | string;
  payment_mode: 'payment' | 'subscription';
  product_image: string;
  product_name: string;
  product_tag_line: string;
  total: number;
}

export async function orderRoutes(app: FastifyInstance): Promise<void> {
  app.get('/order-history', { preHandler: app.authenticate }, async (req, reply) => {
    const user = userOf(req);
    const q = parseInput(orderHistoryQuerySchema, req.query, 'query');
    if (q.email && q.email.toLowerCase() !== user.email) {
      throw new HttpError(403, 'Order history is only available for the account you are signed in with.');
    }
    const rows = await app.db.query<HistoryRow>(
      `SELECT o.receipt_id, o.created_at, o.payment_mode, l.product_image, l.product_name, l.product_tag_line, l.total
         FROM orders o JOIN order_lines l ON l.order_id = o.id
        WHERE lower(o.email) = $1 AND o.status = 'paid'
        ORDER BY o.created_at DESC, o.id DESC, l.position, l.id`,
      [user.email],
    );
    reply.header('cache-control', 'private, no-store');
    return rows.map((r): OrderHistoryEntry => ({
      recieptId: r.receipt_id,
      created: Math.floor(new Date(r.created_at).getTime() / 1000),
      paymentMode: r.payment_mode,
      productImage: r.product_image,
      productName: r.product_name,
      productTagLine: r.product_tag_line,
      productTotal: Number(r.total),
    }));
  });
}
