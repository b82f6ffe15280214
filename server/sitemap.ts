// GET /sitemap.xml and GET /robots.txt, made per request from the catalog in the database: a product
// added to the catalog is in the sitemap at once, without a deploy.
//   sitemap: every product page by type (conferences at /conference/{slug}) with its last change, and
//            the indexable fixed pages of the route table (src/route-table.ts)
//   robots:  everything allowed except the cart, checkout, account, sign-in return and error pages,
//            and the API; the sitemap named by absolute address
import type { FastifyInstance } from 'fastify';
import { productPageDates } from 'api';
import { PRODUCT_PAGE_TYPES, productPagePath } from 'shared-api/page-meta';
import type { ProductType } from 'shared-api/contract';
import { ROUTES } from 'shell/route-table';
import { escapeHtml } from 'shared-api/html';
import { siteOrigin } from './page-meta.js';

/** Addresses search engines need not crawl (the pages also say noindex; robots rules match by prefix). */
export const DISALLOWED = ['/cart', '/shopping-cart', '/checkout', '/profile', '/success', '/cancel', '/additionalFields',
  '/callback', '/generic-error', '/404Error', '/staff/', '/api/'];

export interface SitemapEntry { path: string; lastmod: string | null }

/**
 * The fixed pages for search engines: each indexable `fixed` route of the route table; a route with
 * a parameter (/contact-us/:variant) gives the addresses it lists.
 */
export function fixedSitemapPaths(): string[] {
  const out: string[] = [];
  for (const route of ROUTES) {
    if (route.noindex || route.meta.from !== 'fixed') continue;
    if (!route.path.includes(':')) out.push(route.path);
    else out.push(...(route.addresses ?? []));
  }
  return out;
}

/** Every page address for the sitemap: the fixed pages first, then the products by type (from the API). */
export async function sitemapEntries(app: FastifyInstance): Promise<SitemapEntry[]> {
  const fixed = fixedSitemapPaths().map((path) => ({ path, lastmod: null }));
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

export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', ...DISALLOWED.map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

export async function registerDiscoveryRoutes(app: FastifyInstance): Promise<void> {
  app.get('/sitemap.xml', async (_req, reply) => {
    const xml = sitemapXml(siteOrigin(app), await sitemapEntries(app));
    return reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=300').send(xml);
  });
  app.get('/robots.txt', async (_req, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(robotsTxt(siteOrigin(app))));
}
