// Prefetch on intent (shell/src/lib/prefetch.ts): hovering or focusing a link to a page of another
// remote loads that remote's entry and page chunks before the click; the page then renders from them.
import { expect, test, type APIRequestContext } from '@playwright/test';

/** The current release folder of a remote (/releases/<name>/<id>/), from the registry. */
async function releaseBase(request: APIRequestContext, name: string): Promise<string> {
  const registry = await (await request.get('/releases/registry.json')).json() as { remotes: Record<string, { entry: string }> };
  return registry.remotes[name]!.entry.replace(/remoteEntry\.js$/, '');
}

test('hovering a product card on the catalog loads the product pages remote before the click', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  await page.goto('/catalog');
  const base = await releaseBase(page.request, 'product-pages');
  await expect(page.locator('html[data-live]')).toHaveCount(1);
  const link = page.locator('main article h3 a[href^="/certification/"]').first();
  await expect(link).toBeVisible();
  expect(requests.filter((u) => u.startsWith('/releases/product-pages/')), 'not loaded before the hover').toEqual([]);
  await link.hover();
  await expect.poll(() => requests.filter((u) => u === `${base}remoteEntry.js`).length).toBe(1);
  // the page module's own chunks (the build's chunk map) are all loaded on the hover
  const map = await (await page.request.get(`${base}chunks.json`)).json() as Record<string, string[]>;
  const pageFiles = map['expose:./CertificationPage']!.map((f) => `${base}${f}`);
  expect(pageFiles.length).toBeGreaterThan(0);
  await expect.poll(() => pageFiles.filter((f) => !requests.includes(f))).toEqual([]);
  const loaded = requests.length;
  const name = (await link.textContent())!;
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const after = requests.slice(loaded);
  expect(after.filter((u) => u === `${base}remoteEntry.js` || pageFiles.includes(u)), 'the click loaded none of it again').toEqual([]);
});

test('focusing a link with the keyboard prefetches too, once per page', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  await page.goto('/faq');
  const base = await releaseBase(page.request, 'checkout');
  await expect(page.locator('html[data-live]')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const cart = page.locator('a[href="/cart"]:visible').first();
  await cart.focus();
  await expect.poll(() => requests.filter((u) => u === `${base}remoteEntry.js`).length).toBe(1);
  const map = await (await page.request.get(`${base}chunks.json`)).json() as Record<string, string[]>;
  const pageFiles = map['expose:./CartPage']!.map((f) => `${base}${f}`);
  await expect.poll(() => pageFiles.filter((f) => !requests.includes(f))).toEqual([]);
  // a repeated load would come from the federation runtime's module cache without any request, so
  // the prefetches started are counted by their performance marks (one per prefetch started)
  const started = () => page.evaluate(() => performance.getEntriesByName('prefetch', 'mark').map((m) => (m as PerformanceMark).detail as string));
  expect(await started()).toEqual(['checkout/CartPage']);
  const before = requests.length;
  await page.locator('a[href="/terms"]').first().focus();
  await cart.focus();
  await cart.hover();
  await page.locator('a[href="/terms"]').first().focus();
  await cart.focus();
  await page.waitForTimeout(300);
  // the terms page (the marketing remote) is prefetched on its own first focus; each page once
  expect(await started(), 'each page is prefetched once').toEqual(['checkout/CartPage', 'marketing/TermsPage']);
  expect(requests.slice(before).filter((u) => u.startsWith('/releases/checkout/')), 'the cart page is not loaded twice').toEqual([]);
});

test('with Save-Data nothing is prefetched: the remote loads on the click only', async ({ page }) => {
  // Chromium's NetworkInformation reports the data saver as off; this page's reports it on
  await page.addInitScript(() => {
    Object.defineProperty(Object.getPrototypeOf((navigator as Navigator & { connection?: object }).connection ?? {}) as object, 'saveData', { get: () => true, configurable: true });
  });
  const requests: string[] = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  await page.goto('/faq');
  await expect(page.locator('html[data-live]')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData)).toBe(true);
  const cart = page.locator('a[href="/cart"]:visible').first();
  await cart.hover();
  await cart.focus();
  await page.waitForTimeout(1000);
  const base = await releaseBase(page.request, 'checkout');
  expect(requests.filter((u) => u.startsWith(base)), 'no prefetch on intent').toEqual([]);
  expect(await page.evaluate(() => performance.getEntriesByName('prefetch', 'mark').length)).toBe(0);
  await cart.click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect.poll(() => requests.filter((u) => u === `${base}remoteEntry.js`).length, 'the click loads it').toBe(1);
});
