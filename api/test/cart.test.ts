import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { cartResponseSchema, type CartResponse } from 'shared-api/contract';
import { fixtureSeed } from './fixtures/catalog.js';
import { cartParam, count, json, startApi, type TestApi } from './helpers.js';

let t: TestApi;
before(async () => {
  t = await startApi({ seed: fixtureSeed });
});
after(async () => {
  await t?.close();
});

const line = (productId: number, quantity = 1, productDetailType = 'certification') => ({ productId, quantity, productDetailType });
const getCart = (cart: unknown, extra = '') => t.inject({ method: 'GET', url: `/api/cart?cart=${cartParam(cart)}${extra}` });

describe('GET /api/cart', () => {
  test('prices the lines from the database with totals and count', async () => {
    const r = await getCart([line(1, 2), line(5, 1, 'report')], '&utm_source=news&utm_medium=email&utm_campaign=spring');
    assert.equal(r.statusCode, 200);
    const c = json<CartResponse>(r);
    assert.equal(c.cartLength, 2);
    assert.equal(c.items[0]!.productId, 1);
    assert.equal(c.items[0]!.quantity, 2);
    assert.equal(c.items[0]!.lineTotal, 4799.98);
    assert.equal(c.items[0]!.productName, 'Board Certified Medical Affairs Specialist (BCMAS)');
    assert.equal(c.items[1]!.lineTotal, 299.99);
    assert.equal(c.cartTotal, 5099.97);
    assert.equal(r.headers['cache-control'], 'no-store');
    // the cart's lines, not the product pages: the contract's fields only (strict), no relations or texts
    cartResponseSchema.parse(c);
    assert.deepEqual(c.items[0], {
      productId: 1, productType: 'certification', productNickName: 'bcmas', productName: 'Board Certified Medical Affairs Specialist (BCMAS)',
      productTagLine: 'Board Certification', productFeature: 'Best Seller', productImage: c.items[0]!.productImage, productRating: c.items[0]!.productRating,
      productPrice: 2399.99, strikeoutPrice: 2599.99, quantity: 2, lineTotal: 4799.98,
    });
  });
  test('a bundle line names its programs by id (the cart says when they are in the cart too)', async () => {
    const c = cartResponseSchema.parse(json(await getCart([line(7, 1, 'bundle'), line(1)])));
    assert.deepEqual(c.items.map((i) => [i.productId, i.bundleProducts]), [[7, [{ productId: 1 }, { productId: 2 }]], [1, undefined]]);
  });
  test('ignores client prices and names sent in the lines', async () => {
    const c = json<CartResponse>(await getCart([{ ...line(1), productPrice: 1, productName: 'Cheap' }]));
    assert.equal(c.cartTotal, 2399.99);
    assert.equal(c.items[0]!.productName, 'Board Certified Medical Affairs Specialist (BCMAS)');
  });
  test('an empty cart is priced at zero', async () => {
    const c = json<CartResponse>(await getCart([]));
    assert.deepEqual(c, { items: [], cartTotal: 0, cartLength: 0 });
  });
  test('cents add up exactly', async () => {
    const c = json<CartResponse>(await getCart([line(5, 3, 'report'), line(1, 1)]));
    assert.equal(c.cartTotal, 3299.96);
  });

  for (const [name, cart, pattern] of [
    ['quantity 0', [line(1, 0)], /cart\[0\]\.quantity: quantity must be at least 1/],
    ['quantity 10000', [line(1, 10_000)], /quantity must be at most 50/],
    ['a fractional quantity', [line(1, 1.5)], /quantity must be a whole number/],
    ['a negative product id', [line(-1)], /productId must be a positive number/],
    ['a string product id', [{ productId: '1', quantity: 1, productDetailType: 'x' }], /productId must be a whole number/],
    ['a missing quantity', [{ productId: 1, productDetailType: 'x' }], /quantity/],
    ['malformed JSON', '[{"productId":1,', /cart is not valid JSON/],
    ['JSON that is not a list', '{"productId":1}', /cart must be a list/],
    ['a product listed twice', [line(1), line(1)], /product 1 appears more than once/],
    ['51 lines', Array.from({ length: 51 }, (_, i) => line(i + 1)), /at most 50 lines/],
  ] as const) {
    test(`${name} is a 400 with the reason`, async () => {
      const r = await getCart(cart);
      assert.equal(r.statusCode, 400);
      const b = json(r);
      assert.equal(b.statusCode, 400);
      assert.match(String(b.message), pattern);
    });
  }
  test('an unknown product id is a 400 naming it', async () => {
    const r = await getCart([line(1), line(999)]);
    assert.equal(r.statusCode, 400);
    assert.match(String(json(r).message), /Product 999 .*does not exist/);
  });
  test('a contact-us product (price 0) is listed at 0 (shown as Contact Us) and left out of the total', async () => {
    const alone = await getCart([line(4, 1, 'database')]);
    assert.equal(alone.statusCode, 200);
    const a = json(alone) as { items: { productId: number; productPrice: number; lineTotal: number }[]; cartTotal: number; cartLength: number };
    assert.deepEqual(a.items.map((i) => [i.productId, i.productPrice, i.lineTotal]), [[4, 0, 0]]);
    assert.equal(a.cartTotal, 0);
    assert.equal(a.cartLength, 1);
    const mixed = json(await getCart([line(1), line(4, 1, 'database')])) as { cartTotal: number; cartLength: number; items: { lineTotal: number }[] };
    assert.equal(mixed.cartLength, 2);
    assert.equal(mixed.cartTotal, mixed.items[0]!.lineTotal);
  });
  test('a missing cart parameter is a 400', async () => {
    const r = await t.inject({ method: 'GET', url: '/api/cart' });
    assert.equal(r.statusCode, 400);
    assert.match(String(json(r).message), /cart is required/);
  });
  test('an over-long utm value is a 400', async () => {
    const r = await getCart([line(1)], `&utm_source=${'x'.repeat(201)}`);
    assert.equal(r.statusCode, 400);
    assert.match(String(json(r).message), /utm_source/);
  });
});

describe('POST /api/productaddtocart', () => {
  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    t.inject({ method: 'POST', url: '/api/productaddtocart', payload: payload as object, headers });

  test('records the event with the database price and the utm values, not the client price; signed in, into the buyer\'s server cart', async () => {
    const before = await count(t.db, 'cart_events');
    const r = await post({
      products: [{ productId: 1, productPrice: 0.01, productName: 'Tampered' }],
      email: 'Buyer@Example.com', fullName: 'Ada Buyer',
      params: { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring' },
    }, { authorization: `Bearer ${await t.jwks.token('buyer@example.com')}` });
    assert.equal(r.statusCode, 201);
    assert.equal(await count(t.db, 'cart_events'), before + 1);
    const [ev] = await t.db.query<{ email: string; full_name: string; products: { productId: number; productPrice: number; productName: string }[]; utm_source: string; utm_medium: string; utm_campaign: string }>(
      'SELECT email, full_name, products, utm_source, utm_medium, utm_campaign FROM cart_events ORDER BY id DESC LIMIT 1',
    );
    assert.equal(ev!.email, 'buyer@example.com');
    assert.equal(ev!.full_name, 'Ada Buyer');
    assert.deepEqual(ev!.products, [{ productId: 1, productPrice: 2399.99, productName: 'Board Certified Medical Affairs Specialist (BCMAS)' }]);
    assert.deepEqual([ev!.utm_source, ev!.utm_medium, ev!.utm_campaign], ['newsletter', 'email', 'spring']);
    const items = await t.db.query<{ product_id: number }>('SELECT product_id FROM cart_items WHERE email = $1', ['buyer@example.com']);
    assert.deepEqual(items.map((i) => i.product_id), [1]);
  });
  test('an anonymous visitor (empty email) is recorded without a server cart', async () => {
    const items = await count(t.db, 'cart_items');
    const r = await post({ products: [{ productId: 5, productPrice: 299.99, productName: 'MSL Compensation Report' }], email: '', fullName: '', params: {} });
    assert.equal(r.statusCode, 201);
    assert.equal(await count(t.db, 'cart_items'), items);
  });

  test('an email without its owner\'s token writes nothing of theirs (no server cart, the event without the email or name)', async () => {
    const victim = 'victim-cart@example.com';
    const r = await post({ products: [{ productId: 2 }], email: victim, fullName: 'Mallory', params: {} });
    assert.equal(r.statusCode, 201);
    assert.equal((await t.db.query('SELECT 1 FROM cart_items WHERE email = $1', [victim])).length, 0);
    assert.equal((await t.db.query('SELECT 1 FROM cart_events WHERE email = $1', [victim])).length, 0);
    const [ev] = await t.db.query<{ email: string | null; full_name: string | null }>('SELECT email, full_name FROM cart_events ORDER BY id DESC LIMIT 1');
    assert.deepEqual([ev!.email, ev!.full_name], [null, null]);
  });
  test('signed in as one account, another email in the body is a 403 and writes nothing', async () => {
    const events = await count(t.db, 'cart_events');
    const r = await post({ products: [{ productId: 2 }], email: 'victim-cart@example.com', fullName: '', params: {} }, { authorization: `Bearer ${await t.jwks.token('mallory@example.com')}` });
    assert.equal(r.statusCode, 403);
    assert.match(String(json(r).message), /account you are signed in with/);
    assert.equal(await count(t.db, 'cart_events'), events);
  });
  test('a token whose email is not proven (email_verified false or missing) is recorded as anyone\'s: the event without the email or name, no server cart', async () => {
    for (const claims of [{ email_verified: false }, { email_verified: 'true' }, { email_verified: undefined }]) {
      const events = await count(t.db, 'cart_events');
      const token = await t.jwks.token('unproven@example.com', claims as Record<string, unknown>);
      const r = await post({ products: [{ productId: 2 }], email: 'unproven@example.com', fullName: 'Una Proven', params: { utm_source: 'signup' } }, { authorization: `Bearer ${token}` });
      assert.equal(r.statusCode, 201, JSON.stringify(claims));
      assert.deepEqual(json(r), { status: 'recorded', products: 1 });
      assert.equal(await count(t.db, 'cart_events'), events + 1);
      const [ev] = await t.db.query<{ email: string | null; full_name: string | null; utm_source: string }>('SELECT email, full_name, utm_source FROM cart_events ORDER BY id DESC LIMIT 1');
      assert.deepEqual([ev!.email, ev!.full_name, ev!.utm_source], [null, null, 'signup']);
    }
    assert.equal((await t.db.query('SELECT 1 FROM cart_items WHERE email = $1', ['unproven@example.com'])).length, 0);
    assert.equal((await t.db.query('SELECT 1 FROM cart_events WHERE email = $1', ['unproven@example.com'])).length, 0);
  });
  test('without a token (the store sends none: spec section 6) the event is recorded without the body\'s email', async () => {
    const events = await count(t.db, 'cart_events');
    const r = await post({ products: [{ productId: 5 }], email: 'buyer@example.com', fullName: 'Alex Morgan', params: {} });
    assert.equal(r.statusCode, 201);
    assert.equal(await count(t.db, 'cart_events'), events + 1);
    const [ev] = await t.db.query<{ email: string | null }>('SELECT email FROM cart_events ORDER BY id DESC LIMIT 1');
    assert.equal(ev!.email, null);
  });
  test('a token that is not valid is still a 401 and writes nothing', async () => {
    const events = await count(t.db, 'cart_events');
    const r = await post({ products: [{ productId: 2 }], email: '', fullName: '', params: {} }, { authorization: 'Bearer not.a.token' });
    assert.equal(r.statusCode, 401);
    assert.equal(await count(t.db, 'cart_events'), events);
  });

  for (const [name, payload, status, pattern] of [
    ['an unknown product id', { products: [{ productId: 999, productPrice: 1, productName: 'x' }], email: '', fullName: '', params: {} }, 400, /Product 999/],
    ['a contact-us product', { products: [{ productId: 4, productPrice: 0, productName: 'x' }], email: '', fullName: '', params: {} }, 400, /not sold online/],
    ['no products', { products: [], email: '', fullName: '', params: {} }, 400, /at least one product/],
    ['an invalid email', { products: [{ productId: 1, productPrice: 1, productName: 'x' }], email: 'not-an-email', fullName: '', params: {} }, 400, /email/],
    ['a non-numeric price', { products: [{ productId: 1, productPrice: 'free', productName: 'x' }], email: '', fullName: '', params: {} }, 400, /productPrice must be a number/],
    ['a body that is a list', [1, 2], 400, /must be a JSON object/],
  ] as const) {
    test(`${name} is a ${status} and writes nothing`, async () => {
      const events = await count(t.db, 'cart_events');
      const items = await count(t.db, 'cart_items');
      const r = await post(payload);
      assert.equal(r.statusCode, status);
      assert.match(String(json(r).message), pattern);
      assert.equal(await count(t.db, 'cart_events'), events);
      assert.equal(await count(t.db, 'cart_items'), items);
    });
  }
  test('malformed JSON is a 400', async () => {
    const r = await t.inject({ method: 'POST', url: '/api/productaddtocart', payload: '{"products": [', headers: { 'content-type': 'application/json' } });
    assert.equal(r.statusCode, 400);
    assert.match(String(json(r).message), /not valid JSON/);
  });
  test('a body over 64 KB is a 413', async () => {
    const r = await t.inject({
      method: 'POST', url: '/api/productaddtocart', headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ products: [{ productId: 1 }], email: '', fullName: 'x'.repeat(70_000), params: {} }),
    });
    assert.equal(r.statusCode, 413);
    assert.equal(json(r).statusCode, 413);
  });
  test('a non-JSON content type is a 415', async () => {
    const r = await t.inject({ method: 'POST', url: '/api/productaddtocart', payload: 'products=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    assert.equal(r.statusCode, 415);
  });
});

describe('POST /api/removefromcart', () => {
  test('removes from the signed-in user\'s server cart', async () => {
    const token = await t.jwks.token('remover@example.com');
    await t.inject({ method: 'POST', url: '/api/productaddtocart', payload: { products: [{ productId: 1 }, { productId: 2 }], email: 'remover@example.com', fullName: 'R', params: {} }, headers: { authorization: `Bearer ${token}` } });
    const r = await t.inject({ method: 'POST', url: '/api/removefromcart', payload: { products: [1], email: 'Remover@example.com' }, headers: { authorization: `Bearer ${token}` } });
    assert.equal(r.statusCode, 200);
    assert.equal(json(r).removed, 1);
    const left = await t.db.query<{ product_id: number }>('SELECT product_id FROM cart_items WHERE email = $1', ['remover@example.com']);
    assert.deepEqual(left.map((x) => x.product_id), [2]);
  });
  test('without a token it is a 401 and removes nothing', async () => {
    const n = await count(t.db, 'cart_items');
    const r = await t.inject({ method: 'POST', url: '/api/removefromcart', payload: { products: [2], email: 'remover@example.com' } });
    assert.equal(r.statusCode, 401);
    assert.match(String(r.headers['www-authenticate']), /^Bearer/);
    assert.equal(await count(t.db, 'cart_items'), n);
  });
  test('someone else\'s email is a 403 and removes nothing', async () => {
    const n = await count(t.db, 'cart_items');
    const token = await t.jwks.token('intruder@example.com');
    const r = await t.inject({ method: 'POST', url: '/api/removefromcart', payload: { products: [2], email: 'remover@example.com' }, headers: { authorization: `Bearer ${token}` } });
    assert.equal(r.statusCode, 403);
    assert.equal(await count(t.db, 'cart_items'), n);
  });
  test('bad product ids are a 400', async () => {
    const token = await t.jwks.token('remover@example.com');
    const r = await t.inject({ method: 'POST', url: '/api/removefromcart', payload: { products: ['one'], email: 'remover@example.com' }, headers: { authorization: `Bearer ${token}` } });
    assert.equal(r.statusCode, 400);
    assert.match(String(json(r).message), /products\[0\]/);
  });
});
