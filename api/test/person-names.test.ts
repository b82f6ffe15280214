// Issue 36, "Names by a maintained rule": a person's name (the buyer's Full Name, license users, seat
// holders, badge and free-pass names) holds no host name under ANY top-level domain, found with
// linkify-it and the full list (shared-api/src/names.ts): the hosts the old hand list let through,
// replayed against the API, are a 400 naming the field with the rule's message, and nothing is
// written or sent; real names, dotted initials included, are taken.
// Run: DATABASE_URL= node --import tsx --test --test-concurrency=1 api/test/person-names.test.ts
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { nextSummitProducts } from '../src/seed/catalog.js';
import { defaultSeed } from '../src/seed/load.js';
import { addressesIn, count, json, startApi, type TestApi } from './helpers.js';
import { mailCapture, type MailCapture } from './support/mail-capture.js';

/** Host names the hand list of common top-level domains let through. */
const ATTACKS = [
  'payroll-verify.ca Smith', 'Ana verify.it', 'Jan studio-login.nl', 'invoice.zip', 'Ana clip.mov', 'пример.рф', 'xn--e1afmkfd.xn--p1ai',
  'Ana bücher.de', 'localhost:8080', 'Ana j.ford',
];
/** Real names (and dotted initials: ford, kim, sc and li are top-level domains). */
const NAMES = [
  'Dr. Jane Smith', 'J. R. R. Tolkien', 'Mary-Jane O\'Neil', 'José Álvarez-Núñez', 'Anh Nguyễn', '李小龙', 'Jean-Luc Picard Jr.', 'St. John Smythe',
  'Prof. Ada Lovelace, PhD', 'O\'Brien-McCarthy', 'J.Ford', 'J.R.Kim', 'Ana Lee, B.Sc', 'J.Li',
];
const NOT_A_NAME = (label: string) => `${label} must be a name, without web or email addresses`;
const CHECKOUT_NAME_TOAST = 'Please Ensure Checkout Details - Full Name is valid';

const BUYER = 'alice.names@example.com';
const ATTENDEE = 'lee.names@example.com';
let t: TestApi;
let mail: MailCapture;
let buyerToken: string;
let attendeeToken: string;
const nextIp = addressesIn(36);
const auth = (token: string): Record<string, string> => ({ authorization: `Bearer ${token}` });

/** A 400 whose issues name `path` with `message` (the field the form marks, the text it shows). */
function refused(r: LightMyRequestResponse, path: string, message: string, what: string) {
  assert.equal(r.statusCode, 400, `${what}: ${r.body}`);
  const body = json<{ message: string; issues?: { path: string; message: string }[] }>(r);
  assert.deepEqual(body.issues?.filter((i) => i.path === path), [{ path, message }], `${what}: ${r.body}`);
}

before(async () => {
  mail = mailCapture();
  t = await startApi({
    seed: defaultSeed(),
    overrides: { purchase: { mail: { transport: mail.transport }, outbox: { pollMs: 600_000 }, sandboxRetryDelaysMs: [] } },
  });
  buyerToken = await t.jwks.token(BUYER, { sub: 'user|alice-names' });
  attendeeToken = await t.jwks.token(ATTENDEE, { sub: 'user|lee-names' });
});
after(async () => {
  await t?.close();
});

const checkout = (over: Record<string, unknown>) => t.inject({
  method: 'POST', url: '/api/stripe-checkout', headers: auth(buyerToken), remoteAddress: nextIp(),
  payload: {
    termsAgreed: true, fullName: 'Alice Buyer', email: BUYER, products: [{ productId: 2, quantity: 1, productDetailType: 'extension' }],
    purchaseObj: { extraCert: [] }, paymentType: 'fullPayment', couponCode: '', subscriptionMonth: 0, params: {}, ...over,
  },
});
const licenses = (name: string) => ({
  products: [{ productId: 1, quantity: 2, productDetailType: 'certification' }],
  purchaseObj: { region: 64, extraCert: [{ productId: 1, name, email: '', id: 64 }, { productId: 1, name: 'Ok Name', email: '', id: 64 }] },
});

/** Opens a checkout session and pays it on the sandbox page; returns the session id. */
async function buy(over: Record<string, unknown>): Promise<string> {
  const r = await checkout(over);
  assert.equal(r.statusCode, 201, r.body);
  const { sessionId, url } = json<{ sessionId: string; url: string }>(r);
  const paid = await t.inject({
    method: 'POST', url: new URL(url).pathname, headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', cardName: 'Alice Buyer', action: 'pay' }).toString(),
  });
  assert.equal(paid.statusCode, 303, paid.body);
  await t.app.purchase.outbox.idle();
  return sessionId;
}

describe('checkout: the buyer\'s Full Name and the license users', () => {
  test('a host under any top-level domain is refused with the checkout\'s toast text or the rule\'s message; no session opened', async () => {
    const sessions = await count(t.db, 'checkout_sessions');
    for (const name of ATTACKS) {
      refused(await checkout({ fullName: name }), 'fullName', CHECKOUT_NAME_TOAST, name);
      refused(await checkout(licenses(name)), 'purchaseObj.extraCert[0].name', NOT_A_NAME('license user name'), name);
    }
    assert.equal(await count(t.db, 'checkout_sessions'), sessions);
  });

  test('real names are taken', async () => {
    for (const name of NAMES) {
      assert.equal((await checkout({ fullName: name })).statusCode, 201, name);
      assert.equal((await checkout(licenses(name))).statusCode, 201, name);
    }
  });
});

describe('seats: the holder\'s name', () => {
  let seatId = 0;
  before(async () => {
    const sessionId = await buy(licenses('Seat One'));
    const [row] = await t.db.query<{ id: number }>('SELECT s.id FROM order_seats s JOIN orders o ON o.id = s.order_id WHERE o.session_id = $1 ORDER BY s.seat_number LIMIT 1', [sessionId]);
    seatId = Number(row!.id);
    mail.clear();
  });
  const put = (name: string) => t.inject({
    method: 'PUT', url: `/api/seats/${seatId}`, headers: auth(buyerToken), remoteAddress: nextIp(),
    payload: { name, email: 'holder.names@example.com', regionId: 64 },
  });

  test('refused before anything is written or sent', async () => {
    const [changes, outbox] = [await count(t.db, 'seat_changes'), await count(t.db, 'email_outbox')];
    for (const name of ATTACKS) refused(await put(name), 'name', NOT_A_NAME('Full Name'), name);
    assert.deepEqual([await count(t.db, 'seat_changes'), await count(t.db, 'email_outbox')], [changes, outbox]);
    const [seat] = await t.db.query<{ holder_name: string }>('SELECT holder_name FROM order_seats WHERE id = $1', [seatId]);
    assert.equal(seat!.holder_name, 'Seat One');
  });

  test('real names are taken (the same holder: a name fix, not a change of hands)', async () => {
    for (const name of NAMES) assert.equal((await put(name)).statusCode, 200, name);
    const [seat] = await t.db.query<{ holder_name: string }>('SELECT holder_name FROM order_seats WHERE id = $1', [seatId]);
    assert.equal(seat!.holder_name, NAMES.at(-1));
  });
});

describe('lead forms: the names they send', () => {
  const lead = (fields: Record<string, string>) => t.inject({
    method: 'POST', url: '/api/leads', remoteAddress: nextIp(),
    payload: { form: 'contact-general', fields: { email: 'reader.names@example.org', ...fields } },
  });

  test('refused, nothing stored', async () => {
    const before = await count(t.db, 'lead_submissions');
    for (const name of ATTACKS) {
      for (const field of ['firstname', 'lastName', 'nominee_firstname', 'nominator_name', 'name']) {
        refused(await lead({ [field]: name }), `fields.${field}`, NOT_A_NAME(field), `${field}: ${name}`);
      }
    }
    assert.equal(await count(t.db, 'lead_submissions'), before);
  });

  test('real names, and other fields with addresses in them, are taken', async () => {
    for (const name of NAMES) assert.equal((await lead({ firstname: name, lastname: name })).statusCode, 201, name);
    assert.equal((await lead({ firstname: 'Ana', message: 'See example.ca for our program', company: 'Example.ca Inc' })).statusCode, 201);
  });
});

describe('summit: free-pass and badge names', () => {
  const CODE = 'NAMES-36';
  const claim = (over: Record<string, unknown>) => t.inject({
    method: 'POST', url: '/api/summit/free-pass', remoteAddress: nextIp(),
    payload: { code: CODE, firstName: 'Lena', lastName: 'Fischer', email: 'lena.names@partner.example', company: 'Partner Society', jobTitle: 'Medical Director', ...over },
  });
  const badge = (over: Record<string, unknown>) => t.inject({
    method: 'POST', url: '/api/summit/badge', headers: auth(attendeeToken), remoteAddress: nextIp(),
    payload: { email: ATTENDEE, firstName: 'Lee', lastName: 'Park', jobTitle: 'Senior MSL', company: 'Pharma Example', ...over },
  });
  before(async () => {
    await t.db.query('INSERT INTO free_pass_codes (code, max_claims) VALUES ($1, 1000) ON CONFLICT DO NOTHING', [CODE]);
    await buy({ email: ATTENDEE, products: [{ productId: nextSummitProducts()[0]!.productId, quantity: 1, productDetailType: 'conference' }] });
  });

  test('refused, nothing stored', async () => {
    for (const name of ATTACKS) {
      refused(await claim({ firstName: name }), 'firstName', NOT_A_NAME('firstName'), name);
      refused(await claim({ lastName: name }), 'lastName', NOT_A_NAME('lastName'), name);
      refused(await badge({ firstName: name }), 'firstName', NOT_A_NAME('firstName'), name);
      refused(await badge({ lastName: name }), 'lastName', NOT_A_NAME('lastName'), name);
    }
    assert.deepEqual([await count(t.db, 'free_pass_claims'), await count(t.db, 'summit_badges')], [0, 0]);
  });

  test('real names are taken', async () => {
    for (const [i, name] of NAMES.entries()) {
      assert.equal((await claim({ firstName: name, lastName: name, email: `guest${i}.names@partner.example` })).statusCode, 201, name);
      assert.ok([200, 201].includes((await badge({ firstName: name, lastName: name })).statusCode), name);
    }
    assert.equal(await count(t.db, 'free_pass_claims'), NAMES.length);
  });
});
