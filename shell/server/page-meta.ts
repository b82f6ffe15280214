// The head of each page as the server sends it (request-time): <title>, meta description, canonical
// link, Open Graph tags, robots (noindex for cart, checkout, account and error pages) and, on product,
// event, bundle and summit pages, schema.org JSON-LD, all from shared-api/src/page-meta (the module the
// browser uses too) and the catalog in the database. The JSON-LD is an inert data block (no script
// runs, the CSP needs nothing) with `<` escaped.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentSummit } from 'api';
import type { Product } from 'shared-api/types';
import { escapeHtml } from 'shared-api/html';
import {
  DEFAULT_SHARE_IMAGE, NOT_FOUND_PAGE, PRODUCT_PAGE_TYPES, SITE_NAME, STATIC_PAGES, jsonLdText, nominationsDescription, productJsonLd,
  productPageMeta, type RouteMeta,
} from 'shared-api/page-meta';
import { pageRoute } from '../src/route-table.js';

/**
 * The public origin of the site: the configured SITE_URL (app.siteUrl, api/src/site-url.ts), never
 * the request's Host or X-Forwarded-Host: canonical addresses must not follow whatever a request names.
 */
export function siteOrigin(app: FastifyInstance): string {
  return app.siteUrl;
}

const esc = escapeHtml;

export interface PageHead {
  /** 404 for an address that is no page (unknown product slug, unknown path); the SPA still answers it. */
  status: 200 | 404;
  title: string;
  description: string;
  /** The tags to put in <head>. */
  html: string;
}

interface HeadParts {
  meta: RouteMeta;
  canonicalPath: string | null;
  image: string | null;
  ogType: string;
  jsonLd: object[] | null;
}

function render(origin: string, p: HeadParts): string {
  const abs = (path: string) => new URL(path, origin).href;
  const tags = [
    `<title>${esc(p.meta.title)}</title>`,
    `<meta name="description" content="${esc(p.meta.description)}">`,
  ];
  if (!p.meta.index) tags.push('<meta name="robots" content="noindex">');
  if (p.canonicalPath) tags.push(`<link rel="canonical" href="${esc(abs(p.canonicalPath))}">`);
  tags.push(
    `<meta property="og:site_name" content="${esc(SITE_NAME)}">`,
    `<meta property="og:type" content="${esc(p.ogType)}">`,
    `<meta property="og:title" content="${esc(p.meta.title)}">`,
    `<meta property="og:description" content="${esc(p.meta.description)}">`,
  );
  if (p.canonicalPath) tags.push(`<meta property="og:url" content="${esc(abs(p.canonicalPath))}">`);
  tags.push(`<meta property="og:image" content="${esc(abs(p.image ?? DEFAULT_SHARE_IMAGE))}">`);
  if (p.jsonLd) tags.push(`<script id="page-jsonld" type="application/ld+json">${jsonLdText(p.jsonLd)}</script>`);
  return tags.join('');
}

/** The head of the page at this request's address. */
export async function pageHead(app: FastifyInstance, req: FastifyRequest): Promise<PageHead> {
  const origin = siteOrigin(app);
  const pathname = (req.url.split('?')[0] ?? '/').split('#')[0] || '/';
  const route = pageRoute(pathname, { pages: STATIC_PAGES, notFound: NOT_FOUND_PAGE, productTypes: PRODUCT_PAGE_TYPES });
  let status: 200 | 404 = 200;
  let parts: HeadParts;
  if (route.kind === 'product') {
    const snap = await app.catalog.get();
    const product: Product | undefined = snap.findBySlug(route.slug, route.type);
    if (product) {
      const m = productPageMeta(product);
      parts = { meta: m, canonicalPath: m.path, image: m.image, ogType: m.ogType, jsonLd: productJsonLd(product, origin) };
    } else {
      // the page sends the visitor on to /404Error (spec section 8)
      status = 404;
      parts = { meta: STATIC_PAGES['/404Error']!, canonicalPath: null, image: null, ogType: 'website', jsonLd: null };
    }
  } else if (route.kind === 'static') {
    let meta = route.meta;
    if (route.path === '/acma-summit-nominations') {
      const summit = currentSummit((await app.catalog.get()).products);
      const nominations = summit?.content.nominations as { deadline?: unknown } | undefined;
      meta = { ...meta, description: nominationsDescription(typeof nominations?.deadline === 'string' ? nominations.deadline : null) };
    }
    parts = { meta, canonicalPath: route.canonical, image: null, ogType: 'website', jsonLd: null };
  } else {
    status = 404;
    parts = { meta: route.meta, canonicalPath: null, image: null, ogType: 'website', jsonLd: null };
  }
  return { status, title: parts.meta.title, description: parts.meta.description, html: render(origin, parts) };
}

/** The page's HTML with the build's static <title> and description replaced by this page's head. */
export function withHead(html: string, head: string): string {
  const bare = html.replace(/<title>[\s\S]*?<\/title>/i, '').replace(/<meta\s+name="?description"?[^>]*>/i, '');
  const at = bare.search(/<\/head>/i);
  return at < 0 ? head + bare : bare.slice(0, at) + head + bare.slice(at);
}
