// CORS: only the configured origins (CORS_ORIGINS) get Access-Control-Allow-Origin; the
// store's own pages need none; preflights are answered for the methods and headers the API uses.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { parseCorsOrigins } from '../src/config.js';
import { fixtureSeed } from './fixtures/catalog.js';
import { startApi, type TestApi } from './helpers.js';

const ALLOWED = 'https://partner.example.org';
let t: TestApi;
before(async () => {
  t = await startApi({ seed: fixtureSeed, overrides: { corsOrigins: parseCorsOrigins(` ${ALLOWED}/ , https://other-allowed.example:8443`) } });
});
after(async () => {
  await t?.close();
});

const preflight = (origin: string, method: string, url = '/api/seats/1') =>
  t.inject({ method: 'OPTIONS', url, headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'authorization,content-type' } });

describe('CORS allowlist', () => {
  test('an allowed origin gets its origin echoed, no credentials, and Vary: Origin (also on the cached catalog)', async () => {
    for (const url of ['/api/products', '/api/health', '/api/order-history']) {
      const r = await t.inject({ method: 'GET', url, headers: { origin: ALLOWED } });
      assert.equal(r.headers['access-control-allow-origin'], ALLOWED, url);
      assert.equal(r.headers['access-control-allow-credentials'], undefined);
      assert.match(String(r.headers.vary), /Origin/, url);
      assert.match(String(r.headers['access-control-expose-headers']), /X-Request-Id/);
    }
    const catalog = await t.inject({ method: 'GET', url: '/api/products', headers: { origin: ALLOWED } });
    assert.match(String(catalog.headers.vary), /accept-encoding/);
  });

  test('any other origin gets no Access-Control-Allow-Origin, on answers and on preflights', async () => {
    for (const origin of ['https://evil.example', 'null', 'https://partner.example.org.evil.example', 'http://partner.example.org', 'https://PARTNER.example.org.']) {
      const r = await t.inject({ method: 'GET', url: '/api/products', headers: { origin } });
      assert.equal(r.headers['access-control-allow-origin'], undefined, origin);
      const p = await preflight(origin, 'PUT');
      assert.equal(p.headers['access-control-allow-origin'], undefined, origin);
    }
  });

  test('a same-origin request (no Origin header) needs and gets no CORS header', async () => {
    const r = await t.inject({ method: 'GET', url: '/api/products' });
    assert.equal(r.statusCode, 200);
    assert.equal(r.headers['access-control-allow-origin'], undefined);
  });

  test('preflights from an allowed origin allow the methods (PUT for seats) and headers the API uses', async () => {
    for (const [method, url] of [['PUT', '/api/seats/1'], ['POST', '/api/stripe-checkout'], ['GET', '/api/order-history']] as const) {
      const p = await preflight(ALLOWED, method, url);
      assert.equal(p.statusCode, 204, `${method} ${url}`);
      assert.equal(p.headers['access-control-allow-origin'], ALLOWED);
      assert.match(String(p.headers['access-control-allow-methods']), new RegExp(`\\b${method}\\b`));
      assert.match(String(p.headers['access-control-allow-headers']), /Authorization/);
      assert.match(String(p.headers['access-control-allow-headers']), /Content-Type/);
      assert.equal(p.headers['access-control-max-age'], '600');
    }
    assert.equal((await preflight('https://other-allowed.example:8443', 'POST', '/api/leads')).headers['access-control-allow-origin'], 'https://other-allowed.example:8443');
  });

  test('without CORS_ORIGINS no origin is allowed', async () => {
    const plain = await startApi({ seed: fixtureSeed });
    try {
      const r = await plain.inject({ method: 'GET', url: '/api/products', headers: { origin: ALLOWED } });
      assert.equal(r.statusCode, 200);
      assert.equal(r.headers['access-control-allow-origin'], undefined);
      assert.ok((await plain.inject({ method: 'OPTIONS', url: '/api/products', headers: { origin: ALLOWED, 'access-control-request-method': 'GET' } })).statusCode >= 400);
    } finally {
      await plain.close();
    }
  });
});

describe('parseCorsOrigins (CORS_ORIGINS)', () => {
  test('keeps exact origins, drops a trailing slash, repeats and empty entries', () => {
    assert.deepEqual(parseCorsOrigins(undefined), []);
    assert.deepEqual(parseCorsOrigins(''), []);
    assert.deepEqual(parseCorsOrigins('https://a.example/, https://a.example,,http://localhost:3000'), ['https://a.example', 'http://localhost:3000']);
  });
  test('refuses a wildcard, null, a path, a query and a non-http scheme', () => {
    for (const bad of ['*', 'null', 'https://a.example/shop', 'https://a.example?x=1', 'ftp://a.example', 'a.example', 'https://user@a.example']) {
      assert.throws(() => parseCorsOrigins(bad), /CORS_ORIGINS/, bad);
    }
  });
});
