// The summit routes (api/src/routes/summit.ts): content by slug and 'current', the free-pass code
// check and the attendee badge matched to a paid conference order (the takeover attempts
// are in no-takeover.test.ts).
// Run: node --import tsx --test api/test/summit.test.ts
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import type { Product } from 'shared-api/contract';
import { BADGE_MESSAGES } from '../src/summit/badges.js';
import { FREE_PASS_MESSAGES } from '../src/summit/free-pass.js';
import { nextSummitProducts } from '../src/seed/catalog.js';
import { defaultSeed } from '../src/seed/load.js';
import { seedFreePassCodes, SUMMIT_ASPIRING_SLUG, SUMMIT_FULL_SLUG } from '../src/seed/summit.js';
import { count, json, startApi, type TestApi } from './helpers.js';

let t: TestApi;
before(async () => {
  t = await startApi({ seed: defaultSeed() });
});
after(async () => {
  await t?.close();
});

const post = (url: string, payload: unknown, ip = '10.0.0.1') =>
  t.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, remoteAddress: ip });

describe('GET /api/summit/:slug', () => {
  test('serves the summit content of each conference product, the same object as Product.content', async () => {
    for (const slug of [SUMMIT_FULL_SLUG, SUMMIT_ASPIRING_SLUG]) {
      const r = await t.inject({ method: 'GET', url: `/api/summit/${slug}` });
      assert.equal(r.statusCode, 200);
      const c = json(r);
      assert.equal(c.slug, slug);
      assert.equal((c.speakers as unknown[]).length, 10);
      const p = await t.inject({ method: 'GET', url: `/api/product?slug=${slug}&type=conference` });
      assert.equal(p.statusCode, 200);
      assert.deepEqual(json<Product>(p).content, c, 'GET /api/product carries the same content');
    }
    const full = json(await t.inject({ method: 'GET', url: `/api/summit/${SUMMIT_FULL_SLUG}` }));
    const aspiring = json(await t.inject({ method: 'GET', url: `/api/summit/${SUMMIT_ASPIRING_SLUG}` }));
    assert.equal(full.variant, 'full');
    assert.equal(aspiring.variant, 'discounted');
    assert.equal((full.registration as { tiers: unknown[] }).tiers.length, 1);
    assert.equal((aspiring.registration as { tiers: unknown[] }).tiers.length, 2);
  });

  test("'current' is the next main summit to start: the demo catalog's next summit, not the 2025 one that has ended", async () => {
    const r = await t.inject({ method: 'GET', url: '/api/summit/current' });
    assert.equal(r.statusCode, 200);
    assert.equal(json(r).slug, nextSummitProducts()[0]!.productNickName);
    assert.notEqual(json(r).slug, SUMMIT_FULL_SLUG);
  });

  test('slugs are case-insensitive; unknown ones are 404 with a reason, bad ones 400', async () => {
    assert.equal((await t.inject({ method: 'GET', url: `/api/summit/${SUMMIT_FULL_SLUG.toUpperCase()}` })).statusCode, 200);
    const missing = await t.inject({ method: 'GET', url: '/api/summit/summit-march-1999' });
    assert.equal(missing.statusCode, 404);
    assert.match(String(json(missing).message), /no summit page named "summit-march-1999"/);
    const bad = await t.inject({ method: 'GET', url: '/api/summit/%3Cscript%3E' });
    assert.equal(bad.statusCode, 400);
    // a non-conference product is not a summit
    assert.equal((await t.inject({ method: 'GET', url: '/api/summit/bcmas' })).statusCode, 404);
  });

  test("next year's summit is a data change: 'current' follows the data", async () => {
    const [row] = await t.db.query<{ content: Record<string, unknown> }>('SELECT content FROM products WHERE product_nick_name = $1', [SUMMIT_FULL_SLUG]);
    // a summit that starts tomorrow: before the seed's next one
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();
    const next = { ...row!.content, slug: 'summit-march-2099', name: 'ACMA Summit 2099', startDate: day(1), endDate: day(1.5) };
    await t.db.query(
      `INSERT INTO products (product_id, product_type, product_nick_name, product_detail_type, product_name, product_price, content)
       VALUES (9099, 'conference', 'summit-march-2099', 'conference', 'ACMA Summit 2099', 649.99, $1::jsonb)`,
      [JSON.stringify(next)],
    );
    t.app.catalog.invalidate();
    try {
      assert.equal(json(await t.inject({ method: 'GET', url: '/api/summit/current' })).slug, 'summit-march-2099');
      assert.equal(json(await t.inject({ method: 'GET', url: '/api/summit/summit-march-2099' })).name, 'ACMA Summit 2099');
    } finally {
      await t.db.query('DELETE FROM products WHERE product_id = 9099');
      t.app.catalog.invalidate();
    }
  });
});

describe('POST /api/summit/free-pass', () => {
  const person = { firstName: 'Lena', lastName: 'Fischer', email: 'Lena.Fischer@Partner.example', company: 'Partner Society', jobTitle: 'Medical Director' };
  beforeEach(async () => {
    await t.db.query('DELETE FROM free_pass_claims');
  });

  test('the seed codes are loaded', async () => {
    const rows = await t.db.query<{ code: string }>('SELECT code FROM free_pass_codes ORDER BY code');
    assert.deepEqual(rows.map((r) => r.code), [...seedFreePassCodes].map((c) => c.toUpperCase()).sort());
  });

  test('a wrong code is refused with a clear 400 message and writes nothing', async () => {
    const r = await post('/api/summit/free-pass', { ...person, code: 'NOT-A-CODE' });
    assert.equal(r.statusCode, 400);
    assert.equal(json(r).message, FREE_PASS_MESSAGES.invalid);
    assert.equal(await count(t.db, 'free_pass_claims'), 0);
  });

  test('a valid code (any case) is accepted once per email; an anonymous repeat changes nothing and is answered alike', async () => {
    const code = seedFreePassCodes[0]!.toLowerCase();
    const r = await post('/api/summit/free-pass', { ...person, code });
    assert.equal(r.statusCode, 201);
    assert.deepEqual(json(r), { status: 'accepted', message: FREE_PASS_MESSAGES.accepted });
    const again = await post('/api/summit/free-pass', { ...person, code: ` ${code.toUpperCase()} `, jobTitle: 'VP Medical' });
    assert.equal(again.statusCode, 201);
    assert.equal(again.body, r.body);
    const rows = await t.db.query<{ email: string; job_title: string; code: string }>('SELECT email, job_title, code FROM free_pass_claims');
    assert.deepEqual(rows, [{ email: 'lena.fischer@partner.example', job_title: 'Medical Director', code: seedFreePassCodes[0]!.toUpperCase() }]);
  });

  test('inactive, expired and fully claimed codes are refused', async () => {
    await t.db.query(`INSERT INTO free_pass_codes (code, active) VALUES ('OFF-2025', false), ('ONE-SEAT', true) ON CONFLICT DO NOTHING`);
    await t.db.query(`INSERT INTO free_pass_codes (code, expires_at) VALUES ('OLD-2020', '2020-01-01T00:00:00Z') ON CONFLICT DO NOTHING`);
    await t.db.query(`UPDATE free_pass_codes SET max_claims = 1 WHERE code = 'ONE-SEAT'`);
    assert.equal(json(await post('/api/summit/free-pass', { ...person, code: 'off-2025' })).message, FREE_PASS_MESSAGES.invalid);
    const old = await post('/api/summit/free-pass', { ...person, code: 'OLD-2020' });
    assert.equal(old.statusCode, 400);
    assert.equal(json(old).message, FREE_PASS_MESSAGES.expired);
    assert.equal((await post('/api/summit/free-pass', { ...person, code: 'ONE-SEAT' })).statusCode, 201);
    // the code is used up: the same answer to the claimant's repeat and to somebody else
    assert.equal((await post('/api/summit/free-pass', { ...person, code: 'ONE-SEAT' })).statusCode, 409);
    const full = await post('/api/summit/free-pass', { ...person, email: 'other@partner.example', code: 'ONE-SEAT' });
    assert.equal(full.statusCode, 409);
    assert.equal(json(full).message, FREE_PASS_MESSAGES.full);
    assert.equal(await count(t.db, 'free_pass_claims'), 1);
  });

  test('bad input is a 400 naming the problem, and writes nothing', async () => {
    const cases: unknown[] = [
      { ...person, code: '' },
      { ...person, code: seedFreePassCodes[0], email: 'not-an-email' },
      { ...person, code: seedFreePassCodes[0], firstName: 'L' },
      { ...person, code: seedFreePassCodes[0], admin: true },
      { code: seedFreePassCodes[0] },
      [],
    ];
    for (const payload of cases) {
      const r = await post('/api/summit/free-pass', payload);
      assert.equal(r.statusCode, 400, JSON.stringify(payload));
      assert.match(String(json(r).message), /Invalid request body/);
    }
    const notJson = await t.inject({ method: 'POST', url: '/api/summit/free-pass', payload: 'code=X', headers: { 'content-type': 'text/plain' } });
    assert.ok(notJson.statusCode >= 400 && notJson.statusCode < 500);
    assert.equal(await count(t.db, 'free_pass_claims'), 0);
  });
});

describe('POST /api/summit/badge', () => {
  const profile = { email: 'Attendee.One@Pharma.example', firstName: 'Ada', lastName: 'Obi', jobTitle: 'Senior MSL', company: 'Pharma Example' };
  let orderSeq = 0;
  async function order(email: string, productId: number, productType: string, status = 'paid'): Promise<number> {
    orderSeq++;
    const [o] = await t.db.query<{ id: number }>(
      `INSERT INTO orders (receipt_id, session_id, email, status, total) VALUES ($1, $2, $3, $4, 599.99) RETURNING id`,
      [`rcpt_summit_${orderSeq}`, `cs_summit_${orderSeq}`, email, status],
    );
    await t.db.query(
      `INSERT INTO order_lines (order_id, product_id, product_type, product_name, quantity, unit_price, total)
       VALUES ($1, $2, $3, 'Ticket', 1, 599.99, 599.99)`,
      [o!.id, productId, productType],
    );
    return o!.id;
  }
  beforeEach(async () => {
    await t.db.query('DELETE FROM summit_badges');
  });

  const badge = async (payload: unknown, email: string | null = String((payload as { email?: unknown }).email ?? ''), ip = '10.0.0.1') =>
    t.inject({
      method: 'POST', url: '/api/summit/badge', payload: payload as Record<string, unknown>, remoteAddress: ip,
      headers: email ? { authorization: `Bearer ${await t.jwks.token(email.toLowerCase())}` } : {},
    });

  test('no paid conference registration for the email: 404 with a clear message, nothing written', async () => {
    const r = await badge({ ...profile, email: 'nobody@pharma.example' });
    assert.equal(r.statusCode, 404);
    assert.equal(json(r).message, BADGE_MESSAGES.noRegistration);
    // an unpaid conference order or a paid order of something else does not count
    await order('pending.buyer@pharma.example', 90, 'conference', 'pending');
    await order('cert.buyer@pharma.example', 1, 'certification');
    assert.equal((await badge({ ...profile, email: 'pending.buyer@pharma.example' })).statusCode, 404);
    assert.equal((await badge({ ...profile, email: 'cert.buyer@pharma.example' })).statusCode, 404);
    assert.equal(await count(t.db, 'summit_badges'), 0);
  });

  test('signed in as the attendee: matches the paid registration by email (any case) and can be resubmitted to update', async () => {
    const orderId = await order('attendee.one@pharma.example', 90, 'conference');
    assert.equal((await badge(profile, null)).statusCode, 401, 'not signed in');
    const r = await badge({ ...profile, linkedinUrl: 'https://www.linkedin.com/in/ada-obi' });
    assert.equal(r.statusCode, 201);
    assert.deepEqual(json(r), { status: 'created', message: BADGE_MESSAGES.created });
    const again = await badge({ ...profile, jobTitle: 'Field Medical Lead', dietaryNeeds: 'Vegetarian' });
    assert.equal(again.statusCode, 200);
    assert.deepEqual(json(again), { status: 'updated', message: BADGE_MESSAGES.updated });
    const rows = await t.db.query<Record<string, unknown>>('SELECT email, product_id, order_id, job_title, linkedin_url, dietary_needs FROM summit_badges');
    assert.deepEqual(rows, [{ email: 'attendee.one@pharma.example', product_id: 90, order_id: orderId, job_title: 'Field Medical Lead', linkedin_url: null, dietary_needs: 'Vegetarian' }]);
  });

  test('the buyer of the attendee\'s ticket creates the badge while none exists, never changes the attendee\'s own, and is answered the same either way', async () => {
    const buyer = 'ticket.buyer@pharma.example';
    const attendee = 'attendee.three@pharma.example';
    const [o] = await t.db.query<{ id: number }>(
      `INSERT INTO orders (receipt_id, session_id, email, learner_email, status, total) VALUES ('rcpt_badge_for', 'cs_badge_for', $1, $2, 'paid', 599.99) RETURNING id`, [buyer, attendee]);
    await t.db.query(`INSERT INTO order_lines (order_id, product_id, product_type, product_name, quantity, unit_price, total) VALUES ($1, 91, 'conference', 'Ticket', 1, 599.99, 599.99)`, [o!.id]);
    const byBuyer = (jobTitle: string) => badge({ ...profile, email: attendee, jobTitle }, buyer);
    const first = await byBuyer('Set by the buyer');
    assert.deepEqual([first.statusCode, json(first)], [201, { status: 'submitted', message: BADGE_MESSAGES.submitted }]);
    // the attendee fills in their own
    const own = await badge({ ...profile, email: attendee, jobTitle: 'Chosen by the attendee' });
    assert.deepEqual([own.statusCode, json(own).status], [200, 'updated']);
    // the buyer again: the same answer as when none existed, and nothing changes
    const again = await byBuyer('Overwritten by the buyer');
    assert.deepEqual([again.statusCode, json(again)], [first.statusCode, json(first)]);
    const rows = await t.db.query<{ job_title: string }>('SELECT job_title FROM summit_badges WHERE email = $1', [attendee]);
    assert.deepEqual(rows.map((r) => r.job_title), ['Chosen by the attendee']);
  });

  test('bad input is a 400 and writes nothing', async () => {
    await order('attendee.two@pharma.example', 91, 'conference');
    for (const payload of [
      { ...profile, email: 'attendee.two@pharma.example', linkedinUrl: 'javascript:alert(1)' },
      { ...profile, email: 'attendee.two@pharma' },
      { ...profile, email: 'attendee.two@pharma.example', company: '' },
      { ...profile, email: 'attendee.two@pharma.example', dietaryNeeds: 'x'.repeat(501) },
      { ...profile, email: 'attendee.two@pharma.example', role: 'vip' },
    ]) {
      const r = await badge(payload, 'attendee.two@pharma.example');
      assert.equal(r.statusCode, 400, JSON.stringify(payload).slice(0, 80));
    }
    assert.equal(await count(t.db, 'summit_badges'), 0);
  });
});

describe('rate limits', () => {
  test('free-pass and badge writes are limited per address', async () => {
    const max = t.app.rateLimits.leadsPerIp;
    const send = (url: string, ip: string) => t.inject({ method: 'POST', url, payload: { code: 'WRONG' }, remoteAddress: ip });
    for (let i = 0; i < max; i++) assert.equal((await send('/api/summit/free-pass', '10.9.9.9')).statusCode, 400);
    const over = await send('/api/summit/free-pass', '10.9.9.9');
    assert.equal(over.statusCode, 429);
    assert.match(String(json(over).message), /Too many requests/);
    assert.equal((await send('/api/summit/free-pass', '10.9.9.10')).statusCode, 400, 'another address is not limited');
    // the badge needs sign-in: refused (401) calls count against the address too
    for (let i = 0; i < max; i++) assert.equal((await send('/api/summit/badge', '10.9.9.11')).statusCode, 401);
    assert.equal((await send('/api/summit/badge', '10.9.9.11')).statusCode, 429);
  });
});
