// The rendered-document cache (server/document-cache.ts, used by site.ts's documents): a repeated
// request for a page is answered from memory (no API answer is asked again), a catalog change is in
// the next document, the cart page's empty and non-empty frames are kept apart, and nothing of the
// buyer (cookies, Authorization) reaches or splits a cached document.
// Run: node --import tsx --test server/test/document-cache.test.ts
// first, as serve.ts does: React's production build, the one the server bundles render with
import '../production-react.js';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, mock, test } from 'node:test';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { defaultSeed, loadConfig } from 'api';
import { startApi, type TestApi } from 'api/testing';
import { CART_COOKIE } from 'shared-cart/cart-store';
import {
  BY_CART_LINES, clientKey, createDocumentCache, createRenderBudget, createRenderLimiter, documentAddress, documentKey,
} from '../document-cache.js';
import { tableOf } from '../release-routes.js';
import { workspaceRoutes } from 'shared-build/routes.js';

/** The query parameters each page declares, as this workspace's releases serve them. */
const routeQuery = tableOf(workspaceRoutes()).queryOf;
import { registerSite } from '../site.js';
import { appData, makeSiteRoot, pageArea, publishRelease } from './support/site-fixture.js';

let t: TestApi;
let root: string;
/** The API answers the documents asked for, by path (the first frame inlines them through app.inject). */
const asked: string[] = [];

before(async () => {
  root = makeSiteRoot('acma-doc-cache-');
  // releases of the remotes whose pages the tests ask for, each with a server bundle whose pages name
  // their release (and the product their loader got from the API)
  for (const name of ['catalog', 'checkout', 'product-pages']) publish(name, 'aaaaaaaaaaaa');
  t = await startApi({ seed: defaultSeed() });
  await registerSite(t.app, { root, releasesDir: join(root, 'releases'), runtimeConfig: { apiBase: '/api', remotes: {} } });
  const inject = t.app.inject.bind(t.app);
  // counts the first frame's own API calls (the tests' requests below go through t.inject)
  (t.app as { inject: unknown }).inject = ((opts: { url?: string }) => {
    if (opts?.url?.startsWith('/api/')) asked.push(opts.url);
    return inject(opts as never);
  }) as never;
});
after(async () => {
  await t?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

function publish(name: string, id: string): void {
  publishRelease(root, name, id);
}

const page = (url: string, headers: Record<string, string> = {}) => t.inject({ method: 'GET', url, headers });

describe('the rendered-document cache', () => {
  test('a repeated request for a page is answered from the cache: same document, no API answer asked again', async (tc) => {
    // a document is kept for the minute it was made in (site.ts): the clock stands still here, so a
    // minute turning between the first request and its repeats (it did once in CI) cannot make a new one
    mock.timers.enable({ apis: ['Date'], now: Date.now() });
    tc.after(() => mock.timers.reset());
    await page('/api/products'); // the catalog's first snapshot is loaded (a document made before it is not kept)
    asked.length = 0;
    const first = await page('/certification/bcmas');
    assert.equal(first.statusCode, 200);
    const product = (appData(first.body)?.loaderData['/certification/:slug'] as { product?: { productName?: string } } | undefined)?.product;
    assert.equal(typeof product?.productName, 'string', 'the page\'s loader data holds the product');
    const expected = renderToStaticMarkup(createElement('p', { 'data-release': 'aaaaaaaaaaaa' }, `CertificationPage ${product!.productName!}`));
    assert.equal(pageArea(first.body), `<!--$-->${expected}<!--/$-->`, 'the release\'s page with its loader\'s product, in the page area');
    assert.ok(asked.some((u) => u.startsWith('/api/product?')), 'the first document inlines the product from the API');
    asked.length = 0;
    for (let i = 0; i < 5; i++) {
      const again = await page('/certification/bcmas');
      assert.equal(again.statusCode, 200);
      assert.equal(again.headers.etag, first.headers.etag);
      assert.equal(again.body, first.body);
    }
    assert.deepEqual(asked, [], 'no API answer was asked for a cached document');
  });

  test('the buyer never splits or enters a cached document: cookies and Authorization give the same bytes', async () => {
    const plain = await page('/catalog');
    const signedIn = await page('/catalog', { cookie: 'session=abc; acma_consent=1', authorization: 'Bearer not-a-real-token' });
    assert.equal(signedIn.headers.etag, plain.headers.etag);
    assert.equal(signedIn.body, plain.body);
    assert.doesNotMatch(signedIn.body, /not-a-real-token|session=abc/);
  });

  test("the cart page's frames are kept apart by the cart cookie: empty, lines unknown, and each cart's lines", async () => {
    const empty = await page('/cart');
    const lines = await page('/cart', { cookie: `${CART_COOKIE}=2` });
    const emptyAgain = await page('/cart', { cookie: `${CART_COOKIE}=0` });
    assert.notEqual(lines.headers.etag, empty.headers.etag);
    assert.equal(emptyAgain.headers.etag, empty.headers.etag);
    // a render that read the cookie is kept under the cart's lines: two carts, two documents; the same cart, one
    const oneCart = await page('/cart', { cookie: `${CART_COOKIE}=1:1:certification` });
    const otherCart = await page('/cart', { cookie: `${CART_COOKIE}=2:1:certification` });
    const oneAgain = await page('/cart', { cookie: `other=1; ${CART_COOKIE}=1:1:certification` });
    const sawCookie = (body: string) => (appData(body)?.loaderData['/cart'] as { cookie?: string } | undefined)?.cookie;
    assert.equal(sawCookie(oneCart.body), `${CART_COOKIE}=1:1:certification`);
    assert.equal(sawCookie(otherCart.body), `${CART_COOKIE}=2:1:certification`);
    assert.equal(oneAgain.headers.etag, oneCart.headers.etag);
    assert.equal(oneAgain.body, oneCart.body);
    assert.equal(sawCookie(lines.body), `${CART_COOKIE}=1`, 'a bare count is one spelling: "has lines"');
    // the frame each was made for: what the cart page's render saw of the cookie
    const sawEmpty = (body: string) => (appData(body)?.loaderData['/cart'] as { cartEmpty?: boolean } | undefined)?.cartEmpty;
    assert.equal(sawEmpty(empty.body), true);
    assert.equal(sawEmpty(lines.body), false);
  });

  test("a remote's new release is in the next document (over a real connection, as a browser asks)", async () => {
    // the registry is looked at once per turn of the event loop (releases.ts): requests over a socket,
    // not app.inject, which answers within the turn that asked
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const get = async (url: string) => {
      const res = await fetch(base + url, { headers: { 'accept-encoding': 'identity' } });
      return { body: await res.text(), etag: res.headers.get('etag') };
    };
    const before = await get('/catalog');
    assert.match(pageArea(before.body) ?? '', /<p data-release="aaaaaaaaaaaa">CatalogPage<\/p>/);
    publish('catalog', 'bbbbbbbbbbbb');
    const after = await get('/catalog');
    assert.match(pageArea(after.body) ?? '', /<p data-release="bbbbbbbbbbbb">CatalogPage<\/p>/);
    assert.notEqual(after.etag, before.etag);
  });

  test('a catalog change is in the next document', async () => {
    const before = await page('/certification/bcmas');
    const [{ name }] = (await t.db.query<{ name: string }>("SELECT product_name AS name FROM products WHERE product_nick_name = 'bcmas'")) as [{ name: string }];
    await t.db.query("UPDATE products SET product_name = 'Renamed Certification' WHERE product_nick_name = 'bcmas'");
    try {
      // the write's notification invalidates the catalog snapshot: the next document is made anew
      const renamed = (body: string) => pageArea(body)?.includes('CertificationPage Renamed Certification') ?? false;
      let after = await page('/certification/bcmas');
      for (let i = 0; i < 50 && !renamed(after.body); i++) {
        await new Promise((r) => setTimeout(r, 20));
        after = await page('/certification/bcmas');
      }
      assert.ok(renamed(after.body), 'the page, rendered with its loader\'s new answer');
      assert.notEqual(after.headers.etag, before.headers.etag);
    } finally {
      await t.db.query('UPDATE products SET product_name = $1 WHERE product_nick_name = $2', [name, 'bcmas']);
    }
  });
});

describe('document cache (unit)', () => {
  const doc = { text: 'x', etag: 'W/"x"' };
  test('an entry is found only with the catalog snapshot it was made from', () => {
    const cache = createDocumentCache();
    const snapA = {};
    const key = documentKey({ url: '/catalog', releases: 'catalog@1', minute: 1, cart: '0' });
    cache.set(key, snapA, { status: 200, doc });
    assert.deepEqual(cache.get(key, snapA), { status: 200, doc });
    assert.equal(cache.get(key, {}), undefined);
    assert.equal(cache.get(key, snapA), undefined, 'a stale entry is dropped');
  });

  test('the key names the address, the releases, the minute and the cart', () => {
    const base = { url: '/catalog', releases: 'catalog@1', minute: 1, cart: '0' };
    const keys = new Set([
      documentKey(base), documentKey({ ...base, url: '/catalog?page=2' }), documentKey({ ...base, releases: 'catalog@2' }),
      documentKey({ ...base, minute: 2 }), documentKey({ ...base, cart: '1' }), documentKey({ ...base, cart: 'lines:1:1:report' }),
    ]);
    assert.equal(keys.size, 6);
  });

  test('past its size the oldest entry goes, and a hit makes an entry the newest', () => {
    const cache = createDocumentCache(2);
    const snap = {};
    cache.set('a', snap, { status: 200, doc });
    cache.set('b', snap, { status: 200, doc });
    assert.ok(cache.get('a', snap));
    cache.set('c', snap, { status: 200, doc });
    assert.equal(cache.size, 2);
    assert.ok(cache.get('a', snap));
    assert.equal(cache.get('b', snap), undefined);
  });

  test('hits keep the most used entries whatever the order of the rest', () => {
    const cache = createDocumentCache(10);
    const snap = {};
    cache.set('hot', snap, { status: 200, doc });
    for (let i = 0; i < 100; i++) {
      cache.set(`cold${i}`, snap, { status: 200, doc });
      assert.ok(cache.get('hot', snap), `hot entry kept after ${i + 1} others`);
    }
    assert.equal(cache.size, 10);
    assert.equal(cache.get('cold0', snap), undefined);
    assert.ok(cache.get('cold99', snap));
  });
});

describe('the address a document is made for, its bytes, and renders per client (unit)', () => {
  const doc = (bytes: number) => ({ status: 200, doc: { text: 'x'.repeat(bytes), etag: `W/"${bytes}"` } });

  test('the routes that read a query declare it; no other page keeps one', () => {
    for (const path of ['/catalog', '/certifications', '/catalog/']) assert.deepEqual(routeQuery(path), ['q', 'min', 'max', 'type', 'trait', 'page'], path);
    assert.deepEqual(routeQuery('/summit-conference-free-pass'), ['claim']);
    assert.deepEqual(routeQuery('/cart'), ['notice']); // what an add without scripts did not add (server/cart-add.ts); never `add`
    for (const path of ['/', '/certification/bcmas', '/callback', '/success', '/no-such-page']) assert.deepEqual(routeQuery(path), [], path);
  });

  test('documentAddress keeps the declared parameters only, sorted by name and spelled one way', () => {
    const q = () => ['q', 'type', 'page'];
    assert.equal(documentAddress('/catalog', q), '/catalog');
    assert.equal(documentAddress('/catalog?', q), '/catalog');
    assert.equal(documentAddress('/catalog?utm_source=x&cb=1', q), '/catalog');
    assert.equal(documentAddress('/catalog?type=report&utm_source=x&q=msl%20guide&type=event', q), '/catalog?q=msl+guide&type=report&type=event');
    assert.equal(documentAddress('/catalog?q=a+b', q), documentAddress('/catalog?q=a%20b', q));
    assert.equal(documentAddress('/catalog?page', q), '/catalog?page=');
    assert.equal(documentAddress('/faq?q=1&type=2', () => []), '/faq', 'a page that declares nothing keeps no query');
    assert.equal(documentAddress('/faq?q=1', routeQuery), '/faq', "the releases' routes");
    assert.equal(documentAddress('/catalog?utm_campaign=x&page=2', routeQuery), '/catalog?page=2');
  });

  test('past the byte budget the oldest go; a document above the entry cap is not kept', () => {
    const cache = createDocumentCache({ maxEntries: 100, maxBytes: 1000, maxEntryBytes: 400 });
    const snap = {};
    for (const k of ['a', 'b', 'c']) assert.equal(cache.set(k, snap, doc(299)), true);
    assert.equal(cache.stats.bytes, 900);
    cache.set('d', snap, doc(299));
    assert.equal(cache.get('a', snap), undefined, 'the oldest made room');
    assert.ok(cache.get('d', snap));
    assert.ok(cache.stats.bytes <= 1000);
    assert.equal(cache.set('big', snap, doc(401)), false);
    assert.equal(cache.get('big', snap), undefined);
    // bytes, not characters: 150 two-byte characters are 300 bytes
    const wide = createDocumentCache({ maxBytes: 1000, maxEntryBytes: 250 });
    assert.equal(wide.set('w', snap, { status: 200, doc: { text: 'é'.repeat(150), etag: 'W/"w"' } }), false);
  });

  test('a document asked for again stays while any number of new ones push each other out', () => {
    const cache = createDocumentCache({ maxEntries: 20, maxBytes: 3000 });
    const snap = {};
    cache.set('hot', snap, doc(290));
    assert.ok(cache.get('hot', snap)); // asked again: protected
    for (let i = 0; i < 1000; i++) cache.set(`new${i}`, snap, doc(290 + (i % 7)));
    assert.ok(cache.get('hot', snap), 'still kept after 1,000 documents nobody asked for again');
    assert.ok(cache.stats.bytes <= 3000 && cache.size <= 20);
    assert.ok(cache.get('new999', snap), 'the newest are kept too');
    assert.equal(cache.get('new0', snap), undefined);
  });

  test('the protected share is bounded: past it, its oldest go back on probation and can go', () => {
    const cache = createDocumentCache(10); // protected: 8 entries
    const snap = {};
    for (let i = 0; i < 10; i++) {
      cache.set(`k${i}`, snap, doc(1));
      cache.get(`k${i}`, snap);
    }
    assert.equal(cache.stats.hot, 8);
    for (let i = 0; i < 10; i++) cache.set(`n${i}`, snap, doc(1));
    assert.equal(cache.size, 10);
    assert.equal(cache.get('k0', snap), undefined, 'the oldest protected entry went back on probation, then out');
    assert.ok(cache.get('k9', snap));
  });

  test('dropStale drops every entry of another generation or catalog snapshot', () => {
    const cache = createDocumentCache();
    const [a, b] = [{}, {}];
    cache.set('old-minute', a, doc(10), 'r1\n1');
    cache.set('marker', a, BY_CART_LINES, 'r1\n1');
    cache.set('old-catalog', b, doc(10), 'r1\n2');
    cache.set('current', a, doc(10), 'r1\n2');
    cache.get('current', a);
    cache.dropStale(a, 'r1\n2');
    assert.equal(cache.size, 1);
    assert.ok(cache.get('current', a));
    assert.equal(cache.stats.bytes, 'current'.length + 10);
  });

  test('renders per client: a burst, then the rate; Retry-After is the wait for the next', () => {
    let now = 1_000_000;
    const limiter = createRenderLimiter({ perSecond: 2, burst: 3, maxClients: 2 }, () => now);
    assert.deepEqual([limiter.take('a'), limiter.take('a'), limiter.take('a')], [0, 0, 0]);
    assert.equal(limiter.take('a'), 1);
    assert.equal(limiter.take('b'), 0, 'another client has its own');
    now += 500;
    assert.equal(limiter.take('a'), 0, 'half a second: one more');
    assert.equal(limiter.take('a'), 1);
    const slow = createRenderLimiter({ perSecond: 0.2, burst: 1 }, () => now);
    assert.equal(slow.take('c'), 0);
    assert.equal(slow.take('c'), 5, 'one every 5 s');
    // at most maxClients are tracked: the least recent goes (and comes back with a full bucket)
    limiter.take('c'); // b goes
    assert.equal(limiter.clients, 2);
    assert.equal(limiter.take('a'), 1, 'a, used since, is still tracked: still waiting');
    assert.equal(limiter.take('b'), 0);
  });

  test('the client of an address: IPv4 as it is, IPv6 by its /64', () => {
    assert.equal(clientKey('203.0.113.7'), '203.0.113.7');
    assert.equal(clientKey('::ffff:203.0.113.7'), '203.0.113.7');
    assert.equal(clientKey('2001:db8:1:2:3:4:5:6'), '2001:db8:1:2::/64');
    assert.equal(clientKey('2001:DB8:1:2::9'), '2001:db8:1:2::/64');
    assert.equal(clientKey('2001:db8::1'), '2001:db8:0:0::/64');
    assert.equal(clientKey('::1'), '0:0:0:0::/64');
    assert.equal(clientKey('fe80::1%eth0'), 'fe80:0:0:0::/64');
    assert.equal(clientKey(undefined), '');
  });
});

describe('renders of new documents, all clients together (unit)', () => {
  test('a render starts at once while the budget lasts; past it, the next waits until the time spent is earned back', async () => {
    const b = createRenderBudget({ share: 0.5, concurrency: 2, maxWaiting: 10, maxWaitMs: 10_000 });
    assert.equal(b.enter(), true);
    b.leave(600); // 600 ms of rendering against a budget of 500: 100 ms owed, earned back in 200 ms
    const started = performance.now();
    const next = b.enter();
    assert.ok(next instanceof Promise, 'the next render waits its turn');
    assert.equal(b.waiting, 1);
    assert.equal(await next, true);
    const waited = performance.now() - started;
    assert.ok(waited >= 190 && waited < 1000, `waited ${waited} ms`);
    assert.equal(b.running, 1);
    assert.equal(b.waiting, 0);
  });

  test('at most `concurrency` at once; a full queue and a wait past maxWaitMs are refused', async () => {
    const b = createRenderBudget({ share: 0.5, concurrency: 1, maxWaiting: 1, maxWaitMs: 30 });
    assert.equal(b.enter(), true);
    const queued = b.enter();
    assert.ok(queued instanceof Promise);
    assert.equal(b.enter(), false, 'the queue is full: refused at once');
    assert.equal(await queued, false, 'the render in progress did not end within maxWaitMs');
    b.leave(1);
    assert.equal(b.enter(), true, 'free again');
  });

  test('the settings reach the limits; unset ones keep their defaults', () => {
    // the configuration's `documents`, which the composition root hands to registerSite as they are
    const documentLimitsFrom = (env: Record<string, string>) => loadConfig(env, { port: 8080 }).documents;
    assert.deepEqual(documentLimitsFrom({}), { renders: {}, budget: {} });
    assert.deepEqual(documentLimitsFrom({ DOCUMENT_CACHE_ENTRIES: '50', DOCUMENT_CACHE_MB: '1', DOCUMENT_RENDER_BURST: '7', DOCUMENT_RENDERS_PER_SECOND: '2', DOCUMENT_RENDER_TIME_PERCENT: '40', DOCUMENT_RENDER_NICE: '0' }), {
      maxEntries: 50, maxBytes: 1024 * 1024, maxEntryBytes: 1024 * 1024, renders: { burst: 7, perSecond: 2 }, budget: { share: 0.4 }, thread: { nice: 0 },
    });
  });
});
