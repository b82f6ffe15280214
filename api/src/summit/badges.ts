// Who may write an attendee's badge. The badge names an attendee by email; the request is signed
// in. The paid conference registration must be the attendee's own (the attendee signed in as that
// email: their own order, or a ticket bought for them) or one the signed-in buyer paid for that
// attendee (the order's buyer is the signed-in user and the attendee is its buyer or ticket
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

export interface BadgeDetails {
  email: string; firstName: string; lastName: string; jobTitle: string; company: string;
  linkedinUrl?: string | null; dietaryNeeds?: string; accessibilityNeeds?: string;
}

/**
 * Saves the attendee's badge for the registration (one per email and conference). The attendee
 * (signed in as its email) creates it and resubmits to update it: 'created' or 'updated'. Anyone
 * else allowed to write it (the buyer who paid for the ticket) only creates it while none exists,
 * and is told 'submitted' either way: the badge is the attendee's, and the answer does not say
 * whether the attendee had filled one in.
 */
export async function saveBadge(tx: Queryable, reg: BadgeRegistration, b: BadgeDetails, by: 'attendee' | 'buyer'): Promise<'created' | 'updated' | 'submitted'> {
  const values = [b.email, reg.productId, reg.orderId, b.firstName, b.lastName, b.jobTitle, b.company,
    b.linkedinUrl ?? null, b.dietaryNeeds || null, b.accessibilityNeeds || null];
  const insert = `INSERT INTO summit_badges (email, product_id, order_id, first_name, last_name, job_title, company, linkedin_url,
       dietary_needs, accessibility_needs)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`;
  if (by === 'buyer') {
    await tx.query(`${insert} ON CONFLICT (email, product_id) DO NOTHING`, values);
    return 'submitted';
  }
  const [row] = await tx.query<{ created: boolean }>(
    `${insert}
     ON CONFLICT (email, product_id) DO UPDATE SET order_id = EXCLUDED.order_id, first_name = EXCLUDED.first_name,
       last_name = EXCLUDED.last_name, job_title = EXCLUDED.job_title, company = EXCLUDED.company,
       linkedin_url = EXCLUDED.linkedin_url, dietary_needs = EXCLUDED.dietary_needs,
       accessibility_needs = EXCLUDED.accessibility_needs, updated_at = now()
     RETURNING (xmax = 0) AS created`,
    values,
  );
  return row?.created ? 'created' : 'updated';
}

/**
 * Whether `email` holds a paid ticket among `productIds` (one summit's tickets): it is the attendee of
 * a paid order line of one of them (the order's learner, or its buyer when no one else was named).
 * The badge page tells only such a buyer that they are registered.
 */
export async function holdsTicket(db: Queryable, email: string, productIds: number[]): Promise<boolean> {
  if (productIds.length === 0) return false;
  const ids = productIds.map((_, i) => `$${i + 2}`).join(', ');
  const rows = await db.query<{ one: number }>(
    `SELECT 1 AS one
       FROM orders o JOIN order_lines l ON l.order_id = o.id
      WHERE o.status = 'paid' AND l.product_id IN (${ids})
        AND (lower(o.learner_email) = $1 OR (coalesce(o.learner_email, '') = '' AND lower(o.email) = $1))
      LIMIT 1`,
    [email.toLowerCase(), ...productIds],
  );
  return rows.length > 0;
}
