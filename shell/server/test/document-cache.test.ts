// The rendered-document cache (shell/server/document-cache.ts, used by site.ts's documents): a repeated
// request for a page is answered from memory (no API answer is asked again), a catalog change is in
// the next document, the cart page's empty and non-empty frames are kept apart, and nothing of the
// buyer (cookies, Authorization) reaches or splits a cached document.
// Run: node --import tsx --test shell/server/test/document-cache.test.ts
// first, as serve.ts does: React's production build, the one the server bundles render with
import '../production-react.js';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { defaultSeed } from 'api';
import { startApi, type TestApi } from 'api/testing';
import { CART_COOKIE } from 'shared-cart/cart-store';
import { createDocumentCache, documentKey } from '../document-cache.js';
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
  test('a repeated request for a page is answered from the cache: same document, no API answer asked again', async () => {
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
