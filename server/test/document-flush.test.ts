// Issue 36, caches that cannot be flushed: the rendered-document cache (server/document-cache.ts,
// as site.ts uses it) keys a document by the query parameters its route reads and nothing else of the
// query, and that is all of the query its render sees; it is bounded by bytes as well as entries (a
// document above the entry cap is served, not kept); renders of documents it does not hold are limited
// per client address (429 with Retry-After), hits never; and a burst of unique query strings, from one
// address or many, leaves a page being read a cache hit.
// Every page here is a route module whose loader returns a new nonce on each render: the same ETag
// twice means the second answer came from the cache.
// Run: node --import tsx --test server/test/document-flush.test.ts
// first, as serve.ts does: React's production build, the one the server bundles render with
import '../production-react.js';
import assert from 'node:assert/strict';
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, mock, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { defaultSeed } from 'api';
import { startApi, type TestApi } from 'api/testing';
import { workspaceRoutes } from 'shared-build/routes.js';
import { registerSite, type SiteOptions } from '../site.js';
import { makeSiteRoot, modulesOf, pageArea, routesJsonOf } from './support/site-fixture.js';

/**
 * A remote's server bundle whose every page shows what its render saw of the address (the router's
 * location, the loader's Request) and a nonce made by its loader; FaqPage is 300 KB of text (a
 * document above a small entry cap). Each page says what it is in the head (handle.meta).
 */
function echoBundle(remote: string): string {
  return `'use strict';
const React = require('react');
const { useLoaderData, useLocation } = require('react-router-dom');
function routeModule(name) {
  function Page() {
    const data = useLoaderData();
    const location = useLocation();
    return React.createElement('p', { 'data-page': name, 'data-search': location.search, 'data-loader-search': data.search, 'data-nonce': data.nonce },
      name === 'FaqPage' ? 'x'.repeat(300000) : name);
  }
  async function loader({ request }) {
    return { search: new URL(request.url).search, nonce: Math.random().toString(36).slice(2) };
  }
  return { default: Page, loader, handle: { meta: () => ({ title: name, description: name }) } };
}
exports.pages = { ${modulesOf(remote).map((m) => `${JSON.stringify(m)}: routeModule(${JSON.stringify(m)})`).join(', ')} };
`;
}

const REMOTES = ['catalog', 'checkout', 'product-pages', 'marketing', 'summit'];

function publishEcho(root: string): void {
  const registry: { remotes: Record<string, { id: string }> } = { remotes: {} };
  for (const name of REMOTES) {
    const dir = join(root, 'releases', name, 'eeeeeeeeeeee');
    mkdirSync(join(dir, 'server'), { recursive: true });
    writeFileSync(join(dir, 'remoteEntry.js'), '');
    writeFileSync(join(dir, 'server', 'pages.cjs'), echoBundle(name));
    // the release's routes (its build writes them): without them it serves no page
    writeFileSync(join(dir, 'routes.json'), routesJsonOf(name));
    registry.remotes[name] = { id: 'eeeeeeeeeeee' };
  }
  const file = join(root, 'releases', 'registry.json');
  writeFileSync(`${file}.tmp`, JSON.stringify(registry));
  renameSync(`${file}.tmp`, file);
}

interface Site { t: TestApi; root: string }
const sites: Site[] = [];

/** The API with the site on it, made with these document options (and trustProxy when given). */
async function site(documents: SiteOptions['documents'], trustProxy?: string[]): Promise<TestApi> {
  const root = makeSiteRoot('acma-doc-flush-');
  publishEcho(root);
  const t = await startApi({ seed: defaultSeed(), overrides: trustProxy ? { trustProxy } : {} });
  sites.push({ t, root });
  await registerSite(t.app, { root, releasesDir: join(root, 'releases'), runtimeConfig: { apiBase: '/api', remotes: {} }, siteUrl: 'http://store.example.test', documents });
  await t.inject({ method: 'GET', url: '/api/products' }); // the catalog's first snapshot (a document made before it is not kept)
  return t;
}

after(async () => {
  for (const { t, root } of sites) {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  }
});

const get = (t: TestApi, url: string, headers: Record<string, string> = {}) => t.inject({ method: 'GET', url, headers });
/** An answer's status and ETag (which document), as an assertion compares them. */
const said = (r: LightMyRequestResponse) => `${r.statusCode} ${String(r.headers.etag)}`;
/** ...and as a failure message says it: with its Server-Timing (a render's time, or a kept document's ticket only). */
const told = (r: LightMyRequestResponse) => `${said(r)} ${String(r.headers['server-timing']).replace(/pv;desc="[^"]*"/, 'pv')}`;
/** What the page's render saw: the router's search, the loader's, and the loader's nonce. */
function seen(res: LightMyRequestResponse): { search: string; loaderSearch: string; nonce: string } {
  const p = /<p data-page="[^"]*" data-search="([^"]*)" data-loader-search="([^"]*)" data-nonce="([^"]*)"/.exec(pageArea(res.body) ?? '');
  assert.ok(p, `the page area of ${res.statusCode}: ${res.body.slice(0, 200)}`);
  const unescape = (s: string) => s.replaceAll('&amp;', '&');
  return { search: unescape(p[1]!), loaderSearch: unescape(p[2]!), nonce: p[3]! };
}

// Documents are kept for the minute they were made in (site.ts) and renders are counted against the
// time (the per-client limit): the clock stands still here and moves only when a test moves it, so a
// minute turning cannot make a kept page anew, and only the time a test gives refills an allowance.
before(() => { mock.timers.enable({ apis: ['Date'], now: Date.now() }); });
after(() => { mock.timers.reset(); });

describe('the cache key: the query parameters the route reads, and nothing else reaches the render', () => {
  let t: TestApi;
  before(async () => { t = await site({ renders: false }); });

  test('unknown parameters neither split the key nor reach the render', async () => {
    const bare = await get(t, '/certification/bcmas');
    assert.equal(bare.statusCode, 200);
    // (every document also carries its page view's ticket: `pv`)
    assert.match(String(bare.headers['server-timing']), /^render;dur=[\d.]+, pv;desc="[^"]+"$/, 'a document made for the request says so');
    assert.deepEqual({ ...seen(bare), nonce: '' }, { search: '', loaderSearch: '', nonce: '' });
    for (const url of ['/certification/bcmas?utm_source=news&utm_campaign=x', '/certification/bcmas?cb=1', '/certification/bcmas?cb=2&fbclid=abc', '/certification/bcmas?']) {
      const res = await get(t, url);
      assert.equal(res.statusCode, 200, url);
      assert.equal(res.headers.etag, bare.headers.etag, `${url}: the bare page's document, from the cache`);
      assert.match(String(res.headers['server-timing']), /^pv;desc="[^"]+"$/, `${url}: not made anew (no render time, its ticket only)`);
      assert.equal(res.body, bare.body, url);
    }
    // a page that declares parameters drops the others just the same
    const catalog = await get(t, '/catalog?utm_source=a&cb=7');
    assert.deepEqual({ ...seen(catalog), nonce: '' }, { search: '', loaderSearch: '', nonce: '' });
    assert.equal((await get(t, '/catalog')).headers.etag, catalog.headers.etag);
    // the first request with a parameter made the document: what it carried is not in it (no poisoning)
    const poisoned = await get(t, '/faq?"><script>alert(1)</script>=1');
    assert.doesNotMatch(poisoned.body, /alert\(1\)/);
    assert.equal((await get(t, '/faq')).headers.etag, poisoned.headers.etag);
  });

  test('declared parameters reach the render and split the key, sorted and spelled one way', async () => {
    const a = await get(t, '/catalog?type=event&utm_source=x&q=msl+guide&type=report');
    assert.deepEqual({ ...seen(a), nonce: '' }, { search: '?q=msl+guide&type=event&type=report', loaderSearch: '?q=msl+guide&type=event&type=report', nonce: '' });
    for (const url of ['/catalog?q=msl%20guide&type=event&type=report', '/catalog?cb=3&type=event&q=msl+guide&type=report']) {
      assert.equal((await get(t, url)).headers.etag, a.headers.etag, `${url}: the same document`);
    }
    const other = await get(t, '/catalog?q=msl+guide&type=report&type=event'); // a type's order is the page's to read
    assert.notEqual(other.headers.etag, a.headers.etag);
    const search = await get(t, '/catalog?q=other');
    assert.equal(seen(search).search, '?q=other');
    assert.notEqual(search.headers.etag, a.headers.etag);
    const page2 = await get(t, '/certifications?page=2&ref=mail');
    assert.equal(seen(page2).search, '?page=2');
    // the free pass's emailed link
    const claim = await get(t, '/summit-conference-free-pass?claim=tok.en&utm_medium=email');
    assert.equal(seen(claim).search, '?claim=tok.en');
  });

  test('canonical link, redirects and 404s are as before', async () => {
    const filtered = await get(t, '/catalog?type=event&utm_source=x');
    assert.match(filtered.body, /<link rel="canonical" href="http:\/\/[^/"]+\/catalog">/);
    const spelled = await get(t, '/CATALOG?type=event&utm_source=x');
    assert.equal(spelled.statusCode, 301);
    assert.equal(spelled.headers.location, '/catalog?type=event&utm_source=x', 'the whole query is kept for the browser');
    const cart = await get(t, '/shopping-cart?utm_source=x');
    assert.equal(cart.statusCode, 302);
    assert.equal(cart.headers.location, '/cart');
    const missing = await get(t, '/no-such-page?cb=1');
    assert.equal(missing.statusCode, 404);
    assert.equal((await get(t, '/no-such-page')).headers.etag, missing.headers.etag);
  });
});

describe('bounded by bytes as well as entries', () => {
  let t: TestApi;
  let docBytes: number;
  before(async () => {
    // the size of one document (the shell's index.html around a small page), measured on a site of its own
    const probe = await site({ renders: false });
    docBytes = Buffer.byteLength((await get(probe, '/catalog')).body);
    // room for three small documents; the 300 KB FAQ is above the entry cap
    t = await site({ maxBytes: Math.round(docBytes * 3.5), maxEntryBytes: docBytes * 2, renders: false });
  });

  test('past the byte budget the oldest documents go', async () => {
    const made: string[] = [];
    for (let i = 1; i <= 4; i++) made.push(String((await get(t, `/catalog?q=${i}`)).headers.etag));
    assert.equal((await get(t, '/catalog?q=4')).headers.etag, made[3], 'the newest is kept');
    assert.equal((await get(t, '/catalog?q=3')).headers.etag, made[2], 'and the one before');
    assert.notEqual((await get(t, '/catalog?q=1')).headers.etag, made[0], 'the first, pushed out by three more of its size, is made anew');
  });

  test('a document above the entry cap is served, never kept', async () => {
    const faq = await get(t, '/faq');
    assert.equal(faq.statusCode, 200);
    assert.ok(Buffer.byteLength(faq.body) > docBytes * 2);
    assert.notEqual((await get(t, '/faq')).headers.etag, faq.headers.etag, 'made anew');
  });
});

describe('renders per client address', () => {
  let t: TestApi;
  // X-Forwarded-For is believed from 127.0.0.1 (inject's address): each forwarded address is a client
  before(async () => { t = await site({ maxEntries: 60, renders: { perSecond: 1, burst: 5 }, budget: false }, ['127.0.0.1']); });
  const from = (ip: string) => ({ 'x-forwarded-for': ip });

  test('past its allowance a client gets 429 with a Retry-After; others and hits are not limited; hot entries stay', async () => {
    const hot = await get(t, '/faq', from('198.51.100.1'));
    assert.equal((await get(t, '/faq', from('198.51.100.1'))).headers.etag, hot.headers.etag);
    const answers: LightMyRequestResponse[] = [];
    for (let i = 0; i < 20; i++) answers.push(await get(t, `/catalog?q=flood${i}`, from('203.0.113.7')));
    const made = answers.filter((r) => r.statusCode === 200).length;
    assert.ok(made >= 5 && made <= 7, `the burst of 5 and what refilled meanwhile: ${answers.map(told).join(' | ')}`);
    const refused = answers.filter((r) => r.statusCode === 429);
    assert.equal(refused.length, 20 - made);
    for (const r of refused) {
      assert.equal(r.headers['retry-after'], '1');
      assert.match(String(r.headers['content-type']), /^text\/plain; charset=utf-8/);
      assert.equal(r.headers['cache-control'], 'no-store');
      assert.match(r.body, /Too many requests for pages from your address.*try again in 1 second\./s);
    }
    // the same client still gets what is kept: the hot page, and what it made itself
    assert.equal(said(await get(t, '/faq', from('203.0.113.7'))), said(hot), 'the hot page, kept');
    assert.equal(said(await get(t, '/catalog?q=flood0', from('203.0.113.7'))), said(answers[0]!), 'what it made, kept');
    // another address has its own allowance
    assert.equal((await get(t, '/catalog?q=other', from('203.0.113.8'))).statusCode, 200);
    // a second later, one more render
    mock.timers.tick(1100);
    assert.equal((await get(t, '/catalog?q=later', from('203.0.113.7'))).statusCode, 200);
    assert.equal(said(await get(t, '/faq', from('198.51.100.1'))), said(hot), 'the hot page was never pushed out');
  });

  test('without a trusted proxy, X-Forwarded-For names no other client', async () => {
    const plain = await site({ renders: { perSecond: 1, burst: 3 } });
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await get(plain, `/catalog?q=x${i}`, from(`192.0.2.${i + 1}`))).statusCode);
    assert.ok(statuses.filter((s) => s === 429).length >= 4, `one client whatever the header says: ${statuses.join(' ')}`);
  });

  test('a burst of 2,000 unique query strings leaves the hot pages cache hits', async () => {
    const minute = Math.floor(Date.now() / 60_000);
    const hotPages = ['/faq', '/certification/bcmas', '/catalog'];
    const etags = new Map<string, string>();
    for (const p of hotPages) {
      const first = await get(t, p);
      await get(t, p); // asked again: a page being read
      etags.set(p, String(first.headers.etag));
    }
    const stillHot = async (when: string) => {
      assert.equal(Math.floor(Date.now() / 60_000), minute, 'one minute for the whole test (the documents are kept per minute)');
      for (const p of hotPages) assert.equal((await get(t, p)).headers.etag, etags.get(p), `${p} is still a cache hit ${when}`);
    };
    // a cache-buster no page reads, from one address: every answer is the kept /catalog
    const statuses = new Map<number, number>();
    const count = (s: number) => statuses.set(s, (statuses.get(s) ?? 0) + 1);
    let other = 0;
    for (let i = 0; i < 2000; i++) {
      const r = await get(t, `/catalog?cb=${i}`, from('203.0.113.50'));
      count(r.statusCode);
      if (r.headers.etag !== etags.get('/catalog')) other++;
    }
    await stillHot('after 2,000 cache-busters');
    assert.deepEqual([...statuses], [[200, 2000]]);
    assert.equal(other, 0, 'every cache-buster answered with the kept /catalog');
    // the catalog's own search, 2,000 values from one address: its allowance, then 429
    statuses.clear();
    for (let i = 0; i < 2000; i++) count((await get(t, `/catalog?q=one${i}`, from('203.0.113.51'))).statusCode);
    assert.ok((statuses.get(429) ?? 0) >= 1980, `refused past the allowance: ${JSON.stringify([...statuses])}`);
    await stillHot('after 2,000 searches from one address');
    // the same from 400 addresses, 5 each (all within their allowance): 2,000 renders of new documents
    statuses.clear();
    for (let i = 0; i < 2000; i++) count((await get(t, `/catalog?q=many${i}`, from(`10.${(i % 400) >> 8}.${(i % 400) & 255}.1`))).statusCode);
    await stillHot('after 2,000 searches from 400 addresses');
    assert.deepEqual([...statuses], [[200, 2000]]);
  });
});

describe('renders of new documents, all clients together', () => {
  test('many addresses at once: past the share of time, 503 with Retry-After; kept pages are answered meanwhile', async () => {
    // a small share (5 %: 50 ms a second), one render at a time, 4 waiting at most
    const t = await site({ renders: false, budget: { share: 0.05, concurrency: 1, maxWaiting: 4, maxWaitMs: 300 } }, ['127.0.0.1']);
    const hot = await get(t, '/faq');
    assert.equal((await get(t, '/faq')).headers.etag, hot.headers.etag);
    const burst = Array.from({ length: 30 }, (_, i) => get(t, `/catalog?q=spread${i}`, { 'x-forwarded-for': `10.9.${i}.1` }));
    // while the burst waits for its turns, the kept page is answered at once
    const started = performance.now();
    const during = await get(t, '/faq');
    assert.equal(during.headers.etag, hot.headers.etag);
    assert.ok(performance.now() - started < 250, 'a kept page does not wait for the renders');
    const answers = await Promise.all(burst);
    const made = answers.filter((r) => r.statusCode === 200).length;
    const busy = answers.filter((r) => r.statusCode === 503);
    // (how many renders fit depends on what the first, cold render of /faq cost)
    assert.ok(made <= 10, `renders within the budget: ${made}: ${answers.map((r) => r.statusCode).join(' ')}`);
    assert.equal(made + busy.length, 30, `only 200 or 503: ${answers.map((r) => r.statusCode).join(' ')}`);
    for (const r of busy) {
      assert.equal(r.headers['retry-after'], '1');
      assert.equal(r.headers['cache-control'], 'no-store');
      assert.match(r.body, /^The store is busy making many new pages at once\. Please try again in 1 second\.\n$/);
    }
    assert.equal((await get(t, '/faq')).headers.etag, hot.headers.etag, 'the kept page stayed');
    // once the time spent is earned back, new documents are made again
    // (the budget's clock is the real one: on a loaded machine the burst's renders took longer, and
    // earning their time back takes longer too; 60 s at most)
    const until = performance.now() + 60_000;
    let later = await get(t, '/catalog?q=later');
    while (later.statusCode === 503 && performance.now() < until) {
      await new Promise((r) => setTimeout(r, 250));
      later = await get(t, '/catalog?q=later');
    }
    assert.equal(later.statusCode, 200);
  });
});

test("the catalog's routes declare every parameter its filters write and read", async () => {
  // the catalog remote's own reading and writing of its address (mfe-catalog/src/features/filters)
  const { parseFilters, serializeFilters } = await import('../../mfe-catalog/src/features/filters/filter-products.js');
  const { documentAddress } = await import('../document-cache.js');
  const every = serializeFilters({ q: 'msl', min: 100, max: 500, types: ['certification', 'event'], traits: ['New'], page: 3 });
  for (const path of ['/catalog', '/certifications']) {
    const declared = workspaceRoutes().find((r) => r.path === path)?.query ?? [];
    const queryOf = () => declared;
    assert.deepEqual([...new Set(new URLSearchParams(every).keys())].filter((k) => !declared.includes(k)), [], `${path}: every parameter written is declared`);
    // and reading the address through the declared parameters alone gives the same filters
    assert.deepEqual(parseFilters(documentAddress(`${path}${every}&utm_source=x`, queryOf).slice(path.length), path), parseFilters(every, path), path);
  }
});
