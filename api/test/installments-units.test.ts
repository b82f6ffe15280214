// Installment plans (api/src/payments/installments.ts), as pure functions: what each monthly payment
// is (the last takes the remainder), how each line's share adds up to the regular one, the due dates, and what the buyer and the provider are
// expected to be charged. Imports nothing else, so the mutation run (pnpm test:mutation) stays fast.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { addMonths, amountDueNow, dueDates, expectedProviderAmount, installmentSchedule, monthlyPayment, monthlyShares } from '../src/payments/installments.js';

test('the regular monthly payment is the total divided by the months, rounded down to the cent; the last takes the remainder', () => {
  assert.equal(monthlyPayment(300, 3), 100);
  assert.equal(monthlyPayment(301, 3), 100);
  assert.equal(monthlyPayment(239999, 3), 79999);
  assert.equal(monthlyPayment(149900, 3), 49966);
  assert.deepEqual(installmentSchedule(301, 3), [100, 100, 101]);
  assert.deepEqual(installmentSchedule(479998, 3), [159999, 159999, 160000]);
});

test('line shares: each line rounded down, the missing cents given to the first lines that do not divide evenly, summing to the regular payment', () => {
  assert.deepEqual(monthlyShares([{ totalAmount: 239999 }], 3), [79999]);
  assert.deepEqual(monthlyShares([{ totalAmount: 300 }, { totalAmount: 600 }], 3), [100, 200]);
  // 100001 / 3 = 33333.67 each → 33333 + 33333 = 66666; the regular payment is floor(200002 / 3) = 66667
  assert.deepEqual(monthlyShares([{ totalAmount: 100001 }, { totalAmount: 100001 }], 3), [33334, 33333]);
  // 100000 / 3 → 33333 each = 66666 = floor(200000 / 3): nothing to add
  assert.deepEqual(monthlyShares([{ totalAmount: 100000 }, { totalAmount: 100000 }], 3), [33333, 33333]);
  // three lines each a third of a cent over: one cent, to the first
  assert.deepEqual(monthlyShares([{ totalAmount: 100 }, { totalAmount: 100 }, { totalAmount: 100 }], 3), [34, 33, 33]);
  // a line that divides exactly is never adjusted, even when it comes first
  assert.deepEqual(monthlyShares([{ totalAmount: 300 }, { totalAmount: 200 }, { totalAmount: 200 }], 3), [100, 67, 66]);
  for (const lines of [[{ totalAmount: 7 }, { totalAmount: 11 }, { totalAmount: 13 }], [{ totalAmount: 149900 }, { totalAmount: 239999 }], [{ totalAmount: 2 }, { totalAmount: 2 }]]) {
    assert.equal(monthlyShares(lines, 3).reduce((s, v) => s + v, 0), monthlyPayment(lines.reduce((s, l) => s + l.totalAmount, 0), 3));
  }
  assert.deepEqual(monthlyShares([], 3), []);
});

test('due dates: today, then the same day of each following month, clamped to the month end', () => {
  assert.deepEqual(dueDates(new Date('2026-01-31T10:00:00Z'), 3).map((d) => d.toISOString()), [
    '2026-01-31T10:00:00.000Z', '2026-02-28T10:00:00.000Z', '2026-03-31T10:00:00.000Z',
  ]);
  assert.deepEqual(dueDates(new Date('2026-05-15T00:00:00Z'), 0), []);
  assert.equal(addMonths(new Date('2026-11-15T10:00:00Z'), 2).toISOString(), '2027-01-15T10:00:00.000Z');
  assert.equal(addMonths(new Date('2028-01-30T23:59:59Z'), 1).toISOString(), '2028-02-29T23:59:59.000Z');
  assert.equal(addMonths(new Date('2026-03-31T08:00:00Z'), -1).toISOString(), '2026-02-28T08:00:00.000Z');
  const start = new Date('2026-04-30T12:00:00Z');
  addMonths(start, 1);
  assert.equal(start.toISOString(), '2026-04-30T12:00:00.000Z', 'the start date is not changed');
});

test('amount due now and the amount the provider reports', () => {
  const plan = { provider: 'stripe', paymentType: 'installment', installmentMonths: 3, totalAmount: 149900 } as const;
  assert.equal(amountDueNow(plan), 49966);
  assert.equal(amountDueNow({ ...plan, paymentType: 'fullPayment' }), 149900);
  assert.equal(amountDueNow({ ...plan, installmentMonths: 0 }), 149900);
  assert.equal(expectedProviderAmount(plan), 49966);
  assert.equal(expectedProviderAmount({ ...plan, provider: 'sandbox' }), 149900);
  assert.equal(expectedProviderAmount({ ...plan, paymentType: 'fullPayment' }), 149900);
  assert.equal(expectedProviderAmount({ ...plan, installmentMonths: 0 }), 149900);
});
