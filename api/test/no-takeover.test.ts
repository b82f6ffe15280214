// Issue 19: no one changes what is not theirs, and the store's links and emails carry only what the
// store wrote. Each attack of the issue, replayed against the API, now does no harm:
//   1. a badge written without a token, or for someone else's registration;
//   2. a free-pass claim taken over by repeating it with another name;
//   3. checkout, emails and documents built from `Host: evil.example` (and X-Forwarded-Host);
//   4. a name carrying a web address, and a seat reassigned again and again to send emails.
// Run: node --import tsx --test api/test/no-takeover.test.ts
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { after, before, beforeEach, describe, test } from 'node:test';
import type { Seat } from 'shared-api/contract';
import { hasWebAddress, nameProblem } from 'shared-api/names';
import { BADGE_MESSAGES } from '../src/summit/badges.js';
import { FREE_PASS_MESSAGES } from '../src/summit/free-pass.js';
import { SEAT_CHANGES_PER_DAY, SEAT_LIMIT_MESSAGES } from '../src/seats/limits.js';
import { nextSummitProducts } from '../src/seed/catalog.js';
import { defaultSeed } from '../src/seed/load.js';
import { seedFreePassCodes } from '../src/seed/summit.js';
import { siteUrlFromEnv } from '../src/site-url.js';
import { addressesIn, checkoutBody, count, json, startApi, type TestApi } from './helpers.js';
import { mailCapture, type MailCapture } from './support/mail-capture.js';

const SITE = 'https://store.acma.example';
const EVIL = 'evil.example';
/** What an attacker sends to make the store build links to their host. */
const POISON = { host: EVIL, 'x-forwarded-host': EVIL, 'x-forwarded-proto': 'http' };
const BUYER = 'alice.buyer@example.com';
const ATTENDEE = 'lee.attendee@example.com';
const MALLORY = 'mallory@example.com';
const PAY_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', cardName: 'Alice Buyer' };

let t: TestApi;
let mail: MailCapture;
let buyerToken: string;
let attendeeToken: string;
let malloryToken: string;
const nextIp = addressesIn(19);
const auth = (token: string | null): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

before(async () => {
  mail = mailCapture();
  t = await startApi({
    seed: defaultSeed(),
    overrides: {
      siteUrl: SITE,
      // behind a proxy that passes X-Forwarded-Host on: still no link follows it
      trustProxy: true,
      purchase: { mail: { transport: mail.transport }, outbox: { pollMs: 600_000 }, sandboxRetryDelaysMs: [] },
    },
  });
  buyerToken = await t.jwks.token(BUYER, { sub: 'user|alice' });
  attendeeToken = await t.jwks.token(ATTENDEE, { sub: 'user|lee' });
  malloryToken = await t.jwks.token(MALLORY, { sub: 'user|mallory' });
});
after(async () => {
  await t?.close();
});
// a previous test's emails still being sent would land after the clear: wait for the outbox first
beforeEach(async () => {
  await t.app.purchase.outbox.idle();
  mail.clear();
});

const orderBody = (over: Record<string, unknown> = {}) => checkoutBody({ fullName: 'Alice Buyer', email: BUYER }, { products: [{ productId: 2, quantity: 1, productDetailType: 'extension' }], ...over });

function checkout(token: string, over: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  return t.inject({ method: 'POST', url: '/api/stripe-checkout', headers: { ...auth(token), ...headers }, payload: orderBody(over), remoteAddress: nextIp() });
}

/** Opens a session and pays it on the sandbox page; returns the session id and the page's redirect. */
async function buy(token: string, over: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const r = await checkout(token, over, headers);
  assert.equal(r.statusCode, 201, r.body);
  const { sessionId, url } = json<{ sessionId: string; url: string }>(r);
  const paid = await t.inject({
    method: 'POST', url: new URL(url).pathname, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams({ ...PAY_CARD, action: 'pay' }).toString(),
  });
  assert.equal(paid.statusCode, 303, paid.body);
  await t.app.purchase.outbox.idle();
  return { sessionId, url, location: String(paid.headers.location) };
}

describe('1. badges belong to their attendee', () => {
  const profile = (email: string, over: Record<string, unknown> = {}) =>
    ({ email, firstName: 'Lee', lastName: 'Park', jobTitle: 'Senior MSL', company: 'Pharma Example', ...over });
  const badge = (token: string | null, body: Record<string, unknown>) =>
    t.inject({ method: 'POST', url: '/api/summit/badge', headers: auth(token), payload: body, remoteAddress: nextIp() });

  before(async () => {
    // Alice buys a summit ticket for Lee (Lee's email is the ticket's learner email).
    // the next summit's ticket (the 2025 summit has ended: its tickets are no longer sold)
    await buy(buyerToken, { email: ATTENDEE, products: [{ productId: nextSummitProducts()[0]!.productId, quantity: 1, productDetailType: 'conference' }] });
  });
  beforeEach(async () => {
    await t.db.query('DELETE FROM summit_badges');
  });

  test('without a token: 401, nothing written', async () => {
    const r = await badge(null, profile(ATTENDEE));
    assert.equal(r.statusCode, 401);
    assert.match(String(r.headers['www-authenticate']), /^Bearer/);
    assert.equal(await count(t.db, 'summit_badges'), 0);
  });

  test("someone else's registration: the same answer as no registration at all, nothing written", async () => {
    const none = await badge(malloryToken, profile('never.registered@example.com'));
    assert.equal(none.statusCode, 404);
    assert.equal(json(none).message, BADGE_MESSAGES.noRegistration);
    for (const victim of [ATTENDEE, BUYER]) {
      const r = await badge(malloryToken, profile(victim, { firstName: 'Hacked' }));
      assert.equal(r.statusCode, none.statusCode, victim);
      assert.equal(r.body, none.body, `${victim}: the answer does not tell that the address is registered`);
    }
    // Mallory's own paid ticket does not open anyone else's badge either
    await buy(malloryToken, { email: MALLORY, fullName: 'Mallory Jones', products: [{ productId: nextSummitProducts()[1]!.productId, quantity: 1, productDetailType: 'conference' }] });
    assert.equal((await badge(malloryToken, profile(ATTENDEE))).body, none.body);
    // the ticket holder cannot write the buyer's badge from the buyer's ticket
    assert.equal((await badge(attendeeToken, profile(BUYER))).body, none.body);
    assert.equal(await count(t.db, 'summit_badges'), 0);
  });

  test('the attendee signed in writes their badge; the buyer who paid for them may not change it, and is not told it exists', async () => {
    const own = await badge(attendeeToken, profile(ATTENDEE));
    assert.equal(own.statusCode, 201, own.body);
    const byBuyer = await badge(buyerToken, profile(ATTENDEE, { jobTitle: 'Field Medical Lead' }));
    assert.equal(byBuyer.statusCode, 201, byBuyer.body);
    assert.equal(json(byBuyer).status, 'submitted');
    const buyerOwn = await badge(buyerToken, profile(BUYER, { firstName: 'Alice', lastName: 'Buyer' }));
    assert.equal(buyerOwn.statusCode, 201, buyerOwn.body);
    const rows = await t.db.query<{ email: string; job_title: string }>('SELECT email, job_title FROM summit_badges ORDER BY email');
    assert.deepEqual(rows, [{ email: BUYER, job_title: 'Senior MSL' }, { email: ATTENDEE, job_title: 'Senior MSL' }]);
  });

  test('badge names stay names: no web address, no line break, at most 80 characters', async () => {
    for (const over of [
      { firstName: 'Verify at https://evil.example/login' },
      { lastName: 'Park\nYour account is suspended' },
      { firstName: 'x'.repeat(81) },
      { company: 'Visit evil-pharma.com today' },
    ]) {
      const r = await badge(attendeeToken, profile(ATTENDEE, over));
      assert.equal(r.statusCode, 400, JSON.stringify(over));
    }
    assert.equal(await count(t.db, 'summit_badges'), 0);
  });
});

describe('2. free-pass claims cannot be taken over', () => {
  const code = seedFreePassCodes[0]!;
  const lena = { code, firstName: 'Lena', lastName: 'Fischer', email: 'lena.fischer@partner.example', company: 'Partner Society', jobTitle: 'Medical Director' };
  const claim = (body: Record<string, unknown>, token: string | null = null) =>
    t.inject({ method: 'POST', url: '/api/summit/free-pass', headers: auth(token), payload: body, remoteAddress: nextIp() });
  const stored = async () => t.db.query<{ first_name: string; last_name: string; company: string }>(
    'SELECT first_name, last_name, company FROM free_pass_claims WHERE email = $1', [lena.email]);
  const linkIn = (text: string): string => {
    const m = /(https?:\/\/\S+\?claim=[A-Za-z0-9_.-]+)/.exec(text);
    assert.ok(m, `a change link in: ${text}`);
    return m[1]!;
  };

  beforeEach(async () => {
    await t.db.query('DELETE FROM free_pass_claims');
  });

  test('a repeated claim with another name changes nothing and gets the same answer as a new claim', async () => {
    const first = await claim(lena);
    assert.equal(first.statusCode, 201, first.body);
    assert.deepEqual(json(first), { status: 'accepted', message: FREE_PASS_MESSAGES.accepted });
    const takeover = await claim({ ...lena, firstName: 'Mallory', lastName: 'Impostor', company: 'Evil Corp' });
    assert.equal(takeover.statusCode, first.statusCode);
    assert.equal(takeover.body, first.body, 'the answer does not tell that the address has claimed');
    // signed in as someone else is no better than anonymous
    const signedInOther = await claim({ ...lena, firstName: 'Mallory' }, malloryToken);
    assert.equal(signedInOther.body, first.body);
    assert.deepEqual(await stored(), [{ first_name: 'Lena', last_name: 'Fischer', company: 'Partner Society' }]);
    assert.equal(await count(t.db, 'free_pass_claims'), 1);
  });

  test('the claimant changes it through the signed link emailed to them, which carries only what the store wrote', async () => {
    await claim(lena);
    await claim({ ...lena, firstName: 'Mallory' }); // the repeat: no second email the same day
    await t.app.purchase.outbox.idle();
    const sent = mail.to(lena.email);
    assert.equal(sent.length, 1);
    const link = linkIn(sent[0]!.text);
    assert.ok(link.startsWith(`${SITE}/summit-conference-free-pass?claim=`), link);
    for (const part of [sent[0]!.text, sent[0]!.html]) {
      assert.doesNotMatch(part, /Lena|Fischer|Partner Society|Mallory|evil/i, 'no text from the form in the email');
    }
    const token = new URL(link).searchParams.get('claim')!;
    const shown = await t.inject({ method: 'GET', url: `/api/summit/free-pass/claim?token=${token}`, remoteAddress: nextIp() });
    assert.equal(shown.statusCode, 200, shown.body);
    assert.deepEqual(json(shown), { code: code.toUpperCase(), email: lena.email, firstName: 'Lena', lastName: 'Fischer', company: 'Partner Society', jobTitle: 'Medical Director' });
    const change = { token, firstName: 'Lena', lastName: 'Fischer-Braun', company: 'Partner Society', jobTitle: 'VP Medical' };
    const changed = await t.inject({ method: 'PUT', url: '/api/summit/free-pass/claim', payload: change, remoteAddress: nextIp() });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.equal(json(changed).message, FREE_PASS_MESSAGES.updated);
    assert.deepEqual(await stored(), [{ first_name: 'Lena', last_name: 'Fischer-Braun', company: 'Partner Society' }]);

    // a forged, altered or foreign link changes nothing
    const [payload, sig] = token.split('.');
    const otherClaim = Buffer.from(JSON.stringify({ c: 999_999, e: Math.floor(Date.now() / 1000) + 3600 })).toString('base64url');
    const expired = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()) as object, e: 1 })).toString('base64url');
    for (const bad of [`${payload}.${'A'.repeat(43)}`, `${otherClaim}.${sig}`, `${expired}.${sig}`, 'abc.def']) {
      const r = await t.inject({ method: 'PUT', url: '/api/summit/free-pass/claim', payload: { ...change, token: bad, lastName: 'Hacked' }, remoteAddress: nextIp() });
      assert.equal(r.statusCode, 400, bad);
      assert.equal(json(r).message, FREE_PASS_MESSAGES.badLink);
    }
    assert.equal((await stored())[0]!.last_name, 'Fischer-Braun');
  });

  test('signed in as the claim\'s email, the claimant changes it directly', async () => {
    await claim(lena);
    const lenaToken = await t.jwks.token(lena.email, { sub: 'user|lena' });
    const r = await claim({ ...lena, jobTitle: 'Chief Medical Officer', company: 'Partner Society EU' }, lenaToken);
    assert.equal(r.statusCode, 200, r.body);
    assert.equal(json(r).message, FREE_PASS_MESSAGES.updated);
    assert.deepEqual(await stored(), [{ first_name: 'Lena', last_name: 'Fischer', company: 'Partner Society EU' }]);
  });

  test('a full code answers a repeated claim as it answers a new one', async () => {
    await t.db.query(`INSERT INTO free_pass_codes (code, max_claims) VALUES ('ONE-PLACE', 1) ON CONFLICT DO NOTHING`);
    assert.equal((await claim({ ...lena, code: 'one-place' })).statusCode, 201);
    const stranger = await claim({ ...lena, code: 'ONE-PLACE', email: 'stranger@partner.example' });
    const repeat = await claim({ ...lena, code: 'ONE-PLACE', firstName: 'Mallory' });
    assert.equal(stranger.statusCode, 409);
    assert.equal(repeat.body, stranger.body);
    assert.deepEqual((await stored()).map((r) => r.first_name), ['Lena']);
  });

  test('free-pass names stay names', async () => {
    for (const over of [{ firstName: 'Lena\r\nBcc: everyone' }, { lastName: 'see www.evil.example' }, { firstName: 'L'.repeat(81) }]) {
      assert.equal((await claim({ ...lena, ...over })).statusCode, 400, JSON.stringify(over));
    }
    assert.equal(await count(t.db, 'free_pass_claims'), 0);
  });
});

describe('3. one configured site origin: Host and forwarded hosts never build a link', () => {
  test('checkout: the payment page returns to SITE_URL, its CSP allows posting only there, and the order email links there', async () => {
    const bought = await buy(buyerToken, {
      products: [{ productId: 1, quantity: 2, productDetailType: 'certification' }],
      purchaseObj: { region: 64, extraCert: [{ productId: 1, name: 'Ann Lee', email: 'ann.lee@example.com', id: 64 }, { productId: 1, name: 'Ben Cho', email: '', id: 64 }] },
    }, POISON);
    assert.ok(bought.url.startsWith(`${SITE}/api/sandbox/pay/`), bought.url);
    assert.ok(bought.location.startsWith(`${SITE}/success?session_id=`), bought.location);
    const [s] = await t.db.query<{ success_url: string; cancel_url: string; url: string }>('SELECT success_url, cancel_url, url FROM checkout_sessions WHERE id = $1', [bought.sessionId]);
    assert.deepEqual([s!.success_url, s!.cancel_url], [`${SITE}/success?session_id={CHECKOUT_SESSION_ID}`, `${SITE}/cancel`]);

    const open = await checkout(buyerToken, { products: [{ productId: 30, quantity: 1, productDetailType: 'report' }] }, POISON);
    const page = await t.inject({ method: 'GET', url: new URL(json<{ url: string }>(open).url).pathname, headers: POISON });
    assert.equal(page.statusCode, 200);
    const csp = String(page.headers['content-security-policy']);
    assert.match(csp, new RegExp(`form-action 'self' ${SITE.replace(/\./g, '\\.')}(;|$)`));
    assert.doesNotMatch(csp, /evil/);
    // the cancel link on the page too
    const cancel = await t.inject({
      method: 'POST', url: new URL(json<{ url: string }>(open).url).pathname, headers: { 'content-type': 'application/x-www-form-urlencoded', ...POISON },
      payload: new URLSearchParams({ action: 'cancel' }).toString(),
    });
    assert.equal(cancel.statusCode, 303);
    assert.equal(cancel.headers.location, `${SITE}/cancel`);

    const emails = [...mail.to(BUYER), ...mail.to('ann.lee@example.com')];
    assert.ok(emails.length >= 2);
    for (const m of emails) assert.doesNotMatch(m.html + m.text, /evil\.example/);
    assert.ok(mail.to(BUYER)[0]!.text.includes(`${SITE}/additionalFields`));
  });

  test('a session opened before is not reused under another origin (the origin is part of its key)', async () => {
    const a = json<{ sessionId: string }>(await checkout(buyerToken, { products: [{ productId: 30, quantity: 1, productDetailType: 'report' }] }));
    await t.db.query("UPDATE checkout_sessions SET success_url = 'http://evil.example/success', idempotency_key = idempotency_key || '-old' WHERE id = $1", [a.sessionId]);
    const b = json<{ sessionId: string; url: string }>(await checkout(buyerToken, { products: [{ productId: 30, quantity: 1, productDetailType: 'report' }] }, POISON));
    assert.notEqual(b.sessionId, a.sessionId);
    assert.ok(b.url.startsWith(SITE));
  });

  // documents, sitemap and robots with a poisoned Host: server/test/site-url.test.ts

  test('SITE_URL: the embedded default is the address npm start prints; production without it stops start-up', () => {
    assert.equal(siteUrlFromEnv({}, 8080), 'http://localhost:8080');
    assert.equal(siteUrlFromEnv({ SITE_URL: 'https://store.example.org/' }, 8080), 'https://store.example.org');
    assert.throws(() => siteUrlFromEnv({ NODE_ENV: 'production' }, 8080), /SITE_URL is not set/);
    assert.throws(() => siteUrlFromEnv({ SITE_URL: 'https://store.example.org/shop?x=1' }, 8080), /origin only/);
    assert.throws(() => siteUrlFromEnv({ SITE_URL: 'javascript:alert(1)' }, 8080), /SITE_URL/);
    // the real start-up: the serve script stops before opening anything, with the reason
    const run = spawnSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, '..', '..', 'server', 'serve.ts')], {
      env: { ...process.env, NODE_ENV: 'production', SITE_URL: '', PORT: '1' }, encoding: 'utf8', timeout: 60_000,
    });
    assert.equal(run.status, 1, run.stderr);
    assert.match(run.stderr, /SITE_URL: required when NODE_ENV=production/);
  });
});

describe('4. buyer text in emails stays a name; seats change hands a few times a day', () => {
  let seatIds: number[] = [];
  before(async () => {
    const { sessionId } = await buy(buyerToken, {
      fullName: 'Alice Buyer',
      products: [{ productId: 1, quantity: 2, productDetailType: 'certification' }],
      purchaseObj: { region: 64, extraCert: [{ productId: 1, name: 'Seat One', email: '', id: 64 }, { productId: 1, name: 'Seat Two', email: '', id: 64 }] },
    });
    const rows = await t.db.query<{ id: number }>('SELECT s.id FROM order_seats s JOIN orders o ON o.id = s.order_id WHERE o.session_id = $1 ORDER BY s.seat_number', [sessionId]);
    seatIds = rows.map((r) => Number(r.id));
  });
  const put = (seatId: number, name: string, email: string) =>
    t.inject({ method: 'PUT', url: `/api/seats/${seatId}`, headers: auth(buyerToken), payload: { name, email, regionId: 64 }, remoteAddress: nextIp() });

  test('a name carrying a web address is refused at checkout, for license users and for seats; nothing is written or sent', async () => {
    const phishing = 'Your account is suspended, verify now at https://evil.example/verify';
    const sessions = await count(t.db, 'checkout_sessions');
    for (const over of [
      { fullName: phishing },
      { fullName: 'Alice (acma-support.com)' },
      { fullName: 'Alice\nBuyer' },
      { fullName: 'A'.repeat(81) },
      { products: [{ productId: 1, quantity: 2, productDetailType: 'certification' }], purchaseObj: { region: 64, extraCert: [{ productId: 1, name: phishing, email: 'x@example.com', id: 64 }, { productId: 1, name: 'Ok Name', email: '', id: 64 }] } },
    ]) {
      const r = await checkout(buyerToken, over);
      assert.equal(r.statusCode, 400, JSON.stringify(over).slice(0, 100));
    }
    assert.equal(await count(t.db, 'checkout_sessions'), sessions);
    const outbox = await count(t.db, 'email_outbox');
    for (const name of [phishing, 'Bob www.evil.example', 'Bob\u2028Line']) {
      assert.equal((await put(seatIds[0]!, name, 'victim@example.com')).statusCode, 400, name);
    }
    assert.equal(await count(t.db, 'email_outbox'), outbox);
  });

  test('a seat id is decimal digits only (0x1, 1e0, +1, 1.0, 01 and the like are a 400, nothing written)', async () => {
    const changes = await count(t.db, 'seat_changes');
    const id = seatIds[1]!;
    for (const spelled of [`0x${id.toString(16)}`, `${id}e0`, `+${id}`, `${id}.0`, `0${id}`, `%20${id}`, `${id}%20`, '0', '-1', '99999999999999999']) {
      const r = await t.inject({ method: 'PUT', url: `/api/seats/${spelled}`, headers: auth(buyerToken), payload: { name: 'Hex Holder', email: 'hex@example.com', regionId: 64 }, remoteAddress: nextIp() });
      assert.equal(r.statusCode, 400, `${spelled}: ${r.body}`);
      assert.match(String(json(r).message), /seat id/);
    }
    assert.equal(await count(t.db, 'seat_changes'), changes);
  });

  test('the seat email names the assigner by the buyer\'s account email', async () => {
    const r = await put(seatIds[1]!, 'Dee Park', 'dee@example.com');
    assert.equal(r.statusCode, 200, r.body);
    await t.app.purchase.outbox.idle();
    const [m] = mail.to('dee@example.com');
    assert.ok(m);
    assert.match(m.text, new RegExp(`The ACMA account ${BUYER.replace(/\./g, '\\.')} has given you a seat`));
    assert.doesNotMatch(m.text, /Alice Buyer/);
  });

  test(`a seat is reassigned at most ${SEAT_CHANGES_PER_DAY} times a day, and an order sends a bounded number of seat emails`, async () => {
    for (let i = 1; i <= SEAT_CHANGES_PER_DAY; i++) {
      const r = await put(seatIds[0]!, 'Next Holder', `holder${i}@example.com`);
      assert.equal(r.statusCode, 200, `change ${i}: ${r.body}`);
    }
    const outbox = await count(t.db, 'email_outbox');
    const over = await put(seatIds[0]!, 'Next Holder', 'holder-over@example.com');
    assert.equal(over.statusCode, 429);
    // the text and Retry-After say the same wait, until the first change of the day is 24 hours old
    const wait = Number(over.headers['retry-after']);
    assert.ok(wait > 23 * 3600 && wait <= 24 * 3600, `Retry-After ${wait}`);
    assert.equal(json(over).message, SEAT_LIMIT_MESSAGES.seat(wait));
    assert.match(String(json(over).message), /again in 24 hours/);
    assert.equal(await count(t.db, 'email_outbox'), outbox, 'no email');
    const [seat] = await t.db.query<{ holder_email: string }>('SELECT holder_email FROM order_seats WHERE id = $1', [seatIds[0]]);
    assert.equal(seat!.holder_email, `holder${SEAT_CHANGES_PER_DAY}@example.com`, 'the seat stays with its holder');
    // saving the same holder again (a name fix) is not a change
    assert.equal((await put(seatIds[0]!, 'Next H. Holder', `holder${SEAT_CHANGES_PER_DAY}@example.com`)).statusCode, 200);

    // the other seat: one change so far (the email test above); the order has sent 4 of its 5 a day
    assert.equal((await put(seatIds[1]!, 'Eve Stone', 'eve@example.com')).statusCode, 200);
    const orderOver = await put(seatIds[1]!, 'Fay Lin', 'fay@example.com');
    assert.equal(orderOver.statusCode, 429);
    assert.equal(json(orderOver).message, SEAT_LIMIT_MESSAGES.order(Number(orderOver.headers['retry-after'])));
    // an older day's changes: the wait is what is left of the window, said alike in both
    await t.db.query("UPDATE seat_changes SET created_at = created_at - interval '22 hours 30 minutes' WHERE seat_id = $1", [seatIds[0]]);
    const later = await put(seatIds[0]!, 'Next Holder', 'holder-later@example.com');
    assert.equal(later.statusCode, 429);
    const left = Number(later.headers['retry-after']);
    assert.ok(left > 5000 && left <= 5400, `Retry-After ${left}`);
    assert.match(String(json(later).message), /again in 2 hours/);
    assert.equal(await count(t.db, 'email_outbox'), outbox + 1);
  });

  test('names: what is refused and what is kept', () => {
    for (const ok of ['Anne-Marie O\'Neil', 'J.R.R. Tolkien', 'Dr. St.Clair', 'José Álvarez García', '李小龍', 'Mary Smith Jr.']) {
      assert.equal(nameProblem(ok, 'Name'), null, ok);
    }
    for (const bad of ['see http://x.example', 'evil.com', 'www.acma-login.net', 'acma.example/verify', 'mail me at a@b.org', '10.0.0.1 login', 'evil．com']) {
      assert.ok(hasWebAddress(bad), bad);
    }
    assert.match(nameProblem('Line\nbreak', 'Name')!, /one line/);
  });
});

// Seats listing still works for the buyer after the refusals (nothing half-written).
test('the buyer still lists their seats', async () => {
  const r = await t.inject({ method: 'GET', url: '/api/seats', headers: auth(buyerToken) });
  assert.equal(r.statusCode, 200);
  assert.ok(json<Seat[]>(r).length >= 4);
});
