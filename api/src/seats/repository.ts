// The seats of multi-seat orders (order_seats with their order and line) and the changes of their
// holders (seat_changes): the SQL of GET /seats and PUT /seats/:id.
import { REGION_PRODUCT_ID, type Seat } from 'shared-api/contract';
import type { Queryable } from '../db/db.js';

export interface SeatRow {
  id: number;
  order_id: number;
  product_id: number;
  seat_number: number;
  holder_name: string;
  holder_email: string | null;
  region_id: number | null;
  receipt_id: string;
  created_at: Date | string;
  buyer_email: string;
  buyer_name: string;
  product_name: string;
  product_image: string;
  seat_count: number;
}

const SEAT_SELECT = `
  SELECT s.id, s.order_id, s.product_id, s.seat_number, s.holder_name, s.holder_email, s.region_id,
         o.receipt_id, o.created_at, o.email AS buyer_email, o.full_name AS buyer_name,
         l.product_name, l.product_image, l.quantity AS seat_count
    FROM order_seats s
    JOIN orders o ON o.id = s.order_id
    JOIN order_lines l ON l.order_id = s.order_id AND l.product_id = s.product_id`;

export const toSeat = (r: SeatRow): Seat => ({
  seatId: Number(r.id),
  receiptId: r.receipt_id,
  purchased: Math.floor(new Date(r.created_at).getTime() / 1000),
  productId: Number(r.product_id),
  productName: r.product_name,
  productImage: r.product_image,
  seatNumber: r.seat_number,
  seatCount: Number(r.seat_count),
  name: r.holder_name,
  email: r.holder_email ?? '',
  regionId: r.region_id,
  needsRegion: Number(r.product_id) === REGION_PRODUCT_ID,
});

/** One seat; with `lock`, its row is locked for the rest of the transaction. */
export async function seatOf(db: Queryable, id: number, lock = false): Promise<SeatRow | null> {
  const [row] = await db.query<SeatRow>(`${SEAT_SELECT} WHERE s.id = $1${lock ? ' FOR UPDATE OF s' : ''}`, [id]);
  return row ?? null;
}

/** The seats of the buyer's paid orders, newest order first. */
export async function seatsOfBuyer(db: Queryable, email: string): Promise<SeatRow[]> {
  return db.query<SeatRow>(
    `${SEAT_SELECT} WHERE lower(o.email) = $1 AND o.status = 'paid' ORDER BY o.created_at DESC, o.id DESC, l.position, s.seat_number`,
    [email],
  );
}

/** Whether `email` holds another seat of the same program in the same order. */
export async function holdsOtherSeat(db: Queryable, seat: { id: number; orderId: number; productId: number }, email: string): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM order_seats WHERE order_id = $1 AND product_id = $2 AND holder_email = $3 AND id <> $4',
    [seat.orderId, seat.productId, email, seat.id],
  );
  return rows.length > 0;
}

export async function updateSeatHolder(db: Queryable, id: number, holder: { name: string; email: string; regionId: number | null }): Promise<void> {
  await db.query(
    'UPDATE order_seats SET holder_name = $2, holder_email = $3, region_id = $4, updated_at = now() WHERE id = $1',
    [id, holder.name, holder.email, holder.regionId],
  );
}

/** Locks the order's row for the rest of the transaction (the changes of one order's seats then run one at a time). */
export async function lockOrder(tx: Queryable, orderId: number): Promise<void> {
  await tx.query('SELECT id FROM orders WHERE id = $1 FOR UPDATE', [orderId]);
}

export interface SeatChangeCounts { seat_changes: number; order_emails: number; seats: number; seat_oldest: Date | string | null; order_oldest: Date | string | null }

/**
 * In the last 24 hours: the seat's changes of holder and the order's seat emails, each with the
 * oldest one counted; and the order's number of seats.
 */
export async function seatChangeCounts(tx: Queryable, seat: { id: number; orderId: number }): Promise<SeatChangeCounts | null> {
  const [counts] = await tx.query<SeatChangeCounts>(
    `SELECT (SELECT count(*)::int FROM seat_changes WHERE seat_id = $1 AND created_at > now() - interval '24 hours') AS seat_changes,
            (SELECT min(created_at) FROM seat_changes WHERE seat_id = $1 AND created_at > now() - interval '24 hours') AS seat_oldest,
            (SELECT count(*)::int FROM seat_changes WHERE order_id = $2 AND email_sent AND created_at > now() - interval '24 hours') AS order_emails,
            (SELECT min(created_at) FROM seat_changes WHERE order_id = $2 AND email_sent AND created_at > now() - interval '24 hours') AS order_oldest,
            (SELECT count(*)::int FROM order_seats WHERE order_id = $2) AS seats`,
    [seat.id, seat.orderId],
  );
  return counts ?? null;
}

/** Records a change of holder (after it is made, in the same transaction). */
export async function recordSeatChange(tx: Queryable, c: { seatId: number; orderId: number; holderEmail: string; emailSent: boolean }): Promise<void> {
  await tx.query('INSERT INTO seat_changes (seat_id, order_id, holder_email, email_sent) VALUES ($1, $2, $3, $4)',
    [c.seatId, c.orderId, c.holderEmail, c.emailSent]);
}
