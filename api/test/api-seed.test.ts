// The real seed catalog through the API: every product answers, prices and the checkout pop-up's
// $100 code are the spec's.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { CartResponse, Product, PromoResult } from 'shared-api/contract';
import { hasEnded } from '../src/cart/pricing.js';
import { defaultSeed } from '../src/seed/load.js';
import { cartParam, json, startApi, type TestApi } from './helpers.js';

let t: TestApi;
let products: Product[];
before(async () => {
  t = await startApi({ seed: defaultSeed() });
  products = json<Product[]>(await t.inject({ method: 'GET', url: '/api/products' }));
});
after(async () => {
  await t?.close();
});

describe('the seed catalog served by the API', () => {
  test('lists every seeded product on sale (an event that has ended is left out)', () => {
    const onSale = defaultSeed().products.filter((p) => !hasEnded(p, new Date()));
    assert.deepEqual(products.map((p) => p.productId).sort((a, b) => a - b), onSale.map((p) => p.productId).sort((a, b) => a - b));
  });
  test('product 1 is BCMAS at 2399.99 and the license products are certifications', () => {
    const bcmas = products.find((p) => p.productId === 1)!;
    assert.equal(bcmas.productNickName, 'bcmas');
    assert.equal(bcmas.productPrice, 2399.99);
    for (const id of [1, 20, 21, 47, 53]) assert.equal(products.find((p) => p.productId === id)?.productType, 'certification', `product ${id}`);
  });
  test('every product page loads by slug and type, with its relations resolved', async () => {
    for (const p of defaultSeed().products) {
      const r = await t.inject({ method: 'GET', url: `/api/product?slug=${p.productNickName}&type=${p.productType}` });
      assert.equal(r.statusCode, 200, p.productNickName);
      const full = json<Product>(r);
      for (const s of [...full.boughtTogether, ...full.bundleProducts, ...full.related]) assert.ok(s.productName && s.productNickName);
    }
  });
  test('the summit tiers cost 599.99 and 199.99', async () => {
    const price = async (slug: string) => json<Product>(await t.inject({ method: 'GET', url: `/api/product?slug=${slug}&type=conference` })).productPrice;
    assert.equal(await price('summit-march-2025'), 599.99);
    assert.equal(await price('summit-march-2025-for-aspiring-professionals'), 199.99);
  });
  test('the cart prices BCMAS and the $100 code takes it to 2299.99', async () => {
    const cart = [{ productId: 1, quantity: 1, productDetailType: 'certification' }];
    const c = json<CartResponse>(await t.inject({ method: 'GET', url: `/api/cart?cart=${cartParam(cart)}` }));
    assert.equal(c.cartTotal, 2399.99);
    const token = await t.jwks.token('seed-check@example.com');
    const codes = defaultSeed().promoCodes.filter((c) => c.kind === 'amount' && c.value === 100 && c.productIds?.includes(1));
    assert.ok(codes.length >= 1, 'a $100 code for product 1 exists');
    const r = await t.inject({ method: 'GET', url: `/api/promocode?cart=${cartParam(cart)}&coupon=${codes[0]!.code}`, headers: { authorization: `Bearer ${token}` } });
    const p = json<PromoResult>(r);
    assert.equal(p.status, 'success');
    assert.equal(p.discountedTotal, 2299.99);
  });
  test('the seed has an expired code that is refused', async () => {
    const expired = defaultSeed().promoCodes.find((c) => c.expiresAt && Date.parse(c.expiresAt) < Date.now());
    assert.ok(expired);
    const cart = [{ productId: expired.productIds?.[0] ?? 1, quantity: 1, productDetailType: 'certification' }];
    const token = await t.jwks.token('seed-check@example.com');
    const r = await t.inject({ method: 'GET', url: `/api/promocode?cart=${cartParam(cart)}&coupon=${expired.code}`, headers: { authorization: `Bearer ${token}` } });
    assert.equal(json<PromoResult>(r).status, 'error');
  });
});
