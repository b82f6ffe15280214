// The product pages team's pages and their addresses (the route contract: shared-api/routes). Data
// only. A product page's addresses are the catalog's (the sitemap lists them from it).
import type { RemoteRoutes } from 'shared-api/routes';

const pages = {
  CertificationPage: './pages/certification-page.tsx',
  EventPage: './pages/event-page.tsx',
  ReportPage: './pages/report-page.tsx',
  ExtensionPage: './pages/extension-page.tsx',
  BundlePage: './pages/bundle-page.tsx',
  DatabasePage: './pages/database-page.tsx',
  ThinkTankVideoPage: './pages/think-tank-video-page.tsx',
  ThinkTankReportPage: './pages/think-tank-report-page.tsx',
  WebinarPage: './pages/webinar-page.tsx',
  ProductLinkPage: './pages/product-link-page.tsx',
} as const;

/** A product page's data (its loader's answer, read ahead beside the page's module): the product of the address's slug. */
const product = (type: string) => ({ get: '/product', params: { slug: ':slug', type } });

/** A product type's address without its slug (`/certification/`) goes to the 404 page (spec 2.5-2.11). */
const noSlug = { redirect: '/404Error', noindex: true } as const;

export default {
  pages,
  routes: [
    { path: '/certification/:slug', module: 'CertificationPage', data: product('certification') },
    { path: '/event/:slug', module: 'EventPage', data: product('event') },
    { path: '/report/:slug', module: 'ReportPage', data: product('report') },
    { path: '/extension/:slug', module: 'ExtensionPage', data: product('extension') },
    { path: '/bundle/:slug', module: 'BundlePage', data: product('bundle') },
    { path: '/database/:slug', module: 'DatabasePage', data: product('database') },
    { path: '/thinkTankVideo/:slug', module: 'ThinkTankVideoPage', data: product('thinkTankVideo') },
    { path: '/thinkTankReport/:slug', module: 'ThinkTankReportPage', data: product('thinkTankReport') },
    { path: '/webinar/:slug', module: 'WebinarPage', data: product('webinar') },
    { path: '/certification', ...noSlug },
    { path: '/event', ...noSlug },
    { path: '/report', ...noSlug },
    { path: '/extension', ...noSlug },
    { path: '/bundle', ...noSlug },
    { path: '/database', ...noSlug },
    { path: '/thinkTankVideo', ...noSlug },
    { path: '/thinkTankReport', ...noSlug },
    { path: '/webinar', ...noSlug },
    // `/{productType}/{productNickName}`: the product when its type has pages, else no page (a read
    // ahead of a type the API does not know answers 400, which is not kept)
    { path: '/:productType/:productNickName', module: 'ProductLinkPage', data: { get: '/product', params: { slug: ':productNickName', type: ':productType' } } },
  ],
} satisfies RemoteRoutes<keyof typeof pages>;
