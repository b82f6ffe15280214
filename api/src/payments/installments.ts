// Installment plans (spec section 9: 3 monthly installments) as a subscription-style schedule. The
// payments follow shared-api's installmentSchedule: each is the order total divided by the month
// count, rounded down to the cent, and the last takes the remainder, so they add up to the total
// exactly. Each line's share of a regular payment is its own total divided the same way, adjusted by
// whole cents so the shares add up to exactly that payment.
import { installmentSchedule } from 'shared-api/installments';
import type { SessionLine } from './provider.js';
import type { StoredSession } from './repository.js';

export { installmentSchedule };

/** The regular monthly payment (every one but the last) of a `totalAmount` (cents) plan over `months`. */
export const monthlyPayment = (totalAmount: number, months: number): number => installmentSchedule(totalAmount, months)[0]!;

/** Each line's share of one regular monthly payment (cents), in line order; the shares sum to monthlyPayment(total). */
export function monthlyShares(lines: Pick<SessionLine, 'totalAmount'>[], months: number): number[] {
  if (lines.length === 0) return [];
  const total = lines.reduce((s, l) => s + l.totalAmount, 0);
  const target = monthlyPayment(total, months);
  const shares = lines.map((l) => Math.floor(l.totalAmount / months));
  let missing = target - shares.reduce((s, v) => s + v, 0);
  // Rounding each line down can fall short by less than one cent per line that does not divide
  // evenly: give those cents to such lines, first ones first.
  for (let i = 0; i < shares.length && missing > 0; i++) {
    if (lines[i]!.totalAmount % months !== 0) {
      shares[i]! += 1;
      missing -= 1;
    }
  }
  return shares;
}

/**
 * The payments after the first, as the hosted page and the email say them (amounts already
 * formatted): "$1,599.99 and $1,600.00 in the next 2 months", or "$500.00 next month".
 */
export function laterPaymentsPhrase(later: string[]): string {
  if (later.length === 1) return `${later[0]!} next month`;
  return `${later.slice(0, -1).join(', ')} and ${later[later.length - 1]!} in the next ${later.length} months`;
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
