// The served document's critical path (shell/server/first-frame.ts): route matching against the
// shell's real route table, preload lists from the builds' chunk maps, the inlined API answers
// (the API's own, via app.inject), and the page area rendered by the remote's release's server bundle
// (here small hand-written bundles with the same contract: render({ module, path, url, data })).
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { json, startApi, type TestApi } from 'api/testing';
import { fixtureSeed } from 'api/testing/fixtures';
import type { Product, ProductListing } from 'shared-api/types';
import {
  applyParts, cartLooksEmpty, createCriticalPath, createDocumentRenderer, escapeHtml, exposeFiles, jsonBlock, remotePageAt,
  shellStartupFiles,
} from '../first-frame.js';
import { EARLY_HEAD, EARLY_SCRIPT, EARLY_SCRIPT_HASH } from '../early-events.js';
import { registryReader, type Registry } from '../releases.js';
import { renderIndex } from '../site.js';


describe('route table', () => {
  const all = { marketing: 1, catalog: 1, 'product-pages': 1, checkout: 1, summit: 1 };
  const at = (path: string, remotes: Record<string, unknown> = all) => remotePageAt(path, remotes);

  test('matches with the route table, as React Router ranks: static segments before dynamic ones', () => {
    assert.equal(at('/certification/bcmas')?.route.module, 'CertificationPage');
    assert.deepEqual(at('/certification/bcmas')?.params, { slug: 'bcmas' });
    assert.equal(at('/conference/summit-march-2025')?.route.module, 'ConferencePage');
    assert.equal(at('/somethingElse/nick')?.route.module, 'ProductLinkPage');
    assert.equal(at('/catalog/')?.route.module, 'CatalogPage');
    assert.equal(at('/')?.route.module, 'HomePage');
    assert.equal(at('/no/such/page'), null);
    assert.equal(at('/404Error'), null, 'a shell page');
  });
  test('a remote that is not configured has no pages', () => {
    assert.equal(at('/faq', { catalog: 1 }), null);
    assert.equal(at('/catalog', { catalog: 1 })?.route.remote, 'catalog');
  });
});

describe('preload lists', () => {
  const shell = {
    'import:./bootstrap': ['996.a.js'], 'import:./app': ['12.h.js'], 'provide:react': ['923.b.js'], 'provide:shared-ui': ['158.c.js'],
    'consume:react': ['923.b.js'], 'import:@auth0/auth0-spa-js': ['auth0.js'],
  };
  const remote = {
    'expose:./CertificationPage': ['653.d.js', '662.e.js'], 'uses:./CertificationPage': ['react', 'shared-ui', 'shared-ui/rich-text'],
    'provide:shared-ui/rich-text': ['289.f.js'], 'provide:react': ['923.x.js'], 'expose:./ReportPage': ['64.g.js'], 'uses:./ReportPage': ['react'],
  };
  test('the shell starts with its bootstrap and app chunks and the shared modules it provides, not lazy imports', () => {
    assert.deepEqual(shellStartupFiles(shell).sort(), ['/12.h.js', '/158.c.js', '/923.b.js', '/996.a.js']);
  });
  test("a page's chunks, plus the remote's copy of a shared module only the remote provides", () => {
    assert.deepEqual(exposeFiles(remote, shell, 'CertificationPage', '/remotes/p/'), ['/remotes/p/653.d.js', '/remotes/p/662.e.js', '/remotes/p/289.f.js']);
    assert.deepEqual(exposeFiles(remote, shell, 'ReportPage', '/remotes/p/'), ['/remotes/p/64.g.js']);
    assert.deepEqual(exposeFiles(remote, shell, 'NoSuchPage', '/remotes/p/'), []);
  });
});

describe('escaping', () => {
  test('text and attributes', () => {
    assert.equal(escapeHtml(`<img src=x onerror="a">&'`), '&lt;img src=x onerror=&quot;a&quot;&gt;&amp;&#39;');
  });
  test('a JSON block cannot be closed from inside', () => {
    const b = jsonBlock('app-data', { x: '</script><script>alert(1)</script>' });
    assert.equal(b.match(/<\/script>/g)?.length, 1);
    assert.deepEqual(JSON.parse(b.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '')), { x: '</script><script>alert(1)</script>' });
  });
  test("the runtime configuration is the same JSON block in the served index, whatever its values hold ($& too)", () => {
    const config = { apiBase: '/api', note: '</script><script>alert(1)</script> $& $1 $`' };
    const html = renderIndex('<head><!--app-head--></head>', config);
    assert.equal(html, `<head>${EARLY_HEAD}${jsonBlock('app-config', config)}</head>`);
    assert.deepEqual(JSON.parse(html.slice(`<head>${EARLY_HEAD}`.length).replace(/^<script[^>]*>/, '').replace(/<\/script><\/head>$/, '')), config);
  });
  test('the early event script comes first in the head, exactly the text whose hash the CSP names', () => {
    const html = renderIndex('<head><meta charset="utf-8"><!--app-head--></head>', {});
    const first = /^<head><meta charset="utf-8"><script>([^]*?)<\/script>/.exec(html)?.[1];
    assert.equal(first, EARLY_SCRIPT);
    assert.equal(EARLY_SCRIPT_HASH, `'sha256-${createHash('sha256').update(first!).digest('base64')}'`);
  });
});

/**
 * A server bundle with the contract of shared-build/server-bundle.js, using the server's own React
 * (an external): the page's name and address, the names of the answers it was given, and the product's
 * name or the first listed product's image.
 */
const FAKE_BUNDLE = `
const React = require('react');
const { renderToString } = require('react-dom/server');
exports.render = ({ module, path, url, data }) => {
  const first = Object.values(data)[0];
  const name = first && !Array.isArray(first) ? first.productName : undefined;
  const img = Array.isArray(first) ? first[0].productImage : undefined;
  return {
    html: renderToString(React.createElement('section', { 'data-page': module, 'data-path': path, 'data-url': url, 'data-keys': Object.keys(data).join(',') },
      name ? React.createElement('h1', null, name) : null, img ? React.createElement('img', { src: img }) : null)),
    css: '<style data-styled="true">.x{color:red}</style>',
  };
};`;

describe('per-request parts from the API', () => {
  let t: TestApi;
  let root: string;
  const ids: Record<string, string> = {
    marketing: '111111111111', catalog: '222222222222', 'product-pages': '333333333333', checkout: '444444444444', summit: '555555555555',
  };
  const remotes = Object.fromEntries(Object.entries(ids).map(([n, id]) => [n, `/releases/${n}/${id}/remoteEntry.js`]));
  let dir: string;
  let registry: () => Registry;
  const write = (path: string, body: string) => { mkdirSync(dirname(join(root, path)), { recursive: true }); writeFileSync(join(root, path), body); };
  /**
   * Writes registry.json as the release tool does (a new file renamed over the old one), then lets
   * the event loop turn: the reader looks at the file once per turn (releases.ts), and a request sent
   * after a release arrives in a later turn than the release.
   */
  const setRegistry = async (entries: Record<string, string>) => {
    write('releases/registry.tmp', JSON.stringify({ remotes: Object.fromEntries(Object.entries(entries).map(([n, id]) => [n, { id }])) }));
    renameSync(join(root, 'releases/registry.tmp'), join(root, 'releases/registry.json'));
    await new Promise((r) => setImmediate(r));
  };
  before(async () => {
    t = await startApi({ seed: fixtureSeed });
    root = mkdtempSync(join(tmpdir(), 'first-frame-'));
    dir = join(root, 'releases');
    write('shell/dist/chunks.json', JSON.stringify({ 'import:./bootstrap': ['1.js'], 'provide:react': ['2.js'] }));
    for (const [n, id] of Object.entries(ids)) {
      write(`releases/${n}/${id}/remoteEntry.js`, '');
      write(`releases/${n}/${id}/server/pages.cjs`, FAKE_BUNDLE);
    }
    write(`releases/product-pages/${ids['product-pages']}/chunks.json`, JSON.stringify({ 'expose:./CertificationPage': ['3.js'] }));
    write(`releases/catalog/${ids.catalog}/chunks.json`, JSON.stringify({ 'expose:./CatalogPage': ['4.js'] }));
    await setRegistry(ids);
    registry = registryReader(dir);
  });
  const opts = () => ({ registry, shellDist: join(root, 'shell', 'dist') });
  after(async () => {
    await t?.close();
    if (root) rmSync(root, { recursive: true, force: true });
  });
  const links = (parts: { scripts: string[] }) => parts.scripts.map((f) => `script ${f}`);

  test('a product page: its remote preloaded, the API answer inlined, the page rendered by its release with that answer', async () => {
    const parts = await createCriticalPath(t.app, { ...opts(), apiBase: '/api' })('/certification/bcmas?utm_source=x');
    assert.deepEqual(links(parts), ['script /1.js', 'script /2.js', `script ${remotes['product-pages']}`, `script /releases/product-pages/${ids['product-pages']}/3.js`]);
    assert.doesNotMatch(parts.head, /<link rel="preload"/, 'no script is requested before the frame is painted');
    const api = json<Product>(await t.inject({ method: 'GET', url: '/api/product?slug=bcmas&type=certification' }));
    assert.deepEqual(parts.data, { '/product?slug=bcmas&type=certification': api });
    assert.match(parts.root, /<main class="ff-main" id="ff-main"><section data-page="CertificationPage" data-path="\/certification\/:slug" data-url="\/certification\/bcmas\?utm_source=x" data-keys="\/product\?slug=bcmas&amp;type=certification"><h1>Board Certified Medical Affairs Specialist \(BCMAS\)<\/h1><\/section><\/main>/);
    assert.match(parts.head, /<style id="ff-style">[^<]*<\/style><style data-styled="true">\.x\{color:red\}<\/style>$/, 'the page\'s CSS after the shell frame\'s');
  });

  test('an unknown product: no data and no heading (the page shows its 404)', async () => {
    const parts = await createCriticalPath(t.app, opts())('/certification/no-such-slug');
    assert.deepEqual(parts.data, {});
    assert.doesNotMatch(parts.root, /<h1>|data-page/);
  });

  test('the catalog: the product list inlined as the API answers it, the page rendered with it, the query included', async () => {
    const parts = await createCriticalPath(t.app, opts())('/catalog');
    const api = json<Product[]>(await t.inject({ method: 'GET', url: '/api/products' }));
    assert.deepEqual(parts.data, { '/products': api });
    assert.ok(parts.root.includes(`<img src="${api[0]!.productImage}"/>`));
    assert.match(parts.root, /data-page="CatalogPage"/);
    const filtered = await createCriticalPath(t.app, opts())('/certifications?types=report');
    assert.match(filtered.root, /data-path="\/certifications" data-url="\/certifications\?types=report"/);
  });

  test('the cart: the empty cart and its first suggestion only when the line-count cookie says empty', async () => {
    const render = createCriticalPath(t.app, opts());
    const list = json<ProductListing[]>(await t.inject({ method: 'GET', url: '/api/products' }));
    for (const cookie of [undefined, '', 'acma_cart_lines=0', 'other=1; acma_cart_lines=0; x=y']) {
      const parts = await render('/cart', cookie);
      assert.match(parts.root, /data-page="CartPage"/, String(cookie));
      assert.deepEqual(parts.data, { '/products': list });
    }
    for (const cookie of ['acma_cart_lines=2', 'a=b; acma_cart_lines=1']) {
      const parts = await render('/cart', cookie);
      assert.doesNotMatch(parts.root, /data-page|<img/, `a cart with lines (${cookie}) shows only the bar`);
    }
    assert.equal(cartLooksEmpty('xacma_cart_lines=3'), true, 'another cookie whose name ends the same is not the cart');
    assert.equal(cartLooksEmpty('acma_cart_lines=3'), false);
  });

  test('a remote that is not configured gets no preload and no data; a shell page only the shell', async () => {
    const only = { registry: () => { const r = registry(); return { ...r, remotes: { catalog: r.remotes.catalog! } }; }, shellDist: join(root, 'shell', 'dist') };
    const parts = await createCriticalPath(t.app, only)('/certification/bcmas');
    assert.deepEqual(links(parts), ['script /1.js', 'script /2.js']);
    assert.deepEqual(parts.data, {});
    const shellPage = await createCriticalPath(t.app, opts())('/callback');
    assert.deepEqual(links(shellPage), ['script /1.js', 'script /2.js']);
  });

  test('a release shows in the next document: the registry is read again when it changes, never fixed at start', async () => {
    const render = createCriticalPath(t.app, opts());
    assert.ok(links(await render('/catalog')).includes(`script /releases/catalog/${ids.catalog}/4.js`));
    const next = 'abcdefabcdef';
    write(`releases/catalog/${next}/remoteEntry.js`, '');
    write(`releases/catalog/${next}/chunks.json`, JSON.stringify({ 'expose:./CatalogPage': ['5.js'] }));
    try {
      await setRegistry({ ...ids, catalog: next });
      assert.deepEqual(links(await render('/catalog')).slice(2), [`script /releases/catalog/${next}/remoteEntry.js`, `script /releases/catalog/${next}/5.js`]);
      // a registry naming a release that is not on disk leaves that remote out
      await setRegistry({ ...ids, catalog: 'ffffffffffff' });
      assert.equal(registry().remotes.catalog, undefined);
    } finally {
      await setRegistry(ids);
    }
    assert.ok(links(await render('/catalog')).includes(`script /releases/catalog/${ids.catalog}/4.js`), 'the rollback is read too');
  });

  test('the registry file is looked at once per turn of the event loop, and again in the next turn', async () => {
    const reader = registryReader(dir);
    const next = 'abcdefabcdef';
    write(`releases/catalog/${next}/remoteEntry.js`, '');
    assert.equal(reader().remotes.catalog?.id, ids.catalog);
    try {
      write('releases/registry.tmp', JSON.stringify({ remotes: { ...Object.fromEntries(Object.entries(ids).map(([n, id]) => [n, { id }])), catalog: { id: next } } }));
      renameSync(join(root, 'releases/registry.tmp'), join(root, 'releases/registry.json'));
      assert.equal(reader().remotes.catalog?.id, ids.catalog, 'the same turn keeps the look it took');
      await new Promise((r) => setImmediate(r));
      assert.equal(reader().remotes.catalog?.id, next, 'the next turn sees the release');
    } finally {
      await setRegistry(ids);
    }
    assert.equal(reader().remotes.catalog?.id, ids.catalog);
  });

  test('applyParts fills the head and #root of index.html', async () => {
    const parts = await createCriticalPath(t.app, opts())('/certification/bcmas');
    const html = applyParts('<html><head><title>x</title></head><body><div id="root"><!--app-html--></div></body></html>', parts);
    // the frame first, then the data and the script list: the parser reaches the frame first
    assert.match(html, /<style id="ff-style">[^<]*<\/style><style data-styled="true">[^<]*<\/style><\/head>/);
    assert.match(html, /<div id="root"><div data-first-frame="">[^]*<\/div><script id="app-data" type="application\/json">[^<]*<\/script><script id="app-preload" type="application\/json">\["\/1\.js",[^<]*\]<\/script><\/body>/);
    assert.doesNotMatch(html, /<!--app-html-->/);
  });
});

describe('the document renderer', () => {
  test('serves the plain document when the critical path fails', async () => {
    const errors: unknown[] = [];
    const app = {
      inject: async () => { throw new Error('API down'); },
      log: { error: (o: unknown) => errors.push(o) },
    } as unknown as Parameters<typeof createDocumentRenderer>[0];
    const root = mkdtempSync(join(tmpdir(), 'first-frame-'));
    try {
      const catalog = { id: '000000000001', entry: '/releases/catalog/000000000001/remoteEntry.js', base: '/releases/catalog/000000000001/', dir: join(root, 'none') };
      const render = createDocumentRenderer(app, { registry: () => ({ remotes: { catalog }, version: '1' }), shellDist: join(root, 'shell', 'dist') });
      const html = '<html><head></head><body><div id="root"><!--app-html--></div></body></html>';
      assert.equal(await render(html, '/catalog'), html);
      assert.equal(errors.length, 1);
      // a route without API data still gets its frame
      assert.match(await render(html, '/faq'), /data-first-frame/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('what a render is cached by', () => {
  test('the address with its query, the inlined answers\' versions and the cart flag; never a cookie', async () => {
    const t = await startApi({ seed: fixtureSeed });
    const root = mkdtempSync(join(tmpdir(), 'first-frame-'));
    try {
      const keys: string[] = [];
      const pages = { render: (_r: string, _rel: unknown, _q: unknown, key: string) => { keys.push(key); return { html: '', css: '' }; }, size: 0 };
      for (const n of ['catalog', 'checkout', 'product-pages']) mkdirSync(join(root, 'releases', n, 'aaaaaaaaaaaa'), { recursive: true });
      for (const n of ['catalog', 'checkout', 'product-pages']) writeFileSync(join(root, 'releases', n, 'aaaaaaaaaaaa', 'remoteEntry.js'), '');
      writeFileSync(join(root, 'releases', 'registry.json'), JSON.stringify({ remotes: { catalog: { id: 'aaaaaaaaaaaa' }, checkout: { id: 'aaaaaaaaaaaa' }, 'product-pages': { id: 'aaaaaaaaaaaa' } } }));
      const parts = createCriticalPath(t.app, { registry: registryReader(join(root, 'releases')), shellDist: join(root, 'none'), pages });
      await parts('/catalog');
      await parts('/catalog', 'session=abc; acma_cart_lines=3');
      await parts('/catalog?types=report');
      await parts('/cart');
      await parts('/cart', 'acma_cart_lines=2'); // a cart with lines is not rendered
      await parts('/certification/bcmas');
      const etag = (await t.inject({ method: 'GET', url: '/api/products' })).headers.etag;
      assert.ok(etag, 'the catalog answer carries its version');
      assert.deepEqual(keys, [
        `/catalog|${etag}|`, `/catalog|${etag}|`, `/catalog?types=report|${etag}|`, `/cart|${etag}|cart:empty`,
        `/certification/bcmas|${(await t.inject({ method: 'GET', url: '/api/product?slug=bcmas&type=certification' })).headers.etag}|`,
      ]);
    } finally {
      await t.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
