// Token checks (api/src/auth.ts) without the API: a local JWKS, tokens signed here, the verifier and
// the preHandler called directly. Every refusal is checked with its status, message and header.
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import type { FastifyRequest, FastifyReply } from 'fastify';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { createVerifier, DEFAULT_EMAIL_CLAIMS, requireUser, userOf, type AuthUser } from '../src/auth.js';
import { HttpError } from '../src/errors.js';

const ISSUER = 'http://idp.test/';
const AUDIENCE = 'https://api.storefront.local';
let server: Server;
let jwksUrl = '';
let key: CryptoKey;
let otherKey: CryptoKey;
const errors: string[] = [];
const logged: object[] = [];
const log = { error: (o: object, m: string) => { errors.push(m); logged.push(o); } };

before(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  key = pair.privateKey;
  ({ privateKey: otherKey } = await generateKeyPair('RS256'));
  server = createServer((req, res) => {
    if (req.url === '/jwks') res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
    else res.writeHead(500).end('broken');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  jwksUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/jwks`;
});
after(async () => { await new Promise((r) => server.close(r)); });

/** Claims with each email claim proven (`<claim>_verified: true`) unless the test says otherwise. */
const proven = (claims: JWTPayload): JWTPayload => {
  const out = { ...claims };
  for (const k of Object.keys(claims)) if (/(^|\/)e?mail$/.test(k) && !(`${k}_verified` in claims)) out[`${k}_verified`] = true;
  return out;
};
const sign = (claims: JWTPayload, o: { exp?: number | string | null; iss?: string; aud?: string; sub?: string | null; signWith?: CryptoKey; kid?: string; asIs?: boolean } = {}) => {
  let jwt = new SignJWT(o.asIs ? claims : proven(claims)).setProtectedHeader({ alg: 'RS256', kid: o.kid ?? 'k1' }).setIssuer(o.iss ?? ISSUER).setAudience(o.aud ?? AUDIENCE).setIssuedAt();
  if (o.sub !== null) jwt = jwt.setSubject(o.sub ?? 'user|1');
  if (o.exp !== null) jwt = jwt.setExpirationTime(o.exp ?? '10m');
  return jwt.sign(o.signWith ?? key);
};
const verifier = (over: Partial<Parameters<typeof createVerifier>[0]> = {}) => createVerifier({ jwksUrl, issuer: ISSUER, audience: AUDIENCE, ...over }, log);

async function refusal(p: Promise<unknown>): Promise<{ status: number; message: string; header?: string; code?: string }> {
  try {
    await p;
  } catch (e) {
    assert.ok(e instanceof HttpError, String(e));
    return { status: e.statusCode, message: e.message, ...(e.headers ? { header: e.headers['WWW-Authenticate'] } : {}), ...(e.code ? { code: e.code } : {}) };
  }
  assert.fail('expected a refusal');
}
const INVALID = { status: 401, message: 'The access token is not valid: please sign in again.', header: 'Bearer error="invalid_token"' };

test('a valid token gives the subject, the email (trimmed, lower-cased) and the claims', async () => {
  const user = await verifier()(await sign({ email: '  Ada@Example.COM ', scope: 'read' }));
  assert.equal(user.sub, 'user|1');
  assert.equal(user.email, 'ada@example.com');
  assert.equal(user.claims.scope, 'read');
  assert.deepEqual(DEFAULT_EMAIL_CLAIMS, ['email', 'https://api.storefront.local/email']);
});

test('email claims: the namespaced one by default, the first that holds an address wins, configurable', async () => {
  assert.equal((await verifier()(await sign({ 'https://api.storefront.local/email': 'ns@example.com' }))).email, 'ns@example.com');
  assert.equal((await verifier()(await sign({ email: 'not-an-address', 'https://api.storefront.local/email': 'ns@example.com' }))).email, 'ns@example.com');
  assert.equal((await verifier()(await sign({ email: 'first@example.com', 'https://api.storefront.local/email': 'second@example.com' }))).email, 'first@example.com');
  assert.equal((await verifier({ emailClaims: ['mail'] })(await sign({ mail: 'm@example.com', email: 'e@example.com' }))).email, 'm@example.com');
  assert.equal((await verifier({ emailClaims: [] })(await sign({ email: 'e@example.com' }))).email, 'e@example.com', 'an empty list means the defaults');
  assert.deepEqual(await refusal(verifier()(await sign({ email: 42 }))), { status: 403, message: 'The access token carries no email address for this account.' });
  assert.deepEqual(await refusal(verifier()(await sign({}))), { status: 403, message: 'The access token carries no email address for this account.' });
});

test('an email is the identity only when the token says it is proven, by the claim beside the one read', async () => {
  // a 403 with its code, not a 401: the token is good (no WWW-Authenticate), the address is not confirmed yet
  const NOT_VERIFIED = { status: 403, message: 'Confirm your email address first: open the link we sent to it, then try again.', code: 'email_unverified' };
  const NS = 'https://api.storefront.local/email';
  assert.equal((await verifier()(await sign({ email: 'a@example.com', email_verified: true }, { asIs: true }))).email, 'a@example.com');
  assert.equal((await verifier()(await sign({ [NS]: 'ns@example.com', [`${NS}_verified`]: true }, { asIs: true }))).email, 'ns@example.com');
  for (const claims of [
    { email: 'a@example.com' },
    { email: 'a@example.com', email_verified: false },
    { email: 'a@example.com', email_verified: 'true' },
    { email: 'a@example.com', email_verified: 1 },
    { [NS]: 'ns@example.com', email_verified: true }, // the proof is about another claim
    { [NS]: 'ns@example.com', [`${NS}_verified`]: false },
  ]) {
    assert.deepEqual(await refusal(verifier()(await sign(claims, { asIs: true }))), NOT_VERIFIED, JSON.stringify(claims));
  }
  assert.equal((await verifier({ emailClaims: ['mail'] })(await sign({ mail: 'm@example.com', mail_verified: true }, { asIs: true }))).email, 'm@example.com');
  assert.deepEqual(await refusal(verifier({ emailClaims: ['mail'] })(await sign({ mail: 'm@example.com', email_verified: true }, { asIs: true }))), NOT_VERIFIED);
});

test('expired: 401 "session has expired", with a few seconds of clock tolerance', async () => {
  const now = Math.floor(Date.now() / 1000);
  assert.deepEqual(await refusal(verifier()(await sign({ email: 'a@example.com' }, { exp: now - 60 }))), {
    status: 401, message: 'Your session has expired: please sign in again.', header: 'Bearer error="invalid_token"',
  });
  assert.equal((await verifier()(await sign({ email: 'a@example.com' }, { exp: now - 2 }))).email, 'a@example.com', 'within the default 5 s');
  assert.equal((await refusal(verifier({ clockToleranceSec: 0 })(await sign({ email: 'a@example.com' }, { exp: now - 2 })))).status, 401);
  assert.equal((await verifier({ clockToleranceSec: 120 })(await sign({ email: 'a@example.com' }, { exp: now - 60 }))).email, 'a@example.com');
});

test('wrong issuer, audience, key, algorithm or shape, and a token without exp or sub: 401 not valid', async () => {
  const v = verifier();
  assert.deepEqual(await refusal(v(await sign({ email: 'a@example.com' }, { iss: 'http://evil.test/' }))), INVALID);
  assert.deepEqual(await refusal(v(await sign({ email: 'a@example.com' }, { aud: 'https://other.api' }))), INVALID);
  assert.deepEqual(await refusal(v(await sign({ email: 'a@example.com' }, { signWith: otherKey }))), INVALID);
  assert.deepEqual(await refusal(v(await sign({ email: 'a@example.com' }, { kid: 'unknown' }))), INVALID);
  assert.deepEqual(await refusal(v(await sign({ email: 'a@example.com' }, { exp: null }))), INVALID);
  assert.deepEqual(await refusal(v(await sign({ email: 'a@example.com' }, { sub: null }))), INVALID);
  const hs = await new SignJWT({ email: 'a@example.com' }).setProtectedHeader({ alg: 'HS256', kid: 'k1' }).setIssuer(ISSUER).setAudience(AUDIENCE).setSubject('u').setExpirationTime('10m').sign(new TextEncoder().encode('x'.repeat(32)));
  assert.deepEqual(await refusal(v(hs)), INVALID);
  assert.deepEqual(await refusal(v('not.a.token')), INVALID);
  assert.deepEqual(await refusal(v('garbage')), INVALID);
});

test('a JWKS that cannot be fetched: 503, logged, no reason shown', async () => {
  errors.length = 0;
  logged.length = 0;
  const broken = jwksUrl.replace('/jwks', '/broken');
  const v = createVerifier({ jwksUrl: broken, issuer: ISSUER, audience: AUDIENCE }, log);
  assert.deepEqual(await refusal(v(await sign({ email: 'a@example.com' }))), { status: 503, message: 'Sign-in cannot be checked right now. Please try again in a moment.' });
  assert.deepEqual(errors, ['token verification failed upstream']);
  // the log names the JWKS address and keeps the error (for the operator, not the caller)
  const entry = logged[0] as { err?: unknown; jwksUrl?: string };
  assert.equal(entry.jwksUrl, broken);
  assert.ok(entry.err instanceof Error, 'the error is logged');
});

test('requireUser: the Authorization header must be "Bearer <token>"; the user is set on the request', async () => {
  const user: AuthUser = { sub: 's', email: 'a@example.com', claims: {} };
  const seen: string[] = [];
  const guard = requireUser(async (t) => { seen.push(t); return user; });
  const req = (authorization?: string) => ({ headers: authorization === undefined ? {} : { authorization } }) as unknown as FastifyRequest;
  const reply = {} as FastifyReply;
  assert.deepEqual(await refusal(guard(req(), reply)), { status: 401, message: 'Sign in to continue: this call needs a bearer token.', header: 'Bearer error="invalid_request"' });
  assert.deepEqual(await refusal(guard(req(''), reply)), { status: 401, message: 'Sign in to continue: this call needs a bearer token.', header: 'Bearer error="invalid_request"' });
  for (const bad of ['Basic abc', 'Bearer', 'Bearer a b', 'Bearer a,b', 'xBearer abc', 'Bearer abc x']) {
    assert.deepEqual(await refusal(guard(req(bad), reply)), { status: 401, message: 'The Authorization header must be "Bearer <token>".', header: 'Bearer error="invalid_request"' }, bad);
  }
  assert.deepEqual(seen, []);
  const ok = req('  bearer   a.b-c_d~e+f/g==  ');
  await guard(ok, reply);
  assert.deepEqual(seen, ['a.b-c_d~e+f/g==']);
  assert.equal(ok.user, user);
  assert.equal(userOf(ok), user);
  assert.deepEqual(await refusal((async () => userOf(req()))()), { status: 401, message: 'Sign in to continue.' });
});
