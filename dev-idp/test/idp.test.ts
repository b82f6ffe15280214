import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer as createTcpServer, type AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify } from 'jose';
import { startIdp, type IdpHandle, type IdpLogger } from '../src/idp.js';
import type { SentMail } from '../src/mail.js';
import {
  ACCOUNT_CEILING, ACCOUNT_SLOW_MS, ACCOUNT_WINDOW_MS, clientAddressOf, clientKey, describeWait, PAIR_BASE_WAIT_MS, PAIR_FORGET_MS,
  PAIR_FREE_FAILURES, PAIR_MAX_WAIT_MS, SIGN_UP_WINDOW_MS, SIGN_UPS_PER_CLIENT, SignInThrottle, SignUpLimit,
} from '../src/throttle.js';
import { CONFIRM_TTL_MS, SEED_USERS, UserStore } from '../src/users.js';
import { Browser, decodeJwt, followToApp, location, login, raw, startAuthorize, tokenRequest, type AuthorizeResult, type FlowSettings, type TokenSet } from './browser.js';

const quiet: IdpLogger = { info: () => {}, warn: () => {}, error: (m, e) => console.error(m, e) };
const APP = 'http://localhost:3999';
const AUDIENCE = 'https://api.storefront.local';

/** The confirmation link in an email. */
function confirmLinkIn(mail: SentMail | undefined): URL {
  const m = /(https?:\/\/\S+\/confirm-email\?token=[\w-]+)/.exec(mail?.text ?? '');
  if (!m) throw new Error(`no confirmation link in ${JSON.stringify(mail)}`);
  return new URL(m[1]!);
}

/**
 * Follows a confirmation link as a person does: open it, type the password chosen in the sign-up,
 * press the button. Returns both answers.
 */
async function followConfirmLink(link: URL, password: string, browser = new Browser()): Promise<{ page: Response; done: Response; html: string }> {
  const page = await browser.get(link);
  if (page.status !== 200) return { page, done: page, html: await page.text() };
  const body = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(body)![1]!;
  const token = /name="token" value="([^"]+)"/.exec(body)![1]!;
  assert.match(body, /<input id="password" name="password" type="password"/, 'the page asks for the sign-up\'s password');
  const done = await browser.postForm(new URL(action, link), { token, password });
  return { page, done, html: await done.text() };
}

/** Posts the sign-up form of an authorization in progress. */
const postSignUp = (issuer: string, a: AuthorizeResult, fields: Record<string, string>) =>
  a.browser.postForm(new URL(`${a.interactionUrl.pathname}/signup`, issuer), fields);

/** Posts a form with extra headers (an X-Forwarded-For, as a client or a proxy in front writes it). */
const postFormWith = (browser: Browser, url: URL, fields: Record<string, string>, headers: Record<string, string>) =>
  browser.request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: url.origin, ...headers },
    body: new URLSearchParams(fields).toString(),
  });

/** Exchanges the code a sign-in redirect leads to. */
async function codeToTokens(s: FlowSettings, a: AuthorizeResult, res: Response): Promise<TokenSet> {
  const cb = await followToApp(a.browser, res, s);
  const tok = await tokenRequest(s, { grant_type: 'authorization_code', code: cb.searchParams.get('code')!, code_verifier: a.verifier, redirect_uri: a.redirectUri });
  assert.equal(tok.status, 200);
  return (await tok.json()) as TokenSet;
}

describe('dev-idp', () => {
  let idp: IdpHandle;
  let s: FlowSettings;
  let jwks: ReturnType<typeof createRemoteJWKSet>;

  before(async () => {
    // every test here signs up from this one address: the sign-up limit is tested on its own below
    idp = await startIdp({ port: 0, appOrigins: [APP], audience: AUDIENCE, showTestUsers: true, signUpLimit: { max: 1000 }, logger: quiet });
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
    assert.equal(payload.email_verified, true, 'the test buyers are confirmed');
    assert.match(String(payload.sub), /^auth0\|[0-9a-f]{24}$/);
    assert.equal(payload.client_id, 'storefront-spa');

    const id = decodeJwt(tokens.id_token).payload;
    assert.equal(id.iss, idp.issuer);
    assert.equal(id.aud, 'storefront-spa');
    assert.equal(id.nonce, nonce);
    assert.equal(id.sub, payload.sub);
    assert.equal(id.email, 'buyer@example.com');
    assert.equal(id.email_verified, true);
    assert.equal(id.name, 'Alex Morgan');
    assert.match(String(id.picture), /^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(String(id.picture).split(',')[1]!, 'base64').toString('utf8');
    assert.match(svg, />AM<\/text>/);
  });

  test('the staff account\'s access token lists its staff role in the roles claim; a buyer\'s has no roles claim', async () => {
    const staff = await verify((await login(s, 'staff@example.com', 'staff-pass-1')).tokens.access_token);
    assert.deepEqual(staff.payload['https://acma.org/roles'], ['staff']);
    assert.equal(staff.payload.email, 'staff@example.com');
    assert.equal(staff.payload.email_verified, true);
    const buyer = await verify((await login(s, 'buyer@example.com', 'buyer-pass-1')).tokens.access_token);
    assert.equal(buyer.payload['https://acma.org/roles'], undefined);
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
    assert.deepEqual(idp.outbox.filter((m) => m.to === 'dana@example.com'), [], 'nothing was emailed');
  });

  test('sign-up: email_verified is false in the ID and access tokens until the emailed link is followed, then true', async () => {
    const a = await startAuthorize(s);
    const res = await postSignUp(idp.issuer, a, { name: '  Dana   Lee ', email: 'Dana.Lee@Example.com', password: 'long-enough-1' });
    // not signed in by the sign-up: a page that says to confirm, then sign in
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('location'), null);
    const page = await res.text();
    assert.match(page, /role="status">Check your inbox: we sent an email to dana\.lee@example\.com\. Follow the link in it to confirm your address, then sign in here\./);
    assert.match(page, /value="dana\.lee@example\.com"/);
    assert.equal(idp.users.findByEmail('dana.lee@example.com')?.emailVerified, false);

    const mails = idp.outbox.filter((m) => m.to === 'dana.lee@example.com');
    assert.equal(mails.length, 1);
    assert.match(mails[0]!.subject, /^Confirm your email address/);
    const link = confirmLinkIn(mails[0]);
    assert.equal(link.origin + '/', idp.issuer, "the link is on the provider's own issuer URL");
    assert.equal(link.pathname, '/confirm-email');

    // an unconfirmed account can sign in, but its tokens say the address is not confirmed
    const signedIn = await a.browser.postForm(new URL(`${a.interactionUrl.pathname}/login`, idp.issuer), { email: 'dana.lee@example.com', password: 'long-enough-1' });
    assert.equal(signedIn.status, 303);
    const tokens = await codeToTokens(s, a, signedIn);
    const id = decodeJwt(tokens.id_token).payload;
    assert.equal(id.email, 'dana.lee@example.com');
    assert.equal(id.name, 'Dana Lee');
    assert.equal(id.email_verified, false);
    const { payload } = await verify(tokens.access_token);
    assert.equal(payload.email, 'dana.lee@example.com');
    assert.equal(payload.email_verified, false);

    // opening the link shows a button and confirms nothing yet (a mail scanner's GET does nothing)
    const opened = await new Browser().get(link);
    assert.equal(opened.status, 200);
    assert.match(await opened.text(), /Confirm <strong>dana\.lee@example\.com<\/strong>/);
    assert.equal(idp.users.findByEmail('dana.lee@example.com')?.emailVerified, false);

    // the sign-up's password is asked: another one confirms nothing
    const wrong = await followConfirmLink(link, 'not-my-password', a.browser);
    assert.equal(wrong.done.status, 400);
    assert.match(wrong.html, /That is not the password chosen when this account was requested\. 4 more tries, then this link stops working\./);
    assert.equal(idp.users.findByEmail('dana.lee@example.com')?.emailVerified, false);

    // confirmed in the browser that signed in: its session (and refresh token) go on, now confirmed
    const { done, html } = await followConfirmLink(link, 'long-enough-1', a.browser);
    assert.equal(done.status, 200);
    assert.match(html, /<h1>Email address confirmed<\/h1>/);
    // words true for a buyer signed in to the store (it goes on by itself) and for one who is not
    assert.match(html, /Your email address <strong>dana\.lee@example\.com<\/strong> is confirmed\./);
    assert.match(html, /<a class="primary" href="http:\/\/localhost:3999\/">Return to the store<\/a>/, 'a way back (the store, where an open tab goes on)');
    assert.match(html, /Already signed in to the store in this browser\? Your open tab goes on by itself, without signing in again\./);
    assert.match(html, /Not signed in yet\? In the store, choose <strong>Log In<\/strong>\./);
    assert.equal(idp.users.findByEmail('dana.lee@example.com')?.emailVerified, true);

    // from now on the tokens say so: a refresh of the same sign-in, and a new sign-in
    const refreshed = await tokenRequest(s, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token! });
    assert.equal(refreshed.status, 200);
    assert.equal((await verify(((await refreshed.json()) as TokenSet).access_token)).payload.email_verified, true);
    const again = await login(s, 'dana.lee@example.com', 'long-enough-1');
    assert.equal(decodeJwt(again.tokens.id_token).payload.email_verified, true);
    assert.equal(decodeJwt(again.tokens.id_token).payload.sub, id.sub);
    assert.equal((await verify(again.tokens.access_token)).payload.email_verified, true);

    // the link works once
    const reused = await followConfirmLink(link, 'long-enough-1');
    assert.equal(reused.page.status, 400);
    assert.match(reused.html, /expired, was already used/);
    const reposted = await new Browser().postForm(new URL('confirm-email', idp.issuer), { token: link.searchParams.get('token')! });
    assert.equal(reposted.status, 400);
    const forged = await new Browser().postForm(new URL('confirm-email', idp.issuer), { token: 'A'.repeat(43) });
    assert.equal(forged.status, 400);
  });

  test('following the link in the browser still on the sign-in page leads back to it', async () => {
    const a = await startAuthorize(s);
    assert.equal((await postSignUp(idp.issuer, a, { name: 'Rui Costa', email: 'rui@example.com', password: 'long-enough-1' })).status, 200);
    const { html } = await followConfirmLink(confirmLinkIn(idp.outbox.findLast((m) => m.to === 'rui@example.com')), 'long-enough-1', a.browser);
    const back = /Not signed in yet\? <a href="([^"]+)">Continue to sign in<\/a>/.exec(html)?.[1];
    assert.match(html, /<a class="primary" href="http:\/\/localhost:3999\/">Return to the store<\/a>/);
    assert.equal(back, `${a.interactionUrl.pathname}?confirmed=1`);
    const signIn = await a.browser.get(new URL(back, idp.issuer));
    assert.equal(signIn.status, 200);
    assert.match(await signIn.text(), /Your email address is confirmed\. Sign in to continue\./);
    const ok = await a.browser.postForm(new URL(`${a.interactionUrl.pathname}/login`, idp.issuer), { email: 'rui@example.com', password: 'long-enough-1' });
    assert.equal(decodeJwt((await codeToTokens(s, a, ok)).id_token).payload.email_verified, true);
  });

  test('a sign-up with an address that has an account answers the same page and only emails its owner', async () => {
    // an owner with a confirmed account (not one of the listed test buyers, whose addresses are on the page)
    const ownerAddress = 'olive.owner@example.com';
    const first = await startAuthorize(s);
    await postSignUp(idp.issuer, first, { name: 'Olive Owner', email: ownerAddress, password: 'owner-pass-123' });
    await followConfirmLink(confirmLinkIn(idp.outbox.findLast((m) => m.to === ownerAddress)), 'owner-pass-123');
    assert.equal(idp.users.findByEmail(ownerAddress)?.emailVerified, true);

    const a = await startAuthorize(s);
    const fresh = `fresh.${Date.now()}@example.com`;
    const timed = async (email: string) => {
      const t0 = performance.now();
      const res = await postSignUp(idp.issuer, a, { name: 'Mallory Stone', email, password: 'attacker-pass-1' });
      const ms = performance.now() - t0;
      return { res, ms, body: (await res.text()).replaceAll(email, '<address>') };
    };
    const known = await timed('Olive.Owner@Example.com');
    const unknown = await timed(fresh);
    assert.equal(known.res.status, 200);
    assert.equal(unknown.res.status, 200);
    assert.equal(known.res.headers.get('location'), null);
    assert.equal(known.body.replaceAll(ownerAddress, '<address>'), unknown.body, 'the same page');
    assert.doesNotMatch(known.body, /already/);

    // the owner is told, and nothing changed
    const owner = idp.outbox.filter((m) => m.to === ownerAddress).slice(1);
    assert.equal(owner.length, 1);
    assert.match(owner[0]!.subject, /Someone tried to create an ACMA Store account with your email address/);
    assert.match(owner[0]!.text, /If it was you, you do not need a new account: sign in/);
    assert.match(owner[0]!.text, /Nothing has changed/);
    assert.doesNotMatch(owner[0]!.text, /confirm-email/);
    assert.equal(idp.users.findByEmail(ownerAddress)?.name, 'Olive Owner');
    await assert.rejects(login(s, ownerAddress, 'attacker-pass-1'), /sign-in answered 401/);
    assert.equal(decodeJwt((await login(s, ownerAddress, 'owner-pass-123')).tokens.id_token).payload.name, 'Olive Owner');
    // a seeded test buyer's address is answered the same way
    const seeded = await postSignUp(idp.issuer, a, { name: 'Mallory Stone', email: 'student@example.com', password: 'attacker-pass-1' });
    assert.equal(seeded.status, 200);
    assert.match(idp.outbox.findLast((m) => m.to === 'student@example.com')?.subject ?? '', /Someone tried to create/);

    // the same work either way (the password is hashed for a known address too): no gross timing difference
    const known2 = [known.ms];
    const unknown2 = [unknown.ms];
    for (let i = 0; i < 4; i++) {
      known2.push((await timed(ownerAddress)).ms);
      unknown2.push((await timed(`fresh.${i}.${Date.now()}@example.com`)).ms);
    }
    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
    assert.ok(median(known2) > median(unknown2) / 3, `known ${median(known2).toFixed(1)} ms, new ${median(unknown2).toFixed(1)} ms`);
  });

  test('signing up first with someone else\'s address gains nothing once the owner signs up and confirms', async () => {
    const victim = 'invitee@example.com';
    // the attacker signs up as the invitee, signs in (unconfirmed) and keeps a session and a refresh token
    const attacker = await startAuthorize(s);
    assert.equal((await postSignUp(idp.issuer, attacker, { name: 'Mallory Stone', email: victim, password: 'attacker-pass-1' })).status, 200);
    const signedIn = await attacker.browser.postForm(new URL(`${attacker.interactionUrl.pathname}/login`, idp.issuer), { email: victim, password: 'attacker-pass-1' });
    const stolen = await codeToTokens(s, attacker, signedIn);
    assert.equal((await verify(stolen.access_token)).payload.email_verified, false, 'cannot act in the store');

    // the invitee signs up (the same page), and follows the link of their own sign-up
    const owner = await startAuthorize(s);
    const res = await postSignUp(idp.issuer, owner, { name: 'Ines Park', email: victim, password: 'owner-pass-123' });
    assert.equal(res.status, 200);
    assert.match(await res.text(), /Check your inbox/);
    const mails = idp.outbox.filter((m) => m.to === victim);
    assert.equal(mails.length, 2);
    // the attacker's link died with the owner's sign-up; and the owner cannot confirm it by mistake,
    // since it asks the attacker's password
    assert.equal((await followConfirmLink(confirmLinkIn(mails[0]), 'owner-pass-123')).page.status, 400);
    const { done } = await followConfirmLink(confirmLinkIn(mails[1]), 'owner-pass-123');
    assert.equal(done.status, 200);

    // the account now has the invitee's name and password; everything the attacker held has ended
    const refreshed = await tokenRequest(s, { grant_type: 'refresh_token', refresh_token: stolen.refresh_token! });
    assert.equal(refreshed.status, 400);
    const sso = await startAuthorize(s, attacker.browser);
    assert.match(sso.interactionUrl.pathname, /^\/interaction\//, 'the session is gone: the password is asked again');
    await assert.rejects(login(s, victim, 'attacker-pass-1'), /sign-in answered 401/);
    const theirs = await login(s, victim, 'owner-pass-123');
    const id = decodeJwt(theirs.tokens.id_token).payload;
    assert.equal(id.email_verified, true);
    assert.equal(id.name, 'Ines Park');
    // and the attacker's own link no longer confirms anything
    assert.equal((await followConfirmLink(confirmLinkIn(mails[0]), 'attacker-pass-1')).page.status, 400);
  });

  test('the review\'s reproduction: the owner confirms from the first of two emails (the attacker\'s sign-up); it confirms nothing', async () => {
    const victim = 'second-invitee@example.com';
    const attacker = await startAuthorize(s);
    assert.equal((await postSignUp(idp.issuer, attacker, { name: 'Mallory Stone', email: victim, password: 'attacker-pass-1' })).status, 200);
    const signedIn = await attacker.browser.postForm(new URL(`${attacker.interactionUrl.pathname}/login`, idp.issuer), { email: victim, password: 'attacker-pass-1' });
    const stolen = await codeToTokens(s, attacker, signedIn);
    const owner = await startAuthorize(s);
    assert.equal((await postSignUp(idp.issuer, owner, { name: 'Ines Park', email: victim, password: 'owner-pass-123' })).status, 200);
    const [first, second] = idp.outbox.filter((m) => m.to === victim);
    // each email says when its sign-up was made, so the two can be told apart
    for (const mail of [first!, second!]) assert.match(mail.text, /on \d{1,2} [A-Z][a-z]+ \d{4} at \d{2}:\d{2} UTC/);
    // the first email's link: replaced by the later sign-up
    const opened = await followConfirmLink(confirmLinkIn(first), 'owner-pass-123');
    assert.equal(opened.page.status, 400);
    assert.match(opened.html, /a later request to create the account replaced it/);
    // so the attacker's password is never confirmed, and their refresh token stays unconfirmed
    assert.equal(idp.users.findByEmail(victim)?.emailVerified, false);
    const refreshed = await tokenRequest(s, { grant_type: 'refresh_token', refresh_token: stolen.refresh_token! });
    assert.equal(refreshed.status, 200);
    const rotated = (await refreshed.json()) as TokenSet;
    assert.equal((await verify(rotated.access_token)).payload.email_verified, false);
    // the owner's own link, with their password, confirms it, and ends what the attacker held
    assert.equal((await followConfirmLink(confirmLinkIn(second), 'owner-pass-123')).done.status, 200);
    assert.equal((await tokenRequest(s, { grant_type: 'refresh_token', refresh_token: rotated.refresh_token! })).status, 400);
  });

  test('a confirmation from another browser ends every session and refresh token opened before it, even with the same password', async () => {
    const a = await startAuthorize(s);
    assert.equal((await postSignUp(idp.issuer, a, { name: 'Noor Haddad', email: 'noor@example.com', password: 'noor-pass-123' })).status, 200);
    const signedIn = await a.browser.postForm(new URL(`${a.interactionUrl.pathname}/login`, idp.issuer), { email: 'noor@example.com', password: 'noor-pass-123' });
    const earlier = await codeToTokens(s, a, signedIn);
    // confirmed on another device (no session of this account there)
    assert.equal((await followConfirmLink(confirmLinkIn(idp.outbox.findLast((m) => m.to === 'noor@example.com')), 'noor-pass-123')).done.status, 200);
    assert.equal((await tokenRequest(s, { grant_type: 'refresh_token', refresh_token: earlier.refresh_token! })).status, 400);
    const sso = await startAuthorize(s, a.browser);
    assert.match(sso.interactionUrl.pathname, /^\/interaction\//, 'the session is gone: the password is asked again');
  });

  test('five wrong passwords and the link stops working', async () => {
    const a = await startAuthorize(s);
    assert.equal((await postSignUp(idp.issuer, a, { name: 'Theo Marsh', email: 'theo@example.com', password: 'theo-pass-123' })).status, 200);
    const link = confirmLinkIn(idp.outbox.findLast((m) => m.to === 'theo@example.com'));
    for (let i = 4; i >= 1; i--) {
      const r = await followConfirmLink(link, `guess-${i}-password`);
      assert.equal(r.done.status, 400);
      assert.match(r.html, i === 1 ? /One more try, then this link stops working/ : new RegExp(`${i} more tries`));
    }
    assert.equal((await followConfirmLink(link, 'guess-0-password')).done.status, 400);
    assert.equal((await followConfirmLink(link, 'theo-pass-123')).page.status, 400, 'the link no longer works, even with the right password');
    assert.equal(idp.users.findByEmail('theo@example.com')?.emailVerified, false);
  });

  test('every URL it publishes comes from the issuer, whatever the Host, forwarded headers or request target say', async () => {
    const issuerUrl = new URL(idp.issuer);
    const attempts: { headers: Record<string, string>; path?: string }[] = [
      { headers: { host: 'evil.example' } },
      { headers: { host: 'evil.example:8443', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', forwarded: 'host=evil.example;proto=https' } },
      { headers: { host: 'evil.example' }, path: 'http://evil.example/.well-known/openid-configuration' },
    ];
    for (const attempt of attempts) {
      const res = await raw(new URL('.well-known/openid-configuration', idp.issuer), attempt);
      assert.equal(res.status, 200, JSON.stringify(attempt));
      const d = (await res.json()) as Record<string, unknown>;
      const urls = Object.entries(d).filter(([, v]) => typeof v === 'string' && /^https?:/.test(v));
      assert.ok(urls.length >= 6, 'issuer, endpoints, jwks_uri');
      for (const [k, v] of urls) assert.ok(String(v).startsWith(idp.issuer), `${k}: ${String(v)} (${JSON.stringify(attempt)})`);
      assert.equal(d.jwks_uri, idp.jwksUrl);
      assert.equal(d.token_endpoint, `${idp.issuer}oauth/token`);
    }
    // the logout confirmation's form, too
    const logoutUrl = new URL('v2/logout', idp.issuer);
    logoutUrl.search = new URLSearchParams({ client_id: 'storefront-spa', returnTo: APP }).toString();
    const logout = await raw(logoutUrl, { headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } });
    const action = /<form[^>]*action="([^"]+)"/.exec(await logout.text())?.[1] ?? '';
    assert.ok(action.startsWith(`${issuerUrl.origin}/`), action);
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

  test('10+ wrong passwords from one client address do not stop the owner signing in from another; that client is slowed', async () => {
    const idp = await startIdp({ port: 0, host: '127.0.0.1', appOrigins: [APP], audience: AUDIENCE, logger: quiet });
    try {
      const s = { issuer: idp.issuer, clientId: 'storefront-spa', audience: AUDIENCE, appOrigin: APP };
      const attacker = await startAuthorize(s, new Browser(APP, '127.0.0.2'));
      const loginUrl = new URL(`${attacker.interactionUrl.pathname}/login`, idp.issuer);
      const statuses: number[] = [];
      let last: Response | undefined;
      for (let i = 0; i < 12; i++) {
        last = await attacker.browser.postForm(loginUrl, { email: 'buyer@example.com', password: `guess-${i}-password` });
        statuses.push(last.status);
      }
      assert.deepEqual(statuses, [...Array<number>(PAIR_FREE_FAILURES).fill(401), ...Array<number>(12 - PAIR_FREE_FAILURES).fill(429)]);
      assert.match(await last!.text(), /role="alert"[^>]*>Too many unsuccessful attempts to sign in to this account from here\. Wait 30 seconds, then try again\./);
      assert.ok(Number(last!.headers.get('retry-after')) > 0 && Number(last!.headers.get('retry-after')) <= 30, 'Retry-After in seconds');
      // while it waits, that client is not even told whether the right password is right
      const right = await attacker.browser.postForm(loginUrl, { email: 'buyer@example.com', password: 'buyer-pass-1' });
      assert.equal(right.status, 429);

      // the owner, from another address, signs in at once, and so does the default client
      const owner = await login(s, 'buyer@example.com', 'buyer-pass-1', new Browser(APP, '127.0.0.3'));
      assert.equal(decodeJwt(owner.tokens.id_token).payload.email, 'buyer@example.com');
      assert.ok(await login(s, 'buyer@example.com', 'buyer-pass-1'), 'signed in from the default address');
      // and the attacker's client may still sign in to other accounts
      const other = await attacker.browser.postForm(loginUrl, { email: 'student@example.com', password: 'student-pass-1' });
      assert.equal(other.status, 303);
    } finally {
      await idp.close();
    }
  });

  test('the throttle: free failures, then a doubling wait per account and client, capped, forgotten after an hour', () => {
    let now = 1_000_000;
    const t = new SignInThrottle(() => now);
    for (let i = 0; i < PAIR_FREE_FAILURES; i++) {
      assert.deepEqual(t.check('a@x.co', '10.0.0.1'), { allowed: true, delayMs: 0 });
      t.failed('a@x.co', '10.0.0.1');
    }
    assert.deepEqual(t.check('a@x.co', '10.0.0.1'), { allowed: false, retryAfterMs: PAIR_BASE_WAIT_MS });
    assert.deepEqual(t.check('a@x.co', '10.0.0.2'), { allowed: true, delayMs: 0 }, 'another client');
    assert.deepEqual(t.check('b@x.co', '10.0.0.1'), { allowed: true, delayMs: 0 }, 'another account');
    now += PAIR_BASE_WAIT_MS;
    assert.equal(t.check('a@x.co', '10.0.0.1').allowed, true);
    t.failed('a@x.co', '10.0.0.1');
    assert.deepEqual(t.check('a@x.co', '10.0.0.1'), { allowed: false, retryAfterMs: 2 * PAIR_BASE_WAIT_MS });
    for (let i = 0; i < 10; i++) t.failed('a@x.co', '10.0.0.1');
    assert.deepEqual(t.check('a@x.co', '10.0.0.1'), { allowed: false, retryAfterMs: PAIR_MAX_WAIT_MS });
    now += PAIR_FORGET_MS + 1;
    assert.deepEqual(t.check('a@x.co', '10.0.0.1'), { allowed: true, delayMs: 0 });
    // a success forgets that client's failures
    for (let i = 0; i < PAIR_FREE_FAILURES; i++) t.failed('c@x.co', '10.0.0.9');
    t.succeeded('c@x.co', '10.0.0.9');
    assert.equal(t.check('c@x.co', '10.0.0.9').allowed, true);
  });

  test('the throttle: above the per-account ceiling every try is slowed and a failing client waits at once, but a clean client is never locked out', () => {
    let now = 5_000_000;
    const t = new SignInThrottle(() => now);
    for (let i = 0; i < ACCOUNT_CEILING; i++) t.failed('owner@x.co', `10.1.${i >> 8}.${i & 255}`);
    assert.deepEqual(t.check('owner@x.co', '192.0.2.7'), { allowed: true, delayMs: ACCOUNT_SLOW_MS }, 'the owner still gets in, a second slower');
    assert.deepEqual(t.check('owner@x.co', '10.1.0.3'), { allowed: false, retryAfterMs: PAIR_BASE_WAIT_MS }, 'one failure is enough to wait');
    assert.deepEqual(t.check('someone@x.co', '10.1.0.3'), { allowed: true, delayMs: 0 }, 'other accounts are not slowed');
    now += ACCOUNT_WINDOW_MS + 1;
    assert.deepEqual(t.check('owner@x.co', '192.0.2.7'), { allowed: true, delayMs: 0 });
  });

  test('client addresses: IPv4 as is (also IPv4-mapped), IPv6 by its /64', () => {
    assert.equal(clientKey('203.0.113.9'), '203.0.113.9');
    assert.equal(clientKey('::ffff:203.0.113.9'), '203.0.113.9');
    assert.equal(clientKey('2001:db8:0:12:aaaa::1'), '2001:db8:0:12::/64');
    assert.equal(clientKey('2001:0db8:0000:0012:ffff:1:2:3'), '2001:db8:0:12::/64');
    assert.equal(clientKey('::1'), '0:0:0:0::/64');
    assert.equal(clientKey(undefined), 'unknown');
    assert.equal(describeWait(30_000), '30 seconds');
    assert.equal(describeWait(1_000), '1 second');
    assert.equal(describeWait(15 * 60_000), '15 minutes');
  });

  test('a confirmation link works for 24 hours', async () => {
    let now = Date.now();
    const users = new UserStore({ now: () => now });
    const first = await users.signUp({ name: 'Ana Lima', email: 'ana@example.com', password: 'long-enough-1' });
    const second = await users.signUp({ name: 'Ana Lima', email: 'bea@example.com', password: 'long-enough-1' });
    assert.ok(first.ok && first.outcome === 'created' && second.ok && second.outcome === 'created', 'two new accounts, each with a link');
    now += CONFIRM_TTL_MS - 1000;
    assert.equal((await users.confirm(first.token, 'long-enough-1')).ok, true);
    now += 2000;
    assert.equal(users.confirmationFor(second.token), undefined);
    assert.equal((await users.confirm(second.token, 'long-enough-1')).ok, false);
    assert.equal(users.findByEmail('bea@example.com'), undefined, 'never confirmed: removed once its link expired');
    assert.equal(users.findByEmail('ana@example.com')?.emailVerified, true);
  });

  test('with an SMTP server the confirmation email is sent to it, from the configured sender', async () => {
    const received: string[] = [];
    const smtp = createTcpServer((socket) => {
      let data = false;
      let buffer = '';
      socket.write('220 test ESMTP\r\n');
      socket.on('data', (chunk: Buffer) => {
        buffer += chunk.toString('utf8');
        let i: number;
        while ((i = buffer.indexOf('\r\n')) >= 0) {
          const line = buffer.slice(0, i);
          buffer = buffer.slice(i + 2);
          if (data) {
            if (line === '.') {
              data = false;
              socket.write('250 queued\r\n');
            } else received.push(line);
          } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 test\r\n');
          else if (/^DATA/i.test(line)) {
            data = true;
            socket.write('354 go on\r\n');
          } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
          else socket.write('250 ok\r\n');
        }
      });
    });
    await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
    const smtpUrl = `smtp://127.0.0.1:${(smtp.address() as AddressInfo).port}`;
    const idp = await startIdp({ port: 0, appOrigins: [APP], audience: AUDIENCE, seedUsers: false, mail: { smtpUrl, from: 'Store <accounts@store.example>' }, logger: quiet });
    try {
      const s = { issuer: idp.issuer, clientId: 'storefront-spa', audience: AUDIENCE, appOrigin: APP };
      const a = await startAuthorize(s);
      assert.equal((await postSignUp(idp.issuer, a, { name: 'Kim Cho', email: 'kim@example.com', password: 'long-enough-1' })).status, 200);
      const deadline = Date.now() + 10_000;
      while (!received.some((l) => l.startsWith('--')) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      const message = received.join('\n');
      assert.match(message, /^From: Store <accounts@store\.example>$/m);
      assert.match(message, /^To: kim@example\.com$/m);
      assert.match(message.replace(/=\n/g, ''), new RegExp(`${idp.issuer.replace(/[.]/g, '\\.')}confirm-email\\?token=3D[\\w-]+|${idp.issuer.replace(/[.]/g, '\\.')}confirm-email\\?token=[\\w-]+`));
      assert.deepEqual(idp.outbox, [], 'sent, not kept');
    } finally {
      await idp.close();
      smtp.close();
    }
  });

  test('appOrigins must not be empty', async () => {
    await assert.rejects(startIdp({ port: 0, appOrigins: [], audience: AUDIENCE, logger: quiet }), /appOrigins/);
  });
});

describe('dev-idp client addresses, the sign-up limit and unconfirmed accounts', () => {
  const settings = (idp: IdpHandle): FlowSettings => ({ issuer: idp.issuer, clientId: 'storefront-spa', audience: AUDIENCE, appOrigin: APP });
  const newAccount = (email: string) => ({ name: 'Pat Doe', email, password: 'long-enough-1' });

  test('without trustProxy, X-Forwarded-For is ignored: two values from one connection share one budget', async () => {
    const idp = await startIdp({ port: 0, host: '127.0.0.1', appOrigins: [APP], audience: AUDIENCE, signUpLimit: { max: 2 }, logger: quiet });
    try {
      const s = settings(idp);
      const a = await startAuthorize(s, new Browser(APP, '127.0.0.2'));
      const signUpUrl = new URL(`${a.interactionUrl.pathname}/signup`, idp.issuer);
      const loginUrl = new URL(`${a.interactionUrl.pathname}/login`, idp.issuer);
      const signUp = (email: string, xff: string) => postFormWith(a.browser, signUpUrl, newAccount(email), { 'x-forwarded-for': xff });
      assert.equal((await signUp('x1@example.com', '203.0.113.1')).status, 200);
      assert.equal((await signUp('x2@example.com', '203.0.113.2')).status, 200);
      assert.equal((await signUp('x3@example.com', '203.0.113.3')).status, 429, 'a new X-Forwarded-For is not a new client');
      assert.equal(idp.users.findByEmail('x3@example.com'), undefined);

      // wrong passwords alike: a different header on each try does not reset the wait
      const statuses: number[] = [];
      for (let i = 0; i <= PAIR_FREE_FAILURES; i++) {
        const res = await postFormWith(a.browser, loginUrl, { email: 'buyer@example.com', password: `guess-${i}-password` }, { 'x-forwarded-for': `198.51.100.${i + 1}` });
        statuses.push(res.status);
      }
      assert.deepEqual(statuses, [...Array<number>(PAIR_FREE_FAILURES).fill(401), 429]);

      // another connection address is another client
      const other = await startAuthorize(s, new Browser(APP, '127.0.0.3'));
      assert.equal((await postSignUp(idp.issuer, other, newAccount('x4@example.com'))).status, 200);
    } finally {
      await idp.close();
    }
  });

  test('with trustProxy loopback, the client address comes from X-Forwarded-For: each client its own budget, and its own entries are not believed', async () => {
    const idp = await startIdp({ port: 0, host: '127.0.0.1', appOrigins: [APP], audience: AUDIENCE, trustProxy: 'loopback', signUpLimit: { max: 2 }, logger: quiet });
    try {
      const s = settings(idp);
      // every connection comes from the loopback, as from a proxy on this machine
      const a = await startAuthorize(s, new Browser(APP, '127.0.0.2'));
      const signUpUrl = new URL(`${a.interactionUrl.pathname}/signup`, idp.issuer);
      const loginUrl = new URL(`${a.interactionUrl.pathname}/login`, idp.issuer);
      const signUp = (email: string, xff: string) => postFormWith(a.browser, signUpUrl, newAccount(email), { 'x-forwarded-for': xff });
      assert.equal((await signUp('y1@example.com', '203.0.113.1')).status, 200);
      assert.equal((await signUp('y2@example.com', '203.0.113.1')).status, 200);
      assert.equal((await signUp('y3@example.com', '203.0.113.1')).status, 429, 'that client used its budget');
      assert.equal((await signUp('y4@example.com', '203.0.113.2')).status, 200, 'another client behind the proxy has its own');
      // an address the client writes itself comes before the one the proxy appends, and is not read
      assert.equal((await signUp('y5@example.com', '192.0.2.77, 203.0.113.1')).status, 429);

      // wrong passwords are counted per forwarded client too
      const statuses: number[] = [];
      for (let i = 0; i <= PAIR_FREE_FAILURES; i++) {
        statuses.push((await postFormWith(a.browser, loginUrl, { email: 'buyer@example.com', password: `guess-${i}-password` }, { 'x-forwarded-for': '203.0.113.1' })).status);
      }
      assert.deepEqual(statuses, [...Array<number>(PAIR_FREE_FAILURES).fill(401), 429]);
      const other = await postFormWith(a.browser, loginUrl, { email: 'buyer@example.com', password: 'guess-again-password' }, { 'x-forwarded-for': '203.0.113.2' });
      assert.equal(other.status, 401, 'another client is not held back');
    } finally {
      await idp.close();
    }
  });

  test('trustProxy means what TRUST_PROXY means: a hop count, or the proxies\' addresses; nothing else reads the header', async () => {
    const req = (remoteAddress: string, xff?: string) =>
      ({ socket: { remoteAddress }, headers: xff === undefined ? {} : { 'x-forwarded-for': xff } }) as unknown as IncomingMessage;
    // written by the client, then appended by the outer proxy, then by the inner one (which connects)
    const chain = '192.0.2.66, 203.0.113.7, 10.0.0.5';
    for (const none of [undefined, false, 0, '', '0', []] as const) {
      assert.equal(clientAddressOf(none)(req('10.0.0.1', chain)), '10.0.0.1', `trustProxy ${JSON.stringify(none)}`);
    }
    assert.equal(clientAddressOf(1)(req('10.0.0.1', chain)), '10.0.0.5');
    assert.equal(clientAddressOf(2)(req('10.0.0.1', chain)), '203.0.113.7');
    assert.equal(clientAddressOf('2')(req('10.0.0.1', chain)), '203.0.113.7');
    assert.equal(clientAddressOf(2)(req('10.0.0.1')), '10.0.0.1', 'no header: the connection');
    assert.equal(clientAddressOf('10.0.0.0/8')(req('10.0.0.1', chain)), '203.0.113.7');
    assert.equal(clientAddressOf(['127.0.0.1', '10.0.0.0/8'])(req('10.0.0.1', chain)), '203.0.113.7');
    assert.equal(clientAddressOf('127.0.0.1, 10.0.0.0/8')(req('10.0.0.1', chain)), '203.0.113.7');
    assert.equal(clientAddressOf('10.0.0.0/8')(req('198.51.100.4', chain)), '198.51.100.4', 'a peer that is no trusted proxy: its header is not read');
    assert.equal(clientAddressOf('loopback')(req('::ffff:127.0.0.1', '203.0.113.7')), '203.0.113.7');
    assert.equal(clientAddressOf(true)(req('10.0.0.1', chain)), '192.0.2.66');
    assert.equal(clientKey(clientAddressOf('loopback')(req('127.0.0.1', 'not-an-address'))), 'unknown', 'junk is no client of its own');
    assert.throws(() => clientAddressOf('10.0.0.0/8,proxy.internal'), /invalid IP address/);
    const started = await startIdp({ port: 0, appOrigins: [APP], audience: AUDIENCE, trustProxy: 'balancer', logger: quiet }).catch((e: unknown) => e);
    if (!(started instanceof Error)) {
      await (started as IdpHandle).close();
      assert.fail('startIdp accepted trustProxy "balancer"');
    }
    assert.match(started.message, /invalid IP address/);
  });

  test(`at most ${SIGN_UPS_PER_CLIENT} sign-ups per client address an hour: then 429 with Retry-After, said on the page; another address still signs up`, async () => {
    let now = Date.now();
    const idp = await startIdp({ port: 0, host: '127.0.0.1', appOrigins: [APP], audience: AUDIENCE, now: () => now, logger: quiet });
    try {
      const s = settings(idp);
      const a = await startAuthorize(s, new Browser(APP, '127.0.0.2'));
      // a form with mistakes is no sign-up: it does not count
      assert.equal((await postSignUp(idp.issuer, a, { name: 'P', email: 'not-an-email', password: 'short' })).status, 400);
      const statuses: number[] = [];
      for (let i = 0; i < SIGN_UPS_PER_CLIENT; i++) {
        // an address with an account counts as any other (the answer never tells them apart)
        statuses.push((await postSignUp(idp.issuer, a, newAccount(i === 0 ? 'buyer@example.com' : `pat${i}@example.com`))).status);
      }
      assert.deepEqual(statuses, Array<number>(SIGN_UPS_PER_CLIENT).fill(200));

      now += 10 * 60_000;
      const sixth = await postSignUp(idp.issuer, a, newAccount('pat6@example.com'));
      assert.equal(sixth.status, 429);
      const retryAfter = Number(sixth.headers.get('retry-after'));
      assert.equal(retryAfter, (SIGN_UP_WINDOW_MS - 10 * 60_000) / 1000, 'until the first of the five is an hour old');
      const page = await sixth.text();
      const said = /role="alert"[^>]*>Too many accounts have been created from here recently\. Wait about 50 minutes \((\d+) seconds\), then try again\./.exec(page);
      assert.ok(said, page);
      assert.equal(Number(said[1]), retryAfter, 'the page says the same wait as Retry-After');
      assert.match(page, /<h1>Create an account<\/h1>/);
      assert.match(page, /value="pat6@example\.com"/, 'what was typed is kept');
      assert.equal(idp.users.findByEmail('pat6@example.com'), undefined, 'no account');
      assert.deepEqual(idp.outbox.filter((m) => m.to === 'pat6@example.com'), [], 'no email');

      const b = await startAuthorize(s, new Browser(APP, '127.0.0.3'));
      assert.equal((await postSignUp(idp.issuer, b, newAccount('quinn@example.com'))).status, 200, 'another address');

      now += SIGN_UP_WINDOW_MS - 10 * 60_000;
      assert.equal((await postSignUp(idp.issuer, a, newAccount('pat6@example.com'))).status, 200, 'an hour after its sign-ups, it may again');
    } finally {
      await idp.close();
    }
  });

  test('the sign-up limit: a sliding window per client', () => {
    let now = 1_000_000;
    const limit = new SignUpLimit(2, 60_000, () => now);
    assert.deepEqual(limit.take('10.0.0.1'), { allowed: true });
    now += 20_000;
    assert.deepEqual(limit.take('10.0.0.1'), { allowed: true });
    assert.deepEqual(limit.take('10.0.0.1'), { allowed: false, retryAfterMs: 40_000 });
    assert.deepEqual(limit.take('10.0.0.2'), { allowed: true });
    now += 40_000;
    assert.deepEqual(limit.take('10.0.0.1'), { allowed: true });
    assert.deepEqual(limit.take('10.0.0.1'), { allowed: false, retryAfterMs: 20_000 });
    assert.throws(() => new SignUpLimit(0), /at least 1/);
  });

  test('an account never confirmed is removed when its link expires (the sweep, or the next look-up); a confirmed one never is', async () => {
    const start = Date.now();
    let now = start;
    const removed: string[] = [];
    const users = new UserStore({ now: () => now, onRemoved: (u) => removed.push(u.email) });
    await users.seed();
    const ana = await users.signUp(newAccount('ana@example.com'));
    const bea = await users.signUp(newAccount('bea@example.com'));
    await users.signUp(newAccount('cid@example.com'));
    assert.ok(ana.ok && ana.outcome === 'created' && bea.ok && bea.outcome === 'created');
    assert.equal((await users.confirm(ana.token, 'long-enough-1')).ok, true);
    const beaId = users.findByEmail('bea@example.com')!.id;
    now += CONFIRM_TTL_MS / 2;
    const cidAgain = await users.signUp(newAccount('cid@example.com'));
    assert.ok(cidAgain.ok && cidAgain.outcome === 'pending', 'a later sign-up sends a new link, which keeps the account a new day');

    now = start + CONFIRM_TTL_MS - 1;
    assert.equal(users.sweep(), 0);
    now = start + CONFIRM_TTL_MS;
    assert.equal(users.sweep(), 1);
    assert.deepEqual(removed, ['bea@example.com']);
    assert.equal(users.findById(beaId), undefined);
    assert.equal(users.size, SEED_USERS.length + 2, 'the test accounts, ana and cid');
    const beaAgain = await users.signUp(newAccount('bea@example.com'));
    assert.ok(beaAgain.ok && beaAgain.outcome === 'created', 'the address can be signed up again');

    now = start + CONFIRM_TTL_MS * 1.5;
    assert.equal(users.findByEmail('cid@example.com'), undefined, 'removed on look-up too');
    assert.deepEqual(removed, ['bea@example.com', 'cid@example.com']);
    now += 10 * 365 * CONFIRM_TTL_MS;
    users.sweep();
    assert.equal(users.findByEmail('ana@example.com')?.emailVerified, true);
    assert.equal(users.findByEmail('buyer@example.com')?.emailVerified, true);
  });

  test('once an unconfirmed account expires, whatever was opened with it ends: signing the address up again gives its first author nothing', async () => {
    let now = Date.now();
    const idp = await startIdp({ port: 0, appOrigins: [APP], audience: AUDIENCE, seedUsers: false, now: () => now, logger: quiet });
    try {
      const s = settings(idp);
      const address = 'late@example.com';
      // someone signs up with an address that is not theirs, signs in (unconfirmed) and keeps a refresh token
      const squatter = await startAuthorize(s);
      assert.equal((await postSignUp(idp.issuer, squatter, { name: 'Mallory Stone', email: address, password: 'squatter-pass-1' })).status, 200);
      const staleLink = confirmLinkIn(idp.outbox.findLast((m) => m.to === address));
      const signedIn = await squatter.browser.postForm(new URL(`${squatter.interactionUrl.pathname}/login`, idp.issuer), { email: address, password: 'squatter-pass-1' });
      const held = await codeToTokens(s, squatter, signedIn);
      // someone else signs up and confirms
      const prompt = await startAuthorize(s);
      await postSignUp(idp.issuer, prompt, { name: 'Pia Prompt', email: 'prompt@example.com', password: 'prompt-pass-1' });
      assert.equal((await followConfirmLink(confirmLinkIn(idp.outbox.findLast((m) => m.to === 'prompt@example.com')), 'prompt-pass-1')).done.status, 200);

      now += CONFIRM_TTL_MS - 1000;
      assert.equal(idp.users.findByEmail(address)?.emailVerified, false, 'kept while its link works');
      now += 1000;

      // the owner signs up: a new account (not "asked again"), whose link confirms it; the first link is dead
      const owner = await startAuthorize(s);
      assert.equal((await postSignUp(idp.issuer, owner, { name: 'Lee Late', email: address, password: 'owner-pass-123' })).status, 200);
      const mail = idp.outbox.findLast((m) => m.to === address);
      assert.doesNotMatch(mail!.text, /asked again/);
      assert.equal((await followConfirmLink(staleLink, 'squatter-pass-1')).page.status, 400);
      assert.equal((await followConfirmLink(confirmLinkIn(mail), 'owner-pass-123')).done.status, 200);

      // the account has the same id, but nothing of the first sign-up's reaches it
      const refreshed = await tokenRequest(s, { grant_type: 'refresh_token', refresh_token: held.refresh_token! });
      assert.equal(refreshed.status, 400);
      const sso = await startAuthorize(s, squatter.browser);
      assert.match(sso.interactionUrl.pathname, /^\/interaction\//, 'the session is gone: the password is asked again');
      await assert.rejects(login(s, address, 'squatter-pass-1'), /sign-in answered 401/);
      const theirs = decodeJwt((await login(s, address, 'owner-pass-123')).tokens.id_token).payload;
      assert.equal(theirs.sub, decodeJwt(held.id_token).payload.sub);
      assert.equal(theirs.email_verified, true);
      assert.equal(theirs.name, 'Lee Late');

      // the confirmed account stays, however long
      now += 365 * CONFIRM_TTL_MS;
      assert.equal(idp.users.findByEmail('prompt@example.com')?.emailVerified, true);
      assert.equal(decodeJwt((await login(s, 'prompt@example.com', 'prompt-pass-1')).tokens.id_token).payload.email_verified, true);
    } finally {
      await idp.close();
    }
  });
});
