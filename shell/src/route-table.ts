// The route table of the store (spec section 2.1) as data: one list, read by the shell's router
// (routes.tsx), prefetch on intent (lib/prefetch.ts), the head the browser keeps right on
// navigation (lib/use-route-meta.ts), and on the server by the document server (server/): page
// meta, first frame and preloads, sitemap. Everything matches with react-router's own
// `matchRoutes` (`resolveRoute` below), so the server and the browser choose the same route.
// Pure data and one function: no React component, no DOM; the server imports it as is.
import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { ProductType } from 'shared-api/types';

/** The remotes of the store (one team each); the mfe-<name> folder builds and releases it. */
export type RemoteName = 'marketing' | 'catalog' | 'product-pages' | 'checkout' | 'summit';

/** The shell's own pages. */
export type ShellPage = 'callback' | 'redirect-to-cart' | 'redirect-to-404' | 'generic-error' | 'error-404' | 'not-found';

/**
 * How the page's title and meta are found:
 * - `fixed`: the texts of the address itself (shared-api page-meta STATIC_PAGES[pathname]); an
 *   address with a parameter that has no texts there (`/contact-us/nope`) is no page (404);
 * - `pattern`: one text for every address of the route, keyed by its pattern (STATIC_PAGES[path]);
 * - `product`: the product of that type with the `slug` parameter, from the catalog;
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

export const ROUTES: readonly RouteSpec[] = [
  marketing('/', 'HomePage'),
  { path: '/callback', shell: 'callback', meta: fixed, noindex: true },
  catalog('/catalog', 'CatalogPage'),
  catalog('/certifications', 'CatalogPage'),
  checkout('/cart', 'CartPage', fixed, hidden),
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
  marketing('/contact-us/:variant', 'ContactPage'),
  summit('/summit-conference-badge', 'BadgePage'),
  summit('/summit-conference-free-pass', 'FreePassPage'),
  marketing('/sipha-conference', 'SiphaPage'),
  summit('/acma-summit-nominations', 'NominationsPage'),
  marketing('/definitive-guide-ebook', 'EbookPage'),
  marketing('/pharmacist-definitive-guide-ebook', 'EbookPage'),
  marketing('/thank-you-msl-guide', 'EbookThankYouPage', fixed, hidden),
  marketing('/thank-you-pharmacist-guide', 'EbookThankYouPage', fixed, hidden),
  marketing('/has-event/:kind', 'HasEventPage'),
  marketing('/test-your-knowledge-medical-affairs', 'QuizPage'),
  marketing('/biologics-biosimilars', 'BiologicsPage'),
  marketing('/thank-you-biologics-biosimilars', 'BiologicsThankYouPage', fixed, hidden),
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

// ------------------------------------------------------------------ what a page address is, for its head

/** The texts of a page (shared-api page-meta's RouteMeta). */
export interface PageTexts { title: string; description: string; index: boolean }

export type PageRoute =
  | { kind: 'static'; path: string; canonical: string; meta: PageTexts }
  | { kind: 'product'; type: ProductType; slug: string }
  | { kind: 'not-found'; meta: PageTexts };

/** The texts the page meta needs (shared-api page-meta: STATIC_PAGES, the not-found page, PRODUCT_PAGE_TYPES). */
export interface MetaTexts {
  pages: Readonly<Record<string, Omit<PageTexts, 'index'>>>;
  notFound: Omit<PageTexts, 'index'>;
  productTypes: readonly ProductType[];
}

/** What a page address is, by its route's meta source: a fixed page, a product page (to look up by type and slug), or no page. */
export function pageRoute(pathname: string, texts: MetaTexts): PageRoute {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const hit = resolveRoute(path);
  const notFound: PageRoute = { kind: 'not-found', meta: { ...texts.notFound, index: false } };
  if (!hit) return notFound;
  const { route, params } = hit;
  const source = route.meta;
  switch (source.from) {
    case 'fixed': {
      const own = Object.prototype.hasOwnProperty.call(texts.pages, path) ? texts.pages[path] : undefined;
      if (!own) return notFound;
      return { kind: 'static', path, canonical: route.canonical ?? path, meta: { title: own.title, description: own.description, index: !route.noindex } };
    }
    case 'pattern': {
      const own = Object.prototype.hasOwnProperty.call(texts.pages, route.path) ? texts.pages[route.path] : undefined;
      return own ? { kind: 'static', path, canonical: route.canonical ?? path, meta: { title: own.title, description: own.description, index: !route.noindex } } : notFound;
    }
    case 'product':
      return params.slug ? { kind: 'product', type: source.type, slug: params.slug } : notFound;
    case 'product-link': {
      const type = params.productType as ProductType | undefined;
      return type && params.productNickName && texts.productTypes.includes(type) ? { kind: 'product', type, slug: params.productNickName } : notFound;
    }
    default:
      return notFound;
  }
}
