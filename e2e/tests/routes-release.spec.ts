// A release moves a page's address (issue 49: routes live with the remote): a marketing release whose
// routes.json puts the FAQ page at /frequently-asked-questions instead of /faq (a copy of the current
// release with that one file changed, published with the release tool). A tab opened before the
// release learns the new address when it navigates there (route discovery: it asks the registry,
// with no new document); a new page load of the address is served rendered, with the page's title,
// and /faq is not found; the release tool's rollback brings /faq back and the new address is not
// found again. The registry and marketing's history are put back as they were when the test ends,
// whatever happened: the other specs run against the same server and releases folder.
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { navigateInApp, waitForLive } from './helpers/shell';

type ReleaseTool = typeof import('../../scripts/release.mjs');
// this run's releases (e2e/playwright.config.ts: a copy of the build's, in the run's data folder)
const releasesDir = join(process.env.E2E_DATA_DIR!, 'releases');
const NEW_FAQ = '/frequently-asked-questions';
const HEADING = 'Frequently Asked Questions';
// mfe-marketing/src/pages/faq-page.tsx, its handle.meta
const TITLE = 'Frequently Asked Questions | ACMA';

const registryFile = join(releasesDir, 'registry.json');
const historyFile = join(releasesDir, 'marketing', 'history.json');
/** registry.json and marketing's history.json as they were before this spec, put back when it ends. */
let saved: { registry: string; history: string | null } | null = null;
/** The release this spec made (its folder is removed when it ends, unless it was there before). */
let made: string | null = null;

/** Writes a file as the release tool does (a new file renamed over the old one): the site sees one or the other. */
function replaceFile(file: string, text: string): void {
  writeFileSync(`${file}.e2e.tmp`, text);
  renameSync(`${file}.e2e.tmp`, file);
}

test.afterAll(() => {
  if (!saved) return;
  replaceFile(registryFile, saved.registry);
  if (saved.history !== null) replaceFile(historyFile, saved.history);
  if (made) rmSync(join(releasesDir, 'marketing', made), { recursive: true, force: true });
  saved = null;
});

type Registry = { remotes: Record<string, { id: string; routes: { path: string; module?: string }[] }> };
const registry = async (request: APIRequestContext) => (await (await request.get('/releases/registry.json')).json()) as Registry;
const status = async (request: APIRequestContext, path: string) => (await request.get(path)).status();

test('a release moves the FAQ to /frequently-asked-questions: an open tab finds it, new loads are served it, /faq is gone; rollback brings /faq back', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const tool = await import('../../scripts/release.mjs') as ReleaseTool;
  const stable = tool.readRegistry(releasesDir).remotes.marketing!.id;
  expect(await status(request, '/faq')).toBe(200);
  expect(await status(request, NEW_FAQ)).toBe(404);

  // a tab opened before the release, on the home page (its router knows /faq, not the new address)
  const oldTab = await browser.newPage();
  const documents: string[] = [];
  oldTab.on('request', (r) => { if (r.resourceType() === 'document') documents.push(r.url()); });
  const marketingEntries: string[] = [];
  oldTab.on('request', (r) => { if (/\/releases\/marketing\/[0-9a-f]{12}\/remoteEntry\.js/.test(r.url())) marketingEntries.push(r.url()); });
  await oldTab.goto('/');
  await expect(oldTab.locator('#app-heading')).toBeVisible();
  await waitForLive(oldTab);
  await oldTab.evaluate(() => { (window as unknown as { beforeRelease: string }).beforeRelease = 'this document'; });
  expect(await oldTab.evaluate(() => performance.getEntriesByName('routes-discovered', 'mark').length)).toBe(0);

  // the release: the current marketing release with routes.json's /faq at the new address
  saved = { registry: readFileSync(registryFile, 'utf8'), history: existsSync(historyFile) ? readFileSync(historyFile, 'utf8') : null };
  const copy = mkdtempSync(join(tmpdir(), 'acma-routes-release-'));
  let moved: string;
  try {
    cpSync(join(releasesDir, 'marketing', stable), copy, { recursive: true });
    const routes = (JSON.parse(readFileSync(join(copy, 'routes.json'), 'utf8')) as { routes: { path: string; module?: string }[] }).routes;
    expect(routes.filter((r) => r.module === 'FaqPage').map((r) => r.path)).toEqual(['/faq']);
    writeFileSync(join(copy, 'routes.json'), `${JSON.stringify({ routes: routes.map((r) => (r.path === '/faq' ? { ...r, path: NEW_FAQ } : r)) })}\n`);
    const existed = existsSync(join(releasesDir, 'marketing', tool.hashDir(copy)));
    moved = await tool.publish('marketing', { dir: releasesDir, fromDir: copy, log: () => undefined });
    if (!existed) made = moved;
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
  expect(moved).not.toBe(stable);
  const served = (await registry(request)).remotes.marketing!;
  expect(served.id).toBe(moved);
  expect(served.routes).toContainEqual({ path: NEW_FAQ, module: 'FaqPage' });

  await test.step('(a) the tab opened before the release navigates to the new address in place and shows the FAQ', async () => {
    const entriesBefore = marketingEntries.length;
    // no link in this tab leads there: the move a link click makes (history.pushState, then popstate)
    await navigateInApp(oldTab, NEW_FAQ);
    await expect(oldTab.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
    await expect(oldTab.getByTestId('remote-fallback')).toHaveCount(0);
    expect(oldTab.url()).toMatch(/\/frequently-asked-questions$/);
    // the same document: no new one was asked for, the window's own value is still there
    expect(documents).toEqual([documents[0]]);
    expect(await oldTab.evaluate(() => (window as unknown as { beforeRelease?: string }).beforeRelease)).toBe('this document');
    expect(await oldTab.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    // it learned the route from the registry (route-discovery.ts), once
    const marks = await oldTab.evaluate(() => performance.getEntriesByName('routes-discovered', 'mark').map((m) => (m as PerformanceMark).detail as string[]));
    expect(marks).toHaveLength(1);
    expect(marks[0]).toContain(NEW_FAQ);
    // and loaded the page from the release that has the route
    expect(marketingEntries.slice(entriesBefore)).toEqual([expect.stringContaining(`/releases/marketing/${moved}/remoteEntry.js`)]);
    await oldTab.close();
  });

  await test.step('(b) a new page load of the new address is served rendered, with the page\'s title; /faq is not found', async () => {
    const res = await request.get(NEW_FAQ);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<title>${TITLE}</title>`);
    expect(html).toMatch(new RegExp(`<main[^>]* id="main"[^>]*>[\\s\\S]*<h1[^>]*>${HEADING}</h1>`));
    expect(html).toContain(`/releases/marketing/${moved}/remoteEntry.js`);
    const page = await browser.newPage();
    const loaded = await page.goto(NEW_FAQ);
    expect(loaded!.status()).toBe(200);
    await expect(page).toHaveTitle(TITLE);
    await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
    const old = await page.goto('/faq');
    expect(old!.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: HEADING })).toHaveCount(0);
    await page.close();
  });

  await test.step('(c) the release tool\'s rollback: /faq is back, the new address is not found', async () => {
    expect(await tool.rollback('marketing', { dir: releasesDir, log: () => undefined })).toBe(stable);
    expect((await registry(request)).remotes.marketing!.id).toBe(stable);
    expect(await status(request, '/faq')).toBe(200);
    expect(await status(request, NEW_FAQ)).toBe(404);
    const page = await browser.newPage();
    expect((await page.goto('/faq'))!.status()).toBe(200);
    await expect(page).toHaveTitle(TITLE);
    await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
    await page.close();
  });
});
