import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PRODUCT_LISTING_FIELDS, type Product } from 'shared-api/contract';
import { fixtureSeed } from './fixtures/catalog.js';
import { json, startApi, type TestApi } from './helpers.js';

let t: TestApi;
before(async () => {
  t = await startApi({ seed: fixtureSeed });
});
after(async () => {
  await t?.close();
});

describe('GET /api/health', () => {
  test('answers ok with the database kind', async () => {
    const r = await t.inject({ method: 'GET', url: '/api/health' });
    assert.equal(r.statusCode, 200);
    assert.equal(json(r).status, 'ok');
    assert.equal(json(r).database, t.db.kind);
    assert.match(String(r.headers['x-request-id']), /^[0-9a-f-]{36}$/);
  });
  test('keeps a sane caller request id and replaces a bad one', async () => {
    const ok = await t.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
    assert.equal(ok.headers['x-request-id'], 'abc-123');
    const bad = await t.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'a b<script>' } });
    assert.notEqual(bad.headers['x-request-id'], 'a b<script>');
  });
  test('error answers carry the request id and no-store too (set as the request arrives, kept by the error handler)', async () => {
    for (const url of ['/api/product', '/api/product?slug=no-such-product&type=certification', '/api/no-such-thing']) {
      const r = await t.inject({ method: 'GET', url });
      assert.ok(r.statusCode >= 400 && r.statusCode < 500, `${url}: ${r.statusCode}`);
      assert.match(String(r.headers['x-request-id']), /^[0-9a-f-]{36}$/, url);
      assert.equal(r.headers['cache-control'], 'no-store', url);
    }
  });
});

describe('GET /api/products', () => {
  test('lists every product with card and filter fields and numbers as numbers', async () => {
    const r = await t.inject({ method: 'GET', url: '/api/products' });
    assert.equal(r.statusCode, 200);
    const list = json<Product[]>(r);
    assert.equal(list.length, fixtureSeed.products.length);
    const bcmas = list.find((p) => p.productId === 1)!;
    assert.equal(bcmas.productPrice, 2399.99);
    assert.equal(bcmas.strikeoutPrice, 2599.99);
    assert.equal(bcmas.productRating, 4.5);
    assert.equal(bcmas.productFeature, 'Best Seller');
    assert.equal(bcmas.productType, 'certification');
    assert.equal(bcmas.productNickName, 'bcmas');
    assert.equal(typeof bcmas.productTags, 'string');
    assert.equal(list.find((p) => p.productId === 4)!.productPrice, 0);
  });
  test('lists each product as a listing: exactly the listing fields, equal to the whole product\'s', async () => {
    const list = json<Record<string, unknown>[]>(await t.inject({ method: 'GET', url: '/api/products' }));
    for (const item of list) {
      assert.deepEqual(Object.keys(item), [...PRODUCT_LISTING_FIELDS]);
      const whole = json<Record<string, unknown>>(await t.inject({ method: 'GET', url: `/api/product?slug=${String(item.productNickName)}` }));
      for (const k of PRODUCT_LISTING_FIELDS) assert.deepEqual(item[k], whole[k], `${String(item.productNickName)}.${k}`);
    }
    // descriptions, reviews and relations are read from GET /product only
    const raw = (await t.inject({ method: 'GET', url: '/api/products' })).body;
    for (const heavy of ['longDescription', 'individualReviews', 'boughtTogether', 'agenda', 'content']) assert.ok(!raw.includes(`"${heavy}"`), heavy);
  });
  test('sends an ETag and answers 304 when it matches', async () => {
    const r = await t.inject({ method: 'GET', url: '/api/products' });
    const etag = String(r.headers.etag);
    assert.ok(etag.startsWith('W/"'));
    const again = await t.inject({ method: 'GET', url: '/api/products', headers: { 'if-none-match': etag } });
    assert.equal(again.statusCode, 304);
    assert.equal(again.body, '');
  });
  test('is sent compressed (br, then gzip) when the client accepts it', async () => {
    const plain = await t.inject({ method: 'GET', url: '/api/products' });
    const br = await t.inject({ method: 'GET', url: '/api/products', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(br.headers.vary, 'accept-encoding');
    assert.equal(brotliDecompressSync(br.rawPayload).toString(), plain.body);
    const gz = await t.inject({ method: 'GET', url: '/api/products', headers: { 'accept-encoding': 'gzip, br;q=0' } });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gz.rawPayload).toString(), plain.body);
    const none = await t.inject({ method: 'GET', url: '/api/products', headers: { 'accept-encoding': 'identity' } });
    assert.equal(none.headers['content-encoding'], undefined);
  });
  test('a catalog write shows after invalidation (cache is not stale)', async () => {
    await t.db.query('UPDATE products SET product_price = 1599.5 WHERE product_id = 2');
    t.app.catalog.invalidate();
    const r = await t.inject({ method: 'GET', url: '/api/products' });
    assert.equal(json<Product[]>(r).find((p) => p.productId === 2)!.productPrice, 1599.5);
    const one = await t.inject({ method: 'GET', url: '/api/product?slug=pacs&type=certification' });
    assert.equal(json<Product>(one).productPrice, 1599.5);
    await t.db.query('UPDATE products SET product_price = 1499 WHERE product_id = 2');
    t.app.catalog.invalidate();
  });
});

describe('GET /api/product', () => {
  test('returns the full product with relations as summaries', async () => {
    const r = await t.inject({ method: 'GET', url: '/api/product?slug=bcmas&type=certification' });
    assert.equal(r.statusCode, 200);
    const p = json<Product>(r);
    assert.equal(p.productId, 1);
    assert.equal(p.moduleBreakdown.modules.length, 20);
    assert.deepEqual(p.boughtTogether.map((x) => x.productNickName), ['pacs', 'msl-report']);
    assert.equal(p.boughtTogether[0]!.productPrice, 1499);
    assert.deepEqual(p.related.map((x) => x.productId), [2]);
    assert.equal(p.extensionDetails?.productNickName, 'bcmas-extension');
    assert.deepEqual(p.bundleProducts, []);
    assert.equal(p.learningObjectives.objectives.length, 1);
    assert.equal(p.individualReviews.review[0]!.reviewTitle, 'Good');
    assert.equal(p.ratingsBreakdown.ratings[0]!.rating, 90);
  });
  test('an event keeps its dates with their offset, speakers and agenda', async () => {
    const p = json<Product>(await t.inject({ method: 'GET', url: '/api/product?slug=leadership-forum&type=event' }));
    assert.equal(p.eventStartDate, '2030-05-14T09:00:00-04:00');
    assert.equal(p.agenda.length, 1);
    assert.equal(p.speakers.length, 1);
  });
  test('a bundle lists its products', async () => {
    const p = json<Product>(await t.inject({ method: 'GET', url: '/api/product?slug=career-bundle&type=bundle' }));
    assert.deepEqual(p.bundleProducts.map((x) => x.productId), [1, 2]);
  });
  test('the slug matches case-insensitively and the type is optional', async () => {
    const r = await t.inject({ method: 'GET', url: '/api/product?slug=BCMAS' });
    assert.equal(json<Product>(r).productId, 1);
  });
  test('an unknown slug answers 404 with the error marker', async () => {
    const r = await t.inject({ method: 'GET', url: '/api/product?slug=no-such-thing&type=certification' });
    assert.equal(r.statusCode, 404);
    const b = json(r);
    assert.equal(b.error, 'Product not found');
    assert.equal(b.statusCode, 404);
    assert.match(String(b.message), /no-such-thing/);
  });
  test('a slug of another type is not found', async () => {
    const r = await t.inject({ method: 'GET', url: '/api/product?slug=bcmas&type=report' });
    assert.equal(r.statusCode, 404);
    assert.equal(json(r).error, 'Product not found');
  });
  for (const [name, url, pattern] of [
    ['a missing slug', '/api/product?type=certification', /slug/],
    ['an empty slug', '/api/product?slug=&type=certification', /slug is required/],
    ['an unknown type', '/api/product?slug=bcmas&type=course', /type must be one of/],
    ['a slug with spaces', '/api/product?slug=a%20b', /slug may hold only/],
    ['a repeated slug', '/api/product?slug=a&slug=b', /slug/],
  ] as const) {
    test(`${name} is a 400 with a reason`, async () => {
      const r = await t.inject({ method: 'GET', url });
      assert.equal(r.statusCode, 400);
      const b = json(r);
      assert.equal(b.error, 'Bad Request');
      assert.match(String(b.message), pattern);
      assert.ok(Array.isArray(b.issues));
    });
  }
});

describe('unknown API paths', () => {
  test('answer 404 JSON', async () => {
    const r = await t.inject({ method: 'GET', url: '/api/nothing-here' });
    assert.equal(r.statusCode, 404);
    assert.equal(json(r).statusCode, 404);
  });
});
