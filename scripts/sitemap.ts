// GET /sitemap.xml and GET /robots.txt, made per request from the catalog in the database: a product
// added to the catalog is in the sitemap at once, without a deploy.
//   sitemap: every product page by type (conferences at /conference/{slug}) with its last change, and
//            the indexable fixed pages of spec 2.1 (STATIC_PAGES with index: true)
//   robots:  everything allowed except the cart, checkout, account, sign-in return and error pages,
//            and the API; the sitemap named by absolute address
import type { FastifyInstance } from 'fastify';
import { PRODUCT_PAGE_TYPES, STATIC_PAGES, productPagePath } from '../shared-api/src/page-meta.js';
import type { ProductType } from '../shared-api/src/types.js';
import { escapeHtml } from '../shared-api/src/html.js';
import { siteOrigin } from './page-meta.js';

/** Addresses search engines need not crawl (the pages also say noindex). */
export const DISALLOWED = ['/cart', '/shopping-cart', '/checkout', '/profile', '/success', '/cancel', '/additionalFields',
  '/callback', '/generic-error', '/404Error', '/api/'];

export interface SitemapEntry { path: string; lastmod: string | null }

interface ProductPageRow { product_type: ProductType; product_nick_name: string; updated_at: Date | string }

/** Every page address for the sitemap: the fixed pages first, then the products by type. */
export async function sitemapEntries(app: FastifyInstance): Promise<SitemapEntry[]> {
  const rows = await app.db.query<ProductPageRow>(
    'SELECT product_type, product_nick_name, updated_at FROM products ORDER BY product_type, product_id',
  );
  const fixed = Object.entries(STATIC_PAGES).filter(([, m]) => m.index).map(([path]) => ({ path, lastmod: null }));
  const withPages = new Set<string>([...PRODUCT_PAGE_TYPES, 'conference']);
  const products = rows.filter((r) => withPages.has(r.product_type)).map((r) => ({
    path: productPagePath({ productType: r.product_type, productNickName: r.product_nick_name }),
    lastmod: new Date(r.updated_at).toISOString(),
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
  app.get('/sitemap.xml', async (req, reply) => {
    const xml = sitemapXml(siteOrigin(req), await sitemapEntries(app));
    return reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=300').send(xml);
  });
  app.get('/robots.txt', async (req, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(robotsTxt(siteOrigin(req))));
}
