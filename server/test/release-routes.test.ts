// A remote's routes come with its release (server/release-routes.ts, as site.ts serves them): with one
// running site, a marketing release that moves the FAQ from /faq to /frequently-asked-questions
// changes, on the next request and with no restart, which address has the page (200) and which is
// not found (404), the sitemap, robots.txt, the canonical spelling (301) and the routes
// /releases/registry.json gives the browser; the old release published again brings /faq back. A
// canary's routes reach the canary's visitors only: its new page is a page for them and not found
// for the others, and the sitemap (the current releases') does not list it.
// Needs the shell's production build (`pnpm build`): the fixture copies it.
// Run: node --import tsx --test server/test/release-routes.test.ts
// first, as serve.ts does: React's production build, the one the server bundles render with
import '../production-react.js';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { defaultSeed, signCohort } from 'api';
import { startApi, type TestApi } from 'api/testing';
import { workspaceRoutes } from 'shared-build/routes.js';
import { inCanary } from '../releases.js';
import { registerSite } from '../site.js';
import { makeSiteRoot, pageArea, publishRelease } from './support/site-fixture.js';

const SECRET = 'r'.repeat(64);
const STABLE = 'aaaaaaaaaaaa';
const MOVED = 'bbbbbbbbbbbb';
const CANARY = 'cccccccccccc';
const NEW_FAQ = '/frequently-asked-questions';
let t: TestApi;
let root: string;

/** marketing's routes as its src/routes.ts declares them (without the remote's name). */
const marketingRoutes = () => workspaceRoutes().filter((r) => r.remote === 'marketing').map(({ remote: _r, ...route }) => route);
/** marketing's routes with the FAQ moved to NEW_FAQ, and a thank-you page search engines are not to see. */
const movedRoutes = () => [
  ...marketingRoutes().map((r) => (r.path === '/faq' ? { ...r, path: NEW_FAQ } : r)),
  { path: '/thank-you-faq', module: 'FaqPage', noindex: true },
];

before(async () => {
  root = makeSiteRoot('acma-release-routes-');
  for (const name of ['marketing', 'catalog', 'checkout', 'product-pages', 'summit']) publishRelease(root, name, STABLE);
  t = await startApi({ seed: defaultSeed(), overrides: { releaseViewSecret: SECRET } });
  await registerSite(t.app, { root, releasesDir: join(root, 'releases'), runtimeConfig: { apiBase: '/api', remotes: {} } });
});
after(async () => {
  await t?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

/**
 * The event loop's next turn: the site looks at registry.json at most once a turn (releases.ts,
 * registryReader), so a release written in this turn is seen by a request made in a later one.
 */
const nextTurn = () => new Promise<void>((resolve) => { setImmediate(resolve); });

/** A browser's navigation to `url`, as the visitor with this cookie (if any). */
const navigate = (url: string, cookie?: string) => t.inject({
  method: 'GET', url, headers: { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate', ...(cookie ? { cookie } : {}) },
});
/** The sitemap's addresses, as paths. */
async function sitemapPaths(): Promise<string[]> {
  const r = await t.inject({ method: 'GET', url: '/sitemap.xml' });
  assert.equal(r.statusCode, 200);
  return [...r.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}
const robots = async () => (await t.inject({ method: 'GET', url: '/robots.txt' })).body;
type Registry = { remotes: Record<string, { id: string; routes: { path: string; module?: string; noindex?: boolean }[] }> };
/** /releases/registry.json as the visitor with this cookie is shown it. */
async function registryOf(cookie?: string): Promise<Registry> {
  const r = await t.inject({ method: 'GET', url: '/releases/registry.json', headers: cookie ? { cookie } : {} });
  assert.equal(r.statusCode, 200);
  return r.json();
}
/** The document's page, as the fixture's route modules render it: `<p data-release="<id>">Module</p>`. */
const pageOf = (body: string) => pageArea(body) ?? '';

describe('a release moves an address: the running site follows on the next request', () => {
  test('before: /faq is the FAQ page and /frequently-asked-questions is not found', async () => {
    const faq = await navigate('/faq');
    assert.equal(faq.statusCode, 200);
    assert.match(pageOf(faq.body), new RegExp(`<p data-release="${STABLE}">FaqPage</p>`));
    const other = await navigate(NEW_FAQ);
    assert.equal(other.statusCode, 404);
    assert.doesNotMatch(pageOf(other.body), /FaqPage/);
    assert.equal((await navigate('/FREQUENTLY-asked-questions')).statusCode, 404, 'no route takes it: no canonical spelling either');
    assert.equal((await navigate('/FAQ')).statusCode, 301);
    const paths = await sitemapPaths();
    assert.ok(paths.includes('/faq'));
    assert.ok(!paths.includes(NEW_FAQ));
    const routes = (await registryOf()).remotes.marketing!.routes;
    assert.deepEqual(routes.find((r) => r.module === 'FaqPage'), { path: '/faq', module: 'FaqPage' });
  });

  test('a marketing release with the FAQ at /frequently-asked-questions: 200 there, 404 at /faq, sitemap, robots, spelling and registry.json follow', async () => {
    publishRelease(root, 'marketing', MOVED, { routes: movedRoutes() });
    await nextTurn();
    const moved = await navigate(NEW_FAQ);
    assert.equal(moved.statusCode, 200);
    assert.match(pageOf(moved.body), new RegExp(`<p data-release="${MOVED}">FaqPage</p>`), 'the page, rendered with the new release');
    // the document's runtime configuration gives the browser the new release's routes
    const config = JSON.parse(/<script id="app-config" type="application\/json">([\s\S]*?)<\/script>/.exec(moved.body)![1]!) as { routes: { path: string; remote: string }[] };
    assert.ok(config.routes.some((r) => r.path === NEW_FAQ && r.remote === 'marketing'));
    assert.ok(!config.routes.some((r) => r.path === '/faq'));
    // the old address is not found now: its document is the not-found page, status 404
    const old = await navigate('/faq');
    assert.equal(old.statusCode, 404);
    assert.doesNotMatch(pageOf(old.body), /FaqPage/);
    // another spelling of the new address: a permanent redirect to the route's own (query kept)
    const spelled = await navigate('/FREQUENTLY-asked-questions?ref=mail');
    assert.equal(spelled.statusCode, 301);
    assert.equal(spelled.headers.location, `${NEW_FAQ}?ref=mail`);
    assert.equal((await navigate('/FAQ')).statusCode, 404, 'the old address has no spelling to redirect to');
    // the other remotes' pages are untouched
    assert.equal((await navigate('/catalog')).statusCode, 200);
    // the sitemap: the new address, not the old one, nor the page for no search engine
    const paths = await sitemapPaths();
    assert.ok(paths.includes(NEW_FAQ), 'the new address is listed');
    assert.ok(!paths.includes('/faq'), '/faq is not');
    assert.ok(!paths.includes('/thank-you-faq'));
    assert.ok(paths.includes('/terms'), 'the release\'s other pages still are');
    assert.match(await robots(), /^Disallow: \/thank-you-faq$/m, 'robots.txt: the release\'s noindex page');
    // registry.json: the release and its routes, as a tab opened earlier reads them
    const marketing = (await registryOf()).remotes.marketing!;
    assert.equal(marketing.id, MOVED);
    assert.deepEqual(marketing.routes.filter((r) => r.module === 'FaqPage'), [{ path: NEW_FAQ, module: 'FaqPage' }, { path: '/thank-you-faq', module: 'FaqPage', noindex: true }]);
    assert.ok(!marketing.routes.some((r) => r.path === '/faq'));
  });

  test('the old release published again (a rollback): /faq is back, the new address is not found', async () => {
    publishRelease(root, 'marketing', STABLE);
    await nextTurn();
    const faq = await navigate('/faq');
    assert.equal(faq.statusCode, 200);
    assert.match(pageOf(faq.body), new RegExp(`<p data-release="${STABLE}">FaqPage</p>`));
    assert.equal((await navigate(NEW_FAQ)).statusCode, 404);
    assert.equal((await navigate('/FREQUENTLY-asked-questions')).statusCode, 404);
    const paths = await sitemapPaths();
    assert.ok(paths.includes('/faq'));
    assert.ok(!paths.includes(NEW_FAQ));
    assert.doesNotMatch(await robots(), /thank-you-faq/);
    assert.equal((await registryOf()).remotes.marketing!.id, STABLE);
    assert.ok((await registryOf()).remotes.marketing!.routes.some((r) => r.path === '/faq'));
  });
});

describe('a canary\'s routes reach only its visitors', () => {
  const PERCENT = 50;
  /** A visitor's cohort cookie: the first bucket that is (or is not) in the canary. */
  const visitor = (inIt: boolean) => {
    let bucket = 0;
    while (inCanary(bucket, 'marketing', CANARY, PERCENT) !== inIt) bucket++;
    return `rc=${signCohort(SECRET, bucket)}`;
  };

  test('a marketing canary adding /speakers: a page for its visitors, not found for the others; the sitemap keeps to the current releases', async () => {
    publishRelease(root, 'marketing', CANARY, { canary: PERCENT, routes: [...marketingRoutes(), { path: '/speakers', module: 'SpeakersPage' }] });
    await nextTurn();
    const canaryVisitor = visitor(true);
    const stableVisitor = visitor(false);
    const theirs = await navigate('/speakers', canaryVisitor);
    assert.equal(theirs.statusCode, 200);
    assert.match(pageOf(theirs.body), new RegExp(`<p data-release="${CANARY}">SpeakersPage</p>`));
    const others = await navigate('/speakers', stableVisitor);
    assert.equal(others.statusCode, 404);
    assert.doesNotMatch(pageOf(others.body), /SpeakersPage/);
    // a request that is no visitor's (no cohort: a crawler) is given the current releases
    assert.equal((await t.inject({ method: 'GET', url: '/speakers' })).statusCode, 404);
    // the other spelling: redirected for the canary's visitors only
    const spelled = await navigate('/Speakers', canaryVisitor);
    assert.equal(spelled.statusCode, 301);
    assert.equal(spelled.headers.location, '/speakers');
    assert.equal((await navigate('/Speakers', stableVisitor)).statusCode, 404);
    // both still have the release's other pages
    for (const cookie of [canaryVisitor, stableVisitor]) assert.equal((await navigate('/faq', cookie)).statusCode, 200);
    // registry.json is each visitor's view
    assert.ok((await registryOf(canaryVisitor)).remotes.marketing!.routes.some((r) => r.path === '/speakers'));
    assert.ok(!(await registryOf(stableVisitor)).remotes.marketing!.routes.some((r) => r.path === '/speakers'));
    assert.ok(!(await registryOf()).remotes.marketing!.routes.some((r) => r.path === '/speakers'));
    assert.ok(!(await sitemapPaths()).includes('/speakers'), 'the sitemap is the current releases\'');
  });
});
