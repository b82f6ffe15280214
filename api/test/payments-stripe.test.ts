// The Stripe provider, offline: the real `stripe` SDK pointed (host, port, protocol) at a local
// imitation of the Checkout Sessions and Subscriptions endpoints, and events signed with the SDK's
// own test helper — the same path a production deployment takes with STRIPE_SECRET_KEY and
// STRIPE_WEBHOOK_SECRET.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import Stripe from 'stripe';
import type { OrderLine } from 'shared-api/contract';
import { monthlyShares } from '../src/payments/installments.js';
import { loadConfig } from '../src/config.js';
import { json, type TestApi } from './helpers.js';
import type { MailCapture } from './support/mail-capture.js';
import { startStripeApi } from './support/stripe-api.js';
import { startStripeImitation, type StripeImitation } from './support/stripe-imitation.js';

/** The payment settings as the server gets them: the environment read by the one configuration. */
const paymentOptionsFromEnv = (env: NodeJS.ProcessEnv) => loadConfig(env, { port: 4000 }).payments;

const BUYER = 'dana@example.com';
const WEBHOOK_SECRET = 'whsec_test_imitation_secret';
const PACS = { productId: 2, quantity: 1, productDetailType: 'certification' };
const REPORT = { productId: 5, quantity: 2, productDetailType: 'report' };

let t: TestApi;
let stripe: StripeImitation;
let mail: MailCapture;
let token: string;

before(async () => {
  stripe = await startStripeImitation();
  ({ t, mail } = await startStripeApi(stripe.port, { secretKey: 'sk_test_imitation', webhookSecret: WEBHOOK_SECRET }));
  token = await t.jwks.token(BUYER);
});
after(async () => {
  await t?.close();
  await stripe?.close();
});
// a previous test's emails still being sent would land after the clear: wait for the outbox first
beforeEach(async () => {
  await t.app.purchase.outbox.idle();
  mail.clear();
});

async function checkout(over: Record<string, unknown> = {}) {
  const r = await t.inject({
    method: 'POST', url: '/api/stripe-checkout', headers: { authorization: `Bearer ${token}`, host: 'shop.example.org' },
    payload: {
      termsAgreed: true, fullName: 'Dana Reyes', email: BUYER, products: [PACS], purchaseObj: { extraCert: [] },
      paymentType: 'fullPayment', couponCode: '', subscriptionMonth: 0, params: {}, ...over,
    },
  });
  assert.equal(r.statusCode, 201, r.body);
  return json<{ sessionId: string; url: string }>(r);
}

function deliver(payload: string, secret = WEBHOOK_SECRET) {
  return t.inject({
    method: 'POST', url: '/api/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }) },
    payload,
  });
}

const creates = () => stripe.seen.filter((s) => s.method === 'POST' && s.path === '/v1/checkout/sessions');

describe('stripe provider', () => {
  test('creates a Checkout Session priced by the server, with metadata, return URLs and an idempotency key', async () => {
    const before = creates().length;
    const { sessionId, url } = await checkout({ products: [PACS, REPORT] });
    assert.match(sessionId, /^cs_test_/);
    assert.equal(url, `${stripe.url}/pay/${sessionId}`);
    const req = creates().at(-1)!;
    assert.equal(creates().length, before + 1);
    assert.match(req.idempotencyKey ?? '', /^checkout-[0-9a-f]{64}$/);
    const body = req.body as {
      mode: string; success_url: string; cancel_url: string; customer_email: string; metadata: Record<string, string>;
      line_items: { quantity: string; price_data: { currency: string; unit_amount: string; product_data: { name: string; metadata: Record<string, string> } } }[];
    };
    assert.equal(body.mode, 'payment');
    assert.equal(body.success_url, 'http://shop.example.org/success?session_id={CHECKOUT_SESSION_ID}');
    assert.equal(body.cancel_url, 'http://shop.example.org/cancel');
    assert.equal(body.customer_email, BUYER);
    assert.equal(body.metadata.productIds, '2,5');
    assert.equal(body.metadata.productTypes, 'certification,report');
    assert.deepEqual(body.line_items.map((l) => [l.price_data.product_data.name, l.price_data.unit_amount, l.quantity, l.price_data.currency]), [
      ['Prior Authorization Certified Specialist (PACS)', '149900', '1', 'usd'],
      ['MSL Compensation Report', '29999', '2', 'usd'],
    ]);
    assert.deepEqual(body.line_items[0]!.price_data.product_data.metadata, { productId: '2', productType: 'certification' });
    assert.equal(stripe.sessions.get(sessionId)!.amount_total, 149900 + 2 * 29999);

    // The same order again (double click, retry) reuses the open session: no second create at Stripe.
    const again = await checkout({ products: [PACS, REPORT] });
    assert.equal(again.sessionId, sessionId);
    assert.equal(creates().length, before + 1);
  });

  test('no transaction is held while Stripe answers; a catalog changed since the snapshot opens nothing there', async () => {
    const db = t.app.db;
    const transaction = db.transaction.bind(db);
    let transactions = 0;
    db.transaction = ((fn: Parameters<typeof transaction>[0]) => { transactions++; return transaction(fn); }) as typeof db.transaction;
    try {
      const before = creates().length;
      const { sessionId } = await checkout({ products: [REPORT] });
      assert.equal(creates().length, before + 1);
      assert.equal(transactions, 0, 'the session was opened at the catalog version, outside any transaction');
      const [row] = await db.query<{ provider: string }>('SELECT provider FROM checkout_sessions WHERE id = $1', [sessionId]);
      assert.equal(row?.provider, 'stripe');
    } finally {
      db.transaction = transaction;
    }
    // a snapshot older than the database: no call to Stripe, the caller takes the transaction
    const provider = t.app.purchase.payments.provider;
    const version = t.app.catalog.current()!.version;
    const before = creates().length;
    const input = {
      buyerEmail: BUYER, buyerSub: 'auth0|dana', learnerEmail: BUYER, fullName: 'Dana Reyes', currency: 'usd' as const, couponCode: null,
      lines: [{ productId: 2, productType: 'certification', productDetailType: 'certification', productName: 'PACS', productTagLine: '', productImage: '', quantity: 1, unitAmount: 149900, discountAmount: 0, totalAmount: 149900 }],
      subtotalAmount: 149900, discountAmount: 0, totalAmount: 149900, paymentType: 'fullPayment' as const, installmentMonths: 0, region: null,
      licenseHolders: [], utm: {}, siteOrigin: 'http://shop.example.org', successUrl: 'http://shop.example.org/success', cancelUrl: 'http://shop.example.org/cancel',
      idempotencyKey: 'a-stale-snapshot',
    };
    assert.equal(await provider.createSessionAtVersion(input, version - 1), null);
    assert.equal(creates().length, before, 'Stripe was not asked');
  });

  test('a program beside a bundle that includes it: refused before Stripe is asked', async () => {
    const before = creates().length;
    const r = await t.inject({
      method: 'POST', url: '/api/stripe-checkout', headers: { authorization: `Bearer ${token}`, host: 'shop.example.org' },
      payload: {
        termsAgreed: true, fullName: 'Dana Reyes', email: BUYER, products: [PACS, { productId: 7, quantity: 1, productDetailType: 'bundle' }],
        purchaseObj: { extraCert: [] }, paymentType: 'fullPayment', couponCode: '', subscriptionMonth: 0, params: {},
      },
    });
    assert.equal(r.statusCode, 400, r.body);
    assert.match(json<{ message: string }>(r).message, /^Career Bundle already includes Prior Authorization Certified Specialist \(PACS\), which is also in this order/);
    assert.equal(creates().length, before, 'Stripe was not asked');
  });

  test('a promotion is priced into the line items', async () => {
    const { sessionId } = await checkout({ products: [PACS], couponCode: 'SAVE15' });
    const body = creates().at(-1)!.body as { line_items: { price_data: { unit_amount: string } }[]; metadata: Record<string, string> };
    assert.equal(body.line_items[0]!.price_data.unit_amount, String(149900 - 22485));
    assert.equal(body.metadata.couponCode, 'SAVE15');
    assert.equal(stripe.sessions.get(sessionId)!.amount_total, 127415);
  });

  test('unpaid at Stripe: the success page answers 409 and a signed event fulfils nothing', async () => {
    const { sessionId } = await checkout({ products: [REPORT] });
    const s = await t.inject({ method: 'GET', url: `/api/checkout-success?session_id=${sessionId}`, headers: { authorization: `Bearer ${token}` } });
    assert.equal(s.statusCode, 409);
    const r = await deliver(stripe.event(sessionId));
    assert.equal(json(r).outcome, 'unpaid');
    assert.equal((await t.db.query('SELECT 1 FROM orders WHERE session_id = $1', [sessionId])).length, 0);
  });

  test('a paid session: the verified event fulfils it once; a forged one is refused', async () => {
    const { sessionId } = await checkout({ products: [PACS] });
    stripe.complete(sessionId);
    const forged = await deliver(stripe.event(sessionId), 'whsec_wrong');
    assert.equal(forged.statusCode, 400);
    assert.equal((await t.db.query('SELECT 1 FROM orders WHERE session_id = $1', [sessionId])).length, 0);

    const event = stripe.event(sessionId);
    const [a, b] = await Promise.all([deliver(event), deliver(event)]);
    assert.deepEqual([a.statusCode, b.statusCode], [200, 200]);
    const orders = await t.db.query<{ provider: string; payment_ref: string; total: number }>('SELECT provider, payment_ref, total FROM orders WHERE session_id = $1', [sessionId]);
    assert.equal(orders.length, 1);
    assert.equal(orders[0]!.provider, 'stripe');
    assert.equal(orders[0]!.payment_ref, stripe.sessions.get(sessionId)!.payment_intent);
    await t.app.purchase.outbox.idle();
    assert.equal(mail.to(BUYER).length, 1);
    assert.match(mail.to(BUYER)[0]!.text, /Temporary password: \S+|Password: the one you already use/);
    const success = await t.inject({ method: 'GET', url: `/api/checkout-success?session_id=${sessionId}`, headers: { authorization: `Bearer ${token}` } });
    assert.equal(json<OrderLine[]>(success)[0]!.name, 'Prior Authorization Certified Specialist (PACS)');
    const [local] = await t.db.query<{ status: string; payment_status: string }>('SELECT status, payment_status FROM checkout_sessions WHERE id = $1', [sessionId]);
    assert.deepEqual(local, { status: 'complete', payment_status: 'paid' });
  });

  test('installments: a monthly subscription whose schedule charges exactly the order total in 3 payments, then ends', async () => {
    const BCMAS = { productId: 1, quantity: 1, productDetailType: 'certification' };
    for (const [products, total, plan] of [
      [[PACS], 149900, [49966, 49966, 49968]], // $1,499.00: the last payment takes the remainder
      [[BCMAS, PACS], 389899, [129966, 129966, 129967]], // two lines, each with its own recurring price
      [[{ ...PACS, quantity: 2 }, BCMAS], 539799, [179933, 179933, 179933]], // divides evenly: no extra item
    ] as const) {
      const { sessionId } = await checkout({ products: [...products], paymentType: 'installment', subscriptionMonth: 3 });
      const body = creates().at(-1)!.body as { mode: string; line_items: { quantity: string; price_data: { unit_amount: string; recurring: { interval: string; interval_count: string } } }[] };
      assert.equal(body.mode, 'subscription');
      assert.equal(body.line_items.reduce((t, li) => t + Number(li.price_data.unit_amount) * Number(li.quantity), 0), plan[0], 'the first invoice is the regular payment');
      assert.deepEqual(body.line_items[0]!.price_data.recurring, { interval: 'month', interval_count: '1' });
      const session = stripe.complete(sessionId);
      const r = await deliver(stripe.event(sessionId));
      assert.equal(json(r).outcome, 'fulfilled');
      const charged = stripe.charges(String(session.subscription));
      assert.deepEqual(charged, [...plan], 'Stripe charges the plan, the last payment with the remainder, and nothing after it');
      assert.equal(charged.reduce((a, b) => a + b, 0), total);
      const [order] = await t.db.query<{ id: number; payment_mode: string; subscription_ref: string }>('SELECT id, payment_mode, subscription_ref FROM orders WHERE session_id = $1', [sessionId]);
      assert.equal(order!.payment_mode, 'subscription');
      assert.equal(order!.subscription_ref, session.subscription);
      const rows = await t.db.query<{ status: string; amount_cents: number }>('SELECT status, amount_cents FROM payment_installments WHERE order_id = $1 ORDER BY number', [order!.id]);
      assert.deepEqual(rows.map((p) => p.status), ['paid', 'scheduled', 'scheduled']);
      assert.deepEqual(rows.map((p) => Number(p.amount_cents)), [...plan], 'the recorded schedule is the one Stripe charges');
      // a second delivery of the same event changes nothing at Stripe
      const schedulesBefore = stripe.schedules.size;
      await deliver(stripe.event(sessionId));
      assert.equal(stripe.schedules.size, schedulesBefore);
    }
  });

  test('configuration from the environment', () => {
    assert.deepEqual(paymentOptionsFromEnv({}), { provider: 'sandbox', sandboxWebhookSecret: undefined });
    const o = paymentOptionsFromEnv({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1', STRIPE_API_HOST: 'localhost', STRIPE_API_PORT: '12111', STRIPE_API_PROTOCOL: 'http' });
    assert.deepEqual(o.stripe, { secretKey: 'sk_test_1', webhookSecret: 'whsec_1', apiHost: 'localhost', apiPort: 12111, apiProtocol: 'http' });
    assert.throws(() => paymentOptionsFromEnv({ PAYMENT_PROVIDER: 'paypal' }), /sandbox or stripe/);
  });

  test('monthly shares add up to one regular monthly payment', () => {
    assert.deepEqual(monthlyShares([{ totalAmount: 149900 }], 3), [49966]);
    const shares = monthlyShares([{ totalAmount: 100 }, { totalAmount: 100 }, { totalAmount: 100 }], 3);
    assert.equal(shares.reduce((a, b) => a + b, 0), 100);
  });
});
