// Bearer tokens: RS256 only, the configured issuer and audience, unexpired, signed by a key of the
// provider's JWKS; the email comes from the token (plain or namespaced claim).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { base64url, generateKeyPair, SignJWT } from 'jose';
import { buildApi } from '../src/app.js';
import { fixtureSeed } from './fixtures/catalog.js';
import { AUDIENCE, ISSUER, json, startApi, testDb, type TestApi } from './helpers.js';

let t: TestApi;
before(async () => {
  t = await startApi({ seed: fixtureSeed });
});
after(async () => {
  await t?.close();
});

const history = (token: string | null, query = '') =>
  t.inject({ method: 'GET', url: `/api/order-history${query}`, headers: token === null ? {} : { authorization: `Bearer ${token}` } });

describe('bearer token verification', () => {
  test('a valid token is accepted', async () => {
    const r = await history(await t.jwks.token('ada@example.com'));
    assert.equal(r.statusCode, 200);
    assert.deepEqual(json(r), []);
  });
  test('the Auth0-style namespaced email claim is accepted', async () => {
    const token = await t.jwks.token(null, { 'https://api.storefront.local/email': 'Ada@Example.com', 'https://api.storefront.local/email_verified': true });
    const r = await history(token, '?email=ada@example.com');
    assert.equal(r.statusCode, 200);
  });
  test('a token without an email is a 403', async () => {
    const r = await history(await t.jwks.token(null));
    assert.equal(r.statusCode, 403);
    assert.match(String(json(r).message), /no email/);
  });

  test('a valid token whose email is not confirmed yet is a 403 with the code email_unverified, told apart from a token to throw away (401)', async () => {
    const r = await history(await t.jwks.token('new.buyer@example.com', { email_verified: false }), '?email=new.buyer@example.com');
    assert.equal(r.statusCode, 403);
    assert.deepEqual(json(r), {
      error: 'Forbidden', statusCode: 403, code: 'email_unverified',
      message: 'Confirm your email address first: open the link we sent to it, then try again.',
    });
    assert.equal(r.headers['www-authenticate'], undefined, 'the token itself is good: nothing to sign in again for');
    const expired = await history(await t.jwks.token('new.buyer@example.com', { email_verified: false }, { expiresIn: Math.floor(Date.now() / 1000) - 60 }));
    assert.equal(expired.statusCode, 401, 'an expired token is a 401 whatever its email says');
    assert.equal(json(expired).code, undefined);
  });

  const refused: [string, () => Promise<string | null>, RegExp][] = [
    ['no Authorization header', async () => null, /bearer token/],
    ['a wrong audience', () => t.jwks.token('ada@example.com', {}, { audience: 'https://other.api' }), /not valid/],
    ['a wrong issuer', () => t.jwks.token('ada@example.com', {}, { issuer: 'http://evil.test/' }), /not valid/],
    ['an expired token', () => t.jwks.token('ada@example.com', {}, { expiresIn: Math.floor(Date.now() / 1000) - 120 }), /expired/],
    ['alg none', async () => {
      const enc = (o: object) => base64url.encode(JSON.stringify(o));
      const now = Math.floor(Date.now() / 1000);
      return `${enc({ alg: 'none', typ: 'JWT' })}.${enc({ sub: 'x', email: 'ada@example.com', iss: ISSUER, aud: AUDIENCE, iat: now, exp: now + 600 })}.`;
    }, /not valid/],
    ['a tampered payload', async () => {
      const good = await t.jwks.token('ada@example.com');
      const [h, p, s] = good.split('.');
      const claims = JSON.parse(new TextDecoder().decode(base64url.decode(p!))) as Record<string, unknown>;
      claims.email = 'admin@example.com';
      return `${h}.${base64url.encode(JSON.stringify(claims))}.${s}`;
    }, /not valid/],
    ['a key the JWKS does not hold', async () => {
      const { privateKey } = await generateKeyPair('RS256');
      return t.jwks.token('ada@example.com', {}, { key: privateKey });
    }, /not valid/],
    ['an unknown kid', () => t.jwks.token('ada@example.com', {}, { kid: 'nope' }), /not valid/],
    ['HS256 signed with the public modulus as secret', async () => {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ email: 'ada@example.com' }).setProtectedHeader({ alg: 'HS256' }).setSubject('x').setIssuer(ISSUER)
        .setAudience(AUDIENCE).setIssuedAt(now).setExpirationTime(now + 600).sign(new TextEncoder().encode('a-shared-secret-of-32-bytes-long!'));
    }, /not valid/],
    ['garbage', async () => 'not.a.jwt', /not valid/],
  ];
  for (const [name, make, pattern] of refused) {
    test(`${name} is a 401`, async () => {
      const r = await history(await make());
      assert.equal(r.statusCode, 401, r.body);
      assert.match(String(json(r).message), pattern);
      assert.match(String(r.headers['www-authenticate']), /^Bearer error=/);
    });
  }
  test('a non-Bearer scheme is a 401', async () => {
    const r = await t.inject({ method: 'GET', url: '/api/order-history', headers: { authorization: 'Basic YWRhOnB3' } });
    assert.equal(r.statusCode, 401);
  });
});

describe('when the JWKS cannot be reached', () => {
  test('a signed-in call is a 503 with a calm message, and the failure is logged', async () => {
    const lines: string[] = [];
    const logger = { level: 'error', stream: { write: (s: string) => lines.push(s) } };
    const d = await testDb();
    const app = await buildApi({ db: d.db, auth: { jwksUrl: 'http://127.0.0.1:9/jwks', issuer: ISSUER, audience: AUDIENCE }, logger });
    try {
      const r = await app.inject({ method: 'GET', url: '/api/order-history', headers: { authorization: `Bearer ${await t.jwks.token('ada@example.com')}` } });
      assert.equal(r.statusCode, 503);
      assert.doesNotMatch(r.body, /127\.0\.0\.1|ECONNREFUSED|fetch/);
      assert.ok(lines.some((l) => l.includes('token verification failed upstream')));
    } finally {
      await app.close();
      await d.drop();
    }
  });
});
