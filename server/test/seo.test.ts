// Discoverability of the served site (server: site.ts with document.ts, page-meta.ts and
// sitemap.ts, over the production build: the shell's server bundle and the remotes' releases): each
// page's <title>, description, canonical link, Open Graph tags and JSON-LD in the HTML the server
// sends, as the page's own route module says them (its handle.meta, in its remote's release), the structured data checked against Google's rich-result requirements
// (support/rich-results.ts), /sitemap.xml from the catalog at request time and /robots.txt; and the
// document on the wire (compressed, revalidated by ETag).
// Needs the production build (`pnpm build`, which `npm test` runs first).
// Run: node --import tsx --test server/test/seo.test.ts
// first: the server renders with React's production build, as serve.ts does (production-react.ts says why)
import '../production-react.js';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import { defaultSeed, nextSummitDate } from 'api';
import { json, startApi, type TestApi } from 'api/testing';
import { jsonLdBlocks, richResultErrors, richResultTypes, SCHEMAS, type RichResultType } from 'api/testing/rich-results';
import type { Product } from 'shared-api/contract';
import { productPagePath } from 'shared-api/page-meta';
import { registerSite } from '../site.js';
import { routesJsonOf } from './support/site-fixture.js';

let t: TestApi;
let products: Product[];
const HOST = 'store.example.test';
/** The repository: its production build (shell/dist with the shell's server bundle, releases/). */
const REPO = join(import.meta.dirname, '..', '..');

/**
 * The pages with a fixed address (spec 2.1): title, description and whether search engines may index
 * them, as the spec and the pages say them.
 */
const FIXED_PAGES: [path: string, title: string, description: string, index: boolean][] = [
  ['/', 'ACMA | Accredited Board Certifications for Medical Affairs Professionals',
    'Accredited, self-paced board certifications, market research, events and bundles for medical affairs, MSL, pharmacy and life science professionals, from the Accreditation Council for Medical Affairs.', true],
  ['/callback', 'Signing you in | ACMA',
    'Completing your sign-in to the ACMA store.', false],
  ['/catalog', 'Product Catalog | ACMA',
    'Browse every ACMA program: accredited board certifications, certificates, market research reports, events, databases, bundles and webinars for medical affairs professionals.', true],
  ['/certifications', 'Certifications | ACMA',
    'ACMA board certifications and certificate programs for medical affairs, MSL, pharmacy and life science professionals: self-paced, online and accredited.', true],
  ['/cart', 'Your Cart | ACMA',
    'Review the certifications, reports and events in your cart before checking out.', false],
  ['/shopping-cart', 'Your Cart | ACMA',
    'Review the certifications, reports and events in your cart before checking out.', false],
  ['/checkout', 'Checkout | ACMA',
    'Enter your details and continue to secure payment for your ACMA programs.', false],
  ['/profile', 'My profile | ACMA',
    'Your ACMA account and the history of your orders.', false],
  ['/profile/orders/ACMA-7K2M9QX4TD', 'Receipt ACMA-7K2M9QX4TD | ACMA',
    'The printable receipt of your ACMA order.', false],
  ['/success', 'Thank you for your order | ACMA',
    'Your payment went through. Your login details for the learning platform are on their way.', false],
  ['/cancel', 'Payment cancelled | ACMA',
    'Your payment was cancelled and nothing was charged. Your cart is saved.', false],
  ['/additionalFields', 'Assign your seats | ACMA',
    'Give each seat of your team purchase to a colleague: they receive their own login details.', false],
  ['/conference', 'Medical Affairs Summit | ACMA',
    'The annual one-day summit of the Accreditation Council for Medical Affairs.', false],
  ['/faq', 'Frequently Asked Questions | ACMA',
    'Answers about ACMA board certifications, program access, team licenses, payments, installments, promotion codes and refunds.', true],
  ['/policies', 'Policies and System Requirements | ACMA',
    'Browsers, operating systems, settings and accessibility support required for the ACMA learning platform.', true],
  ['/terms', 'Terms and Conditions | ACMA',
    'Terms and conditions of the ACMA store, including terms of purchase, fees, access periods, licenses and the refund policy.', true],
  ['/contact-us', 'Contact Us | ACMA',
    'Questions about ACMA certifications, enrolment, team licenses or payments? Chat with us or send a message and a council advisor will reply within one business day.', true],
  ['/contact-us/mas-b2c', 'Talk to a BCMAS Advisor | ACMA',
    'Thinking about the Board Certified Medical Affairs Specialist program? Tell us about your background and a council advisor will help you plan your move into medical affairs.', true],
  ['/contact-us/mas-b2b', 'Train Your Medical Affairs Team | ACMA',
    'Certify your medical affairs, MSL or medical information team with ACMA. Company licenses, progress reporting and a single invoice.', true],
  ['/contact-us/jobs', 'Careers at the Council | ACMA',
    'Work with the Accreditation Council for Medical Affairs. Tell us about yourself and the role you are interested in.', true],
  ['/summit-conference-badge', 'Summit attendee badge | ACMA',
    'Registered for the ACMA Summit? Complete your attendee badge profile with the email you registered with. You can come back and update it at any time.', true],
  ['/summit-conference-free-pass', 'Summit free pass | ACMA',
    'Free passes to the ACMA Summit are only for members of our partner organizations. Spots are limited, and selected people will be notified by email.', true],
  ['/sipha-conference', 'SIPHA Conference Registration | ACMA Partner',
    "Register for the SIPHA conference with the Accreditation Council for Medical Affairs and join the council's delegation.", true],
  ['/acma-summit-nominations', 'ACMA Medical Affairs Awards: Nominations | ACMA',
    'Nominate yourself or a colleague for the ACMA Medical Affairs Awards: Rising Star, Trailblazer, MSL of the Year and Innovation & Excellence.', true],
  ['/definitive-guide-ebook', 'The Definitive Guide to Becoming a Medical Science Liaison | Free ebook | ACMA',
    'Free ebook for PharmDs, MDs and PhDs: what the medical science liaison role involves, the skills employers test for and a plan to land your first MSL position.', true],
  ['/pharmacist-definitive-guide-ebook', "The Pharmacist's Definitive Guide to Industry Careers | Free ebook | ACMA",
    'Free career guide for pharmacists and pharmacy students: industry roles in medical information, MSL, drug safety and market access, and a 90-day plan to make the move.', true],
  ['/thank-you-msl-guide', 'Your MSL guide is ready | ACMA',
    'Thank you for requesting The Definitive Guide to Becoming a Medical Science Liaison. Download it below and keep it for your job search.', false],
  ['/thank-you-pharmacist-guide', 'Your pharmacist career guide is ready | ACMA',
    "Thank you for requesting The Pharmacist's Definitive Guide to Industry Careers. Download it below and start your 90-day plan today.", false],
  ['/has-event/raffle', 'Win a Free PACS Certification | ACMA Raffle',
    "Enter the council's raffle for a free Prior Authorization Certified Specialist (PACS) certification: 12 self-paced online modules.", true],
  ['/has-event/testimonial', 'Share Your Experience, Get a Free Pin | ACMA',
    'Completed a council certification? Share your experience and collect a free certified-professional pin at our booth.', true],
  ['/has-event/breakfast', 'Breakfast Session: The Field Reimbursement Manager | CE Credit | ACMA',
    "Join the council's breakfast session on the field reimbursement manager role and earn continuing-education credit.", true],
  ['/has-event/reimbursement-ai-trial', 'Free 7-Day Trial: Reimbursement AI Assistant | ACMA',
    "Try the council's reimbursement AI assistant free for 7 days: payer requirements, prior authorization and appeal letters, coverage questions.", true],
  ['/test-your-knowledge-medical-affairs', 'Test Your Knowledge of Medical Affairs | Free Quiz | ACMA',
    'A free 10-question quiz, about 5 minutes, across the five key areas of medical affairs. Get your score and the programs for your focus area.', true],
  ['/biologics-biosimilars', 'Biologics and Biosimilars: A Primer for Medical Affairs Teams | Free whitepaper | ACMA',
    'Free whitepaper for medical affairs teams: how biologics differ from small molecules, how biosimilars are approved, extrapolation, interchangeability and the questions clinicians ask.', true],
  ['/thank-you-biologics-biosimilars', 'Your biologics and biosimilars whitepaper is ready | ACMA',
    'Thank you for requesting Biologics and Biosimilars: A Primer for Medical Affairs Teams. Download it below and share it with your team.', false],
  ['/generic-error', 'Something went wrong | ACMA',
    'An unexpected error happened on the ACMA store.', false],
  ['/404Error', 'Program not found | ACMA',
    'The program you were looking for is not in the ACMA catalog.', false],
];

before(async () => {
  if (!existsSync(join(REPO, 'shell', 'dist', 'server', 'shell.cjs')) || !existsSync(join(REPO, 'releases', 'registry.json'))) {
    throw new Error('no production build: run `pnpm build` first');
  }
  // the configured site origin (SITE_URL); requests name the same host, except where a test says otherwise
  t = await startApi({ seed: defaultSeed(), overrides: { siteUrl: `http://${HOST}` } });
  // (one test client reads every page in a few seconds, as no visitor does: the per-address limit on
  // renders is document-flush.test.ts's)
  await registerSite(t.app, { root: REPO, runtimeConfig: { apiBase: '/api', remotes: {} }, documents: { renders: false } });
  // whole products (the list holds listings only): pages use dates, speakers and more
  const list = json<{ productNickName: string; productType: string }[]>(await t.inject({ method: 'GET', url: '/api/products' }));
  products = await Promise.all(list.map(async (p) =>
    json<Product>(await t.inject({ method: 'GET', url: `/api/product?slug=${encodeURIComponent(p.productNickName)}&type=${p.productType}` }))));
});
after(async () => {
  await t?.close();
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
    for (const [path, pageTitle, pageDescription, index] of FIXED_PAGES) {
      const meta = { title: pageTitle, index };
      if (path === '/shopping-cart') continue; // the alias of /cart: below
      const r = await get(path);
      assert.equal(r.statusCode, 200, path);
      assert.match(String(r.headers['content-type']), /^text\/html/);
      const html = r.body;
      assert.equal((html.match(/<title>/g) ?? []).length, 1, `${path}: one <title>`);
      assert.equal((html.match(/<meta name="description"/g) ?? []).length, 1, `${path}: one description`);
      assert.equal(decode(title(html)), meta.title, path);
      const description = decode(metaName(html, 'description'));
      // (the nominations page adds the deadline: the next test)
      if (path === '/acma-summit-nominations') assert.ok(description?.startsWith(`${pageDescription} Nominations close `), path);
      else assert.equal(description, pageDescription, path);
      assert.match(html, /<script id="app-config" type="application\/json">/, `${path}: runtime configuration kept`);
      assert.equal(metaName(html, 'robots'), meta.index ? null : 'noindex', `${path}: robots`);
      assert.ok(!seen.has(meta.title), `${path}: title also used by ${seen.get(meta.title)}`);
      seen.set(meta.title, path);
      assert.equal(canonical(html), `http://${HOST}${path}`);
    }
    // the old cart address is the cart's: a redirect to it
    const alias = await get('/shopping-cart');
    assert.equal(alias.statusCode, 302);
    assert.equal(alias.headers.location, '/cart');
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
        // a summit offers each of its registration tiers: its own ticket is among them
        type Offer = { price: string; priceCurrency: string; url: string };
        const offers = (Array.isArray(main.offers) ? (main.offers as Offer[]).find((o) => o.url.startsWith(`${url}#`)) : main.offers) as Offer;
        assert.ok(offers, `${path}: an offer of its own`);
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
    for (const [path, , , index] of FIXED_PAGES) assert.equal(locs.has(`http://${HOST}${path}`), index, path);
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

describe('a page says its own head, from its remote\'s release', () => {
  let site: TestApi | undefined;
  let root = '';
  after(async () => {
    await site?.close();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  /** Publishes a release of the marketing remote whose FAQ module says `title` (and 404 for /contact-us), and makes it current. */
  const publish = (id: string, title: string) => {
    const dir = join(root, 'releases', 'marketing', id);
    mkdirSync(join(dir, 'server'), { recursive: true });
    writeFileSync(join(dir, 'remoteEntry.js'), '');
    writeFileSync(join(dir, 'routes.json'), routesJsonOf('marketing'));
    writeFileSync(join(dir, 'server', 'pages.cjs'), `const { createElement } = require('react');
exports.pages = {
  FaqPage: {
    default: () => createElement('h1', null, 'Questions'),
    handle: { meta: ({ pathname, origin }) => ({ title: ${JSON.stringify(title)}, description: 'Asked at ' + pathname + ' of ' + origin + ', answered by this release.', jsonLd: [{ '@type': 'FAQPage' }] }) },
  },
  ContactPage: { default: () => createElement('h1', null, 'Contact'), handle: { meta: () => null } },
};`);
    const file = join(root, 'releases', 'registry.json');
    writeFileSync(`${file}.tmp`, JSON.stringify({ remotes: { marketing: { id } } }));
    renameSync(`${file}.tmp`, file);
  };

  test('the document\'s title, description and JSON-LD are the release\'s route module\'s handle.meta; a new release changes them alone; null is a 404', async () => {
    // the shell's real build, and releases of the marketing remote made here
    root = mkdtempSync(join(tmpdir(), 'acma-seo-release-'));
    mkdirSync(join(root, 'shell'));
    symlinkSync(join(REPO, 'shell', 'dist'), join(root, 'shell', 'dist'), 'dir');
    publish('aaaaaaaaaaaa', 'Questions, answered | Release A');
    site = await startApi({ seed: defaultSeed(), overrides: { siteUrl: `http://${HOST}` } });
    await registerSite(site.app, { root, runtimeConfig: { apiBase: '/api', remotes: {} } });
    const page = (url: string) => site!.inject({ method: 'GET', url, headers: { host: HOST } });

    let r = await page('/faq');
    assert.equal(r.statusCode, 200);
    assert.equal(title(r.body), 'Questions, answered | Release A');
    assert.equal(metaName(r.body, 'description'), `Asked at /faq of http://${HOST}, answered by this release.`);
    assert.equal(decode(metaProp(r.body, 'og:title')), 'Questions, answered | Release A');
    assert.equal(canonical(r.body), `http://${HOST}/faq`);
    assert.deepEqual(jsonLdBlocks(r.body), [[{ '@type': 'FAQPage' }]]);
    assert.match(r.body, /<h1>Questions<\/h1>/);
    assert.equal((r.body.match(/<title>/g) ?? []).length, 1);

    publish('bbbbbbbbbbbb', 'Questions, answered | Release B');
    await new Promise((resolve) => setImmediate(resolve)); // the registry is read once per event-loop turn
    r = await page('/faq');
    assert.equal(title(r.body), 'Questions, answered | Release B');

    // a module that says there is no page: the not-found head, 404
    r = await page('/contact-us');
    assert.equal(r.statusCode, 404);
    assert.equal(title(r.body), 'Page not found | ACMA');
    assert.equal(metaName(r.body, 'robots'), 'noindex');
    assert.equal(canonical(r.body), null);
  });
});
