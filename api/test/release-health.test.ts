// Release health: POST /api/beacons (a page view's report, as sendBeacon sends it) aggregated per
// remote, release and minute; bad, unknown, mistyped and oversized reports refused with nothing
// written; only page views the store served count (a ticket signed by the store, naming the
// releases of the page; once per page view; page views with an error, not errors; from the store's
// own pages; releases the registry knows); the per-address and all-addresses limits; old minutes
// deleted; p75 read from the histograms; and the staff's GET /api/staff/releases (401 without a
// token, 403 without the staff role, the ops token accepted).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { buildApi } from '../src/app.js';
import { migrate } from '../src/db/migrate.js';
import { bucketOf, p75 } from '../src/releases/histogram.js';
import { pruneReleaseHealth, recordBeacon, releaseHealth, type PageView } from '../src/releases/health.js';
import { mintTicket, readTicket, ticketReleases, type Ticket } from '../src/releases/page-views.js';
import type { ReleasesView } from '../src/releases/staff.js';
import { fixtureSeed } from './fixtures/catalog.js';
import { AUDIENCE, addressesIn, count, ISSUER, json, startApi, testDb, type TestApi } from './helpers.js';

const STABLE = 'aaaaaaaaaaa1';
const CANARY = 'bbbbbbbbbbb2';
const OTHER = 'ccccccccccc3';
const OPS_TOKEN = 'f'.repeat(64);
const CANARY_START = '2026-11-28T10:00:00.000Z';

let t: TestApi;
const now = new Date('2026-11-28T12:00:30Z');
const RECENT = 'ddddddddddd4';
const HISTOGRAM = 'eeeeeeeeeee5';
const view: ReleasesView = {
  remotes: { catalog: { id: STABLE }, marketing: { id: OTHER }, constructor: { id: STABLE }, summit: { id: HISTOGRAM } },
  canaries: { catalog: { id: CANARY, percent: 50, autoPromote: true, startedAt: CANARY_START } },
  // a release of the marketing remote before its current one: tabs opened before still report it
  recent: { marketing: [RECENT, OTHER] },
};
const address = addressesIn(39);

before(async () => {
  t = await startApi({
    seed: fixtureSeed,
    overrides: { clock: () => now, rateLimits: { beaconsPerIp: 2000 }, releases: () => view, opsToken: OPS_TOKEN, canaryRules: { minViews: 3, promoteAfterViews: 10, minVisitors: 2, minErrors: 3 } },
  });
});
after(async () => {
  await t?.close();
});

const rows = async () => (await count(t.db, 'release_health')) + (await count(t.db, 'release_vitals')) + (await count(t.db, 'release_visitors'));

let visitors = 0;
/** A new visitor's id (as their signed cohort holds it: 11 base64url characters). */
const newVisitor = () => `visitor${String(++visitors).padStart(4, '0')}`;
/** A ticket as the site puts it on a document made with these releases (a new visitor's unless told). */
const ticketFor = (releases: Record<string, string>, opts: { visitor?: string | null; secret?: string; at?: number } = {}) =>
  mintTicket(opts.secret ?? t.app.pageViewSecret, ticketReleases(Object.fromEntries(Object.entries(releases).map(([k, id]) => [k, { id }]))),
    opts.visitor === undefined ? newVisitor() : opts.visitor, opts.at ?? now.getTime());

/**
 * A beacon as navigator.sendBeacon sends a string from the store's page: text/plain, Sec-Fetch-Site
 * same-origin, with a ticket of its own page view naming its releases (unless the body has `t`).
 */
const beacon = (body: unknown, opts: { contentType?: string; ip?: string; headers?: Record<string, string> } = {}) => {
  let payload = body;
  if (body && typeof body === 'object' && !Array.isArray(body) && !('t' in body) && 'releases' in body) {
    const releases = (body as { releases: unknown }).releases;
    if (releases && typeof releases === 'object' && Object.values(releases).every((v) => typeof v === 'string' && /^[0-9a-f]{12}$/.test(v))) {
      payload = { ...body, t: ticketFor(releases as Record<string, string>) };
    }
  }
  return t.inject({
    method: 'POST', url: '/api/beacons', remoteAddress: opts.ip ?? address(),
    headers: { 'content-type': opts.contentType ?? 'text/plain;charset=UTF-8', 'sec-fetch-site': 'same-origin', ...opts.headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
};

/** A page view recorded directly (as the route does once the ticket is checked). */
const pageView = (releases: Record<string, string>): PageView => ({ ticket: readTicket(t.app.pageViewSecret, ticketFor(releases), now.getTime()) as Ticket, view: 0 });

describe('POST /api/beacons', () => {
  test('a page view\'s report is accepted (204, text/plain as sendBeacon sends it, or JSON) and counted per remote and release: page views with an error, not errors', async () => {
    const r = await beacon({ v: 1, releases: { catalog: STABLE, marketing: OTHER }, errors: { catalog: 2 }, lcp: 1800, inp: 120, cls: 0.02 });
    assert.equal(r.statusCode, 204, r.body);
    assert.equal(r.body, '');
    const j = await beacon({ v: 1, releases: { catalog: STABLE }, errors: {} }, { contentType: 'application/json' });
    assert.equal(j.statusCode, 204, j.body);
    const health = await releaseHealth(t.db, { remote: 'catalog', releaseIds: [STABLE] });
    assert.equal(health.length, 1);
    assert.deepEqual({ ...health[0], lcpP75: undefined, inpP75: undefined, clsP75: undefined },
      { remote: 'catalog', releaseId: STABLE, views: 2, errors: 1, errorRate: 0.5, visitors: 2, lcpP75: undefined, inpP75: undefined, clsP75: undefined });
    // one page view's vitals: its p75 is its own value, within a bucket (10 %)
    assert.ok(Math.abs(health[0]!.lcpP75! - 1800) <= 180, String(health[0]!.lcpP75));
    assert.ok(Math.abs(health[0]!.inpP75! - 120) <= 12, String(health[0]!.inpP75));
    assert.ok(Math.abs(health[0]!.clsP75! - 0.02) <= 0.002, String(health[0]!.clsP75));
    const marketing = await releaseHealth(t.db, { remote: 'marketing' });
    assert.deepEqual(marketing.map((h) => [h.releaseId, h.views, h.errors]), [[OTHER, 1, 0]]);
  });

  test('a later part of a page view (`more`, the same ticket) adds its first error and its vitals, not a page view; again, nothing', async () => {
    const before = (await releaseHealth(t.db, { remote: 'marketing', releaseIds: [OTHER] }))[0]!;
    const ticket = ticketFor({ marketing: OTHER });
    assert.equal((await beacon({ v: 1, releases: { marketing: OTHER }, errors: {}, t: ticket })).statusCode, 204);
    assert.equal((await beacon({ v: 1, releases: { marketing: OTHER }, errors: { marketing: 3 }, more: true, t: ticket })).statusCode, 204);
    const after = (await releaseHealth(t.db, { remote: 'marketing', releaseIds: [OTHER] }))[0]!;
    assert.equal(after.views, before.views + 1);
    assert.equal(after.errors, before.errors + 1);
    // the same page view's later errors and a second copy of its vitals change nothing
    assert.equal((await beacon({ v: 1, releases: { marketing: OTHER }, errors: { marketing: 5 }, more: true, inp: 80, t: ticket })).statusCode, 204);
    const n = await rows();
    assert.equal((await beacon({ v: 1, releases: { marketing: OTHER }, errors: { marketing: 5 }, more: true, inp: 900, t: ticket })).statusCode, 204);
    assert.equal(await rows(), n);
    const last = (await releaseHealth(t.db, { remote: 'marketing', releaseIds: [OTHER] }))[0]!;
    assert.deepEqual([last.views, last.errors], [after.views, after.errors]);
  });

  test('a remote named like an object\'s own property is a remote like any other', async () => {
    assert.equal((await beacon({ v: 1, releases: { constructor: STABLE }, errors: {} })).statusCode, 204);
    assert.equal((await beacon({ v: 1, releases: { catalog: STABLE }, errors: { constructor: 1 } })).statusCode, 400);
    assert.deepEqual((await releaseHealth(t.db, { remote: 'constructor' })).map((h) => [h.views, h.errors]), [[1, 0]]);
  });

  test('a tab opened before its remote\'s release reports the release it was served (recent): counted', async () => {
    assert.equal((await beacon({ v: 1, releases: { marketing: RECENT }, errors: {} })).statusCode, 204);
    assert.deepEqual((await releaseHealth(t.db, { remote: 'marketing', releaseIds: [RECENT] })).map((h) => h.views), [1]);
  });

  const refused: [string, unknown, RegExp][] = [
    ['not JSON', '{"v":1,"releases":', /not valid JSON/],
    ['empty', '', /empty/],
    ['an array', [], /JSON object/],
    ['an unknown field', { v: 1, releases: { catalog: STABLE }, errors: {}, url: 'https://shop.example/cart?email=a@b.c' }, /url/],
    ['another version', { v: 2, releases: { catalog: STABLE }, errors: {} }, /v must be 1/],
    ['a release id that is not one', { v: 1, releases: { catalog: 'latest' }, errors: {} }, /release id/],
    ['a remote name that is not one', { v: 1, releases: { 'Catalog!': STABLE }, errors: {} }, /remote name/],
    ['no remote', { v: 1, releases: {}, errors: {} }, /remotes/],
    ['a vital that is text', { v: 1, releases: { catalog: STABLE }, errors: {}, lcp: '1800' }, /lcp/],
    ['a negative vital', { v: 1, releases: { catalog: STABLE }, errors: {}, inp: -1 }, /inp/],
    ['a fractional error count', { v: 1, releases: { catalog: STABLE }, errors: { catalog: 1.5 } }, /errors/],
    ['errors of a remote it does not name', { v: 1, releases: { catalog: STABLE }, errors: { checkout: 1 } }, /not named in releases/],
    ['a route with a query', { v: 1, releases: { catalog: STABLE }, errors: {}, route: '/catalog?q=x' }, /route/],
    ['more other than true', { v: 1, releases: { catalog: STABLE }, errors: {}, more: false }, /more/],
    ['no ticket', { v: 1, releases: { catalog: STABLE }, errors: {}, t: undefined }, /t \(the page view's ticket\) is required/],
    ['a ticket that is not one', { v: 1, releases: { catalog: STABLE }, errors: {}, t: 'not a ticket' }, /ticket/],
    ['a ticket of the right characters but not its shape', { v: 1, releases: { catalog: STABLE }, errors: {}, t: '1.x.y.z' }, /not a page view's ticket/],
    ['a view past the four a ticket counts', { v: 1, releases: { catalog: STABLE }, errors: {}, n: 4 }, /\bn\b/],
  ];
  for (const [what, body, reason] of refused) {
    test(`${what}: 400 with the reason, nothing written`, async () => {
      const n = await rows();
      const r = await beacon(body);
      assert.equal(r.statusCode, 400, r.body);
      assert.match(String(json(r).message), reason);
      assert.equal(await rows(), n);
    });
  }

  test('a body over 4 KB is refused (413) and writes nothing; another content type is a 415', async () => {
    const n = await rows();
    const big = { v: 1, releases: { catalog: STABLE }, errors: {}, route: `/${'a'.repeat(4200)}` };
    const r = await beacon(big);
    assert.equal(r.statusCode, 413);
    assert.match(String(json(r).message), /too large/);
    const form = await beacon('v=1', { contentType: 'application/x-www-form-urlencoded' });
    assert.equal(form.statusCode, 415);
    assert.equal(await rows(), n);
  });
});

describe('only page views the store served count (the review\'s forged reports)', () => {
  const canaryFigures = async () => (await releaseHealth(t.db, { remote: 'catalog', releaseIds: [CANARY] }))[0] ?? { views: 0, errors: 0 };

  test('a report from another site\'s page (Sec-Fetch-Site cross-site or same-site; else a foreign Origin) is a 403 and writes nothing', async () => {
    const n = await rows();
    const sent: Record<string, string>[] = [{ 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }, { 'sec-fetch-site': 'none' }, { origin: 'https://evil.example' }];
    for (const headers of sent) {
      const h = headers;
      const r = await t.inject({
        method: 'POST', url: '/api/beacons', remoteAddress: address(), headers: { 'content-type': 'text/plain', ...h },
        payload: JSON.stringify({ v: 1, releases: { catalog: CANARY }, errors: { catalog: 100 }, t: ticketFor({ catalog: CANARY }) }),
      });
      assert.equal(r.statusCode, 403, JSON.stringify(headers));
      assert.match(String(json(r).message), /store's own pages/);
    }
    assert.equal(await rows(), n);
  });

  test('a ticket the store did not sign, or one past its expiry, is a 403 and writes nothing', async () => {
    const n = await rows();
    const forged = await beacon({ v: 1, releases: { catalog: CANARY }, errors: { catalog: 100 }, t: ticketFor({ catalog: CANARY }, { secret: 'x'.repeat(64) }) });
    assert.equal(forged.statusCode, 403);
    assert.match(String(json(forged).message), /not made by this store/);
    const expired = await beacon({ v: 1, releases: { catalog: CANARY }, errors: { catalog: 100 }, t: ticketFor({ catalog: CANARY }, { at: now.getTime() - 13 * 3_600_000 }) });
    assert.equal(expired.statusCode, 403);
    assert.match(String(json(expired).message), /expired/);
    // a real ticket with one character changed
    const real = ticketFor({ catalog: STABLE });
    const changed = real.replace(`catalog:${STABLE}`, `catalog:${CANARY}`);
    assert.equal((await beacon({ v: 1, releases: { catalog: CANARY }, errors: { catalog: 1 }, t: changed })).statusCode, 403);
    assert.equal(await rows(), n);
  });

  test('one report naming the canary with 100 errors is one page view with an error; the same ticket again adds nothing', async () => {
    const before = await canaryFigures();
    const ticket = ticketFor({ catalog: CANARY });
    for (let i = 0; i < 500; i++) {
      const r = await beacon({ v: 1, releases: { catalog: CANARY }, errors: { catalog: i === 0 ? 100 : 1 }, t: ticket });
      assert.equal(r.statusCode, 204);
    }
    const after = await canaryFigures();
    assert.deepEqual([after.views - before.views, after.errors - before.errors], [1, 1]);
  });

  test('a report naming releases its page was not served with counts nothing for them (a stable page\'s ticket cannot vouch for the canary)', async () => {
    const before = await canaryFigures();
    const n = await rows();
    const r = await beacon({ v: 1, releases: { catalog: CANARY }, errors: { catalog: 100 }, t: ticketFor({ catalog: STABLE }) });
    assert.equal(r.statusCode, 204);
    assert.equal(await rows(), n);
    assert.deepEqual(await canaryFigures(), before);
  });

  test('remotes and releases the registry does not know (not current, canary or recent) write no row, even with a ticket naming them', async () => {
    const n = await rows();
    for (let i = 0; i < 200; i++) {
      const junk = { [`junk-${i}`]: i.toString(16).padStart(12, '0'), marketing: 'abcdefabcdef' };
      const r = await beacon({ v: 1, releases: junk, errors: { [`junk-${i}`]: 100 }, lcp: 1000, inp: 100, cls: 0.1 });
      assert.equal(r.statusCode, 204);
    }
    assert.equal(await rows(), n);
  });

  test('a page restored from the back/forward cache (n 1..3, the same ticket) is one more page view each; n again adds nothing', async () => {
    const before = (await releaseHealth(t.db, { remote: 'constructor' }))[0]!;
    const ticket = ticketFor({ constructor: STABLE });
    for (const n of [0, 1, 2, 3, 3, 1]) {
      assert.equal((await beacon({ v: 1, releases: { constructor: STABLE }, errors: {}, t: ticket, ...(n ? { n } : {}) })).statusCode, 204);
    }
    const after = (await releaseHealth(t.db, { remote: 'constructor' }))[0]!;
    assert.equal(after.views - before.views, 4);
    assert.equal(after.visitors - before.visitors, 1, 'one visitor');
  });
});

describe('what all addresses together may add in a window', () => {
  let limited: TestApi;
  before(async () => {
    limited = await startApi({ seed: fixtureSeed, overrides: { rateLimits: { beaconsAll: 3, windowMs: 60_000 }, releases: () => view } });
  });
  after(async () => {
    await limited?.close();
  });

  test('past the bound, a report from any address is a 429 and writes nothing; reports that count nothing do not use it up', async () => {
    const send = (ip: string, releases: Record<string, string>) => limited.inject({
      method: 'POST', url: '/api/beacons', remoteAddress: ip, headers: { 'content-type': 'text/plain', 'sec-fetch-site': 'same-origin' },
      payload: JSON.stringify({ v: 1, releases, errors: {}, t: ticketFor(releases, { secret: limited.app.pageViewSecret, at: Date.now() }) }),
    });
    // unknown releases: counted nothing, and took nothing of the bound
    for (let i = 0; i < 5; i++) assert.equal((await send(`10.39.201.${i}`, { catalog: 'abcdefabcdef' })).statusCode, 204);
    for (let i = 0; i < 3; i++) assert.equal((await send(`10.39.202.${i}`, { catalog: STABLE })).statusCode, 204);
    const n = await count(limited.db, 'release_health');
    const r = await send('10.39.203.1', { catalog: STABLE });
    assert.equal(r.statusCode, 429);
    assert.match(String(json(r).message), /no more reports/);
    assert.ok(Number(r.headers['retry-after']) > 0);
    assert.equal(await count(limited.db, 'release_health'), n);
    assert.equal((await releaseHealth(limited.db))[0]!.views, 3);
  });
});

describe('the per-address limit', () => {
  let limited: TestApi;
  before(async () => {
    limited = await startApi({ seed: fixtureSeed, overrides: { rateLimits: { beaconsPerIp: 3, windowMs: 60_000 }, releases: () => view } });
  });
  after(async () => {
    await limited?.close();
  });

  test('the 4th report from one address in a window is a 429 and writes nothing; another address is served', async () => {
    const send = (ip: string) => limited.inject({
      method: 'POST', url: '/api/beacons', remoteAddress: ip, headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ v: 1, releases: { catalog: STABLE }, errors: {}, t: ticketFor({ catalog: STABLE }, { secret: limited.app.pageViewSecret, at: Date.now() }) }),
    });
    for (let i = 0; i < 3; i++) assert.equal((await send('10.39.200.1')).statusCode, 204);
    const n = await count(limited.db, 'release_health');
    const views = (await releaseHealth(limited.db))[0]!.views;
    const r = await send('10.39.200.1');
    assert.equal(r.statusCode, 429);
    assert.equal(await count(limited.db, 'release_health'), n);
    assert.equal((await releaseHealth(limited.db))[0]!.views, views);
    assert.equal((await send('10.39.200.2')).statusCode, 204);
  });
});

describe('histograms and retention', () => {
  test('p75 is read from the buckets, within a bucket (10 %) of the exact one', () => {
    const lcp = [400, 900, 1200, 1500, 1800, 2100, 2500, 3200, 4000, 6000, 8000, 12000];
    const counts = new Map<number, number>();
    for (const v of lcp) counts.set(bucketOf('lcp', v), (counts.get(bucketOf('lcp', v)) ?? 0) + 1);
    const exact = [...lcp].sort((a, b) => a - b)[Math.ceil(lcp.length * 0.75) - 1]!;
    const got = p75('lcp', counts)!;
    assert.ok(got <= exact * 1.1 && got >= exact / 1.1, `${got} against ${exact}`);
    assert.equal(p75('inp', new Map()), null);
    // values below the first bucket and beyond the last still land somewhere
    assert.equal(bucketOf('cls', 0), 0);
    assert.ok(bucketOf('lcp', 600_000) > bucketOf('lcp', 60_000));
  });

  test('p75 of many page views through the API: LCP and INP from their histograms', async () => {
    const release = HISTOGRAM;
    const lcps: number[] = [];
    for (let i = 1; i <= 40; i++) {
      const lcp = i * 100;
      lcps.push(lcp);
      assert.equal((await beacon({ v: 1, releases: { summit: release }, errors: {}, lcp, inp: i <= 30 ? 50 : 500 })).statusCode, 204);
    }
    const [h] = await releaseHealth(t.db, { remote: 'summit', releaseIds: [release] });
    assert.equal(h!.views, 40);
    assert.ok(Math.abs(h!.lcpP75! - 3000) <= 300, String(h!.lcpP75)); // the 30th of 40 values
    assert.ok(Math.abs(h!.inpP75! - 50) <= 5, String(h!.inpP75)); // 30 of 40 at 50 ms
    assert.equal(h!.clsP75, null);
  });

  test('counts older than the kept days are deleted, newer ones kept', async () => {
    const d = await testDb();
    try {
      await migrate(d.db); // (PostgreSQL: a fresh schema; PGlite: already migrated)
      const old = new Date('2026-11-01T00:00:00Z');
      const recent = new Date('2026-11-20T00:00:00Z');
      const report = (lcp: number) => ({ v: 1 as const, releases: { catalog: STABLE }, errors: {}, lcp, t: '' });
      // the old page view's ticket expired long ago (its mark goes with it); the recent one's not yet
      const oldView = { ticket: { ...pageView({ catalog: STABLE }).ticket, expires: Math.floor(old.getTime() / 1000) + 3600 }, view: 0 };
      await recordBeacon(d.db, report(1000), { catalog: STABLE }, oldView, old);
      await recordBeacon(d.db, report(1000), { catalog: STABLE }, pageView({ catalog: STABLE }), recent);
      assert.equal(await count(d.db, 'release_health'), 2);
      assert.equal(await count(d.db, 'release_view_marks'), 2);
      const deleted = await pruneReleaseHealth(d.db, 14, new Date('2026-11-28T00:00:00Z'));
      assert.equal(deleted, 4); // one minute of counts, one of vitals, one visitor, one expired mark
      assert.equal(await count(d.db, 'release_health'), 1);
      assert.equal(await count(d.db, 'release_vitals'), 1);
      assert.equal(await count(d.db, 'release_visitors'), 1);
      assert.equal(await count(d.db, 'release_view_marks'), 1);
      assert.equal((await releaseHealth(d.db))[0]!.views, 1);
    } finally {
      await d.drop();
    }
  });

  test('the API deletes them itself once started (RELEASE_HEALTH_DAYS)', async () => {
    const d = await testDb();
    let app: Awaited<ReturnType<typeof buildApi>> | undefined;
    try {
      await migrate(d.db);
      const report = { v: 1 as const, releases: { catalog: STABLE }, errors: {}, t: '' };
      await recordBeacon(d.db, report, { catalog: STABLE }, pageView({ catalog: STABLE }), new Date('2026-11-20T00:00:00Z'));
      await recordBeacon(d.db, report, { catalog: STABLE }, pageView({ catalog: STABLE }), new Date('2026-11-27T00:00:00Z'));
      app = await buildApi({
        db: d.db, auth: { jwksUrl: 'http://127.0.0.1:9/jwks', issuer: ISSUER, audience: AUDIENCE },
        releaseHealthDays: 3, clock: () => new Date('2026-11-28T00:00:00Z'),
      });
      await app.ready();
      for (let i = 0; i < 200 && (await count(d.db, 'release_health')) !== 1; i++) await new Promise((r) => setImmediate(r));
      assert.equal(await count(d.db, 'release_health'), 1);
    } finally {
      await app?.close(); // closes d.db (closing it again is a no-op)
      await d.drop();
    }
  });
});

describe('GET /api/staff/releases', () => {
  const staffClaims = { 'https://acma.org/roles': ['staff'] };
  const get = (authorization?: string) => t.inject({ method: 'GET', url: '/api/staff/releases', headers: authorization ? { authorization } : {} });

  test('no token: 401; a bad token: 401; a buyer without the staff role: 403', async () => {
    assert.equal((await get()).statusCode, 401);
    assert.equal((await get('Bearer not-a-token')).statusCode, 401);
    assert.equal((await get(`Bearer ${'e'.repeat(64)}`)).statusCode, 401);
    const buyer = await get(`Bearer ${await t.jwks.token('buyer@example.com')}`);
    assert.equal(buyer.statusCode, 403);
    assert.match(String(json(buyer).message), /staff/);
    const otherRole = await get(`Bearer ${await t.jwks.token('editor@example.com', { 'https://acma.org/roles': ['editor'] })}`);
    assert.equal(otherRole.statusCode, 403);
  });

  test('staff (the role in the roles claim) and the ops token see each remote: stable, canary, figures since the canary started, verdict', async () => {
    // a canary's page views before it started do not count (a stray row in an earlier minute)
    await recordBeacon(t.db, { v: 1, releases: { catalog: CANARY }, errors: { catalog: 9 }, t: '' }, { catalog: CANARY }, pageView({ catalog: CANARY }), new Date('2026-11-28T09:00:00Z'));
    for (let i = 0; i < 8; i++) assert.equal((await beacon({ v: 1, releases: { catalog: STABLE }, errors: {}, lcp: 2000, inp: 100 })).statusCode, 204);
    for (let i = 0; i < 4; i++) {
      assert.equal((await beacon({ v: 1, releases: { catalog: CANARY }, errors: i < 3 ? { catalog: 2 } : {}, lcp: 2000, inp: 100 })).statusCode, 204);
    }
    for (const auth of [`Bearer ${await t.jwks.token('staff@example.com', staffClaims)}`, `Bearer ${OPS_TOKEN}`]) {
      const r = await get(auth);
      assert.equal(r.statusCode, 200, r.body);
      const body = json<{ remotes: { remote: string; since: string; stable: { releaseId: string; views: number }; canary: { releaseId: string; views: number; errors: number; percent: number; autoPromote: boolean; startedAt: string } | null; verdict: { verdict: string; reason: string } | null }[]; rules: { minViews: number } }>(r);
      assert.deepEqual(body.remotes.map((x) => x.remote), ['catalog', 'constructor', 'marketing', 'summit']);
      const catalog = body.remotes[0]!;
      assert.equal(catalog.since, CANARY_START);
      assert.equal(catalog.stable.releaseId, STABLE);
      assert.equal(catalog.stable.views, 10);
      assert.deepEqual({ ...catalog.canary, lcpP75: undefined, inpP75: undefined, clsP75: undefined, errorRate: undefined, remote: undefined },
        // the 4 here, and the one page view with an error that the forged-reports test above counted
        { remote: undefined, releaseId: CANARY, views: 5, errors: 4, errorRate: undefined, visitors: 5, percent: 50, autoPromote: true, startedAt: CANARY_START, lcpP75: undefined, inpP75: undefined, clsP75: undefined });
      assert.equal(catalog.verdict!.verdict, 'rollback');
      assert.match(catalog.verdict!.reason, /error rate/);
      assert.equal(body.rules.minViews, 3);
      const marketing = body.remotes[2]!;
      assert.equal(marketing.canary, null);
      assert.equal(marketing.verdict, null);
      // no canary: the last 24 hours
      assert.equal(marketing.since, new Date(now.getTime() - 24 * 3_600_000).toISOString());
    }
  });

  test('the staff role in a space-separated claim counts too; the ops token is not a user token elsewhere', async () => {
    assert.equal((await get(`Bearer ${await t.jwks.token('staff@example.com', { 'https://acma.org/roles': 'buyer staff' })}`)).statusCode, 200);
    const orders = await t.inject({ method: 'GET', url: '/api/order-history?email=staff@example.com', headers: { authorization: `Bearer ${OPS_TOKEN}` } });
    assert.equal(orders.statusCode, 401);
  });
});
