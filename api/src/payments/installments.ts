// Installment plans (spec section 9: 3 monthly installments) as a subscription-style schedule. One
// monthly payment is the order total divided by the month count, rounded up to the cent (as the
// checkout page shows it); each line's share is its own total divided the same way, adjusted by
// whole cents so the shares add up to exactly the monthly payment.
import type { SessionLine } from './provider.js';
import type { StoredSession } from './session-store.js';

/** One monthly payment of a `totalAmount` (cents) plan over `months`. */
export const monthlyPayment = (totalAmount: number, months: number): number => Math.ceil(totalAmount / months);

/** Each line's share of one monthly payment (cents), in line order; the shares sum to monthlyPayment(total). */
export function monthlyShares(lines: Pick<SessionLine, 'totalAmount'>[], months: number): number[] {
  const total = lines.reduce((s, l) => s + l.totalAmount, 0);
  const target = monthlyPayment(total, months);
  const shares = lines.map((l) => Math.ceil(l.totalAmount / months));
  let excess = shares.reduce((s, v) => s + v, 0) - target;
  // Rounding up each line can overshoot by up to one cent per line: take it back where a line was rounded.
  for (let i = shares.length - 1; i >= 0 && excess > 0; i--) {
    if (lines[i]!.totalAmount % months !== 0 && shares[i]! > 1) {
      shares[i]! -= 1;
      excess -= 1;
    }
  }
  return shares;
}

/** The due dates of a plan that starts at `start`: the first today, then one a month. */
export function dueDates(start: Date, months: number): Date[] {
  return Array.from({ length: months }, (_, i) => addMonths(start, i));
}

/** Same day of the month `n` months later (clamped to the month's last day), same time. */
export function addMonths(d: Date, n: number): Date {
  const out = new Date(d.getTime());
  const day = out.getUTCDate();
  out.setUTCDate(1);
  out.setUTCMonth(out.getUTCMonth() + n);
  const last = new Date(Date.UTC(out.getUTCFullYear(), out.getUTCMonth() + 1, 0)).getUTCDate();
  out.setUTCDate(Math.min(day, last));
  return out;
}

/**
 * What the provider reports as the session's amount: Stripe's subscription session reports its
 * first invoice (one monthly payment); a one-time session, and every sandbox session, the order total.
 */
export function expectedProviderAmount(s: Pick<StoredSession, 'provider' | 'paymentType' | 'installmentMonths' | 'totalAmount'>): number {
  if (s.provider === 'stripe' && s.paymentType === 'installment' && s.installmentMonths > 0) {
    return monthlyPayment(s.totalAmount, s.installmentMonths);
  }
  return s.totalAmount;
}

/** What the buyer pays at checkout: one monthly payment for a plan, otherwise everything. */
export function amountDueNow(s: Pick<StoredSession, 'paymentType' | 'installmentMonths' | 'totalAmount'>): number {
  return s.paymentType === 'installment' && s.installmentMonths > 0 ? monthlyPayment(s.totalAmount, s.installmentMonths) : s.totalAmount;
}
