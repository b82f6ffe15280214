// Serves the storefront's static parts on the API's origin: the shell at /, each remote at
// /remotes/<name>/ (as a CDN would), product images at /images/, and index.html (with the runtime
// configuration inlined) for every other page address.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { encodedBody, etagMatches, withEtag } from 'api';
import { createDocumentRenderer } from './first-frame.js';
import { pageHead, withHead } from './page-meta.js';
import { registerDiscoveryRoutes } from './sitemap.js';

export interface SiteOptions {
  root: string; // repository root
  runtimeConfig: Record<string, unknown>;
  /** Send HSTS (production behind HTTPS). */
  hsts?: boolean;
  /** Third-party script origins allowed by the CSP (configured providers only). */
  scriptOrigins?: string[];
}

/**
 * Built remotes: every mfe-<name>/dist with a remoteEntry. Remotes are registered by their
 * remoteEntry.js (not mf-manifest.json): the host then needs no manifest/snapshot code (measured
 * 9 KB gzip less on every first page) and the chain is one hop shorter. The entry's URL carries
 * the build's hash from the manifest, so a redeployed remote is picked up without a shell rebuild
 * and the entry itself can be cached for good.
 */
export function builtRemotes(root: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const dir of readdirSync(root)) {
    if (!dir.startsWith('mfe-')) continue;
    const entry = join(root, dir, 'dist', 'remoteEntry.js');
    if (!existsSync(entry)) continue;
    const version = createHash('sha256').update(readFileSync(entry)).digest('hex').slice(0, 10);
    out[dir.slice(4)] = `/remotes/${dir.slice(4)}/remoteEntry.js?v=${version}`;
  }
  return out;
}

/** A path that names a file (it has an extension); any other address is a page. */
const FILE_NAME = /\.[a-z0-9]{1,5}$/i;

const HASHED = /\.[0-9a-f]{8}\.(js|css|svg|png|webp|avif|pdf)$/;
function cacheHeaders(res: { setHeader(k: string, v: string): void }, path: string) {
  if (HASHED.test(path)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  else res.setHeader('Cache-Control', 'public, max-age=60, must-revalidate');
}

/**
 * Content-Security-Policy of the site's pages: scripts only from the site itself (no inline
 * script, no eval: the runtime configuration is an inert JSON block), the sign-in provider for
 * token calls, nothing may frame the store. Third-party script origins (forms embed, chat) are added
 * only when configured and must be https origins. Payments need no entry: the sandbox's page is this
 * origin, and a provider's hosted checkout is reached by a top-level navigation, which CSP does not
 * govern. No analytics or tag manager is wired into the store, so none is allowed.
 */
export function contentSecurityPolicy(config: Record<string, unknown>, extraScriptOrigins: string[] = []): string {
  const auth = config.auth as { domain?: string } | undefined;
  const idp = auth?.domain ? new URL(auth.domain.startsWith('http') ? auth.domain : `https://${auth.domain}`).origin : '';
  for (const o of extraScriptOrigins) {
    let ok = false;
    try {
      ok = new URL(o).origin === o && /^https:\/\/[a-z0-9.-]+(:\d+)?$/i.test(o); // no wildcard, no path
    } catch {
      ok = false;
    }
    if (!ok) throw new Error(`CSP script origin ${JSON.stringify(o)} is not an https origin`);
  }
  const scripts = ["'self'", ...new Set(extraScriptOrigins)].join(' ');
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    "style-src 'self' 'unsafe-inline'", // styled-components injects <style> elements
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "media-src 'self'",
    `connect-src 'self' ${idp}`.trim(),
    `frame-src ${idp || "'none'"}`, // auth0-spa-js's silent sign-in iframe when no refresh token is held
    `form-action 'self' ${idp}`.trim(),
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function renderIndex(template: string, config: Record<string, unknown>): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return template.replace('<!--app-head-->', `<script id="app-config" type="application/json">${json}</script>`);
}

export async function registerSite(app: FastifyInstance, opts: SiteOptions): Promise<void> {
  const shellDist = join(opts.root, 'shell', 'dist');
  const indexPath = join(shellDist, 'index.html');
  if (!existsSync(indexPath)) throw new Error(`no shell build at ${shellDist}: run the build first`);
  const built = renderIndex(readFileSync(indexPath, 'utf8'), opts.runtimeConfig);
  // in `pnpm dev` the shell is rebuilt on change: read its index.html again on each request
  const index = () => (process.env.SITE_DEV === '1' ? renderIndex(readFileSync(indexPath, 'utf8'), opts.runtimeConfig) : built);

  const csp = contentSecurityPolicy(opts.runtimeConfig, opts.scriptOrigins);
  // per request: the page's own title, description, Open Graph tags and JSON-LD (shell/server/page-meta.ts),
  // then the route's first frame, inlined API data and script list (shell/server/first-frame.ts)
  const firstFrame = createDocumentRenderer(app, { root: opts.root, runtimeConfig: opts.runtimeConfig });
  // The document is sent compressed (brotli or gzip, compressed once per content with the catalog's
  // bodies: the home page's 27 KB are 6 KB of brotli, one round trip on a slow phone network instead
  // of two) with an ETag, so a revisit that revalidates (no-cache) gets a 304 when nothing changed.
  // Vary: Cookie, because the cart page's frame depends on the cart's line-count cookie (a cache in
  // front of the site must not hand one visitor's empty-cart frame to another).
  const sendIndex = async (req: FastifyRequest, reply: FastifyReply) => {
    const head = await pageHead(app, req);
    const doc = withEtag(await firstFrame(withHead(index(), head.html), req.url, req.headers.cookie));
    reply.code(head.status).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').header('Vary', 'Cookie, Accept-Encoding')
      .header('Content-Security-Policy', csp).header('ETag', doc.etag);
    if (head.status === 200 && etagMatches(req.headers['if-none-match'], doc.etag)) return reply.code(304).send();
    const { body, encoding } = encodedBody(doc, req.headers['accept-encoding']);
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.send(body);
  };

  const hsts = opts.hsts ?? false;
  app.addHook('onSend', async (_req, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (hsts) reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  });

  await app.register(fastifyStatic, {
    root: shellDist, prefix: '/', preCompressed: true, index: false, setHeaders: cacheHeaders,
    // only file names go to the disk: a page address goes straight to its document (sendIndex)
    // instead of three stat() calls first (its .br, .gz and plain name), which had cost page
    // documents more time than rendering them
    allowedPath: (p) => p !== '/index.html' && FILE_NAME.test(p),
  });
  for (const [name] of Object.entries(builtRemotes(opts.root))) {
    await app.register(fastifyStatic, {
      root: join(opts.root, `mfe-${name}`, 'dist'), prefix: `/remotes/${name}/`, preCompressed: true, decorateReply: false,
      setHeaders: (res, path) => {
        cacheHeaders(res, path);
        res.setHeader('Access-Control-Allow-Origin', '*');
      },
    });
  }
  const images = join(opts.root, 'api', 'assets', 'images');
  if (existsSync(images)) {
    await app.register(fastifyStatic, { root: images, prefix: '/images/', decorateReply: false, setHeaders: cacheHeaders });
  }

  await registerDiscoveryRoutes(app); // /sitemap.xml, /robots.txt
  app.get('/', (req, reply) => sendIndex(req, reply));
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    const wantsPage = (req.method === 'GET' || req.method === 'HEAD') && !path.startsWith('/api/') && !path.startsWith('/remotes/')
      && !path.startsWith('/images/') && !FILE_NAME.test(path);
    if (wantsPage) return sendIndex(req, reply);
    return reply.code(404).send({ error: 'Not Found', message: `No resource at ${req.method} ${path}`, statusCode: 404 });
  });
}
