// A team releases its remote into the running site and rolls it back: `pnpm release
// mfe-marketing` builds a changed marketing remote while this server runs; a fresh `/` shows the
// change from the same server process; a tab opened before the release keeps working on another
// marketing page and on a remote it had not loaded yet, with no fallback and no 404; a tab whose
// release is gone retries once with the current registry; `--rollback` brings the old copy back.
// The source change is undone when the test ends; the releases live in this run's own folder.
import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

const run = promisify(execFile);
// this run's releases (e2e/playwright.config.ts: a copy of the build's, in the run's data folder)
const releasesDir = join(process.env.E2E_DATA_DIR!, 'releases');
const root = join(__dirname, '..', '..');
const SOURCE = join(root, 'mfe-marketing', 'src', 'features', 'home', 'app-promo.tsx');
const HEADING = 'Learn on your commute, finish at your desk';

async function release(...args: string[]): Promise<void> {
  await run(process.execPath, [join(root, 'scripts', 'release.mjs'), 'mfe-marketing', ...args], {
    cwd: root, env: { ...process.env, RELEASES_DIR: releasesDir }, maxBuffer: 16 * 1024 * 1024,
  });
}

type Registry = { remotes: Record<string, { id: string; entry: string }> };
const registry = async (request: APIRequestContext) => (await (await request.get('/releases/registry.json')).json()) as Registry;
const uptime = async (request: APIRequestContext) => ((await (await request.get('/api/health')).json()) as { uptime: number }).uptime;

/** Every response answered 404 (or worse) in the page, and every fallback shown. */
function watch(page: Page) {
  const failed: string[] = [];
  page.on('response', (r) => { if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`); });
  page.on('requestfailed', (r) => failed.push(`failed ${r.url()}`));
  return failed;
}

test('a remote released into the running site: fresh pages get it, open tabs keep working, rollback restores it', async ({ browser, request }) => {
  test.setTimeout(300_000);
  const before = await registry(request);
  const oldId = before.remotes.marketing!.id;
  const t0 = Date.now();
  const up0 = await uptime(request);

  // a tab opened before the release, on the home page (marketing), and one that will lose its release
  const oldTab = await browser.newPage();
  const oldFailures = watch(oldTab);
  await oldTab.goto('/');
  await expect(oldTab.locator('#app-heading')).toHaveText(HEADING);
  const goneTab = await browser.newPage();
  await goneTab.goto('/');
  await expect(goneTab.locator('#app-heading')).toHaveText(HEADING);

  const original = readFileSync(SOURCE, 'utf8');
  const changed = `${HEADING}, release ${Date.now().toString(36)}`;
  try {
    writeFileSync(SOURCE, original.replace(HEADING, changed));
    await release();
  } finally {
    writeFileSync(SOURCE, original);
  }
  const after = await registry(request);
  const newId = after.remotes.marketing!.id;
  expect(newId).not.toBe(oldId);
  expect(after.remotes.catalog).toEqual(before.remotes.catalog); // the other teams' releases are untouched

  // a fresh page: the new release, from the same server process (its uptime went on)
  const fresh = await browser.newPage();
  const freshFailures = watch(fresh);
  const doc = await (await fresh.goto('/'))!.text();
  expect(doc).toContain(`/releases/marketing/${newId}/remoteEntry.js`);
  expect(doc).not.toContain(`/releases/marketing/${oldId}/`);
  await expect(fresh.locator('#app-heading')).toHaveText(changed);
  expect(await uptime(request)).toBeGreaterThanOrEqual(up0 + Math.floor((Date.now() - t0) / 1000) - 2);
  expect(freshFailures).toEqual([]);

  // the old tab: another marketing page (not loaded yet) and a remote it had not loaded, client-side
  const nav = oldTab.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'More Info' }).click();
  await nav.getByRole('link', { name: 'FAQs' }).click();
  await expect(oldTab.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  await nav.getByRole('link', { name: 'Product Catalog' }).click();
  await expect(oldTab.getByRole('heading', { level: 1, name: 'Product Catalog' })).toBeVisible();
  await expect(oldTab.getByTestId('remote-fallback')).toHaveCount(0);
  expect(oldFailures, 'no request of the old tab failed or answered 404').toEqual([]);
  // it stayed on the release it started with
  const marketingFiles = await oldTab.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.includes('/releases/marketing/')));
  expect(marketingFiles.length).toBeGreaterThan(1);
  expect(marketingFiles.filter((n) => !n.includes(`/releases/marketing/${oldId}/`))).toEqual([]);

  // a tab whose release cannot be loaded any more (its files gone): one retry with the current registry
  await goneTab.route(new RegExp(`/releases/marketing/${oldId}/`), (route) => route.fulfill({ status: 404, body: 'gone' }));
  const goneNav = goneTab.getByRole('navigation', { name: 'Main' });
  await goneNav.getByRole('button', { name: 'More Info' }).click();
  await goneNav.getByRole('link', { name: 'FAQs' }).click();
  await expect(goneTab.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  await expect(goneTab.getByTestId('remote-fallback')).toHaveCount(0);

  // rollback: no build, the old copy is current again
  await release('--rollback');
  expect((await registry(request)).remotes.marketing!.id).toBe(oldId);
  const back = await browser.newPage();
  await back.goto('/');
  await expect(back.locator('#app-heading')).toHaveText(HEADING);
  expect(await (await request.get('/')).text()).toContain(`/releases/marketing/${oldId}/remoteEntry.js`);
  // the rolled-back release is still served for the tabs that have it
  expect((await request.get(`/releases/marketing/${newId}/remoteEntry.js`)).status()).toBe(200);
  await Promise.all([oldTab.close(), goneTab.close(), fresh.close(), back.close()]);
});
