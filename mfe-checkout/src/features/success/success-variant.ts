// Which thank-you page a purchase gets (spec section 2.14): one think tank video or report, a
// webinar, or anything else (several items included).
import type { OrderLine } from 'shared-api';
import type { AnalyticsItem } from 'shared-analytics';

export type SuccessVariant = 'thinkTank' | 'webinar' | 'event' | 'generic';

/** The lines that are event or summit tickets (their date, venue and badge form come with them). */
export const ticketLines = (lines: OrderLine[]): (OrderLine & { event: NonNullable<OrderLine['event']> })[] =>
  lines.filter((l): l is OrderLine & { event: NonNullable<OrderLine['event']> } => !!l.event);

export function successVariant(lines: OrderLine[]): SuccessVariant {
  // tickets only: nothing waits on the learning platform
  if (lines.length > 0 && ticketLines(lines).length === lines.length) return 'event';
  if (lines.length !== 1) return 'generic';
  const type = lines[0]!.metadata.productType;
  if (type === 'thinkTankVideo' || type === 'thinkTankReport') return 'thinkTank';
  if (type === 'webinar') return 'webinar';
  return 'generic';
}

/** The order lines as the analytics purchase event's items (one line per product, its total). */
export function purchaseItems(lines: OrderLine[]): AnalyticsItem[] {
  return lines.map((l) => ({ item_name: l.name, item_id: String(l.metadata.productId), price: l.total, quantity: 1 }));
}

/** Where learners sign in (also written in the login email). */
export const LEARNING_PLATFORM_URL = 'https://learn.medicalaffairs-council.org/login';
export const SUPPORT_EMAIL = 'support@medicalaffairs-council.org';
