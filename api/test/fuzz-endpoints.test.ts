// Property-based bad input for EVERY endpoint of the API: malformed and near-valid bodies,
// query strings (repeated, unknown, prototype-pollution keys, broken percent-encoding, very long,
// unicode, null bytes), path parameters, Authorization headers, content types, and other headers.
// Each request must be answered (per-request timeout) with a status below 500; a refused request
// (4xx) must leave every table exactly as it was (row counts and checksums). The route table is
// read from Fastify, so an endpoint added later without a generator here fails the test.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { base64url } from 'jose';
import Stripe from 'stripe';
import { fixtureSeed } from './fixtures/catalog.js';
import { AUDIENCE, ISSUER, json, startApi, type TestApi } from './helpers.js';
import { assertUnchanged, snapshot, type Snapshot } from './support/db-snapshot.js';
import { listRoutes } from './support/routes.js';

/** Payloads per endpoint; FUZZ_RUNS scales the run (e.g. FUZZ_RUNS=2000 for a long local soak). */
const RUNS = Number(process.env.FUZZ_RUNS || 160);
const TIMEOUT_MS = 5_000;
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

let t: TestApi;
let token: string;
let sessionId: string;
let seatId = 0;
let sent = 0;
const statuses = new Map<number, number>();
let ipCounter = 0;
/** A fresh address per request: the fuzz measures validation, not the (separately tested) rate limits. */
const nextIp = () => { ipCounter++; return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`; };

before(async () => {
  t = await startApi({
    seed: fixtureSeed,
    overrides: {
      rateLimits: { trackingPerIp: 1e6, leadsPerIp: 1e6, promoPerIp: 1e6, promoPerUser: 1e6, beaconsPerIp: 1e6 },
      purchase: { outbox: { pollMs: 600_000 }, sandboxRetryDelaysMs: [] },
    },
  });
  token = await t.jwks.token('fuzz@example.com');
  // An open session for the hosted page, and a paid multi-seat order for the seat routes.
  const open = await t.inject({
    method: 'POST', url: '/api/stripe-checkout', headers: { authorization: `Bearer ${token}` },
    payload: { termsAgreed: true, fullName: 'Fuzz Buyer', email: 'fuzz@example.com', products: [{ productId: 2, quantity: 1, productDetailType: 'certification' }] },
  });
  assert.equal(open.statusCode, 201, open.body);
  sessionId = json<{ sessionId: string }>(open).sessionId;
  const seats = await t.inject({
    method: 'POST', url: '/api/stripe-checkout', headers: { authorization: `Bearer ${token}` },
    payload: {
      termsAgreed: true, fullName: 'Fuzz Buyer', email: 'fuzz@example.com', products: [{ productId: 1, quantity: 2, productDetailType: 'certification' }],
      purchaseObj: { extraCert: [{ productId: 1, name: 'A', email: 'a@example.com' }, { productId: 1, name: 'B', email: '' }] },
    },
  });
  const paid = json<{ sessionId: string; url: string }>(seats);
  const pay = await t.inject({
    method: 'POST', url: new URL(paid.url).pathname, headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', cardName: 'F', action: 'pay' }).toString(),
  });
  assert.equal(pay.statusCode, 303);
  const [seat] = await t.db.query<{ id: number }>('SELECT s.id FROM order_seats s JOIN orders o ON o.id = s.order_id WHERE o.session_id = $1 LIMIT 1', [paid.sessionId]);
  seatId = Number(seat!.id);
  await t.app.purchase.outbox.idle();
});
after(async () => {
  const byStatus = [...statuses.entries()].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s}: ${n}`).join(', ');
  console.log(`fuzz: ${sent} requests on ${listRoutes(t.app).length} endpoints (+ unknown routes); statuses ${byStatus}`);
  await t?.close();
});

// ---------------------------------------------------------------------------------------------
// Building blocks.

/** encodeURIComponent, for any string (a lone surrogate becomes U+FFFD instead of throwing). */
const uri = (s: string) => encodeURIComponent(s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));

const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', '__defineGetter__', 'hasOwnProperty', 'toString', 'valueOf'];
const nasty = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom(
    '', ' ', '\u0000', 'a\u0000b', '%00', '\uFEFF', '\uD800', '\u202Egnp.exe', '😀'.repeat(50), 'ﬀ', 'İ', 'ß', '\r\n', '<script>alert(1)</script>',
    "' OR 1=1 --", '${7*7}', '../../etc/passwd', 'null', 'undefined', 'NaN', '-1', '1e309', '0x10', '[]', '{}', ...PROTO_KEYS,
  ),
  fc.integer({ min: 1, max: 5_000 }).map((n) => 'x'.repeat(n)),
);
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nasty, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constantFrom(2 ** 31, -0, 1e21, Number.MAX_SAFE_INTEGER + 2),
  fc.array(nasty, { maxLength: 3 }), fc.dictionary(fc.oneof(nasty, fc.constantFrom(...PROTO_KEYS)), nasty, { maxKeys: 3 }),
);

/** A JSON text: valid, invalid, huge, deeply nested, or carrying prototype-pollution keys. */
const rawJson = (near: fc.Arbitrary<unknown>) => fc.oneof(
  { weight: 6, arbitrary: near.map((v) => JSON.stringify(v) ?? 'null') },
  { weight: 2, arbitrary: fc.anything({ maxDepth: 3 }).map((v) => JSON.stringify(v) ?? 'null') },
  { weight: 1, arbitrary: fc.json() },
  { weight: 1, arbitrary: fc.string({ maxLength: 60 }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"admin":true}}}', '{"a":1,"__proto__":[]}', '{', '{"a":', '[', 'nul', '"',
      '{"products":[{"productId":1}]}garbage', '\u0000', '{"a":"\\ud800"}', '1'.repeat(400), `${'['.repeat(5000)}${']'.repeat(5000)}`,
      `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`, JSON.stringify({ x: 'y'.repeat(70_000) }), '{"a":1,"a":2}', '[]', '0', 'true', '""',
    ),
  },
  { weight: 1, arbitrary: near.map((v) => `{"__proto__":{"polluted":1},"x":${JSON.stringify(v) ?? 'null'}}`) },
);

const CONTENT_TYPES = [
  'application/json', 'application/json; charset=utf-8', 'application/json; charset=latin1', 'text/plain', 'text/html',
  'application/x-www-form-urlencoded', 'multipart/form-data; boundary=xyz', 'application/jsonx', 'application/*', '*/*', 'json', ';;;',
  'application/json\u0000', 'APPLICATION/JSON', 'application/vnd.api+json',
];
const contentType = fc.oneof({ weight: 5, arbitrary: fc.constant('application/json') }, { weight: 3, arbitrary: fc.constantFrom(...CONTENT_TYPES) }, { weight: 1, arbitrary: fc.constant(undefined) });

const enc = (o: object) => base64url.encode(JSON.stringify(o));
const authHeader = fc.oneof(
  { weight: 4, arbitrary: fc.constant('VALID') },
  { weight: 2, arbitrary: fc.constant(undefined) },
  {
    weight: 3,
    arbitrary: fc.oneof(
      fc.constantFrom(
        'Bearer', 'Bearer ', 'bearer x', 'Basic YWRhOnB3', 'Bearer a.b.c', 'Bearer ...', 'Bearer eyJ', 'Bearer  a.b.c  ', 'Token abc', 'Bearer a b',
        `Bearer ${enc({ alg: 'none' })}.${enc({ sub: 'x', email: 'fuzz@example.com', iss: ISSUER, aud: AUDIENCE, exp: 4e9 })}.`,
        `Bearer ${enc({ alg: 'RS256', kid: '../../x' })}.${enc({ sub: 'x' })}.AAAA`, `Bearer ${enc({ alg: 'HS256' })}.${enc({})}.sig`,
        `Bearer ${'a'.repeat(9000)}`, 'Bearer ééé', 'Bearer \u0000',
      ),
      nasty.map((s) => `Bearer ${s}`),
      nasty,
    ),
  },
);

/** Query strings: known and unknown keys, repeats, array syntax, proto keys, broken encodings. */
function queryString(keys: string[], value: fc.Arbitrary<string>): fc.Arbitrary<string> {
  const key = fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...keys) }, { weight: 1, arbitrary: fc.constantFrom(...PROTO_KEYS, `${keys[0]}[]`, `${keys[0]}[0]`, `${keys[0]}.x`) }, { weight: 1, arbitrary: nasty });
  const pair = fc.tuple(key, fc.oneof(value, nasty), fc.boolean()).map(([k, v, raw]) => (raw ? `${k}=${v}` : `${uri(k)}=${uri(v)}`));
  return fc.oneof(
    { weight: 8, arbitrary: fc.array(pair, { maxLength: 5 }).map((ps) => ps.join('&')) },
    { weight: 1, arbitrary: fc.constantFrom('%', '%E0%A4%A', '%zz', '&&&', '=', '==&=', '%00', 'a=%00', '?', '#x', 'a=1;b=2', `${keys[0]}=${'%41'.repeat(5000)}`) },
  );
}

const cartLine = fc.record({
  productId: fc.oneof({ weight: 5, arbitrary: fc.integer({ min: 1, max: 9 }) }, { weight: 1, arbitrary: nastyValue }),
  quantity: fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 1, max: 3 }) }, { weight: 2, arbitrary: fc.constantFrom(0, -1, 51, 1000, 1.5, 2 ** 53) }, { weight: 1, arbitrary: nastyValue }),
  productDetailType: fc.oneof(fc.constantFrom('certification', 'report', 'event', 'webinar'), nasty),
  productPrice: fc.oneof(fc.constant(0.01), fc.double(), nastyValue),
  discount: fc.oneof(fc.constant(100), nastyValue),
}, { requiredKeys: ['productId', 'quantity', 'productDetailType'] });
const cartLines = fc.oneof({ weight: 5, arbitrary: fc.array(cartLine, { maxLength: 4 }) }, { weight: 1, arbitrary: fc.array(cartLine, { minLength: 51, maxLength: 55 }) }, { weight: 1, arbitrary: nastyValue });
const cartText = fc.oneof(cartLines.map((c) => JSON.stringify(c) ?? ''), nasty);
/** Defined below: carts that pass the schema, with wild text where text is allowed. */
const validCartText = () => validCart.map((c) => JSON.stringify(c));
const email = fc.oneof(fc.constantFrom('fuzz@example.com', 'FUZZ@example.com', ''), fc.emailAddress(), nasty);
const withExtras = (rec: fc.Arbitrary<Record<string, unknown>>) =>
  fc.tuple(rec, fc.dictionary(fc.oneof(fc.constantFrom('amountTotal', 'totalAmount', 'discountAmount', 'price', 'status', 'isAdmin', 'buyerEmail'), nasty), nastyValue, { maxKeys: 2 }))
    .map(([r, extra]) => ({ ...extra, ...r }));

// Text that passes the schemas but is hostile to what stores or shows it: unicode of every plane,
// NUL bytes, unpaired surrogates, SQL and markup, prototype keys as values, the longest allowed.
const wildText = (min: number, max: number) => fc.oneof(
  fc.string({ minLength: min, maxLength: Math.min(max, 40) }),
  fc.string({ unit: 'grapheme', minLength: min, maxLength: Math.min(max, 20) }),
  fc.string({ unit: 'binary', minLength: min, maxLength: Math.min(max, 20) }),
  fc.constantFrom('Ab\u0000c', 'A\uD800b', 'Z\uDC00', "O'Brien'); DROP TABLE orders;--", '__proto__', 'constructor', '😀😀😀', 'Zoë Ñandú', '\u202Eabc', '  padded  ', '<img src=x onerror=alert(1)>', '\\u0000'),
  fc.constant('é'.repeat(max)),
).filter((v) => v.trim().length >= min && v.length <= max);
const validEmail = fc.oneof(fc.constantFrom('fuzz@example.com', 'FUZZ@Example.COM', 'o\'brien@example.com', 'a+b@example.co.uk'), fc.emailAddress());
const validUtm = fc.record({ utm_source: wildText(0, 200), utm_medium: wildText(0, 200), utm_campaign: wildText(0, 200) }, { requiredKeys: [] });
const simpleLine = fc.record({
  productId: fc.constantFrom(2, 3, 5, 6, 7, 8), quantity: fc.integer({ min: 1, max: 50 }), productDetailType: wildText(0, 100),
});
const validCart = fc.uniqueArray(simpleLine, { minLength: 1, maxLength: 4, selector: (l) => l.productId });
const coupon = fc.oneof(fc.constantFrom('', 'BCMAS100', 'SAVE15', 'save15 ', 'OLD10', 'REPORTS20'), wildText(0, 64));

/** A valid body per endpoint (text fields wild but within the rules). */
const VALID: Record<string, fc.Arbitrary<Record<string, unknown>>> = {
  'POST /api/productaddtocart': fc.record({
    products: fc.array(fc.record({ productId: fc.constantFrom(1, 2, 3, 5, 6, 7, 8), productPrice: fc.double(), productName: wildText(0, 300) }, { requiredKeys: ['productId'] }), { minLength: 1, maxLength: 3 }),
    email: fc.oneof(fc.constant(''), validEmail), fullName: wildText(0, 200), params: validUtm,
  }),
  'POST /api/removefromcart': fc.record({ products: fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 5 }), email: fc.constant('fuzz@example.com') }),
  'POST /api/stripe-checkout': fc.record({
    termsAgreed: fc.constant(true), fullName: wildText(3, 80), email: validEmail, products: validCart, couponCode: coupon,
    paymentType: fc.constant('fullPayment'), subscriptionMonth: fc.constant(0), params: validUtm,
  }, { requiredKeys: ['termsAgreed', 'fullName', 'email', 'products'] }),
  'POST /api/leads': fc.record({
    form: fc.constantFrom('contact-us', 'ebook', 'knowledge-quiz'),
    fields: fc.record({ email: validEmail, name: wildText(0, 200), message: wildText(0, 5000), 'company.size': wildText(0, 50) }, { requiredKeys: ['email'] }),
    params: validUtm,
  }),
  'POST /api/summit/free-pass': fc.record({
    code: fc.oneof(fc.constantFrom('PARTNER-SUMMIT-2025', 'acma-guest-25 ', 'NOPE'), wildText(1, 64)), firstName: wildText(2, 80), lastName: wildText(2, 80),
    email: validEmail, company: wildText(2, 160), jobTitle: wildText(2, 160),
  }),
  'PUT /api/summit/free-pass/claim': fc.record({
    token: fc.oneof(fc.constantFrom('eyJjIjoxLCJlIjo5OTk5OTk5OTk5fQ.AAAA', 'a.b', '.', ''), wildText(1, 600)),
    firstName: wildText(2, 80), lastName: wildText(2, 80), company: wildText(2, 160), jobTitle: wildText(2, 160),
  }),
  'POST /api/summit/badge': fc.record({
    email: validEmail, firstName: wildText(2, 80), lastName: wildText(2, 80), jobTitle: wildText(2, 160), company: wildText(2, 160),
    linkedinUrl: fc.constantFrom('https://www.linkedin.com/in/x', 'http://a.b/\u0000'), dietaryNeeds: wildText(0, 500), accessibilityNeeds: wildText(0, 500),
  }, { requiredKeys: ['email', 'firstName', 'lastName', 'jobTitle', 'company'] }),
  'PUT /api/seats/:id': fc.record({ name: wildText(1, 80), email: validEmail, regionId: fc.constantFrom(64, 68, 70) }),
  'POST /api/webhooks/stripe': fc.record({
    id: wildText(1, 40), object: fc.constant('event'),
    type: fc.constantFrom('checkout.session.completed', 'checkout.session.async_payment_succeeded', 'checkout.session.expired', 'invoice.paid', 'customer.created'),
    data: fc.oneof(
      fc.record({ object: fc.record({ id: fc.oneof(fc.constantFrom('SESSION', 'cs_sandbox_unknown'), wildText(0, 300)), object: fc.constantFrom('checkout.session', 'invoice'), payment_status: fc.constantFrom('paid', 'unpaid') }, { requiredKeys: [] }) }),
      nastyValue.map((v) => ({ object: v })),
    ),
  }),
  'POST /api/beacons': fc.record({
    v: fc.constant(1),
    releases: fc.dictionary(fc.constantFrom('catalog', 'marketing', 'product-pages'), fc.constantFrom('a1b2c3d4e5f6', '0123456789ab'), { minKeys: 1, maxKeys: 3 }),
    errors: fc.dictionary(fc.constantFrom('catalog', 'marketing'), fc.integer({ min: 0, max: 100 }), { maxKeys: 2 }),
    lcp: fc.double({ min: 0, max: 600_000, noNaN: true }), inp: fc.integer({ min: 0, max: 600_000 }), cls: fc.double({ min: 0, max: 100, noNaN: true }),
    route: fc.constantFrom('/', '/catalog', '/certification/:slug'), more: fc.constant(true),
  }, { requiredKeys: ['v', 'releases', 'errors'] }),
  'POST /api/sandbox/pay/:id': fc.record({
    action: fc.constantFrom('pay', 'cancel', '', 'refund'), cardNumber: fc.oneof(fc.constantFrom('4000 0000 0000 0002', '4000000000000002', '4242', '1234567812345678'), wildText(0, 30)),
    expiry: fc.oneof(fc.constantFrom('12 / 34', '01/20', '13/99', '12/2034'), wildText(0, 10)), cvc: fc.oneof(fc.constantFrom('123', '1', '12345'), wildText(0, 5)), cardName: wildText(0, 300),
  }, { requiredKeys: [] }),
};

/** A form post (the hosted payment page) of the same fields. */
const toForm = (v: unknown): string => (v && typeof v === 'object' && !Array.isArray(v)
  ? new URLSearchParams(Object.entries(v).map(([k, x]) => [k, typeof x === 'string' ? x : JSON.stringify(x) ?? ''])).toString()
  : String(v));

/** A valid body with one field replaced by something hostile. */
const mutateOne = (valid: fc.Arbitrary<Record<string, unknown>>) => fc.tuple(valid, fc.nat(), nastyValue).map(([b, i, v]) => {
  const keys = Object.keys(b);
  return keys.length ? { ...b, [keys[i % keys.length]!]: v } : b;
});

// Body per endpoint: valid, one field off, or anything at all (with extra keys claiming totals).
const BODIES: Record<string, fc.Arbitrary<unknown>> = Object.fromEntries(Object.entries(VALID).map(([k, valid]) => [k, fc.oneof(
  { weight: 4, arbitrary: valid },
  { weight: 3, arbitrary: mutateOne(valid) },
  { weight: 2, arbitrary: withExtras(valid) },
  { weight: 2, arbitrary: nastyValue },
)]));

const QUERIES: Record<string, fc.Arbitrary<string>> = {
  'GET /api/product': queryString(['slug', 'type'], fc.oneof(fc.constantFrom('bcmas', 'pacs', 'certification', 'report', 'event'), nasty)),
  'GET /api/cart': fc.oneof(
    queryString(['cart', 'utm_source', 'utm_medium', 'utm_campaign'], cartText),
    fc.tuple(validCartText(), validUtm).map(([c, u]) => new URLSearchParams({ cart: c, ...(u as Record<string, string>) }).toString()),
  ),
  'GET /api/promocode': fc.oneof(
    queryString(['cart', 'coupon'], fc.oneof(cartText, fc.constantFrom('BCMAS100', 'SAVE10', ' bcmas100 '))),
    fc.tuple(validCartText(), coupon).map(([c, k]) => `cart=${uri(c)}&coupon=${uri(k)}`),
  ),
  'GET /api/order-history': queryString(['email'], email),
  'GET /api/summit/free-pass/claim': queryString(['token'], fc.oneof(fc.constantFrom('eyJjIjoxLCJlIjo5OTk5OTk5OTk5fQ.AAAA', 'a.b'), nasty)),
  'GET /api/checkout-success': queryString(['session_id'], fc.oneof(fc.constant('SESSION'), fc.constant('cs_sandbox_x'), nasty)),
};

/** Path parameters: plausible, hostile, percent-encoded or raw. */
const pathParam = (plausible: fc.Arbitrary<string>) => fc.oneof(
  { weight: 3, arbitrary: plausible.map(uri) },
  { weight: 3, arbitrary: nasty.map(uri) },
  { weight: 1, arbitrary: fc.constantFrom('%', '%E0%A4%A', '%00', '..', '%2e%2e', '%2F', 'a%2Fb', '-1', '0', '1e3', '9999999999999999999', 'x'.repeat(250), '%F0%9F%98%80') },
);
const PARAMS: Record<string, fc.Arbitrary<string>> = {
  '/api/sandbox/pay/:id': pathParam(fc.constantFrom('SESSION', 'cs_sandbox_unknown')),
  '/api/seats/:id': pathParam(fc.constantFrom('SEAT', '1', '2147483648', '1.5')),
  '/api/orders/:receiptNumber': pathParam(fc.constantFrom('ACMA-0000000000', 'acma-7k2m9qx4td', 'ACMA-', 'ACMA-00000000001')),
  '/api/summit/:slug': pathParam(fc.constantFrom('current', 'summit-2026', 'SUMMIT', 'leadership-forum')),
};

const extraHeaders = fc.record({
  'accept-encoding': fc.oneof(fc.constantFrom('gzip', 'br', 'gzip;q=0, br;q=0', '*', 'identity;q=0', 'deflate, zstd', ''), nasty),
  'if-none-match': fc.oneof(fc.constant('"x"'), nasty),
  'x-request-id': nasty,
  referer: nasty,
  'stripe-signature': fc.oneof(fc.constantFrom('t=1,v1=abc', 't=,v1=', 'v1=' + 'a'.repeat(64)), nasty),
  accept: fc.constantFrom('application/json', 'text/html', '*/*', ''),
  origin: fc.constantFrom('https://evil.example', 'null'),
}, { requiredKeys: [] });

/** Header values node would refuse to send (they could not reach a real server either). */
const headerSafe = (v: string) => v.replace(/[^\t\x20-\x7e\x80-\xff]/g, '?');

interface Built { opts: InjectOptions; key: string }

function build(route: { method: string; url: string }, input: {
  auth: string | undefined; ctype: string | undefined; query: string; body: string | null; param: string; headers: Record<string, string>; sign?: boolean;
}): Built {
  const key = `${route.method} ${route.url}`;
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(input.headers)) headers[k] = headerSafe(v);
  if (input.auth === 'VALID') headers.authorization = `Bearer ${token}`;
  else if (input.auth !== undefined) headers.authorization = headerSafe(input.auth);
  let path = route.url.replace(/:(id|slug)$/, input.param.replace(/SESSION/g, sessionId).replace(/SEAT/g, String(seatId)));
  if (input.query) path += `?${input.query.replace(/SESSION/g, sessionId)}`;
  const opts: InjectOptions = { method: route.method as InjectOptions['method'], url: path, headers, remoteAddress: nextIp() };
  if (input.body !== null && route.method !== 'GET') {
    const payload = input.body.replace(/SESSION/g, sessionId);
    opts.payload = payload;
    if (input.ctype !== undefined) headers['content-type'] = headerSafe(input.ctype);
    // Signed with the real secret: the event passes the signature check and reaches the handling.
    if (input.sign) headers['stripe-signature'] = Stripe.webhooks.generateTestHeaderString({ payload, secret: t.app.purchase.payments.webhookSecret });
  }
  return { opts, key };
}

async function send(opts: InjectOptions): Promise<LightMyRequestResponse> {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${TIMEOUT_MS} ms: ${opts.method} ${String(opts.url).slice(0, 200)}`)), TIMEOUT_MS);
  });
  try {
    const r = await Promise.race([t.inject(opts), hang]);
    sent++;
    statuses.set(r.statusCode, (statuses.get(r.statusCode) ?? 0) + 1);
    return r;
  } finally {
    clearTimeout(timer);
  }
}

function describeReq(opts: InjectOptions): string {
  const body = typeof opts.payload === 'string' ? opts.payload.slice(0, 300) : '';
  return `${opts.method} ${String(opts.url).slice(0, 300)} headers=${JSON.stringify(opts.headers).slice(0, 300)} body=${body}`;
}

/** Answers below 500, with the API's error shape for a 4xx; a refused write leaves every table as it was. */
async function check(opts: InjectOptions, baseline: { snap: Snapshot }, writes: boolean) {
  const r = await send(opts);
  assert.ok(r.statusCode < 500, `${r.statusCode} ${r.body.slice(0, 300)}\n  for ${describeReq(opts)}`);
  if (r.statusCode >= 400 && (r.headers['content-type'] ?? '').toString().includes('json')) {
    const b = json(r);
    assert.equal(b.statusCode, r.statusCode, r.body);
    assert.equal(typeof b.message, 'string');
  }
  if (!writes) return;
  const now = await snapshot(t.db);
  if (r.statusCode >= 400) assertUnchanged(baseline.snap, now, `refused ${describeReq(opts)}`);
  baseline.snap = now;
}

// ---------------------------------------------------------------------------------------------

const routes = () => listRoutes(t.app);

test('every endpoint has a generator here', () => {
  const all = routes().map((r) => `${r.method} ${r.url}`);
  assert.ok(all.length >= 19, all.join(', '));
  for (const k of all) {
    const [method, url] = k.split(' ') as [string, string];
    if (method !== 'GET') assert.ok(BODIES[k] || k === 'POST /api/removefromcart', `no body generator for ${k}`);
    if (url.includes(':')) assert.ok(PARAMS[url], `no path generator for ${url}`);
  }
});

test('every endpoint answers thousands of malformed requests with 4xx (or 2xx when valid), never 5xx or a hang; refused requests write nothing', async () => {
  for (const route of routes()) {
    const key = `${route.method} ${route.url}`;
    const writes = route.method !== 'GET';
    const body = BODIES[key] ?? fc.anything({ maxDepth: 2 });
    const form = key === 'POST /api/sandbox/pay/:id';
    const arb = fc.record({
      auth: authHeader,
      ctype: form ? fc.oneof({ weight: 3, arbitrary: fc.constant('application/x-www-form-urlencoded') }, { weight: 1, arbitrary: contentType }) : contentType,
      query: QUERIES[key] ?? fc.oneof({ weight: 3, arbitrary: fc.constant('') }, { weight: 1, arbitrary: queryString(['x', 'email', 'cart'], nasty) }),
      body: writes ? fc.oneof(
        { weight: 12, arbitrary: rawJson(body) },
        { weight: 1, arbitrary: fc.constant(null) },
        { weight: 1, arbitrary: nasty.map((s) => new URLSearchParams({ a: s, action: 'pay' }).toString()) },
        { weight: form ? 12 : 0, arbitrary: body.map(toForm) },
      ) : fc.constant(null),
      sign: fc.boolean().map((b) => b && key === 'POST /api/webhooks/stripe'),
      param: PARAMS[route.url] ?? fc.constant(''),
      headers: extraHeaders,
      // Half the requests are otherwise proper (signed in, the right content type, plain headers), so
      // the bodies and queries reach the validation and the database rather than stopping at a header.
      clean: fc.boolean(),
    });
    const baseline = { snap: await snapshot(t.db) };
    const started = Date.now();
    const before = sent;
    await fc.assert(fc.asyncProperty(arb, async (input) => {
      const { opts } = build(route, input.clean
        ? { ...input, auth: 'VALID', ctype: form ? 'application/x-www-form-urlencoded' : 'application/json', headers: {} }
        : input);
      await check(opts, baseline, writes);
    }), { numRuns: RUNS, seed: SEED, endOnFailure: true });
    if (!writes) assertUnchanged(baseline.snap, await snapshot(t.db), `${key} (a read) changed the database`);
    if (process.env.FUZZ_TIMING) console.log(`${key}: ${sent - before} requests in ${Date.now() - started} ms`);
  }
});

/** Whether a route of this method answers at this path; the router's own matching decides. */
function routeFor(method: string, path: string): boolean {
  try {
    return t.app.findRoute({ method: method as 'GET', url: path.split('?')[0]! }) !== null;
  } catch {
    return false;
  }
}
/** Whether any route (of any method) answers at this path. */
const pathIsKnown = (path: string) => ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].some((m) => routeFor(m, path));
/** Broken percent-encoding and encoded NUL are refused by the router itself (400, Fastify's bad URL). */
const decodable = (path: string) => { try { return !decodeURIComponent(path).includes('\0'); } catch { return false; } };

test('wrong methods are 4xx; unknown /api paths are exactly 404 with the JSON error, for every method; nothing is written', async () => {
  const before = await snapshot(t.db);
  const methods = fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD');
  const paths = fc.oneof(
    fc.constantFrom(...routes().map((r) => r.url.replace(/:(id|slug)/, '1'))),
    fc.constantFrom('/api', '/api/', '/api//cart', '/api/cart/', '/api/CART', '/api/%2e%2e/etc', '/api/seats/1/2', '/api/unknown', `/api/${'a'.repeat(3000)}`, '/api/%', '/api/\u00e9'),
    nasty.map((s) => `/api/${uri(s)}`),
  );
  let unknownSeen = 0;
  await fc.assert(fc.asyncProperty(methods, paths, authHeader, async (method, path, a) => {
    const known = routes().some((r) => r.method === method && r.url.replace(/:(id|slug)/, '1') === path);
    if (known || routeFor(method, path)) return; // a route of this method (HEAD: any GET route); the fuzz above covers those
    const headers: Record<string, string> = a === 'VALID' ? { authorization: `Bearer ${token}` } : a ? { authorization: headerSafe(a) } : {};
    const r = await send({ method: method as InjectOptions['method'], url: path, headers, remoteAddress: nextIp() });
    const what = `${r.statusCode} for ${method} ${path.slice(0, 100)}: ${r.body.slice(0, 200)}`;
    if (pathIsKnown(path)) {
      // a known address with a method it does not take (HEAD of a GET route is a GET without body)
      assert.ok(r.statusCode >= 400 && r.statusCode < 500, what);
      return;
    }
    unknownSeen++;
    if (!decodable(path)) {
      assert.ok(r.statusCode === 400 || r.statusCode === 404, `a malformed address is refused: ${what}`);
      return;
    }
    assert.equal(r.statusCode, 404, what);
    assert.match(String(r.headers['content-type']), /^application\/json/, what);
    if (method !== 'HEAD') {
      const b = json<{ statusCode: number; error: string; message: string }>(r);
      assert.equal(b.statusCode, 404, what);
      assert.equal(b.error, 'Not Found', what);
      assert.equal(typeof b.message, 'string', what);
    } else assert.equal(r.body, '', what);
  }), { numRuns: RUNS * 2, seed: SEED });
  assert.ok(unknownSeen >= RUNS / 2, `only ${unknownSeen} unknown addresses tried`);
  assertUnchanged(before, await snapshot(t.db), 'wrong methods and paths');
});

test('unknown /api addresses: GET, HEAD and OPTIONS are exactly 404 with the JSON error', async () => {
  for (const path of ['/api/unknown', '/api/', '/api/products/x/y', '/api/cart/extra', '/api/CART', '/api/orders/1/2', '/api/a?b=c']) {
    for (const method of ['GET', 'HEAD', 'OPTIONS'] as const) {
      const r = await send({ method, url: path, remoteAddress: nextIp() });
      assert.equal(r.statusCode, 404, `${method} ${path}: ${r.statusCode} ${r.body.slice(0, 200)}`);
      assert.match(String(r.headers['content-type']), /^application\/json/, `${method} ${path}`);
      if (method !== 'HEAD') assert.deepEqual(json(r), { statusCode: 404, error: 'Not Found', message: `No resource at ${method} ${path.split('?')[0]}` });
    }
  }
});

test('the total number of payloads tried is in the thousands', () => {
  console.log(`fuzz: ${sent} payloads tried in all`);
  assert.ok(sent >= RUNS * 20, `only ${sent} payloads`);
});
