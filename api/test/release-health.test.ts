// Release health: POST /api/beacons (a page view's report, as sendBeacon sends it) aggregated per
// remote, release and minute; bad, unknown, mistyped and oversized reports refused with nothing
// written; the per-address limit; old minutes deleted; p75 read from the histograms; and the staff's
// GET /api/staff/releases (401 without a token, 403 without the staff role, the ops token accepted).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { buildApi } from '../src/app.js';
import { migrate } from '../src/db/migrate.js';
import { bucketOf, p75 } from '../src/releases/histogram.js';
import { pruneReleaseHealth, recordBeacon, releaseHealth } from '../src/releases/health.js';
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
const view: ReleasesView = {
  remotes: { catalog: { id: STABLE }, marketing: { id: OTHER } },
  canaries: { catalog: { id: CANARY, percent: 50, autoPromote: true, startedAt: CANARY_START } },
};
const address = addressesIn(39);

before(async () => {
  t = await startApi({
    seed: fixtureSeed,
    overrides: { clock: () => now, rateLimits: { beaconsPerIp: 1000 }, releases: () => view, opsToken: OPS_TOKEN, canaryRules: { minViews: 3, promoteAfterViews: 10 } },
  });
});
after(async () => {
  await t?.close();
});

const rows = async () => (await count(t.db, 'release_health')) + (await count(t.db, 'release_vitals'));

/** A beacon as navigator.sendBeacon sends a string: text/plain. */
const beacon = (body: unknown, opts: { contentType?: string; ip?: string } = {}) => t.inject({
  method: 'POST', url: '/api/beacons', remoteAddress: opts.ip ?? address(),
  headers: { 'content-type': opts.contentType ?? 'text/plain;charset=UTF-8' },
  payload: typeof body === 'string' ? body : JSON.stringify(body),
});

describe('POST /api/beacons', () => {
  test('a page view\'s report is accepted (204, text/plain as sendBeacon sends it, or JSON) and counted per remote and release', async () => {
    const r = await beacon({ v: 1, releases: { catalog: STABLE, marketing: OTHER }, errors: { catalog: 2 }, lcp: 1800, inp: 120, cls: 0.02 });
    assert.equal(r.statusCode, 204, r.body);
    assert.equal(r.body, '');
    const j = await beacon({ v: 1, releases: { catalog: STABLE }, errors: {} }, { contentType: 'application/json' });
    assert.equal(j.statusCode, 204, j.body);
    const health = await releaseHealth(t.db, { remote: 'catalog', releaseIds: [STABLE] });
    assert.equal(health.length, 1);
    assert.deepEqual({ ...health[0], lcpP75: undefined, inpP75: undefined, clsP75: undefined },
      { remote: 'catalog', releaseId: STABLE, views: 2, errors: 2, errorRate: 1, lcpP75: undefined, inpP75: undefined, clsP75: undefined });
    // one page view's vitals: its p75 is its own value, within a bucket (10 %)
    assert.ok(Math.abs(health[0]!.lcpP75! - 1800) <= 180, String(health[0]!.lcpP75));
    assert.ok(Math.abs(health[0]!.inpP75! - 120) <= 12, String(health[0]!.inpP75));
    assert.ok(Math.abs(health[0]!.clsP75! - 0.02) <= 0.002, String(health[0]!.clsP75));
    const marketing = await releaseHealth(t.db, { remote: 'marketing' });
    assert.deepEqual(marketing.map((h) => [h.releaseId, h.views, h.errors]), [[OTHER, 1, 0]]);
  });

  test('a later part of a page view (`more`) adds its errors and vitals, not a page view', async () => {
    const before = (await releaseHealth(t.db, { remote: 'marketing' }))[0]!;
    assert.equal((await beacon({ v: 1, releases: { marketing: OTHER }, errors: { marketing: 3 }, more: true })).statusCode, 204);
    const after = (await releaseHealth(t.db, { remote: 'marketing' }))[0]!;
    assert.equal(after.views, before.views);
    assert.equal(after.errors, before.errors + 3);
  });

  test('a remote named like an object\'s own property is a remote like any other', async () => {
    assert.equal((await beacon({ v: 1, releases: { constructor: STABLE }, errors: {} })).statusCode, 204);
    assert.equal((await beacon({ v: 1, releases: { catalog: STABLE }, errors: { constructor: 1 } })).statusCode, 400);
    assert.deepEqual((await releaseHealth(t.db, { remote: 'constructor' })).map((h) => [h.views, h.errors]), [[1, 0]]);
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

describe('the per-address limit', () => {
  let limited: TestApi;
  before(async () => {
    limited = await startApi({ seed: fixtureSeed, overrides: { rateLimits: { beaconsPerIp: 3, windowMs: 60_000 } } });
  });
  after(async () => {
    await limited?.close();
  });

  test('the 4th report from one address in a window is a 429 and writes nothing; another address is served', async () => {
    const send = (ip: string) => limited.inject({
      method: 'POST', url: '/api/beacons', remoteAddress: ip, headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ v: 1, releases: { catalog: STABLE }, errors: {} }),
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
    const release = 'ddddddddddd4';
    const lcps: number[] = [];
    for (let i = 1; i <= 40; i++) {
      const lcp = i * 100;
      lcps.push(lcp);
      assert.equal((await beacon({ v: 1, releases: { summit: release }, errors: {}, lcp, inp: i <= 30 ? 50 : 500 })).statusCode, 204);
    }
    const [h] = await releaseHealth(t.db, { remote: 'summit' });
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
      await recordBeacon(d.db, { v: 1, releases: { catalog: STABLE }, errors: {}, lcp: 1000 }, old);
      await recordBeacon(d.db, { v: 1, releases: { catalog: STABLE }, errors: {}, lcp: 1000 }, recent);
      assert.equal(await count(d.db, 'release_health'), 2);
      const deleted = await pruneReleaseHealth(d.db, 14, new Date('2026-11-28T00:00:00Z'));
      assert.equal(deleted, 2); // one minute of counts, one of vitals
      assert.equal(await count(d.db, 'release_health'), 1);
      assert.equal(await count(d.db, 'release_vitals'), 1);
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
      await recordBeacon(d.db, { v: 1, releases: { catalog: STABLE }, errors: {} }, new Date('2026-11-20T00:00:00Z'));
      await recordBeacon(d.db, { v: 1, releases: { catalog: STABLE }, errors: {} }, new Date('2026-11-27T00:00:00Z'));
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
    await recordBeacon(t.db, { v: 1, releases: { catalog: CANARY }, errors: { catalog: 9 } }, new Date('2026-11-28T09:00:00Z'));
    for (let i = 0; i < 8; i++) assert.equal((await beacon({ v: 1, releases: { catalog: STABLE }, errors: {}, lcp: 2000, inp: 100 })).statusCode, 204);
    for (let i = 0; i < 4; i++) {
      assert.equal((await beacon({ v: 1, releases: { catalog: CANARY }, errors: i < 3 ? { catalog: 2 } : {}, lcp: 2000, inp: 100 })).statusCode, 204);
    }
    for (const auth of [`Bearer ${await t.jwks.token('staff@example.com', staffClaims)}`, `Bearer ${OPS_TOKEN}`]) {
      const r = await get(auth);
      assert.equal(r.statusCode, 200, r.body);
      const body = json<{ remotes: { remote: string; since: string; stable: { releaseId: string; views: number }; canary: { releaseId: string; views: number; errors: number; percent: number; autoPromote: boolean; startedAt: string } | null; verdict: { verdict: string; reason: string } | null }[]; rules: { minViews: number } }>(r);
      assert.deepEqual(body.remotes.map((x) => x.remote), ['catalog', 'marketing']);
      const catalog = body.remotes[0]!;
      assert.equal(catalog.since, CANARY_START);
      assert.equal(catalog.stable.releaseId, STABLE);
      assert.equal(catalog.stable.views, 10);
      assert.deepEqual({ ...catalog.canary, lcpP75: undefined, inpP75: undefined, clsP75: undefined, errorRate: undefined, remote: undefined },
        { remote: undefined, releaseId: CANARY, views: 4, errors: 6, errorRate: undefined, percent: 50, autoPromote: true, startedAt: CANARY_START, lcpP75: undefined, inpP75: undefined, clsP75: undefined });
      assert.equal(catalog.verdict!.verdict, 'rollback');
      assert.match(catalog.verdict!.reason, /error rate/);
      assert.equal(body.rules.minViews, 3);
      const marketing = body.remotes[1]!;
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
