// How often a buyer may hand seats to new people: each change of holder sends a login email from
// the store's own address to the new holder, so the changes are bounded.
//   - one seat changes hands at most SEAT_CHANGES_PER_DAY times in 24 hours;
//   - one order sends at most seatEmailsPerOrderPerDay(seats) seat emails in 24 hours.
// The checks run inside the assignment's transaction, with the order's row locked, before anything
// is written; a refused change writes nothing.
import type { Queryable } from '../db/db.js';
import { HttpError } from '../errors.js';
import { lockOrder, seatChangeCounts } from './repository.js';

export const SEAT_CHANGES_PER_DAY = 3;

/** Seat emails one order may send in 24 hours: one per seat, at least 5. */
export const seatEmailsPerOrderPerDay = (seatCount: number): number => Math.max(5, seatCount);

const DAY_MS = 24 * 3600 * 1000;

/** The wait as the message says it: the same figure as `Retry-After`, rounded up to what is said. */
export function waitText(seconds: number): string {
  if (seconds <= 60) return 'in a minute';
  if (seconds < 3600) return `in ${Math.ceil(seconds / 60)} minutes`;
  const hours = Math.ceil(seconds / 3600);
  return hours === 1 ? 'in an hour' : `in ${hours} hours`;
}

/** The messages, with the wait until the oldest change counted leaves the 24-hour window. */
export const SEAT_LIMIT_MESSAGES = {
  seat: (seconds: number) => `This seat has already been given to someone else ${SEAT_CHANGES_PER_DAY} times in the last 24 hours. You can change it again ${waitText(seconds)}, or contact us if you need help.`,
  order: (seconds: number) => `This order has sent as many seat emails as it may in 24 hours. You can assign more seats ${waitText(seconds)}, or contact us if you need help.`,
} as const;

/**
 * A 429 whose text and `Retry-After` say the same wait: until the oldest change counted in the
 * window is 24 hours old, in whole seconds, rounded up (the text rounds up further).
 */
const tooMany = (message: (seconds: number) => string, oldest: Date | string | null) => {
  const seconds = Math.max(1, Math.ceil(((oldest ? new Date(oldest).getTime() : Date.now()) + DAY_MS - Date.now()) / 1000));
  return new HttpError(429, message(seconds), undefined, { 'Retry-After': String(seconds) });
};

/** Refuses (429) a change of holder that would pass either limit. Call with the seat row locked. */
export async function checkSeatChange(tx: Queryable, seat: { id: number; orderId: number }): Promise<void> {
  // serialises the changes of one order's seats, so two seats changed at once are both counted
  await lockOrder(tx, seat.orderId);
  const counts = await seatChangeCounts(tx, seat);
  if ((counts?.seat_changes ?? 0) >= SEAT_CHANGES_PER_DAY) throw tooMany(SEAT_LIMIT_MESSAGES.seat, counts?.seat_oldest ?? null);
  if ((counts?.order_emails ?? 0) >= seatEmailsPerOrderPerDay(counts?.seats ?? 0)) throw tooMany(SEAT_LIMIT_MESSAGES.order, counts?.order_oldest ?? null);
}
