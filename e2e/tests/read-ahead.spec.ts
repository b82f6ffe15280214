// A page's data beside its module (shared-api/read-ahead.ts, shell/src/lib/route-data.ts): a route
// declares the API GET whose answer is its loader's data (its routes.ts `data`), and the shell starts
// that request from the route table alone, on intent and when a navigation starts, before the page's
// module has arrived; the page then takes that request, in flight or arrived, and asks for nothing
// again. With the answer already here at the click, the page renders with its data at once.
import { expect, test, type Page } from '@playwright/test';

/** Chromium's NetworkInformation as this page reports it: '3g' turns links in view off, so only intent and the navigation load anything. */
async function slowConnection(page: Page) {
  await page.addInitScript(() => {
    const proto = Object.getPrototypeOf((navigator as Navigator & { connection?: object }).connection ?? {}) as object;
    Object.defineProperty(proto, 'effectiveType', { get: () => '3g', configurable: true });
  });
}

/** Every request of the page (path and query), in order, with when it was made and when its answer ended. */
function requestLog(page: Page) {
  const log: { url: string; at: number; done?: number }[] = [];
  const start = Date.now();
  page.on('request', (r) => { const u = new URL(r.url()); log.push({ url: u.pathname + u.search, at: Date.now() - start }); });
  page.on('requestfinished', (r) => {
    const u = new URL(r.url());
    const e = log.find((x) => x.url === u.pathname + u.search && x.done === undefined);
    if (e) e.done = Date.now() - start;
  });
  return log;
}

const productCalls = <T extends { url: string }>(log: T[], slug: string): T[] => log.filter((r) => r.url.startsWith('/api/product?') && r.url.includes(`slug=${slug}`));

test('a hover reads the product with its module; the click renders it at once and asks the API nothing', async ({ page }) => {
  await slowConnection(page);
  const log = requestLog(page);
  await page.goto('/catalog');
  await expect(page.locator('html[data-live]')).toHaveCount(1);
  const link = page.locator('main article h3 a[href="/certification/bcmas"]').first();
  await expect(link).toBeVisible();
  expect(productCalls(log, 'bcmas'), 'nothing read before the hover').toEqual([]);
  await link.hover();
  await expect.poll(() => productCalls(log, 'bcmas').filter((r) => r.done !== undefined).length, 'the product read on the hover').toBe(1);
  // the page's module arrived too (prefetch on intent), and the answer is here: the click renders the page with it
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('prefetch', 'mark').length)).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  const skeletonSeen = page.evaluate(() => new Promise<boolean>((resolve) => {
    // the loading state, if the page ever shows it after the click (product-skeleton.tsx)
    const seen = () => document.querySelector('[data-testid="product-loading"]') !== null;
    const obs = new MutationObserver(() => { if (seen()) { obs.disconnect(); resolve(true); } });
    obs.observe(document.body, { childList: true, subtree: true, attributes: true });
    setTimeout(() => { obs.disconnect(); resolve(false); }, 3000);
  }));
  await link.click();
  await expect(page).toHaveURL(/\/certification\/bcmas$/);
  await expect(page.getByRole('button', { name: 'Add to Cart', exact: true })).toBeVisible();
  expect(await skeletonSeen, 'no loading state: the page rendered with the answer read on the hover').toBe(false);
  await page.waitForLoadState('networkidle');
  expect(productCalls(log, 'bcmas'), 'the click asked the API nothing more').toHaveLength(1);
});

test('a click with nothing loaded and no intent before it starts the data request with the navigation, beside the page module', async ({ page }) => {
  await slowConnection(page);
  await page.goto('/catalog');
  await expect(page.locator('html[data-live]')).toHaveCount(1);
  // the product pages' files are held back 1.5 s: a page that asked for its data only once its code
  // ran would ask after they arrived
  const held: string[] = [];
  await page.route('**/releases/product-pages/**', async (route) => {
    held.push(new URL(route.request().url()).pathname);
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  const log = requestLog(page);
  const link = page.locator('main article h3 a[href="/certification/bcmas"]').first();
  // a click with no intent before it (no pointer over the link, no touch, no focus: as a script or an
  // assistive tool may send it), so only the navigation's own start can read the data ahead
  await link.dispatchEvent('click');
  await expect(page.getByRole('button', { name: 'Add to Cart', exact: true })).toBeVisible({ timeout: 15_000 });
  const calls = productCalls(log, 'bcmas');
  expect(calls, 'one read of the product').toHaveLength(1);
  const firstFile = log.find((r) => r.url.startsWith('/releases/product-pages/'));
  expect(firstFile, 'the page module was loaded').toBeDefined();
  expect(held.length).toBeGreaterThan(0);
  // the data was asked for, and arrived, while the page's module was still held back
  const pageModule = log.find((r) => /^\/releases\/product-pages\/[^/]+\/__federation_expose_CertificationPage\./.test(r.url));
  expect(pageModule?.done, 'the page module arrived').toBeDefined();
  expect(calls[0]!.done, 'the product arrived before the page module').toBeLessThan(pageModule!.done!);
});

// (a guard of the take: the list read as the navigation started is the page's own GET; without the take it is asked for twice)
test('the catalog list read as the navigation starts is the catalog page\'s: asked for once', async ({ page }) => {
  await slowConnection(page);
  await page.goto('/faq');
  await expect(page.locator('html[data-live]')).toHaveCount(1);
  const log = requestLog(page);
  await page.locator('a[href="/catalog"]:visible').first().click();
  await expect(page).toHaveURL(/\/catalog$/);
  await expect(page.locator('main article h3 a').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(log.filter((r) => r.url === '/api/products').length, 'the list asked for once').toBe(1);
});
