// Past events (issue: a summit whose end date has passed is an archive): its tickets cannot be added
// or bought, with a clear reason; the demo catalog carries the next summit with the same kinds of
// tickets; expired promotion codes are refused. The API's clock is set by the test (ApiOptions.clock)
// and the next summit is built for that date, so nothing here changes as real time passes.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import type { CartResponse, CheckoutRequest, PromoResult } from 'shared-api/contract';
import { currentSummit } from '../src/summit/summits.js';
import { nextSummitProducts, seedProducts } from '../src/seed/catalog.js';
import { defaultSeed, type SeedData } from '../src/seed/load.js';
import { SUMMIT_ASPIRING_SLUG, SUMMIT_FULL_SLUG, nextSummitDate } from '../src/seed/summit.js';
import { cartParam, count, json, startApi, type TestApi } from './helpers.js';

const TODAY = new Date('2026-11-25T12:00:00Z');
const base = defaultSeed();
const dynamicIds = new Set(nextSummitProducts().map((p) => p.productId));
// the seed as it is loaded on TODAY (its next summit is the one ahead of TODAY)
const seed: SeedData = { ...base, products: [...base.products.filter((p) => !dynamicIds.has(p.productId)), ...nextSummitProducts(TODAY)] };
const [nextFull, nextAspiring] = nextSummitProducts(TODAY) as [typeof seedProducts[number], typeof seedProducts[number]];
const past = seed.products.find((p) => p.productNickName === SUMMIT_FULL_SLUG)!;

let now = TODAY;
let t: TestApi;
let token: string;
before(async () => {
  t = await startApi({ seed, overrides: { clock: () => now } });
  token = await t.jwks.token('buyer@example.com', { sub: 'auth0|buyer' });
});
after(async () => {
  await t?.close();
});
beforeEach(() => { now = TODAY; });

const line = (productId: number) => ({ productId, quantity: 1, productDetailType: 'conference' });
let ip = 0;
const checkout = (productId: number, couponCode = '') => t.inject({
  method: 'POST', url: '/api/stripe-checkout', remoteAddress: `10.9.0.${++ip}`, headers: { authorization: `Bearer ${token}` },
  payload: {
    products: [line(productId)], purchaseObj: { extraCert: [] }, email: 'learner@example.com', fullName: 'Dana Ruiz', termsAgreed: true,
    paymentType: 'fullPayment', couponCode, subscriptionMonth: 0, params: {},
  } satisfies CheckoutRequest,
});
const track = (productId: number) => t.inject({
  method: 'POST', url: '/api/productaddtocart',
  payload: { products: [{ productId, productPrice: 1, productName: 'x' }], email: 'buyer@example.com', fullName: 'Dana Ruiz', params: {} },
});

describe('a summit whose end date has passed', () => {
  test('its ticket cannot be added (the add-to-cart call) nor bought: 409 with the reason, nothing written', async () => {
    const reason = 'ACMA Summit 2025 took place on March 6, 2025: its tickets are no longer on sale.';
    const events = await count(t.db, 'cart_events');
    const added = await track(past.productId);
    assert.equal(added.statusCode, 409, added.body);
    assert.equal(json(added).message, reason);
    assert.equal(await count(t.db, 'cart_events'), events);

    const sessions = await count(t.db, 'checkout_sessions');
    const bought = await checkout(past.productId);
    assert.equal(bought.statusCode, 409, bought.body);
    assert.equal(json(bought).message, reason);
    assert.equal(await count(t.db, 'checkout_sessions'), sessions);

    const aspiring = seed.products.find((p) => p.productNickName === SUMMIT_ASPIRING_SLUG)!;
    assert.equal((await checkout(aspiring.productId)).statusCode, 409);
  });

  test('its page and agenda stay (the archive), and the cart page still lists a ticket already in a cart', async () => {
    const page = await t.inject({ method: 'GET', url: `/api/product?slug=${SUMMIT_FULL_SLUG}&type=conference` });
    assert.equal(page.statusCode, 200);
    assert.ok((json(page).agenda as unknown[]).length > 10);
    const cart = await t.inject({ method: 'GET', url: `/api/cart?cart=${cartParam([line(past.productId)])}` });
    assert.equal(cart.statusCode, 200);
    assert.equal(json<CartResponse>(cart).items[0]!.productId, past.productId);
  });
  test('the summit links (the current summit) lead to the next summit', async () => {
    const current = await t.inject({ method: 'GET', url: '/api/summit/current' });
    assert.equal(current.statusCode, 200);
    assert.equal(json(current).slug, nextFull.productNickName);
    assert.equal(json(current).slug, 'summit-march-2027');
  });
});

describe('an event that has ended', () => {
  const workshop = seed.products.find((p) => p.productName === 'MSL Excellence Workshop 2025')!;
  const forum = seed.products.find((p) => p.productNickName === 'medical-affairs-leadership-forum-2027')!;
  const listed = async () => (json<{ productId: number }[]>(await t.inject({ method: 'GET', url: '/api/products' }))).map((p) => p.productId);

  test('leaves the catalog list (its page stays, as an archive); an event ahead stays listed until it ends', async () => {
    assert.ok(workshop && forum);
    const ids = await listed();
    assert.ok(!ids.includes(workshop.productId), 'the 2025 workshop is not on sale');
    assert.ok(!ids.includes(past.productId), 'the 2025 summit is not on sale');
    assert.ok(ids.includes(forum.productId) && ids.includes(nextFull.productId), 'events ahead are listed');
    assert.ok(ids.includes(seed.products.find((p) => p.productNickName === 'bcmas')!.productId), 'other products are listed');
    const page = await t.inject({ method: 'GET', url: `/api/product?slug=${workshop.productNickName}&type=event` });
    assert.equal(page.statusCode, 200);
    // the same rule as the refusal, at the time the API reads: before the workshop ended it was listed
    now = new Date(Date.parse(workshop.eventEndDate!) - 60_000);
    assert.ok((await listed()).includes(workshop.productId));
    now = new Date(Date.parse(forum.eventEndDate!) + 60_000);
    assert.ok(!(await listed()).includes(forum.productId));
  });

  test('a cart holding its ticket: the line is marked not on sale with the event\'s name and date, outside the total', async () => {
    const cert = seed.products.find((p) => p.productNickName === 'bcmas')!;
    const r = await t.inject({
      method: 'GET',
      url: `/api/cart?cart=${cartParam([{ productId: workshop.productId, quantity: 1, productDetailType: 'event' }, { productId: cert.productId, quantity: 1, productDetailType: 'certification' }])}`,
    });
    assert.equal(r.statusCode, 200, r.body);
    const cart = json<CartResponse>(r);
    assert.equal(cart.items[0]!.productId, workshop.productId);
    assert.equal(cart.items[0]!.notOnSale, 'MSL Excellence Workshop 2025 took place on September 18, 2025: its tickets are no longer on sale.');
    assert.equal(cart.items[0]!.lineTotal, 0);
    assert.equal(cart.items[1]!.notOnSale, undefined);
    assert.equal(cart.cartTotal, cert.productPrice);
    // the next summit's ticket is on sale: not marked
    const next = json<CartResponse>(await t.inject({ method: 'GET', url: `/api/cart?cart=${cartParam([line(nextFull.productId)])}` }));
    assert.equal(next.items[0]!.notOnSale, undefined);
    assert.equal(next.cartTotal, nextFull.productPrice);
  });
});

describe('the next summit in the demo catalog', () => {
  test('has the same kinds of tickets as the 2025 summit, and they can be bought until it ends', async () => {
    assert.equal(nextFull.productPrice, past.productPrice);
    assert.equal(nextAspiring.productPrice, seed.products.find((p) => p.productNickName === SUMMIT_ASPIRING_SLUG)!.productPrice);
    assert.deepEqual([nextFull.content?.variant, nextAspiring.content?.variant], ['full', 'discounted']);
    for (const p of [nextFull, nextAspiring]) {
      assert.ok(Date.parse(p.eventEndDate!) > TODAY.getTime(), `${p.productNickName} is ahead`);
      const r = await checkout(p.productId);
      assert.equal(r.statusCode, 201, r.body);
      assert.match(String(json(r).url), /\/api\/sandbox\/pay\//);
    }
    assert.equal((await track(nextFull.productId)).statusCode, 201);

    // the day after it: refused in turn
    now = new Date(Date.parse(nextFull.eventEndDate!) + 60_000);
    const late = await checkout(nextFull.productId);
    assert.equal(late.statusCode, 409);
    assert.match(String(json(late).message), /^ACMA Summit 2027 took place on March 4, 2027: its tickets are no longer on sale\.$/);
  });

  test('is always the first Thursday of March still ahead, whatever the date', () => {
    for (const [at, expected] of [
      ['2026-11-25T12:00:00Z', '2027-03-04'], ['2027-03-04T12:00:00Z', '2027-03-04'], ['2027-03-05T02:00:00Z', '2028-03-02'], ['2031-07-01T00:00:00Z', '2032-03-04'],
    ] as const) {
      const d = new Date(at);
      const [full] = nextSummitProducts(d);
      assert.equal(full!.eventStartDate!.slice(0, 10), expected, at);
      assert.equal(new Date(Date.UTC(Number(expected.slice(0, 4)), 2, nextSummitDate(d).day)).getUTCDay(), 4);
      assert.equal(currentSummit([...seed.products, ...nextSummitProducts(d)] as never, d.getTime())?.product.productNickName, full!.productNickName);
    }
  });
});

describe('promotion codes carry an end date', () => {
  test('an expired code is refused; the same code was accepted before its end date', async () => {
    const cert = seed.products.find((p) => p.productNickName === 'bcmas')!;
    const ask = () => t.inject({
      method: 'GET', url: `/api/promocode?cart=${cartParam([{ productId: cert.productId, quantity: 1, productDetailType: 'certification' }])}&coupon=SIPHA25`,
      headers: { authorization: `Bearer ${token}` },
    });
    assert.deepEqual(json<PromoResult>(await ask()), { status: 'error', message: 'The promo code SIPHA25 has expired.' });
    now = new Date('2025-02-05T12:00:00Z');
    assert.equal(json<PromoResult>(await ask()).status, 'success');
  });
});
