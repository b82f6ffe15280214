// Which thank-you page a purchase gets (spec section 2.14): one think tank video or report, a
// webinar, or anything else (several items, event and summit tickets included): the generic page
// with each item's name and image, View Order History and the share icons.
import type { LearningLogin, OrderLine } from 'shared-api';
import type { AnalyticsItem } from 'shared-analytics';

export type SuccessVariant = 'thinkTank' | 'webinar' | 'generic';

/** The lines that are event or summit tickets (their date, venue and badge form come with them). */
export const ticketLines = (lines: OrderLine[]): (OrderLine & { event: NonNullable<OrderLine['event']> })[] =>
  lines.filter((l): l is OrderLine & { event: NonNullable<OrderLine['event']> } => !!l.event);

/** Whether the order is event or summit tickets only: nothing of it waits on the learning platform. */
export const ticketsOnly = (lines: OrderLine[]): boolean => lines.length > 0 && ticketLines(lines).length === lines.length;

export function successVariant(lines: OrderLine[]): SuccessVariant {
  if (lines.length !== 1) return 'generic';
  const type = lines[0]!.metadata.productType;
  if (type === 'thinkTankVideo' || type === 'thinkTankReport') return 'thinkTank';
  if (type === 'webinar') return 'webinar';
  return 'generic';
}

/**
 * The "Log in to the learning platform" step's words, around the link to the platform, saying what
 * the login email said (the API's `login`, recorded with the order by the fulfilment that wrote that
 * email): a new account's temporary password, or the password an existing account already has; sent
 * to the buyer, or to the person they bought for. Without the fact (an older order): where the
 * details are, nothing more.
 */
export function signInWords(login: LearningLogin | undefined): { before: string; after: string } {
  const email = login?.email ?? '';
  if (!login || login.toBuyer) {
    if (login?.newAccount === true) {
      return { before: 'Go to', after: `and sign in as ${email} with the temporary password from our email. You will choose your own password the first time you sign in.` };
    }
    if (login?.newAccount === false) {
      return {
        before: 'Go to',
        after: `and sign in as ${email} with the password you already use there: this purchase is added to your existing account. Forgot it? Use “Forgot password” on the sign-in page.`,
      };
    }
    return { before: 'Go to', after: 'and sign in with the login details from our email.' };
  }
  if (login.newAccount === true) {
    return { before: `We emailed the login details to ${email}. They sign in at`, after: 'with that address and the temporary password from the email.' };
  }
  if (login.newAccount === false) {
    return { before: `${email} already has an account on`, after: ': they sign in with the password they already use, and find this purchase added to it.' };
  }
  return { before: `We emailed the login details for`, after: `to ${email}.` };
}

/** The order lines as the analytics purchase event's items (one line per product, its total). */
export function purchaseItems(lines: OrderLine[]): AnalyticsItem[] {
  return lines.map((l) => ({ item_name: l.name, item_id: String(l.metadata.productId), price: l.total, quantity: 1 }));
}

/** Where learners sign in (also written in the login email). */
export const LEARNING_PLATFORM_URL = 'https://learn.medicalaffairs-council.org/login';
export const SUPPORT_EMAIL = 'support@medicalaffairs-council.org';
