// Verified tokens kept by the verifier (api/src/auth.ts VerifiedTokens): a signed-in buyer's calls
// skip the RS256 check after the first, but only for a token that passed every check, only until it
// expires (with the same clock tolerance), for a few minutes at most, and never more than the bound.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { SignJWT, type JWTPayload } from 'jose';
import { createVerifier, VERIFIED_TOKEN_TTL_MS, VerifiedTokens, type AuthUser } from '../src/auth.js';
import { HttpError } from '../src/errors.js';
import { AUDIENCE, ISSUER, startJwks, type Jwks } from './helpers.js';

let jwks: Jwks;
before(async () => { jwks = await startJwks(); });
after(async () => { await jwks.close(); });

const log = { error: () => undefined };
const user = (exp: number): AuthUser => ({ sub: 's', email: 'a@example.com', claims: { sub: 's', exp } });

test('kept until the token expires (plus the tolerance), for the TTL at most; the oldest go first', () => {
  const now = 1_000_000_000_000;
  const kept = new VerifiedTokens(2, 5_000);
  kept.set('a', user(now / 1000 + 60), now);
  assert.equal(kept.get('a', now + 64_000)?.email, 'a@example.com', 'within exp + tolerance');
  assert.equal(kept.get('a', now + 65_000), null, 'not after exp + tolerance');
  kept.set('b', user(now / 1000 + 3600), now);
  assert.ok(kept.get('b', now + VERIFIED_TOKEN_TTL_MS - 1));
  assert.equal(kept.get('b', now + VERIFIED_TOKEN_TTL_MS), null, 'checked again after the TTL');
  for (const k of ['c', 'd', 'e']) kept.set(k, user(now / 1000 + 3600), now);
  assert.equal(kept.size, 2);
  assert.equal(kept.get('c', now), null, 'the oldest went first');
  assert.ok(kept.get('e', now));
  const none = new VerifiedTokens(0, 0);
  none.set('a', user(now / 1000 + 60), now);
  assert.equal(none.get('a', now), null, 'a bound of 0 keeps nothing');
});

test('the verifier: the same token again gives the same user; a token past its expiry is refused although it was kept', async () => {
  let now = Date.now();
  const verify = createVerifier({ jwksUrl: jwks.url, issuer: ISSUER, audience: AUDIENCE, clockToleranceSec: 0, clock: () => now }, log);
  const token = await jwks.token('buyer@example.com', {}, { expiresIn: Math.floor(Date.now() / 1000) + 2 });
  const first = await verify(token);
  assert.equal(await verify(token), first, 'kept: the same user object');
  assert.throws(() => { (first as { email: string }).email = 'other@example.com'; }, TypeError, 'what is kept cannot be changed by a caller');
  now += 2_100; // past the token's expiry
  await assert.rejects(verify(token), (e: unknown) => e instanceof HttpError && e.statusCode === 401 && /expired/.test(e.message));
});

test('a refused token is never kept: refused again, with its own reason', async () => {
  const verify = createVerifier({ jwksUrl: jwks.url, issuer: ISSUER, audience: AUDIENCE }, log);
  const unproven = await jwks.token('new@example.com', { email_verified: false });
  for (let i = 0; i < 2; i++) await assert.rejects(verify(unproven), (e: unknown) => e instanceof HttpError && e.statusCode === 403 && e.code === 'email_unverified' && /Confirm your email/.test(e.message));
  const claims: JWTPayload = { email: 'a@example.com', email_verified: true };
  const otherIssuer = await new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: jwks.kid }).setIssuer('http://evil.test/').setAudience(AUDIENCE)
    .setSubject('u').setExpirationTime('10m').sign(jwks.privateKey);
  for (let i = 0; i < 2; i++) await assert.rejects(verify(otherIssuer), (e: unknown) => e instanceof HttpError && e.statusCode === 401);
});
