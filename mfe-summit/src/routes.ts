// The event staff's pages and their addresses (the route contract: shared-api/routes). Data only.
import type { RemoteRoutes } from 'shared-api/routes';

const pages = {
  ConferencePage: './pages/conference-page.tsx',
  NominationsPage: './pages/nominations-page.tsx',
  BadgePage: './pages/badge-page.tsx',
  FreePassPage: './pages/free-pass-page.tsx',
} as const;

/** The nominations, badge and free-pass pages' data (their loader's answer, read ahead beside the page's module): this year's summit. */
const summit = { get: '/summit/current' };

export default {
  pages,
  routes: [
    { path: '/conference', module: 'ConferencePage', noindex: true },
    { path: '/conference/:slug', module: 'ConferencePage' }, // each summit (the catalog's conferences: the sitemap lists them)
    { path: '/summit-conference-badge', module: 'BadgePage', data: summit },
    { path: '/summit-conference-free-pass', module: 'FreePassPage', query: ['claim'], data: summit }, // the emailed link's claim: the change form
    { path: '/acma-summit-nominations', module: 'NominationsPage', data: summit },
  ],
} satisfies RemoteRoutes<keyof typeof pages>;
