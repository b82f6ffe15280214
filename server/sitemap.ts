// GET /sitemap.xml and GET /robots.txt, made per request from the catalog in the database: a product
// added to the catalog is in the sitemap at once, without a deploy.
//   sitemap: every product page by type (conferences at /conference/{slug}) with its last change, and
//            the indexable pages of the current releases' routes (release-routes.ts): a route without a
//            parameter, or the addresses a route with one lists
//   robots:  everything allowed except the cart, checkout, account, sign-in return and error pages,
//            and the API; the sitemap named by absolute address
import type { FastifyInstance } from 'fastify';
import { productPageDates } from 'api';
import { PRODUCT_PAGE_TYPES, productPagePath } from 'shared-api/page-meta';
import type { ProductType } from 'shared-api/contract';
import type { ServedTable } from './release-routes.js';
import { isRemoteRoute } from 'shell/route-table';
import { escapeHtml } from 'shared-api/html';
import { siteOrigin } from './page-meta.js';

/**
 * Addresses search engines need not crawl (the pages also say noindex; robots rules match by prefix):
 * each route that is not for search engines (a team's `noindex`: cart, checkout, account, thank-you
 * pages; the shell's sign-in return and error pages), up to its first parameter, unless an indexable
 * page lies under it (/conference is not, /conference/:slug is), and the API.
 */
export function disallowed(table: Pick<ServedTable, 'routes'>): string[] {
  const indexable = table.routes.filter((r) => !r.noindex).map((r) => r.path.toLowerCase());
  const out = new Set<string>();
  for (const route of table.routes) {
    if (!route.noindex || route.path === '*') continue;
    const literal = route.path.split('/:')[0]!.replace(/\/+$/, '');
    if (!literal || indexable.some((p) => p.startsWith(literal.toLowerCase()))) continue;
    out.add(literal);
  }
  const list = [...out].sort();
  // one rule for a prefix and what lies under it (/profile covers /profile/orders)
  return [...list.filter((p) => !list.some((q) => q !== p && p.startsWith(`${q}/`))), '/api/'];
}

export interface SitemapEntry { path: string; lastmod: string | null }

/**
 * The fixed pages for search engines: each indexable page route of the releases; a route with a
 * parameter gives the addresses it lists (/contact-us/:variant), or none (a product page: the
 * catalog's products follow). Redirects and the shell's pages are not pages to index.
 */
export function fixedSitemapPaths(table: Pick<ServedTable, 'routes'>): string[] {
  const out: string[] = [];
  for (const route of table.routes) {
    if (route.noindex || !isRemoteRoute(route) || !('module' in route)) continue;
    if (!route.path.includes(':')) out.push(route.path);
    else out.push(...(route.addresses ?? []));
  }
  return out;
}

/** Every page address for the sitemap: the fixed pages first, then the products by type (from the API). */
export async function sitemapEntries(app: FastifyInstance, table: Pick<ServedTable, 'routes'>): Promise<SitemapEntry[]> {
  const fixed = fixedSitemapPaths(table).map((path) => ({ path, lastmod: null }));
  const withPages = new Set<ProductType>([...PRODUCT_PAGE_TYPES, 'conference']);
  const products = (await productPageDates(app)).filter((r) => withPages.has(r.productType)).map((r) => ({
    path: productPagePath({ productType: r.productType, productNickName: r.productNickName }),
    lastmod: r.updatedAt,
  }));
  return [...fixed, ...products];
}

const xmlEsc = escapeHtml; // its &#39; is XML too

export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map((e) => `  <url><loc>${xmlEsc(new URL(e.path, origin).href)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin: string, table: Pick<ServedTable, 'routes'>): string {
  return ['User-agent: *', 'Allow: /', ...disallowed(table).map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

export async function registerDiscoveryRoutes(app: FastifyInstance, table: () => Pick<ServedTable, 'routes'>): Promise<void> {
  app.get('/sitemap.xml', async (_req, reply) => {
    const xml = sitemapXml(siteOrigin(app), await sitemapEntries(app, table()));
    return reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=300').send(xml);
  });
  app.get('/robots.txt', async (_req, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(robotsTxt(siteOrigin(app), table())));
}
