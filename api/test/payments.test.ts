// Payment, fulfilment and after the purchase, through the API as the browser and the
// payment provider reach it: the sandbox's hosted page and its signed events, the webhook's
// signature check on the raw body, exactly-once fulfilment (replays, concurrent deliveries, the
// success page first), GET /checkout-success, the login emails, installments and seats.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import Stripe from 'stripe';
import type { OrderHistoryEntry, OrderLine, OrderReceipt, Seat, SeatUpdateResult } from 'shared-api/contract';
import { verifyPassword } from '../src/learning/learning-platform.js';
import { backoffSeconds } from '../src/mail/outbox.js';
import { fixtureSeed } from './fixtures/catalog.js';
import { checkoutBody, count, json, startApi, type TestApi } from './helpers.js';
import { mailCapture, type MailCapture } from './support/mail-capture.js';

const BUYER = 'dana@example.com';
const OTHER = 'kim@example.com';
const PAY_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', cardName: 'Dana Reyes' };
const DECLINE_CARD = { ...PAY_CARD, cardNumber: '4000 0000 0000 0002' };
const PACS = { productId: 2, quantity: 1, productDetailType: 'certification' };
const REPORT = { productId: 5, quantity: 1, productDetailType: 'report' };

let t: TestApi;
let mail: MailCapture;
let buyerToken: string;
let otherToken: string;

before(async () => {
  mail = mailCapture();
  t = await startApi({
    seed: fixtureSeed,
    overrides: { purchase: { mail: { transport: mail.transport }, outbox: { pollMs: 60_000 }, sandboxRetryDelaysMs: [] } },
  });
  buyerToken = await t.jwks.token(BUYER, { name: 'Dana Reyes' });
  otherToken = await t.jwks.token(OTHER);
});
after(async () => {
  await t?.close();
});
// a previous test's emails still being sent would land after the clear: wait for the outbox first
beforeEach(async () => {
  await t.app.purchase.outbox.idle();
  mail.clear();
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

const orderBody = (over: Record<string, unknown> = {}) => checkoutBody({ fullName: 'Dana Reyes', email: BUYER }, { products: [PACS], ...over });

/** POST /stripe-checkout as the browser does; returns the session id and the hosted page's URL. */
async function openSession(token = buyerToken, over: Record<string, unknown> = {}): Promise<{ sessionId: string; url: string }> {
  const r = await t.inject({ method: 'POST', url: '/api/stripe-checkout', headers: auth(token), payload: orderBody(over) });
  assert.equal(r.statusCode, 201, r.body);
  return json<{ sessionId: string; url: string }>(r);
}

const payPath = (url: string) => new URL(url).pathname;

/** Submits the hosted page's form. */
function submitCard(url: string, card: Record<string, string>, action = 'pay') {
  return t.inject({
    method: 'POST', url: payPath(url), headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...card, action }).toString(),
  });
}

function checkoutSuccess(sessionId: string, token = buyerToken) {
  return t.inject({ method: 'GET', url: `/api/checkout-success?session_id=${encodeURIComponent(sessionId)}`, headers: auth(token) });
}

/** The checkout.session.completed event for a session, signed with the webhook secret (or another). */
function signedEvent(sessionId: string, secret = t.app.purchase.payments.webhookSecret) {
  const payload = JSON.stringify({
    id: `evt_test_${Math.random().toString(36).slice(2)}`, object: 'event', type: 'checkout.session.completed', created: Math.floor(Date.now() / 1000),
    data: { object: { id: sessionId, object: 'checkout.session', payment_status: 'paid', status: 'complete' } },
  });
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

function deliver(e: { payload: string; signature: string }) {
  return t.inject({ method: 'POST', url: '/api/webhooks/stripe', headers: { 'content-type': 'application/json', 'stripe-signature': e.signature }, payload: e.payload });
}

/** The session as the sandbox provider would report it after a payment (without delivering the event). */
async function markPaidAtProvider(sessionId: string) {
  await t.db.query("UPDATE checkout_sessions SET status = 'complete', payment_status = 'paid' WHERE id = $1", [sessionId]);
}

async function ordersOf(sessionId: string) {
  return t.db.query<{ id: number; receipt_id: string; payment_mode: string; total: number; provider: string }>(
    'SELECT id, receipt_id, payment_mode, total, provider FROM orders WHERE session_id = $1', [sessionId]);
}

const emailsSent = async () => {
  await t.app.purchase.outbox.idle();
  return mail.sent;
};

describe('sandbox hosted payment page', () => {
  test('shows the amount, the items and a labelled card form, with a CSP that allows no script', async () => {
    const { url } = await openSession();
    const r = await t.inject({ method: 'GET', url: payPath(url) });
    assert.equal(r.statusCode, 200);
    const csp = String(r.headers['content-security-policy']);
    assert.match(csp, /default-src 'none'/);
    assert.doesNotMatch(csp, /script-src/);
    assert.doesNotMatch(r.body, /<script/i);
    assert.match(r.body, /\$1,499\.00/);
    assert.match(r.body, /Prior Authorization Certified Specialist \(PACS\)/);
    for (const [id, label] of [['cardNumber', 'Card number'], ['expiry', 'Expiration'], ['cvc', 'CVC'], ['cardName', 'Name on card']]) {
      assert.match(r.body, new RegExp(`<label for="${id}">${label}`));
      assert.match(r.body, new RegExp(`<input id="${id}" name="${id}"`));
    }
    assert.match(r.body, /<button class="pay" type="submit" name="action" value="pay">Pay \$1,499\.00<\/button>/);
    assert.match(r.body, /value="cancel" formnovalidate>Cancel<\/button>/);
    // the store's icon (served by the site at /favicon.ico), allowed by the page's img-src 'self'
    assert.match(r.body, /<link rel="icon" href="\/favicon.ico"/);
    assert.match(csp, /img-src 'self'/);
  });

  test('4242 4242 4242 4242 pays: redirect to the success page, one order, one email with the login details', async () => {
    const { sessionId, url } = await openSession();
    const r = await submitCard(url, PAY_CARD);
    assert.equal(r.statusCode, 303);
    const location = new URL(String(r.headers.location));
    assert.equal(location.pathname, '/success');
    assert.equal(location.searchParams.get('session_id'), sessionId);

    const [order] = await ordersOf(sessionId);
    assert.ok(order, 'the signed event was delivered and fulfilled');
    assert.equal(order.provider, 'sandbox');
    assert.equal(Number(order.total), 1499);

    const sent = await emailsSent();
    assert.equal(sent.length, 1);
    const m = sent[0]!;
    assert.equal(m.to, BUYER);
    assert.match(m.subject, new RegExp(order.receipt_id));
    const password = /Temporary password: (\S+)/.exec(m.text)?.[1];
    assert.ok(password, m.text);
    for (const part of [m.text, m.html]) {
      assert.ok(part.includes(BUYER));
      assert.ok(part.includes(password!));
      assert.ok(part.includes('https://learn.medicalaffairs-council.org/login'));
      assert.ok(part.includes('Prior Authorization Certified Specialist (PACS)'));
      assert.ok(part.includes(order.receipt_id));
    }
    // Only the hash is stored, and it matches the emailed password.
    const [account] = await t.db.query<{ password_hash: string }>('SELECT password_hash FROM learning_accounts WHERE email = $1', [BUYER]);
    assert.ok(!account!.password_hash.includes(password!));
    assert.equal(await verifyPassword(password!, account!.password_hash), true);
    const enrolments = await t.db.query('SELECT 1 FROM learning_enrolments WHERE email = $1 AND order_id = $2 AND product_id = 2', [BUYER, order.id]);
    assert.equal(enrolments.length, 1);
    // The sent email's body (it holds the password) is not kept in the outbox.
    const [row] = await t.db.query<{ status: string; html_body: string | null }>('SELECT status, html_body FROM email_outbox WHERE dedupe_key = $1', [`order:${sessionId}`]);
    assert.deepEqual(row, { status: 'sent', html_body: null });

    const success = await checkoutSuccess(sessionId);
    assert.equal(success.statusCode, 200);
    const lines = json<OrderLine[]>(success);
    assert.equal(lines.length, 1);
    assert.equal(lines[0]!.name, 'Prior Authorization Certified Specialist (PACS)');
    assert.equal(lines[0]!.total, 1499);
    assert.deepEqual(lines[0]!.metadata, { productId: 2, productType: 'certification' });
    assert.equal(lines[0]!.images.length, 1);
    assert.ok(Math.abs(lines[0]!.created - Date.now() / 1000) < 60);

    // A second Pay (double click, back button) charges nothing more and goes to the same success page.
    const again = await submitCard(url, PAY_CARD);
    assert.equal(again.statusCode, 303);
    assert.equal(await count(t.db, 'sandbox_payments WHERE session_id = ' + `'${sessionId}'`), 1);
    assert.equal((await ordersOf(sessionId)).length, 1);
    assert.equal((await emailsSent()).length, 1);
    const page = await t.inject({ method: 'GET', url: payPath(url) });
    assert.match(page.body, /This payment is complete/);
  });

  test('4000 0000 0000 0002 is declined with a message: no order, no email, the session stays unpaid', async () => {
    const { sessionId, url } = await openSession();
    const r = await submitCard(url, DECLINE_CARD);
    assert.equal(r.statusCode, 402);
    // the whole alert, so that a different decline (e.g. the "test cards only" one) is noticed
    assert.equal(/<div class="alert bad" role="alert" id="payment-error">([^<]*)<\/div>/.exec(r.body)?.[1], 'Your card was declined.');
    assert.equal((await ordersOf(sessionId)).length, 0);
    assert.equal((await emailsSent()).length, 0);
    const s = await checkoutSuccess(sessionId);
    assert.equal(s.statusCode, 409);
    assert.match(json(s).message as string, /not been completed/);
  });

  test('a number failing the Luhn check, a past expiry and a short CVC are refused with messages', async () => {
    const { sessionId, url } = await openSession();
    const r = await submitCard(url, { cardNumber: '4242 4242 4242 4241', expiry: '01 / 20', cvc: '12', cardName: '' });
    assert.equal(r.statusCode, 422);
    assert.match(r.body, /Your card number is invalid\./);
    assert.match(r.body, /Your card&#39;s expiration date is in the past\./);
    assert.match(r.body, /Your card&#39;s security code must be 3 digits\./);
    assert.match(r.body, /Enter the name on your card\./);
    assert.match(r.body, /aria-invalid="true"/);
    assert.doesNotMatch(r.body, /value="12"/, 'the CVC is never echoed back');
    assert.equal((await ordersOf(sessionId)).length, 0);
  });

  test('Cancel returns to /cancel and charges nothing', async () => {
    const { sessionId, url } = await openSession();
    const r = await submitCard(url, {}, 'cancel');
    assert.equal(r.statusCode, 303);
    assert.equal(new URL(String(r.headers.location)).pathname, '/cancel');
    assert.equal((await ordersOf(sessionId)).length, 0);
  });

  test('an unknown session id is a 404 page', async () => {
    const r = await t.inject({ method: 'GET', url: '/api/sandbox/pay/cs_sandbox_unknown' });
    assert.equal(r.statusCode, 404);
    assert.match(r.body, /Payment page not found/);
  });
});

describe('POST /api/webhooks/stripe', () => {
  test('a bad or missing signature is a 400 and writes nothing', async () => {
    const { sessionId } = await openSession();
    await markPaidAtProvider(sessionId);
    const orders = await count(t.db, 'orders');
    const emails = await count(t.db, 'email_outbox');
    const forged = signedEvent(sessionId, 'whsec_not_the_secret');
    const r1 = await deliver(forged);
    assert.equal(r1.statusCode, 400);
    assert.match(json(r1).message as string, /signature verification failed/);
    const good = signedEvent(sessionId);
    const r2 = await deliver({ payload: good.payload.replace('"paid"', '"paid" '), signature: good.signature });
    assert.equal(r2.statusCode, 400, 'a body changed after signing does not verify');
    const r3 = await t.inject({ method: 'POST', url: '/api/webhooks/stripe', headers: { 'content-type': 'application/json' }, payload: good.payload });
    assert.equal(r3.statusCode, 400);
    assert.match(json(r3).message as string, /Stripe-Signature/);
    assert.equal(await count(t.db, 'orders'), orders);
    assert.equal(await count(t.db, 'email_outbox'), emails);
    assert.equal((await emailsSent()).length, 0);
  });

  test('a replayed event ends with one order and one email', async () => {
    const { sessionId } = await openSession();
    await markPaidAtProvider(sessionId);
    const e = signedEvent(sessionId);
    const first = await deliver(e);
    assert.equal(first.statusCode, 200);
    assert.equal(json(first).outcome, 'fulfilled');
    const second = await deliver(e);
    assert.equal(second.statusCode, 200);
    assert.equal(json(second).outcome, 'already');
    assert.equal((await deliver(signedEvent(sessionId))).statusCode, 200, 'a new event for the same session');
    assert.equal((await ordersOf(sessionId)).length, 1);
    assert.equal(await count(t.db, `order_lines WHERE order_id = ${(await ordersOf(sessionId))[0]!.id}`), 1);
    assert.equal((await emailsSent()).length, 1);
  });

  test('two concurrent deliveries end with one order and one email', async () => {
    const { sessionId } = await openSession();
    await markPaidAtProvider(sessionId);
    const results = await Promise.all([deliver(signedEvent(sessionId)), deliver(signedEvent(sessionId)), checkoutSuccess(sessionId)]);
    assert.deepEqual(results.map((r) => r.statusCode), [200, 200, 200]);
    const outcomes = results.slice(0, 2).map((r) => json(r).outcome);
    assert.ok(outcomes.every((o) => o === 'fulfilled' || o === 'already'), String(outcomes));
    assert.ok(outcomes.filter((o) => o === 'fulfilled').length <= 1);
    assert.equal((await ordersOf(sessionId)).length, 1);
    assert.equal((await emailsSent()).length, 1);
    assert.equal(await count(t.db, `learning_enrolments WHERE order_id = ${(await ordersOf(sessionId))[0]!.id}`), 1);
  });

  test('an event for a session the provider reports unpaid fulfils nothing (the event body is not trusted)', async () => {
    const { sessionId } = await openSession();
    const r = await deliver(signedEvent(sessionId));
    assert.equal(r.statusCode, 200);
    assert.equal(json(r).outcome, 'unpaid');
    assert.equal((await ordersOf(sessionId)).length, 0);
  });

  test('other event types are acknowledged and ignored', async () => {
    const payload = JSON.stringify({ id: 'evt_x', object: 'event', type: 'customer.created', data: { object: { id: 'cus_1', object: 'customer' } } });
    const r = await deliver({ payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: t.app.purchase.payments.webhookSecret }) });
    assert.equal(r.statusCode, 200);
    assert.equal(json(r).outcome, 'ignored');
  });
});

describe('GET /api/checkout-success', () => {
  test('the success page before the webhook fulfils the order; the late webhook adds nothing', async () => {
    const { sessionId } = await openSession();
    await markPaidAtProvider(sessionId);
    const r = await checkoutSuccess(sessionId);
    assert.equal(r.statusCode, 200);
    assert.equal(json<OrderLine[]>(r)[0]!.metadata.productId, 2);
    assert.equal((await ordersOf(sessionId)).length, 1);
    const late = await deliver(signedEvent(sessionId));
    assert.equal(json(late).outcome, 'already');
    assert.equal((await ordersOf(sessionId)).length, 1);
    assert.equal((await emailsSent()).length, 1);
    // Reloading the success page reads the same order.
    assert.deepEqual(json(await checkoutSuccess(sessionId)), json(r));
  });

  test("another user's session is a 404, as is an unknown one", async () => {
    const { sessionId, url } = await openSession();
    await submitCard(url, PAY_CARD);
    const foreign = await checkoutSuccess(sessionId, otherToken);
    assert.equal(foreign.statusCode, 404);
    assert.match(json(foreign).message as string, /belongs to your account/);
    assert.equal((await checkoutSuccess('cs_sandbox_nope')).statusCode, 404);
  });

  test('an unpaid session is a 409 with a reason; bad input is a 400; no token is a 401', async () => {
    const { sessionId } = await openSession();
    const r = await checkoutSuccess(sessionId);
    assert.equal(r.statusCode, 409);
    assert.match(json(r).message as string, /has not been completed/);
    assert.equal((await ordersOf(sessionId)).length, 0);
    assert.equal((await checkoutSuccess('bad id!')).statusCode, 400);
    assert.equal((await t.inject({ method: 'GET', url: `/api/checkout-success?session_id=${sessionId}` })).statusCode, 401);
  });

  test('the order shows in the order history as a one-time payment', async () => {
    const { sessionId, url } = await openSession(buyerToken, { products: [REPORT] });
    await submitCard(url, PAY_CARD);
    const [order] = await ordersOf(sessionId);
    const h = await t.inject({ method: 'GET', url: `/api/order-history?email=${BUYER}`, headers: auth(buyerToken) });
    const entry = json<OrderHistoryEntry[]>(h).find((e) => e.recieptId === order!.receipt_id);
    assert.ok(entry);
    assert.equal(entry.paymentMode, 'payment');
    assert.equal(entry.productName, 'MSL Compensation Report');
    assert.equal(entry.productTotal, 299.99);
  });
});

describe('GET /api/checkout-success: the learning-platform login, as the email said it', () => {
  const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  /** The login email of a session's order, once sent. */
  const loginEmailOf = async (to: string) => {
    const sent = (await emailsSent()).filter((m) => m.to === to);
    assert.equal(sent.length, 1, `one login email to ${to}`);
    return sent[0]!;
  };

  test('a new account: the temporary password; the next order of the same learner: the password it has, whoever fulfils first', async () => {
    const learner = `lee.${unique()}@example.com`;
    const token = await t.jwks.token(learner, { name: 'Lee Park' });
    const body = { fullName: 'Lee Park', email: learner };

    // the success page before the webhook: it fulfils the order, and says what the email it queued says
    const first = await openSession(token, checkoutBody(body, { products: [REPORT] }));
    await markPaidAtProvider(first.sessionId);
    const r1 = await checkoutSuccess(first.sessionId, token);
    assert.equal(r1.statusCode, 200, r1.body);
    assert.deepEqual(json<OrderLine[]>(r1)[0]!.login, { email: learner, toBuyer: true, newAccount: true });
    assert.match((await loginEmailOf(learner)).text, /Temporary password: \S+/);
    const late = await deliver(signedEvent(first.sessionId));
    assert.equal(json(late).outcome, 'already');
    assert.deepEqual(json(await checkoutSuccess(first.sessionId, token)), json(r1), 'the late webhook changes nothing the page says');
    mail.clear();

    // the webhook first (the sandbox delivers it when the card is paid): the account exists now
    const second = await openSession(token, checkoutBody(body, { products: [PACS] }));
    await submitCard(second.url, PAY_CARD);
    const r2 = await checkoutSuccess(second.sessionId, token);
    assert.equal(r2.statusCode, 200, r2.body);
    assert.deepEqual(json<OrderLine[]>(r2)[0]!.login, { email: learner, toBuyer: true, newAccount: false });
    const m2 = await loginEmailOf(learner);
    assert.doesNotMatch(m2.text, /Temporary password/);
    assert.match(m2.text, /Password: the one you already use on the learning platform/);
    // the first order still says what its own email said
    assert.equal(json<OrderLine[]>(await checkoutSuccess(first.sessionId, token))[0]!.login!.newAccount, true);
  });

  test('bought for someone else: the login went to them, the page says so; a line of seats has none', async () => {
    const buyer = `sam.${unique()}@example.com`;
    const learner = `ari.${unique()}@example.com`;
    const token = await t.jwks.token(buyer, { name: 'Sam Lee' });
    const { sessionId, url } = await openSession(token, checkoutBody({ fullName: 'Ari Cole', email: learner }, {
      products: [REPORT, { productId: 1, quantity: 2, productDetailType: 'certification' }],
      purchaseObj: { region: 64, extraCert: [1, 2].map((n) => ({ productId: 1, name: `Seat Holder ${n}`, email: '', id: 64 })) },
    }));
    await submitCard(url, PAY_CARD);
    const r = await checkoutSuccess(sessionId, token);
    assert.equal(r.statusCode, 200, r.body);
    const [report, seats] = json<OrderLine[]>(r);
    assert.deepEqual(report!.login, { email: learner, toBuyer: false, newAccount: true });
    assert.equal(seats!.login, undefined, 'seats are handed out one by one, each holder with a login of their own');
    assert.match((await loginEmailOf(learner)).text, /Temporary password: \S+/);
  });

  test('an order from before the fact was recorded: login without newAccount (the page then names only where the details are)', async () => {
    const learner = `old.${unique()}@example.com`;
    const token = await t.jwks.token(learner);
    const { sessionId, url } = await openSession(token, checkoutBody({ fullName: 'Old Order', email: learner }, { products: [REPORT] }));
    await submitCard(url, PAY_CARD);
    await t.db.query('UPDATE orders SET learner_account_created = NULL WHERE session_id = $1', [sessionId]);
    assert.deepEqual(json<OrderLine[]>(await checkoutSuccess(sessionId, token))[0]!.login, { email: learner, toBuyer: true, newAccount: null });
  });
});

describe('GET /api/orders/:receiptNumber (the printable receipt)', () => {
  test("the owner gets the order's receipt: number, date, buyer, lines, discount, total, payment status, the council", async () => {
    const { sessionId, url } = await openSession(buyerToken, { products: [REPORT, PACS] });
    await submitCard(url, PAY_CARD);
    const [order] = await ordersOf(sessionId);
    const r = await t.inject({ method: 'GET', url: `/api/orders/${order!.receipt_id.toLowerCase()}`, headers: auth(buyerToken) });
    assert.equal(r.statusCode, 200, r.body);
    assert.equal(r.headers['cache-control'], 'private, no-store');
    const receipt = json<OrderReceipt>(r);
    assert.equal(receipt.receiptNumber, order!.receipt_id);
    assert.ok(Math.abs(Date.parse(receipt.created) - Date.now()) < 60_000);
    assert.equal(receipt.status, 'paid');
    assert.equal(receipt.paymentStatus, 'Paid in full');
    assert.deepEqual(receipt.buyer, { name: 'Dana Reyes', email: BUYER, learnerEmail: null });
    assert.deepEqual(receipt.lines.map((l) => [l.productName, l.quantity, l.unitPrice, l.total]), [
      ['MSL Compensation Report', 1, 299.99, 299.99], ['Prior Authorization Certified Specialist (PACS)', 1, 1499, 1499]]);
    assert.equal(receipt.subtotal, 1798.99);
    assert.equal(receipt.discount, 0);
    assert.deepEqual(receipt.taxes, []);
    assert.equal(receipt.total, 1798.99);
    assert.equal(receipt.currency, 'USD');
    assert.equal(receipt.seller.name, 'Accreditation Council for Medical Affairs');
    assert.ok(receipt.seller.address.length >= 2);
  });

  test("an installment order's receipt says how much is paid and what is due next", async () => {
    const { sessionId, url } = await openSession(buyerToken, { paymentType: 'installment', subscriptionMonth: 3 });
    await submitCard(url, PAY_CARD);
    const [order] = await ordersOf(sessionId);
    const receipt = json<OrderReceipt>(await t.inject({ method: 'GET', url: `/api/orders/${order!.receipt_id}`, headers: auth(buyerToken) }));
    assert.equal(receipt.paymentMode, 'subscription');
    assert.match(receipt.paymentStatus, /^Installment plan: 1 of 3 payments made; next \$499\.66 due \w+ \d{1,2}, \d{4}$/);
    assert.deepEqual(receipt.installments.map((i) => [i.number, i.amount, i.status]), [[1, 499.66, 'paid'], [2, 499.66, 'scheduled'], [3, 499.68, 'scheduled']]);
  });

  test('with a promotion, the payment page, the email and the receipt read as arithmetic: lines at their price, the discount once, the total', async () => {
    const BCMAS = { productId: 1, quantity: 1, productDetailType: 'certification' };
    const { sessionId, url } = await openSession(buyerToken, { products: [BCMAS, REPORT], couponCode: 'bcmas100' });
    const page = (await t.inject({ method: 'GET', url: payPath(url) })).body;
    const amounts = [...page.matchAll(/<li>.*?<span>(\$[\d,.]+)<\/span><\/li>/g)].map((m) => m[1]);
    assert.deepEqual(amounts, ['$2,399.99', '$299.99'], 'each line at its price before the promotion');
    assert.match(page, /<span>Subtotal<\/span><span>\$2,699\.98<\/span>/);
    assert.match(page, /<span>Discount \(BCMAS100\)<\/span><span>−\$100\.00<\/span>/);
    assert.match(page, /<span>Total due<\/span><span>\$2,599\.98<\/span>/);
    await submitCard(url, PAY_CARD);
    const [m] = await emailsSent();
    const receiptPart = m!.text.slice(m!.text.indexOf('YOUR RECEIPT'));
    assert.match(receiptPart, /- Board Certified Medical Affairs Specialist \(BCMAS\): \$2,399\.99\n- MSL Compensation Report: \$299\.99\nSubtotal: \$2,699\.98\nDiscount \(BCMAS100\): -\$100\.00\nTotal: \$2,599\.98 USD/);
    assert.equal((m!.html.match(/\$100\.00/g) ?? []).length, 1, 'the discount is listed once in the HTML part');
    const [order] = await ordersOf(sessionId);
    const receipt = json<OrderReceipt>(await t.inject({ method: 'GET', url: `/api/orders/${order!.receipt_id}`, headers: auth(buyerToken) }));
    const cents = (d: number) => Math.round(d * 100);
    const gross = receipt.lines.reduce((s, l) => s + cents(l.unitPrice) * l.quantity, 0);
    assert.equal(gross, cents(receipt.subtotal));
    assert.equal(cents(receipt.subtotal) - cents(receipt.discount), cents(receipt.total));
    assert.equal(receipt.lines.reduce((s, l) => s + cents(l.discount), 0), cents(receipt.discount));
    assert.equal(receipt.couponCode, 'BCMAS100');
    assert.deepEqual([receipt.subtotal, receipt.discount, receipt.total], [2699.98, 100, 2599.98]);
    const history = json<OrderHistoryEntry[]>(await t.inject({ method: 'GET', url: `/api/order-history?email=${BUYER}`, headers: auth(buyerToken) }))
      .filter((e) => e.recieptId === order!.receipt_id);
    assert.deepEqual(history.map((e) => [e.productPrice, e.productDiscount, e.productTotal]), [[2399.99, 100, 2299.99], [299.99, 0, 299.99]]);
  });

  test("another account's receipt is a 404 like an unknown number; no token is a 401; a malformed number a 400", async () => {
    const { sessionId, url } = await openSession(buyerToken, { products: [REPORT] });
    await submitCard(url, PAY_CARD);
    const [order] = await ordersOf(sessionId);
    const other = await t.inject({ method: 'GET', url: `/api/orders/${order!.receipt_id}`, headers: auth(otherToken) });
    assert.equal(other.statusCode, 404);
    assert.equal(json(other).message, 'There is no order with this receipt number in your account.');
    assert.ok(!other.body.includes(order!.receipt_id), "the answer holds nothing of the owner's");
    const unknown = await t.inject({ method: 'GET', url: '/api/orders/ACMA-0000000000', headers: auth(buyerToken) });
    assert.equal(unknown.statusCode, 404);
    assert.equal((await t.inject({ method: 'GET', url: `/api/orders/${order!.receipt_id}` })).statusCode, 401);
    assert.equal((await t.inject({ method: 'GET', url: '/api/orders/not-a-receipt', headers: auth(buyerToken) })).statusCode, 400);
  });
});

describe('installments', () => {
  test('3 monthly installments adding up to the order: the page charges one, the schedule records three, the first paid', async () => {
    const { sessionId, url } = await openSession(buyerToken, { paymentType: 'installment', subscriptionMonth: 3 });
    const page = await t.inject({ method: 'GET', url: payPath(url) });
    // $1,499.00 = $499.66 + $499.66 + $499.68: the last payment takes the remainder
    assert.match(page.body, /Pay today<\/span>\$499\.66/);
    assert.match(page.body, /Then \$499\.66 and \$499\.68 in the next 2 months \(3 payments in total, order total \$1,499\.00\)/);
    await submitCard(url, PAY_CARD);
    const [order] = await ordersOf(sessionId);
    assert.equal(order!.payment_mode, 'subscription');
    const plan = await t.db.query<{ number: number; amount_cents: number; status: string; due_at: Date }>(
      'SELECT number, amount_cents, status, due_at FROM payment_installments WHERE order_id = $1 ORDER BY number', [order!.id]);
    assert.deepEqual(plan.map((p) => [p.number, p.amount_cents, p.status]), [[1, 49966, 'paid'], [2, 49966, 'scheduled'], [3, 49968, 'scheduled']]);
    const months = plan.map((p) => new Date(p.due_at).getUTCMonth());
    assert.equal((months[1]! - months[0]! + 12) % 12, 1);
    const [sandbox] = await t.db.query<{ amount_cents: number; subscription_ref: string }>('SELECT amount_cents, subscription_ref FROM sandbox_payments WHERE session_id = $1', [sessionId]);
    assert.equal(sandbox!.amount_cents, 49966);
    assert.match(sandbox!.subscription_ref, /^sub_sandbox_/);
    const [m] = await emailsSent();
    assert.match(m!.text, /Paid in 3 monthly installments: \$499\.66 charged today, then \$499\.66 and \$499\.68 in the next 2 months\./);
  });
});

describe('seats of a multi-seat certification', () => {
  const holders = [
    { productId: 1, name: 'Ann Lee', email: 'ann@example.com', id: 70 },
    { productId: 1, name: 'Ben Cho', email: 'ben@example.com', id: 64 },
    { productId: 1, name: 'Cy Dorn', email: '', id: 64 },
  ];

  test('each holder with an email gets their own login email; the buyer assigns and changes seats later', async () => {
    const { sessionId, url } = await openSession(buyerToken, {
      products: [{ productId: 1, quantity: 3, productDetailType: 'certification' }], purchaseObj: { region: 64, extraCert: holders },
    });
    await submitCard(url, PAY_CARD);
    const sent = await emailsSent();
    assert.deepEqual(sent.map((m) => m.to).sort(), ['ann@example.com', 'ben@example.com', BUYER].sort());
    const ann = mail.to('ann@example.com')[0]!;
    assert.match(ann.subject, /Your seat in Board Certified Medical Affairs Specialist/);
    assert.match(ann.text, /Login email: ann@example.com/);
    assert.match(ann.text, /Temporary password: \S+/);
    assert.match(mail.to(BUYER)[0]!.text, /3 seats, 1 still to assign/);

    const list = await t.inject({ method: 'GET', url: '/api/seats', headers: auth(buyerToken) });
    const receiptId = (await ordersOf(sessionId))[0]!.receipt_id;
    const seats = json<Seat[]>(list).filter((s) => s.receiptId === receiptId);
    assert.deepEqual(seats.map((s) => [s.seatNumber, s.name, s.email, s.regionId, s.needsRegion, s.seatCount]), [
      [1, 'Ann Lee', 'ann@example.com', 70, true, 3], [2, 'Ben Cho', 'ben@example.com', 64, true, 3], [3, 'Cy Dorn', '', 64, true, 3],
    ]);
    assert.equal(json<Seat[]>(await t.inject({ method: 'GET', url: '/api/seats', headers: auth(otherToken) })).length, 0);

    mail.clear();
    const put = (seatId: number, body: unknown, token = buyerToken) =>
      t.inject({ method: 'PUT', url: `/api/seats/${seatId}`, headers: auth(token), payload: body as object });
    const third = seats[2]!.seatId;
    const assigned = await put(third, { name: 'Cy Dorn', email: 'CY@example.com', regionId: 68 });
    assert.equal(assigned.statusCode, 200, assigned.body);
    const res = json<SeatUpdateResult>(assigned);
    assert.equal(res.emailSent, true);
    assert.equal(res.seat.email, 'cy@example.com');
    assert.equal(res.seat.regionId, 68);
    assert.equal((await put(third, { name: 'Cy Dorn-Smith', email: 'cy@example.com', regionId: 68 })).statusCode, 200);
    assert.deepEqual((await emailsSent()).map((m) => m.to), ['cy@example.com'], 'saving the same holder again sends nothing');

    // Handing seat 1 to someone else: the new holder gets a login email, the old enrolment ends.
    mail.clear();
    const moved = json<SeatUpdateResult>(await put(seats[0]!.seatId, { name: 'Dee Park', email: 'dee@example.com', regionId: 70 }));
    assert.equal(moved.emailSent, true);
    assert.deepEqual((await emailsSent()).map((m) => m.to), ['dee@example.com']);
    const [annEnrolment] = await t.db.query<{ active: boolean }>("SELECT active FROM learning_enrolments WHERE email = 'ann@example.com' AND product_id = 1");
    assert.equal(annEnrolment!.active, false);

    // Refusals: another buyer's seat, bad email, missing region, a holder already seated, unknown id.
    const before = await count(t.db, 'email_outbox');
    assert.equal((await put(third, { name: 'X', email: 'x@example.com', regionId: 64 }, otherToken)).statusCode, 404);
    const badEmail = await put(third, { name: 'X', email: 'not-an-email', regionId: 64 });
    assert.equal(badEmail.statusCode, 400);
    assert.match(json(badEmail).message as string, /Please ensure email is valid/);
    const noRegion = await put(third, { name: 'X', email: 'x@example.com' });
    assert.equal(noRegion.statusCode, 400);
    assert.match(json(noRegion).message as string, /region/);
    const dup = await put(third, { name: 'Ben', email: 'ben@example.com', regionId: 64 });
    assert.equal(dup.statusCode, 400);
    assert.match(json(dup).message as string, /already holds a seat/);
    assert.equal((await put(999999, { name: 'X', email: 'x@example.com', regionId: 64 })).statusCode, 404);
    assert.equal(await count(t.db, 'email_outbox'), before);
    const [seatNow] = await t.db.query<{ holder_email: string }>('SELECT holder_email FROM order_seats WHERE id = $1', [third]);
    assert.equal(seatNow!.holder_email, 'cy@example.com');
  });
});

describe('email outbox', () => {
  test('an SMTP failure is retried later; the order is not affected and the email goes out once', async () => {
    const { sessionId, url } = await openSession(buyerToken, { products: [REPORT], email: 'lee@example.com' });
    mail.failNext(1);
    await submitCard(url, PAY_CARD);
    assert.equal((await ordersOf(sessionId)).length, 1);
    await t.app.purchase.outbox.idle();
    const [row] = await t.db.query<{ status: string; attempts: number; last_error: string }>(
      'SELECT status, attempts, last_error FROM email_outbox WHERE dedupe_key = $1', [`order:${sessionId}`]);
    assert.equal(row!.status, 'pending');
    assert.equal(row!.attempts, 1);
    assert.match(row!.last_error, /ECONNREFUSED/);
    assert.equal(mail.to('lee@example.com').length, 0);
    // Due now (as if the backoff had passed): the next round sends it, once.
    await t.db.query("UPDATE email_outbox SET next_attempt_at = now() - interval '1 second' WHERE dedupe_key = $1", [`order:${sessionId}`]);
    await t.app.purchase.outbox.sendDue();
    await t.app.purchase.outbox.sendDue();
    assert.equal(mail.to('lee@example.com').length, 1);
    // The payer's own receipt (bought for someone else) carries no password.
    const receipt = mail.to(BUYER).find((m) => m.subject.startsWith('Your ACMA receipt'));
    assert.ok(receipt);
    assert.doesNotMatch(receipt.text, /Temporary password/);
    assert.match(receipt.text, /sent to lee@example.com/);
    assert.ok(backoffSeconds(1) >= 30 && backoffSeconds(3) > backoffSeconds(2));
  });
});
