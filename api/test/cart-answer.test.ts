// GET /api/cart answers what the cart page and the checkout show and read (shared-api
// cart-contract.ts), not whole products: with the store's own catalog (whose products carry their
// pages' texts, reviews and relations), at most 1.5 KB of JSON per line, exactly the contract's
// fields, and compressed (brotli, else gzip) when the client accepts it and the answer is 1 KB or more.
import assert from 'node:assert/strict';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { after, before, describe, test } from 'node:test';
import { cartResponseSchema, pricedCartItemSchema, type CartResponse, type ProductListing } from 'shared-api/contract';
import { defaultSeed } from '../src/seed/load.js';
import { cartParam, json, startApi, type TestApi } from './helpers.js';

const MAX_BYTES_PER_LINE = 1536;

let t: TestApi;
let listed: ProductListing[];
before(async () => {
  t = await startApi({ seed: defaultSeed() });
  listed = json<ProductListing[]>(await t.inject({ method: 'GET', url: '/api/products' }));
});
after(async () => {
  await t?.close();
});

const linesOf = (ids: number[]) => ids.map((productId) => ({ productId, quantity: 1, productDetailType: 'x' }));
const getCart = (ids: number[], headers: Record<string, string> = {}) =>
  t.inject({ method: 'GET', url: `/api/cart?cart=${cartParam(linesOf(ids))}`, headers });

/** The answer's fields: the contract's, and nothing else. */
const FIELDS = Object.keys(pricedCartItemSchema.shape).sort();

describe('GET /api/cart: the lines of the cart page and the checkout', () => {
  test('3 lines (the first three the catalog lists): at most 1.5 KB of JSON per line, exactly the contract\'s fields', async () => {
    const ids = listed.slice(0, 3).map((p) => p.productId);
    const r = await getCart(ids);
    assert.equal(r.statusCode, 200);
    assert.equal(r.headers['content-encoding'], undefined);
    const bytes = Buffer.byteLength(r.body);
    assert.ok(bytes <= 3 * MAX_BYTES_PER_LINE, `${bytes} bytes for 3 lines`);
    const c = cartResponseSchema.parse(json(r)); // strict: no field beyond the contract's
    assert.deepEqual(c.items.map((i) => i.productId), ids);
    for (const i of c.items) {
      const optional = ['notOnSale', 'bundleProducts'].filter((k) => !(k in i));
      assert.deepEqual([...Object.keys(i), ...optional].sort(), FIELDS);
    }
    const p = listed[0]!;
    assert.deepEqual(
      { ...c.items[0]!, bundleProducts: undefined },
      {
        productId: p.productId, productType: p.productType, productNickName: p.productNickName, productName: p.productName,
        productTagLine: p.productTagLine, productFeature: p.productFeature, productImage: p.productImage, productRating: p.productRating,
        productPrice: p.productPrice, strikeoutPrice: p.strikeoutPrice, quantity: 1, lineTotal: p.productPrice, bundleProducts: undefined,
      },
    );
  });

  test('every product the store lists, one line each: at most 1.5 KB per line, schema-valid', async () => {
    const ids = listed.map((p) => p.productId);
    const r = await getCart(ids);
    assert.equal(r.statusCode, 200);
    const c = cartResponseSchema.parse(json(r));
    assert.equal(c.items.length, ids.length);
    for (const i of c.items) {
      const bytes = Buffer.byteLength(JSON.stringify(i));
      assert.ok(bytes <= MAX_BYTES_PER_LINE, `${i.productName}: ${bytes} bytes`);
    }
    assert.ok(Buffer.byteLength(r.body) <= ids.length * MAX_BYTES_PER_LINE);
    // a bundle's programs, by id (the cart's bundle-overlap notice)
    const bundle = c.items.find((i) => i.productType === 'bundle');
    assert.ok(bundle?.bundleProducts && bundle.bundleProducts.length > 0, 'a bundle lists its programs');
    assert.ok(c.items.filter((i) => i.productType !== 'bundle').every((i) => i.bundleProducts === undefined));
  });

  test('brotli when the client accepts it, else gzip, else plain; Vary: Accept-Encoding and no-store either way', async () => {
    const ids = listed.slice(0, 3).map((p) => p.productId);
    const plain = await getCart(ids);
    const br = await getCart(ids, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    assert.equal(br.statusCode, 200);
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(brotliDecompressSync(br.rawPayload).toString('utf8'), plain.body);
    assert.ok(br.rawPayload.length < Buffer.byteLength(plain.body) / 2, `${br.rawPayload.length} bytes of brotli for ${Buffer.byteLength(plain.body)}`);
    const gz = await getCart(ids, { 'accept-encoding': 'gzip' });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gz.rawPayload).toString('utf8'), plain.body);
    const refused = await getCart(ids, { 'accept-encoding': 'br;q=0, gzip;q=0' });
    assert.equal(refused.headers['content-encoding'], undefined);
    assert.equal(refused.body, plain.body);
    for (const r of [plain, br, gz, refused]) {
      assert.match(String(r.headers.vary), /accept-encoding/i);
      assert.equal(r.headers['cache-control'], 'no-store');
      assert.match(String(r.headers['content-type']), /^application\/json/);
    }
  });

  test('an answer under 1 KB goes uncompressed (the saving is smaller than the cost)', async () => {
    const r = await getCart([listed[0]!.productId], { 'accept-encoding': 'br, gzip' });
    assert.ok(Buffer.byteLength(r.body) < 1024);
    assert.equal(r.headers['content-encoding'], undefined);
    assert.equal(json<CartResponse>(r).cartLength, 1);
  });
});
