// Cart and order pricing as pure functions (api/src/cart/pricing.ts, api/src/cart/bundle-overlap.ts,
// api/src/payments/price-order.ts, api/src/payments/plan.ts): prices from the catalog only, sums in
// integer cents, every checkout rule checked again on the server. No database and no server, so the
// mutation run (pnpm test:mutation) stays fast; the routes that use these are tested in cart.test.ts
// and checkout.test.ts.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { CheckoutRequestInput, Product } from 'shared-api/contract';
import { CatalogSnapshot } from '../src/catalog/cache.js';
import { bundleOverlapMessage, bundleOverlaps } from '../src/cart/bundle-overlap.js';
import { priceCart, purchasableProduct, toCents, toDollars } from '../src/cart/pricing.js';
import { refusal } from './support/refusal.js';
import { priceOrder } from '../src/payments/price-order.js';
import { INSTALLMENT_MIN_PRICE, INSTALLMENT_MONTHS, offersInstallments } from '../src/payments/plan.js';
import type { PromoCode } from '../src/promo/promo.js';
import { fixtureProducts } from './fixtures/catalog.js';

const catalog = new CatalogSnapshot(fixtureProducts as unknown as Product[]);
const NOW = new Date('2026-05-15T12:00:00Z');

test('cents: dollars to whole cents (rounded) and back', () => {
  assert.equal(toCents(2399.99), 239999);
  assert.equal(toCents(0.1 + 0.2), 30);
  assert.equal(toCents(299.995), 30000);
  assert.equal(toDollars(239999), 2399.99);
});

test('purchasableProduct: unknown and contact-us products are refused with the reason', () => {
  assert.equal(purchasableProduct(catalog, 2).productNickName, 'pacs');
  assert.deepEqual(refusal(() => purchasableProduct(catalog, 999)), { status: 400, message: 'Product 999 in the cart does not exist.' });
  assert.deepEqual(refusal(() => purchasableProduct(catalog, 999, 'order')), { status: 400, message: 'Product 999 in the order does not exist.' });
  assert.deepEqual(refusal(() => purchasableProduct(catalog, 4)), {
    status: 400, message: 'Product 4 (Medical Affairs Talent Database) is not sold online: contact us for a quote.',
  });
  const negative = new CatalogSnapshot([{ ...(fixtureProducts[1] as unknown as Product), productPrice: -5 }]);
  assert.equal(refusal(() => purchasableProduct(negative, 2)).status, 400);
});

test('priceCart: catalog prices times quantities, summed in cents', () => {
  const cart = priceCart(catalog, [{ productId: 1, quantity: 3, productDetailType: 'x' }, { productId: 5, quantity: 1, productDetailType: 'x' }, { productId: 2, quantity: 2, productDetailType: 'x' }]);
  assert.deepEqual(cart.items.map((i) => [i.productId, i.quantity, i.productPrice, i.lineTotal]), [[1, 3, 2399.99, 7199.97], [5, 1, 299.99, 299.99], [2, 2, 1499, 2998]]);
  assert.equal(cart.cartTotal, 10497.96);
  assert.equal(cart.cartLength, 3);
  assert.equal(cart.items[0]!.productName, 'Board Certified Medical Affairs Specialist (BCMAS)');
  assert.deepEqual(priceCart(catalog, []), { items: [], cartTotal: 0, cartLength: 0 });
});

test('priceCart: a contact-us product is refused by default and listed at 0 outside the total on the cart page', () => {
  assert.equal(refusal(() => priceCart(catalog, [{ productId: 4, quantity: 1, productDetailType: 'x' }])).status, 400);
  const shown = priceCart(catalog, [{ productId: 4, quantity: 2, productDetailType: 'x' }, { productId: 3, quantity: 1, productDetailType: 'x' }], { contactUs: 'show' });
  assert.deepEqual(shown.items.map((i) => [i.productId, i.lineTotal]), [[4, 0], [3, 479]]);
  assert.equal(shown.cartTotal, 479);
  assert.equal(shown.cartLength, 2);
  // showing never admits an unknown product
  assert.equal(refusal(() => priceCart(catalog, [{ productId: 999, quantity: 1, productDetailType: 'x' }], { contactUs: 'show' })).status, 400);
});

test('installments are offered only when every item is a certification of $1,000 or more', () => {
  assert.equal(INSTALLMENT_MONTHS, 3);
  assert.equal(INSTALLMENT_MIN_PRICE, 1000);
  assert.equal(offersInstallments([{ productType: 'certification', productPrice: 1000 }]), true);
  assert.equal(offersInstallments([{ productType: 'certification', productPrice: 999.99 }]), false);
  assert.equal(offersInstallments([{ productType: 'certification', productPrice: 2399.99 }, { productType: 'report', productPrice: 1500 }]), false);
  assert.equal(offersInstallments([]), false);
});

const order = (over: Partial<CheckoutRequestInput> = {}): CheckoutRequestInput => ({
  termsAgreed: true, fullName: 'Dana Reyes', email: 'Dana@Example.com', purchaseObj: { extraCert: [] },
  products: [{ productId: 2, quantity: 1, productDetailType: 'x' }], paymentType: 'fullPayment', couponCode: '', subscriptionMonth: 0, params: {},
  ...over,
} as CheckoutRequestInput);
const promo = (over: Partial<PromoCode> = {}): PromoCode => ({ code: 'SAVE10', kind: 'percent', value: 10, productIds: null, expiresAt: null, active: true, ...over });

test('priceOrder: a full payment without code: lines in cents, totals, buyer details', () => {
  const o = priceOrder(catalog, order({ products: [{ productId: 2, quantity: 2, productDetailType: 'x' }, { productId: 5, quantity: 1, productDetailType: 'x' }], params: { utm_source: 'news', utm_medium: '', utm_campaign: 'spring' } }), null, NOW);
  assert.deepEqual(o.lines.map((l) => [l.productId, l.quantity, l.unitAmount, l.discountAmount, l.totalAmount]), [[2, 2, 149900, 0, 299800], [5, 1, 29999, 0, 29999]]);
  assert.equal(o.lines[0]!.productName, 'Prior Authorization Certified Specialist (PACS)');
  assert.equal(o.lines[0]!.productType, 'certification');
  assert.deepEqual([o.subtotalAmount, o.discountAmount, o.totalAmount], [329799, 0, 329799]);
  assert.deepEqual([o.currency, o.couponCode, o.paymentType, o.installmentMonths, o.region], ['usd', null, 'fullPayment', 0, null]);
  assert.deepEqual([o.fullName, o.learnerEmail], ['Dana Reyes', 'dana@example.com']);
  assert.deepEqual(o.utm, { utm_source: 'news', utm_campaign: 'spring' });
  assert.deepEqual(o.licenseHolders, []);
});

test('priceOrder: installments only as offered, with the month count that matches the payment type', () => {
  const plan = priceOrder(catalog, order({ paymentType: 'installment', subscriptionMonth: 3 }), null, NOW);
  assert.deepEqual([plan.paymentType, plan.installmentMonths, plan.totalAmount], ['installment', 3, 149900]);
  assert.deepEqual(refusal(() => priceOrder(catalog, order({ paymentType: 'installment', subscriptionMonth: 0 }), null, NOW)), {
    status: 400, message: 'subscriptionMonth must be 3 for an installment plan.',
  });
  assert.deepEqual(refusal(() => priceOrder(catalog, order({ subscriptionMonth: 3 }), null, NOW)), {
    status: 400, message: 'subscriptionMonth must be 0 for a full payment.',
  });
  assert.deepEqual(refusal(() => priceOrder(catalog, order({ paymentType: 'installment', subscriptionMonth: 3, products: [{ productId: 2, quantity: 1, productDetailType: 'x' }, { productId: 5, quantity: 1, productDetailType: 'x' }] }), null, NOW)), {
    status: 400, message: 'Installments are offered only when every item is a certification of $1,000 or more.',
  });
  assert.deepEqual(refusal(() => priceOrder(catalog, order({ paymentType: 'installment', subscriptionMonth: 3, couponCode: 'SAVE10' }), promo(), NOW)), {
    status: 400, message: 'Promotion codes apply to full payments only.',
  });
});

test('priceOrder: a promotion code takes its per-unit reduction off each covered line', () => {
  const o = priceOrder(catalog, order({ couponCode: ' save10 ', products: [{ productId: 2, quantity: 2, productDetailType: 'x' }, { productId: 5, quantity: 1, productDetailType: 'x' }] }), promo({ productIds: [2] }), NOW);
  assert.deepEqual(o.lines.map((l) => [l.productId, l.discountAmount, l.totalAmount]), [[2, 29980, 269820], [5, 0, 29999]]);
  assert.deepEqual([o.subtotalAmount, o.discountAmount, o.totalAmount, o.couponCode], [329799, 29980, 299819, 'SAVE10']);
  const all = priceOrder(catalog, order({ couponCode: 'SAVE10', products: [{ productId: 5, quantity: 1, productDetailType: 'x' }, { productId: 2, quantity: 1, productDetailType: 'x' }] }), promo(), NOW);
  assert.deepEqual(all.lines.map((l) => l.discountAmount), [3000, 14990]);
  assert.equal(all.discountAmount, 17990);
});

test('priceOrder: a code that is unknown, expired or does not apply is refused with its message', () => {
  assert.deepEqual(refusal(() => priceOrder(catalog, order({ couponCode: 'NOPE' }), null, NOW)), { status: 400, message: 'The promo code "NOPE" is not valid.' });
  assert.deepEqual(refusal(() => priceOrder(catalog, order({ couponCode: 'SAVE10' }), promo({ expiresAt: new Date('2026-01-01T00:00:00Z') }), NOW)), {
    status: 400, message: 'The promo code SAVE10 has expired.',
  });
  assert.deepEqual(refusal(() => priceOrder(catalog, order({ couponCode: 'SAVE10' }), promo({ productIds: [5] }), NOW)), {
    status: 400, message: 'The promo code SAVE10 does not apply to the products in your cart.',
  });
});

test('priceOrder: a total of $0.00 or less is refused', () => {
  assert.deepEqual(refusal(() => priceOrder(catalog, order({ couponCode: 'FREE' }), promo({ code: 'FREE', kind: 'percent', value: 100 }), NOW)), {
    status: 400, message: 'The order total must be above $0.00.',
  });
  const almost = priceOrder(catalog, order({ couponCode: 'BIG', products: [{ productId: 5, quantity: 1, productDetailType: 'x' }] }), promo({ code: 'BIG', kind: 'amount', value: 299.98 }), NOW);
  assert.equal(almost.totalAmount, 1);
});

test('priceOrder: license users, one per seat of a multi-seat license certification, regions for BCMAS only', () => {
  const holders = [
    { productId: 1, name: 'A', email: 'A@Example.com', id: 65 },
    { productId: 1, name: 'B', email: 'b@example.com' },
  ];
  const o = priceOrder(catalog, order({ products: [{ productId: 1, quantity: 2, productDetailType: 'x' }], purchaseObj: { extraCert: holders, region: 66 } }), null, NOW);
  assert.deepEqual(o.licenseHolders, [
    { productId: 1, name: 'A', email: 'a@example.com', regionId: 65 },
    { productId: 1, name: 'B', email: 'b@example.com', regionId: 64 },
  ]);
  assert.equal(o.region, 66);
  assert.equal(priceOrder(catalog, order({ products: [{ productId: 1, quantity: 1, productDetailType: 'x' }] }), null, NOW).region, 64, 'BCMAS without a region: the default');

  assert.deepEqual(refusal(() => priceOrder(catalog, order({ products: [{ productId: 1, quantity: 2, productDetailType: 'x' }], purchaseObj: { extraCert: holders.slice(0, 1) } }), null, NOW)), {
    status: 400, message: 'Board Certified Medical Affairs Specialist (BCMAS) has 2 seats: send the details of 2 license users (got 1).',
  });
  assert.deepEqual(refusal(() => priceOrder(catalog, order({ products: [{ productId: 1, quantity: 2, productDetailType: 'x' }], purchaseObj: { extraCert: [] } }), null, NOW)).message,
    'Board Certified Medical Affairs Specialist (BCMAS) has 2 seats: send the details of 2 license users (got 0).');
  // users for a product not in the order, a single seat, or a product that is not a license certification
  for (const [products, extraCert] of [
    [[{ productId: 2, quantity: 2, productDetailType: 'x' }], [{ productId: 1, name: 'A', email: 'a@example.com' }]],
    [[{ productId: 1, quantity: 1, productDetailType: 'x' }], [{ productId: 1, name: 'A', email: 'a@example.com' }]],
    [[{ productId: 2, quantity: 2, productDetailType: 'x' }], [{ productId: 2, name: 'A', email: 'a@example.com' }, { productId: 2, name: 'B', email: 'b@example.com' }]],
  ] as const) {
    assert.deepEqual(refusal(() => priceOrder(catalog, order({ products: [...products], purchaseObj: { extraCert: [...extraCert] } }), null, NOW)), {
      status: 400, message: `License users were sent for product ${extraCert[0]!.productId}, which is not a multi-seat certification in this order.`,
    });
  }
  // a single-seat or non-license line needs no users
  assert.deepEqual(priceOrder(catalog, order({ products: [{ productId: 2, quantity: 3, productDetailType: 'x' }] }), null, NOW).licenseHolders, []);
  assert.deepEqual(refusal(() => priceOrder(catalog, order({ products: [{ productId: 2, quantity: 1, productDetailType: 'x' }], purchaseObj: { extraCert: [], region: 65 } }), null, NOW)), {
    status: 400, message: 'region is only sent when BCMAS (product 1) is in the order.',
  });
});

// The fixture's Career Bundle (7) includes BCMAS (1) and PACS (2), as the catalog snapshot carries it
// (bundleProducts resolved to summaries; the fixture lists slugs).
const withParts = new CatalogSnapshot((fixtureProducts as unknown as Product[]).map((p) => (p.productId === 7
  ? { ...p, bundleProducts: [1, 2].map((id) => ({ ...catalog.byId.get(id)!, productId: id })) } : p)));
const lineOf = (productId: number, quantity = 1) => ({ productId, quantity, productDetailType: 'x' });

test('bundleOverlaps: each bundle with the other lines it includes, in line order; none without a bundle or its parts', () => {
  const named = (lines: { productId: number }[]) => bundleOverlaps(lines.map((l) => withParts.byId.get(l.productId)!))
    .map((o) => [o.bundle.productId, o.parts.map((p) => p.productId)]);
  assert.deepEqual(named([lineOf(2), lineOf(7), lineOf(5), lineOf(1)]), [[7, [2, 1]]]);
  assert.deepEqual(named([lineOf(7), lineOf(5)]), []);
  assert.deepEqual(named([lineOf(1), lineOf(2)]), []);
  // a bundle read without its parts (a lookup without relations) finds none: why priceOrder needs them
  assert.deepEqual(bundleOverlaps([{ productId: 7, productName: 'Career Bundle', productType: 'bundle' }, { productId: 1, productName: 'BCMAS', productType: 'certification' }]), []);
  // only a bundle's list counts: a certification that names products is no bundle
  assert.deepEqual(bundleOverlaps([{ productId: 1, productName: 'A', productType: 'certification', bundleProducts: [{ productId: 2 }] }, { productId: 2, productName: 'B', productType: 'certification' }]), []);
});

test('bundleOverlapMessage: names the bundle and its programs in the order, one sentence per bundle', () => {
  const b = (productId: number, productName: string) => ({ productId, productName, productType: 'bundle' as const });
  const c = (productId: number, productName: string) => ({ productId, productName, productType: 'certification' as const });
  assert.equal(bundleOverlapMessage([{ bundle: b(7, 'Career Bundle'), parts: [c(1, 'BCMAS')] }]),
    'Career Bundle already includes BCMAS, which is also in this order: remove it (or the bundle) so that nothing is paid for twice.');
  assert.equal(bundleOverlapMessage([{ bundle: b(7, 'Career Bundle'), parts: [c(1, 'BCMAS'), c(2, 'PACS'), c(3, 'MAPS')] }, { bundle: b(9, 'Access Bundle'), parts: [c(4, 'CRCP')] }]),
    'Career Bundle already includes BCMAS, PACS and MAPS, which are also in this order: remove them (or the bundle) so that nothing is paid for twice. '
    + 'Access Bundle already includes CRCP, which is also in this order: remove it (or the bundle) so that nothing is paid for twice.');
});

test('priceOrder: a program is never charged beside a bundle of the order that includes it (refused, naming both)', () => {
  assert.deepEqual(refusal(() => priceOrder(withParts, order({ products: [lineOf(1), lineOf(7)], purchaseObj: { extraCert: [], region: 64 } }), null, NOW)), {
    status: 400,
    message: 'Career Bundle already includes Board Certified Medical Affairs Specialist (BCMAS), which is also in this order: remove it (or the bundle) so that nothing is paid for twice.',
  });
  // seats of the program count too (the bundle's one is paid again), and so does a promotion code
  assert.equal(refusal(() => priceOrder(withParts, order({ products: [lineOf(7), lineOf(2, 3)] }), null, NOW)).status, 400);
  assert.equal(refusal(() => priceOrder(withParts, order({ products: [lineOf(7), lineOf(2)], couponCode: 'SAVE10' }), promo(), NOW)).status, 400);
  // the bundle alone, or with programs it does not include, is priced as before
  assert.equal(priceOrder(withParts, order({ products: [lineOf(7)] }), null, NOW).totalAmount, 299_900);
  assert.equal(priceOrder(withParts, order({ products: [lineOf(7), lineOf(5)] }), null, NOW).totalAmount, 329_899);
});
