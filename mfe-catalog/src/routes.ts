// The catalog team's pages and their addresses (the route contract: shared-api/routes). Data only.
import type { RemoteRoutes } from 'shared-api/routes';

const pages = { CatalogPage: './pages/catalog-page.tsx' } as const;

/** The filters in the address (features/filters parseFilters): search, price, type, trait, page. */
const query = ['q', 'min', 'max', 'type', 'trait', 'page'];

/** The page's data (its loader's answer, read ahead beside the page's module): every product as a listing. */
const data = { get: '/products' };

export default {
  pages,
  routes: [
    { path: '/catalog', module: 'CatalogPage', query, data },
    { path: '/certifications', module: 'CatalogPage', query, data },
  ],
} satisfies RemoteRoutes<keyof typeof pages>;
