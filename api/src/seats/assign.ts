// Assigning a seat (PUT /seats/:id): the rules. The seat must be the buyer's; BCMAS seats need a
// region and only they take one; one person holds one seat of a program per order; a change of
// holder is bounded (limits.ts), ends the previous holder's enrolment and gives the new holder an
// account, the enrolment and their login email — once per seat and email.
import { REGION_PRODUCT_ID, type SeatUpdateResult } from 'shared-api/contract';
import type { Db } from '../db/db.js';
import { HttpError } from '../errors.js';
import type { LearningPlatform } from '../learning/learning-platform.js';
import { checkSeatChange } from './limits.js';
import { assignSeatAccount } from './seat-account.js';
import { holdsOtherSeat, recordSeatChange, seatOf, toSeat, updateSeatHolder, type SeatRow } from './repository.js';

export interface SeatChange { name: string; email: string; regionId?: number }

/**
 * The rules a change of a seat passes before anything is written (mutation-tested: pnpm
 * test:mutation seats): the seat exists and is one of the buyer's orders (else 404, the same answer
 * as for a seat that does not exist); a BCMAS seat needs a region and no other seat takes one (400).
 * Returns the region to store with the holder (null for other programs).
 */
export function seatRegion(seat: Pick<SeatRow, 'buyer_email' | 'product_id'> | null | undefined, buyerEmail: string, body: SeatChange): number | null {
  if (!seat || seat.buyer_email.toLowerCase() !== buyerEmail) throw new HttpError(404, 'No seat with this id belongs to your orders.');
  const needsRegion = Number(seat.product_id) === REGION_PRODUCT_ID;
  if (needsRegion && body.regionId === undefined) throw new HttpError(400, 'Choose the region of this BCMAS seat holder.');
  if (!needsRegion && body.regionId !== undefined) throw new HttpError(400, 'A region is asked for BCMAS seats only.');
  return needsRegion ? body.regionId ?? null : null;
}

/** The answer to a saved seat: whether the holder changed (`previous`, the holder before) and got their login email. */
export function seatSavedMessage(previous: string | null, email: string, emailSent: boolean): string {
  if (emailSent) return `Seat saved. We are sending the login details to ${email}.`;
  return previous === email ? 'Seat saved.' : `Seat saved. ${email} already received the login details for this seat.`;
}

export async function assignSeat(db: Db, learning: LearningPlatform, buyerEmail: string, id: number, body: SeatChange): Promise<SeatUpdateResult> {
  return db.transaction(async (tx): Promise<SeatUpdateResult> => {
    const seat = await seatOf(tx, id, true);
    const regionId = seatRegion(seat, buyerEmail, body);
    if (!seat) throw new Error('unreachable: seatRegion refuses a missing seat');
    const ref = { id: Number(seat.id), orderId: Number(seat.order_id), productId: Number(seat.product_id) };
    if (await holdsOtherSeat(tx, ref, body.email)) throw new HttpError(400, `${body.email} already holds a seat of this program in this order.`);
    const previous = seat.holder_email;
    // a change of holder sends an email: a few a day per seat, a bounded number per order (limits.ts)
    if (previous !== body.email) await checkSeatChange(tx, { id: ref.id, orderId: ref.orderId });

    await updateSeatHolder(tx, ref.id, { name: body.name, email: body.email, regionId });
    let emailSent = false;
    if (previous !== body.email) {
      if (previous) await learning.unenrol(tx, { email: previous, productId: ref.productId, orderId: ref.orderId });
      emailSent = await assignSeatAccount(tx, learning, {
        seatId: ref.id, orderId: ref.orderId, productId: ref.productId, productName: seat.product_name,
        receiptId: seat.receipt_id, holderName: body.name, holderEmail: body.email, buyerEmail,
      });
      await recordSeatChange(tx, { seatId: ref.id, orderId: ref.orderId, holderEmail: body.email, emailSent });
    }
    const updated = (await seatOf(tx, id))!;
    return { seat: toSeat(updated), emailSent, message: seatSavedMessage(previous, body.email, emailSent) };
  });
}
