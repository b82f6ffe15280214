// The __TITLE__ team's pages and their addresses (the route contract: shared-api/routes). This file
// alone says which pages exist and where: the webpack `exposes`, the harness and, through the
// release's routes.json, the store's router, documents, sitemap and 404s all come from it. Data only
// (type imports alone): docs/routes.md says how to add, move and remove a page.
import type { RemoteRoutes } from 'shared-api/routes';

const pages = { __PASCAL__Page: './pages/__NAME__-page.tsx' } as const;

export default {
  pages,
  routes: [
    { path: '/__NAME__', module: '__PASCAL__Page' },
  ],
} satisfies RemoteRoutes<keyof typeof pages>;
