// Discoverability of the served site (shell/server: site.ts with page-meta.ts and sitemap.ts):
// each page's <title>, description, canonical link, Open Graph tags and JSON-LD in the HTML the
// server sends, the structured data checked against Google's rich-result requirements
// (support/rich-results.ts), /sitemap.xml from the catalog at request time and /robots.txt; and the
// document on the wire (compressed, revalidated by ETag).
// Run: node --import tsx --test shell/server/test/seo.test.ts
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import { defaultSeed, nextSummitDate } from 'api';
import { json, startApi, type TestApi } from 'api/testing';
import { jsonLdBlocks, richResultErrors, richResultTypes, SCHEMAS, type RichResultType } from 'api/testing/rich-results';
import type { Product } from 'shared-api/types';
import { STATIC_PAGES, productPagePath } from 'shared-api/page-meta';
import { registerSite } from '../site.js';

let t: TestApi;
let root: string;
let products: Product[];
const HOST = 'store.example.test';

before(async () => {
  // a site root with the shell's built index.html (the shared-build template as webpack writes it)
  root = mkdtempSync(join(tmpdir(), 'acma-seo-'));
  mkdirSync(join(root, 'shell', 'dist'), { recursive: true });
  const template = readFileSync(join(import.meta.dirname, '..', '..', '..', 'shared-build', 'index.html'), 'utf8').replace('<%= title %>', 'ACMA Store');
  writeFileSync(join(root, 'shell', 'dist', 'index.html'), template);
  // the configured site origin (SITE_URL); requests name the same host, except where a test says otherwise
  t = await startApi({ seed: defaultSeed(), overrides: { siteUrl: `http://${HOST}` } });
  await registerSite(t.app, { root, runtimeConfig: { apiBase: '/api', remotes: {} } });
  // whole products (the list holds listings only): pages use dates, speakers and more
  const list = json<{ productNickName: string; productType: string }[]>(await t.inject({ method: 'GET', url: '/api/products' }));
  products = await Promise.all(list.map(async (p) =>
    json<Product>(await t.inject({ method: 'GET', url: `/api/product?slug=${encodeURIComponent(p.productNickName)}&type=${p.productType}` }))));
});
after(async () => {
  await t?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.inject({ method: 'GET', url, headers: { host: HOST, ...headers } });
const attr = (html: string, sel: RegExp): string | null => sel.exec(html)?.[1] ?? null;
const title = (html: string) => attr(html, /<title>([^<]*)<\/title>/);
const metaName = (html: string, name: string) => attr(html, new RegExp(`<meta name="${name}" content="([^"]*)"`));
const metaProp = (html: string, prop: string) => attr(html, new RegExp(`<meta property="${prop}" content="([^"]*)"`));
const canonical = (html: string) => attr(html, /<link rel="canonical" href="([^"]*)"/);
const decode = (s: string | null) => s?.replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&') ?? null;

describe('the page head in the served HTML', () => {
  test('every fixed route of spec 2.1 has its own title and description, once each, and the runtime configuration stays', async () => {
    const seen = new Map<string, string>();
    for (const [path, meta] of Object.entries(STATIC_PAGES)) {
      const r = await get(path);
      assert.equal(r.statusCode, 200, path);
      assert.match(String(r.headers['content-type']), /^text\/html/);
      const html = r.body;
      assert.equal((html.match(/<title>/g) ?? []).length, 1, `${path}: one <title>`);
      assert.equal((html.match(/<meta name="description"/g) ?? []).length, 1, `${path}: one description`);
      assert.equal(decode(title(html)), meta.title, path);
      const description = decode(metaName(html, 'description'));
      assert.ok(description && description.length >= 40, `${path}: a real description`);
      assert.match(html, /<script id="app-config" type="application\/json">/, `${path}: runtime configuration kept`);
      assert.equal(metaName(html, 'robots'), meta.index ? null : 'noindex', `${path}: robots`);
      if (path !== '/shopping-cart') { // the alias of /cart
        assert.ok(!seen.has(meta.title), `${path}: title also used by ${seen.get(meta.title)}`);
        seen.set(meta.title, path);
        assert.equal(canonical(html), `http://${HOST}${path}`);
      }
    }
    assert.equal(canonical((await get('/shopping-cart')).body), `http://${HOST}/cart`);
  });

  test('the nominations page states the deadline of the current summit from the database', async () => {
    const html = (await get('/acma-summit-nominations')).body;
    // the current summit is the demo catalog's next one (the 2025 summit has ended)
    assert.match(decode(metaName(html, 'description')) ?? '', new RegExp(`Nominations close January 30, ${nextSummitDate(new Date()).year}\\.$`));
  });

  test('every product page: its name and excerpt, Open Graph tags, canonical link and valid JSON-LD from the database', async () => {
    const titles = new Set<string>();
    for (const p of products) {
      const path = productPagePath(p);
      const r = await get(path);
      assert.equal(r.statusCode, 200, path);
      const html = r.body;
      const pageTitle = decode(title(html));
      assert.ok(pageTitle?.startsWith(p.productType === 'conference' ? p.productName.slice(0, 'ACMA Summit 2025'.length) : p.productName), `${path}: ${pageTitle}`);
      assert.ok(!titles.has(pageTitle!), `${path}: unique title`);
      titles.add(pageTitle!);
      const description = decode(metaName(html, 'description'))!;
      assert.ok(description.length >= 40 && description.length <= 300, `${path}: description of ${description.length} characters`);
      assert.doesNotMatch(description, /<[a-z]/i, 'no HTML in the description');
      const url = `http://${HOST}${path}`;
      assert.equal(canonical(html), url);
      assert.equal(metaProp(html, 'og:url'), url);
      assert.equal(decode(metaProp(html, 'og:title')), pageTitle);
      assert.equal(decode(metaProp(html, 'og:description')), description);
      assert.equal(metaProp(html, 'og:site_name'), 'ACMA Store');
      assert.equal(metaProp(html, 'og:type'), p.productType === 'event' || p.productType === 'conference' ? 'website' : 'product');
      assert.match(metaProp(html, 'og:image') ?? '', new RegExp(`^http://${HOST}/images/`));

      const blocks = jsonLdBlocks(html);
      assert.equal(blocks.length, 1, `${path}: one JSON-LD block`);
      const expected = p.productType === 'event' || p.productType === 'conference' ? 'Event'
        : ['report', 'bundle', 'database'].includes(p.productType) ? 'Product' : 'Course';
      assert.deepEqual(richResultTypes(blocks[0]), [expected, 'BreadcrumbList'], path);
      assert.deepEqual(richResultErrors(blocks[0]), [], `${path}: rich-result requirements`);
      const [main, crumbs] = blocks[0] as [Record<string, unknown>, { itemListElement: { item: string }[] }];
      assert.equal(main.url, url);
      assert.equal(crumbs.itemListElement.at(-1)?.item, url);
      if (p.productPrice > 0) {
        const offers = main.offers as { price: string; priceCurrency: string; url: string };
        assert.equal(offers.price, p.productPrice.toFixed(2), `${path}: the price in the database`);
        assert.equal(offers.priceCurrency, 'USD');
      }
      if (expected === 'Event') {
        assert.equal(main.startDate, p.eventStartDate);
        assert.equal(main.endDate, p.eventEndDate);
      }
    }
    assert.ok(titles.size >= 20);
  });

  test('JSON-LD cannot end its element early: a product name with </script> is escaped', async () => {
    const slug = 'bcmas';
    await t.db.query("UPDATE products SET product_name = 'BCMAS </script><script>alert(1)</script>' WHERE product_nick_name = $1", [slug]);
    t.app.catalog.invalidate();
    try {
      const html = (await get(`/certification/${slug}`)).body;
      assert.doesNotMatch(html, /<script>alert/);
      assert.match(html, /BCMAS \\u003c\/script>\\u003cscript>alert\(1\)\\u003c\/script>/);
      assert.equal(decode(title(html)), 'BCMAS </script><script>alert(1)</script> | ACMA');
      assert.equal((jsonLdBlocks(html)[0] as { name: string }[])[0]?.name, 'BCMAS </script><script>alert(1)</script>');
    } finally {
      await t.db.query("UPDATE products SET product_name = 'Board Certified Medical Affairs Specialist (BCMAS)' WHERE product_nick_name = $1", [slug]);
      t.app.catalog.invalidate();
    }
  });

  test('an unknown product slug, product type or path answers 404 with the SPA, noindex and no JSON-LD', async () => {
    for (const path of ['/certification/no-such-program', '/report/bcmas', '/conference/no-such-summit', '/no/such/page', '/has-event/nothing', '/contact-us/nobody']) {
      const r = await get(path);
      assert.equal(r.statusCode, 404, path);
      assert.match(r.body, /<div id="root">/, `${path}: the SPA still answers`);
      assert.equal(metaName(r.body, 'robots'), 'noindex', path);
      assert.equal(canonical(r.body), null);
      assert.deepEqual(jsonLdBlocks(r.body), []);
    }
  });

  test('any unknown address: GET and HEAD of a page are exactly 404 with the not-found document; files, /api and OPTIONS are 404 JSON', async () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/).map((x) => `zz${x}`);
    const page = fc.oneof(
      fc.array(segment, { minLength: 1, maxLength: 4 }).map((xs) => `/${xs.join('/')}`),
      fc.tuple(fc.constantFrom('certification', 'report', 'conference', 'has-event', 'contact-us'), segment).map(([a, b]) => `/${a}/${b}`),
    );
    const query = fc.oneof(fc.constant(''), fc.stringMatching(/^[a-z]{1,5}=[a-z0-9]{0,5}$/).map((q) => `?${q}`));
    await fc.assert(fc.asyncProperty(page, query, async (path, q) => {
      for (const method of ['GET', 'HEAD'] as const) {
        const r = await t.inject({ method, url: path + q, headers: { host: HOST } });
        assert.equal(r.statusCode, 404, `${method} ${path}${q}`);
        assert.match(String(r.headers['content-type']), /^text\/html/, `${method} ${path}`);
        if (method === 'GET') {
          assert.match(r.body, /<div id="root">/, `${path}: the not-found document`);
          assert.equal(metaName(r.body, 'robots'), 'noindex', path);
        } else assert.equal(r.body, '');
      }
      const options = await t.inject({ method: 'OPTIONS', url: path + q, headers: { host: HOST } });
      assert.equal(options.statusCode, 404, `OPTIONS ${path}`);
      assert.equal(json<{ statusCode: number }>(options).statusCode, 404);
    }), { numRuns: 40 });
    const other = fc.oneof(
      segment.map((x) => `/api/${x}`),
      segment.map((x) => `/remotes/${x}/remoteEntry.js`),
      segment.map((x) => `/images/${x}.png`),
      segment.map((x) => `/${x}.js`),
    );
    await fc.assert(fc.asyncProperty(other, fc.constantFrom('GET', 'HEAD', 'OPTIONS'), async (path, method) => {
      const r = await t.inject({ method, url: path, headers: { host: HOST } });
      assert.equal(r.statusCode, 404, `${method} ${path}`);
      assert.match(String(r.headers['content-type']), /^application\/json/, `${method} ${path}`);
      if (method !== 'HEAD') assert.equal(json<{ statusCode: number }>(r).statusCode, 404);
    }), { numRuns: 40 });
  });

  test('an address that names a route in another case is one permanent redirect to the route\'s spelling, query kept; slugs keep their case', async () => {
    for (const [from, to] of [
      ['/CATALOG', '/catalog'], ['/Faq', '/faq'], ['/Cart', '/cart'], ['/Cart?utm_source=mail&x=1', '/cart?utm_source=mail&x=1'],
      ['/404error', '/404Error'], ['/thinktankvideo/Some-Video', '/thinkTankVideo/Some-Video'], ['/Certification/bcmas', '/certification/bcmas'],
      ['/CONTACT-US/jobs', '/contact-us/jobs'], ['/Profile/Orders/ACMA-7K2M9QX4TD', '/profile/orders/ACMA-7K2M9QX4TD'], ['/TERMS/', '/terms'],
    ] as const) {
      for (const method of ['GET', 'HEAD'] as const) {
        const r = await t.inject({ method, url: from, headers: { host: HOST } });
        assert.equal(r.statusCode, 301, `${method} ${from}`);
        assert.equal(r.headers.location, to, `${method} ${from}`);
        assert.equal(r.body, '', from);
      }
    }
    // the address it names is the page itself
    assert.equal((await get('/catalog')).statusCode, 200);
    // already spelled so: no redirect (the parameter's case is the product's business: 404 when no product has it)
    for (const path of ['/faq', '/terms/', '/certification/bcmas', '/certification/BCMAS']) {
      const r = await get(path);
      assert.equal(r.statusCode, 200, path);
      assert.equal(r.headers.location, undefined, path);
    }
    // unknown, in any case: 404, no redirect
    for (const path of ['/CATALOGUE', '/Nope', '/faq/extra', '/contact-us/nobody']) {
      const r = await get(path);
      assert.equal(r.statusCode, 404, path);
      assert.equal(r.headers.location, undefined, path);
    }
  });

  test('SITE_URL fixes the canonical origin whatever Host a request names', async () => {
    const html = (await get('/certification/pacs', { host: 'evil.example', 'x-forwarded-host': 'evil.example' })).body;
    assert.equal(canonical(html), `http://${HOST}/certification/pacs`);
    assert.doesNotMatch(html, /evil\.example/);
  });
});

describe('the served document on the wire', () => {
  test('compressed for browsers (brotli, else gzip) to the same bytes, with an ETag that answers 304 when unchanged', async () => {
    for (const url of ['/', '/catalog', '/certification/bcmas', '/conference/summit-march-2025']) {
      const plain = await get(url);
      assert.equal(plain.statusCode, 200, url);
      assert.equal(plain.headers['content-encoding'], undefined, `${url}: no encoding unless asked`);
      assert.equal(plain.headers.vary, 'Cookie, Accept-Encoding', url);
      const etag = String(plain.headers.etag);
      assert.match(etag, /^W\/"[\w-]+"$/, url);
      const br = await get(url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
      assert.equal(br.headers['content-encoding'], 'br', url);
      assert.equal(brotliDecompressSync(br.rawPayload).toString('utf8'), plain.body, url);
      assert.ok(br.rawPayload.length < plain.rawPayload.length / 2, `${url}: ${br.rawPayload.length} of ${plain.rawPayload.length} bytes`);
      const gz = await get(url, { 'accept-encoding': 'gzip' });
      assert.equal(gz.headers['content-encoding'], 'gzip', url);
      assert.equal(gunzipSync(gz.rawPayload).toString('utf8'), plain.body, url);
      assert.equal(br.headers.etag, etag, `${url}: one ETag for every encoding of the same document`);
      const again = await get(url, { 'if-none-match': etag, 'accept-encoding': 'br' });
      assert.equal(again.statusCode, 304, url);
      assert.equal(again.rawPayload.length, 0, url);
      assert.equal((await get(url, { 'if-none-match': 'W/"other"' })).statusCode, 200, url);
    }
    assert.notEqual((await get('/certification/bcmas')).headers.etag, (await get('/certification/pacs')).headers.etag);
    // a page that is not there is never "not modified"
    const missing = await get('/certification/no-such-program');
    assert.equal(missing.statusCode, 404);
    assert.equal((await get('/certification/no-such-program', { 'if-none-match': String(missing.headers.etag) })).statusCode, 404);
  });
});

describe('the rich-result schemas', () => {
  test('fail on each missing required property of Course, Event, Product and BreadcrumbList', async () => {
    const byType = new Map<string, Record<string, unknown>>();
    for (const p of products) {
      const [main, crumbs] = jsonLdBlocks((await get(productPagePath(p))).body)[0] as Record<string, unknown>[];
      byType.set(String(main!['@type']), main!);
      byType.set('BreadcrumbList', crumbs!);
    }
    for (const type of Object.keys(SCHEMAS) as RichResultType[]) {
      const node = byType.get(type);
      assert.ok(node, `a ${type} on some page`);
      assert.deepEqual(richResultErrors(node), []);
      for (const prop of SCHEMAS[type].required) {
        const broken = { ...node };
        delete broken[prop];
        assert.notDeepEqual(richResultErrors(broken), [], `${type} without ${prop} is refused`);
      }
    }
    const course = byType.get('Course')!;
    const offers = course.offers as Record<string, unknown>;
    for (const prop of ['price', 'priceCurrency', 'availability', 'url', 'category']) {
      const { [prop]: _gone, ...rest } = offers;
      assert.notDeepEqual(richResultErrors({ ...course, offers: rest }), [], `an offer without ${prop} is refused`);
    }
    assert.notDeepEqual(richResultErrors({ ...course, offers: { ...offers, priceCurrency: 'EUR' } }), []);
    const product = byType.get('Product')!;
    const { offers: _o, aggregateRating: _r, ...bare } = product;
    assert.notDeepEqual(richResultErrors(bare), [], 'a product with neither offer nor rating is refused');
    const crumbs = byType.get('BreadcrumbList') as { itemListElement: unknown[] };
    assert.notDeepEqual(richResultErrors({ ...crumbs, itemListElement: [...crumbs.itemListElement].reverse() }), [], 'positions out of order');
    assert.notDeepEqual(richResultErrors({ '@context': 'https://schema.org', '@type': 'Thing', name: 'x' }), []);
  });
});

describe('GET /sitemap.xml and /robots.txt', () => {
  test('the sitemap lists every product page by type with its last change, the summit pages and the indexable fixed pages', async () => {
    const r = await get('/sitemap.xml');
    assert.equal(r.statusCode, 200);
    assert.match(String(r.headers['content-type']), /^application\/xml/);
    assert.match(r.body, /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const urls = [...r.body.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map((m) => ({ loc: m[1]!, lastmod: m[2] ?? null }));
    assert.equal(urls.length, (r.body.match(/<url>/g) ?? []).length, 'every entry well formed');
    const locs = new Set(urls.map((u) => u.loc));
    assert.equal(locs.size, urls.length, 'no duplicates');
    for (const p of products) {
      const entry = urls.find((u) => u.loc === `http://${HOST}${productPagePath(p)}`);
      assert.ok(entry, `${productPagePath(p)} listed`);
      assert.ok(entry.lastmod && !Number.isNaN(Date.parse(entry.lastmod)), 'with lastmod');
    }
    assert.ok(locs.has(`http://${HOST}/conference/summit-march-2025`));
    assert.ok(locs.has(`http://${HOST}/conference/summit-march-2025-for-aspiring-professionals`));
    for (const [path, meta] of Object.entries(STATIC_PAGES)) assert.equal(locs.has(`http://${HOST}${path}`), meta.index, path);
    for (const path of ['/cart', '/checkout', '/profile', '/callback', '/404Error']) assert.ok(!locs.has(`http://${HOST}${path}`), path);
  });

  test('a product added to the catalog is in the sitemap at once, without a deploy', async () => {
    const slug = `new-report-${Date.now()}`;
    await t.db.query(
      `INSERT INTO products (product_id, product_type, product_nick_name, product_detail_type, product_name, product_price, product_excerpt)
       VALUES (9901, 'report', $1, 'report', 'A Brand New Report', 99.99, 'A report added after the deploy.')`, [slug]);
    try {
      assert.match((await get('/sitemap.xml')).body, new RegExp(`<loc>http://${HOST}/report/${slug}</loc><lastmod>`));
      t.app.catalog.invalidate();
      const html = (await get(`/report/${slug}`)).body;
      assert.equal(title(html), 'A Brand New Report | ACMA');
    } finally {
      await t.db.query('DELETE FROM products WHERE product_id = 9901');
      t.app.catalog.invalidate();
    }
  });

  test('robots.txt allows the site, keeps crawlers out of cart, checkout, account and callback pages and names the sitemap', async () => {
    const r = await get('/robots.txt');
    assert.equal(r.statusCode, 200);
    assert.match(String(r.headers['content-type']), /^text\/plain/);
    const lines = r.body.split('\n');
    assert.equal(lines[0], 'User-agent: *');
    assert.ok(lines.includes('Allow: /'));
    for (const p of ['/cart', '/shopping-cart', '/checkout', '/profile', '/success', '/cancel', '/callback', '/additionalFields', '/api/']) {
      assert.ok(lines.includes(`Disallow: ${p}`), p);
    }
    assert.ok(!lines.some((l) => /^Disallow: \/(catalog|certification|conference|faq)?$/.test(l)), 'product and marketing pages are not disallowed');
    assert.ok(lines.includes(`Sitemap: http://${HOST}/sitemap.xml`));
    // the configured origin, not the request's host
    assert.ok((await get('/robots.txt', { host: 'evil.example' })).body.includes(`Sitemap: http://${HOST}/sitemap.xml`));
    assert.match((await get('/sitemap.xml', { host: 'evil.example' })).body, /<loc>http:\/\/store\.example\.test\/certification\/bcmas<\/loc>/);
  });
});
