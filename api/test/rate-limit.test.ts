// Unauthenticated writes and promo attempts are rate limited (limits lowered for the test).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { fixtureSeed } from './fixtures/catalog.js';
import { cartParam, count, json, startApi, type TestApi } from './helpers.js';

let t: TestApi;
before(async () => {
  t = await startApi({ seed: fixtureSeed, overrides: { rateLimits: { trackingPerIp: 3, leadsPerIp: 2, promoPerIp: 5, promoPerUser: 2, windowMs: 60_000 } } });
});
after(async () => {
  await t?.close();
});

test('add-to-cart tracking: the 4th call from one IP in a window is a 429 and writes nothing', async () => {
  const payload = { products: [{ productId: 1 }], email: '', fullName: '', params: {} };
  for (let i = 0; i < 3; i++) {
    assert.equal((await t.inject({ method: 'POST', url: '/api/productaddtocart', payload, remoteAddress: '10.0.0.1' })).statusCode, 201);
  }
  const n = await count(t.db, 'cart_events');
  const r = await t.inject({ method: 'POST', url: '/api/productaddtocart', payload, remoteAddress: '10.0.0.1' });
  assert.equal(r.statusCode, 429);
  assert.equal(json(r).statusCode, 429);
  assert.match(String(json(r).message), /Too many requests/);
  assert.ok(r.headers['retry-after']);
  assert.equal(await count(t.db, 'cart_events'), n);
  // another address is not affected
  assert.equal((await t.inject({ method: 'POST', url: '/api/productaddtocart', payload, remoteAddress: '10.0.0.2' })).statusCode, 201);
});

test('leads: the 3rd submission from one IP is a 429', async () => {
  const payload = { form: 'contact-us', fields: { email: 'a@example.com' } };
  for (let i = 0; i < 2; i++) assert.equal((await t.inject({ method: 'POST', url: '/api/leads', payload, remoteAddress: '10.0.1.1' })).statusCode, 201);
  assert.equal((await t.inject({ method: 'POST', url: '/api/leads', payload, remoteAddress: '10.0.1.1' })).statusCode, 429);
});

const promo = async (email: string, ip: string) =>
  t.inject({
    method: 'GET',
    url: `/api/promocode?cart=${cartParam([{ productId: 1, quantity: 1, productDetailType: 'certification' }])}&coupon=GUESS`,
    headers: { authorization: `Bearer ${await t.jwks.token(email)}` },
    remoteAddress: ip,
  });

test('promo codes: limited per user, whatever the address', async () => {
  assert.equal((await promo('guesser@example.com', '10.0.2.1')).statusCode, 200);
  assert.equal((await promo('guesser@example.com', '10.0.2.2')).statusCode, 200);
  const r = await promo('guesser@example.com', '10.0.2.3');
  assert.equal(r.statusCode, 429);
  assert.match(String(json(r).message), /Too many promo code attempts/);
  assert.equal((await promo('other@example.com', '10.0.2.3')).statusCode, 200);
});

test('promo codes: limited per address, whoever signs in (counted before sign-in)', async () => {
  const ip = '10.0.3.1';
  const codes: number[] = [];
  for (let i = 0; i < 6; i++) codes.push((await promo(`user${i}@example.com`, ip)).statusCode);
  assert.deepEqual(codes, [200, 200, 200, 200, 200, 429]);
  // unauthenticated attempts count too
  const r = await t.inject({ method: 'GET', url: '/api/promocode?cart=[]&coupon=X', remoteAddress: ip });
  assert.equal(r.statusCode, 429);
});
