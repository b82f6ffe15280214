// Payment provider faults: the real Stripe adapter (the `stripe` SDK) talks to the local
// Stripe imitation through a fault proxy that can hang (no answer at all), take the request and then
// hang (Stripe created the session but the answer is lost), or answer 500. Checkout must answer a
// clear 502/504 with Retry-After, leave nothing half-made (no local session, no order), and a retry
// of the same order must work — without a second session at Stripe when the first was created.
import assert from 'node:assert/strict';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { after, before, beforeEach, describe, test } from 'node:test';
import Stripe from 'stripe';
import { count, json, type TestApi } from './helpers.js';
import type { MailCapture } from './support/mail-capture.js';
import { startStripeApi } from './support/stripe-api.js';
import { startStripeImitation, type StripeImitation } from './support/stripe-imitation.js';

const BUYER = 'faults@example.com';
const WEBHOOK_SECRET = 'whsec_test_fault_secret';
const TIMEOUT_MS = 400;
const PACS = { productId: 2, quantity: 1, productDetailType: 'certification' };
const REPORT = { productId: 5, quantity: 1, productDetailType: 'report' };
const LEAKS = /ECONN|ETIMEDOUT|StripeConnectionError|api_error|127\.0\.0\.1|node_modules|\bat [\w.]+ \(/;

type Fault = 'none' | 'hang' | 'hang-after' | '500';

/** An HTTP proxy in front of the imitation that misbehaves for the requests `applies` selects. */
async function startFaultProxy(target: number) {
  let fault: Fault = 'none';
  let applies = (_req: IncomingMessage) => true;
  const sockets = new Set<Socket>();
  let faulted = 0;
  const forward = (req: IncomingMessage, body: Buffer, res: ServerResponse | null) => {
    const up = request({ host: '127.0.0.1', port: target, method: req.method, path: req.url, headers: req.headers }, (r) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => res?.writeHead(r.statusCode ?? 502, r.headers).end(Buffer.concat(chunks)));
    });
    up.end(body);
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      if (fault === 'none' || !applies(req)) return forward(req, body, res);
      faulted++;
      if (fault === 'hang') return; // never answered
      if (fault === 'hang-after') return forward(req, body, null); // Stripe acts; the answer is lost
      res.writeHead(500, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { type: 'api_error', message: 'An unknown error occurred' } }));
    });
  });
  server.on('connection', (s) => { sockets.add(s); s.on('close', () => sockets.delete(s)); });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    set(f: Fault, when: (req: IncomingMessage) => boolean = () => true) { fault = f; applies = when; },
    get faulted() { return faulted; },
    close() {
      for (const s of sockets) s.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

let t: TestApi;
let stripe: StripeImitation;
let proxy: Awaited<ReturnType<typeof startFaultProxy>>;
let mail: MailCapture;
let token: string;

before(async () => {
  stripe = await startStripeImitation();
  proxy = await startFaultProxy(stripe.port);
  ({ t, mail } = await startStripeApi(proxy.port, {
    secretKey: 'sk_test_faults', webhookSecret: WEBHOOK_SECRET, timeoutMs: TIMEOUT_MS, maxNetworkRetries: 1,
  }));
  token = await t.jwks.token(BUYER);
});
after(async () => {
  await t?.close();
  await proxy?.close();
  await stripe?.close();
});
beforeEach(() => {
  proxy.set('none');
  mail.clear();
});

const isCreate = (req: IncomingMessage) => req.method === 'POST' && req.url === '/v1/checkout/sessions';
const isRetrieve = (req: IncomingMessage) => req.method === 'GET' && (req.url ?? '').startsWith('/v1/checkout/sessions/');
const creates = () => stripe.seen.filter((s) => s.method === 'POST' && s.path === '/v1/checkout/sessions').length;

function checkout(products: unknown[]) {
  return t.inject({
    method: 'POST', url: '/api/stripe-checkout', headers: { authorization: `Bearer ${token}` },
    payload: { termsAgreed: true, fullName: 'Fay Faults', email: BUYER, products, purchaseObj: { extraCert: [] }, paymentType: 'fullPayment', couponCode: '', subscriptionMonth: 0, params: {} },
  });
}

function deliver(sessionId: string) {
  const payload = stripe.event(sessionId);
  return t.inject({
    method: 'POST', url: '/api/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) },
    payload,
  });
}

async function localState() {
  return { sessions: await count(t.db, 'checkout_sessions'), orders: await count(t.db, 'orders'), outbox: await count(t.db, 'email_outbox') };
}

function assertProviderError(r: { statusCode: number; body: string; headers: Record<string, unknown> }, status: number, message: RegExp) {
  assert.equal(r.statusCode, status, r.body);
  const body = json<{ message: string; statusCode: number }>(r as never);
  assert.match(body.message, message);
  assert.equal(body.statusCode, status);
  assert.doesNotMatch(r.body, LEAKS);
  assert.ok(Number(r.headers['retry-after']) > 0);
}

/** Pays the session at the imitation, delivers the event: one order, one email. */
async function payAndFulfil(sessionId: string) {
  stripe.complete(sessionId);
  const r = await deliver(sessionId);
  assert.equal(json(r).outcome, 'fulfilled', r.body);
  await t.app.purchase.outbox.idle();
  assert.equal((await t.db.query('SELECT 1 FROM orders WHERE session_id = $1', [sessionId])).length, 1);
}

describe('payment provider faults at checkout', () => {
  test('a provider that never answers: 504 after the timeout, nothing recorded; the retry opens the session', async () => {
    const before = await localState();
    const createsBefore = creates();
    proxy.set('hang', isCreate);
    const started = Date.now();
    const r = await checkout([PACS]);
    const took = Date.now() - started;
    assertProviderError(r, 504, /did not answer in time.*not been charged/);
    assert.ok(took >= TIMEOUT_MS && took < 10_000, `answered after ${took} ms`);
    assert.ok(proxy.faulted >= 2, 'the SDK retried once with the same idempotency key');
    assert.deepEqual(await localState(), before, 'no half-made session or order');
    assert.equal(creates(), createsBefore, 'Stripe never saw the request');

    proxy.set('none');
    const retry = await checkout([PACS]);
    assert.equal(retry.statusCode, 201, retry.body);
    assert.equal(creates(), createsBefore + 1);
    const { sessionId } = json<{ sessionId: string }>(retry);
    assert.equal((await localState()).sessions, before.sessions + 1);
    await payAndFulfil(sessionId);
    assert.equal(mail.to(BUYER).length, 1);
  });

  test('Stripe created the session but its answer was lost: 504; the retry gets that same session, not a second one', async () => {
    const before = await localState();
    const createsBefore = creates();
    const sessionsAtStripe = stripe.sessions.size;
    proxy.set('hang-after', isCreate);
    assertProviderError(await checkout([REPORT]), 504, /did not answer in time/);
    assert.deepEqual(await localState(), before, 'nothing recorded locally');
    assert.equal(stripe.sessions.size, sessionsAtStripe + 1, 'Stripe did create one session');
    const created = [...stripe.sessions.keys()].at(-1)!;

    proxy.set('none');
    const retry = await checkout([REPORT]);
    assert.equal(retry.statusCode, 201, retry.body);
    assert.equal(json<{ sessionId: string }>(retry).sessionId, created, 'the idempotency key returned the same session');
    assert.equal(stripe.sessions.size, sessionsAtStripe + 1, 'no second session at Stripe');
    assert.ok(creates() > createsBefore);
    await payAndFulfil(created);
  });

  test('a provider answering 500: 502 with a reason, nothing recorded; the retry works', async () => {
    const before = await localState();
    proxy.set('500', isCreate);
    assertProviderError(await checkout([PACS, REPORT]), 502, /payment provider reported an error.*not been charged/);
    assert.deepEqual(await localState(), before);
    proxy.set('none');
    const retry = await checkout([PACS, REPORT]);
    assert.equal(retry.statusCode, 201, retry.body);
    await payAndFulfil(json<{ sessionId: string }>(retry).sessionId);
  });

  test('the provider failing while a paid session is checked: 504/502 (the event is redelivered), no order until it answers', async () => {
    const opened = await checkout([{ ...REPORT, quantity: 3 }]);
    assert.equal(opened.statusCode, 201, opened.body);
    const { sessionId } = json<{ sessionId: string }>(opened);
    stripe.complete(sessionId);
    const auth = { authorization: `Bearer ${token}` };

    proxy.set('hang', isRetrieve);
    assertProviderError(await deliver(sessionId), 504, /did not answer in time.*payment is safe/);
    proxy.set('500', isRetrieve);
    assertProviderError(await deliver(sessionId), 502, /reported an error/);
    const page = await t.inject({ method: 'GET', url: `/api/checkout-success?session_id=${sessionId}`, headers: auth });
    assertProviderError(page, 502, /reported an error/);
    assert.equal((await t.db.query('SELECT 1 FROM orders WHERE session_id = $1', [sessionId])).length, 0);

    proxy.set('none');
    const r = await deliver(sessionId);
    assert.equal(json(r).outcome, 'fulfilled');
    const again = await t.inject({ method: 'GET', url: `/api/checkout-success?session_id=${sessionId}`, headers: auth });
    assert.equal(again.statusCode, 200, again.body);
    await t.app.purchase.outbox.idle();
    assert.equal(mail.to(BUYER).length, 1);
  });
});
