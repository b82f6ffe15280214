// Prefetch on intent (shell/src/lib/prefetch.ts): hovering or focusing a link to a page of another
// remote loads that remote's entry and page chunks before the click; the page then renders from them.
// And of links in view, when the network allows: their remote pages' files go to the HTTP cache
// (<link rel="prefetch">) once the page is idle, and a tap then takes them from there.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { idleThenFrames } from './helpers/settle';

/** Chromium's NetworkInformation, as this page reports it (the tests of prefetch on intent turn links in view off with '3g'). */
async function connectionIs(page: Page, c: { effectiveType?: string; saveData?: boolean }) {
  await page.addInitScript((c) => {
    const proto = Object.getPrototypeOf((navigator as Navigator & { connection?: object }).connection ?? {}) as object;
    for (const [k, v] of Object.entries(c)) Object.defineProperty(proto, k, { get: () => v, configurable: true });
  }, c);
}

/** The pages whose files links in view prefetched (one mark each). */
const inViewMarks = (page: Page) => page.evaluate(() => performance.getEntriesByName('prefetch-in-view', 'mark').map((m) => (m as PerformanceMark).detail as string));

/**
 * Whether the prefetch code has run (lib/prefetch.ts marks it first): loaded on the first intent or
 * once the page is idle, it decides at once whether to act on intents and on links in view.
 */
const prefetchInstalled = (page: Page) => page.evaluate(() => performance.getEntriesByName('prefetch-installed', 'mark').length > 0);

/** The current release folder of a remote (/releases/<name>/<id>/), from the registry. */
async function releaseBase(request: APIRequestContext, name: string): Promise<string> {
  const registry = await (await request.get('/releases/registry.json')).json() as { remotes: Record<string, { entry: string }> };
  return registry.remotes[name]!.entry.replace(/remoteEntry\.js$/, '');
}

type ChunkMap = Record<string, string[]>;
const chunkMapOf = async (request: APIRequestContext, base: string) => (await (await request.get(`${base}chunks.json`)).json()) as ChunkMap;

/** What a product page's code loads once it runs (the head's meta code, its rich text's DOMPurify), by its build's chunk map. */
const laterOfCertificationPage = (map: ChunkMap) => [...map['later:./CertificationPage']!, ...map['later:shared-ui/rich-text']!];

test('hovering a product card on the catalog loads the product pages remote before the click', async ({ page }) => {
  await connectionIs(page, { effectiveType: '3g' }); // links in view would prefetch its files first
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
  // and what the page's code loads once it runs goes to the HTTP cache beside it
  const later = laterOfCertificationPage(map).map((f) => `${base}${f}`);
  expect(later.some((f) => f.includes('dompurify')), 'the chunk map names DOMPurify for the page\'s rich text').toBe(true);
  await expect.poll(() => later.filter((f) => !requests.includes(f))).toEqual([]);
  const loaded = requests.length;
  const name = (await link.textContent())!;
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // the page's head is written with its meta code (one of the later files): taken from the cache
  await expect(page).toHaveTitle(new RegExp(name.trim().slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  const after = requests.slice(loaded);
  expect(after.filter((u) => u === `${base}remoteEntry.js` || pageFiles.includes(u)), 'the click loaded none of it again').toEqual([]);
  const overNetwork = await page.evaluate((files) => (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    .filter((e) => files.includes(new URL(e.name).pathname) && e.transferSize > 0).map((e) => new URL(e.name).pathname), later);
  // (each later file came over the network once: by the prefetch, or by the page's code as it ran on the hover)
  expect(overNetwork.filter((p, i) => overNetwork.indexOf(p) !== i), 'no later file fetched twice').toEqual([]);
});

test('a link the pointer rests on while the prefetch code is still loading is prefetched once it has loaded', async ({ page }) => {
  await connectionIs(page, { effectiveType: '3g' }); // links in view would prefetch the cart's files
  const shell = await chunkMapOf(page.request, '/');
  const start = new Set(shell['import:./bootstrap']);
  const prefetchCode = shell['import:./lib/prefetch']!.filter((f) => !start.has(f)).map((f) => `/${f}`);
  expect(prefetchCode.length).toBeGreaterThan(0);
  let release!: () => void;
  const gate = new Promise<void>((r) => { release = r; });
  const held: string[] = [];
  await page.route((url) => prefetchCode.includes(url.pathname), async (route) => {
    held.push(route.request().url());
    await gate;
    await route.continue();
  });
  await page.goto('/faq');
  await expect(page.locator('html[data-live]')).toHaveCount(1);
  // a first pointer, not on a link (or the idle moment), starts loading the prefetch code
  await page.getByRole('heading', { level: 1 }).hover();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  // the pointer comes to rest on the cart link while that code is on its way
  await page.locator('a[href="/cart"]:visible').first().hover();
  release();
  await expect.poll(() => prefetchInstalled(page)).toBe(true);
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('prefetch', 'mark').map((m) => (m as PerformanceMark).detail as string))).toEqual(['checkout/CartPage']);
});

test('focusing a link with the keyboard prefetches too, once per page', async ({ page }) => {
  await connectionIs(page, { effectiveType: '3g' }); // links in view would prefetch the cart's files first
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
  // the shell's own code the navigation will run, loaded on first use: the head writer, and axios
  // (the cart's prices are asked through the API client: it declares no read ahead)
  const shell = await chunkMapOf(page.request, '/');
  const shellCode = [...shell['import:./apply-route-meta']!, ...shell['consume:axios']!].map((f) => `/${f}`);
  expect(shellCode.length).toBeGreaterThanOrEqual(2);
  await expect.poll(() => shellCode.filter((f) => !requests.includes(f))).toEqual([]);
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
  // each intent's handler ran as it was dispatched (focus and hover return once it has), the marks
  // with it; the terms page's prefetch, started amid them, has loaded its page's files
  const marketing = await releaseBase(page.request, 'marketing');
  const termsMap = await (await page.request.get(`${marketing}chunks.json`)).json() as Record<string, string[]>;
  const termsFiles = termsMap['expose:./TermsPage']!.map((f) => `${marketing}${f}`);
  expect(termsFiles.length).toBeGreaterThan(0);
  await expect.poll(() => termsFiles.filter((f) => !requests.includes(f))).toEqual([]);
  // the terms page (the marketing remote) is prefetched on its own first focus; each page once
  expect(await started(), 'each page is prefetched once').toEqual(['checkout/CartPage', 'marketing/TermsPage']);
  expect(requests.slice(before).filter((u) => u.startsWith('/releases/checkout/')), 'the cart page is not loaded twice').toEqual([]);
});

test('with Save-Data nothing is prefetched: the remote loads on the click only', async ({ page }) => {
  // Chromium's NetworkInformation reports the data saver as off; this page's reports it on
  await connectionIs(page, { saveData: true });
  const requests: string[] = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  await page.goto('/faq');
  await expect(page.locator('html[data-live]')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData)).toBe(true);
  const cart = page.locator('a[href="/cart"]:visible').first();
  await cart.hover();
  await cart.focus();
  // the first intent loaded the prefetch code, which acts on that intent or returns at once
  await expect.poll(() => prefetchInstalled(page)).toBe(true);
  const base = await releaseBase(page.request, 'checkout');
  expect(requests.filter((u) => u.startsWith(base)), 'no prefetch on intent').toEqual([]);
  expect(await page.evaluate(() => performance.getEntriesByName('prefetch', 'mark').length)).toBe(0);
  await cart.click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect.poll(() => requests.filter((u) => u === `${base}remoteEntry.js`).length, 'the click loads it').toBe(1);
});

test('links in view: once /catalog is idle, the product page\'s files are in the HTTP cache, unrun; a tap on a card takes them from there', async ({ page }) => {
  const requests: { path: string; type: string }[] = [];
  page.on('request', (r) => requests.push({ path: new URL(r.url()).pathname, type: r.resourceType() }));
  await page.goto('/catalog');
  const base = await releaseBase(page.request, 'product-pages');
  await expect(page.locator('html[data-live]')).toHaveCount(1);
  const map = await (await page.request.get(`${base}chunks.json`)).json() as Record<string, string[]>;
  // the page's chunks, its build's copy of the rich text, what its code loads once it runs; the shell's head writer
  const shell = await chunkMapOf(page.request, '/');
  const files = [`${base}remoteEntry.js`, ...[...map['expose:./CertificationPage']!, ...map['provide:shared-ui/rich-text']!, ...laterOfCertificationPage(map)].map((f) => `${base}${f}`),
    ...shell['import:./apply-route-meta']!.map((f) => `/${f}`)];
  await expect.poll(() => inViewMarks(page)).toContain('product-pages/CertificationPage');
  await expect.poll(() => files.filter((f) => !requests.some((r) => r.path === f && r.type === 'fetch'))).toEqual([]);
  expect(requests.filter((r) => files.includes(r.path) && r.type === 'script'), 'prefetched, not run').toEqual([]);
  const link = page.locator('main article h3 a[href^="/certification/"]').first();
  const name = (await link.textContent())!;
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // the scripts the tap ran came from the cache: no bytes over the network
  const overNetwork = await page.evaluate((files) => (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    .filter((e) => e.initiatorType === 'script' && files.includes(new URL(e.name).pathname) && e.transferSize > 0).map((e) => e.name), files);
  expect(overNetwork).toEqual([]);
});

test('an intent stops the prefetches of links in view under way that are not the files of the page pointed at', async ({ page }) => {
  // the home page's files (the logo's link, in view on /catalog) are held on their way
  let release!: () => void;
  const gate = new Promise<void>((r) => { release = r; });
  const held: string[] = [];
  await page.route((url) => url.pathname.startsWith('/releases/marketing/') && !url.pathname.endsWith('/chunks.json'), async (route) => {
    held.push(new URL(route.request().url()).pathname);
    await gate;
    await route.continue().catch(() => undefined); // the page may have withdrawn it
  });
  const stopped: string[] = [];
  page.on('requestfailed', (r) => { if (new URL(r.url()).pathname.startsWith('/releases/marketing/')) stopped.push(new URL(r.url()).pathname); });
  await page.goto('/catalog');
  await expect(page.locator('html[data-live]')).toHaveCount(1);
  await expect.poll(() => inViewMarks(page)).toContain('marketing/HomePage');
  await expect.poll(() => held.length).toBeGreaterThan(0);
  expect(stopped).toEqual([]);
  // the pointer comes to rest on a product card: what the home page's prefetch still waits for is stopped
  const base = await releaseBase(page.request, 'product-pages');
  const requests: string[] = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  await page.locator('main article h3 a[href^="/certification/"]').first().hover();
  await expect.poll(() => stopped.length).toBeGreaterThan(0);
  expect(stopped.every((p) => held.includes(p))).toBe(true);
  release();
  // and the product page's own files load
  await expect.poll(() => requests.filter((u) => u === `${base}remoteEntry.js`).length).toBeGreaterThan(0);
});

test('links in view only: a page linked from below the fold is prefetched once it is scrolled to, not before', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/');
  await expect(page.locator('html[data-live]')).toHaveCount(1);
  await expect.poll(() => inViewMarks(page)).toContain('catalog/CatalogPage');
  // the home page's certification cards are far below the fold on a phone (the top bar's menu holds them hidden)
  const below = page.locator('main a[href="/certification/bcmas"]').first();
  await expect(below).not.toBeInViewport();
  // the links of the page as it is now are observed: the look for new links (queued for an idle
  // moment) has run, and their observers have reported since (two frames)
  await idleThenFrames(page);
  expect(await inViewMarks(page), 'nothing of the product pages before the scroll').not.toContain('product-pages/CertificationPage');
  await below.scrollIntoViewIfNeeded();
  await expect.poll(() => inViewMarks(page)).toContain('product-pages/CertificationPage');
});

for (const [what, connection] of [['Save-Data', { saveData: true }], ['a connection rated 3g', { effectiveType: '3g' }]] as const) {
  test(`with ${what}, links in view prefetch nothing`, async ({ page }) => {
    await connectionIs(page, connection);
    const requests: string[] = [];
    // (a prefetch is a fetch at the lowest priority; a <link rel="prefetch"> would be 'other')
    page.on('request', (r) => { if (['fetch', 'other'].includes(r.resourceType())) requests.push(new URL(r.url()).pathname); });
    await page.goto('/catalog');
    await expect(page.locator('html[data-live]')).toHaveCount(1);
    // the prefetch code has run (once the page is live, loaded and idle) and decided; had it watched
    // the links in view, their observer would have reported them by the next frames
    await expect.poll(() => prefetchInstalled(page)).toBe(true);
    await idleThenFrames(page);
    expect(await inViewMarks(page)).toEqual([]);
    expect(requests.filter((u) => u.startsWith('/releases/'))).toEqual([]);
  });
}
