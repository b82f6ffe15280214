// The page document as the site serves it (server/document.ts with site.ts): the shell's built
// server bundle renders the layout with the route's page from its remote's current release's server
// bundle inside. Checked on the served HTML: the head names the route's scripts (each one a file the
// site serves), #app-data carries the page's loader answer under its route id, a route that redirects
// answers the redirect, a remote without a server bundle still gets the layout with the page's space
// left to the browser (logged once), and every remote's page comes in the layout with its footer.
// Needs the shell's production build (`pnpm build`): the fixture copies it.
// Run: node --import tsx --test server/test/document.test.ts
// first, as serve.ts does: React's production build, the one the server bundles render with
import '../production-react.js';
import assert from 'node:assert/strict';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import { defaultSeed } from 'api';
import { startApi, type TestApi } from 'api/testing';
import { registerSite } from '../site.js';
import { appData, makeSiteRoot, pageArea, publishRelease } from './support/site-fixture.js';

let t: TestApi;
let root: string;
/** The log lines of the app under test, parsed. */
const lines: Record<string, unknown>[] = [];

/** The footer's link to the council's privacy policy (spec 2.1). */
const PRIVACY_POLICY_URL = 'https://medicalaffairs-council.org/privacy-policy';
const RELEASE = 'aaaaaaaaaaaa';
/** summit's release has no server bundle: its pages are left to the browser. */
const NO_BUNDLE = 'cccccccccccc';
/** A page of each remote of the fixture. */
const PAGES: Record<string, string> = {
  marketing: '/', catalog: '/catalog', checkout: '/cart', 'product-pages': '/certification/bcmas', summit: '/summit-conference-badge',
};

before(async () => {
  root = makeSiteRoot('acma-document-');
  for (const name of ['marketing', 'catalog', 'checkout', 'product-pages']) publishRelease(root, name, RELEASE);
  publishRelease(root, 'summit', NO_BUNDLE, { server: false });
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const l of chunk.toString().split('\n')) if (l) lines.push(JSON.parse(l) as Record<string, unknown>);
      done();
    },
  });
  t = await startApi({ seed: defaultSeed(), overrides: { logger: { level: 'info', stream: sink } } });
  await registerSite(t.app, { root, releasesDir: join(root, 'releases'), runtimeConfig: { apiBase: '/api', remotes: {} } });
});
after(async () => {
  await t?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

const get = (url: string) => t.inject({ method: 'GET', url });
/** The document's head (before `</head>`). */
const headOf = (html: string) => {
  const end = html.indexOf('</head>');
  assert.ok(end > 0, 'the document has a head');
  return html.slice(0, end);
};
const preloads = (head: string) => [...head.matchAll(/<link rel="preload" as="script" fetchpriority="low" href="([^"]+)">/g)].map((m) => m[1]!);

describe('the page document', () => {
  test("a remote page's head preloads the shell's startup files and the route's remoteEntry.js, each a script the site serves", async () => {
    const r = await get('/');
    assert.equal(r.statusCode, 200);
    const hrefs = preloads(headOf(r.body));
    // the shell's startup, as its build's chunk map names it: the bootstrap and app chunks (one file);
    // the shared modules the shell provides are in main.js (eager), whose script is in the head
    // (axios is loaded on first use, not preloaded)
    const chunks = JSON.parse(readFileSync(join(root, 'shell', 'dist', 'chunks.json'), 'utf8')) as Record<string, string[]>;
    const startup = [...chunks['import:./bootstrap']!, ...chunks['import:./app']!, ...chunks['import:./data-routes']!];
    assert.ok(startup.length >= 1, 'the build names its startup chunks');
    for (const f of startup) assert.ok(hrefs.includes(`/${f}`), `/${f} is preloaded`);
    for (const key of ['provide:react', 'provide:react-dom', 'provide:shared-api']) assert.deepEqual(chunks[key] ?? [], [], `${key}: in main.js`);
    assert.match(headOf(r.body), /<script defer="defer" src="\/main\.js\?[0-9a-f]+"><\/script>/, 'the entry loads from the head');
    for (const f of chunks['provide:axios'] ?? []) assert.ok(!hrefs.includes(`/${f}`), 'axios is not preloaded');
    assert.ok(hrefs.includes(`/releases/marketing/${RELEASE}/remoteEntry.js`), "the home page's remote entry, in its current release");
    assert.equal(new Set(hrefs).size, hrefs.length, 'each script once');
    for (const href of hrefs) {
      const file = await get(href);
      assert.equal(file.statusCode, 200, `${href} is served`);
      assert.match(String(file.headers['content-type']), /javascript/, href);
    }
    // the page itself is in #root
    assert.match(r.body, /<div id="root">[\s\S]*<main id="main"/);
  });

  test("#app-data holds the routes' loader data, the page's loader answer under its route id, and no page left to the browser", async () => {
    const home = appData((await get('/')).body);
    // the layout (the root route) has no loader: null
    assert.deepEqual(home, { loaderData: { root: null, '/': { release: RELEASE, module: 'HomePage', cartEmpty: true } }, clientOnly: [] });

    const product = appData((await get('/certification/bcmas')).body);
    const fromApi = (await get('/api/product?slug=bcmas&type=certification')).json() as { productName: string };
    assert.deepEqual(product, {
      loaderData: { root: null, '/certification/:slug': { release: RELEASE, module: 'CertificationPage', cartEmpty: true, product: fromApi } },
      clientOnly: [],
    });
  });

  test('/shopping-cart answers a redirect to /cart', async () => {
    const r = await get('/shopping-cart');
    assert.equal(r.statusCode, 302);
    assert.equal(r.headers.location, '/cart');
    assert.equal(r.body, '');
  });

  test("a remote whose release has no server bundle: the layout with the page's space, the route left to the browser, logged once", async () => {
    const path = PAGES.summit!;
    // other queries: other addresses for the document cache, each rendered anew
    for (const q of ['', '?again=1', '?again=2']) {
      const r = await get(path + q);
      assert.equal(r.statusCode, 200);
      assert.ok(r.body.includes(`href="${PRIVACY_POLICY_URL}"`), "the layout's footer");
      assert.equal(pageArea(r.body), '<!--$--><div data-client-page="" style="min-height:60vh"></div><!--/$-->', "the page's space, left to the browser");
      assert.deepEqual(appData(r.body), { loaderData: { root: null, [path]: null }, clientOnly: [path] });
    }
    const unavailable = lines.filter((l) => l.remote === 'summit' && /server bundle unavailable/.test(String(l.msg)));
    assert.equal(unavailable.length, 1, 'the missing bundle is logged once');
    assert.equal(unavailable[0]!.release, NO_BUNDLE);
    const notRendered = lines.filter((l) => l.route === 'summit/BadgePage' && /not rendered on the server/.test(String(l.msg)));
    assert.equal(notRendered.length, 1, 'the page left to the browser is logged once');
    assert.ok(!lines.some((l) => /page render failed/.test(String(l.msg))), 'the document was rendered, not the plain one');
  });

  test("every remote's page is served inside the layout: the page area, then the footer with the privacy policy link", async () => {
    for (const [remote, path] of Object.entries(PAGES)) {
      const html = (await get(path)).body;
      const main = html.indexOf('<main id="main"');
      const footer = html.indexOf('<footer', main);
      assert.ok(main > 0 && footer > main, `${remote} ${path}: <main id="main"> then <footer>`);
      const footerHtml = html.slice(footer, html.indexOf('</footer>', footer));
      assert.match(footerHtml, new RegExp(`<a href="${PRIVACY_POLICY_URL.replace(/[.]/g, '\\.')}"[^>]*>Privacy policy`), `${remote} ${path}: the privacy policy link`);
      if (remote !== 'summit') assert.match(pageArea(html) ?? '', new RegExp(`<p data-release="${RELEASE}">`), `${remote} ${path}: its page`);
    }
  });
});
