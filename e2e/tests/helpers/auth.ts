// Sign-in helpers for the end-to-end tests: drive the local identity provider's form, read the
// token the SPA keeps in local storage, and mint tokens with the provider's own key (to prove the
// API checks expiry, not only the signature).
import { createPrivateKey, sign, type JsonWebKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';

export const TEST_BUYER = { email: 'buyer@example.com', password: 'buyer-pass-1', name: 'Alex Morgan' };
export const TEST_PHARMACIST = { email: 'pharmacist@example.com', password: 'pharmacist-pass-1', name: 'Priya Raman' };

/** The provider's sign-in page (any interaction on the local identity provider). */
export const IDP_SIGN_IN = /^http:\/\/localhost:\d+\/interaction\/[\w-]+$/;

/** On the provider's sign-in page: fill the form and submit. */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  await expect(page).toHaveURL(IDP_SIGN_IN);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** From any page of the store: Log In in the top bar, sign in, and wait for the landing page. */
export async function signInFromBar(page: Page, user = TEST_BUYER, landing = '/cart'): Promise<void> {
  await page.getByRole('button', { name: 'Log In' }).click();
  await submitSignIn(page, user.email, user.password);
  await expect(page).toHaveURL(new RegExp(`${landing.replace(/[?]/g, '\\$&')}$`));
  await expect(accountButton(page, user.email)).toBeVisible();
  // the landing is a route change: the shell moves focus to its heading (or to <main> when it has
  // none) once the page has rendered; a test that focuses something itself waits for that first
  await expect(page.locator('#main h1:focus, #main:focus')).toHaveCount(1, { timeout: 12_000 });
}

export const accountButton = (page: Page, email: string) =>
  page.getByRole('button', { name: `Account menu for ${email}` });

/** The access token auth0-spa-js cached in local storage for the API audience. */
export async function storedAccessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) {
      if (!key.startsWith('@@auth0spajs@@::') || key.endsWith('::@@user@@')) continue;
      const entry = JSON.parse(localStorage.getItem(key) ?? 'null') as { body?: { access_token?: string } } | null;
      if (entry?.body?.access_token) return entry.body.access_token;
    }
    return null;
  });
  if (!token) throw new Error('no access token in local storage');
  return token;
}

/** Keys auth0-spa-js keeps in local storage and cookies. */
export async function storedSession(page: Page): Promise<{ storage: string[]; cookies: string[] }> {
  const storage = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('@@auth0spajs@@')));
  const cookies = (await page.context().cookies()).map((c) => c.name).filter((n) => n.includes('auth0'));
  return { storage, cookies };
}

/** GET /api/order-history from the page (as the SPA would), with the given bearer token. */
export async function orderHistoryStatus(page: Page, email: string, token: string | null): Promise<{ status: number; body: unknown }> {
  return page.evaluate(async ({ email, token }) => {
    const res = await fetch(`/api/order-history?email=${encodeURIComponent(email)}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
    const text = await res.text();
    let body: unknown = text;
    try { body = JSON.parse(text); } catch { /* not JSON */ }
    return { status: res.status, body };
  }, { email, token });
}

const b64url = (v: object | Buffer) => (Buffer.isBuffer(v) ? v : Buffer.from(JSON.stringify(v))).toString('base64url');

export function decodePayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** The same token with another email in its payload (signature no longer matches). */
export function tamperedToken(token: string, email: string): string {
  const [h, , s] = token.split('.');
  return `${h}.${b64url({ ...decodePayload(token), email })}.${s}`;
}

/** The local provider's key file in the data folder of the e2e server (see playwright.config.ts). */
export function idpKeyFile(): string {
  // the e2e server's data folder (e2e/playwright.config.ts publishes it as E2E_DATA_DIR)
  const dir = process.env.E2E_DATA_DIR;
  if (!process.env.E2E_IDP_KEY_FILE && !dir) throw new Error('E2E_DATA_DIR is not set: run through e2e/playwright.config.ts');
  return process.env.E2E_IDP_KEY_FILE ?? join(dir!, 'idp-key.json');
}

/** A token signed with the provider's real key, with the claims of `like`, that expired a while ago. */
export function expiredToken(like: string): string {
  const { signing } = JSON.parse(readFileSync(idpKeyFile(), 'utf8')) as { signing: JsonWebKey & { kid: string } };
  const header = { alg: 'RS256', typ: 'at+jwt', kid: signing.kid };
  const now = Math.floor(Date.now() / 1000);
  const payload = { ...decodePayload(like), iat: now - 7200, exp: now - 3600 };
  const input = `${b64url(header)}.${b64url(payload)}`;
  const key = createPrivateKey({ key: signing, format: 'jwk' });
  return `${input}.${b64url(sign('sha256', Buffer.from(input), key))}`;
}
