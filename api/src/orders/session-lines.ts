// The order lines of a paid checkout session, for the success page's analytics purchase event and
// its thank-you view (GET /checkout-success): each with its event's date, venue and badge form when
// it is a ticket (event-tickets.ts).
import type { OrderLine } from 'shared-api/contract';
import type { Queryable } from '../db/db.js';
import { eventTicketsById } from './event-tickets.js';
import { linesOfSessionOrder } from './repository.js';

/** The order lines of the order a checkout session became (none before it is fulfilled). */
export async function orderLinesOfSession(db: Queryable, sessionId: string): Promise<OrderLine[]> {
  const rows = await linesOfSessionOrder(db, sessionId);
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
