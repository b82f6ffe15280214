// The page server as a person starts it: `node --import tsx shell/server/serve.ts`, with NO NODE_ENV
// (the size report and a developer's shell did so). React's builds are picked by NODE_ENV when first
// loaded and the route table loads React with site.ts: without production-react.ts, React's
// development build met react-dom/server's production one and every remote's server render failed
// ("dispatcher.getOwner is not a function"), each document falling back to the shell's empty frame.
// Needs the production build (`pnpm build`, which `npm test` runs first).
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { EARLY_SCRIPT_HASH } from '../early-events.js';

const root = join(import.meta.dirname, '..', '..', '..');
const built = existsSync(join(root, 'shell', 'dist', 'index.html')) && existsSync(join(root, 'releases', 'registry.json'));
const port = Number(process.env.SERVE_TEST_PORT || 8370);
const base = `http://localhost:${port}`;

const CHAT_ID = '4242';
const CHAT_ORIGIN = 'https://chat.widgets.example';
const CHAT_SCRIPT = `${CHAT_ORIGIN}/v1/${CHAT_ID}.js`;

let server: ChildProcess | undefined;
let output = '';
let dataDir = '';

// skipped without a production build: the server serves only what `pnpm build` made
describe('serve.ts started without NODE_ENV', { skip: built ? false : 'no production build (run `pnpm build`)' }, () => {
  before(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'acma-serve-start-'));
    const env: NodeJS.ProcessEnv = {
      ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', REDIS_URL: '',
      // a live chat provider configured as an operator does (issue 34, item 16): its script and CSP
      CHAT_WIDGET_ID: CHAT_ID, CHAT_SCRIPT_URL: CHAT_SCRIPT,
      // the document cache's render limit per client, as an operator sets it
      DOCUMENT_RENDER_BURST: '25', DOCUMENT_RENDERS_PER_SECOND: '1',
    };
    delete env.NODE_ENV;
    delete env.SITE_DEV;
    delete env.SITE_URL;
    server = spawn(process.execPath, ['--import', 'tsx', join(root, 'shell', 'server', 'serve.ts')], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    server.stdout!.on('data', (b: Buffer) => { output += b.toString(); });
    server.stderr!.on('data', (b: Buffer) => { output += b.toString(); });
    const until = Date.now() + 90_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`serve.ts exited (${server.exitCode}):\n${output}`);
      try {
        if ((await fetch(`${base}/api/health`)).ok) break;
      } catch { /* not listening yet */ }
      if (Date.now() > until) throw new Error(`serve.ts did not answer at ${base}:\n${output}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  });
  after(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((r) => server!.once('exit', r));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (server.exitCode === null) server.kill('SIGKILL');
    }
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
    assert.doesNotMatch(output, /page render failed|page not rendered on the server|server bundle unavailable/, output);
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
    assert.match(output, new RegExp(`running at ${base}`));
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
