// The order as the checkout prices and checks it again (api/src/payments/price-order.ts), the cases
// pricing-units.test.ts leaves out: ended events, blank codes, a code covering a later line, license
// users of other certifications, the region beside other products. Pure, with a stand-in catalog, so
// the mutation run (pnpm test:mutation checkout) stays fast; POST /checkout is in checkout.test.ts.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { CheckoutRequestInput, Product } from 'shared-api/contract';
import { CatalogSnapshot } from '../src/catalog/cache.js';
import { refusal } from './support/refusal.js';
import { priceOrder, shownPriceChange } from '../src/payments/price-order.js';
import type { PromoCode } from '../src/promo/promo.js';
import { fixtureProducts } from './fixtures/catalog.js';

const NOW = new Date('2026-05-15T12:00:00Z');
const base = fixtureProducts as unknown as Product[];
const byId = (id: number) => base.find((p) => p.productId === id)!;
// the fixture catalog, with a second license certification (20) and an event that ended before NOW (60)
const catalog = new CatalogSnapshot([
  ...base,
  { ...byId(2), productId: 20, productNickName: 'cmdcs', productName: 'Certified Medical Device Specialist', productPrice: 1999 },
  { ...byId(6), productId: 60, productNickName: 'spring-forum', productName: 'Spring Forum', eventStartDate: '2026-04-01T09:00:00-04:00', eventEndDate: '2026-04-02T17:00:00-04:00' },
]);

const line = (productId: number, quantity = 1) => ({ productId, quantity, productDetailType: 'x' });
const order = (over: Partial<CheckoutRequestInput> = {}): CheckoutRequestInput => ({
  termsAgreed: true, fullName: 'Dana Reyes', email: 'dana@example.com', purchaseObj: { extraCert: [] },
  products: [line(2)], paymentType: 'fullPayment', couponCode: '', subscriptionMonth: 0, params: {},
  ...over,
} as CheckoutRequestInput);
const promo = (over: Partial<PromoCode> = {}): PromoCode => ({ code: 'SAVE10', kind: 'percent', value: 10, productIds: null, expiresAt: null, active: true, ...over });

test('priceOrder: a ticket of an event that has ended is refused (409); one still to come is sold', () => {
  assert.deepEqual(refusal(() => priceOrder(catalog, order({ products: [line(60)] }), null, NOW)), {
    status: 409, message: 'Spring Forum took place on April 2, 2026: its tickets are no longer on sale.',
  });
  assert.equal(priceOrder(catalog, order({ products: [line(60)] }), null, new Date('2026-03-01T00:00:00Z')).totalAmount, 89900);
  assert.equal(priceOrder(catalog, order({ products: [line(6)] }), null, NOW).totalAmount, 89900);
});

test('priceOrder: a code of white space only is no code', () => {
  const o = priceOrder(catalog, order({ couponCode: '   ' }), null, NOW);
  assert.deepEqual([o.couponCode, o.discountAmount, o.totalAmount], [null, 0, 149900]);
});

test('priceOrder: a code that covers a later line only takes its reduction off that line', () => {
  const o = priceOrder(catalog, order({ couponCode: 'SAVE10', products: [line(5), line(3, 2), line(2)] }), promo({ productIds: [2] }), NOW);
  assert.deepEqual(o.lines.map((l) => [l.productId, l.discountAmount, l.totalAmount]), [[5, 0, 29999], [3, 0, 95800], [2, 14990, 134910]]);
  assert.deepEqual([o.subtotalAmount, o.discountAmount, o.totalAmount], [275699, 14990, 260709]);
  const two = priceOrder(catalog, order({ couponCode: 'SAVE10', products: [line(5), line(2), line(3)] }), promo({ productIds: [3, 2] }), NOW);
  assert.deepEqual(two.lines.map((l) => l.discountAmount), [0, 14990, 4790]);
});

test('priceOrder: license users of a certification other than BCMAS carry no region', () => {
  const holders = [{ productId: 20, name: 'A', email: 'A@x.com' }, { productId: 20, name: 'B', email: 'b@x.com' }];
  const o = priceOrder(catalog, order({ products: [line(2), line(20, 2)], purchaseObj: { extraCert: holders } }), null, NOW);
  assert.deepEqual(o.licenseHolders, [{ productId: 20, name: 'A', email: 'a@x.com' }, { productId: 20, name: 'B', email: 'b@x.com' }]);
  assert.equal(o.region, null);
  assert.deepEqual(refusal(() => priceOrder(catalog, order({ products: [line(20, 2)], purchaseObj: { extraCert: holders.map((h) => ({ ...h, id: 65 })) } }), null, NOW)), {
    status: 400, message: 'A region is only asked for license users of BCMAS (product 1).',
  });
});

test('priceOrder: license users are matched to their own line, and listed in line order', () => {
  // the multi-seat line is not the first one
  const bcmas = [{ productId: 1, name: 'A', email: 'a@x.com' }, { productId: 1, name: 'B', email: 'b@x.com' }];
  const cmdcs = [{ productId: 20, name: 'C', email: 'c@x.com' }, { productId: 20, name: 'D', email: 'd@x.com' }];
  const o = priceOrder(catalog, order({ products: [line(20, 2), line(1, 2)], purchaseObj: { extraCert: [...bcmas, ...cmdcs] } }), null, NOW);
  assert.deepEqual(o.licenseHolders.map((h) => [h.productId, h.name, h.regionId]), [[20, 'C', undefined], [20, 'D', undefined], [1, 'A', 64], [1, 'B', 64]]);
  assert.deepEqual(refusal(() => priceOrder(catalog, order({ products: [line(2), line(1, 2)], purchaseObj: { extraCert: cmdcs } }), null, NOW)).message,
    'License users were sent for product 20, which is not a multi-seat certification in this order.');
  // too many users for the seats
  assert.deepEqual(refusal(() => priceOrder(catalog, order({ products: [line(20, 2)], purchaseObj: { extraCert: [...cmdcs, { productId: 20, name: 'E', email: 'e@x.com' }] } }), null, NOW)).message,
    'Certified Medical Device Specialist has 2 seats: send the details of 2 license users (got 3).');
});

test('priceOrder: the region is taken when BCMAS is one of several products', () => {
  const o = priceOrder(catalog, order({ products: [line(2), line(1)], purchaseObj: { extraCert: [], region: 65 } }), null, NOW);
  assert.equal(o.region, 65);
  assert.equal(priceOrder(catalog, order({ products: [line(1), line(2)], purchaseObj: { extraCert: [] } }), null, NOW).region, 64);
});

test('shownPriceChange: nothing when the order is what was shown, or when nothing of it was sent (older clients)', () => {
  const o = priceOrder(catalog, order({ products: [line(1), line(5, 2)], couponCode: 'SAVE10' }), promo(), NOW);
  assert.equal(o.totalAmount, 269_997); // 2399.99 − 240.00 + 2 × (299.99 − 30.00)
  assert.equal(shownPriceChange(o, {}), null);
  assert.equal(shownPriceChange(o, { shownTotalCents: 269_997, shownLines: [{ productId: 1, unitCents: 239_999 }, { productId: 5, unitCents: 29_999 }] }), null);
  // a line shown that is not in the order is not compared (the total says the rest)
  assert.equal(shownPriceChange(o, { shownLines: [{ productId: 7, unitCents: 1 }] }), null);
});

test('shownPriceChange: a unit price not the one shown names the product, the price shown and the price now', () => {
  const o = priceOrder(catalog, order({ products: [line(1), line(5, 2)] }), null, NOW);
  assert.equal(
    shownPriceChange(o, { shownTotalCents: 289_997, shownLines: [{ productId: 1, unitCents: 229_999 }, { productId: 5, unitCents: 29_999 }] }),
    'The price of Board Certified Medical Affairs Specialist (BCMAS) changed from $2,299.99 to $2,399.99 since your cart was shown. Please review your order.',
  );
  // each line is compared, even when the total shown is the order's
  assert.equal(
    shownPriceChange(o, { shownTotalCents: o.totalAmount, shownLines: [{ productId: 1, unitCents: 240_000 }, { productId: 5, unitCents: 29_997 }] }),
    'The prices of 2 items changed since your cart was shown: Board Certified Medical Affairs Specialist (BCMAS) from $2,400.00 to $2,399.99; MSL Compensation Report from $299.97 to $299.99. Please review your order.',
  );
});

test('shownPriceChange: a total not the one shown (a promotion changed, a line shown without its price) is refused with both totals', () => {
  const o = priceOrder(catalog, order({ products: [line(2)], couponCode: 'SAVE10' }), promo({ value: 20 }), NOW);
  assert.equal(
    shownPriceChange(o, { shownTotalCents: 134_910, shownLines: [{ productId: 2, unitCents: 149_900 }] }),
    'The total of your order changed from $1,349.10 to $1,199.20 since it was shown. Please review your order.',
  );
  assert.match(shownPriceChange(o, { shownTotalCents: 0 })!, /changed from \$0\.00 to \$1,199\.20/);
});
