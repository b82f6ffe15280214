// Canary releases as the document server serves them (server/site.ts, releases.ts), over real HTTP,
// with two instances of the site reading one releases folder: while a remote's canary runs at 50 %,
// about half the new visitors are given it (a cohort cookie drawn on their first document), each keeps
// their set of releases on every document and on either instance, a request that is not a browser's
// navigation and carries no cohort gets the current releases and no cookie, a kept document never
// carries another visitor's Set-Cookie, /releases/registry.json is the visitor's view, and a promotion
// or the canary's end is in the next document, with no restart.
// Run: node --import tsx --test server/test/canary.test.ts
// first, as serve.ts does: React's production build, the one the server bundles render with
import '../production-react.js';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { after, before, describe, mock, test } from 'node:test';
import { defaultSeed } from 'api';
import { startApi, type TestApi } from 'api/testing';
import { endCanary, promote } from '../../scripts/release.mjs';
import { readTicket, signCohort, type Ticket } from 'api';
import { cohortOf, inCanary } from '../releases.js';
import { registerSite } from '../site.js';
import { makeSiteRoot, pageArea, publishRelease } from './support/site-fixture.js';

const SECRET = 'k'.repeat(64);
const STABLE = 'aaaaaaaaaaaa';
const CANARY = 'cccccccccccc';
const NEXT = 'dddddddddddd';
let root: string;
let releasesDir: string;
/** Two instances of the site on one releases folder, as behind a load balancer. */
const sites: { t: TestApi; origin: string }[] = [];

before(async () => {
  root = makeSiteRoot('acma-canary-');
  releasesDir = join(root, 'releases');
  for (const name of ['catalog', 'checkout', 'product-pages', 'marketing']) publishRelease(root, name, STABLE);
  for (let i = 0; i < 2; i++) {
    // one page-view secret, as instances on one database share it (each test API has a database of its own)
    const t = await startApi({ seed: defaultSeed(), overrides: { releaseViewSecret: SECRET } });
    await registerSite(t.app, { root, releasesDir, runtimeConfig: { apiBase: '/api', remotes: {} } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    assert.ok(address && typeof address === 'object');
    sites.push({ t, origin: `http://127.0.0.1:${address.port}` });
  }
  // documents are kept for the minute they were made in (site.ts): the clock stands still, so a kept
  // document is asked for within its minute
  mock.timers.enable({ apis: ['Date'], now: Date.now() });
});
after(async () => {
  mock.timers.reset();
  for (const s of sites) await s.t.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

interface Answer { status: number; headers: Record<string, string>; body: string }

/** GET over HTTP with exactly these headers (fetch would add its own Sec-Fetch-* ones). */
function get(site: number, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${sites[site]!.origin}${path}`, { method, headers, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => { body += c; });
      res.on('end', () => {
        const h: Record<string, string> = {};
        for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) h[k] = Array.isArray(v) ? v.join(' | ') : v;
        resolve({ status: res.statusCode ?? 0, headers: h, body });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** A browser's navigation to the catalog page (Sec-Fetch-Dest: document), with the visitor's cookies. */
const navigate = (site: number, cookie?: string, extra: Record<string, string> = {}) =>
  get(site, '/catalog', { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate', ...(cookie ? { cookie } : {}), ...extra });

/** The catalog release a document names: its inlined runtime configuration's, and the one its page was rendered with (they agree). */
function catalogRelease(a: Answer): string {
  const config = /<script id="app-config" type="application\/json">([\s\S]*?)<\/script>/.exec(a.body)?.[1];
  assert.ok(config, 'the document inlines its runtime configuration');
  const entry = (JSON.parse(config) as { remotes: Record<string, string> }).remotes.catalog;
  const id = /^\/releases\/catalog\/([0-9a-f]{12})\/remoteEntry\.js$/.exec(entry ?? '')?.[1];
  assert.ok(id, `the catalog's entry: ${entry}`);
  assert.match(pageArea(a.body) ?? '', new RegExp(`<p data-release="${id}">CatalogPage</p>`), 'the page rendered with the same release');
  assert.match(a.body, new RegExp(`<link rel="preload" as="script" fetchpriority="low" href="/releases/catalog/${id}/remoteEntry.js">`));
  return id;
}

const COOKIE = /^rc=((\d{1,4})\.[A-Za-z0-9_-]{11}\.[A-Za-z0-9_-]{22}); Path=\/; Max-Age=2592000; SameSite=Lax; HttpOnly$/;
/** A new visitor's bucket and cookie (`rc=…`, as their browser sends it back), from the document's Set-Cookie. */
function drawn(a: Answer): { bucket: number; rc: string } {
  const m = COOKIE.exec(a.headers['set-cookie'] ?? '');
  assert.ok(m, `a cohort cookie: ${a.headers['set-cookie']}`);
  const bucket = Number(m[2]);
  assert.ok(bucket >= 0 && bucket < 10_000);
  assert.deepEqual(cohortOf(`rc=${m[1]}`, SECRET)?.bucket, bucket, 'signed with the store\'s secret');
  return { bucket, rc: `rc=${m[1]}` };
}
const drawnBucket = (a: Answer): number => drawn(a).bucket;

/** The page view's ticket a document carries (Server-Timing pv), checked with the store's secret. */
function ticketOf(a: Answer): Ticket {
  const desc = /(?:^|,\s*)pv;desc="([^"]+)"/.exec(a.headers['server-timing'] ?? '')?.[1];
  assert.ok(desc, `a ticket in Server-Timing: ${a.headers['server-timing']}`);
  const ticket = readTicket(SECRET, desc);
  assert.ok(typeof ticket === 'object', `a good ticket: ${String(ticket)}`);
  return ticket;
}
const answeredAtFront = () => sites.reduce((n, s) => n + s.t.app.frontDoor.answered, 0);

/** Visitors drawn while the canary runs: their bucket, cookie and the release their first document named. */
const visitors: { bucket: number; rc: string; release: string }[] = [];

describe('a canary of the catalog at 50 %', () => {
  test('without a canary no cohort is drawn: every document names the current releases', async () => {
    const a = await navigate(0);
    assert.equal(a.status, 200);
    assert.equal(a.headers['set-cookie'], undefined);
    assert.equal(catalogRelease(a), STABLE);
  });

  test('200 new visitors: about half get the canary, each drawn by the cookie rule, their first document made for their bucket', async () => {
    publishRelease(root, 'catalog', CANARY, { canary: 50 });
    for (let i = 0; i < 200; i++) {
      const a = await navigate(i % 2);
      assert.equal(a.status, 200);
      const { bucket, rc } = drawn(a);
      const release = catalogRelease(a);
      assert.equal(release, inCanary(bucket, 'catalog', CANARY, 50) ? CANARY : STABLE, `bucket ${bucket}`);
      assert.match(a.headers.vary ?? '', /\bCookie\b/);
      assert.equal(a.headers['cache-control'], 'private, no-cache', 'a response with a visitor\'s cookie is kept by no shared cache');
      // its page view's ticket names the releases it was made with, for this visitor
      const ticket = ticketOf(a);
      assert.equal(ticket.releases.catalog, release);
      assert.equal(ticket.visitor, cohortOf(rc, SECRET)!.visitor);
      visitors.push({ bucket, rc, release });
    }
    const inCanaryCount = visitors.filter((v) => v.release === CANARY).length;
    // binomial(200, 0.5): 60..140 is more than 5 standard deviations either side
    assert.ok(inCanaryCount >= 60 && inCanaryCount <= 140, `${inCanaryCount} of 200 in the canary`);
    assert.ok(visitors.some((v) => v.release === STABLE), 'and others keep the current release');
  });

  test('each visitor keeps their set on every document, on either instance, with no new cookie; kept documents are answered at the front door', async () => {
    const before = answeredAtFront();
    const tickets = new Set<string>();
    for (const { bucket, rc, release } of visitors.slice(0, 40)) {
      for (const site of [0, 1, 0]) {
        const a = await navigate(site, `acma_consent=1; ${rc}`);
        assert.equal(catalogRelease(a), release, `bucket ${bucket} on instance ${site}`);
        assert.equal(a.headers['set-cookie'], undefined, 'no cookie for a visitor who has one');
        assert.equal(a.headers['cache-control'], 'no-cache');
        assert.match(a.headers.vary ?? '', /\bCookie\b/);
        // a kept document's every answer has a ticket of its own (never kept with the document)
        const ticket = ticketOf(a);
        assert.equal(ticket.releases.catalog, release);
        assert.ok(!tickets.has(ticket.id), 'a new ticket per page view');
        tickets.add(ticket.id);
      }
    }
    assert.ok(answeredAtFront() > before + 60, 'the repeated documents were the kept ones');
  });

  test('two instances on one releases folder give a visitor drawn on one the same set on the other', async () => {
    for (let i = 0; i < 30; i++) {
      const first = await navigate(1);
      const { bucket, rc } = drawn(first);
      const other = await navigate(0, rc);
      assert.equal(catalogRelease(other), catalogRelease(first), `bucket ${bucket}`);
      assert.equal(other.headers['set-cookie'], undefined);
    }
  });

  test('a request without cookies that is not a navigation (curl, a crawler, a script) gets the current releases and no cookie', async () => {
    for (let i = 0; i < 20; i++) {
      const requests: Record<string, string>[] = [{}, { 'sec-fetch-dest': 'empty' }, { 'user-agent': 'curl/8.5.0', accept: '*/*' }, { cookie: 'rc=abc' }, { cookie: 'rc=10000' }];
      for (const headers of requests) {
        const a = await get(i % 2, '/catalog', headers);
        assert.equal(a.status, 200);
        assert.equal(catalogRelease(a), STABLE, JSON.stringify(headers));
        assert.equal(a.headers['set-cookie'], undefined, JSON.stringify(headers));
      }
    }
    // a navigation with a malformed cohort, a bucket typed in (a canary's, say) or a cookie another
    // secret signed is a new visitor: a valid one is drawn, and the canary is not chosen
    const canaryBucket = visitors.find((v) => v.release === CANARY)!.bucket;
    for (const cookie of ['rc=abc', 'rc=10000', 'rc=-1', 'rc=007', 'rc=', `rc=${canaryBucket}`, `rc=${signCohort('x'.repeat(64), canaryBucket)}`]) {
      const a = await navigate(0, cookie);
      assert.equal(catalogRelease(a), inCanary(drawnBucket(a), 'catalog', CANARY, 50) ? CANARY : STABLE, cookie);
    }
  });

  test('a kept document never carries another visitor\'s Set-Cookie: 200 or 304, front door or not', async () => {
    const canaryVisitor = visitors.find((v) => v.release === CANARY)!;
    const stableVisitor = visitors.find((v) => v.release === STABLE)!;
    for (let i = 0; i < 10; i++) {
      // new visitors keep being given cookies with documents of both sets...
      drawnBucket(await navigate(i % 2));
      // ...while the same documents, asked by visitors who have their cohort, carry none
      for (const v of [canaryVisitor, stableVisitor]) {
        const a = await navigate(i % 2, v.rc);
        assert.equal(a.headers['set-cookie'], undefined);
        const again = await navigate(i % 2, v.rc, { 'if-none-match': a.headers.etag! });
        assert.equal(again.status, 304);
        assert.equal(again.headers['set-cookie'], undefined);
        assert.notEqual(ticketOf(again).id, ticketOf(a).id, 'a revalidated page view has a ticket of its own');
      }
      const crawler = await get(i % 2, '/catalog');
      assert.equal(crawler.headers['set-cookie'], undefined);
      const head = await get(i % 2, '/catalog', { cookie: canaryVisitor.rc }, 'HEAD');
      assert.equal(head.headers['set-cookie'], undefined);
    }
    // the two sets' documents differ (their ETags too): a revalidation never crosses sets
    const c = await navigate(0, canaryVisitor.rc);
    const s = await navigate(0, stableVisitor.rc);
    assert.notEqual(c.headers.etag, s.headers.etag);
    assert.equal((await navigate(0, stableVisitor.rc, { 'if-none-match': c.headers.etag! })).status, 200);
  });

  test('/releases/registry.json is the visitor\'s view: a stable visitor is never shown or handed the canary', async () => {
    const canaryVisitor = visitors.find((v) => v.release === CANARY)!;
    const stableVisitor = visitors.find((v) => v.release === STABLE)!;
    for (const site of [0, 1]) {
      for (const [cookie, id] of [[undefined, STABLE], [stableVisitor.rc, STABLE], [canaryVisitor.rc, CANARY]] as const) {
        const a = await get(site, '/releases/registry.json', cookie ? { cookie } : {});
        assert.equal(a.status, 200);
        assert.equal(a.headers['cache-control'], 'no-cache');
        assert.match(a.headers.vary ?? '', /\bCookie\b/);
        assert.equal(a.headers['set-cookie'], undefined);
        const registry = JSON.parse(a.body) as { remotes: Record<string, { id: string; entry: string }> };
        assert.equal(registry.remotes.catalog?.id, id, String(cookie));
        assert.equal(registry.remotes.catalog?.entry, `/releases/catalog/${id}/remoteEntry.js`);
        assert.equal(registry.remotes.marketing?.id, STABLE);
        if (id === STABLE) assert.doesNotMatch(a.body, new RegExp(`${CANARY}|canary|percent`), 'nothing of the canary');
      }
    }
  });

  test('a promotion and a canary\'s end are in the next document, with no restart', async () => {
    const stableVisitor = visitors.find((v) => v.release === STABLE)!;
    assert.equal(catalogRelease(await navigate(0, stableVisitor.rc)), STABLE);
    assert.equal(await promote('catalog', { dir: releasesDir, ifId: CANARY, log: () => undefined }), CANARY);
    for (const site of [0, 1]) {
      assert.equal(catalogRelease(await navigate(site, stableVisitor.rc)), CANARY, 'promoted: everyone');
      assert.equal(catalogRelease(await get(site, '/catalog')), CANARY);
      const fresh = await navigate(site);
      assert.equal(fresh.headers['set-cookie'], undefined, 'no canary running: no cohort drawn');
      assert.equal(catalogRelease(fresh), CANARY);
    }
    // a new canary; a visitor in it; then its end
    publishRelease(root, 'catalog', NEXT, { canary: 50 });
    const inNext = visitors.find((v) => inCanary(v.bucket, 'catalog', NEXT, 50))!;
    const outOfNext = visitors.find((v) => !inCanary(v.bucket, 'catalog', NEXT, 50))!;
    assert.equal(catalogRelease(await navigate(1, inNext.rc)), NEXT);
    assert.equal(catalogRelease(await navigate(1, outOfNext.rc)), CANARY);
    assert.equal(await endCanary('catalog', { dir: releasesDir, ifId: NEXT, reason: 'test', log: () => undefined }), CANARY);
    for (const site of [0, 1]) {
      assert.equal(catalogRelease(await navigate(site, inNext.rc)), CANARY, 'ended: its visitors are back on the current release');
      assert.equal(JSON.parse((await get(site, '/releases/registry.json', { cookie: inNext.rc })).body).remotes.catalog.id, CANARY);
    }
  });
});
