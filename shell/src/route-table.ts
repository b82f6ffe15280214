// The route table of the store (spec section 2.1) as data: one list, read by the shell's router
// (data-routes.tsx), prefetch on intent (lib/prefetch.ts), and on the server by the document server
// (server/): preloads, status of a page not rendered, sitemap. What a page says in the head is its
// own route module's (`handle.meta`), not this table's. Everything matches with react-router's own
// `matchRoutes` (`resolveRoute` below), so the server and the browser choose the same route.
// Pure data and one function: no React component, no DOM; the server imports it as is.
import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { ProductType } from 'shared-api/contract';

/** The remotes of the store (one team each); the mfe-<name> folder builds and releases it. */
export type RemoteName = 'marketing' | 'catalog' | 'product-pages' | 'checkout' | 'summit';

/** The shell's own pages. */
export type ShellPage = 'callback' | 'redirect-to-cart' | 'redirect-to-404' | 'generic-error' | 'error-404' | 'not-found' | 'staff-releases';

/**
 * What kind of page a route is (its texts are its module's `handle.meta`):
 * - `fixed`: a page of its own at each address (with a parameter: the addresses in `addresses`, for
 *   the sitemap; any other is no page, which the module's meta says);
 * - `pattern`: one page for every address of the route (an order's receipt);
 * - `product`: the product of that type with the `slug` parameter;
 * - `product-link`: `/{productType}/{productNickName}`: a product when the type has pages, else no page;
 * - `not-found`: no page (404).
 */
export type MetaSource =
  | { from: 'fixed' }
  | { from: 'pattern' }
  | { from: 'product'; type: ProductType }
  | { from: 'product-link' }
  | { from: 'not-found' };

interface RouteBase {
  /** A react-router path pattern. */
  path: string;
  meta: MetaSource;
  /** For signed-in buyers only (the shell's RequireAuth). */
  signIn?: true;
  /** Not for search engines: robots noindex, left out of the sitemap. */
  noindex?: true;
  /** The address search engines should use instead (a route that only redirects). */
  canonical?: string;
  /** A `fixed` route with a parameter: its addresses that are pages (the sitemap lists them). */
  addresses?: readonly string[];
  /**
   * The query parameters the page reads when the server makes its document (its loader, its first
   * render): the document is made with these alone and cached under them
   * (server/document-cache.ts). Any other parameter never reaches the server's render, only the
   * browser (utm_*, a sign-in's return): a page that starts reading one on the
   * server declares it here.
   */
  query?: readonly string[];
}
export interface RemoteRoute extends RouteBase { remote: RemoteName; module: string }
export interface ShellRoute extends RouteBase { shell: ShellPage }
export type RouteSpec = RemoteRoute | ShellRoute;

const fixed = { from: 'fixed' } as const;
const product = (type: ProductType) => ({ from: 'product', type }) as const;
const remote = (name: RemoteName) =>
  (path: string, module: string, meta: MetaSource = fixed, extra: Partial<RouteBase> = {}): RemoteRoute =>
    ({ path, remote: name, module, meta, ...extra });
const marketing = remote('marketing');
const catalog = remote('catalog');
const products = remote('product-pages');
const checkout = remote('checkout');
const summit = remote('summit');
const hidden = { noindex: true } as const;
const guarded = { signIn: true, noindex: true } as const;
/** The catalog's filters in its address (mfe-catalog's parseFilters): search, price, type, trait, page. */
const catalogFilters = { query: ['q', 'min', 'max', 'type', 'trait', 'page'] } as const;

export const ROUTES: readonly RouteSpec[] = [
  marketing('/', 'HomePage'),
  { path: '/callback', shell: 'callback', meta: fixed, noindex: true },
  catalog('/catalog', 'CatalogPage', fixed, catalogFilters),
  catalog('/certifications', 'CatalogPage', fixed, catalogFilters),
  checkout('/cart', 'CartPage', fixed, { ...hidden, query: ['notice'] }), // what an add without scripts did not add (server/cart-add.ts)
  { path: '/shopping-cart', shell: 'redirect-to-cart', meta: fixed, noindex: true, canonical: '/cart' },
  checkout('/checkout', 'CheckoutPage', fixed, guarded),
  checkout('/profile', 'ProfilePage', fixed, guarded),
  checkout('/profile/orders/:receiptNumber', 'ReceiptPage', { from: 'pattern' }, guarded), // an order's printable receipt (owner only)
  checkout('/success', 'SuccessPage', fixed, guarded),
  checkout('/cancel', 'CancelPage', fixed, guarded),
  checkout('/additionalFields', 'AdditionalFieldsPage', fixed, guarded),
  products('/certification/:slug', 'CertificationPage', product('certification')),
  products('/event/:slug', 'EventPage', product('event')),
  products('/report/:slug', 'ReportPage', product('report')),
  products('/extension/:slug', 'ExtensionPage', product('extension')),
  products('/bundle/:slug', 'BundlePage', product('bundle')),
  products('/database/:slug', 'DatabasePage', product('database')),
  products('/thinkTankVideo/:slug', 'ThinkTankVideoPage', product('thinkTankVideo')),
  products('/thinkTankReport/:slug', 'ThinkTankReportPage', product('thinkTankReport')),
  products('/webinar/:slug', 'WebinarPage', product('webinar')),
  // a product route without its slug (/certification/, /event/, ...) goes to /404Error (spec 2.5-2.11)
  ...(['certification', 'event', 'report', 'extension', 'bundle', 'database', 'thinkTankVideo', 'thinkTankReport', 'webinar'] as const)
    .map((type): ShellRoute => ({ path: `/${type}`, shell: 'redirect-to-404', meta: { from: 'not-found' }, noindex: true })),
  summit('/conference', 'ConferencePage', fixed, hidden),
  summit('/conference/:slug', 'ConferencePage', product('conference')),
  products('/:productType/:productNickName', 'ProductLinkPage', { from: 'product-link' }),
  marketing('/faq', 'FaqPage'),
  marketing('/policies', 'PoliciesPage'),
  marketing('/terms', 'TermsPage'),
  marketing('/contact-us', 'ContactPage'),
  marketing('/contact-us/:variant', 'ContactPage', fixed, { addresses: ['/contact-us/mas-b2c', '/contact-us/mas-b2b', '/contact-us/jobs'] }),
  summit('/summit-conference-badge', 'BadgePage'),
  summit('/summit-conference-free-pass', 'FreePassPage', fixed, { query: ['claim'] }), // the emailed link's claim: the change form
  marketing('/sipha-conference', 'SiphaPage'),
  summit('/acma-summit-nominations', 'NominationsPage'),
  marketing('/definitive-guide-ebook', 'EbookPage'),
  marketing('/pharmacist-definitive-guide-ebook', 'EbookPage'),
  marketing('/thank-you-msl-guide', 'EbookThankYouPage', fixed, hidden),
  marketing('/thank-you-pharmacist-guide', 'EbookThankYouPage', fixed, hidden),
  marketing('/has-event/:kind', 'HasEventPage', fixed, {
    addresses: ['/has-event/raffle', '/has-event/testimonial', '/has-event/breakfast', '/has-event/reimbursement-ai-trial'],
  }),
  marketing('/test-your-knowledge-medical-affairs', 'QuizPage'),
  marketing('/biologics-biosimilars', 'BiologicsPage'),
  marketing('/thank-you-biologics-biosimilars', 'BiologicsThankYouPage', fixed, hidden),
  // the store's staff: release health (the API refuses anyone without the staff role)
  { path: '/staff/releases', shell: 'staff-releases', meta: fixed, signIn: true, noindex: true },
  { path: '/generic-error', shell: 'generic-error', meta: fixed, noindex: true },
  { path: '/404Error', shell: 'error-404', meta: fixed, noindex: true },
  { path: '*', shell: 'not-found', meta: { from: 'not-found' }, noindex: true },
];

export const isRemoteRoute = (r: RouteSpec): r is RemoteRoute => 'remote' in r;

export interface RouteMatch<R extends RouteSpec = RouteSpec> { route: R; params: Record<string, string> }

/**
 * A matcher over these routes (react-router's `matchRoutes`, ranked as the router ranks them);
 * the route objects are made once.
 */
export function routeMatcher<R extends RouteSpec>(routes: readonly R[]): (pathname: string) => RouteMatch<R> | null {
  const objects: RouteObject[] = routes.map((r) => ({ path: r.path }));
  return (pathname) => {
    const m = matchRoutes(objects, pathname)?.[0];
    if (!m) return null;
    const route = routes[objects.indexOf(m.route)];
    if (!route) return null;
    const params: Record<string, string> = {};
    for (const [k, v] of Object.entries(m.params)) if (typeof v === 'string' && k !== '*') params[k] = v;
    return { route, params };
  };
}

/** The route of a page address (always one: `*` takes what nothing else does). */
export const resolveRoute: (pathname: string) => RouteMatch | null = routeMatcher(ROUTES);

/**
 * The address as the route table spells it, when `pathname` reaches a route only because routes match
 * regardless of case (`/CATALOG`, `/Faq`, `/404error`, `/Certification/bcmas`): the route's fixed
 * segments in its own spelling, the parameters (product slugs, receipt numbers, variants) exactly as
 * given, since their case can matter. Null when the address is already spelled so (a trailing slash
 * aside), or when no route but the catch-all takes it (an unknown address stays a 404).
 */
export function canonicalSpelling(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const hit = resolveRoute(path);
  if (!hit || hit.route.path.includes('*')) return null;
  const pattern = hit.route.path.split('/');
  const given = path.split('/');
  if (pattern.length !== given.length) return null;
  const spelled = given.map((segment, i) => (pattern[i]!.startsWith(':') ? segment : pattern[i]!)).join('/');
  return spelled !== path ? spelled : null;
}

/** The routes served with this set of remotes: a remote's routes only when that remote is configured. */
export function routesFor(remotes: Readonly<Record<string, unknown>>): RouteSpec[] {
  return ROUTES.filter((r) => !isRemoteRoute(r) || r.remote in remotes);
}
