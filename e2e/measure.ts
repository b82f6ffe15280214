// Measures what a first visit of a route loads: every script requested (count, raw bytes, gzip
// bytes at level 9) and how many React DOM renderers registered (one per React copy), read through
// a stand-in of the React DevTools hook installed before any script runs.
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContextOptions } from '@playwright/test';

export interface RouteWeight { route: string; scripts: number; raw: number; gzip: number; reactCopies: number; files: { url: string; gzip: number }[] }

export const FIRST_PAGE_BUDGET_GZIP = 170 * 1024;

/** `storageState`: the browser's storage to load with (a signed-in buyer's for /checkout). */
export async function measureRoute(
  browser: Browser, baseURL: string, route: string, viewport = { width: 412, height: 823 }, storageState?: BrowserContextOptions['storageState'],
): Promise<RouteWeight> {
  const context = await browser.newContext({ viewport, storageState });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const renderers = new Map<number, unknown>();
    (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      renderers, supportsFiber: true, isDisabled: false,
      inject(r: unknown) { renderers.set(renderers.size + 1, r); return renderers.size; },
      onCommitFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, checkDCE() {}, on() {}, off() {}, emit() {}, sub() { return () => {}; },
    };
  });
  const bodies: Promise<{ url: string; raw: number; gzip: number } | null>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    bodies.push(res.body().then((b) => ({ url: res.url(), raw: b.length, gzip: gzipSync(b, { level: 9 }).length })).catch(() => null));
  });
  await page.goto(new URL(route, baseURL).href, { waitUntil: 'networkidle' });
  // the first visit's start is over once the app is live (shell/src/lib/app-live.ts: hydration
  // committed, so every script of the first page has run and its React registered)
  await page.locator('html[data-live]').waitFor({ state: 'attached' });
  const files = (await Promise.all(bodies)).filter((x): x is { url: string; raw: number; gzip: number } => x !== null);
  const reactCopies = await page.evaluate(() => (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } }).__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size);
  await context.close();
  return {
    route,
    scripts: files.length,
    raw: files.reduce((s, f) => s + f.raw, 0),
    gzip: files.reduce((s, f) => s + f.gzip, 0),
    reactCopies,
    files: files.map((f) => ({ url: new URL(f.url).pathname, gzip: f.gzip })).sort((a, b) => b.gzip - a.gzip),
  };
}

export const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
