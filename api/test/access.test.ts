// Access matrix: every endpoint that takes or implies an identity, called with every kind
// of token that must get nothing — none, another user's, an expired one, one for another audience,
// one from another issuer, an `alg: none` one, the owner's token with its email swapped, and the
// owner's email signed by a key the identity provider does not hold. Each call is refused (401), or
// for another user's valid token answered without the owner's data (403/404, or that user's own,
// empty, view); no body holds the owner's receipt, seat or session; and no table changes
// (row counts and checksums of every table compared before and after each call).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { base64url, generateKeyPair, type CryptoKey } from 'jose';
import type { LightMyRequestResponse } from 'fastify';
import type { Seat } from 'shared-api/contract';
import { BADGE_MESSAGES } from '../src/summit/badges.js';
import { fixtureSeed } from './fixtures/catalog.js';
import { addressesIn, AUDIENCE, cartParam, checkoutBody, ISSUER, json, startApi, type TestApi } from './helpers.js';
import { assertUnchanged, snapshot } from './support/db-snapshot.js';
import { listRoutes } from './support/routes.js';

const OWNER = 'alice.owner@example.com';
const OTHER = 'mallory.other@example.com';
const PAY_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', cardName: 'Alice Owner' };
const HOLDERS = [
  { productId: 1, name: 'Seat One', email: 'seat.one@example.com', id: 64 },
  { productId: 1, name: 'Seat Two', email: '', id: 64 },
];

let t: TestApi;
let ownerToken: string;
let otherToken: string;
let foreignKey: CryptoKey | undefined;
/** The owner's things the attackers try to reach. */
const owned = { receiptId: '', paidSession: '', unpaidSession: '', paidAtProviderSession: '', seatId: 0 };
const nextIp = addressesIn(20);

const auth = (token: string | null): Record<string, string> => (token === null ? {} : { authorization: `Bearer ${token}` });

const orderBody = (over: Record<string, unknown> = {}) => checkoutBody({ fullName: 'Alice Owner', email: OWNER }, over);

async function openSession(token: string, over: Record<string, unknown> = {}) {
  const r = await t.inject({ method: 'POST', url: '/api/stripe-checkout', headers: auth(token), payload: orderBody(over), remoteAddress: nextIp() });
  assert.equal(r.statusCode, 201, r.body);
  return json<{ sessionId: string; url: string }>(r);
}

async function pay(url: string) {
  const r = await t.inject({
    method: 'POST', url: new URL(url).pathname, headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...PAY_CARD, action: 'pay' }).toString(),
  });
  assert.equal(r.statusCode, 303, r.body);
}

before(async () => {
  t = await startApi({
    seed: fixtureSeed,
    overrides: {
      rateLimits: { promoPerIp: 10_000, promoPerUser: 10_000, trackingPerIp: 10_000 },
      purchase: { outbox: { pollMs: 600_000 }, sandboxRetryDelaysMs: [] },
    },
  });
  // the owner is also of the store's staff (the staff's release health is the one endpoint that asks for a role)
  ownerToken = await t.jwks.token(OWNER, { sub: 'user|alice', 'https://acma.org/roles': ['staff'] });
  otherToken = await t.jwks.token(OTHER, { sub: 'user|mallory' });

  // A paid multi-seat order (receipt, seats), an unpaid session, a session paid at the provider but
  // not fulfilled yet (the success page would fulfil it), and a server cart.
  const seats = await openSession(ownerToken, {
    products: [{ productId: 1, quantity: 2, productDetailType: 'certification' }], purchaseObj: { region: 64, extraCert: HOLDERS },
  });
  await pay(seats.url);
  owned.paidSession = seats.sessionId;
  const [order] = await t.db.query<{ receipt_id: string }>('SELECT receipt_id FROM orders WHERE session_id = $1', [seats.sessionId]);
  owned.receiptId = order!.receipt_id;
  const [seat] = await t.db.query<{ id: number }>('SELECT s.id FROM order_seats s JOIN orders o ON o.id = s.order_id WHERE o.session_id = $1 ORDER BY s.seat_number', [seats.sessionId]);
  owned.seatId = Number(seat!.id);
  owned.unpaidSession = (await openSession(ownerToken, { products: [{ productId: 5, quantity: 1, productDetailType: 'report' }] })).sessionId;
  owned.paidAtProviderSession = (await openSession(ownerToken, { products: [{ productId: 6, quantity: 1, productDetailType: 'event' }] })).sessionId;
  await t.db.query("UPDATE checkout_sessions SET status = 'complete', payment_status = 'paid' WHERE id = $1", [owned.paidAtProviderSession]);
  const tracked = await t.inject({
    method: 'POST', url: '/api/productaddtocart', payload: { products: [{ productId: 2 }, { productId: 5 }], email: OWNER, fullName: 'Alice', params: {} },
    headers: { authorization: `Bearer ${ownerToken}` },
  });
  assert.equal(tracked.statusCode, 201);
  // A paid summit registration of the owner's (a line recorded as a conference ticket): the badge.
  const [reg] = await t.db.query<{ id: number }>(
    "INSERT INTO orders (receipt_id, session_id, email, status, total) VALUES ('rcpt_access_summit', 'cs_access_summit', $1, 'paid', 599) RETURNING id", [OWNER]);
  await t.db.query(
    "INSERT INTO order_lines (order_id, product_id, product_type, product_name, quantity, unit_price, total) VALUES ($1, 6, 'conference', 'Summit ticket', 1, 599, 599)",
    [reg!.id]);
  await t.app.purchase.outbox.idle();
});
after(async () => {
  await t?.close();
});

// ---------------------------------------------------------------------------------------------
// The callers that must get nothing of the owner's.

const enc = (o: object) => base64url.encode(JSON.stringify(o));
const now = () => Math.floor(Date.now() / 1000);

interface Caller {
  name: string;
  /** null: no Authorization header. */
  token: () => Promise<string | null>;
  /** A valid token of someone else: the endpoint may answer, with that user's own (empty) view. */
  validOther?: boolean;
}

const callers: Caller[] = [
  { name: 'no token', token: async () => null },
  { name: "another user's token", token: async () => otherToken, validOther: true },
  { name: 'an expired token', token: () => t.jwks.token(OWNER, { sub: 'user|alice' }, { expiresIn: now() - 120 }) },
  { name: 'a token for another audience', token: () => t.jwks.token(OWNER, { sub: 'user|alice' }, { audience: 'https://other-api.example' }) },
  { name: 'a token from another issuer', token: () => t.jwks.token(OWNER, { sub: 'user|alice' }, { issuer: 'https://evil-idp.example/' }) },
  {
    name: 'an alg:none token',
    token: async () => `${enc({ alg: 'none', typ: 'JWT' })}.${enc({ sub: 'user|alice', email: OWNER, iss: ISSUER, aud: AUDIENCE, iat: now(), exp: now() + 600 })}.`,
  },
  {
    name: "another user's token with the owner's email swapped in",
    token: async () => {
      const [h, p, s] = otherToken.split('.');
      const claims = JSON.parse(new TextDecoder().decode(base64url.decode(p!))) as Record<string, unknown>;
      return `${h}.${enc({ ...claims, email: OWNER, sub: 'user|alice' })}.${s}`;
    },
  },
  {
    name: "the owner's email signed by a key the provider does not hold",
    token: async () => t.jwks.token(OWNER, { sub: 'user|alice' }, { key: (foreignKey ??= (await generateKeyPair('RS256')).privateKey) }),
  },
];

// ---------------------------------------------------------------------------------------------
// The endpoints. `call` makes the request aimed at the owner's data; `otherOk` checks the answer to
// another user's valid token (the endpoint's own rule); `ownerOk` proves the same call works for
// the owner (so a refusal is about the caller, not a broken request).

interface Endpoint {
  name: string;
  call(token: string | null): Promise<LightMyRequestResponse>;
  otherOk(r: LightMyRequestResponse): void | Promise<void>;
  ownerOk(r: LightMyRequestResponse): void;
  /** The owner's successful call writes (checked last, so it cannot hide another case's write). */
  ownerWrites?: boolean;
}

const endpoints: Endpoint[] = [
  {
    name: 'GET /api/order-history?email=<owner>',
    call: (tok) => t.inject({ method: 'GET', url: `/api/order-history?email=${encodeURIComponent(OWNER)}`, headers: auth(tok) }),
    otherOk: (r) => assert.equal(r.statusCode, 403),
    ownerOk: (r) => {
      assert.equal(r.statusCode, 200);
      assert.ok(r.body.includes(owned.receiptId));
    },
  },
  {
    name: "GET /api/orders/:receiptNumber (the owner's receipt number)",
    call: (tok) => t.inject({ method: 'GET', url: `/api/orders/${owned.receiptId}`, headers: auth(tok) }),
    otherOk: (r) => assert.equal(r.statusCode, 404), // another account's order is answered as unknown
    ownerOk: (r) => assert.ok(r.statusCode === 200 && json(r).receiptNumber === owned.receiptId),
  },
  {
    name: 'GET /api/order-history (no email)',
    call: (tok) => t.inject({ method: 'GET', url: '/api/order-history', headers: auth(tok) }),
    otherOk: (r) => {
      assert.equal(r.statusCode, 200);
      assert.deepEqual(json(r), []);
    },
    ownerOk: (r) => assert.ok(r.statusCode === 200 && r.body.includes(owned.receiptId)),
  },
  {
    name: 'POST /api/removefromcart',
    call: (tok) => t.inject({ method: 'POST', url: '/api/removefromcart', headers: auth(tok), payload: { products: [2], email: OWNER } }),
    otherOk: (r) => assert.equal(r.statusCode, 403),
    ownerOk: (r) => assert.deepEqual([r.statusCode, json(r).removed], [200, 1]),
    ownerWrites: true,
  },
  {
    name: 'GET /api/promocode',
    call: (tok) => t.inject({
      method: 'GET', url: `/api/promocode?cart=${cartParam([{ productId: 1, quantity: 1, productDetailType: 'certification' }])}&coupon=BCMAS100`,
      headers: auth(tok), remoteAddress: nextIp(),
    }),
    // Promotion codes hold no user data: another signed-in user checks codes for their own cart.
    otherOk: (r) => assert.equal(r.statusCode, 200),
    ownerOk: (r) => assert.equal(json(r).status, 'success'),
  },
  {
    name: 'POST /api/stripe-checkout',
    call: (tok) => t.inject({ method: 'POST', url: '/api/stripe-checkout', headers: auth(tok), payload: orderBody({ products: [{ productId: 8, quantity: 1, productDetailType: 'webinar' }] }), remoteAddress: nextIp() }),
    // Another user may buy for the owner (a gift): the session is theirs, never the owner's. Checked
    // separately below (it writes); here it only must not be an owner session.
    otherOk: async (r) => {
      assert.equal(r.statusCode, 201, r.body);
      const [s] = await t.db.query<{ buyer_email: string; buyer_sub: string }>('SELECT buyer_email, buyer_sub FROM checkout_sessions WHERE id = $1', [json(r).sessionId]);
      assert.deepEqual([s!.buyer_email, s!.buyer_sub], [OTHER, 'user|mallory']);
    },
    ownerOk: (r) => assert.equal(r.statusCode, 201, r.body),
    ownerWrites: true,
  },
  {
    name: 'GET /api/checkout-success (paid order)',
    call: (tok) => t.inject({ method: 'GET', url: `/api/checkout-success?session_id=${owned.paidSession}`, headers: auth(tok) }),
    otherOk: (r) => assert.equal(r.statusCode, 404),
    ownerOk: (r) => assert.equal(r.statusCode, 200),
  },
  {
    name: 'GET /api/checkout-success (paid at the provider, not yet fulfilled)',
    call: (tok) => t.inject({ method: 'GET', url: `/api/checkout-success?session_id=${owned.paidAtProviderSession}`, headers: auth(tok) }),
    otherOk: (r) => assert.equal(r.statusCode, 404),
    ownerOk: (r) => assert.equal(r.statusCode, 200, r.body),
    ownerWrites: true,
  },
  {
    name: 'GET /api/checkout-success (unpaid session)',
    call: (tok) => t.inject({ method: 'GET', url: `/api/checkout-success?session_id=${owned.unpaidSession}`, headers: auth(tok) }),
    otherOk: (r) => assert.equal(r.statusCode, 404),
    ownerOk: (r) => assert.equal(r.statusCode, 409),
  },
  {
    name: 'GET /api/seats',
    call: (tok) => t.inject({ method: 'GET', url: '/api/seats', headers: auth(tok) }),
    otherOk: (r) => {
      assert.equal(r.statusCode, 200);
      assert.deepEqual(json<Seat[]>(r as never), []);
    },
    ownerOk: (r) => assert.ok(json<Seat[]>(r as never).some((s) => s.seatId === owned.seatId)),
  },
  {
    name: 'POST /api/summit/badge',
    call: (tok) => t.inject({
      method: 'POST', url: '/api/summit/badge', headers: auth(tok), remoteAddress: nextIp(),
      payload: { email: OWNER, firstName: 'Hacked', lastName: 'Name', jobTitle: 'Impostor', company: 'Evil Corp' },
    }),
    // Someone else's registration: the same answer as no registration at all.
    otherOk: (r) => assert.deepEqual([r.statusCode, json(r).message], [404, BADGE_MESSAGES.noRegistration]),
    ownerOk: (r) => assert.equal(r.statusCode, 201, r.body),
    ownerWrites: true,
  },
  {
    // the badge page says "You are registered" only to a holder of the summit's ticket
    name: 'GET /api/summit/registration',
    call: (tok) => t.inject({ method: 'GET', url: '/api/summit/registration?slug=leadership-forum', headers: auth(tok) }),
    otherOk: (r) => assert.deepEqual([r.statusCode, json(r)], [200, { registered: false }]),
    ownerOk: (r) => assert.deepEqual([r.statusCode, json(r)], [200, { registered: true }], r.body),
  },
  {
    // the release health is for the store's staff: a valid token without the staff role is refused
    name: 'GET /api/staff/releases',
    call: (tok) => t.inject({ method: 'GET', url: '/api/staff/releases', headers: auth(tok) }),
    otherOk: (r) => assert.equal(r.statusCode, 403),
    ownerOk: (r) => assert.equal(r.statusCode, 200, r.body),
  },
  {
    name: 'PUT /api/seats/:id',
    call: (tok) => t.inject({ method: 'PUT', url: `/api/seats/${owned.seatId}`, headers: auth(tok), payload: { name: 'Taken Over', email: 'takeover@example.com', regionId: 64 } }),
    otherOk: (r) => assert.equal(r.statusCode, 404),
    ownerOk: (r) => assert.equal(r.statusCode, 200, r.body),
    ownerWrites: true,
  },
];

/** Nothing in the answer names the owner's order, seats, sessions or email. */
function assertNoOwnerData(r: LightMyRequestResponse) {
  for (const secret of [owned.receiptId, OWNER, 'seat.one@example.com', owned.paidSession, owned.unpaidSession, owned.paidAtProviderSession]) {
    assert.ok(!r.body.includes(secret), `the answer holds ${secret}: ${r.body.slice(0, 300)}`);
  }
}

let cases = 0;
describe('access matrix', () => {
  for (const e of endpoints) {
    describe(e.name, () => {
      for (const c of callers) {
        test(`${c.name}: gets nothing${c.validOther ? ' of the owner\'s' : ''}, writes nothing`, async () => {
          const before = await snapshot(t.db);
          const r = await e.call(await c.token());
          cases++;
          assert.ok(r.statusCode < 500, `${r.statusCode} ${r.body}`);
          assertNoOwnerData(r);
          if (c.validOther) {
            await e.otherOk(r);
            if (r.statusCode >= 300) assertUnchanged(before, await snapshot(t.db), `${e.name} with ${c.name}`);
            else if (e.name.startsWith('POST /api/stripe-checkout')) return; // another user's own session (checked in otherOk)
            else assertUnchanged(before, await snapshot(t.db), `${e.name} with ${c.name}`);
            return;
          }
          assert.equal(r.statusCode, 401, r.body);
          assert.match(String(r.headers['www-authenticate']), /^Bearer error="invalid_(token|request)"/);
          assert.match(String(json(r).message), /sign in|Bearer/i);
          assertUnchanged(before, await snapshot(t.db), `${e.name} with ${c.name}`);
        });
      }
    });
  }

  test('the same calls with the owner\'s token succeed (the refusals are about the caller)', async () => {
    // Read-only endpoints first, then the writing ones.
    for (const e of [...endpoints.filter((x) => !x.ownerWrites), ...endpoints.filter((x) => x.ownerWrites)]) {
      const before = await snapshot(t.db);
      const r = await e.call(ownerToken);
      e.ownerOk(r);
      if (!e.ownerWrites) assertUnchanged(before, await snapshot(t.db), `${e.name} for the owner`);
    }
  });

  test('the hosted payment page is reached by its unguessable session id only: guessed ids show nothing and write nothing', async () => {
    // Like a card provider's hosted checkout, the page needs no token: the session id (128 random bits) is the key.
    assert.match(owned.unpaidSession, /^cs_sandbox_[0-9a-f]{32}$/);
    const before = await snapshot(t.db);
    const near = owned.unpaidSession.slice(0, -1) + (owned.unpaidSession.endsWith('0') ? '1' : '0');
    for (const id of [near, 'cs_sandbox_', 'cs_sandbox_00000000000000000000000000000001', owned.unpaidSession.toUpperCase(), '1', '%2A', `${owned.unpaidSession}%00`]) {
      for (const method of ['GET', 'POST'] as const) {
        const r = await t.inject({
          method, url: `/api/sandbox/pay/${id}`, remoteAddress: nextIp(),
          ...(method === 'POST' ? { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams({ ...PAY_CARD, action: 'pay' }).toString() } : {}),
        });
        assert.ok(r.statusCode === 404 || r.statusCode === 400, `${method} ${id}: ${r.statusCode}`);
        assertNoOwnerData(r);
      }
    }
    assertUnchanged(before, await snapshot(t.db), 'guessed payment pages');
  });

  test('every route that asks for a bearer token is in this matrix', async () => {
    // Called without a token, a route behind the authenticate hook answers 401 with WWW-Authenticate.
    const guarded: string[] = [];
    for (const r of listRoutes(t.app)) {
      const url = r.url.replace(':id', '1').replace(':slug', 'current');
      const res = await t.inject({ method: r.method as 'GET', url, remoteAddress: nextIp(), ...(r.method === 'GET' ? {} : { payload: {} }) });
      assert.ok(res.statusCode < 500, `${r.method} ${url}: ${res.statusCode}`);
      if (res.statusCode === 401 && String(res.headers['www-authenticate']).startsWith('Bearer')) guarded.push(`${r.method} ${r.url}`);
    }
    const covered = new Set(endpoints.map((e) => e.name.split(' (')[0]!.split('?')[0]!.replace(/^(\w+) /, '$1 ')));
    assert.deepEqual(guarded.filter((g) => !covered.has(g)), [], 'identity routes missing from the matrix');
    assert.equal(guarded.length, 11);
    assert.equal(cases, endpoints.length * callers.length);
    console.log(`access matrix: ${endpoints.length} calls on ${guarded.length} identity endpoints x ${callers.length} callers = ${cases} cases`);
  });
});
