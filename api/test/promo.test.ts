import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { PromoResult } from 'shared-api/contract';
import { applyPromo } from '../src/promo/promo.js';
import { fixtureSeed } from './fixtures/catalog.js';
import { cartParam, json, startApi, type TestApi } from './helpers.js';

let t: TestApi;
let token: string;
before(async () => {
  t = await startApi({ seed: fixtureSeed });
  token = await t.jwks.token('promo@example.com');
});
after(async () => {
  await t?.close();
});

const line = (productId: number, quantity = 1) => ({ productId, quantity, productDetailType: 'certification' });
const promo = (cart: unknown, coupon: string | null, auth: string | null = token) =>
  t.inject({
    method: 'GET',
    url: `/api/promocode?cart=${cartParam(cart)}${coupon === null ? '' : `&coupon=${encodeURIComponent(coupon)}`}`,
    headers: auth ? { authorization: `Bearer ${auth}` } : {},
  });

describe('GET /api/promocode', () => {
  test('the $100 BCMAS code takes 2399.99 to 2299.99', async () => {
    const r = await promo([line(1)], 'BCMAS100');
    assert.equal(r.statusCode, 200);
    const p = json<PromoResult>(r);
    assert.equal(p.status, 'success');
    assert.equal(p.discountType, 'Product');
    assert.equal(p.discount, 100);
    assert.equal(p.totalSavings, 100);
    assert.equal(p.discountedTotal, 2299.99);
    assert.deepEqual(p.products, [{ productName: 'Board Certified Medical Affairs Specialist (BCMAS)', productPrice: 2399.99, discountPrice: 2299.99, discountOff: 100 }]);
    assert.match(p.message, /BCMAS100 applied/);
  });
  test('codes match case-insensitively and around spaces', async () => {
    const p = json<PromoResult>(await promo([line(1)], '  bcmas100 '));
    assert.equal(p.status, 'success');
  });
  test('a per-product code only touches its products; seats multiply the saving', async () => {
    const p = json<PromoResult>(await promo([line(1, 2), line(2)], 'BCMAS100'));
    assert.equal(p.totalSavings, 200);
    assert.equal(p.discountedTotal, 2399.99 * 2 + 1499 - 200);
    assert.equal(p.products!.length, 1);
  });
  test('a percentage code applies to every product', async () => {
    const p = json<PromoResult>(await promo([line(1), line(5)], 'SAVE15'));
    assert.equal(p.status, 'success');
    assert.equal(p.discountType, 'All');
    assert.equal(p.discount, 15);
    // 15% of 2399.99 = 360.00 (rounded to the cent), of 299.99 = 45.00
    assert.equal(p.totalSavings, 405);
    assert.equal(p.discountedTotal, 2699.98 - 405);
    assert.deepEqual(p.products!.map((x) => x.discountPrice), [2039.99, 254.99]);
  });

  for (const [name, cart, coupon, pattern] of [
    ['an expired code', [line(1)], 'OLD10', /has expired/],
    ['an unknown code', [line(1)], 'FREEMONEY', /"FREEMONEY" is not valid/],
    ['a code for other products', [line(2)], 'BCMAS100', /does not apply/],
    ['an empty code', [line(1)], '', /enter a promo code/],
    ['a code on an empty cart', [], 'SAVE15', /cart is empty/],
  ] as const) {
    test(`${name} answers status error with a message`, async () => {
      const r = await promo(cart, coupon);
      assert.equal(r.statusCode, 200);
      const p = json<PromoResult>(r);
      assert.equal(p.status, 'error');
      assert.match(p.message, pattern);
      assert.equal(p.discountedTotal, undefined);
    });
  }
  test('an inactive code is not valid', async () => {
    await t.db.query("UPDATE promo_codes SET active = false WHERE code = 'SAVE15'");
    try {
      const p = json<PromoResult>(await promo([line(1)], 'SAVE15'));
      assert.equal(p.status, 'error');
    } finally {
      await t.db.query("UPDATE promo_codes SET active = true WHERE code = 'SAVE15'");
    }
  });

  for (const [name, cart, coupon, pattern] of [
    ['a malformed cart', '[{', 'SAVE15', /cart is not valid JSON/],
    ['quantity 0', [line(1, 0)], 'SAVE15', /at least 1/],
    ['an unknown product', [line(999)], 'SAVE15', /Product 999/],
    ['a coupon of 65 characters', [line(1)], 'X'.repeat(65), /at most 64/],
  ] as const) {
    test(`${name} is a 400`, async () => {
      const r = await promo(cart, coupon);
      assert.equal(r.statusCode, 400);
      assert.match(String(json(r).message), pattern);
    });
  }
  test('without sign-in it is a 401', async () => {
    const r = await promo([line(1)], 'BCMAS100', null);
    assert.equal(r.statusCode, 401);
  });
});

describe('applyPromo', () => {
  test('an amount larger than a price stops at zero', () => {
    const cart = { items: [{ productId: 9, productName: 'Small', productPrice: 49, quantity: 1 }], cartTotal: 49, cartLength: 1 } as never;
    const p = applyPromo(cart, { code: 'BIG', kind: 'amount', value: 100, productIds: null, expiresAt: null, active: true }, 'BIG');
    assert.equal(p.discountedTotal, 0);
    assert.equal(p.totalSavings, 49);
  });
  test('expiry is checked against the given time', () => {
    const cart = { items: [{ productId: 9, productName: 'Small', productPrice: 49, quantity: 1 }], cartTotal: 49, cartLength: 1 } as never;
    const code = { code: 'SOON', kind: 'percent' as const, value: 10, productIds: null, expiresAt: new Date('2030-01-01T00:00:00Z'), active: true };
    assert.equal(applyPromo(cart, code, 'SOON', new Date('2029-12-31T23:59:59Z')).status, 'success');
    assert.equal(applyPromo(cart, code, 'SOON', new Date('2030-01-01T00:00:00Z')).status, 'error');
  });
});
