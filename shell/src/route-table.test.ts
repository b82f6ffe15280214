import { checkRoutes, conflicts, loadRemoteRoutes, SHELL_PATHS, workspaceRemotes, workspaceRoutes } from 'shared-build/routes.js';
import { join } from 'node:path';
import { isRemoteRoute, routeMatcher, routesWith, routeTable, SHELL_ROUTES, type RouteSpec } from './route-table';

// the store's routes as the releases of this workspace serve them: each remote's src/routes.ts
const ROUTES: readonly RouteSpec[] = routesWith(workspaceRoutes());
const table = routeTable(ROUTES);
const resolveRoute = table.resolve;

// Every address of the spec's route table (section 2.1), with the one page it must resolve to.
const SPEC: [string, string][] = [
  ['/', 'marketing/HomePage'],
  ['/callback', 'shell:callback'],
  ['/catalog', 'catalog/CatalogPage'],
  ['/cart', 'checkout/CartPage'],
  ['/checkout', 'checkout/CheckoutPage'],
  ['/profile', 'checkout/ProfilePage'],
  ['/profile/orders/R-1001', 'checkout/ReceiptPage'], // beyond the spec: an order's printable receipt
  ['/success', 'checkout/SuccessPage'],
  ['/cancel', 'checkout/CancelPage'],
  ['/additionalFields', 'checkout/AdditionalFieldsPage'],
  ['/certification/bcmas', 'product-pages/CertificationPage'],
  ['/event/msl-summit', 'product-pages/EventPage'],
  ['/report/msl-compensation-report-2025', 'product-pages/ReportPage'],
  ['/extension/bcmas-extension', 'product-pages/ExtensionPage'],
  ['/bundle/bcmas-pacs', 'product-pages/BundlePage'],
  ['/database/msl-database', 'product-pages/DatabasePage'],
  ['/conference/summit-march-2025', 'summit/ConferencePage'],
  ['/thinkTankVideo/a-video', 'product-pages/ThinkTankVideoPage'],
  ['/thinkTankReport/a-report', 'product-pages/ThinkTankReportPage'],
  ['/webinar/a-webinar', 'product-pages/WebinarPage'],
  ['/certificate/some-nick-name', 'product-pages/ProductLinkPage'],
  ['/certifications', 'catalog/CatalogPage'],
  ['/faq', 'marketing/FaqPage'],
  ['/policies', 'marketing/PoliciesPage'],
  ['/terms', 'marketing/TermsPage'],
  ['/contact-us', 'marketing/ContactPage'],
  ['/contact-us/mas-b2c', 'marketing/ContactPage'],
  ['/contact-us/mas-b2b', 'marketing/ContactPage'],
  ['/contact-us/jobs', 'marketing/ContactPage'],
  ['/summit-conference-badge', 'summit/BadgePage'],
  ['/summit-conference-free-pass', 'summit/FreePassPage'],
  ['/sipha-conference', 'marketing/SiphaPage'],
  ['/acma-summit-nominations', 'summit/NominationsPage'],
  ['/definitive-guide-ebook', 'marketing/EbookPage'],
  ['/pharmacist-definitive-guide-ebook', 'marketing/EbookPage'],
  ['/thank-you-msl-guide', 'marketing/EbookThankYouPage'],
  ['/thank-you-pharmacist-guide', 'marketing/EbookThankYouPage'],
  ['/has-event/raffle', 'marketing/HasEventPage'],
  ['/has-event/testimonial', 'marketing/HasEventPage'],
  ['/has-event/breakfast', 'marketing/HasEventPage'],
  ['/has-event/reimbursement-ai-trial', 'marketing/HasEventPage'],
  ['/test-your-knowledge-medical-affairs', 'marketing/QuizPage'],
  ['/biologics-biosimilars', 'marketing/BiologicsPage'],
  ['/thank-you-biologics-biosimilars', 'marketing/BiologicsThankYouPage'],
  ['/staff/releases', 'shell:staff-releases'], // beyond the spec: the staff's release health
  ['/generic-error', 'shell:generic-error'],
  ['/404Error', 'shell:error-404'],
  ['/shopping-cart', 'checkout->/cart'], // the one route that only redirects to /cart
  ['/certification/', 'product-pages->/404Error'], // a product route without its slug goes to /404Error
  ['/event', 'product-pages->/404Error'],
  ['/bundle/', 'product-pages->/404Error'],
  ['/any/other/path', 'shell:not-found'],
  ['/nothing-here', 'shell:not-found'],
];
const GUARDED = ['/checkout', '/profile', '/profile/orders/:receiptNumber', '/success', '/cancel', '/additionalFields', '/staff/releases'];

const pageName = (path: string): string | null => {
  const hit = resolveRoute(path);
  if (!hit) return null;
  const r = hit.route;
  if (!isRemoteRoute(r)) return `shell:${r.shell}`;
  return 'module' in r ? `${r.remote}/${r.module}` : `${r.remote}->${r.redirect}`;
};

describe('the route table', () => {
  it.each(SPEC)('%s resolves to exactly one page: %s', (path, expected) => {
    expect(pageName(path)).toBe(expected);
    // exactly one: no other route of the table ranks equal (react-router picks one; the others lose by rank)
    const equal = ROUTES.filter((r) => routeMatcher([r])(path) && routeMatcher([r, ...ROUTES.filter((o) => o !== r)])(path)?.route === r);
    expect(equal.length).toBeLessThanOrEqual(1);
  });
  it('only the spec\'s guarded routes need sign-in', () => {
    expect(ROUTES.filter((r) => r.signIn).map((r) => r.path).sort()).toEqual([...GUARDED].sort());
  });
  it('the addresses a route with a parameter lists (the sitemap\'s) are that route\'s, in the spec\'s table', () => {
    const listed = ROUTES.flatMap((r) => (r.addresses ?? []).map((a) => [a, r] as const));
    expect(listed.length).toBeGreaterThan(0);
    for (const [address, route] of listed) {
      expect(resolveRoute(address)?.route).toBe(route);
      expect(SPEC.some(([path]) => path === address)).toBe(true);
    }
  });
});

describe('canonicalSpelling', () => {
  it('spells the fixed segments as the route does and keeps the parameters as given', async () => {
    const { canonicalSpelling } = table;
    expect(canonicalSpelling('/CATALOG')).toBe('/catalog');
    expect(canonicalSpelling('/Faq/')).toBe('/faq');
    expect(canonicalSpelling('/404error')).toBe('/404Error');
    expect(canonicalSpelling('/THINKTANKREPORT/My-Report')).toBe('/thinkTankReport/My-Report');
    expect(canonicalSpelling('/faq')).toBeNull();
    expect(canonicalSpelling('/certification/BCMAS')).toBeNull();
    expect(canonicalSpelling('/Course/x')).toBeNull(); // /:productType/:productNickName: parameters only
    expect(canonicalSpelling('/no-such-page')).toBeNull();
    expect(canonicalSpelling('/')).toBeNull();
  });
});

describe('one owner per address (the route contract: shared-api/routes, shared-build/routes.js)', () => {
  const root = join(__dirname, '..', '..');
  it('the shell keeps only its own pages, and the release check knows them', () => {
    expect(SHELL_ROUTES.map((r) => r.path).filter((p) => p !== '*').sort()).toEqual([...SHELL_PATHS].sort());
  });
  it("every remote's routes file is sound: each route's module exposed, each path a pattern the store serves", () => {
    // the store's remotes, and any a team has added since (pnpm create-remote: docs/routes.md)
    expect(workspaceRemotes(root)).toEqual(expect.arrayContaining(['catalog', 'checkout', 'marketing', 'product-pages', 'summit']));
    for (const remote of workspaceRemotes(root)) {
      const declared = loadRemoteRoutes(join(root, `mfe-${remote}`));
      expect(checkRoutes(declared.routes, Object.keys(declared.pages))).toEqual([]);
    }
  });
  it('no two remotes (nor a remote and the shell) claim one address', () => {
    const byRemote = Object.fromEntries(workspaceRemotes(root).map((r) => [r, loadRemoteRoutes(join(root, `mfe-${r}`)).routes]));
    expect(conflicts(byRemote)).toEqual([]);
  });
  it('the checks fail as they should: an address claimed twice, a module not exposed, a path that is not a pattern', () => {
    expect(conflicts({ marketing: [{ path: '/faq' }], summit: [{ path: '/FAQ' }] })).toEqual(["/FAQ (mfe-summit) is already mfe-marketing's address /faq"]);
    expect(conflicts({ catalog: [{ path: '/event/:id' }], 'product-pages': [{ path: '/event/:slug' }] })).toHaveLength(1);
    expect(conflicts({ marketing: [{ path: '/404Error' }] })).toEqual(["/404Error (mfe-marketing) is already the shell's address /404Error"]);
    expect(checkRoutes([{ path: '/speakers', module: 'SpeakersPage' }], ['ConferencePage'])).toEqual([
      'route /speakers: its module SpeakersPage is not exposed (pages: ConferencePage)',
    ]);
    expect(checkRoutes([{ path: '/a/*', module: 'A' }], ['A'])[0]).toMatch(/^route \/a\/\*: the path "\/a\/\*" has a segment "\*"/);
    expect(checkRoutes([{ path: '/api/x', module: 'A' }], ['A'])[0]).toMatch(/under \/api/);
    expect(checkRoutes([{ path: '/:any', module: 'A' }], ['A'])[0]).toMatch(/single parameter/);
    expect(checkRoutes([{ path: '/a', module: 'A' }, { path: '/A', module: 'A' }], ['A'])[0]).toMatch(/the same address as route \/a/);
    expect(checkRoutes([{ path: '/x/:k', module: 'A', addresses: ['/y/1'] }], ['A'])[0]).toMatch(/lists "\/y\/1", which its path does not take/);
    expect(checkRoutes([{ path: '/x', module: 'A', redirect: '/y' }], ['A'])[0]).toMatch(/a module or a redirect/);
  });
  it('a route\'s data request is an API GET with literal or path parameters, for a page anyone may see', () => {
    const page = (data: unknown, more: object = {}) => checkRoutes([{ path: '/x/:slug', module: 'A', data, ...more }], ['A']);
    expect(page({ get: '/product', params: { slug: ':slug', type: 'certification' } })).toEqual([]);
    expect(page({ get: '/products' })).toEqual([]);
    expect(page({ get: 'https://elsewhere.example/x' })[0]).toMatch(/data get "https:\/\/elsewhere.example\/x" is not an API path/);
    expect(page({ get: '//elsewhere.example/x' })[0]).toMatch(/is not an API path/);
    expect(page({ get: '/a/../admin' })[0]).toMatch(/is not an API path/);
    expect(page({ get: '/product', params: { slug: ':id' } })[0]).toMatch(/params.slug names :id, which the path "\/x\/:slug" does not have/);
    expect(page({ get: '/product', params: { slug: 3 } })[0]).toMatch(/params.slug is not a value/);
    expect(page({ get: '/product', method: 'POST' })[0]).toMatch(/data has an unknown field "method"/);
    expect(page({ get: '/orders' }, { signIn: true })[0]).toMatch(/not for a page for signed-in buyers/);
    expect(page('/products')[0]).toMatch(/data is not an object/);
    expect(checkRoutes([{ path: '/old', redirect: '/new', data: { get: '/products' } }], [])[0]).toMatch(/only for a page/);
  });
});
