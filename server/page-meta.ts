// The head of each page as the server sends it (request-time): <title>, meta description, canonical
// link, Open Graph tags, robots (noindex for cart, checkout, account and error pages) and, on product,
// event, bundle and summit pages, schema.org JSON-LD. What a page says is its own: its route module's
// `handle.meta` in its remote's current release, run by the shell's server render with the page's
// loader data (shell/src/server-entry.tsx: headOf); this module only writes the tags. The JSON-LD is
// an inert data block (no script runs, the CSP needs nothing) with `<` escaped.
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from 'shared-api/html';
import { DEFAULT_SHARE_IMAGE, SITE_NAME, jsonLdText } from 'shared-api/page-meta';
import type { ServedTable } from './release-routes.js';
import type { PageHeadMeta } from 'shell/server-entry';

/**
 * The public origin of the site: the configured SITE_URL (app.siteUrl, api/src/site-url.ts), never
 * the request's Host or X-Forwarded-Host: canonical addresses must not follow whatever a request names.
 */
export function siteOrigin(app: FastifyInstance): string {
  return app.siteUrl;
}

const esc = escapeHtml;

/** The head's tags of a page. */
export function renderHead(origin: string, p: PageHeadMeta): string {
  const abs = (path: string) => new URL(path, origin).href;
  const tags = [
    `<title>${esc(p.title)}</title>`,
    `<meta name="description" content="${esc(p.description)}">`,
  ];
  if (!p.index) tags.push('<meta name="robots" content="noindex">');
  if (p.canonicalPath) tags.push(`<link rel="canonical" href="${esc(abs(p.canonicalPath))}">`);
  tags.push(
    `<meta property="og:site_name" content="${esc(SITE_NAME)}">`,
    `<meta property="og:type" content="${esc(p.ogType)}">`,
    `<meta property="og:title" content="${esc(p.title)}">`,
    `<meta property="og:description" content="${esc(p.description)}">`,
  );
  if (p.canonicalPath) tags.push(`<meta property="og:url" content="${esc(abs(p.canonicalPath))}">`);
  tags.push(`<meta property="og:image" content="${esc(abs(p.image ?? DEFAULT_SHARE_IMAGE))}">`);
  if (p.jsonLd) tags.push(`<script id="page-jsonld" type="application/ld+json">${jsonLdText(p.jsonLd)}</script>`);
  return tags.join('');
}

/**
 * What the server can say of an address whose page said nothing (its remote's server bundle missing
 * or failing, or no render at all): the route table's answer alone: 404 for an address no route
 * takes but the catch-all, robots noindex for a route that is not for search engines (the routes of
 * the releases the document is for). The document
 * keeps the build's plain title; the browser's page sets its own.
 */
export function plainHead(pathname: string, table: ServedTable): { status: 200 | 404; html: string } {
  const { status, noindex } = table.plainStatus(pathname);
  return { status, html: noindex ? '<meta name="robots" content="noindex">' : '' };
}

/** The page's HTML with the build's static <title> and description replaced by this page's head. */
export function withHead(html: string, head: string): string {
  const bare = html.replace(/<title>[\s\S]*?<\/title>/i, '').replace(/<meta\s+name="?description"?[^>]*>/i, '');
  const at = bare.search(/<\/head>/i);
  return at < 0 ? head + bare : bare.slice(0, at) + head + bare.slice(at);
}
