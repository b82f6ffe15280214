// Release health (what the browser reports and what the staff see): a page view sends one
// report with the release id of each remote that ran and its vitals, and no address; the store counts
// it; the staff sign in and see each remote's releases with their figures (keyboard and axe clean);
// a signed-in buyer is told the page is not for them.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
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
  // tickets as anyone gets them: documents of the store, asked for by a tool
  const ticketOf = async () => {
    const doc = await page.request.get('/catalog', { headers: { 'sec-fetch-dest': 'document' } });
    const ticket = /pv;desc="([^"]+)"/.exec(doc.headers()['server-timing'] ?? '')?.[1];
    expect(ticket).toBeTruthy();
    return ticket!;
  };
  const [forged, own] = [await ticketOf(), await ticketOf()];
  const catalogId = /catalog:([0-9a-f]{12})/.exec(forged)![1]!;
  const report = (t: string, errors: number) => JSON.stringify({ v: 1, releases: { catalog: catalogId }, errors: errors ? { catalog: errors } : {}, t });
  const before = await stableFigures(page, 'catalog');
  // another website's page sends one with 100 errors: a simple cross-site POST (text/plain, no
  // preflight, as sendBeacon's), awaited so that it has been answered before the next step. The
  // other site is 127.0.0.1 (another site than localhost to the browser; a local address, as the
  // store's, so the browser's private-network rule does not stop the request first)
  const site = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>elsewhere</title><p>elsewhere</p>'));
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  try {
    await page.goto(`http://127.0.0.1:${(site.address() as AddressInfo).port}/`);
    const refused = page.waitForResponse((r) => r.url().endsWith('/api/beacons'));
    await page.evaluate(async ([url, body]) => {
      await fetch(url!, { method: 'POST', mode: 'no-cors', body: body!, headers: { 'content-type': 'text/plain' } });
    }, [`${baseURL}/api/beacons`, report(forged, 100)]);
    expect((await refused).status()).toBe(403);
  } finally {
    site.close();
  }
  // then the store's own page sends one without errors, for another page view: it counts, and the
  // other site's had added nothing before it
  await page.goto('/404Error');
  const status = await page.evaluate(async (body) => (await fetch('/api/beacons', { method: 'POST', body, headers: { 'content-type': 'text/plain' } })).status, report(own, 0));
  expect(status).toBe(204);
  const after = await stableFigures(page, 'catalog');
  expect([after.views - before.views, after.errors - before.errors]).toEqual([1, 0]);
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
