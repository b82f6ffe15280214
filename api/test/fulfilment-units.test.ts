// The decisions of a payment's fulfilment as pure functions (api/src/fulfilment/fulfil.ts, the
// webhook's event decision in api/src/routes/webhooks.ts): whether a paid session may become an
// order, its seats and installment schedule, who gets a receipt, and what a signed event asks for.
// No database, provider or server, so the mutation run (pnpm test:mutation fulfilment) stays fast;
// the steps that write them are tested in payments.test.ts, payments-stripe.test.ts and
// payments-faults.test.ts.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { HttpError } from '../src/errors.js';
import {
  dollars, installmentRows, isSeatLine, newReceiptId, paymentProblem, receiptRecipient, seatRows, seatsUrl,
} from '../src/fulfilment/fulfil.js';
import { webhookAction } from '../src/routes/webhooks.js';

type Stored = Parameters<typeof paymentProblem>[0];
type Reported = NonNullable<Parameters<typeof paymentProblem>[1]>;
const stored = (over: Partial<Stored> = {}): Stored => ({ provider: 'sandbox', paymentType: 'fullPayment', installmentMonths: 0, totalAmount: 149900, currency: 'usd', ...over });
const reported = (over: Partial<Reported> = {}): Reported => ({ provider: 'sandbox', paymentStatus: 'paid', status: 'complete', totalAmount: 149900, currency: 'usd', ...over });

test('paymentProblem: a paid session with the priced amount and currency may be fulfilled', () => {
  assert.equal(paymentProblem(stored(), reported()), null);
  assert.equal(paymentProblem(stored({ currency: 'USD' }), reported({ currency: 'usd' })), null, 'currencies compare without case');
  assert.equal(paymentProblem(stored({ currency: 'usd' }), reported({ currency: 'USD' })), null);
  // Stripe's installment session reports its first invoice: one regular monthly payment (rounded down; the last takes the remainder)
  assert.equal(paymentProblem(stored({ provider: 'stripe', paymentType: 'installment', installmentMonths: 3, totalAmount: 100000 }), reported({ provider: 'stripe', totalAmount: 33333 })), null);
});

test('paymentProblem: gone, another provider\'s, unpaid, or another amount or currency stops the fulfilment', () => {
  assert.deepEqual(paymentProblem(stored(), null), { kind: 'not-found' });
  assert.deepEqual(paymentProblem(stored({ provider: 'stripe' }), reported()), { kind: 'mismatch', reason: 'session belongs to stripe, not sandbox' });
  assert.deepEqual(paymentProblem(stored(), reported({ paymentStatus: 'unpaid', status: 'open' })), { kind: 'unpaid', status: 'open' });
  assert.deepEqual(paymentProblem(stored(), reported({ paymentStatus: 'unpaid', status: 'expired' })), { kind: 'unpaid', status: 'expired' });
  assert.deepEqual(paymentProblem(stored(), reported({ totalAmount: 149899 })), { kind: 'mismatch', reason: 'the provider reports 149899 usd, the order is 149900 usd' });
  assert.deepEqual(paymentProblem(stored(), reported({ totalAmount: 149901 })), { kind: 'mismatch', reason: 'the provider reports 149901 usd, the order is 149900 usd' });
  assert.deepEqual(paymentProblem(stored(), reported({ currency: 'eur' })), { kind: 'mismatch', reason: 'the provider reports 149900 eur, the order is 149900 usd' });
  // the whole total when Stripe reports an installment plan's first month is not enough, and the reverse
  assert.equal(paymentProblem(stored({ provider: 'stripe', paymentType: 'installment', installmentMonths: 3, totalAmount: 100000 }), reported({ provider: 'stripe', totalAmount: 100000 }))?.kind, 'mismatch');
  assert.equal(paymentProblem(stored({ provider: 'stripe' }), reported({ provider: 'stripe', totalAmount: 49967 }))?.kind, 'mismatch');
});

test('isSeatLine: a license certification bought with more than one seat', () => {
  for (const productId of [1, 20, 21, 47, 53]) {
    assert.equal(isSeatLine({ productId, quantity: 2 }), true, `product ${productId}`);
    assert.equal(isSeatLine({ productId, quantity: 1 }), false, `product ${productId}, one seat`);
  }
  assert.equal(isSeatLine({ productId: 2, quantity: 5 }), false, 'not a license certification');
});

test('seatRows: the n-th license user holds seat n; the rest stay unassigned; BCMAS seats carry a region', () => {
  const s = {
    region: 66,
    licenseHolders: [
      { productId: 20, name: ' Other ', email: 'other@example.com' },
      { productId: 1, name: '  Ana Lee ', email: ' Ana@Example.COM ', regionId: 65 },
      { productId: 1, name: 'Ben', email: 'ben@example.com' },
      { productId: 1, name: 'No Mail', email: '  ' },
    ],
  };
  assert.deepEqual(seatRows(s, { productId: 1, quantity: 5 }), [
    { seatNumber: 1, holderName: 'Ana Lee', holderEmail: 'ana@example.com', regionId: 65 },
    { seatNumber: 2, holderName: 'Ben', holderEmail: 'ben@example.com', regionId: 66 },
    { seatNumber: 3, holderName: 'No Mail', holderEmail: null, regionId: 66 },
    { seatNumber: 4, holderName: '', holderEmail: null, regionId: 66 },
    { seatNumber: 5, holderName: '', holderEmail: null, regionId: 66 },
  ]);
  assert.deepEqual(seatRows({ ...s, region: null }, { productId: 1, quantity: 3 }).map((r) => r.regionId), [65, null, null]);
  assert.deepEqual(seatRows(s, { productId: 20, quantity: 2 }), [
    { seatNumber: 1, holderName: 'Other', holderEmail: 'other@example.com', regionId: null },
    { seatNumber: 2, holderName: '', holderEmail: null, regionId: null },
  ]);
  assert.deepEqual(seatRows({ region: null, licenseHolders: [] }, { productId: 47, quantity: 2 }).map((r) => r.seatNumber), [1, 2]);
  // a stored license user without a name or an email (a session recorded before the schema's defaults) leaves the seat open
  const partial = [{ productId: 47 }, { productId: 47, name: 'Cy' }] as unknown as typeof s.licenseHolders;
  assert.deepEqual(seatRows({ region: null, licenseHolders: partial }, { productId: 47, quantity: 2 }), [
    { seatNumber: 1, holderName: '', holderEmail: null, regionId: null },
    { seatNumber: 2, holderName: 'Cy', holderEmail: null, regionId: null },
  ]);
});

test('installmentRows: one row a month adding up to the order total, the first paid now with the provider\'s reference', () => {
  const paidAt = new Date('2026-01-31T10:00:00Z');
  const plan = { paymentType: 'installment' as const, installmentMonths: 3, totalAmount: 100000 };
  assert.deepEqual(installmentRows(plan, paidAt, { paymentRef: 'pi_1', subscriptionRef: 'sub_1' }), [
    { number: 1, amountCents: 33333, dueAt: '2026-01-31T10:00:00.000Z', status: 'paid', paidAt: '2026-01-31T10:00:00.000Z', providerRef: 'pi_1' },
    { number: 2, amountCents: 33333, dueAt: '2026-02-28T10:00:00.000Z', status: 'scheduled', paidAt: null, providerRef: null },
    { number: 3, amountCents: 33334, dueAt: '2026-03-31T10:00:00.000Z', status: 'scheduled', paidAt: null, providerRef: null },
  ]);
  // the audit's orders: BCMAS × 2 ($4,799.98) and BCMAS ($2,399.99)
  assert.deepEqual(installmentRows({ ...plan, totalAmount: 479998 }, paidAt, {}).map((r) => r.amountCents), [159999, 159999, 160000]);
  assert.deepEqual(installmentRows({ ...plan, totalAmount: 239999 }, paidAt, {}).map((r) => r.amountCents), [79999, 79999, 80001]);
  assert.equal(installmentRows(plan, paidAt, { paymentRef: null, subscriptionRef: 'sub_1' })[0]!.providerRef, 'sub_1');
  assert.equal(installmentRows(plan, paidAt, {})[0]!.providerRef, null);
  assert.deepEqual(installmentRows({ ...plan, paymentType: 'fullPayment' }, paidAt, { paymentRef: 'pi_1' }), []);
  assert.deepEqual(installmentRows({ ...plan, installmentMonths: 0 }, paidAt, { paymentRef: 'pi_1' }), []);
  assert.equal(installmentRows({ ...plan, installmentMonths: 1 }, paidAt, {}).length, 1);
});

test('receiptRecipient: the payer gets a receipt only when someone else is the learner', () => {
  assert.equal(receiptRecipient('Buyer@Example.com', 'learner@example.com'), 'buyer@example.com');
  assert.equal(receiptRecipient('Dana@Example.com', 'dana@example.com'), null);
});

test('dollars: whole cents as dollars for the order tables and the emails', () => {
  assert.equal(dollars(149999), 1499.99);
  assert.equal(dollars(0), 0);
  assert.equal(dollars(33333.5), 333.34);
});

test('receipt ids and the seats link', () => {
  const ids = Array.from({ length: 50 }, newReceiptId);
  for (const id of ids) assert.match(id, /^ACMA-[0-9ABCDEFGHJKMNPQRSTVWXYZ]{10}$/);
  assert.ok(new Set(ids).size > 45, 'random');
  assert.ok(new Set(ids.flatMap((id) => [...id.slice(5)])).size > 20, 'drawn from the whole alphabet');
  assert.equal(seatsUrl('https://store.example'), 'https://store.example/additionalFields');
});

const session = (id: unknown = 'cs_test_123', object: unknown = 'checkout.session') => ({ object: { id, object } });

test('webhookAction: completed or asynchronously paid sessions are fulfilled, expired ones marked', () => {
  assert.deepEqual(webhookAction({ id: 'evt_1', type: 'checkout.session.completed', data: session() }), { action: 'fulfil', sessionId: 'cs_test_123' });
  assert.deepEqual(webhookAction({ type: 'checkout.session.async_payment_succeeded', data: session('cs_A-b_9') }), { action: 'fulfil', sessionId: 'cs_A-b_9' });
  assert.deepEqual(webhookAction({ type: 'checkout.session.expired', data: session() }), { action: 'expire', sessionId: 'cs_test_123' });
  assert.deepEqual(webhookAction({ type: 'checkout.session.completed', data: session('x'.repeat(255)) }), { action: 'fulfil', sessionId: 'x'.repeat(255) });
});

test('webhookAction: other events, and sessions that cannot be ours, are ignored', () => {
  for (const event of [
    { type: 'payment_intent.succeeded', data: session() },
    { type: 'checkout.session.async_payment_failed', data: session() },
    { type: 'checkout.session.completed', data: session('cs_1', 'payment_intent') },
    { type: 'checkout.session.expired', data: session('cs_1', 'payment_intent') },
    { type: 'checkout.session.completed', data: session(42) },
    { type: 'checkout.session.expired', data: session(42) },
    { type: 'checkout.session.completed', data: session('') },
    { type: 'checkout.session.completed', data: session('x'.repeat(256)) },
    { type: 'checkout.session.completed', data: session('cs_1; DROP TABLE orders') },
    { type: 'checkout.session.completed', data: session('cs_1\n') },
    { type: 'checkout.session.expired', data: session('../cs_1') },
    { type: 'checkout.session.completed', data: { object: null } },
    { type: 'checkout.session.completed', data: 'cs_1' },
    { type: 'checkout.session.completed', data: null },
    { type: 'checkout.session.completed' },
  ]) {
    assert.deepEqual(webhookAction(event), { action: 'ignore' }, JSON.stringify(event));
  }
});

test('webhookAction: a signed body that is not an event is a 400', () => {
  for (const body of [null, undefined, 0, 'checkout.session.completed', [], [{ type: 'checkout.session.completed' }], {}, { type: 7 }, { type: null }]) {
    assert.throws(() => webhookAction(body), (e: unknown) => e instanceof HttpError && e.statusCode === 400
      && e.message === 'The webhook body is not a payment event (a JSON object with a type).', JSON.stringify(body));
  }
});
