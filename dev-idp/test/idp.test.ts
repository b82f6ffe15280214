import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify } from 'jose';
import { startIdp, type IdpHandle, type IdpLogger } from '../src/idp.js';
import { Browser, decodeJwt, followToApp, location, login, startAuthorize, tokenRequest, type FlowSettings, type TokenSet } from './browser.js';

const quiet: IdpLogger = { info: () => {}, warn: () => {}, error: (m, e) => console.error(m, e) };
const APP = 'http://localhost:3999';
const AUDIENCE = 'https://api.storefront.local';

describe('dev-idp', () => {
  let idp: IdpHandle;
  let s: FlowSettings;
  let jwks: ReturnType<typeof createRemoteJWKSet>;

  before(async () => {
    idp = await startIdp({ port: 0, appOrigins: [APP], audience: AUDIENCE, showTestUsers: true, logger: quiet });
    s = { issuer: idp.issuer, clientId: 'storefront-spa', audience: AUDIENCE, appOrigin: APP };
    jwks = createRemoteJWKSet(new URL(idp.jwksUrl));
  });
  after(async () => {
    await idp.close();
  });

  const verify = (token: string) => jwtVerify(token, jwks, { issuer: idp.issuer, audience: AUDIENCE, algorithms: ['RS256'] });

  test('port 0 is reflected in the issuer, which ends with a slash', () => {
    assert.match(idp.issuer, /^http:\/\/localhost:\d+\/$/);
    assert.equal(idp.issuer, `http://localhost:${idp.port}/`);
    assert.notEqual(idp.port, 0);
    assert.equal(idp.jwksUrl, `${idp.issuer}.well-known/jwks.json`);
  });

  test('its pages show its own favicon: served here and allowed by their CSP', async () => {
    const icon = await fetch(new URL('favicon.ico', idp.issuer));
    assert.equal(icon.status, 200);
    assert.equal(icon.headers.get('content-type'), 'image/svg+xml');
    const page = await fetch(idp.issuer);
    const csp = page.headers.get('content-security-policy') ?? '';
    const img = csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('img-src ')) ?? '';
    assert.ok(img.split(/\s+/).includes("'self'"), img);
    assert.match(await page.text(), /<link rel="icon" href="\/favicon.svg"/);
  });

  test('discovery names the Auth0-shaped endpoints', async () => {
    const res = await fetch(new URL('.well-known/openid-configuration', idp.issuer));
    assert.equal(res.status, 200);
    const d = (await res.json()) as Record<string, unknown>;
    assert.equal(d.issuer, idp.issuer);
    assert.equal(d.authorization_endpoint, `${idp.issuer}authorize`);
    assert.equal(d.token_endpoint, `${idp.issuer}oauth/token`);
    assert.equal(d.end_session_endpoint, `${idp.issuer}v2/logout`);
    assert.equal(d.revocation_endpoint, `${idp.issuer}oauth/revoke`);
    assert.equal(d.jwks_uri, idp.jwksUrl);
    assert.ok((d.code_challenge_methods_supported as string[]).includes('S256'));
  });

  test('the JWKS publishes one public RS256 signing key and no private part', async () => {
    const res = await fetch(idp.jwksUrl);
    assert.equal(res.status, 200);
    const { keys } = (await res.json()) as { keys: Record<string, unknown>[] };
    assert.equal(keys.length, 1);
    const [k] = keys;
    assert.equal(k!.kty, 'RSA');
    assert.equal(k!.alg, 'RS256');
    assert.equal(k!.use, 'sig');
    assert.equal(typeof k!.kid, 'string');
    for (const priv of ['d', 'p', 'q', 'dp', 'dq', 'qi']) assert.equal(k![priv], undefined, `JWKS leaks ${priv}`);
  });

  test('the sign-in page is labelled, lists the test buyers, and has a sign-up link', async () => {
    const a = await startAuthorize(s);
    assert.match(a.interactionUrl.pathname, /^\/interaction\/[\w-]+$/);
    const res = await a.browser.get(a.interactionUrl);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-security-policy') ?? '', /frame-ancestors 'none'/);
    const page = await res.text();
    assert.match(page, /<label for="email">Email address<\/label>/);
    assert.match(page, /<input id="email" name="email" type="email"/);
    assert.match(page, /<label for="password">Password<\/label>/);
    assert.match(page, /autocomplete="current-password"/);
    assert.match(page, /buyer@example\.com/);
    assert.match(page, /buyer-pass-1/);
    assert.match(page, /pharmacist@example\.com/);
    assert.match(page, /student@example\.com/);
    assert.ok(page.includes(`href="${a.interactionUrl.pathname}/signup"`));
    assert.ok(page.includes(`href="${APP}/"`), 'a way back to the store');
  });

  test('authorization code + PKCE → tokens; the access token verifies against the JWKS with iss, aud, scope and email', async () => {
    const { tokens, nonce, callback } = await login(s, 'buyer@example.com', 'buyer-pass-1');
    assert.equal(callback.pathname, '/callback');
    assert.equal(tokens.token_type, 'Bearer');
    assert.ok(tokens.refresh_token, 'a refresh token is issued');
    assert.ok(tokens.expires_in > 0 && tokens.expires_in <= 3600);

    const { payload, protectedHeader } = await verify(tokens.access_token);
    assert.equal(protectedHeader.alg, 'RS256');
    assert.equal(payload.iss, idp.issuer);
    assert.equal(payload.aud, AUDIENCE);
    assert.deepEqual(String(payload.scope).split(' '), ['read:current_user']);
    assert.equal(payload.email, 'buyer@example.com');
    assert.match(String(payload.sub), /^auth0\|[0-9a-f]{24}$/);
    assert.equal(payload.client_id, 'storefront-spa');

    const id = decodeJwt(tokens.id_token).payload;
    assert.equal(id.iss, idp.issuer);
    assert.equal(id.aud, 'storefront-spa');
    assert.equal(id.nonce, nonce);
    assert.equal(id.sub, payload.sub);
    assert.equal(id.email, 'buyer@example.com');
    assert.equal(id.name, 'Alex Morgan');
    assert.match(String(id.picture), /^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(String(id.picture).split(',')[1]!, 'base64').toString('utf8');
    assert.match(svg, />AM<\/text>/);
  });

  test('the token endpoint answers CORS for the store origin only', async () => {
    const ok = await fetch(new URL('oauth/token', idp.issuer), { method: 'OPTIONS', headers: { origin: APP, 'access-control-request-method': 'POST' } });
    assert.equal(ok.headers.get('access-control-allow-origin'), APP);
    const other = await tokenRequest({ ...s, appOrigin: 'http://evil.example' }, { grant_type: 'refresh_token', refresh_token: 'x' });
    assert.equal(other.headers.get('access-control-allow-origin'), null);
  });

  test('refresh tokens rotate; a used refresh token is refused and revokes the family', async () => {
    const { tokens } = await login(s, 'pharmacist@example.com', 'pharmacist-pass-1');
    const first = tokens.refresh_token!;
    const r1 = await tokenRequest(s, { grant_type: 'refresh_token', refresh_token: first });
    assert.equal(r1.status, 200);
    const t1 = (await r1.json()) as TokenSet;
    assert.ok(t1.refresh_token && t1.refresh_token !== first, 'a new refresh token');
    assert.notEqual(t1.access_token, tokens.access_token);
    const { payload } = await verify(t1.access_token);
    assert.equal(payload.email, 'pharmacist@example.com');
    assert.equal(payload.scope, 'read:current_user');

    const second = t1.refresh_token;
    const r2 = await tokenRequest(s, { grant_type: 'refresh_token', refresh_token: second });
    assert.equal(r2.status, 200);
    const t2 = (await r2.json()) as TokenSet;

    const reuse = await tokenRequest(s, { grant_type: 'refresh_token', refresh_token: first });
    assert.equal(reuse.status, 400);
    assert.equal(((await reuse.json()) as { error: string }).error, 'invalid_grant');
    // reuse detection: the newest token of the family is revoked too
    const latest = await tokenRequest(s, { grant_type: 'refresh_token', refresh_token: t2.refresh_token! });
    assert.equal(latest.status, 400);
  });

  test('a code is single-use and bound to the PKCE verifier', async () => {
    const a = await startAuthorize(s);
    await a.browser.get(a.interactionUrl);
    const posted = await a.browser.postForm(new URL(`${a.interactionUrl.pathname}/login`, idp.issuer), { email: 'student@example.com', password: 'student-pass-1' });
    const cb = await followToApp(a.browser, posted, s);
    const code = cb.searchParams.get('code')!;
    const wrong = await tokenRequest(s, { grant_type: 'authorization_code', code, code_verifier: 'x'.repeat(43), redirect_uri: a.redirectUri });
    assert.equal(wrong.status, 400);
    assert.equal(((await wrong.json()) as { error: string }).error, 'invalid_grant');
    const right = await tokenRequest(s, { grant_type: 'authorization_code', code, code_verifier: a.verifier, redirect_uri: a.redirectUri });
    assert.equal(right.status, 200);
    const again = await tokenRequest(s, { grant_type: 'authorization_code', code, code_verifier: a.verifier, redirect_uri: a.redirectUri });
    assert.equal(again.status, 400, 'a code works once');
  });

  test('a wrong password shows the form again with a message, and no redirect', async () => {
    const a = await startAuthorize(s);
    await a.browser.get(a.interactionUrl);
    const res = await a.browser.postForm(new URL(`${a.interactionUrl.pathname}/login`, idp.issuer), { email: 'buyer@example.com', password: 'not-the-password' });
    assert.equal(res.status, 401);
    assert.equal(res.headers.get('location'), null);
    const page = await res.text();
    assert.match(page, /role="alert"[^>]*>That email and password do not match an account/);
    assert.match(page, /value="buyer@example\.com"/, 'the email is kept');
    assert.match(page, /<form method="post"/);

    const unknown = await a.browser.postForm(new URL(`${a.interactionUrl.pathname}/login`, idp.issuer), { email: 'nobody@example.com', password: 'whatever-1' });
    assert.equal(unknown.status, 401);
    const empty = await a.browser.postForm(new URL(`${a.interactionUrl.pathname}/login`, idp.issuer), { email: '', password: '' });
    assert.equal(empty.status, 400);
    assert.match(await empty.text(), /Enter your email address and your password/);

    // the same interaction still completes with the right password
    const ok = await a.browser.postForm(new URL(`${a.interactionUrl.pathname}/login`, idp.issuer), { email: 'BUYER@example.com ', password: 'buyer-pass-1' });
    assert.equal(ok.status, 303);
  });

  test('sign-up validates each field with a clear message and never answers 500', async () => {
    const a = await startAuthorize(s);
    const signupUrl = new URL(`${a.interactionUrl.pathname}/signup`, idp.issuer);
    const form = await a.browser.get(signupUrl);
    assert.equal(form.status, 200);
    const formHtml = await form.text();
    assert.match(formHtml, /<label for="name">Full name<\/label>/);
    assert.match(formHtml, /autocomplete="new-password"/);

    const cases: [Record<string, string>, RegExp][] = [
      [{ name: 'Dana Lee', email: 'not-an-email', password: 'long-enough-1' }, /Enter a valid email address/],
      [{ name: 'Dana Lee', email: '', password: 'long-enough-1' }, /Enter your email address/],
      [{ name: 'Dana Lee', email: 'dana@example.com', password: 'short' }, /at least 8 characters/],
      [{ name: 'D', email: 'dana@example.com', password: 'long-enough-1' }, /Enter your full name/],
      [{ name: 'Dana Lee', email: 'Buyer@Example.com', password: 'long-enough-1' }, /already exists/],
      [{ email: 'dana@example.com' }, /Enter your full name/],
    ];
    for (const [fields, message] of cases) {
      const res = await a.browser.postForm(signupUrl, fields);
      assert.equal(res.status, 400, JSON.stringify(fields));
      const page = await res.text();
      assert.match(page, message);
      assert.match(page, /aria-invalid="true"/);
    }
    const three = await a.browser.postForm(signupUrl, { name: '', email: 'x', password: '1' });
    assert.match(await three.text(), /Please correct the 3 fields marked below/);

    const notForm = await a.browser.request(signupUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    assert.equal(notForm.status, 415);
    const huge = await a.browser.postForm(signupUrl, { name: 'x'.repeat(20_000), email: 'a@b.co', password: 'long-enough-1' });
    assert.equal(huge.status, 413);
    assert.equal(idp.users.findByEmail('dana@example.com'), undefined, 'nothing was created');
  });

  test('a new account signs in straight away and its tokens carry its profile', async () => {
    const a = await startAuthorize(s);
    const res = await a.browser.postForm(new URL(`${a.interactionUrl.pathname}/signup`, idp.issuer), {
      name: '  Dana   Lee ', email: 'Dana.Lee@Example.com', password: 'long-enough-1',
    });
    assert.equal(res.status, 303);
    const cb = await followToApp(a.browser, res, s);
    const tok = await tokenRequest(s, { grant_type: 'authorization_code', code: cb.searchParams.get('code')!, code_verifier: a.verifier, redirect_uri: a.redirectUri });
    assert.equal(tok.status, 200);
    const tokens = (await tok.json()) as TokenSet;
    const id = decodeJwt(tokens.id_token).payload;
    assert.equal(id.email, 'dana.lee@example.com');
    assert.equal(id.name, 'Dana Lee');
    const { payload } = await verify(tokens.access_token);
    assert.equal(payload.email, 'dana.lee@example.com');
    // and the new password works on a later sign-in
    const again = await login(s, 'dana.lee@example.com', 'long-enough-1');
    assert.equal(decodeJwt(again.tokens.id_token).payload.sub, id.sub);
  });

  test('a signed-in browser gets a code without the form (SSO), and /v2/logout with returnTo ends the session', async () => {
    const a = await startAuthorize(s);
    await a.browser.get(a.interactionUrl);
    const posted = await a.browser.postForm(new URL(`${a.interactionUrl.pathname}/login`, idp.issuer), { email: 'buyer@example.com', password: 'buyer-pass-1' });
    const cb = await followToApp(a.browser, posted, s);
    const tok = (await (await tokenRequest(s, { grant_type: 'authorization_code', code: cb.searchParams.get('code')!, code_verifier: a.verifier, redirect_uri: a.redirectUri })).json()) as TokenSet;

    const second = await startAuthorize(s, a.browser);
    assert.equal(second.interactionUrl.origin, new URL(APP).origin, 'straight back to the store with a code');
    assert.ok(second.interactionUrl.searchParams.get('code'));

    // auth0-spa-js: /v2/logout?client_id=...&returnTo=<origin>
    const logoutUrl = new URL('v2/logout', idp.issuer);
    logoutUrl.search = new URLSearchParams({ client_id: 'storefront-spa', returnTo: APP }).toString();
    const confirm = await a.browser.get(logoutUrl);
    assert.equal(confirm.status, 200);
    const page = await confirm.text();
    // the self-submitting confirmation runs under a CSP that allows exactly its one script
    const script = page.match(/<script>([^<]*)<\/script>/)![1]!;
    const hash = createHash('sha256').update(script).digest('base64');
    assert.match(confirm.headers.get('content-security-policy') ?? '', new RegExp(`script-src 'sha256-${hash.replace(/[+/]/g, '\\$&')}'`));
    const action = page.match(/<form[^>]*action="([^"]+)"/)![1]!;
    const fields = Object.fromEntries([...page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
    assert.equal(fields.logout, 'yes');
    const done = await a.browser.postForm(new URL(action.replace(/&amp;/g, '&'), idp.issuer), fields);
    assert.equal(done.status, 303);
    assert.equal(location(done, idp.issuer).href, new URL(APP).href);

    // the grant is revoked with the session: its refresh token no longer works
    const refresh = await tokenRequest(s, { grant_type: 'refresh_token', refresh_token: tok.refresh_token! });
    assert.equal(refresh.status, 400);
    // and the next authorization asks for the password again
    const third = await startAuthorize(s, a.browser);
    assert.match(third.interactionUrl.pathname, /^\/interaction\//);
  });

  test('an unregistered redirect_uri or audience is refused with a page, not a redirect or a 500', async () => {
    const url = new URL('authorize', idp.issuer);
    url.search = new URLSearchParams({
      client_id: 'storefront-spa', redirect_uri: 'http://evil.example/callback', response_type: 'code', scope: 'openid',
      state: 's', code_challenge: 'x'.repeat(43), code_challenge_method: 'S256',
    }).toString();
    const res = await new Browser().get(url);
    assert.equal(res.status, 400);
    assert.match(await res.text(), /Sign-in problem/);

    const a = await startAuthorize({ ...s, audience: 'https://other.example' }).catch((e: Error) => e);
    if (a instanceof Error) assert.fail(a.message);
    assert.equal(a.interactionUrl.origin, new URL(APP).origin);
    assert.equal(a.interactionUrl.searchParams.get('error'), 'invalid_target');
  });

  test('a stale or foreign interaction page asks to start again', async () => {
    const res = await new Browser().get(new URL('interaction/not-a-real-uid', idp.issuer));
    assert.equal(res.status, 400);
    assert.match(await res.text(), /expired/);
    const a = await startAuthorize(s);
    const wrong = await a.browser.get(new URL('interaction/some-other-uid', idp.issuer));
    assert.equal(wrong.status, 400);
  });

  test('a token signed by someone else or tampered with does not verify', async () => {
    const { tokens } = await login(s, 'student@example.com', 'student-pass-1');
    const [h, p, sig] = tokens.access_token.split('.');
    const claims = JSON.parse(Buffer.from(p!, 'base64url').toString()) as Record<string, unknown>;
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...claims, email: 'buyer@example.com' })).toString('base64url')}.${sig}`;
    await assert.rejects(verify(forged), joseErrors.JWSSignatureVerificationFailed);
  });
});

describe('dev-idp options', () => {
  test('test buyers are listed only when showTestUsers is on, and seeding can be turned off', async () => {
    const idp = await startIdp({ port: 0, appOrigins: [APP], audience: AUDIENCE, seedUsers: false, logger: quiet });
    try {
      const s = { issuer: idp.issuer, clientId: 'storefront-spa', audience: AUDIENCE, appOrigin: APP };
      const a = await startAuthorize(s);
      const page = await (await a.browser.get(a.interactionUrl)).text();
      assert.doesNotMatch(page, /Test buyers/);
      assert.doesNotMatch(page, /buyer-pass-1/);
      assert.equal(idp.users.size, 0);
      const res = await a.browser.postForm(new URL(`${a.interactionUrl.pathname}/login`, idp.issuer), { email: 'buyer@example.com', password: 'buyer-pass-1' });
      assert.equal(res.status, 401);
    } finally {
      await idp.close();
    }
  });

  test('the key file keeps the signing key across restarts, so earlier tokens still verify', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dev-idp-'));
    const keyFile = join(dir, 'nested', 'idp-key.json');
    try {
      const first = await startIdp({ port: 0, appOrigins: [APP], audience: AUDIENCE, keyFile, logger: quiet });
      const port = first.port;
      const s = { issuer: first.issuer, clientId: 'storefront-spa', audience: AUDIENCE, appOrigin: APP };
      const { tokens } = await login(s, 'buyer@example.com', 'buyer-pass-1');
      const kid1 = ((await (await fetch(first.jwksUrl)).json()) as { keys: { kid: string }[] }).keys[0]!.kid;
      await first.close();
      assert.equal(statSync(keyFile).mode & 0o777, 0o600);

      const second = await startIdp({ port, appOrigins: [APP], audience: AUDIENCE, keyFile, logger: quiet });
      try {
        const kid2 = ((await (await fetch(second.jwksUrl)).json()) as { keys: { kid: string }[] }).keys[0]!.kid;
        assert.equal(kid2, kid1);
        const { payload } = await jwtVerify(tokens.access_token, createRemoteJWKSet(new URL(second.jwksUrl)), { issuer: second.issuer, audience: AUDIENCE });
        assert.equal(payload.email, 'buyer@example.com');
      } finally {
        await second.close();
      }

      const other = await startIdp({ port: 0, appOrigins: [APP], audience: AUDIENCE, seedUsers: false, logger: quiet });
      try {
        await assert.rejects(jwtVerify(tokens.access_token, createRemoteJWKSet(new URL(other.jwksUrl))));
      } finally {
        await other.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('a short access-token lifetime yields tokens that expire', async () => {
    const idp = await startIdp({ port: 0, appOrigins: [APP], audience: AUDIENCE, accessTokenTtl: 1, logger: quiet });
    try {
      const s = { issuer: idp.issuer, clientId: 'storefront-spa', audience: AUDIENCE, appOrigin: APP };
      const { tokens } = await login(s, 'buyer@example.com', 'buyer-pass-1');
      const { payload } = decodeJwt(tokens.access_token);
      assert.equal(Number(payload.exp) - Number(payload.iat), 1);
      await new Promise((r) => setTimeout(r, 2100));
      await assert.rejects(jwtVerify(tokens.access_token, createRemoteJWKSet(new URL(idp.jwksUrl)), { issuer: idp.issuer, audience: AUDIENCE }), joseErrors.JWTExpired);
    } finally {
      await idp.close();
    }
  });

  test('appOrigins must not be empty', async () => {
    await assert.rejects(startIdp({ port: 0, appOrigins: [], audience: AUDIENCE, logger: quiet }), /appOrigins/);
  });
});
