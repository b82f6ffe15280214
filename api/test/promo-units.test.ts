// Promotion rules as pure functions (api/src/promo/promo.ts): the lookup's normalisation and every
// branch of what a code does to a priced cart. No database, so the mutation run stays fast; the
// route is tested in promo.test.ts.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { CartResponse, Product } from 'shared-api/contract';
import { CatalogSnapshot } from '../src/catalog/cache.js';
import { priceCart } from '../src/cart/pricing.js';
import type { Queryable } from '../src/db/db.js';
import { applyPromo, type PromoCode } from '../src/promo/promo.js';
import { findPromoCode } from '../src/promo/repository.js';
import { fixtureProducts } from './fixtures/catalog.js';

const catalog = new CatalogSnapshot(fixtureProducts as unknown as Product[]);
const NOW = new Date('2026-05-15T12:00:00Z');
const cart = (lines: [number, number][]): CartResponse => priceCart(catalog, lines.map(([productId, quantity]) => ({ productId, quantity, productDetailType: 'x' })));
const promo = (over: Partial<PromoCode> = {}): PromoCode => ({ code: 'SAVE10', kind: 'percent', value: 10, productIds: null, expiresAt: null, active: true, ...over });

test('findPromoCode: looks the code up trimmed and upper-cased, and maps the row', async () => {
  const asked: unknown[][] = [];
  const row = { code: 'SAVE10', kind: 'percent', value: '10', product_ids: ['2', '5'], expires_at: '2026-06-01T00:00:00Z', active: true };
  const db = { query: async (_sql: string, params: unknown[]) => { asked.push(params); return params[0] === 'SAVE10' ? [row] : []; } } as unknown as Queryable;
  assert.deepEqual(await findPromoCode(db, '  save10 '), {
    code: 'SAVE10', kind: 'percent', value: 10, productIds: [2, 5], expiresAt: new Date('2026-06-01T00:00:00Z'), active: true,
  });
  assert.deepEqual(asked, [['SAVE10']]);
  assert.equal(await findPromoCode(db, 'other'), null);
  const open = { query: async () => [{ ...row, product_ids: null, expires_at: null, active: false }] } as unknown as Queryable;
  assert.deepEqual(await findPromoCode(open, 'SAVE10'), { code: 'SAVE10', kind: 'percent', value: 10, productIds: null, expiresAt: null, active: false });
  const dated = { query: async () => [{ ...row, expires_at: new Date('2027-01-01T00:00:00Z') }] } as unknown as Queryable;
  assert.equal((await findPromoCode(dated, 'SAVE10'))!.expiresAt!.toISOString(), '2027-01-01T00:00:00.000Z');
});

test('refusals, in order: nothing typed, unknown or inactive, expired, empty cart, no covered product', () => {
  const c = cart([[2, 1]]);
  assert.deepEqual(applyPromo(c, promo(), '   ', NOW), { status: 'error', message: 'Please enter a promo code.' });
  assert.deepEqual(applyPromo(c, null, ' nope ', NOW), { status: 'error', message: 'The promo code "nope" is not valid.' });
  assert.deepEqual(applyPromo(c, promo({ active: false }), 'SAVE10', NOW), { status: 'error', message: 'The promo code "SAVE10" is not valid.' });
  assert.deepEqual(applyPromo(c, promo({ expiresAt: NOW }), 'SAVE10', NOW), { status: 'error', message: 'The promo code SAVE10 has expired.' });
  assert.equal(applyPromo(c, promo({ expiresAt: new Date(NOW.getTime() + 1) }), 'SAVE10', NOW).status, 'success', 'valid until its expiry');
  assert.deepEqual(applyPromo(cart([]), promo(), 'SAVE10', NOW), { status: 'error', message: 'Your cart is empty: add a program before applying a promo code.' });
  assert.deepEqual(applyPromo(c, promo({ productIds: [5] }), 'SAVE10', NOW), { status: 'error', message: 'The promo code SAVE10 does not apply to the products in your cart.' });
  assert.equal(applyPromo(c, promo({ expiresAt: new Date('2020-01-01T00:00:00Z') }), 'SAVE10').status, 'error', 'now defaults to the present');
});

test('a percent code on every product: value % off each unit, rounded to the cent', () => {
  const r = applyPromo(cart([[1, 2], [5, 1]]), promo({ value: 15 }), 'save10', NOW);
  assert.deepEqual(r, {
    status: 'success',
    message: 'Promo code SAVE10 applied: you save $765.00.',
    code: 'SAVE10', // typed 'save10': the code as the store names it
    discountType: 'All',
    discount: 15,
    totalSavings: 765,
    discountedTotal: 4334.97,
    products: [
      { productName: 'Board Certified Medical Affairs Specialist (BCMAS)', productPrice: 2399.99, discountPrice: 2039.99, discountOff: 360 },
      { productName: 'MSL Compensation Report', productPrice: 299.99, discountPrice: 254.99, discountOff: 45 },
    ],
  });
});

test('an amount code on some products: value dollars off each covered unit, never below 0', () => {
  const r = applyPromo(cart([[2, 2], [5, 1], [8, 1]]), promo({ code: 'FLAT100', kind: 'amount', value: 100, productIds: [2, 8] }), 'FLAT100', NOW);
  assert.equal(r.status, 'success');
  assert.equal(r.discountType, 'Product');
  assert.equal(r.discount, 100);
  assert.deepEqual(r.products, [
    { productName: 'Prior Authorization Certified Specialist (PACS)', productPrice: 1499, discountPrice: 1399, discountOff: 100 },
    { productName: 'Working With Thought Leaders', productPrice: 49, discountPrice: 0, discountOff: 49 },
  ]);
  assert.equal(r.totalSavings, 249);
  assert.equal(r.discountedTotal, 3346.99 - 249);
  assert.equal(r.message, 'Promo code FLAT100 applied: you save $249.00.');
});
