// Paid orders as the buyer sees them: the SQL of GET /order-history and GET /checkout-success.
import type { OrderHistoryEntry, OrderLine, ProductType } from 'shared-api/contract';
import type { Queryable } from '../db/db.js';
import { eventTicketsById } from './event-tickets.js';

interface HistoryRow {
  receipt_id: string;
  created_at: Date | string;
  payment_mode: 'payment' | 'subscription';
  product_image: string;
  product_name: string;
  product_tag_line: string;
  quantity: number;
  unit_price: number | string;
  discount: number | string;
  total: number;
}

/** The buyer's paid orders, one entry per product line, newest first. */
export async function paidOrderHistory(db: Queryable, email: string): Promise<OrderHistoryEntry[]> {
  const rows = await db.query<HistoryRow>(
    `SELECT o.receipt_id, o.created_at, o.payment_mode, l.product_image, l.product_name, l.product_tag_line,
            l.quantity, l.unit_price, l.discount, l.total
       FROM orders o JOIN order_lines l ON l.order_id = o.id
      WHERE lower(o.email) = $1 AND o.status = 'paid'
      ORDER BY o.created_at DESC, o.id DESC, l.position, l.id`,
    [email],
  );
  return rows.map((r): OrderHistoryEntry => ({
    recieptId: r.receipt_id,
    created: Math.floor(new Date(r.created_at).getTime() / 1000),
    paymentMode: r.payment_mode,
    productImage: r.product_image,
    productName: r.product_name,
    productTagLine: r.product_tag_line,
    productTotal: Number(r.total),
    productPrice: (Math.round(Number(r.unit_price) * 100) * Number(r.quantity)) / 100,
    productDiscount: Number(r.discount),
  }));
}

interface LineRow {
  product_id: number;
  product_type: ProductType;
  product_name: string;
  product_image: string;
  total: number;
  created_at: Date | string;
}

/** The order lines of the order a checkout session became (none before it is fulfilled). */
export async function orderLinesOfSession(db: Queryable, sessionId: string): Promise<OrderLine[]> {
  const rows = await db.query<LineRow>(
    `SELECT l.product_id, l.product_type, l.product_name, l.product_image, l.total, o.created_at
       FROM orders o JOIN order_lines l ON l.order_id = o.id
      WHERE o.session_id = $1
      ORDER BY l.position, l.id`,
    [sessionId],
  );
  const events = await eventTicketsById(db, rows.filter((r) => r.product_type === 'event' || r.product_type === 'conference').map((r) => Number(r.product_id)));
  return rows.map((r) => {
    const event = events.get(Number(r.product_id));
    return {
      name: r.product_name,
      total: Number(r.total),
      created: Math.floor(new Date(r.created_at).getTime() / 1000),
      metadata: { productId: Number(r.product_id), productType: r.product_type },
      images: r.product_image ? [r.product_image] : [],
      ...(event ? { event } : {}),
    };
  });
}
