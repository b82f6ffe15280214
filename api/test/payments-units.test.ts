// The pure parts of payments and fulfilment: the sandbox's card checks, installment arithmetic,
// the Stripe line items, the emails' escaping, and the temporary passwords.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { hashPassword, temporaryPassword, verifyPassword } from '../src/learning/learning-platform.js';
import { isSeatLine, newReceiptId } from '../src/fulfilment/fulfil.js';
import { orderEmail, seatEmail } from '../src/mail/templates.js';
import { addMonths, amountDueNow, expectedProviderAmount, monthlyPayment, monthlyShares } from '../src/payments/installments.js';
import type { CreateSessionInput, SessionLine } from '../src/payments/provider.js';
import { checkCard, luhnValid, parseExpiry } from '../src/payments/sandbox-cards.js';
import { stripeLineItems, stripeSessionParams } from '../src/payments/stripe-provider.js';

const NOW = new Date('2026-05-15T12:00:00Z');
const card = (over: Partial<Parameters<typeof checkCard>[0]> = {}) =>
  checkCard({ cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', cardName: 'Dana Reyes', ...over }, NOW);

describe('sandbox cards', () => {
  test('4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined', () => {
    assert.deepEqual(card(), { ok: true, brand: 'Visa', last4: '4242', name: 'Dana Reyes' });
    assert.deepEqual(card({ cardNumber: '4000-0000-0000-0002' }), { ok: false, kind: 'declined', message: 'Your card was declined.' });
    const other = card({ cardNumber: '4111 1111 1111 1111' });
    assert.equal(other.ok, false);
    assert.deepEqual(other, { ok: false, kind: 'declined', message: 'Your card was declined. This test payment page accepts test cards only, such as 4242 4242 4242 4242.' });
    assert.deepEqual(card({ cardNumber: '4000 0000 0000 9995' }), { ok: false, kind: 'declined', message: 'Your card has insufficient funds.' });
  });
  test('the Luhn check, lengths and characters', () => {
    assert.equal(luhnValid('4242424242424242'), true);
    assert.equal(luhnValid('4242424242424241'), false);
    assert.deepEqual(card({ cardNumber: '4242 4242 4242 4241' }), { ok: false, kind: 'invalid', errors: { cardNumber: 'Your card number is invalid.' } });
    assert.equal((card({ cardNumber: '4242 4242' }) as { errors: Record<string, string> }).errors.cardNumber, 'Your card number is incomplete.');
    assert.equal((card({ cardNumber: '4242 abcd' }) as { errors: Record<string, string> }).errors.cardNumber, 'Your card number may contain only digits.');
    assert.equal((card({ cardNumber: '' }) as { errors: Record<string, string> }).errors.cardNumber, 'Enter your card number.');
  });
  test('expiry: formats, month range, the past', () => {
    assert.deepEqual(parseExpiry('12 / 34'), { month: 12, year: 2034 });
    assert.deepEqual(parseExpiry('0534'), { month: 5, year: 2034 });
    assert.deepEqual(parseExpiry('5/2030'), { month: 5, year: 2030 });
    assert.equal(parseExpiry('13/30'), null);
    assert.equal(card({ expiry: '05/26' }).ok, true, 'the current month is still valid');
    assert.match((card({ expiry: '04/26' }) as { errors: Record<string, string> }).errors.expiry, /in the past/);
    assert.match((card({ expiry: '1/' }) as { errors: Record<string, string> }).errors.expiry, /incomplete or invalid/);
  });
  test('CVC length follows the brand; the name is required', () => {
    assert.match((card({ cvc: '12' }) as { errors: Record<string, string> }).errors.cvc, /3 digits/);
    assert.equal(card({ cardNumber: '3782 822463 10005', cvc: '1234' }).ok, true);
    assert.match((card({ cardNumber: '3782 822463 10005', cvc: '123' }) as { errors: Record<string, string> }).errors.cvc, /4 digits/);
    assert.match((card({ cardName: '  ' }) as { errors: Record<string, string> }).errors.cardName, /name on your card/);
  });
});

describe('installments', () => {
  test('the regular monthly payment rounds down (the last takes the remainder); shares add up exactly', () => {
    assert.equal(monthlyPayment(239999, 3), 79999);
    assert.deepEqual(monthlyShares([{ totalAmount: 239999 }], 3), [79999]);
    const shares = monthlyShares([{ totalAmount: 100001 }, { totalAmount: 100001 }], 3);
    assert.equal(shares.reduce((a, b) => a + b, 0), monthlyPayment(200002, 3));
  });
  test('due dates keep the day, clamped to short months', () => {
    assert.equal(addMonths(new Date('2026-01-31T10:00:00Z'), 1).toISOString(), '2026-02-28T10:00:00.000Z');
    assert.equal(addMonths(new Date('2026-11-15T10:00:00Z'), 2).toISOString(), '2027-01-15T10:00:00.000Z');
  });
  test('what each provider reports and what is due now', () => {
    const plan = { provider: 'stripe' as const, paymentType: 'installment' as const, installmentMonths: 3, totalAmount: 149900 };
    assert.equal(expectedProviderAmount(plan), 49966);
    assert.equal(expectedProviderAmount({ ...plan, provider: 'sandbox' }), 149900);
    assert.equal(amountDueNow(plan), 49966);
    assert.equal(amountDueNow({ ...plan, paymentType: 'fullPayment', installmentMonths: 0 }), 149900);
  });
});

const line = (over: Partial<SessionLine>): SessionLine => ({
  productId: 1, productType: 'certification', productDetailType: 'certification', productName: 'BCMAS', productTagLine: 'Board Certification',
  productImage: '/images/product-bcmas.svg', quantity: 1, unitAmount: 239999, discountAmount: 0, totalAmount: 239999, ...over,
});
const input = (over: Partial<CreateSessionInput> = {}): CreateSessionInput => ({
  buyerEmail: 'dana@example.com', buyerSub: 'user|dana', learnerEmail: 'dana@example.com', fullName: 'Dana Reyes', lines: [line({})],
  subtotalAmount: 239999, discountAmount: 0, totalAmount: 239999, currency: 'usd', couponCode: null, paymentType: 'fullPayment',
  installmentMonths: 0, region: 64, licenseHolders: [], utm: {}, siteOrigin: 'https://shop.example.org',
  successUrl: 'https://shop.example.org/success?session_id={CHECKOUT_SESSION_ID}', cancelUrl: 'https://shop.example.org/cancel',
  idempotencyKey: 'k', ...over,
});

describe('stripe line items', () => {
  test('seat price and quantity when the total divides evenly; otherwise one item naming the seats', () => {
    const even = stripeLineItems(input({ lines: [line({ quantity: 3, totalAmount: 3 * 239999 })] }));
    assert.equal(even[0]!.quantity, 3);
    assert.equal(even[0]!.price_data!.unit_amount, 239999);
    assert.deepEqual(even[0]!.price_data!.product_data!.images, ['https://shop.example.org/images/product-bcmas.svg']);
    const plan = stripeLineItems(input({ paymentType: 'installment', installmentMonths: 3, lines: [line({ quantity: 2, unitAmount: 150002, discountAmount: 1, totalAmount: 300003 })] }));
    assert.equal(plan[0]!.quantity, 1);
    assert.equal(plan[0]!.price_data!.unit_amount, 100001);
    assert.match(plan[0]!.price_data!.product_data!.name, /\(2 seats\)/);
    assert.deepEqual(plan[0]!.price_data!.recurring, { interval: 'month', interval_count: 1 });
    const local = stripeLineItems(input({ siteOrigin: 'http://localhost:8080' }));
    assert.deepEqual(local[0]!.price_data!.product_data!.images, [], 'Stripe shows public https images only');
  });
  test('session params: mode, return URLs, metadata', () => {
    const p = stripeSessionParams(input({ couponCode: 'SAVE15' }));
    assert.equal(p.mode, 'payment');
    assert.equal(p.success_url, 'https://shop.example.org/success?session_id={CHECKOUT_SESSION_ID}');
    assert.equal(p.metadata!.productIds, '1');
    assert.equal(p.metadata!.productTypes, 'certification');
    assert.equal(p.metadata!.couponCode, 'SAVE15');
    assert.equal(stripeSessionParams(input({ paymentType: 'installment', installmentMonths: 3 })).mode, 'subscription');
  });
});

describe('emails and accounts', () => {
  const login = { loginEmail: 'dana@example.com', temporaryPassword: 'Abcd-Efgh-Jkmn', loginUrl: 'https://learn.example.org/login' };
  test('the order email escapes what it shows and carries every login detail in both parts', () => {
    const m = orderEmail({
      fullName: '<b>Dana</b> Reyes', receiptId: 'ACMA-1', learnerEmail: 'dana@example.com', items: [{ name: 'A & B <script>', quantity: 2, total: 10 }],
      subtotal: 10, discount: 0, couponCode: null, total: 10, installments: null, login, seats: [], seatsUrl: 'https://shop.example.org/additionalFields', paidAt: NOW,
    });
    assert.doesNotMatch(m.html, /<script>|<b>Dana/);
    assert.match(m.html, /A &amp; B &lt;script&gt;/);
    for (const part of [m.html, m.text]) for (const v of ['dana@example.com', 'Abcd-Efgh-Jkmn', 'https://learn.example.org/login', 'ACMA-1']) assert.ok(part.includes(v), v);
    const seat = seatEmail({ holderName: 'Ann Lee', buyerEmail: 'dana@example.com', productName: 'BCMAS', receiptId: 'ACMA-1', login: { ...login, temporaryPassword: null } });
    assert.match(seat.text, /Password: the one you already use/);
    assert.match(seat.text, /The ACMA account dana@example.com has given you a seat in BCMAS/);
  });
  test('an order of event tickets gives each event\'s date, venue and badge form instead of programs; a mixed order says both', () => {
    const base = {
      fullName: 'Dana Reyes', receiptId: 'ACMA-2', learnerEmail: 'dana@example.com', items: [{ name: 'ACMA Summit 2027', quantity: 1, total: 599.99 }],
      subtotal: 599.99, discount: 0, couponCode: null, total: 599.99, installments: null, login, seats: [], seatsUrl: 'https://shop.example.org/additionalFields', paidAt: NOW,
    };
    const summit = { name: 'ACMA Summit 2027', when: 'Thursday, March 4, 2027, 8:00 AM local time', venue: 'The Wexford Grand, Princeton', badgeUrl: 'https://shop.example.org/summit-conference-badge' };
    const tickets = orderEmail({ ...base, events: [summit], hasPrograms: false });
    assert.match(tickets.subject, /^Your ACMA ticket – receipt ACMA-2$/);
    for (const part of [tickets.html, tickets.text]) {
      assert.doesNotMatch(part, /programs are waiting/);
      for (const v of [summit.when, summit.venue, summit.badgeUrl]) assert.ok(part.includes(v), v);
    }
    assert.match(tickets.text, /your ticket is confirmed/);
    const mixed = orderEmail({ ...base, events: [summit], hasPrograms: true });
    assert.match(mixed.subject, /programs are ready/);
    assert.match(mixed.text, /your ticket is confirmed \(the details are below\) and your programs are waiting on the ACMA learning platform/);
    assert.ok(mixed.text.includes(`When: ${summit.when}`) && mixed.html.includes(summit.badgeUrl));
  });
  test('temporary passwords, hashes, receipt ids, seat lines', async () => {
    const p = temporaryPassword();
    assert.match(p, /^[A-HJ-NP-Za-km-z2-9]{4}-[A-HJ-NP-Za-km-z2-9]{4}-[A-HJ-NP-Za-km-z2-9]{4}$/);
    assert.notEqual(temporaryPassword(), p);
    const hash = await hashPassword(p);
    assert.equal(await verifyPassword(p, hash), true);
    assert.equal(await verifyPassword(`${p}x`, hash), false);
    assert.match(newReceiptId(), /^ACMA-[0-9A-HJKMNP-TV-Z]{10}$/);
    assert.equal(isSeatLine({ productId: 1, quantity: 3 }), true);
    assert.equal(isSeatLine({ productId: 1, quantity: 1 }), false);
    assert.equal(isSeatLine({ productId: 5, quantity: 3 }), false);
  });
});
