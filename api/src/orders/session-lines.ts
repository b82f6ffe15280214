// The order lines of a paid checkout session, for the success page's analytics purchase event and
// its thank-you view (GET /checkout-success): each with its event's date, venue and badge form when
// it is a ticket (event-tickets.ts), and, when it went to the order's learning-platform account, how
// to sign in there as the login email said it (a new account's temporary password, or the password
// the account already had), read from the order, where the fulfilment recorded it.
import type { LearningLogin, OrderLine } from 'shared-api/contract';
import type { Queryable } from '../db/db.js';
import { eventTicketsById } from './event-tickets.js';
import { linesOfSessionOrder } from './repository.js';

/** The order lines of the order a checkout session became (none before it is fulfilled). */
export async function orderLinesOfSession(db: Queryable, sessionId: string): Promise<OrderLine[]> {
  const rows = await linesOfSessionOrder(db, sessionId);
  const events = await eventTicketsById(db, rows.filter((r) => r.product_type === 'event' || r.product_type === 'conference').map((r) => Number(r.product_id)));
  const first = rows[0];
  const login: LearningLogin | null = first?.learner_email
    ? { email: first.learner_email, toBuyer: first.learner_email === first.email, newAccount: first.learner_account_created }
    : null;
  return rows.map((r) => {
    const event = events.get(Number(r.product_id));
    // a license bought for several people is handed out seat by seat: its holders get logins of
    // their own, not the order's account
    const seats = Boolean(r.has_seats);
    return {
      name: r.product_name,
      total: Number(r.total),
      created: Math.floor(new Date(r.created_at).getTime() / 1000),
      metadata: { productId: Number(r.product_id), productType: r.product_type },
      images: r.product_image ? [r.product_image] : [],
      ...(event ? { event } : {}),
      ...(login && !seats ? { login } : {}),
    };
  });
}
