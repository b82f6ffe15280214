// The event staff's pages and their addresses (the route contract: shared-api/routes). Data only.
import type { RemoteRoutes } from 'shared-api/routes';

const pages = {
  ConferencePage: './pages/conference-page.tsx',
  NominationsPage: './pages/nominations-page.tsx',
  BadgePage: './pages/badge-page.tsx',
  FreePassPage: './pages/free-pass-page.tsx',
} as const;

export default {
  pages,
  routes: [
    { path: '/conference', module: 'ConferencePage', noindex: true },
    { path: '/conference/:slug', module: 'ConferencePage' }, // each summit (the catalog's conferences: the sitemap lists them)
    { path: '/summit-conference-badge', module: 'BadgePage' },
    { path: '/summit-conference-free-pass', module: 'FreePassPage', query: ['claim'] }, // the emailed link's claim: the change form
    { path: '/acma-summit-nominations', module: 'NominationsPage' },
  ],
} satisfies RemoteRoutes<keyof typeof pages>;
