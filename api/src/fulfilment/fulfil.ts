// Fulfilment, exactly once (ARCHITECTURE.md section 4). Whoever arrives first — the provider's
// checkout.session.completed event, a replay of it, a concurrent second delivery, or the buyer's
// success page — runs the same steps:
//   1. re-read the session from the provider (never trust the event body or the browser) and
//      check that it is paid and that the amount is the one the server priced;
//   2. in ONE transaction keyed by the session id (orders.session_id is unique; INSERT ... ON
//      CONFLICT DO NOTHING decides the winner, a concurrent loser waits and then writes nothing):
//      the order and its lines, the learning-platform account and enrolments, the seats of
//      multi-seat certifications, the installment schedule, and the emails in the outbox (unique
//      dedupe keys);
//   3. after the commit, send the emails and, for a Stripe installment plan, end the subscription
//      after its last month.
import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { LICENSE_PRODUCT_IDS, REGION_PRODUCT_ID } from 'shared-api/contract';
import type { Db, Queryable } from '../db/db.js';
import type { Outbox } from '../mail/outbox.js';
import { enqueueEmail } from '../mail/repository.js';
import { orderEmail } from '../mail/templates.js';
import { eventTicketsById } from '../orders/event-tickets.js';
import {
  insertInstallment, insertOrderLine, insertPaidOrder, insertSeat, orderOfSession, setLearnerAccountCreated, type NewInstallment, type NewSeat,
} from '../orders/repository.js';
import { dueDates, expectedProviderAmount, installmentSchedule } from '../payments/installments.js';
import type { PaymentProvider, ProviderSession, SessionLine } from '../payments/provider.js';
import { findSession, markSessionPaid, type StoredSession } from '../payments/repository.js';
import type { LearningPlatform, PreparedAccounts } from '../learning/learning-platform.js';
import { assignSeatAccount } from '../seats/seat-account.js';

export interface FulfilmentDeps {
  db: Db;
  provider: PaymentProvider;
  learning: LearningPlatform;
  outbox: Outbox;
  log: FastifyBaseLogger;
  /** The store's public origin (SITE_URL): the links in the emails start with it. */
  siteUrl: string;
}

export type FulfilOutcome =
  | { kind: 'fulfilled' | 'already'; orderId: number; receiptId: string }
  | { kind: 'unpaid'; status: 'open' | 'complete' | 'expired' }
  | { kind: 'not-found' }
  | { kind: 'mismatch'; reason: string };

export type FulfilSource = 'webhook' | 'success-page';

const RECEIPT_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'; // Crockford base32: no I, L, O, U

/** e.g. ACMA-7K2M9QX4TD */
export function newReceiptId(): string {
  return `ACMA-${Array.from({ length: 10 }, () => RECEIPT_ALPHABET[randomInt(RECEIPT_ALPHABET.length)]).join('')}`;
}

/** Lines whose seats are handed out one by one: a license certification bought for several people. */
export const isSeatLine = (l: Pick<SessionLine, 'productId' | 'quantity'>): boolean =>
  (LICENSE_PRODUCT_IDS as readonly number[]).includes(l.productId) && l.quantity > 1;

/** Cents (whole, or rounded to whole) as the dollars the order tables and the emails hold. */
export const dollars = (cents: number): number => Math.round(cents) / 100;

/** Where the buyer manages seats: always the configured site (SITE_URL), never the origin a request named. */
export const seatsUrl = (siteUrl: string): string => `${siteUrl}/additionalFields`;

// The decisions of a fulfilment, as pure functions (mutation-tested: pnpm test:mutation fulfilment);
// the steps below run them and write what they decide.

/**
 * Whether the provider's session may be fulfilled as the stored, server-priced one: null when it
 * may; otherwise the outcome that stops it (gone at the provider, another provider's, not paid, or
 * paid with another amount or currency than the order's).
 */
export function paymentProblem(
  stored: Pick<StoredSession, 'provider' | 'paymentType' | 'installmentMonths' | 'totalAmount' | 'currency'>,
  ps: Pick<ProviderSession, 'provider' | 'paymentStatus' | 'status' | 'totalAmount' | 'currency'> | null,
): Exclude<FulfilOutcome, { kind: 'fulfilled' | 'already' }> | null {
  if (!ps) return { kind: 'not-found' };
  if (ps.provider !== stored.provider) return { kind: 'mismatch', reason: `session belongs to ${stored.provider}, not ${ps.provider}` };
  if (ps.paymentStatus !== 'paid') return { kind: 'unpaid', status: ps.status };
  const expected = expectedProviderAmount(stored);
  if (ps.totalAmount !== expected || ps.currency.toLowerCase() !== stored.currency.toLowerCase()) {
    return { kind: 'mismatch', reason: `the provider reports ${ps.totalAmount} ${ps.currency}, the order is ${expected} ${stored.currency}` };
  }
  return null;
}

/** One seat row of a multi-seat line: its holder from the license users given at checkout, if any. */
export type SeatRow = NewSeat;

/**
 * The seats of a seat line (isSeatLine), numbered from 1: the n-th license user of the product
 * holds seat n; seats without a user (or whose user has no email) stay unassigned. BCMAS seats take
 * the holder's region, else the order's; other programs have none.
 */
export function seatRows(s: Pick<StoredSession, 'licenseHolders' | 'region'>, l: Pick<SessionLine, 'productId' | 'quantity'>): SeatRow[] {
  const holders = s.licenseHolders.filter((h) => h.productId === l.productId);
  return Array.from({ length: l.quantity }, (_, i) => {
    const h = holders[i];
    return {
      seatNumber: i + 1,
      holderName: h?.name?.trim() ?? '',
      holderEmail: h?.email?.trim().toLowerCase() || null,
      regionId: l.productId === REGION_PRODUCT_ID ? (h?.regionId ?? s.region ?? null) : null,
    };
  });
}

/** One monthly payment of an installment order's schedule. */
export type InstallmentRow = NewInstallment;

/**
 * The schedule of an installment order paid at `paidAt`: one row a month (installmentSchedule: the
 * last takes the remainder, so the rows add up to the order total), the first paid now (with the
 * provider's payment, else its subscription, as reference), the others scheduled. Empty for a full
 * payment.
 */
export function installmentRows(
  s: Pick<StoredSession, 'paymentType' | 'installmentMonths' | 'totalAmount'>, paidAt: Date,
  ps: Pick<ProviderSession, 'paymentRef' | 'subscriptionRef'>,
): InstallmentRow[] {
  if (s.paymentType !== 'installment' || s.installmentMonths <= 0) return [];
  const amounts = installmentSchedule(s.totalAmount, s.installmentMonths);
  return dueDates(paidAt, s.installmentMonths).map((due, i) => ({
    number: i + 1, amountCents: amounts[i]!, dueAt: due.toISOString(), status: i === 0 ? 'paid' : 'scheduled', paidAt: i === 0 ? paidAt.toISOString() : null,
    providerRef: i === 0 ? (ps.paymentRef ?? ps.subscriptionRef ?? null) : null,
  }));
}

/** Who gets a receipt without the login details: the payer, when someone else is the learner; else nobody. */
export function receiptRecipient(buyerEmail: string, learnerEmail: string): string | null {
  const buyer = buyerEmail.toLowerCase();
  return buyer !== learnerEmail ? buyer : null;
}

/** Per database: the fulfilment attempt running for each session in this process. */
const inFlight = new WeakMap<Db, Map<string, Promise<unknown>>>();

/**
 * Fulfils a paid session once. Attempts for the same session in this process run one after the
 * other (a duplicate delivery waits for the first and then finds its order), so duplicates never
 * hold database connections while blocked on the first one's row lock; attempts in other processes
 * are still decided by the unique session id in one transaction.
 */
export async function fulfilSession(deps: FulfilmentDeps, sessionId: string, source: FulfilSource): Promise<FulfilOutcome> {
  let running = inFlight.get(deps.db);
  if (!running) inFlight.set(deps.db, (running = new Map()));
  const previous = running.get(sessionId);
  const attempt = (previous ? previous.catch(() => undefined) : Promise.resolve()).then(() => fulfilOnce(deps, sessionId, source));
  running.set(sessionId, attempt);
  try {
    return await attempt;
  } finally {
    if (running.get(sessionId) === attempt) running.delete(sessionId);
  }
}

async function fulfilOnce(deps: FulfilmentDeps, sessionId: string, source: FulfilSource): Promise<FulfilOutcome> {
  const { db, log } = deps;
  const stored = await findSession(db, sessionId);
  if (!stored) return { kind: 'not-found' };
  const done = await orderOfSession(db, sessionId);
  if (done) return { kind: 'already', orderId: done.id, receiptId: done.receiptId };

  const ps = await deps.provider.retrieveSession(sessionId);
  const problem = paymentProblem(stored, ps);
  if (problem || !ps) {
    if (problem?.kind === 'mismatch' && ps && ps.provider === stored.provider) {
      const expected = expectedProviderAmount(stored);
      log.error({ sessionId, expected, reported: ps.totalAmount, currency: ps.currency }, 'paid amount does not match the priced order: not fulfilled');
    }
    return problem ?? { kind: 'not-found' };
  }

  // new accounts' passwords hashed before the transaction, not while it holds a connection
  const holders = stored.lines.filter(isSeatLine).flatMap((l) => seatRows(stored, l).map((r) => r.holderEmail ?? ''));
  const prepared = await deps.learning.prepareAccounts(db, [stored.learnerEmail, ...holders]);
  const outcome = await db.transaction((tx) => recordOrder(tx, deps, stored, ps, prepared));
  if (outcome.kind === 'fulfilled') {
    log.info({ sessionId, orderId: outcome.orderId, receiptId: outcome.receiptId, source }, 'order fulfilled');
    deps.outbox.kick();
    if (stored.paymentType === 'installment' && deps.provider.limitInstallments) {
      try {
        await deps.provider.limitInstallments(ps, { months: stored.installmentMonths, totalAmount: stored.totalAmount });
      } catch (e) {
        // The order stands; the subscription's schedule is set again by the next fulfilment attempt or by hand.
        log.error({ err: e, sessionId, subscription: ps.subscriptionRef }, 'could not set the schedule of the installment subscription');
      }
    }
  }
  return outcome;
}

async function recordOrder(
  tx: Queryable, deps: FulfilmentDeps, s: StoredSession, ps: ProviderSession, prepared: PreparedAccounts,
): Promise<FulfilOutcome> {
  const receiptId = newReceiptId();
  const paymentMode = s.paymentType === 'installment' ? 'subscription' : 'payment';
  const order = await insertPaidOrder(tx, {
    receiptId, sessionId: s.id, email: s.buyerEmail.toLowerCase(), userSub: s.buyerSub, learnerEmail: s.learnerEmail.toLowerCase(),
    fullName: s.fullName, paymentMode, currency: s.currency,
    subtotal: dollars(s.subtotalAmount), discount: dollars(s.discountAmount), total: dollars(s.totalAmount), couponCode: s.couponCode,
    provider: s.provider, paymentRef: ps.paymentRef ?? null, subscriptionRef: ps.subscriptionRef ?? null,
  });
  if (!order) {
    // Another delivery committed this session's order first.
    const done = await orderOfSession(tx, s.id);
    return done ? { kind: 'already', orderId: done.id, receiptId: done.receiptId } : { kind: 'not-found' };
  }
  const orderId = order.id;
  const paidAt = order.createdAt;
  await markSessionPaid(tx, s.id);

  for (const [i, l] of s.lines.entries()) {
    await insertOrderLine(tx, orderId, {
      productId: l.productId, productType: l.productType, productDetailType: l.productDetailType, productName: l.productName,
      productTagLine: l.productTagLine, productImage: l.productImage, quantity: l.quantity,
      unitPrice: dollars(l.unitAmount), discount: dollars(l.discountAmount), total: dollars(l.totalAmount), position: i,
    });
  }

  // The learner's account, enrolled in everything that is not handed out seat by seat.
  const learning = deps.learning;
  const learner = await learning.ensureAccount(tx, { email: s.learnerEmail, fullName: s.fullName }, prepared);
  // the fact the login email below is made from (a temporary password, or "the one you already use"),
  // kept with the order for the success page, whichever of it and the webhook fulfils first
  await setLearnerAccountCreated(tx, orderId, learner.created);
  for (const l of s.lines) {
    if (!isSeatLine(l)) await learning.enrol(tx, { email: learner.email, productId: l.productId, orderId });
  }

  // Seats: one row per seat, filled from the license users given at checkout; each holder with an
  // email gets an account, the enrolment and their own login email.
  const seatSummary: { productName: string; count: number; unassigned: number }[] = [];
  for (const l of s.lines.filter(isSeatLine)) {
    let unassigned = 0;
    for (const row of seatRows(s, l)) {
      const seatId = await insertSeat(tx, orderId, l.productId, row);
      if (!row.holderEmail) {
        unassigned++;
        continue;
      }
      await assignSeatAccount(tx, learning, {
        seatId, orderId, productId: l.productId, productName: l.productName, receiptId,
        holderName: row.holderName, holderEmail: row.holderEmail, buyerEmail: s.buyerEmail.toLowerCase(),
      }, prepared);
    }
    seatSummary.push({ productName: l.productName, count: l.quantity, unassigned });
  }

  // Installments: the schedule of monthly payments, the first one paid now.
  let installments: { amounts: number[] } | null = null;
  const schedule = installmentRows(s, paidAt, ps);
  for (const r of schedule) await insertInstallment(tx, orderId, r);
  if (schedule.length > 0) installments = { amounts: schedule.map((r) => dollars(r.amountCents)) };

  // event and summit tickets: when, where and the badge form, in place of (or beside) the programs
  const tickets = await eventTicketsById(tx, s.lines.map((l) => l.productId));
  const events = s.lines.flatMap((l) => {
    const e = tickets.get(l.productId);
    return e ? [{ name: l.productName, when: e.when, venue: e.venue, badgeUrl: e.badgePath ? `${deps.siteUrl}${e.badgePath}` : null }] : [];
  });
  const common = {
    events,
    hasPrograms: s.lines.some((l) => !tickets.has(l.productId)),
    fullName: s.fullName,
    receiptId,
    learnerEmail: learner.email,
    // each line at its price before the promotion, which is listed once: the lines add up to the
    // subtotal, and subtotal − discount = total
    items: s.lines.map((l) => ({ name: l.productName, quantity: l.quantity, total: dollars(l.unitAmount * l.quantity) })),
    subtotal: dollars(s.subtotalAmount),
    discount: dollars(s.discountAmount),
    couponCode: s.couponCode,
    total: dollars(s.totalAmount),
    installments,
    seats: seatSummary,
    seatsUrl: seatsUrl(deps.siteUrl),
    paidAt,
  };
  const mail = orderEmail({ ...common, login: { loginEmail: learner.email, temporaryPassword: learner.temporaryPassword, loginUrl: learning.loginUrl } });
  await enqueueEmail(tx, { dedupeKey: `order:${s.id}`, kind: 'order-login', orderId, to: learner.email, ...mail });
  const receiptTo = receiptRecipient(s.buyerEmail, learner.email);
  if (receiptTo) {
    // Someone bought for another person: the payer gets the receipt, without the learner's password.
    const receipt = orderEmail({ ...common, login: null });
    await enqueueEmail(tx, { dedupeKey: `receipt:${s.id}`, kind: 'order-receipt', orderId, to: receiptTo, ...receipt });
  }
  return { kind: 'fulfilled', orderId, receiptId };
}
