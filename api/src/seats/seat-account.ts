// A license seat's holder gets their learning-platform account (when new), the enrolment and their
// login email: when the order is fulfilled (fulfilment/fulfil.ts) and when the buyer assigns or
// changes the seat later (seats/assign.ts).
import type { Queryable } from '../db/db.js';
import type { LearningPlatform, PreparedAccounts } from '../learning/learning-platform.js';
import { enqueueEmail } from '../mail/repository.js';
import { seatEmail } from '../mail/templates.js';

export interface SeatAssignment {
  seatId: number;
  orderId: number;
  productId: number;
  productName: string;
  receiptId: string;
  holderName: string;
  holderEmail: string;
  /** The buyer's account email (from the verified token): the email names the assigner by it. */
  buyerEmail: string;
}

/**
 * Gives a seat's holder an account (when new), the enrolment, and their login email — once per seat
 * and email address (the outbox key), so saving the same assignment again sends nothing.
 * Returns whether an email was queued.
 */
export async function assignSeatAccount(tx: Queryable, learning: LearningPlatform, a: SeatAssignment, prepared?: PreparedAccounts): Promise<boolean> {
  const account = await learning.ensureAccount(tx, { email: a.holderEmail, fullName: a.holderName }, prepared);
  await learning.enrol(tx, { email: account.email, productId: a.productId, orderId: a.orderId, seatId: a.seatId });
  const mail = seatEmail({
    holderName: a.holderName, buyerEmail: a.buyerEmail, productName: a.productName, receiptId: a.receiptId,
    login: { loginEmail: account.email, temporaryPassword: account.temporaryPassword, loginUrl: learning.loginUrl },
  });
  return enqueueEmail(tx, { dedupeKey: `seat:${a.seatId}:${account.email}`, kind: 'seat-login', orderId: a.orderId, to: account.email, ...mail });
}
