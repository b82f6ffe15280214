// Property test: whatever a client sends to the public endpoints, the answer is never a 5xx, and a
// refused write stores nothing.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import fc from 'fast-check';
import { fixtureSeed } from './fixtures/catalog.js';
import { count, startApi, type TestApi } from './helpers.js';

let t: TestApi;
let token: string;
before(async () => {
  t = await startApi({ seed: fixtureSeed, overrides: { rateLimits: { trackingPerIp: 10_000, leadsPerIp: 10_000, promoPerIp: 10_000, promoPerUser: 10_000 } } });
  token = await t.jwks.token('fuzz@example.com');
});
after(async () => {
  await t?.close();
});

const line = fc.record({
  productId: fc.oneof(fc.integer({ min: -3, max: 12 }), fc.double(), fc.string(), fc.constant(null)),
  quantity: fc.oneof(fc.integer({ min: -2, max: 60 }), fc.constant(10_000), fc.double(), fc.string()),
  productDetailType: fc.oneof(fc.string(), fc.integer()),
}, { requiredKeys: [] });
const cartText = fc.oneof(fc.json(), fc.string(), fc.array(line, { maxLength: 5 }).map((l) => JSON.stringify(l)));
const runs = { numRuns: 150 };

test('GET /cart and /promocode never answer 5xx', async () => {
  await fc.assert(fc.asyncProperty(cartText, fc.string({ maxLength: 80 }), async (cart, coupon) => {
    const q = `cart=${encodeURIComponent(cart)}&coupon=${encodeURIComponent(coupon)}`;
    const c = await t.inject({ method: 'GET', url: `/api/cart?${q}` });
    assert.ok([200, 400].includes(c.statusCode), `${c.statusCode} ${c.body}`);
    const p = await t.inject({ method: 'GET', url: `/api/promocode?${q}`, headers: { authorization: `Bearer ${token}` } });
    assert.ok([200, 400].includes(p.statusCode), `${p.statusCode} ${p.body}`);
  }), runs);
});

test('POST /productaddtocart and /leads: 201 or 4xx, and a 4xx writes nothing', async () => {
  const body = fc.oneof(
    fc.anything(),
    fc.record({
      products: fc.oneof(fc.array(line, { maxLength: 4 }), fc.anything()),
      email: fc.oneof(fc.emailAddress(), fc.string(), fc.constant('')),
      fullName: fc.oneof(fc.string(), fc.integer()),
      params: fc.oneof(fc.dictionary(fc.constantFrom('utm_source', 'utm_medium', 'utm_campaign', 'x'), fc.oneof(fc.string(), fc.integer())), fc.anything()),
    }, { requiredKeys: [] }),
  );
  const lead = fc.record({
    form: fc.oneof(fc.constantFrom('contact-us', 'ebook'), fc.string()),
    fields: fc.oneof(fc.dictionary(fc.string({ maxLength: 10 }), fc.oneof(fc.string(), fc.emailAddress(), fc.integer())), fc.anything()),
  }, { requiredKeys: [] });
  await fc.assert(fc.asyncProperty(body, lead, async (b, l) => {
    const events = await count(t.db, 'cart_events');
    const r = await t.inject({ method: 'POST', url: '/api/productaddtocart', payload: JSON.stringify(b) ?? 'null', headers: { 'content-type': 'application/json' } });
    assert.ok(r.statusCode === 201 || (r.statusCode >= 400 && r.statusCode < 500), `${r.statusCode} ${r.body}`);
    if (r.statusCode !== 201) assert.equal(await count(t.db, 'cart_events'), events);
    const leads = await count(t.db, 'lead_submissions');
    const s = await t.inject({ method: 'POST', url: '/api/leads', payload: JSON.stringify(l), headers: { 'content-type': 'application/json' } });
    assert.ok(s.statusCode === 201 || (s.statusCode >= 400 && s.statusCode < 500), `${s.statusCode} ${s.body}`);
    if (s.statusCode !== 201) assert.equal(await count(t.db, 'lead_submissions'), leads);
  }), runs);
});
