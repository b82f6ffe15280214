// The seat rules as pure functions and against a stand-in database (api/src/seats/limits.ts, the
// rules of api/src/seats/assign.ts): whose seat it is, the BCMAS region, the answer to a saved seat,
// and how often seats may change hands. No database or server, so the mutation run (pnpm
// test:mutation seats) stays fast; PUT /seats/:id itself is tested in no-takeover.test.ts.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Queryable } from '../src/db/db.js';
import { HttpError } from '../src/errors.js';
import { seatRegion, seatSavedMessage } from '../src/seats/assign.js';
import { checkSeatChange, SEAT_CHANGES_PER_DAY, SEAT_LIMIT_MESSAGES, seatEmailsPerOrderPerDay, waitText } from '../src/seats/limits.js';
import { recordSeatChange } from '../src/seats/repository.js';

/** The HttpError a call throws (status, message, headers), or a failure when it does not throw one. */
async function refusal(fn: () => unknown): Promise<{ status: number; message: string; headers?: Record<string, string> }> {
  try {
    await fn();
  } catch (e) {
    assert.ok(e instanceof HttpError, `an HttpError, not ${String(e)}`);
    return { status: e.statusCode, message: e.message, ...(e.headers ? { headers: e.headers } : {}) };
  }
  assert.fail('expected a refusal');
}

/** A stand-in transaction: records each statement and answers the count query with `counts`. */
function standIn(counts?: { seat_changes: number; order_emails: number; seats: number; seat_oldest?: Date; order_oldest?: Date }) {
  const calls: { sql: string; params: readonly unknown[] }[] = [];
  const tx: Queryable = {
    async query<T>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
      calls.push({ sql, params });
      return (sql.includes('count(*)') && counts ? [counts] : []) as T[];
    },
    async exec() { throw new Error('not used'); },
  };
  return { tx, calls };
}

const seat = (product_id: number, buyer_email = 'buyer@example.com') => ({ product_id, buyer_email });

test('seatRegion: only the buyer\'s own seats, with the same answer as for a seat that does not exist', async () => {
  const notYours = { status: 404, message: 'No seat with this id belongs to your orders.' };
  assert.deepEqual(await refusal(() => seatRegion(null, 'buyer@example.com', { name: 'A', email: 'a@example.com' })), notYours);
  assert.deepEqual(await refusal(() => seatRegion(undefined, 'buyer@example.com', { name: 'A', email: 'a@example.com' })), notYours);
  assert.deepEqual(await refusal(() => seatRegion(seat(20, 'other@example.com'), 'buyer@example.com', { name: 'A', email: 'a@example.com' })), notYours);
  // the order's email is compared without case (the token's email is already lower-case)
  assert.equal(seatRegion(seat(20, 'Buyer@Example.com'), 'buyer@example.com', { name: 'A', email: 'a@example.com' }), null);
});

test('seatRegion: BCMAS seats need a region, and only they take one', async () => {
  assert.equal(seatRegion(seat(1), 'buyer@example.com', { name: 'A', email: 'a@example.com', regionId: 65 }), 65);
  assert.deepEqual(await refusal(() => seatRegion(seat(1), 'buyer@example.com', { name: 'A', email: 'a@example.com' })), {
    status: 400, message: 'Choose the region of this BCMAS seat holder.',
  });
  assert.deepEqual(await refusal(() => seatRegion(seat(20), 'buyer@example.com', { name: 'A', email: 'a@example.com', regionId: 65 })), {
    status: 400, message: 'A region is asked for BCMAS seats only.',
  });
  // the database may hand the product id back as a string
  assert.equal(seatRegion({ product_id: '1' as unknown as number, buyer_email: 'buyer@example.com' }, 'buyer@example.com', { name: 'A', email: 'a@example.com', regionId: 66 }), 66);
});

test('seatSavedMessage: says whether a login email goes out', () => {
  assert.equal(seatSavedMessage('old@example.com', 'new@example.com', true), 'Seat saved. We are sending the login details to new@example.com.');
  assert.equal(seatSavedMessage(null, 'new@example.com', true), 'Seat saved. We are sending the login details to new@example.com.');
  assert.equal(seatSavedMessage('same@example.com', 'same@example.com', false), 'Seat saved.');
  assert.equal(seatSavedMessage('old@example.com', 'new@example.com', false), 'Seat saved. new@example.com already received the login details for this seat.');
});

test('the limits: 3 changes per seat, and per order one email per seat (at least 5) in 24 hours', () => {
  assert.equal(SEAT_CHANGES_PER_DAY, 3);
  assert.deepEqual([0, 1, 5, 6, 50].map(seatEmailsPerOrderPerDay), [5, 5, 5, 6, 50]);
  assert.equal(SEAT_LIMIT_MESSAGES.seat(3 * 3600), 'This seat has already been given to someone else 3 times in the last 24 hours. You can change it again in 3 hours, or contact us if you need help.');
  assert.equal(SEAT_LIMIT_MESSAGES.order(1800), 'This order has sent as many seat emails as it may in 24 hours. You can assign more seats in 30 minutes, or contact us if you need help.');
});

test('checkSeatChange: locks the order, then counts the last 24 hours of the seat and the order', async () => {
  const { tx, calls } = standIn({ seat_changes: 0, order_emails: 0, seats: 2 });
  await checkSeatChange(tx, { id: 7, orderId: 3 });
  assert.equal(calls.length, 2);
  assert.match(calls[0]!.sql, /^SELECT id FROM orders WHERE id = \$1 FOR UPDATE$/);
  assert.deepEqual(calls[0]!.params, [3]);
  assert.match(calls[1]!.sql, /FROM seat_changes WHERE seat_id = \$1 AND created_at > now\(\) - interval '24 hours'\) AS seat_changes/);
  assert.match(calls[1]!.sql, /FROM seat_changes WHERE order_id = \$2 AND email_sent AND created_at > now\(\) - interval '24 hours'\) AS order_emails/);
  assert.match(calls[1]!.sql, /FROM order_seats WHERE order_id = \$2\) AS seats/);
  assert.deepEqual(calls[1]!.params, [7, 3]);
});

test('checkSeatChange: under both limits a change is allowed', async () => {
  for (const counts of [
    { seat_changes: 2, order_emails: 4, seats: 2 },
    { seat_changes: 0, order_emails: 7, seats: 8 },
    { seat_changes: 2, order_emails: 0, seats: 0 },
  ]) {
    await checkSeatChange(standIn(counts).tx, { id: 1, orderId: 1 });
  }
  await checkSeatChange(standIn().tx, { id: 1, orderId: 1 }); // no counts row: nothing counted
});

test('checkSeatChange: a change that would pass a limit is a 429 whose text and Retry-After say the same wait', async () => {
  const refused = async (counts: Parameters<typeof standIn>[0]) => {
    const r = await refusal(() => checkSeatChange(standIn(counts).tx, { id: 1, orderId: 1 }));
    return { ...r, wait: Number(r.headers?.['Retry-After']) };
  };
  // nothing older known: a full day
  let r = await refused({ seat_changes: 3, order_emails: 0, seats: 2 });
  assert.equal(r.status, 429);
  assert.ok(r.wait > 86390 && r.wait <= 86400, String(r.wait));
  assert.equal(r.message, SEAT_LIMIT_MESSAGES.seat(r.wait));
  assert.match(r.message, /again in 24 hours/);
  r = await refused({ seat_changes: 4, order_emails: 9, seats: 2 });
  assert.equal(r.message, SEAT_LIMIT_MESSAGES.seat(r.wait), 'the seat\'s limit first');
  // the oldest change counted 22 h 30 min ago: 1 h 30 min left, said as 2 hours
  const ago = (ms: number) => new Date(Date.now() - ms);
  r = await refused({ seat_changes: 3, order_emails: 0, seats: 2, seat_oldest: ago(22.5 * 3600e3) });
  assert.ok(r.wait > 5390 && r.wait <= 5400, String(r.wait));
  assert.match(r.message, /again in 2 hours/);
  r = await refused({ seat_changes: 0, order_emails: 5, seats: 2, order_oldest: ago(24 * 3600e3 - 30e3) });
  assert.ok(r.wait > 0 && r.wait <= 30, String(r.wait));
  assert.equal(r.message, SEAT_LIMIT_MESSAGES.order(r.wait));
  assert.match(r.message, /assign more seats in a minute/);
  for (const counts of [{ seat_changes: 0, order_emails: 8, seats: 8 }, { seat_changes: 0, order_emails: 5, seats: 0 }]) {
    r = await refused(counts);
    assert.equal(r.message, SEAT_LIMIT_MESSAGES.order(r.wait));
  }
  assert.deepEqual([waitText(61), waitText(3599), waitText(3600), waitText(3601)], ['in 2 minutes', 'in 60 minutes', 'in an hour', 'in 2 hours']);
});

test('recordSeatChange: one row per change of holder, with whether an email went out', async () => {
  const { tx, calls } = standIn();
  await recordSeatChange(tx, { seatId: 7, orderId: 3, holderEmail: 'new@example.com', emailSent: true });
  assert.deepEqual(calls, [{
    sql: 'INSERT INTO seat_changes (seat_id, order_id, holder_email, email_sent) VALUES ($1, $2, $3, $4)',
    params: [7, 3, 'new@example.com', true],
  }]);
});
