// Load: 200 signed-in buyers check out at the same moment through the sandbox provider;
// each session is paid and then its payment events arrive the way a real provider may send them —
// every event twice, in a shuffled order across all sessions (completed before and after unrelated
// event types, the async-payment success as well, the buyer's success page in between), all in
// flight together. The store must end with exactly one order and one email per checkout.
// Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import Stripe from 'stripe';
import { fixtureSeed } from './fixtures/catalog.js';
import { json, onPostgres, startApi, type TestApi } from './helpers.js';
import { mailCapture, type MailCapture } from './support/mail-capture.js';

const BUYERS = 200;
/** Event types sent for every session; only the first two fulfil, the others must be ignored. */
const EVENT_TYPES = ['checkout.session.completed', 'checkout.session.async_payment_succeeded', 'payment_intent.succeeded', 'charge.succeeded'];
const DELIVERIES_PER_EVENT = 2;
const SEED = 0x12c0ffee;
/**
 * Deliveries in flight at once (a provider's delivery concurrency is bounded too). All 1,800 at once
 * would only measure how long the last one waits for one of the test pool's 4 connections.
 */
const IN_FLIGHT = 100;

const PRODUCTS = [
  [{ productId: 2, quantity: 1, productDetailType: 'certification' }],
  [{ productId: 5, quantity: 2, productDetailType: 'report' }],
  [{ productId: 2, quantity: 1, productDetailType: 'certification' }, { productId: 5, quantity: 1, productDetailType: 'report' }],
];

let t: TestApi;
let mail: MailCapture;

before(async () => {
  mail = mailCapture();
  t = await startApi({
    seed: fixtureSeed,
    overrides: { purchase: { mail: { transport: mail.transport }, outbox: { pollMs: 60_000, batchSize: 50 }, sandboxRetryDelaysMs: [] } },
  });
  // boot the app on its own first, not while 200 requests and token signings compete with it
  await t.app.ready();
});
after(async () => {
  await t?.close();
});

/** mulberry32: a small seeded generator, so a failing order of events can be replayed. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle<T>(items: T[], random: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/** Runs `fn` over `items` with at most `limit` running at once; results in input order. */
async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  }));
  return out;
}

function signed(sessionId: string, type: string, n: number) {
  const object = type.startsWith('checkout.session')
    ? { id: sessionId, object: 'checkout.session', payment_status: 'paid', status: 'complete' }
    : { id: `pi_load_${sessionId.slice(-12)}_${n}`, object: type.startsWith('charge') ? 'charge' : 'payment_intent', status: 'succeeded' };
  const payload = JSON.stringify({
    id: `evt_load_${sessionId.slice(-12)}_${type}`, object: 'event', type, created: Math.floor(Date.now() / 1000), data: { object },
  });
  const secret = t.app.purchase.payments.webhookSecret;
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

test(`${BUYERS} concurrent checkouts, every payment event twice and out of order: one order and one email each`, { timeout: 300_000 }, async () => { // generous: the shared CI machine may be heavily loaded
  const started = Date.now();
  const buyers = await Promise.all(Array.from({ length: BUYERS }, async (_, i) => {
    const email = `load-buyer-${String(i).padStart(3, '0')}@example.com`;
    return { email, token: await t.jwks.token(email, { name: `Load Buyer ${i}` }), ip: `10.12.${i >> 8}.${i & 255}` };
  }));

  // 1. Every buyer opens a checkout at once (each from an address of their own, as real buyers do).
  const opened = await Promise.all(buyers.map((b, i) => t.inject({
    method: 'POST', url: '/api/stripe-checkout', remoteAddress: b.ip,
    headers: { authorization: `Bearer ${b.token}` },
    payload: {
      termsAgreed: true, fullName: `Load Buyer ${i}`, email: b.email, products: PRODUCTS[i % PRODUCTS.length], purchaseObj: { extraCert: [] },
      paymentType: 'fullPayment', couponCode: '', subscriptionMonth: 0, params: {},
    },
  })));
  for (const r of opened) assert.equal(r.statusCode, 201, r.body);
  const sessions = opened.map((r) => json<{ sessionId: string }>(r).sessionId);
  assert.equal(new Set(sessions).size, BUYERS, 'one session per buyer');
  const checkoutMs = Date.now() - started;

  // 2. Every session is paid at the provider (the sandbox keeps its sessions in checkout_sessions).
  await t.db.query(
    "UPDATE checkout_sessions SET status = 'complete', payment_status = 'paid' WHERE id = ANY($1::text[])",
    [sessions],
  );

  // 3. Each event type of each session, twice, plus one success-page visit by the buyer, shuffled
  //    across all sessions and sent IN_FLIGHT at a time.
  const random = rng(SEED);
  type Step = { kind: 'event'; session: number; type: string; n: number } | { kind: 'success-page'; session: number };
  const steps: Step[] = [];
  sessions.forEach((_, s) => {
    for (const type of EVENT_TYPES) for (let n = 0; n < DELIVERIES_PER_EVENT; n++) steps.push({ kind: 'event', session: s, type, n });
    steps.push({ kind: 'success-page', session: s });
  });
  shuffle(steps, random);
  const eventsStarted = Date.now();
  const results = await mapLimit(steps, IN_FLIGHT, async (step) => {
    const sessionId = sessions[step.session]!;
    if (step.kind === 'success-page') {
      const r = await t.inject({
        method: 'GET', url: `/api/checkout-success?session_id=${encodeURIComponent(sessionId)}`,
        headers: { authorization: `Bearer ${buyers[step.session]!.token}` },
      });
      return { step, status: r.statusCode, outcome: r.statusCode === 200 ? 'page' : r.body };
    }
    const e = signed(sessionId, step.type, step.n);
    const r = await t.inject({
      method: 'POST', url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': e.signature }, payload: e.payload,
    });
    return { step, status: r.statusCode, outcome: r.statusCode === 200 ? String(json(r).outcome) : r.body };
  });
  const eventsMs = Date.now() - eventsStarted;

  for (const r of results) assert.equal(r.status, 200, `${JSON.stringify(r.step)}: ${r.outcome}`);
  const fulfilled = results.filter((r) => r.outcome === 'fulfilled').length;
  const fulfilEvents = results.filter((r) => r.step.kind === 'event' && r.step.type.startsWith('checkout.session'));
  assert.ok(fulfilEvents.every((r) => r.outcome === 'fulfilled' || r.outcome === 'already'), 'completed events fulfil or find the order');
  assert.ok(results.filter((r) => r.step.kind === 'event' && !r.step.type.startsWith('checkout.session')).every((r) => r.outcome === 'ignored'));
  // The success page may have been first for some sessions: then it fulfilled, and no event did.
  assert.ok(fulfilled <= BUYERS);

  // 4. Exactly one order per session, one email per order, nothing else.
  const orders = await t.db.query<{ session_id: string; email: string; n: number }>(
    'SELECT session_id, email, count(*)::int AS n FROM orders WHERE session_id = ANY($1::text[]) GROUP BY session_id, email',
    [sessions],
  );
  assert.equal(orders.length, BUYERS, 'every session has an order');
  assert.ok(orders.every((o) => o.n === 1), 'no session has two orders');
  const [{ total }] = (await t.db.query<{ total: number }>('SELECT count(*)::int AS total FROM orders')) as [{ total: number }];
  assert.equal(total, BUYERS, 'no stray orders');
  const [{ lines }] = (await t.db.query<{ lines: number }>('SELECT count(*)::int AS lines FROM order_lines')) as [{ lines: number }];
  const expectedLines = sessions.reduce((sum, _, i) => sum + PRODUCTS[i % PRODUCTS.length]!.length, 0);
  assert.equal(lines, expectedLines, 'each order has its lines once');

  const mailStarted = Date.now();
  // Send everything queued (the outbox sends in batches; keep kicking until nothing is left).
  for (let round = 0; round < 50; round++) {
    await t.app.purchase.outbox.idle();
    const [{ waiting }] = (await t.db.query<{ waiting: number }>("SELECT count(*)::int AS waiting FROM email_outbox WHERE status <> 'sent'")) as [{ waiting: number }];
    if (!waiting) break;
    t.app.purchase.outbox.kick();
  }
  const [{ queued }] = (await t.db.query<{ queued: number }>('SELECT count(*)::int AS queued FROM email_outbox')) as [{ queued: number }];
  assert.equal(queued, BUYERS, 'one email queued per order');
  assert.equal(mail.sent.length, BUYERS, 'one email sent per order');
  for (const b of buyers) assert.equal(mail.to(b.email).length, 1, `${b.email} gets exactly one email`);

  const mailMs = Date.now() - mailStarted;
  const deliveries = results.filter((r) => r.step.kind === 'event').length;
  console.log(
    `[load] ${onPostgres ? 'PostgreSQL' : 'PGlite'}: ${BUYERS} concurrent checkouts in ${checkoutMs} ms; ` +
    `${deliveries} webhook deliveries (${EVENT_TYPES.length} event types × ${DELIVERIES_PER_EVENT}, shuffled, seed ${SEED.toString(16)}, ${IN_FLIGHT} in flight) ` +
    `+ ${BUYERS} success-page visits in ${eventsMs} ms; ${total} orders, ${mail.sent.length} emails; ` +
    `fulfilled by an event ${fulfilled}, by the success page ${BUYERS - fulfilled}; emails sent in ${mailMs} ms`,
  );
});
