// The order tables: orders, order_lines, order_seats and payment_installments. Fulfilment writes a
// paid order here (fulfilment/fulfil.ts); the buyer reads it back (GET /order-history,
// GET /checkout-success, GET /orders/:receiptNumber).
import type { OrderHistoryEntry, OrderReceipt, ProductType } from 'shared-api/contract';
import type { Queryable } from '../db/db.js';

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

export interface SessionLineRow {
  product_id: number;
  product_type: ProductType;
  product_name: string;
  product_image: string;
  total: number;
  created_at: Date | string;
  /** Whether the line's seats are handed out one by one (order_seats), not put on the order's account. */
  has_seats: boolean;
  /** The order's buyer and learning-platform account (lower-cased). */
  email: string;
  learner_email: string | null;
  /** Whether the order created that account; null for an order from before it was recorded. */
  learner_account_created: boolean | null;
}

/** The order lines of the order a checkout session became (none before it is fulfilled). */
export async function linesOfSessionOrder(db: Queryable, sessionId: string): Promise<SessionLineRow[]> {
  return db.query<SessionLineRow>(
    `SELECT l.product_id, l.product_type, l.product_name, l.product_image, l.total, o.created_at,
            o.email, o.learner_email, o.learner_account_created,
            EXISTS (SELECT 1 FROM order_seats s WHERE s.order_id = o.id AND s.product_id = l.product_id) AS has_seats
       FROM orders o JOIN order_lines l ON l.order_id = o.id
      WHERE o.session_id = $1
      ORDER BY l.position, l.id`,
    [sessionId],
  );
}

/** The order a checkout session became; null before it is fulfilled. */
export async function orderOfSession(db: Queryable, sessionId: string): Promise<{ id: number; receiptId: string } | null> {
  const [row] = await db.query<{ id: number; receipt_id: string }>('SELECT id, receipt_id FROM orders WHERE session_id = $1', [sessionId]);
  return row ? { id: Number(row.id), receiptId: row.receipt_id } : null;
}

export interface NewOrder {
  receiptId: string; sessionId: string; email: string; userSub: string; learnerEmail: string; fullName: string;
  paymentMode: 'payment' | 'subscription'; currency: string; subtotal: number; discount: number; total: number;
  couponCode: string | null; provider: string; paymentRef: string | null; subscriptionRef: string | null;
}

/** Records the paid order of a session; null when the session already has one (another delivery committed it first). */
export async function insertPaidOrder(tx: Queryable, o: NewOrder): Promise<{ id: number; createdAt: Date } | null> {
  const [order] = await tx.query<{ id: number; created_at: Date | string }>(
    `INSERT INTO orders (receipt_id, session_id, email, user_sub, learner_email, full_name, status, payment_mode, currency,
                         subtotal, discount, total, coupon_code, provider, payment_ref, subscription_ref)
     VALUES ($1, $2, $3, $4, $5, $6, 'paid', $7, $8, $9, $10, $11, $12, $13, $14, $15)
     ON CONFLICT (session_id) DO NOTHING
     RETURNING id, created_at`,
    [
      o.receiptId, o.sessionId, o.email, o.userSub, o.learnerEmail, o.fullName, o.paymentMode, o.currency,
      o.subtotal, o.discount, o.total, o.couponCode, o.provider, o.paymentRef, o.subscriptionRef,
    ],
  );
  return order ? { id: Number(order.id), createdAt: new Date(order.created_at) } : null;
}

/** Records whether the order's learning-platform account was created by it (the fact its login email was made from). */
export async function setLearnerAccountCreated(tx: Queryable, orderId: number, created: boolean): Promise<void> {
  await tx.query('UPDATE orders SET learner_account_created = $2 WHERE id = $1', [orderId, created]);
}

export interface NewOrderLine {
  productId: number; productType: string; productDetailType: string; productName: string; productTagLine: string; productImage: string;
  quantity: number; unitPrice: number; discount: number; total: number; position: number;
}

export async function insertOrderLine(tx: Queryable, orderId: number, l: NewOrderLine): Promise<void> {
  await tx.query(
    `INSERT INTO order_lines (order_id, product_id, product_type, product_detail_type, product_name, product_tag_line,
                              product_image, quantity, unit_price, discount, total, position)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [orderId, l.productId, l.productType, l.productDetailType, l.productName, l.productTagLine, l.productImage, l.quantity,
      l.unitPrice, l.discount, l.total, l.position],
  );
}

/** One seat of a multi-seat line: its holder, if any. */
export interface NewSeat { seatNumber: number; holderName: string; holderEmail: string | null; regionId: number | null }

/** Records a seat; returns its id. */
export async function insertSeat(tx: Queryable, orderId: number, productId: number, seat: NewSeat): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO order_seats (order_id, product_id, seat_number, holder_name, holder_email, region_id)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [orderId, productId, seat.seatNumber, seat.holderName, seat.holderEmail, seat.regionId],
  );
  return Number(row!.id);
}

/** One monthly payment of an installment order's schedule. */
export interface NewInstallment { number: number; amountCents: number; dueAt: string; status: 'paid' | 'scheduled'; paidAt: string | null; providerRef: string | null }

export async function insertInstallment(tx: Queryable, orderId: number, r: NewInstallment): Promise<void> {
  await tx.query(
    `INSERT INTO payment_installments (order_id, number, amount_cents, due_at, status, paid_at, provider_ref)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [orderId, r.number, r.amountCents, r.dueAt, r.status, r.paidAt, r.providerRef],
  );
}

export interface ReceiptOrderRow {
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

/** The order of `receiptNumber` when `email` placed it; null for an unknown number or another account's order. */
export async function orderOfReceipt(db: Queryable, receiptNumber: string, email: string): Promise<ReceiptOrderRow | null> {
  const [o] = await db.query<ReceiptOrderRow>(
    `SELECT id, receipt_id, created_at, status, payment_mode, currency, subtotal, discount, total, coupon_code, full_name, email, learner_email
       FROM orders WHERE receipt_id = $1 AND lower(email) = $2`,
    [receiptNumber, email],
  );
  return o ?? null;
}

export interface ReceiptLineRow { product_name: string; product_tag_line: string; quantity: number; unit_price: number | string; discount: number | string; total: number | string }

export async function linesOfOrder(db: Queryable, orderId: number): Promise<ReceiptLineRow[]> {
  return db.query<ReceiptLineRow>(
    'SELECT product_name, product_tag_line, quantity, unit_price, discount, total FROM order_lines WHERE order_id = $1 ORDER BY position, id',
    [orderId],
  );
}

export interface InstallmentPlanRow { number: number; amount_cents: number; due_at: Date | string; status: 'scheduled' | 'paid' | 'failed'; paid_at: Date | string | null }

export async function installmentsOfOrder(db: Queryable, orderId: number): Promise<InstallmentPlanRow[]> {
  return db.query<InstallmentPlanRow>(
    'SELECT number, amount_cents, due_at, status, paid_at FROM payment_installments WHERE order_id = $1 ORDER BY number',
    [orderId],
  );
}
