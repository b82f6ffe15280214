// Discoverability: every route of spec 2.1 has its own <title> and meta description in the
// HTML the server sends and after the page has run, the same on client-side navigation; product,
// event, bundle and summit pages carry Open Graph tags, a canonical link and schema.org JSON-LD in the
// raw HTML (no JavaScript), valid for Google's rich results; /sitemap.xml and /robots.txt.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { jsonLdBlocks, richResultErrors, richResultTypes } from '../../api/test/support/rich-results';
import { loadCatalog, pathOf, type CatalogProduct } from './helpers/product';
import { navigateInApp } from './helpers/shell';

let all: CatalogProduct[] = [];
test.beforeAll(async ({ request }) => { all = await loadCatalog(request); });

const one = (type: string) => {
  const p = all.find((x) => x.productType === type);
  if (!p) throw new Error(`no ${type} in the seed`);
  return p;
};
const productPath = (p: CatalogProduct) => (p.productType === 'conference' ? `/conference/${p.productNickName}` : pathOf(p));

/** The fixed routes of spec 2.1 that open without signing in. */
const PUBLIC_ROUTES = ['/', '/catalog', '/certifications', '/cart', '/faq', '/policies', '/terms', '/contact-us', '/contact-us/mas-b2c',
  '/contact-us/mas-b2b', '/contact-us/jobs', '/summit-conference-badge', '/summit-conference-free-pass', '/sipha-conference',
  '/acma-summit-nominations', '/definitive-guide-ebook', '/pharmacist-definitive-guide-ebook', '/thank-you-msl-guide',
  '/thank-you-pharmacist-guide', '/has-event/raffle', '/has-event/testimonial', '/has-event/breakfast', '/has-event/reimbursement-ai-trial',
  '/test-your-knowledge-medical-affairs', '/biologics-biosimilars', '/thank-you-biologics-biosimilars', '/generic-error', '/404Error'];
/**
 * Routes whose page leaves at once in the browser (the guard sends a visitor to sign in; /callback
 * without a code and /conference without a slug redirect): their head is checked in the HTML the server
 * sends; /shopping-cart, the old address of /cart, is a redirect to it.
 */
const LEAVING_ROUTES = ['/checkout', '/profile', '/success', '/cancel', '/additionalFields', '/callback', '/conference', '/shopping-cart'];
const PRODUCT_TYPES = ['certification', 'event', 'report', 'extension', 'bundle', 'database', 'thinkTankVideo', 'thinkTankReport', 'webinar'];

interface Head { title: string; description: string; canonical: string | null; robots: string | null; og: Record<string, string>; jsonLd: unknown[] }

const unescape = (s: string) => s.replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The head as the server sends it (a plain request: no JavaScript runs). */
async function rawHead(request: APIRequestContext, path: string): Promise<Head & { status: number }> {
  const res = await request.get(path, { maxRedirects: 0 });
  const html = await res.text();
  const pick = (re: RegExp) => { const m = re.exec(html); return m?.[1] === undefined ? null : unescape(m[1]); };
  const og: Record<string, string> = {};
  for (const m of html.matchAll(/<meta property="(og:[a-z_]+)" content="([^"]*)"/g)) og[m[1]!] = unescape(m[2]!);
  return {
    status: res.status(),
    title: pick(/<title>([^<]*)<\/title>/) ?? '',
    description: pick(/<meta name="description" content="([^"]*)"/) ?? '',
    canonical: pick(/<link rel="canonical" href="([^"]*)"/),
    robots: pick(/<meta name="robots" content="([^"]*)"/),
    og,
    jsonLd: jsonLdBlocks(html),
  };
}

/** The head in the browser, as the page left it. */
async function liveHead(page: Page): Promise<Head> {
  return page.evaluate(() => {
    const attr = (sel: string, a: string) => document.head.querySelector(sel)?.getAttribute(a) ?? null;
    const og: Record<string, string> = {};
    for (const el of document.head.querySelectorAll('meta[property^="og:"]')) og[el.getAttribute('property')!] = el.getAttribute('content') ?? '';
    return {
      title: document.title,
      description: attr('meta[name="description"]', 'content') ?? '',
      canonical: attr('link[rel="canonical"]', 'href'),
      robots: attr('meta[name="robots"]', 'content'),
      og,
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? 'null') as unknown),
    };
  });
}

/** Waits until the page has rendered its heading and its head has stopped changing (its data has arrived). */
async function settle(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible();
  let last = '';
  await expect.poll(async () => {
    const now = JSON.stringify(await liveHead(page));
    const same = now === last;
    last = now;
    return same;
  }, { intervals: [300, 300, 500], timeout: 15_000 }).toBe(true);
}

test('every route of spec 2.1 has a unique title and description, in the served HTML and once the page has run', async ({ page, request, baseURL }) => {
  test.setTimeout(240_000);
  const products = [...PRODUCT_TYPES.map(one), ...all.filter((p) => p.productType === 'conference')];
  const visited = [...PUBLIC_ROUTES, ...products.map(productPath)];
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  const unique = (path: string, h: Head) => {
    expect(h.title.length, `${path}: title`).toBeGreaterThan(5);
    expect(h.description.length, `${path}: description`).toBeGreaterThanOrEqual(40);
    expect(titles.get(h.title), `${path}: title "${h.title}" is unique`).toBeUndefined();
    expect(descriptions.get(h.description), `${path}: description is unique`).toBeUndefined();
    titles.set(h.title, path);
    descriptions.set(h.description, path);
  };

  for (const path of visited) {
    const raw = await rawHead(request, path);
    expect(raw.status, path).toBe(200);
    unique(path, raw);
    await page.goto(path);
    await settle(page);
    const live = await liveHead(page);
    // the page, once it has run, says what the server said
    expect(live.title, `${path}: title after the page ran`).toBe(raw.title);
    expect(live.description, `${path}: description after the page ran`).toBe(raw.description);
    expect(live.canonical, path).toBe(raw.canonical);
    expect(raw.canonical, path).toBe(new URL(path, baseURL).href);
  }
  for (const path of LEAVING_ROUTES) {
    if (path === '/shopping-cart') {
      // the old cart address is the cart's own: the server redirects it (its route only redirects)
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(302);
      expect(res.headers().location, path).toBe('/cart');
      continue;
    }
    const raw = await rawHead(request, path);
    expect(raw.status, path).toBe(200);
    expect(raw.robots, `${path}: not for search engines`).toBe('noindex');
    unique(path, raw);
  }
  const unknown = await rawHead(request, '/no-such-page');
  expect(unknown.status).toBe(404);
  expect(unknown.title).toBe('Page not found | ACMA');
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Sorry, page not found!' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found | ACMA');
});

test('client-side navigation keeps the title, description, canonical link, Open Graph tags and JSON-LD right', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  const cert = all.find((p) => p.productNickName === 'bcmas')!;
  const event = one('event');
  const bundle = one('bundle');
  const route = ['/catalog', pathOf(cert), '/faq', pathOf(event), '/conference/summit-march-2025', '/terms', pathOf(bundle),
    '/has-event/raffle', '/has-event/testimonial', '/contact-us', '/contact-us/mas-b2b', '/404Error'];
  const expected = new Map<string, Awaited<ReturnType<typeof rawHead>>>();
  for (const path of route) expected.set(path, await rawHead(request, path));

  await page.goto('/');
  await settle(page);
  await page.evaluate(() => { (window as unknown as { spaMarker: number }).spaMarker = 1; });
  // a real link first, then the router's own navigation (history.pushState + popstate)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Product Catalog' }).click();
  for (const [i, path] of route.entries()) {
    if (i > 0) {
      await navigateInApp(page, path);
    }
    await expect(page).toHaveURL(new URL(path, baseURL).href);
    const want = expected.get(path)!;
    await expect(page).toHaveTitle(want.title);
    await settle(page);
    const live = await liveHead(page);
    expect(live.title, path).toBe(want.title);
    expect(live.description, path).toBe(want.description);
    expect(live.canonical, path).toBe(new URL(path, baseURL).href);
    expect(live.og['og:url'], path).toBe(new URL(path, baseURL).href);
    expect(live.og['og:title'], path).toBe(want.title);
    expect(live.og['og:description'], path).toBe(want.description);
    expect(live.og['og:site_name'], path).toBe('ACMA Store');
    expect(live.robots, path).toBe(want.robots);
    const isProduct = path === pathOf(cert) || path === pathOf(event) || path === pathOf(bundle) || path.startsWith('/conference/');
    if (isProduct) {
      expect(live.jsonLd, `${path}: one JSON-LD block`).toHaveLength(1);
      expect(richResultTypes(live.jsonLd[0])[0], path).toBe(richResultTypes(want.jsonLd[0])[0]);
      if (!path.startsWith('/conference/')) expect(richResultErrors(live.jsonLd[0]), path).toEqual([]);
    } else if (path !== '/catalog') {
      expect(live.jsonLd, `${path}: no product JSON-LD left from the page before`).toEqual([]);
    }
  }
  expect(await page.evaluate(() => (window as unknown as { spaMarker?: number }).spaMarker), 'no full page load').toBe(1);
});

test('the catalog\'s JSON-LD lists the cards its address shows: in the served HTML, and after a filter change in the browser', async ({ page, request, baseURL }) => {
  type ItemList = { '@type': string; itemListElement: Array<{ position: number; name: string; url: string }> };
  const served = await rawHead(request, '/catalog?type=report');
  const reports = all.filter((p) => p.productType === 'report');
  expect(served.jsonLd).toHaveLength(1); // one block: the page's structured data, an array
  const [list] = served.jsonLd[0] as [ItemList];
  expect(list['@type']).toBe('ItemList');
  expect(list.itemListElement.map((i) => i.url).sort()).toEqual(reports.slice(0, 12).map((p) => new URL(pathOf(p), baseURL).href).sort());
  expect(list.itemListElement.map((i) => i.position)).toEqual(list.itemListElement.map((_, i) => i + 1));

  await page.goto('/catalog?type=report');
  await expect(page.locator('html[data-live]')).toBeAttached();
  await page.getByRole('checkbox', { name: 'Event' }).check();
  await expect(page).toHaveURL(/type=event/);
  const cards = page.getByTestId('program-card');
  await expect.poll(async () => {
    const shown = await cards.locator('h3').allTextContents();
    const live = ((await liveHead(page)).jsonLd[0] as ItemList[] | undefined)?.[0];
    return live ? JSON.stringify(live.itemListElement.map((i) => i.name)) === JSON.stringify(shown) && shown.length > 0 : false;
  }, { timeout: 10_000 }).toBe(true);
});

test('product, event, bundle and summit pages carry title, description, Open Graph, canonical and valid JSON-LD in the raw HTML', async ({ request, baseURL }) => {
  const pages = [...PRODUCT_TYPES.map(one), ...all.filter((p) => p.productType === 'conference')];
  for (const p of pages) {
    const path = productPath(p);
    const h = await rawHead(request, path);
    const url = new URL(path, baseURL).href;
    expect(h.status, path).toBe(200);
    if (p.productType !== 'conference') expect(h.title, path).toBe(`${p.productName} | ACMA`);
    expect(h.description.length, path).toBeGreaterThanOrEqual(40);
    expect(h.canonical, path).toBe(url);
    expect(h.og, path).toEqual({
      'og:site_name': 'ACMA Store',
      'og:type': expect.stringMatching(/^(product|website)$/),
      'og:title': h.title,
      'og:description': h.description,
      'og:url': url,
      'og:image': expect.stringMatching(new RegExp(`^${baseURL}/images/`)),
    });
    expect((await request.get(h.og['og:image']!)).status(), `${path}: the preview image exists`).toBe(200);
    expect(h.jsonLd, path).toHaveLength(1);
    const kind = p.productType === 'event' || p.productType === 'conference' ? 'Event'
      : ['report', 'bundle', 'database'].includes(p.productType) ? 'Product' : 'Course';
    expect(richResultTypes(h.jsonLd[0]), path).toEqual([kind, 'BreadcrumbList']);
    expect(richResultErrors(h.jsonLd[0]), path).toEqual([]);
  }
});

test('sitemap.xml lists every product page and the marketing pages, each of which answers; robots.txt names it', async ({ request, baseURL }) => {
  const res = await request.get('/sitemap.xml');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^application\/xml/);
  const locs = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  for (const p of all) expect(locs, productPath(p)).toContain(new URL(productPath(p), baseURL).href);
  for (const path of ['/', '/catalog', '/faq', '/acma-summit-nominations', '/test-your-knowledge-medical-affairs']) {
    expect(locs).toContain(new URL(path, baseURL).href);
  }
  expect(locs).not.toContain(new URL('/cart', baseURL).href);
  for (const loc of locs) {
    const r = await request.get(loc, { maxRedirects: 0 });
    expect(r.status(), loc).toBe(200);
    expect(await r.text(), `${loc}: indexable`).not.toContain('<meta name="robots" content="noindex">');
  }
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
  const text = await robots.text();
  expect(text).toContain('Disallow: /checkout');
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});
