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

/** A product type's address without its slug (`/certification/`) goes to the 404 page (spec 2.5-2.11). */
const noSlug = { redirect: '/404Error', noindex: true } as const;

export default {
  pages,
  routes: [
    { path: '/certification/:slug', module: 'CertificationPage' },
    { path: '/event/:slug', module: 'EventPage' },
    { path: '/report/:slug', module: 'ReportPage' },
    { path: '/extension/:slug', module: 'ExtensionPage' },
    { path: '/bundle/:slug', module: 'BundlePage' },
    { path: '/database/:slug', module: 'DatabasePage' },
    { path: '/thinkTankVideo/:slug', module: 'ThinkTankVideoPage' },
    { path: '/thinkTankReport/:slug', module: 'ThinkTankReportPage' },
    { path: '/webinar/:slug', module: 'WebinarPage' },
    { path: '/certification', ...noSlug },
    { path: '/event', ...noSlug },
    { path: '/report', ...noSlug },
    { path: '/extension', ...noSlug },
    { path: '/bundle', ...noSlug },
    { path: '/database', ...noSlug },
    { path: '/thinkTankVideo', ...noSlug },
    { path: '/thinkTankReport', ...noSlug },
    { path: '/webinar', ...noSlug },
    // `/{productType}/{productNickName}`: the product when its type has pages, else no page
    { path: '/:productType/:productNickName', module: 'ProductLinkPage' },
  ],
} satisfies RemoteRoutes<keyof typeof pages>;
