// The page server as a person starts it: `node --import tsx server/serve.ts`, with NO NODE_ENV
// (the size report and a developer's shell did so). React's builds are picked by NODE_ENV when first
// loaded and the route table loads React with site.ts: without production-react.ts, React's
// development build met react-dom/server's production one and every remote's server render failed
// ("dispatcher.getOwner is not a function"), each document falling back to the shell's empty frame.
// Needs the production build (`pnpm build`, which `npm test` runs first).
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { ISSUER, startJwks, type Jwks } from 'api/testing';
import { EARLY_SCRIPT_HASH } from 'shell/early-events';
import { spawnServe, stopServe, type Served } from './support/serve-process.js';

const root = join(import.meta.dirname, '..', '..');
const built = existsSync(join(root, 'shell', 'dist', 'index.html')) && existsSync(join(root, 'releases', 'registry.json'));
const port = Number(process.env.SERVE_TEST_PORT || 8370);
const base = `http://localhost:${port}`;

const CHAT_ID = '4242';
const CHAT_ORIGIN = 'https://chat.widgets.example';
const CHAT_SCRIPT = `${CHAT_ORIGIN}/v1/${CHAT_ID}.js`;

/**
 * `node --import tsx server/serve.ts` with this environment (no NODE_ENV, no SITE_DEV, no
 * SITE_URL unless given), as a person starts it; resolves once it answers at `origin`.
 */
async function startServe(env: NodeJS.ProcessEnv, origin: string): Promise<Served> {
  const full: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'warn', DATABASE_URL: '', REDIS_URL: '', ...env };
  if (!('NODE_ENV' in env)) delete full.NODE_ENV;
  delete full.SITE_DEV;
  if (!('SITE_URL' in env)) delete full.SITE_URL;
  return spawnServe(full, origin);
}

let served: Served | undefined;
let dataDir = '';

// skipped without a production build: the server serves only what `pnpm build` made
describe('serve.ts started without NODE_ENV', { skip: built ? false : 'no production build (run `pnpm build`)' }, () => {
  before(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'acma-serve-start-'));
    const env: NodeJS.ProcessEnv = {
      PORT: String(port), DATA_DIR: dataDir,
      // a live chat provider configured as an operator does: its script and CSP
      CHAT_WIDGET_ID: CHAT_ID, CHAT_SCRIPT_URL: CHAT_SCRIPT,
      // the document cache's render limit per client, as an operator sets it
      DOCUMENT_RENDER_BURST: '25', DOCUMENT_RENDERS_PER_SECOND: '1',
    };
    served = await startServe(env, base);
  });
  after(async () => {
    await stopServe(served);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test("every remote's page comes with the remote's own markup inside the shell's layout, and no server render fails", async () => {
    // one page of each remote: every page is rendered on the server
    for (const url of ['/', '/catalog', '/certification/bcmas', '/conference/summit-march-2025', '/cart', '/faq']) {
      const res = await fetch(base + url, { headers: { 'accept-encoding': 'identity' } });
      assert.equal(res.status, 200, url);
      const html = await res.text();
      const page = /<div id="root">[^]*<main[^>]* id="main"[^>]*>([^]*?)<\/main>/.exec(html)?.[1] ?? '';
      assert.match(page, /<h1[ >]/, `${url}: the served page area holds the page's own heading`);
      const data = JSON.parse(/<script id="app-data" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null') as { clientOnly: string[] } | null;
      assert.deepEqual(data?.clientOnly, [], `${url}: no page left to the browser`);
    }
    assert.doesNotMatch(served!.output(), /page render failed|page not rendered on the server|server bundle unavailable/, served!.output());
  });

  test('a configured chat provider: the CSP names exactly its script origin, and the FAQ and contact pages load its script once the page is live', async () => {
    for (const url of ['/faq', '/contact-us']) {
      const res = await fetch(base + url);
      const scriptSrc = /(?:^|;\s*)script-src ([^;]*)/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
      assert.equal(scriptSrc, `'self' ${EARLY_SCRIPT_HASH} ${CHAT_ORIGIN}`, url);
      const config = /<script id="app-config" type="application\/json">([^<]*)<\/script>/.exec(await res.text())?.[1];
      assert.deepEqual((JSON.parse(config ?? '{}') as { chat?: unknown }).chat, { widgetId: CHAT_ID, scriptUrl: CHAT_SCRIPT }, url);
    }
    // in the browser (Debian's Chromium), under the served CSP: the widget's script is requested, after the load event
    const { chromium } = await import('@playwright/test');
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
    try {
      const page = await browser.newPage();
      const violations: string[] = [];
      page.on('console', (m) => { if (/Content Security Policy/i.test(m.text())) violations.push(m.text()); });
      const requested: number[] = [];
      await page.route(`${CHAT_ORIGIN}/**`, async (route) => {
        requested.push(await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as { loadEventEnd?: number } | undefined)?.loadEventEnd ?? 0));
        await route.fulfill({ contentType: 'text/javascript', headers: { 'access-control-allow-origin': '*' }, body: 'window.HubSpotConversations = { widget: { load() {}, remove() {}, open() { document.body.dataset.chatOpen = "1"; }, status() { return { loaded: true }; } } };' });
      });
      await page.goto(`${base}/faq`);
      // (functions, not strings: the served CSP allows no eval)
      await page.waitForFunction(() => Boolean((globalThis as { HubSpotConversations?: unknown }).HubSpotConversations), undefined, { timeout: 20_000 });
      assert.equal(requested.length, 1, 'the chat script, once');
      assert.ok(requested[0]! > 0, 'requested after the page\'s load event');
      // the provider's widget replaces the embedded launcher, and the page's chat button opens it
      assert.equal(await page.getByRole('button', { name: 'Chat with us' }).count(), 0);
      await page.getByRole('button', { name: 'Chat with an advisor' }).click();
      await page.waitForFunction(() => (globalThis as unknown as { document: { body: { dataset: Record<string, string> } } }).document.body.dataset.chatOpen === '1');
      assert.deepEqual(violations, []);
    } finally {
      await browser.close();
    }
  });

  test('HSTS and the production SITE_URL rule stay as declared: none asked for, none applied', async () => {
    const res = await fetch(`${base}/catalog`);
    assert.equal(res.headers.get('strict-transport-security'), null);
    assert.match(served!.output(), new RegExp(`running at ${base}`));
  });

  test('DOCUMENT_RENDER_BURST and DOCUMENT_RENDERS_PER_SECOND reach the render limit', async () => {
    const started = Date.now();
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await fetch(`${base}/catalog?q=setting${i}`)).status);
    const made = statuses.filter((s) => s === 200).length;
    const seconds = Math.ceil((Date.now() - started) / 1000);
    // what is left of the 25 after the tests above, and one a second meanwhile (the default is 60, then 5 a second)
    assert.ok(made <= 25 + seconds, `${made} made in ${seconds} s: ${statuses.join(' ')}`);
    assert.equal(statuses.filter((s) => s === 429).length, 40 - made, statuses.join(' '));
  });
});

// The settings of a real sign-in tenant reach the API the whole site runs (they once reached only the
// API started alone): AUTH_DOMAIN with keys served elsewhere (AUTH_JWKS_URL), its own API audience
// (AUTH_AUDIENCE), the buyer's email in a namespaced claim (AUTH_EMAIL_CLAIM, as an Auth0 Action
// writes it) and another origin whose pages call the API (CORS_ORIGINS).
describe('serve.ts with a sign-in tenant\'s settings', { skip: built ? false : 'no production build (run `pnpm build`)' }, () => {
  const tenantPort = port + 10;
  const tenantBase = `http://localhost:${tenantPort}`;
  const CLAIM = 'https://acma.example/email';
  const AUDIENCE = 'https://api.acma.example';
  const OTHER_ORIGIN = 'https://partner.example';
  let tenant: Served | undefined;
  let tenantData = '';
  let jwks: Jwks;

  before(async () => {
    jwks = await startJwks();
    tenantData = mkdtempSync(join(tmpdir(), 'acma-serve-tenant-'));
    tenant = await startServe({
      // the tenant's issuer is the test key server's ISSUER; its keys are not at <issuer>/.well-known/jwks.json
      PORT: String(tenantPort), DATA_DIR: tenantData, AUTH_DOMAIN: ISSUER, AUTH_CLIENT_ID: 'spa-client', AUTH_JWKS_URL: jwks.url,
      AUTH_AUDIENCE: AUDIENCE, AUTH_EMAIL_CLAIM: CLAIM, CORS_ORIGINS: OTHER_ORIGIN,
    }, tenantBase);
  });
  after(async () => {
    await stopServe(tenant);
    await jwks?.close();
    if (tenantData) rmSync(tenantData, { recursive: true, force: true });
  });

  const history = (token: string) => fetch(`${tenantBase}/api/order-history`, { headers: { authorization: `Bearer ${token}` } });

  test('a token of the tenant with the email in the namespaced claim is the buyer', async () => {
    const namespaced = await jwks.token(null, { [CLAIM]: 'dana@example.com', [`${CLAIM}_verified`]: true, sub: 'auth0|dana' }, { audience: AUDIENCE });
    const res = await history(namespaced);
    assert.equal(res.status, 200, await res.clone().text());
    // unproven, it is not (the verified claim beside the configured one): 403 email_unverified
    const unproven = await jwks.token(null, { [CLAIM]: 'dana@example.com', [`${CLAIM}_verified`]: false, sub: 'auth0|dana' }, { audience: AUDIENCE });
    assert.equal((await history(unproven)).status, 403);
    // a token for the default audience is not for this API
    assert.equal((await history(await jwks.token('dana@example.com'))).status, 401);
  });

  test('the pages ask the tenant for tokens of that audience, and the other origin may call the API', async () => {
    const html = await (await fetch(`${tenantBase}/catalog`)).text();
    const config = JSON.parse(/<script id="app-config" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}') as { auth?: unknown; mode?: string };
    assert.deepEqual(config.auth, { domain: ISSUER.replace(/\/$/, ''), clientId: 'spa-client', audience: AUDIENCE });
    assert.equal(config.mode, 'production');
    const preflight = await fetch(`${tenantBase}/api/order-history`, {
      method: 'OPTIONS', headers: { origin: OTHER_ORIGIN, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    assert.equal(preflight.headers.get('access-control-allow-origin'), OTHER_ORIGIN);
  });
});
