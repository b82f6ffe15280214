// A team's release meets a few buyers first and the store judges it by what their browsers report
// (docs/releasing.md). The product pages remote carries Add to Cart (the catalog's cards only link
// to them), so its releases are the ones tried here:
// - a canary whose Add to Cart throws, released to 50 %, visited by scripted buyers, is rolled back
//   by the store itself once its errors pass the configured rule; buyers of the stable release never
//   load a file of it, and a buyer keeps one version through a visit;
// - a healthy canary released with --auto-promote becomes the release for everyone once it has the
//   configured page views.
// The e2e server judges with small figures (playwright.config.ts: CANARY_*). Each canary is the
// current release's files with a few lines appended to its remoteEntry.js (another release id, no
// build), published with the release tool into this run's own releases folder.
import { createHash } from 'node:crypto';
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { signCohort } from '../../api/src/releases/page-views';
import { E2E_VIEW_SECRET } from './helpers/view-secret';
import { waitForLive } from './helpers/shell';

type ReleaseTool = typeof import('../../scripts/release.mjs');
const releasesDir = join(process.env.E2E_DATA_DIR!, 'releases');
const REMOTE = 'product-pages';
const PAGE = '/certification/bcmas';
const RELEASE_FILE = new RegExp(`/releases/${REMOTE}/([0-9a-f]{12})/`);

/**
 * A canary of the product pages made from the current release's files and `extra` appended to its
 * remoteEntry.js (another id; the same code unless `extra` is code), published with the release tool.
 */
async function canaryOf(extra: string, opts: { autoPromote?: boolean } = {}): Promise<{ stable: string; canary: string; tool: ReleaseTool }> {
  const tool = await import('../../scripts/release.mjs') as ReleaseTool;
  const stable = tool.readRegistry(releasesDir).remotes[REMOTE]!.id;
  const copy = mkdtempSync(join(tmpdir(), 'acma-judged-canary-'));
  try {
    cpSync(join(releasesDir, REMOTE, stable), copy, { recursive: true });
    const entry = join(copy, 'remoteEntry.js');
    appendFileSync(entry, `\n${extra}\n`);
    // its precompressed copies too (the site serves those to browsers that take them)
    const code = readFileSync(entry);
    writeFileSync(`${entry}.br`, brotliCompressSync(code));
    writeFileSync(`${entry}.gz`, gzipSync(code));
    const canary = await tool.publish(REMOTE, { dir: releasesDir, fromDir: copy, canary: 50, autoPromote: opts.autoPromote, log: () => undefined });
    expect(canary).not.toBe(stable);
    return { stable, canary, tool };
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

/**
 * Code that breaks Add to Cart as a careless change would: the form's submit is stopped before the
 * page's handler sees it, and throws (an error from the release's own file).
 */
const BROKEN_ADD_TO_CART = `document.addEventListener('submit', function (e) {
  if (!(e.target instanceof HTMLFormElement) || e.target.getAttribute('action') !== '/cart') return;
  e.preventDefault(); e.stopImmediatePropagation();
  throw new Error('broken add to cart');
}, true);`;

type Registry = { remotes: Record<string, { id: string; canary?: { id: string; percent: number } }> };
const registryOnDisk = (): Registry => JSON.parse(readFileSync(join(releasesDir, 'registry.json'), 'utf8')) as Registry;

interface Figures { releaseId: string; views: number; errors: number }
interface StaffRow { remote: string; stable: Figures; canary: Figures | null; verdict: { verdict: string; reason: string } | null }

/** The product pages' releases as the store's staff and `pnpm release status` see them (the ops token). */
async function health(request: APIRequestContext): Promise<StaffRow> {
  const token = readFileSync(join(releasesDir, '.ops-token'), 'utf8').trim();
  const res = await request.get('/api/staff/releases', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { remotes: StaffRow[] }).remotes.find((r) => r.remote === REMOTE)!;
}

/** The product pages' page views the store has counted (stable and canary). */
const viewsCounted = async (request: APIRequestContext) => {
  const row = await health(request);
  return row.stable.views + (row.canary?.views ?? 0);
};

interface Visit {
  /** The product-pages releases whose files the visitor's pages loaded, per document. */
  releases: string[][];
  errors: string[];
  addedToCart: boolean;
}

/** The rule of docs/releasing.md: sha256(bucket:remote:id)'s first 4 bytes mod 100 below the percent. */
const inCanary = (bucket: number, id: string, percent: number) =>
  createHash('sha256').update(`${bucket}:${REMOTE}:${id}`).digest().readUInt32BE(0) % 100 < percent;

/** Cohorts (0..9999) on each side of a 50 % canary, from a random start: buyers known to get the canary or not. */
function cohorts(canary: string): { canary: () => number; stable: () => number } {
  let next = Math.floor(Math.random() * 10_000);
  const find = (want: boolean) => () => {
    for (;;) {
      next = (next + 1) % 10_000;
      if (inCanary(next, canary, 50) === want) return next;
    }
  };
  return { canary: find(true), stable: find(false) };
}

/**
 * One buyer: a fresh browser (no cookie yet), the product page (and, `again`, once more in the same
 * visit), Add to Cart; then away, so the page view reports (when hidden).
 */
async function visit(browser: Browser, request: APIRequestContext, { again = false, bucket }: { again?: boolean; bucket?: number } = {}): Promise<Visit> {
  const counted = await viewsCounted(request);
  const canaryAtStart = registryOnDisk().remotes[REMOTE]!.canary?.id;
  const context = await browser.newContext();
  // a buyer the store met before: their cohort cookie, signed as the store signs it (the store draws
  // one for a new buyer; a bucket alone is no cohort)
  if (bucket !== undefined) await context.addCookies([{ name: 'rc', value: signCohort(E2E_VIEW_SECRET, bucket), url: site }]);
  const page = await context.newPage();
  const seen: string[][] = [];
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const open = async (p: Page) => {
    const mine: string[] = [];
    seen.push(mine);
    const onRequest = (r: { url(): string }) => {
      const id = RELEASE_FILE.exec(r.url())?.[1];
      if (id && !mine.includes(id)) mine.push(id);
    };
    p.on('request', onRequest);
    await p.goto(PAGE);
    await waitForLive(p);
    p.off('request', onRequest);
  };
  await open(page);
  if (again) await open(page);
  // the page's reporter is loaded once the page is idle (release-health.spec.ts)
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('release-vitals').length)).toBe(1);
  const failed = new Promise<void>((resolve) => page.once('pageerror', () => resolve()));
  await page.getByRole('button', { name: /add to cart/i }).first().click();
  await Promise.race([page.waitForURL(/\/cart(\?|$)/), failed]);
  const addedToCart = new URL(page.url()).pathname === '/cart';
  // away: the page view's report goes as the page is hidden, and the store counts it (or, counting
  // it, ends the canary: the staff's view then lists the stable release alone)
  await page.goto('/404Error');
  await expect.poll(async () => (await viewsCounted(request)) > counted || registryOnDisk().remotes[REMOTE]!.canary?.id !== canaryAtStart).toBe(true);
  await context.close();
  return { releases: seen, errors, addedToCart };
}

test.describe.configure({ mode: 'serial' });

/** The store's address (the cohort cookie is set for it). */
let site = '';
test.beforeEach(({ baseURL }) => {
  site = baseURL!;
});

test('a canary whose Add to Cart throws is rolled back by the store; stable buyers never see it', async ({ browser, request }) => {
  test.setTimeout(300_000);
  const { stable, canary } = await canaryOf(BROKEN_ADD_TO_CART);

  const visits: Visit[] = [];
  // two new buyers (the store draws their cohort: both may land in the canary), two returning buyers
  // of the stable release (so at least two whatever the draw), then returning buyers of each side in
  // turn, until the store ends the canary: the rule (playwright.config.ts) asks for 3 errors at twice
  // the stable's rate
  const side = cohorts(canary);
  for (let i = 0; i < 40 && registryOnDisk().remotes[REMOTE]!.canary; i++) {
    const bucket = i < 2 ? undefined : i < 4 || i % 2 === 0 ? side.stable() : side.canary();
    visits.push(await visit(browser, request, { again: i < 6, bucket }));
  }
  await expect.poll(() => registryOnDisk().remotes[REMOTE]!.canary?.id ?? null, { timeout: 15_000 }).toBeNull();
  expect(registryOnDisk().remotes[REMOTE]!.id).toBe(stable);

  const onCanary = visits.filter((v) => v.releases.flat().includes(canary));
  const onStable = visits.filter((v) => !v.releases.flat().includes(canary));
  // ended once its third buyer's error was counted (CANARY_MIN_ERRORS=3), or the next one's at most
  // (the store judges just after it counts a report; the next buyer may already be on their way)
  expect(onCanary.length).toBeGreaterThanOrEqual(3);
  expect(onCanary.length).toBeLessThanOrEqual(4);
  expect(onStable.length).toBeGreaterThanOrEqual(2);
  // one version through a visit: every document of a visit loaded the same product-pages release
  for (const v of visits) expect(new Set(v.releases.flat()).size).toBe(1);
  // the canary's buyers met the broken button; the stable's buyers never loaded a canary file and reached the cart
  for (const v of onCanary) expect(v.addedToCart).toBe(false);
  for (const v of onStable) {
    expect([...new Set(v.releases.flat())]).toEqual([stable]);
    expect(v.addedToCart).toBe(true);
    expect(v.errors).toEqual([]);
  }
  // from now on every new buyer gets the stable release (canary.spec.ts: and the canary's buyers at their next page)
  const after = await visit(browser, request);
  expect([...new Set(after.releases.flat())]).toEqual([stable]);
  expect(after.addedToCart).toBe(true);
});

test('a healthy canary with --auto-promote becomes the release for everyone', async ({ browser, request }) => {
  test.setTimeout(300_000);
  const { stable, canary, tool } = await canaryOf('/* the same code, another release */', { autoPromote: true });
  try {
    for (let i = 0; i < 40 && registryOnDisk().remotes[REMOTE]!.canary; i++) {
      const v = await visit(browser, request);
      expect(v.addedToCart).toBe(true);
    }
    await expect.poll(() => registryOnDisk().remotes[REMOTE]!.id, { timeout: 15_000 }).toBe(canary);
    expect(registryOnDisk().remotes[REMOTE]!.canary).toBeUndefined();
    const after = await visit(browser, request);
    expect([...new Set(after.releases.flat())]).toEqual([canary]);
  } finally {
    // the other specs meet the release they were written for
    if (registryOnDisk().remotes[REMOTE]!.id !== stable || registryOnDisk().remotes[REMOTE]!.canary) await tool.rollback(REMOTE, { dir: releasesDir, log: () => undefined });
  }
});
