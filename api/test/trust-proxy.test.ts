// TRUST_PROXY: behind a load balancer every buyer arrives from the balancer's address; with
// TRUST_PROXY the client's address comes from X-Forwarded-For, so per-address limits are per buyer.
// Forwarded addresses sent by anyone not trusted are ignored (one buyer cannot pose as many).
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { parseTrustProxy } from '../src/trust-proxy.js';
import { fixtureSeed } from './fixtures/catalog.js';
import { startApi, type TestApi } from './helpers.js';

const payload = { products: [{ productId: 1 }], email: '', fullName: '', params: {} };
const limits = { trackingPerIp: 2, leadsPerIp: 50, promoPerIp: 50, promoPerUser: 50, windowMs: 60_000 };

async function statuses(t: TestApi, from: string, forwarded: string[]): Promise<number[]> {
  const out: number[] = [];
  for (const xff of forwarded) {
    const r = await t.inject({ method: 'POST', url: '/api/productaddtocart', payload, remoteAddress: from, headers: { 'x-forwarded-for': xff } });
    out.push(r.statusCode);
  }
  return out;
}

describe('no TRUST_PROXY (default)', () => {
  let t: TestApi;
  after(async () => t?.close());
  test('X-Forwarded-For is ignored: the connection address is counted', async () => {
    t = await startApi({ seed: fixtureSeed, overrides: { rateLimits: limits } });
    assert.deepEqual(await statuses(t, '192.0.2.10', ['198.51.100.1', '198.51.100.2', '198.51.100.3']), [201, 201, 429]);
  });
});

describe('TRUST_PROXY=10.0.0.0/8 (the balancer\'s addresses)', () => {
  let t: TestApi;
  after(async () => t?.close());
  test('requests through the balancer are counted per forwarded client; others\' forwarded addresses are ignored', async () => {
    t = await startApi({ seed: fixtureSeed, overrides: { rateLimits: limits, trustProxy: parseTrustProxy('10.0.0.0/8') } });
    // three buyers behind the balancer: each has its own counter
    assert.deepEqual(await statuses(t, '10.1.2.3', ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.1']), [201, 201, 201, 201]);
    assert.deepEqual(await statuses(t, '10.1.2.3', ['198.51.100.1']), [429]);
    // a client outside the trusted range sending X-Forwarded-For: its own address is counted
    assert.deepEqual(await statuses(t, '203.0.113.5', ['198.51.100.7', '198.51.100.8', '198.51.100.9']), [201, 201, 429]);
  });
});

describe('TRUST_PROXY=1 (one hop)', () => {
  let t: TestApi;
  after(async () => t?.close());
  test('the address the balancer appended is the client\'s; what the client put before it is not believed', async () => {
    t = await startApi({ seed: fixtureSeed, overrides: { rateLimits: limits, trustProxy: parseTrustProxy('1') } });
    assert.deepEqual(await statuses(t, '10.9.9.9', ['1.1.1.1, 198.51.100.20', '2.2.2.2, 198.51.100.20', '3.3.3.3, 198.51.100.20']), [201, 201, 429]);
    assert.deepEqual(await statuses(t, '10.9.9.9', ['198.51.100.21']), [201]);
  });
});

test('parseTrustProxy: hop counts, address lists, and what it refuses', () => {
  assert.equal(parseTrustProxy(undefined), false);
  assert.equal(parseTrustProxy(''), false);
  assert.equal(parseTrustProxy('0'), false);
  assert.equal(parseTrustProxy('2'), 2);
  assert.deepEqual(parseTrustProxy('10.0.0.0/8, 192.0.2.7,::1,fd00::/8,loopback'), ['10.0.0.0/8', '192.0.2.7', '::1', 'fd00::/8', 'loopback']);
  for (const bad of ['true', '*', '10.0.0.0/33', 'lb.example.org', '1.2.3', '-1', '10.0.0.0/8/1', '99']) {
    assert.throws(() => parseTrustProxy(bad), /hop count|IP address/, bad);
  }
});
