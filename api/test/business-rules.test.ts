// Business rules the server keeps whatever the client sends: prices and discounts come
// from the database only (cart lines, checkout bodies and tracking carry client prices that are
// ignored); contact-us products and quantities outside 1..50 are refused everywhere a cart is
// accepted; promotion-code attempts are limited per user and per address across every place a code
// can be tried (GET /promocode and the checkout request); and an unpaid, unknown, expired or
// foreign session is never fulfilled.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import Stripe from 'stripe';
import { fixtureProducts, fixtureSeed } from './fixtures/catalog.js';
import { addressesIn, cartParam, checkoutBody, json, startApi, type TestApi } from './helpers.js';
import { assertUnchanged, snapshot } from './support/db-snapshot.js';

const BUYER = 'rules.buyer@example.com';
const OTHER = 'rules.other@example.com';
const PAY_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', cardName: 'Rule Buyer' };
const price = new Map(fixtureProducts.map((p) => [p.productId, p.productPrice]));
/** Sold online and never a license product (a multi-seat license needs its seat holders). */
const SIMPLE_IDS = [2, 3, 5, 6, 7, 8];
const LIMITS = { promoPerIp: 6, promoPerUser: 4, windowMs: 60_000 };

let t: TestApi;
let buyerToken: string;
const nextIp = addressesIn(30);
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
let users = 0;
/** A user of their own, so this file's small promotion-attempt limits count only what a test means. */
const freshToken = () => t.jwks.token(`rules.user${++users}@example.com`);

before(async () => {
  t = await startApi({
    seed: fixtureSeed,
    overrides: { rateLimits: { ...LIMITS, trackingPerIp: 10_000 }, purchase: { outbox: { pollMs: 600_000 }, sandboxRetryDelaysMs: [] } },
  });
  buyerToken = await t.jwks.token(BUYER);
});
after(async () => {
  await t?.close();
});

const orderBody = (over: Record<string, unknown> = {}) => checkoutBody({ fullName: 'Rule Buyer', email: BUYER }, over);
const checkout = (body: unknown, token = buyerToken, remoteAddress = nextIp()) =>
  t.inject({ method: 'POST', url: '/api/stripe-checkout', headers: auth(token), payload: body as object, remoteAddress });

// ---------------------------------------------------------------------------------------------

describe('client prices and discounts are ignored', () => {
  // Lines with the fields a tampering client adds, and top-level totals and discounts.
  const tamperedLine = fc.record({
    productId: fc.constantFrom(...SIMPLE_IDS),
    quantity: fc.integer({ min: 1, max: 50 }),
    productPrice: fc.constantFrom(0, 0.01, -100, 1e9),
    price: fc.constantFrom(0, 1),
    unitAmount: fc.constantFrom(0, 1),
    discount: fc.constantFrom(100, 99.99),
    discountPrice: fc.constantFrom(0, 0.5),
    lineTotal: fc.constantFrom(0, 1),
  }, { requiredKeys: ['productId', 'quantity'] });
  // a bundle beside a program it includes is refused (a 400 naming both: checkout.test.ts), so the
  // carts here leave such pairs out
  const bySlug = new Map(fixtureProducts.map((p) => [p.productNickName, p.productId]));
  const includes = new Map(fixtureProducts.map((p) => [p.productId, new Set((p.bundleProducts as unknown as string[]).map((slug) => bySlug.get(slug)))]));
  const paysTwice = (lines: { productId: number }[]) => lines.some((b) => lines.some((l) => includes.get(b.productId)?.has(l.productId)));
  const cart = fc.uniqueArray(tamperedLine, { minLength: 1, maxLength: 4, selector: (l) => l.productId }).filter((lines) => !paysTwice(lines));
  const extras = fc.record({
    amountTotal: fc.constantFrom(0, 1), totalAmount: fc.constantFrom(0, 1), subtotalAmount: fc.constant(1), discountAmount: fc.constantFrom(1e6, 2399),
    cartTotal: fc.constant(0.01), discount: fc.constant(100), totalSavings: fc.constant(1e6), currency: fc.constantFrom('jpy', 'usd'), couponDiscount: fc.constant(100),
  }, { requiredKeys: [] });
  const expectedCents = (lines: { productId: number; quantity: number }[]) =>
    lines.reduce((s, l) => s + Math.round(price.get(l.productId)! * 100) * l.quantity, 0);
  const withType = <L extends { productId: number }>(lines: L[]) =>
    lines.map((l) => ({ ...l, productDetailType: fixtureProducts.find((p) => p.productId === l.productId)!.productType }));

  test('GET /cart, GET /promocode and POST /stripe-checkout price from the database, whatever the lines and body claim', async () => {
    await fc.assert(fc.asyncProperty(cart, extras, async (lines0, extra) => {
      const lines = withType(lines0);
      const cents = expectedCents(lines);
      const c = await t.inject({ method: 'GET', url: `/api/cart?cart=${cartParam(lines)}&cartTotal=0.01&discount=100` });
      assert.equal(c.statusCode, 200, c.body);
      assert.equal(Math.round((json(c).cartTotal as number) * 100), cents);

      const p = await t.inject({ method: 'GET', url: `/api/promocode?cart=${cartParam(lines)}&coupon=SAVE15&discount=100&totalSavings=9999`, headers: auth(await freshToken()), remoteAddress: nextIp() });
      assert.equal(p.statusCode, 200, p.body);
      const promo = json<{ totalSavings: number; cartTotal?: number }>(p);
      const expectedSavings = lines.reduce((s, l) => s + Math.round((Math.round(price.get(l.productId)! * 100) * 15) / 100) * l.quantity, 0);
      assert.equal(Math.round(promo.totalSavings * 100), expectedSavings);

      const before = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM checkout_sessions');
      const r = await checkout({ ...orderBody({ products: lines }), ...extra });
      assert.equal(r.statusCode, 201, r.body);
      const body = json<{ sessionId: string; amountTotal: number; currency: string }>(r);
      assert.equal(Math.round(body.amountTotal * 100), cents);
      assert.equal(body.currency, 'usd');
      const [s] = await t.db.query<{ total_cents: number; discount_cents: number; subtotal_cents: number; currency: string; coupon_code: string | null }>(
        'SELECT total_cents, discount_cents, subtotal_cents, currency, coupon_code FROM checkout_sessions WHERE id = $1', [body.sessionId]);
      assert.deepEqual([Number(s!.total_cents), Number(s!.subtotal_cents), Number(s!.discount_cents), s!.currency, s!.coupon_code], [cents, cents, 0, 'usd', null]);
      assert.ok((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM checkout_sessions'))[0]!.n <= before[0]!.n + 1);
    }), { numRuns: 25 });
  });

  test('a discount is only ever the promotion code\'s, as the database has it', async () => {
    const r = await checkout({ ...orderBody({ products: [{ productId: 5, quantity: 2, productDetailType: 'report', discount: 299.99 }], couponCode: 'reports20' }), discountAmount: 59998, totalAmount: 1 });
    assert.equal(r.statusCode, 201, r.body);
    // 20% of 299.99 is 60.00 (rounded per unit), twice.
    assert.equal(json(r).amountTotal, 479.98);
  });

  test('tracking records the database price and name, never the client\'s', async () => {
    const r = await t.inject({ method: 'POST', url: '/api/productaddtocart', payload: { products: [{ productId: 8, productPrice: 0.01, productName: 'Free!' }, { productId: 2, productPrice: -5 }], email: '', fullName: '', params: {} } });
    assert.equal(r.statusCode, 201);
    const [ev] = await t.db.query<{ products: { productId: number; productPrice: number; productName: string }[] }>('SELECT products FROM cart_events ORDER BY id DESC LIMIT 1');
    assert.deepEqual(ev!.products.map((p) => [p.productId, p.productPrice]), [[8, 49], [2, 1499]]);
    assert.equal(ev!.products[0]!.productName, 'Working With Thought Leaders');
  });
});

describe('contact-us products and quantities outside 1..50 are refused wherever a cart is accepted', () => {
  const badLines: [string, unknown[], RegExp][] = [
    ['quantity 0', [{ productId: 2, quantity: 0, productDetailType: 'certification' }], /quantity must be at least 1/],
    ['a negative quantity', [{ productId: 2, quantity: -3, productDetailType: 'certification' }], /quantity must be at least 1/],
    ['quantity 51', [{ productId: 2, quantity: 51, productDetailType: 'certification' }], /quantity must be at most 50/],
    ['quantity 1e9', [{ productId: 5, quantity: 1e9, productDetailType: 'report' }], /quantity must be at most 50/],
    ['a fractional quantity', [{ productId: 5, quantity: 1.5, productDetailType: 'report' }], /whole number/],
    ['a quantity as text', [{ productId: 5, quantity: '2', productDetailType: 'report' }], /whole number/],
    ['a missing quantity', [{ productId: 5, productDetailType: 'report' }], /whole number/],
    ['a contact-us product next to a good one', [{ productId: 5, quantity: 1, productDetailType: 'report' }, { productId: 4, quantity: 1, productDetailType: 'database' }], /not sold online|contact us/i],
  ];
  const where: [string, (lines: unknown[]) => Promise<{ statusCode: number; body: string }>, boolean][] = [
    ['GET /cart', (lines) => t.inject({ method: 'GET', url: `/api/cart?cart=${cartParam(lines)}` }), false],
    ['GET /promocode', async (lines) => t.inject({ method: 'GET', url: `/api/promocode?cart=${cartParam(lines)}&coupon=SAVE15`, headers: auth(await freshToken()), remoteAddress: nextIp() }), true],
    ['POST /stripe-checkout', (lines) => checkout(orderBody({ products: lines })), true],
    ['POST /stripe-checkout with a code', async (lines) => checkout(orderBody({ products: lines, couponCode: 'SAVE15' }), await freshToken()), true],
  ];
  for (const [w, call, refusesContactUs] of where) {
    for (const [name, lines, reason] of badLines) {
      const contactUs = name.startsWith('a contact-us');
      test(`${w}: ${name}${contactUs && !refusesContactUs ? ' is listed at 0 outside the total' : ' is a 400 with the reason, nothing written'}`, async () => {
        const before = await snapshot(t.db);
        const r = await call(lines);
        if (contactUs && !refusesContactUs) {
          // The cart page shows a contact-us product as 'Contact Us' (spec): at 0, not in the total.
          assert.equal(r.statusCode, 200);
          const c = json<{ cartTotal: number; items: { productId: number; lineTotal: number }[] }>(r as never);
          assert.equal(c.cartTotal, 299.99);
          assert.equal(c.items.find((i) => i.productId === 4)!.lineTotal, 0);
        } else {
          assert.equal(r.statusCode, 400, r.body);
          assert.match(r.body, reason);
        }
        assertUnchanged(before, await snapshot(t.db), `${w} with ${name}`);
      });
    }
  }
  test('POST /productaddtocart: a contact-us product is a 400 and writes nothing; a quantity the client sends is not stored', async () => {
    const before = await snapshot(t.db);
    const r = await t.inject({ method: 'POST', url: '/api/productaddtocart', payload: { products: [{ productId: 4 }], email: BUYER, fullName: '', params: {} } });
    assert.equal(r.statusCode, 400);
    assertUnchanged(before, await snapshot(t.db), 'tracking a contact-us product');
    const ok = await t.inject({
      method: 'POST', url: '/api/productaddtocart', payload: { products: [{ productId: 5, quantity: 500 }], email: 'qty@example.com', fullName: '', params: {} },
      headers: { authorization: `Bearer ${await t.jwks.token('qty@example.com')}` }, // the server cart is the signed-in buyer's only
    });
    assert.equal(ok.statusCode, 201);
    const [item] = await t.db.query<{ quantity: number }>("SELECT quantity FROM cart_items WHERE email = 'qty@example.com'");
    assert.equal(item!.quantity, 1);
  });
});

describe('promotion-code attempts are limited per user and per address, across GET /promocode and checkout', () => {
  const lines = [{ productId: 1, quantity: 1, productDetailType: 'certification' }];
  const promo = (token: string, remoteAddress: string, coupon = 'GUESS') =>
    t.inject({ method: 'GET', url: `/api/promocode?cart=${cartParam(lines)}&coupon=${coupon}`, headers: auth(token), remoteAddress });
  const codeCheckout = (token: string, remoteAddress: string, coupon = 'GUESS') =>
    checkout(orderBody({ products: [{ productId: 2, quantity: 1, productDetailType: 'certification' }], couponCode: coupon }), token, remoteAddress);

  test('per user: guesses through the checkout count with those through GET /promocode, from any address', async () => {
    const token = await t.jwks.token('guess.user@example.com');
    const codes: number[] = [];
    for (let i = 0; i < LIMITS.promoPerUser; i++) {
      codes.push(i % 2 ? (await promo(token, nextIp())).statusCode : (await codeCheckout(token, nextIp())).statusCode);
    }
    assert.deepEqual(codes, [400, 200, 400, 200], 'a bad code: 200 with a message from /promocode, a 400 from the checkout');
    const before = await snapshot(t.db);
    const viaCheckout = await codeCheckout(token, nextIp(), 'SAVE15');
    assert.equal(viaCheckout.statusCode, 429, viaCheckout.body);
    assert.match(json(viaCheckout).message as string, /Too many promo code attempts/);
    assert.ok(viaCheckout.headers['retry-after']);
    assert.equal((await promo(token, nextIp(), 'SAVE15')).statusCode, 429);
    assertUnchanged(before, await snapshot(t.db), 'refused attempts');
    // The same person signed in through another provider (another sub, the same email) shares the count.
    assert.equal((await promo(await t.jwks.token('guess.user@example.com', { sub: 'google|123' }), nextIp())).statusCode, 429);
    // A checkout without a code is not an attempt; other users are not affected.
    assert.equal((await checkout(orderBody(), token)).statusCode, 201);
    assert.equal((await promo(await t.jwks.token('someone.else@example.com'), nextIp())).statusCode, 200);
  });

  test('per address: one address trying codes for many users is stopped, through either route', async () => {
    const addr = '10.99.0.1';
    const codes: number[] = [];
    for (let i = 0; i < LIMITS.promoPerIp; i++) {
      const token = await t.jwks.token(`addr.user${i}@example.com`);
      codes.push(i % 2 ? (await promo(token, addr)).statusCode : (await codeCheckout(token, addr)).statusCode);
    }
    assert.ok(codes.every((c) => c === 200 || c === 400), String(codes));
    const fresh = await t.jwks.token('addr.fresh@example.com');
    const r = await codeCheckout(fresh, addr);
    assert.equal(r.statusCode, 429);
    assert.match(json(r).message as string, /from this address/);
    assert.equal((await promo(fresh, addr)).statusCode, 429);
    // Counted before sign-in: an attempt without a token is refused too.
    assert.equal((await t.inject({ method: 'GET', url: '/api/promocode?cart=[]&coupon=X', remoteAddress: addr })).statusCode, 429);
    // The same user from another address goes on.
    assert.equal((await promo(fresh, '10.99.0.2')).statusCode, 200);
  });
});

describe('an unpaid, unknown, expired or foreign session is never fulfilled', () => {
  const deliver = (sessionId: string, type = 'checkout.session.completed') => {
    const payload = JSON.stringify({
      id: `evt_rules_${Math.random().toString(36).slice(2)}`, object: 'event', type, created: Math.floor(Date.now() / 1000),
      data: { object: { id: sessionId, object: 'checkout.session', payment_status: 'paid', status: 'complete', amount_total: 1 } },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: t.app.purchase.payments.webhookSecret });
    return t.inject({ method: 'POST', url: '/api/webhooks/stripe', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, payload });
  };
  const open = async (token = buyerToken) => {
    const r = await checkout(orderBody({ products: [{ productId: 8, quantity: 1, productDetailType: 'webinar' }] }), token);
    assert.equal(r.statusCode, 201, r.body);
    return json<{ sessionId: string; url: string }>(r);
  };
  const success = (sessionId: string, token: string) =>
    t.inject({ method: 'GET', url: `/api/checkout-success?session_id=${sessionId}`, headers: auth(token) });

  test('a signed event for an unknown session writes nothing', async () => {
    const before = await snapshot(t.db);
    const r = await deliver('cs_sandbox_does_not_exist');
    assert.equal(r.statusCode, 200);
    assert.equal(json(r).outcome, 'not-found');
    assertUnchanged(before, await snapshot(t.db), 'an event for an unknown session');
  });

  test('a signed "paid" event for an unpaid session, and the buyer\'s success page, fulfil nothing', async () => {
    const { sessionId } = await open();
    const before = await snapshot(t.db);
    assert.equal(json(await deliver(sessionId)).outcome, 'unpaid');
    assert.equal(json(await deliver(sessionId, 'checkout.session.async_payment_succeeded')).outcome, 'unpaid');
    assert.equal((await success(sessionId, buyerToken)).statusCode, 409);
    assertUnchanged(before, await snapshot(t.db), 'an unpaid session');
  });

  test('an expired session cannot be paid on the hosted page nor fulfilled by an event', async () => {
    const { sessionId, url } = await open();
    assert.equal(json(await deliver(sessionId, 'checkout.session.expired')).outcome, 'expired');
    const before = await snapshot(t.db);
    const pay = await t.inject({
      method: 'POST', url: new URL(url).pathname, headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...PAY_CARD, action: 'pay' }).toString(),
    });
    assert.equal(pay.statusCode, 410);
    assert.equal(json(await deliver(sessionId)).outcome, 'unpaid');
    assertUnchanged(before, await snapshot(t.db), 'an expired session');
  });

  test("someone else's success page call never fulfils the buyer's paid session; the buyer's does, once, for the buyer", async () => {
    const { sessionId } = await open();
    // Paid at the provider, the event not delivered yet: the success page would complete the order.
    await t.db.query("UPDATE checkout_sessions SET status = 'complete', payment_status = 'paid' WHERE id = $1", [sessionId]);
    const before = await snapshot(t.db);
    const foreign = await success(sessionId, await t.jwks.token(OTHER));
    assert.equal(foreign.statusCode, 404);
    assert.doesNotMatch(foreign.body, /Working With Thought Leaders/);
    assertUnchanged(before, await snapshot(t.db), "another user's success call");
    const mine = await success(sessionId, buyerToken);
    assert.equal(mine.statusCode, 200, mine.body);
    const orders = await t.db.query<{ email: string }>('SELECT email FROM orders WHERE session_id = $1', [sessionId]);
    assert.deepEqual(orders.map((o) => o.email), [BUYER]);
  });

  test("a session opened by another user (a gift for the buyer's email) is that user's, not the buyer's", async () => {
    const otherToken = await t.jwks.token(OTHER);
    const { sessionId } = await open(otherToken);
    await t.db.query("UPDATE checkout_sessions SET status = 'complete', payment_status = 'paid' WHERE id = $1", [sessionId]);
    const before = await snapshot(t.db);
    assert.equal((await success(sessionId, buyerToken)).statusCode, 404, 'the learner named in the body does not own the session');
    assertUnchanged(before, await snapshot(t.db), "the learner's success call");
    assert.equal((await success(sessionId, otherToken)).statusCode, 200);
    const [order] = await t.db.query<{ email: string; learner_email: string }>('SELECT email, learner_email FROM orders WHERE session_id = $1', [sessionId]);
    assert.deepEqual([order!.email, order!.learner_email], [OTHER, BUYER]);
  });
});
