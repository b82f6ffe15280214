// A canary of a remote in a real browser: with mfe-marketing's canary at 50 %, new visitors (fresh
// browser contexts) navigating to the home page are each given a cohort cookie with their first
// document, their browser loads the release their bucket falls in (the canary or the current one,
// by the rule every instance applies), and keeps it on every reload; when the canary ends, its
// visitors are back on the current release at their next page. The canary is a copy of the current
// release with one byte more (another id); the releases live in this run's own folder.
import { createHash } from 'node:crypto';
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Browser } from '@playwright/test';

type ReleaseTool = typeof import('../../scripts/release.mjs');
// this run's releases (e2e/playwright.config.ts: a copy of the build's, in the run's data folder)
const releasesDir = join(process.env.E2E_DATA_DIR!, 'releases');

/** The rule of docs/releasing.md: sha256(bucket:remote:id)'s first 4 bytes mod 100 below the percent. */
const inCanary = (bucket: number, remote: string, id: string, percent: number) =>
  createHash('sha256').update(`${bucket}:${remote}:${id}`).digest().readUInt32BE(0) % 100 < percent;

/** A new visitor: a fresh context, the marketing releases its page loads, its cohort cookie. */
async function visitor(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const loaded: string[] = [];
  page.on('request', (r) => {
    const id = /\/releases\/marketing\/([0-9a-f]{12})\/remoteEntry\.js/.exec(r.url())?.[1];
    if (id) loaded.push(id);
  });
  /** Opens (or reloads) the home page; the marketing releases the page loaded. */
  const open = async () => {
    loaded.length = 0;
    await page.goto('/');
    await expect(page.locator('#app-heading')).toBeVisible();
    return [...new Set(loaded)];
  };
  const cohort = async () => (await context.cookies()).find((c) => c.name === 'rc');
  return { context, page, open, cohort };
}

test('a canary at 50 %: each new visitor gets the release their cookie picks and keeps it on reloads; the canary\'s end brings them back', async ({ browser }) => {
  test.setTimeout(180_000);
  const tool = await import('../../scripts/release.mjs') as ReleaseTool;
  const stable = tool.readRegistry(releasesDir).remotes.marketing!.id;
  const copy = mkdtempSync(join(tmpdir(), 'acma-canary-build-'));
  cpSync(join(releasesDir, 'marketing', stable), copy, { recursive: true });
  appendFileSync(join(copy, 'remoteEntry.js'), '\n/* canary */\n');
  const canary = await tool.publish('marketing', { dir: releasesDir, fromDir: copy, canary: 50, log: () => undefined });
  rmSync(copy, { recursive: true, force: true });
  expect(canary).not.toBe(stable);
  try {
    const got = { [stable]: 0, [canary]: 0 };
    let inIt: Awaited<ReturnType<typeof visitor>> | null = null;
    for (let i = 0; i < 16; i++) {
      const v = await visitor(browser);
      const first = await v.open();
      const cookie = await v.cohort();
      expect(cookie, 'a cohort cookie with the first document').toBeTruthy();
      expect(cookie!.httpOnly).toBe(true);
      expect(cookie!.sameSite).toBe('Lax');
      // `<bucket>.<visitor>.<mac>`: signed by the store (a bucket alone is no cohort)
      expect(cookie!.value).toMatch(/^\d{1,4}\.[A-Za-z0-9_-]{11}\.[A-Za-z0-9_-]{22}$/);
      const bucket = Number(cookie!.value.split('.')[0]);
      const expected = inCanary(bucket, 'marketing', canary, 50) ? canary : stable;
      expect(first, `bucket ${bucket}`).toEqual([expected]);
      // the same release through the visit
      for (let r = 0; r < 2; r++) expect(await v.open()).toEqual([expected]);
      expect((await v.cohort())!.value).toBe(cookie!.value);
      got[expected]! += 1;
      if (expected === canary && !inIt) inIt = v;
      else await v.context.close();
    }
    // 16 visitors at 50 %: all on one side is a 1 in 30,000 chance
    expect(got[canary]).toBeGreaterThan(0);
    expect(got[stable]).toBeGreaterThan(0);
    // the canary ends: its visitor gets the current release at the next page
    expect(await tool.endCanary('marketing', { dir: releasesDir, ifId: canary, log: () => undefined })).toBe(stable);
    expect(await inIt!.open()).toEqual([stable]);
    await inIt!.context.close();
  } finally {
    await tool.endCanary('marketing', { dir: releasesDir, ifId: canary, log: () => undefined });
  }
});
