// Who may write an attendee's badge (issue 19). The badge names an attendee by email; the request
// is signed in. The paid conference registration must be the attendee's own (the attendee signed in
// as that email: their own order, or a ticket bought for them) or one the signed-in buyer paid for
// that attendee (the order's buyer is the signed-in user and the attendee is its buyer or ticket
// holder). Anything else looks exactly like no registration at all, so the API does not tell who is
// registered.
import type { Queryable } from '../db/db.js';

export interface BadgeRegistration { orderId: number; productId: number }

export async function findBadgeRegistration(
  db: Queryable,
  who: { attendeeEmail: string; userEmail: string },
): Promise<BadgeRegistration | null> {
  const [reg] = await db.query<{ order_id: number; product_id: number }>(
    `SELECT o.id AS order_id, l.product_id
       FROM orders o JOIN order_lines l ON l.order_id = o.id
      WHERE o.status = 'paid' AND l.product_type = 'conference'
        AND (lower(o.email) = $1 OR lower(o.learner_email) = $1)
        AND ($1 = $2 OR lower(o.email) = $2)
      ORDER BY o.created_at DESC, o.id DESC LIMIT 1`,
    [who.attendeeEmail.toLowerCase(), who.userEmail.toLowerCase()],
  );
  return reg ? { orderId: Number(reg.order_id), productId: Number(reg.product_id) } : null;
}
