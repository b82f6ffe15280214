import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { generateKeyPair } from 'jose';
import type { CheckoutRequest } from 'shared-api/contract';
import { CHECKOUT_PER_IP } from '../src/routes/checkout.js';
import { createSandboxProvider } from '../src/payments/sandbox-provider.js';
import { findSession } from '../src/payments/repository.js';
import type { SeedData } from '../src/seed/load.js';
import { fixtureSeed } from './fixtures/catalog.js';
import { addressesIn, count, json, startApi, type TestApi } from './helpers.js';

// The fixture catalog plus a second license certification (id 20, like PACS in the real catalog).
const pacs = fixtureSeed.products.find((p) => p.productId === 2)!;
const seed: SeedData = {
  ...fixtureSeed,
  products: [...fixtureSeed.products, { ...pacs, productId: 20, productNickName: 'pacs-team', productName: 'PACS Team Edition', productPrice: 1499 }],
};

let t: TestApi;
let token: string;
before(async () => {
  t = await startApi({ seed });
  token = await t.jwks.token('buyer@example.com', { sub: 'auth0|buyer' });
});
after(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.db.query('DELETE FROM checkout_sessions');
});

const line = (productId: number, quantity = 1, productDetailType = 'certification') => ({ productId, quantity, productDetailType });

function request(over: Partial<CheckoutRequest> = {}): CheckoutRequest {
  return {
    products: [line(2)],
    purchaseObj: { extraCert: [] },
    email: 'learner@example.com',
    fullName: 'Dana Ruiz',
    termsAgreed: true,
    paymentType: 'fullPayment',
    couponCode: '',
    subscriptionMonth: 0,
    params: { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring' },
    ...over,
  };
}

// Each request from its own address, so the per-IP rate limit (tested on its own below) stays out of the way.
const nextIp = addressesIn(1);
const checkout = (body: unknown, auth: string | null = token, remoteAddress = nextIp()) =>
  t.inject({ method: 'POST', url: '/api/stripe-checkout', payload: body as object, remoteAddress, headers: auth ? { authorization: `Bearer ${auth}` } : {} });

async function refused(body: unknown, status: number, message: RegExp) {
  const before = await count(t.db, 'checkout_sessions');
  const r = await checkout(body);
  assert.equal(r.statusCode, status, r.body);
  assert.match(json(r).message as string, message);
  assert.equal(await count(t.db, 'checkout_sessions'), before, 'a refused checkout writes nothing');
}

async function stored(sessionId: string) {
  const s = await findSession(t.db, sessionId);
  assert.ok(s, 'the session is stored');
  return s;
}

describe('POST /api/stripe-checkout', () => {
  test('opens a sandbox session priced from the database and records the order', async () => {
    const r = await checkout(request({ products: [line(1), line(5, 1, 'report')], purchaseObj: { region: 70, extraCert: [] } }));
    assert.equal(r.statusCode, 201, r.body);
    const { url, sessionId } = json<{ url: string; sessionId: string }>(r);
    assert.deepEqual(Object.keys(json(r)).sort(), ['amountTotal', 'currency', 'sessionId', 'url']);
    assert.equal(json(r).amountTotal, 2699.98);
    assert.match(sessionId, /^cs_sandbox_[0-9a-f]{32}$/);
    assert.equal(url, `http://localhost:8080/api/sandbox/pay/${sessionId}`); // the embedded default SITE_URL
    const s = await stored(sessionId);
    assert.equal(s.provider, 'sandbox');
    assert.equal(s.status, 'open');
    assert.equal(s.paymentStatus, 'unpaid');
    assert.equal(s.buyerEmail, 'buyer@example.com');
    assert.equal(s.buyerSub, 'auth0|buyer');
    assert.equal(s.learnerEmail, 'learner@example.com');
    assert.equal(s.fullName, 'Dana Ruiz');
    assert.deepEqual(s.lines.map((l) => [l.productId, l.productType, l.quantity, l.unitAmount, l.totalAmount]), [
      [1, 'certification', 1, 239999, 239999],
      [5, 'report', 1, 29999, 29999],
    ]);
    assert.equal(s.subtotalAmount, 269998);
    assert.equal(s.discountAmount, 0);
    assert.equal(s.totalAmount, 269998);
    assert.equal(s.paymentType, 'fullPayment');
    assert.equal(s.installmentMonths, 0);
    assert.equal(s.region, 70);
    assert.equal(s.couponCode, null);
    assert.deepEqual(s.utm, { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring' });
    assert.match(s.successUrl, /\/success\?session_id=\{CHECKOUT_SESSION_ID\}$/);
    assert.match(s.cancelUrl, /\/cancel$/);
    assert.ok(s.expiresAt.getTime() - s.createdAt.getTime() >= 23 * 3600 * 1000);
  });

  test('ignores prices and names the client sends', async () => {
    const tampered = request({ products: [{ ...line(1), productPrice: 1, productName: 'Free', lineTotal: 1 } as never] });
    (tampered as unknown as { cartTotal: number }).cartTotal = 1;
    const r = await checkout(tampered);
    assert.equal(r.statusCode, 201, r.body);
    assert.equal(json(r).amountTotal, 2399.99);
    const s = await stored(json<{ sessionId: string }>(r).sessionId);
    assert.equal(s.lines[0]!.unitAmount, 239999);
    assert.equal(s.lines[0]!.productName, 'Board Certified Medical Affairs Specialist (BCMAS)');
    assert.equal(s.totalAmount, 239999);
  });

  test('defaults the BCMAS region to United States (64) and records no region without BCMAS', async () => {
    const a = await checkout(request({ products: [line(1)] }));
    assert.equal((await stored(json<{ sessionId: string }>(a).sessionId)).region, 64);
    const b = await checkout(request({ products: [line(2)] }));
    assert.equal((await stored(json<{ sessionId: string }>(b).sessionId)).region, null);
  });

  test('refuses a product sold by contacting the team, and an unknown product', async () => {
    await refused(request({ products: [line(2), line(4, 1, 'database')] }), 400, /not sold online/);
    await refused(request({ products: [line(999)] }), 400, /does not exist/);
  });

  test('refuses quantities outside 1..50, duplicate lines and an empty cart', async () => {
    await refused(request({ products: [line(2, 0)] }), 400, /quantity must be at least 1/);
    await refused(request({ products: [line(2, 51)] }), 400, /quantity must be at most 50/);
    await refused(request({ products: [line(2, 1.5)] }), 400, /quantity must be a whole number/);
    await refused(request({ products: [line(2), line(2)] }), 400, /more than once/);
    await refused(request({ products: [] }), 400, /The cart is empty/);
  });

  test('refuses a program beside a bundle that includes it, naming both, and writes nothing (the bundle alone is sold)', async () => {
    // the Career Bundle (7) includes BCMAS (1) and PACS (2); the page showed both lines and their sum
    const both = request({
      products: [line(1), line(7, 1, 'bundle')], purchaseObj: { region: 64, extraCert: [] },
      shownTotalCents: 239999 + 299900, shownLines: [{ productId: 1, unitCents: 239999 }, { productId: 7, unitCents: 299900 }],
    });
    const tables = ['checkout_sessions', 'orders', 'order_lines', 'sandbox_payments'];
    const before = await Promise.all(tables.map((n) => count(t.db, n)));
    const r = await checkout(both);
    assert.equal(r.statusCode, 400, r.body);
    assert.deepEqual(json(r), {
      error: 'Bad Request', statusCode: 400,
      message: 'Career Bundle already includes Board Certified Medical Affairs Specialist (BCMAS), which is also in this order: remove it (or the bundle) so that nothing is paid for twice.',
    });
    assert.deepEqual(await Promise.all(tables.map((n) => count(t.db, n))), before, 'no session, no order');
    // both parts, several seats, a promotion code: refused all the same
    await refused(request({ products: [line(7, 1, 'bundle'), line(2), line(1)], purchaseObj: { region: 64, extraCert: [] } }), 400,
      /^Career Bundle already includes Prior Authorization Certified Specialist \(PACS\) and Board Certified Medical Affairs Specialist \(BCMAS\), which are also in this order: remove them/);
    const seats = [{ productId: 1, name: 'Ana Diaz', email: 'ana@example.com' }, { productId: 1, name: 'Bo Lee', email: 'bo@example.com' }];
    await refused(request({ products: [line(7, 1, 'bundle'), line(1, 2)], purchaseObj: { region: 64, extraCert: seats } }), 400,
      /^Career Bundle already includes Board Certified Medical Affairs Specialist \(BCMAS\), which is also in this order/);
    await refused(request({ products: [line(7, 1, 'bundle'), line(2)], couponCode: 'SAVE15' }), 400, /^Career Bundle already includes/);
    // the bundle alone, or with what it does not include, is what the buyer pays
    const alone = await checkout(request({ products: [line(7, 1, 'bundle'), line(20)] }));
    assert.equal(alone.statusCode, 201, alone.body);
    assert.equal(json(alone).amountTotal, 2999 + 1499);
  });

  test('re-validates the terms, the name and the email', async () => {
    // @ts-expect-error the contract's type holds only a ticked box: the server must refuse the rest
    await refused(request({ termsAgreed: false }), 400, /Please Agree with the Terms & Conditions/);
    await refused(request({ fullName: ' Al ' }), 400, /Please Ensure Checkout Details - Full Name is valid/);
    await refused(request({ email: 'dana@' }), 400, /Please ensure email is valid/);
  });

  test('lets the buyer pay for another learner but records the token user as the buyer', async () => {
    const r = await checkout(request({ email: 'Colleague@Example.org' }));
    assert.equal(r.statusCode, 201, r.body);
    const s = await stored(json<{ sessionId: string }>(r).sessionId);
    assert.equal(s.buyerEmail, 'buyer@example.com');
    assert.equal(s.learnerEmail, 'colleague@example.org');
  });

  describe('promotion codes', () => {
    test('applies a valid code with the same rules as GET /promocode', async () => {
      const promo = await t.inject({
        method: 'GET', url: `/api/promocode?cart=${encodeURIComponent(JSON.stringify([line(1), line(5, 2, 'report')]))}&coupon=save15`,
        headers: { authorization: `Bearer ${token}` },
      });
      assert.equal(promo.statusCode, 200, promo.body);
      const r = await checkout(request({ products: [line(1), line(5, 2, 'report')], couponCode: 'save15' }));
      assert.equal(r.statusCode, 201, r.body);
      const s = await stored(json<{ sessionId: string }>(r).sessionId);
      assert.equal(s.couponCode, 'SAVE15');
      assert.equal(s.discountAmount, Math.round((json(promo).totalSavings as number) * 100));
      assert.equal(s.totalAmount, Math.round((json(promo).discountedTotal as number) * 100));
      // 15% of 2399.99 = 360.00 (rounded per unit); 15% of 299.99 = 45.00, two seats
      assert.deepEqual(s.lines.map((l) => l.discountAmount), [36000, 9000]);
      assert.equal(s.lines.reduce((a, l) => a + l.totalAmount, 0), s.totalAmount);
    });

    test('takes $100 off BCMAS with BCMAS100: 2399.99 to 2299.99', async () => {
      const r = await checkout(request({ products: [line(1)], couponCode: 'BCMAS100' }));
      assert.equal(r.statusCode, 201, r.body);
      const s = await stored(json<{ sessionId: string }>(r).sessionId);
      assert.equal(s.totalAmount, 229999);
      assert.equal(s.discountAmount, 10000);
    });

    test('refuses a bad, an expired or an unrelated code with the promo message', async () => {
      await refused(request({ couponCode: 'NOPE' }), 400, /^The promo code "NOPE" is not valid\.$/);
      await refused(request({ couponCode: 'OLD10' }), 400, /has expired/);
      await refused(request({ products: [line(2)], couponCode: 'BCMAS100' }), 400, /does not apply to the products in your cart/);
    });
  });

  describe('license users', () => {
    const holders = (productId: number, n: number, extra: object = {}) =>
      Array.from({ length: n }, (_, i) => ({ productId, name: `Seat ${i + 1}`, email: i === 0 ? 'seat1@example.com' : '', ...extra }));

    test('records one row per seat, with the BCMAS region of each (default 64)', async () => {
      const extraCert = [...holders(1, 3), ...holders(20, 2)];
      extraCert[1] = { ...extraCert[1]!, id: 72 } as never;
      const r = await checkout(request({ products: [line(1, 3), line(20, 2)], purchaseObj: { region: 68, extraCert } }));
      assert.equal(r.statusCode, 201, r.body);
      const s = await stored(json<{ sessionId: string }>(r).sessionId);
      assert.deepEqual(s.licenseHolders, [
        { productId: 1, name: 'Seat 1', email: 'seat1@example.com', regionId: 64 },
        { productId: 1, name: 'Seat 2', email: '', regionId: 72 },
        { productId: 1, name: 'Seat 3', email: '', regionId: 64 },
        { productId: 20, name: 'Seat 1', email: 'seat1@example.com' },
        { productId: 20, name: 'Seat 2', email: '' },
      ]);
      assert.equal(s.totalAmount, 3 * 239999 + 2 * 149900);
    });

    test('refuses a count that does not match the seats', async () => {
      await refused(request({ products: [line(1, 3)], purchaseObj: { extraCert: holders(1, 2) } }), 400, /has 3 seats: send the details of 3 license users \(got 2\)/);
      await refused(request({ products: [line(1, 3)], purchaseObj: { extraCert: [] } }), 400, /got 0/);
      await refused(request({ products: [line(1, 2)], purchaseObj: { extraCert: holders(1, 3) } }), 400, /got 3/);
    });

    test('refuses rows for products that need none', async () => {
      await refused(request({ products: [line(1, 1)], purchaseObj: { extraCert: holders(1, 1) } }), 400, /not a multi-seat certification/);
      await refused(request({ products: [line(2, 2)], purchaseObj: { extraCert: holders(2, 2) } }), 400, /not a multi-seat certification/);
    });

    test('refuses a row without a name or with an invalid email', async () => {
      await refused(request({ products: [line(20, 2)], purchaseObj: { extraCert: [...holders(20, 1), { productId: 20, name: '  ', email: '' }] } }), 400, /Full Name is required/);
      await refused(request({ products: [line(20, 2)], purchaseObj: { extraCert: [...holders(20, 1), { productId: 20, name: 'Bo', email: 'bo@' }] } }), 400, /Please ensure email is valid/);
    });
  });

  describe('region', () => {
    test('is refused without BCMAS in the order', async () => {
      await refused(request({ products: [line(2)], purchaseObj: { region: 64, extraCert: [] } }), 400, /region is only sent when BCMAS/);
    });
    test('is refused on license users of another product', async () => {
      await refused(request({ products: [line(20, 2)], purchaseObj: { extraCert: holders2(20).map((h) => ({ ...h, id: 64 })) } }), 400, /only asked for license users of BCMAS/);
    });
    test('must be one of the offered regions', async () => {
      await refused(request({ products: [line(1)], purchaseObj: { region: 99, extraCert: [] } }), 400, /not one of the offered regions/);
    });
  });

  describe('payment type', () => {
    test('installments: 3 months for an order of certifications of $1,000 or more', async () => {
      const r = await checkout(request({ products: [line(1), line(2)], paymentType: 'installment', subscriptionMonth: 3 }));
      assert.equal(r.statusCode, 201, r.body);
      const s = await stored(json<{ sessionId: string }>(r).sessionId);
      assert.equal(s.paymentType, 'installment');
      assert.equal(s.installmentMonths, 3);
    });
    test('refuses installments where not offered, with a coupon, or with the wrong month count', async () => {
      await refused(request({ products: [line(1), line(5, 1, 'report')], paymentType: 'installment', subscriptionMonth: 3 }), 400, /Installments are offered only/);
      await refused(request({ products: [line(1)], paymentType: 'installment', subscriptionMonth: 3, couponCode: 'BCMAS100' }), 400, /full payments only/);
      await refused(request({ products: [line(1)], paymentType: 'installment', subscriptionMonth: 0 }), 400, /subscriptionMonth must be 3/);
      await refused(request({ products: [line(1)], paymentType: 'fullPayment', subscriptionMonth: 3 }), 400, /subscriptionMonth must be 0/);
    });
  });

  test('answers a repeated request with the same open session', async () => {
    const body = request({ products: [line(1)] });
    const [a, b] = await Promise.all([checkout(body), checkout(body)]);
    assert.equal(a.statusCode, 201, a.body);
    assert.equal(b.statusCode, 201, b.body);
    assert.equal(json(a).sessionId, json(b).sessionId);
    const c = await checkout(body);
    assert.equal(json(c).sessionId, json(a).sessionId);
    assert.equal(await count(t.db, 'checkout_sessions'), 1);
    const other = await checkout(request({ products: [line(1)], fullName: 'Someone Else' }));
    assert.notEqual(json(other).sessionId, json(a).sessionId);
  });

  test('opens a new session once the earlier one expired', async () => {
    const first = json<{ sessionId: string }>(await checkout(request())).sessionId;
    await t.db.query("UPDATE checkout_sessions SET expires_at = now() - interval '1 minute' WHERE id = $1", [first]);
    const second = json<{ sessionId: string }>(await checkout(request())).sessionId;
    assert.notEqual(second, first);
    assert.equal((await stored(first)).status, 'expired');
  });

  describe('authentication', () => {
    test('requires a bearer token', async () => {
      const r = await checkout(request(), null);
      assert.equal(r.statusCode, 401);
      assert.equal(await count(t.db, 'checkout_sessions'), 0);
    });
    test('refuses a token signed by another key, an expired one and one for another audience', async () => {
      const { privateKey } = await generateKeyPair('RS256');
      for (const bad of [
        await t.jwks.token('buyer@example.com', {}, { key: privateKey }),
        await t.jwks.token('buyer@example.com', {}, { expiresIn: Math.floor(Date.now() / 1000) - 3600 }),
        await t.jwks.token('buyer@example.com', {}, { audience: 'https://elsewhere.example' }),
        'not-a-jwt',
      ]) {
        const r = await checkout(request(), bad);
        assert.equal(r.statusCode, 401, r.body);
      }
      assert.equal(await count(t.db, 'checkout_sessions'), 0);
    });
  });
});

describe('rate limit', () => {
  test(`allows ${CHECKOUT_PER_IP} checkout requests per address and window, then answers 429`, async () => {
    const codes: number[] = [];
    for (let i = 0; i <= CHECKOUT_PER_IP; i++) codes.push((await checkout(request(), null, '10.9.9.9')).statusCode);
    assert.deepEqual(codes.slice(0, CHECKOUT_PER_IP), Array(CHECKOUT_PER_IP).fill(401));
    assert.equal(codes[CHECKOUT_PER_IP], 429);
    assert.equal((await checkout(request(), null, '10.9.9.10')).statusCode, 401);
  });
});

function holders2(productId: number) {
  return [{ productId, name: 'Ann Lee', email: '' }, { productId, name: 'Bo Kim', email: '' }];
}

describe('sandbox provider', () => {
  test('retrieves an open session as the provider reports it, and null for an unknown id', async () => {
    const r = await checkout(request({ products: [line(1)] }));
    const { sessionId, url } = json<{ sessionId: string; url: string }>(r);
    const provider = createSandboxProvider(t.db);
    assert.deepEqual(await provider.retrieveSession(sessionId), {
      id: sessionId, provider: 'sandbox', url, status: 'open', paymentStatus: 'unpaid', totalAmount: 239999, currency: 'usd', paymentType: 'fullPayment',
    });
    assert.equal(await provider.retrieveSession('cs_sandbox_missing'), null);
  });
});
