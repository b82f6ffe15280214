// Who may write an attendee's badge. The badge names an attendee by email; the request is signed
// in. The paid conference registration must be the attendee's own (the attendee signed in as that
// email: their own order, or a ticket bought for them) or one the signed-in buyer paid for that
// attendee (the order's buyer is the signed-in user and the attendee is its buyer or ticket
// holder). Anything else looks exactly like no registration at all, so the API does not tell who is
// registered. The SQL is in repository.ts.
import type { Product } from 'shared-api/contract';
import type { CatalogSnapshot } from '../catalog/cache.js';
import type { Db, Queryable } from '../db/db.js';
import { HttpError } from '../errors.js';
import { findBadgeRegistration, holdsTicket, insertBadgeUnlessAny, upsertBadge, type BadgeDetails, type BadgeRegistration } from './repository.js';
import { summitTicketIds } from './summits.js';

export const BADGE_MESSAGES = {
  noRegistration: 'We could not find a paid summit registration for this email address on your account. Use the email you registered and paid with (signed in as its buyer or as the attendee), or contact us if you need help.',
  created: 'Thank you! Your badge details are saved. You can come back and update them at any time before the summit.',
  updated: 'Your badge details have been updated. You can update them again at any time before the summit.',
  submitted: 'Thank you! The badge details are sent for the attendee, unless they have already filled in their own. The badge is theirs: they can update it at any time before the summit, signed in with the email of their registration.',
} as const;

export type BadgeOutcome = 'created' | 'updated' | 'submitted';

/**
 * Saves the attendee's badge for the registration (one per email and conference). The attendee
 * (signed in as its email) creates it and resubmits to update it: 'created' or 'updated'. Anyone
 * else allowed to write it (the buyer who paid for the ticket) only creates it while none exists,
 * and is told 'submitted' either way: the badge is the attendee's, and the answer does not say
 * whether the attendee had filled one in.
 */
export async function saveBadge(tx: Queryable, reg: BadgeRegistration, b: BadgeDetails, by: 'attendee' | 'buyer'): Promise<BadgeOutcome> {
  if (by === 'buyer') {
    await insertBadgeUnlessAny(tx, reg, b);
    return 'submitted';
  }
  return (await upsertBadge(tx, reg, b)) ? 'created' : 'updated';
}

/** POST /summit/badge: the badge of `b.email`, written by the signed-in `userEmail` (a 404 when they may not). */
export function submitBadge(db: Db, userEmail: string, b: BadgeDetails): Promise<BadgeOutcome> {
  return db.transaction(async (tx) => {
    // someone else's registration gets the same answer as none at all
    const reg = await findBadgeRegistration(tx, { attendeeEmail: b.email, userEmail });
    if (!reg) throw new HttpError(404, BADGE_MESSAGES.noRegistration);
    return saveBadge(tx, reg, b, b.email.toLowerCase() === userEmail ? 'attendee' : 'buyer');
  });
}

/**
 * Whether `email` holds a paid ticket of the summit `product` (its own product or a tier its page
 * sells). The badge page tells only such a buyer that they are registered.
 */
export function holdsSummitTicket(db: Queryable, snap: CatalogSnapshot, product: Product, email: string): Promise<boolean> {
  return holdsTicket(db, email, summitTicketIds(snap, product));
}
