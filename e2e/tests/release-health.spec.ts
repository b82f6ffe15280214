// Release health (what the browser reports and what the staff see): a page view sends one
// report with the release id of each remote that ran and its vitals, and no address; the store counts
// it; the staff sign in and see each remote's releases with their figures (keyboard and axe clean);
// a signed-in buyer is told the page is not for them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { submitSignIn, TEST_BUYER } from './helpers/auth';

const STAFF = { email: 'staff@example.com', password: 'staff-pass-1' };
// the ops token the store keeps in this run's releases folder (RELEASE_OPS_TOKEN is not set)
const opsToken = () => readFileSync(join(process.env.E2E_DATA_DIR!, 'releases', '.ops-token'), 'utf8').trim();

interface Beacon { v: number; releases: Record<string, string>; errors: Record<string, number>; lcp?: number; inp?: number; cls?: number; more?: true; t: string }
interface StaffRow { remote: string; stable: { releaseId: string; views: number; errors: number } }

const releaseIdOf = (entry: string) => /\/releases\/[a-z-]+\/([0-9a-f]{12})\//.exec(entry)![1]!;
const runtimeRemotes = async (page: Page) =>
  (JSON.parse((await page.locator('#app-config').textContent()) ?? '{}') as { remotes: Record<string, string> }).remotes;

async function stableFigures(page: Page, remote: string): Promise<StaffRow['stable']> {
  const r = await page.request.get('/api/staff/releases', { headers: { authorization: `Bearer ${opsToken()}` } });
  expect(r.status()).toBe(200);
  return ((await r.json()) as { remotes: StaffRow[] }).remotes.find((x) => x.remote === remote)!.stable;
}
const stableViews = async (page: Page, remote: string): Promise<number> => (await stableFigures(page, remote)).views;

async function axeClean(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] }).include('main').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('a page view sends one beacon, when it is left, with the release ids of the remotes that ran and its vitals', async ({ page }) => {
  // A beacon sent while the page unloads never reaches Playwright's request events: what the page
  // hands to navigator.sendBeacon is kept in its origin's storage (the call itself goes on), and the
  // store's own count proves the report arrived.
  await page.addInitScript(() => {
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url: string | URL, data?: BodyInit | null) => {
      const kept = JSON.parse(localStorage.getItem('e2e-beacons') ?? '[]') as { url: string; data: unknown }[];
      localStorage.setItem('e2e-beacons', JSON.stringify([...kept, { url: String(url), data }]));
      return send(url, data);
    };
  });
  await page.goto('/catalog');
  await expect(page.locator('html[data-live]')).toHaveCount(1);
  // the reporter and the vitals load once the page is idle (web-vitals, not on the first load)
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('release-vitals').length)).toBe(1);
  const remotes = await runtimeRemotes(page);
  // the page view's ticket: the document response's Server-Timing, as the page reads it
  const ticket = await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).serverTiming.find((e) => e.name === 'pv')?.description);
  expect(ticket).toMatch(/^1\./);
  const before = await stableViews(page, 'catalog');
  // an interaction, for INP: a click on the page's heading (no link, nothing prefetched)
  await page.getByRole('heading', { level: 1 }).first().click();
  // the browser has timed the interaction (its entry comes after the next frame)
  await expect.poll(() => page.evaluate(() => performance.getEntriesByType('first-input').length)).toBe(1);
  expect(await page.evaluate(() => localStorage.getItem('e2e-beacons'))).toBeNull(); // nothing before the page is hidden or left

  await page.goto('/404Error'); // the page is left (pagehide, hidden): the report goes; a shell page runs no remote
  await expect.poll(() => stableViews(page, 'catalog')).toBeGreaterThan(before); // the store counted it
  const sent = JSON.parse((await page.evaluate(() => localStorage.getItem('e2e-beacons'))) ?? '[]') as { url: string; data: string }[];
  expect(sent.map((s) => new URL(s.url, page.url()).pathname)).toEqual(['/api/beacons']); // one report for the page view
  const text = sent[0]!.data;
  const body = JSON.parse(text) as Beacon;
  expect(body.v).toBe(1);
  expect(body.releases.catalog).toBe(releaseIdOf(remotes.catalog!));
  for (const [name, id] of Object.entries(body.releases)) expect(id, name).toBe(releaseIdOf(remotes[name]!));
  expect(body.errors).toEqual({});
  expect(body.more).toBeUndefined();
  expect(body.lcp).toBeGreaterThan(0);
  expect(body.inp).toBeGreaterThanOrEqual(0);
  expect(body.cls).toBeGreaterThanOrEqual(0);
  // it brings back its page view's ticket
  expect(body.t).toBe(ticket);
  // nothing but ids, counts, numbers and the ticket: no address, no query, no text of the page
  expect(text).not.toMatch(/https?:|\/catalog|\?|@/);
});

test('a report sent from another website\'s page counts nothing, even with a ticket the store made; the store\'s own page\'s does', async ({ page, baseURL }) => {
  // a ticket as anyone gets one: a document of the store, asked for by a tool
  const doc = await page.request.get('/catalog', { headers: { 'sec-fetch-dest': 'document' } });
  const ticket = /pv;desc="([^"]+)"/.exec(doc.headers()['server-timing'] ?? '')?.[1];
  expect(ticket).toBeTruthy();
  const catalogId = /catalog:([0-9a-f]{12})/.exec(ticket!)![1]!;
  const before = await stableFigures(page, 'catalog');
  // another website's page sends it with 100 errors (sendBeacon: no preflight, cross-site)
  const report = JSON.stringify({ v: 1, releases: { catalog: catalogId }, errors: { catalog: 100 }, t: ticket });
  await page.route('https://elsewhere.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>elsewhere</title><p>elsewhere</p>' }));
  await page.goto('https://elsewhere.example/page');
  const refused = page.waitForResponse((r) => r.url().endsWith('/api/beacons'));
  expect(await page.evaluate(([url, body]) => navigator.sendBeacon(url!, body!), [`${baseURL}/api/beacons`, report])).toBe(true);
  expect((await refused).status()).toBe(403);
  // then the store's own page sends a report with that same ticket: it counts, as one page view
  // with an error, and the other site's had added nothing before it
  await page.goto('/404Error');
  const counted = page.waitForResponse((r) => r.url().endsWith('/api/beacons'));
  expect(await page.evaluate((body) => navigator.sendBeacon('/api/beacons', body), report)).toBe(true);
  expect((await counted).status()).toBe(204);
  await expect.poll(async () => (await stableFigures(page, 'catalog')).views).toBe(before.views + 1);
  expect((await stableFigures(page, 'catalog')).errors).toBe(before.errors + 1);
});

test('the staff sign in and see each remote\'s releases with their figures; keyboard and axe clean', async ({ page }) => {
  await page.goto('/staff/releases');
  await submitSignIn(page, STAFF.email, STAFF.password);
  await expect(page).toHaveURL(/\/staff\/releases$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Release health' })).toBeVisible();
  const remotes = await runtimeRemotes(page);
  const table = page.getByRole('table', { name: 'catalog' });
  await expect(table).toBeVisible();
  const stable = table.getByRole('row', { name: /^Stable/ });
  await expect(stable).toContainText(releaseIdOf(remotes.catalog!));
  for (const name of Object.keys(remotes)) await expect(page.getByRole('table', { name })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'p75 INP' }).first()).toBeVisible();
  // Refresh by keyboard: the table comes back
  const refresh = page.getByRole('button', { name: 'Refresh' });
  await refresh.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('table', { name: 'catalog' })).toBeVisible();
  await axeClean(page);
});

test('a signed-in buyer sees that the staff page is not for them', async ({ page }) => {
  await page.goto('/staff/releases');
  await submitSignIn(page, TEST_BUYER.email, TEST_BUYER.password);
  await expect(page).toHaveURL(/\/staff\/releases$/);
  const alert = page.getByTestId('staff-not-allowed');
  await expect(alert.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
  await expect(alert).toContainText(TEST_BUYER.email);
  await expect(page.getByRole('table')).toHaveCount(0);
  await axeClean(page);
});
