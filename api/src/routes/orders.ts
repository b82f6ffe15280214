// GET /order-history: the signed-in user's paid orders, one entry per product line. The user is the
// token's; an email in the query must be that same user's.
// GET /orders/:receiptNumber: one order's receipt (number, date, buyer, lines, discount, taxes, total,
// payment status, the council's name and address), for the account that placed it only: another
// account's order is answered exactly like an unknown number (404), so numbers cannot be probed.
import type { FastifyInstance } from 'fastify';
import { orderHistoryQuerySchema, receiptNumberSchema } from 'shared-api/src/schemas.js';
import type { OrderHistoryEntry, OrderReceipt } from 'shared-api/src/types.js';
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

/** The seller printed on every receipt. */
export const COUNCIL = {
  name: 'Accreditation Council for Medical Affairs',
  address: ['2360 Corporate Circle, Suite 400', 'Henderson, NV 89074', 'United States'],
  email: 'support@medicalaffairs-council.org',
} as const;

interface ReceiptRow {
  id: number;
  receipt_id: string;
  created_at: Date | string;
  status: OrderReceipt['status'];
  payment_mode: OrderReceipt['paymentMode'];
  currency: string;
  subtotal: number | string;
  discount: number | string;
  total: number | string;
  coupon_code: string | null;
  full_name: string;
  email: string;
  learner_email: string | null;
}

const iso = (d: Date | string) => new Date(d).toISOString();
const usd = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function paymentStatus(o: ReceiptRow, plan: OrderReceipt['installments']): string {
  if (o.status === 'refunded') return 'Refunded';
  if (o.status === 'cancelled') return 'Cancelled';
  if (o.status === 'pending') return 'Payment pending';
  if (o.payment_mode === 'payment' || plan.length === 0) return 'Paid in full';
  const paid = plan.filter((i) => i.status === 'paid').length;
  if (paid === plan.length) return `Installment plan: all ${plan.length} payments made`;
  const next = plan.find((i) => i.status !== 'paid')!;
  const due = new Date(next.dueAt).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  return `Installment plan: ${paid} of ${plan.length} payments made; next ${usd(Math.round(next.amount * 100))} due ${due}`;
}

export async function orderRoutes(app: FastifyInstance): Promise<void> {
  app.get('/orders/:receiptNumber', { preHandler: app.authenticate }, async (req, reply) => {
    const user = userOf(req);
    const receiptNumber = parseInput(receiptNumberSchema, (req.params as { receiptNumber?: unknown }).receiptNumber, 'query');
    const [o] = await app.db.query<ReceiptRow>(
      `SELECT id, receipt_id, created_at, status, payment_mode, currency, subtotal, discount, total, coupon_code, full_name, email, learner_email
         FROM orders WHERE receipt_id = $1 AND lower(email) = $2`,
      [receiptNumber, user.email],
    );
    if (!o) throw new HttpError(404, 'There is no order with this receipt number in your account.');
    const lines = await app.db.query<{ product_name: string; product_tag_line: string; quantity: number; unit_price: number | string; discount: number | string; total: number | string }>(
      'SELECT product_name, product_tag_line, quantity, unit_price, discount, total FROM order_lines WHERE order_id = $1 ORDER BY position, id',
      [o.id],
    );
    const plan = (await app.db.query<{ number: number; amount_cents: number; due_at: Date | string; status: 'scheduled' | 'paid' | 'failed'; paid_at: Date | string | null }>(
      'SELECT number, amount_cents, due_at, status, paid_at FROM payment_installments WHERE order_id = $1 ORDER BY number',
      [o.id],
    )).map((i) => ({ number: Number(i.number), amount: Number(i.amount_cents) / 100, dueAt: iso(i.due_at), status: i.status, paidAt: i.paid_at === null ? null : iso(i.paid_at) }));
    reply.header('cache-control', 'private, no-store');
    const receipt: OrderReceipt = {
      receiptNumber: o.receipt_id,
      created: iso(o.created_at),
      status: o.status,
      paymentMode: o.payment_mode,
      paymentStatus: paymentStatus(o, plan),
      buyer: { name: o.full_name, email: o.email, learnerEmail: o.learner_email && o.learner_email !== o.email ? o.learner_email : null },
      currency: o.currency.toUpperCase(),
      lines: lines.map((l) => ({
        productName: l.product_name, productTagLine: l.product_tag_line, quantity: Number(l.quantity),
        unitPrice: Number(l.unit_price), discount: Number(l.discount), total: Number(l.total),
      })),
      subtotal: Number(o.subtotal),
      discount: Number(o.discount),
      couponCode: o.coupon_code,
      taxes: [], // the store charges no sales tax: none is recorded with an order
      total: Number(o.total),
      installments: plan,
      seller: { name: COUNCIL.name, address: [...COUNCIL.address], email: COUNCIL.email },
    };
    return receipt;
  });

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
