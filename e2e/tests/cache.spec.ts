// Caching that matches the names: every file under a hashed name (the shell's chunks,
// main.js?<build hash>, everything in a release folder) is served `public, max-age=31536000,
// immutable`, read from the responses the browser got; documents, the registry and manifests
// revalidate; and a repeat visit of a product page requests no hashed file at all.
import { expect, test, type Page } from '@playwright/test';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A name that changes with its content: a hashed file, the entry with its build hash, a release folder's file. */
const hashed = (url: URL) => /\.[0-9a-f]{8}\.[a-z0-9]+$/.test(url.pathname) || (url.pathname === '/main.js' && url.search.length > 1)
  || /^\/releases\/[a-z-]+\/[0-9a-f]{12}\/(?!mf-manifest\.json$|mf-stats\.json$)/.test(url.pathname);

/** Every request the page sends to the network (not answered from the browser's cache), through the DevTools protocol. */
async function networkRequests(page: Page): Promise<{ fromNetwork: URL[]; fromCache: URL[] }> {
  const client = await page.context().newCDPSession(page);
  await client.send('Network.enable');
  const fromNetwork: URL[] = [];
  const fromCache: URL[] = [];
  const cached = new Set<string>();
  client.on('Network.requestServedFromCache', (e) => { cached.add(e.requestId); });
  client.on('Network.responseReceived', (e) => {
    const fromCacheToo = cached.has(e.requestId) || e.response.fromDiskCache || e.response.fromPrefetchCache || e.response.fromServiceWorker;
    (fromCacheToo ? fromCache : fromNetwork).push(new URL(e.response.url));
  });
  return { fromNetwork, fromCache };
}

test('hashed files are served immutable; documents, registry and manifests revalidate', async ({ page, request }) => {
  const seen: { url: URL; cacheControl: string | undefined }[] = [];
  page.on('response', (r) => seen.push({ url: new URL(r.url()), cacheControl: r.headers()['cache-control'] }));
  await page.goto('/certification/bcmas', { waitUntil: 'networkidle' });
  await expect(page.locator('html[data-live]')).toHaveCount(1); // the app and the page have loaded
  await expect(page.getByRole('heading', { level: 1 })).toContainText('BCMAS');
  const files = seen.filter((s) => hashed(s.url));
  // (the shell's entry with its shared modules, its start chunk, the remote's entry and the page's chunks)
  expect(files.length, seen.map((s) => `${s.url.pathname}${s.url.search} ${s.cacheControl}`).join('\n')).toBeGreaterThanOrEqual(5);
  expect(files.filter((s) => s.cacheControl !== IMMUTABLE).map((s) => `${s.url.pathname}${s.url.search}: ${s.cacheControl}`)).toEqual([]);
  expect(files.some((s) => s.url.pathname.startsWith('/releases/product-pages/'))).toBe(true);
  expect(files.some((s) => s.url.pathname === '/main.js')).toBe(true);
  expect(seen.find((s) => s.url.pathname === '/certification/bcmas')?.cacheControl).toBe('no-cache');

  const registry = await request.get('/releases/registry.json');
  expect(registry.headers()['cache-control']).toBe('no-cache');
  const entry = ((await registry.json()) as { remotes: Record<string, { entry: string }> }).remotes['product-pages']!.entry;
  expect((await request.get(entry.replace(/remoteEntry\.js$/, 'mf-manifest.json'))).headers()['cache-control']).toBe('no-cache');
  expect((await request.get('/main.js')).headers()['cache-control'], 'the entry without its hash').toBe('no-cache');
});

test('a repeat visit of /certification/bcmas requests no hashed file', async ({ page }) => {
  await page.goto('/certification/bcmas', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toContainText('BCMAS');
  const { fromNetwork, fromCache } = await networkRequests(page);
  await page.goto('/certification/bcmas', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toContainText('BCMAS');
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
  expect(fromNetwork.filter(hashed).map((u) => `${u.pathname}${u.search}`), 'no hashed file from the network').toEqual([]);
  expect(fromCache.filter(hashed).length, 'they came from the cache (the check can fail)').toBeGreaterThanOrEqual(5);
});
