// Serves the storefront's static parts on the API's origin: the shell at /, the remotes' releases at
// /releases/<name>/<id>/ with the registry at /releases/registry.json (server/releases.ts),
// product images at /images/, and index.html (with the runtime configuration and the current
// releases inlined) for every other page address.
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { cachedAnswer, embeddedSiteUrl, mintTicket, parseSiteUrl, sendFrontAnswer, ticketReleases, withEtag, type FrontAnswer } from 'api';
import { cartCookieOf } from 'shared-cart/request-cart';
import { createDocumentRenderer, jsonBlock } from './document.js';
import { ADD_PARAM, addFromAddress, sameSiteNavigation, type Sellable } from './cart-add.js';
import { EARLY_HEAD, EARLY_SCRIPT_HASH } from 'shell/early-events';
import {
  BY_CART_LINES, clientKey, createDocumentCache, createRenderBudget, createRenderLimiter, documentAddress, documentKey,
  RENDER_BUDGET_DEFAULTS, THREAD_RENDER_BUDGET_DEFAULTS,
  type CachedDocument, type DocumentCacheLimits, type RenderBudget, type RenderLimit,
} from './document-cache.js';
import { createThreadRenderer } from './render-thread.js';
import { warmServerModules } from './server-pages.js';
import {
  cohortCookie, cohortOf, drawCohort, entryUrls, hasCanaries, registryJson, registryReader, releasesFor, type Registry,
} from './releases.js';
import { registerDiscoveryRoutes } from './sitemap.js';
import { releaseRoutes, servedTable } from './release-routes.js';

export interface SiteOptions {
  root: string; // repository root
  /** The runtime configuration; its `remotes` are the current releases', added per document. */
  runtimeConfig: Record<string, unknown>;
  /** Where the remotes' releases and registry.json live (scripts/release.mjs); default <root>/releases. */
  releasesDir?: string;
  /**
   * The registry, when it is not the folder's registry.json: the database store's, as this instance's
   * copy serves it (release-mirror.ts), with `ensureRelease` making the local copy of a release a tab
   * asks for that this instance has not copied (false: the store has no such release).
   */
  registry?: () => Registry;
  ensureRelease?: (name: string, id: string) => Promise<boolean>;
  /** Send HSTS (production behind HTTPS). */
  hsts?: boolean;
  /** The development server (`pnpm dev`, SITE_DEV=1): index.html read on every request, the remotes' watch builds, documents made on the main thread and not kept. */
  dev?: boolean;
  /** Third-party script origins allowed by the CSP (configured providers only). */
  scriptOrigins?: string[];
  /** The site's public origin (SITE_URL) when `app` is not the API (which carries its own app.siteUrl). */
  siteUrl?: string;
  /**
   * The rendered-document cache's bounds, the per-client limit on renders of documents it does not
   * hold and the share of the render thread's time (the main thread's, when renders are made there)
   * they may take together (the defaults are document-cache.ts's); `renders: false` / `budget:
   * false`: no limit.
   */
  documents?: DocumentCacheLimits & {
    renders?: Partial<RenderLimit> | false;
    budget?: Partial<RenderBudget> | false;
    /**
     * Where documents are made: in a worker thread of their own (default, render-thread.ts), or
     * `false`: on the main thread (`pnpm dev` always). `timeoutMs`: a render not done by then gets the plain document;
     * `nice`: the thread's scheduling priority (default 10: the main thread goes first).
     */
    thread?: { timeoutMs?: number; nice?: number } | false;
  };
}

/**
 * `pnpm dev` only: the remotes' watch builds (every mfe-<name>/dist with a remoteEntry), served at
 * /remotes/<name>/ in place of releases. The entry's URL carries a hash of the entry file.
 */
export function devRegistry(root: string): Registry {
  const remotes: Registry['remotes'] = {};
  for (const dir of readdirSync(root)) {
    if (!dir.startsWith('mfe-')) continue;
    const entry = join(root, dir, 'dist', 'remoteEntry.js');
    if (!existsSync(entry)) continue;
    const name = dir.slice(4);
    const version = createHash('sha256').update(readFileSync(entry)).digest('hex').slice(0, 10);
    remotes[name] = { id: version, entry: `/remotes/${name}/remoteEntry.js?v=${version}`, base: `/remotes/${name}/`, dir: join(root, dir, 'dist') };
  }
  return { remotes, canaries: {}, version: Object.values(remotes).map((r) => r.id).join(',') };
}

/** A path that names a file (it has an extension); any other address is a page. */
const FILE_NAME = /\.[a-z0-9]{1,5}$/i;

const IMMUTABLE = 'public, max-age=31536000, immutable';
// (the path is the file sent: with preCompressed, the .br or .gz beside it)
const HASHED = /\.[0-9a-f]{8}\.(js|css|svg|png|webp|avif|pdf)(\.br|\.gz)?$/;
type RawResponse = { setHeader(k: string, v: string): void; req?: { url?: string } };

/** The shell's files: hashed names for good; main.js for good when asked with the build's ?hash; the rest revalidate. */
function shellCacheHeaders(mainQuery: string | null) {
  return (res: RawResponse, path: string) => {
    const query = res.req?.url?.split('?')[1] ?? null;
    const pinned = mainQuery !== null && /\/main\.js(\.br|\.gz)?$/.test(path) && query === mainQuery;
    res.setHeader('Cache-Control', HASHED.test(path) || pinned ? IMMUTABLE : 'no-cache');
  };
}

/** Images: hashed names for good, the catalog's own (named by product) for a minute. */
function imageCacheHeaders(res: RawResponse, path: string) {
  res.setHeader('Cache-Control', HASHED.test(path) ? IMMUTABLE : 'public, max-age=60, must-revalidate');
}

/**
 * A release folder's files never change (its name is a hash of them): served for good. The registry
 * and the manifests say what is current: they revalidate.
 */
function releaseCacheHeaders(res: RawResponse, path: string) {
  const mutable = /(^|\/)(registry\.json|mf-manifest\.json|mf-stats\.json)(\.br|\.gz)?$/.test(path);
  res.setHeader('Cache-Control', mutable ? 'no-cache' : IMMUTABLE);
  res.setHeader('Access-Control-Allow-Origin', '*');
}
/**
 * The files the site serves, by the path as it was asked: a file is served only when that path is
 * already the one it resolves to and it lies in an allowed folder with an allowed kind. A segment
 * is a name: never empty, `.` or `..`, a dotfile, or anything percent-encoded, so no other spelling
 * (`//`, `/./`, `/x/../`, `%2e%2e`, `%2f`, a backslash) reaches a file, whatever the file server
 * would have made of it. Everything else answers 404: the page template (index.html), the server
 * bundles (shell/dist/server, a release's server/), a remote's release history, build stats
 * (mf-stats.json), source maps, the compressed copies asked by name.
 */
const SEGMENT = '[A-Za-z0-9_][A-Za-z0-9_.-]*';
/** The shell's public files: its build's scripts and chunk map, at the top of its dist folder. */
export const SHELL_FILE = new RegExp(`^/${SEGMENT}\\.(js|json)$`);
/** /releases/: the registry; a release's scripts, styles, chunk map and manifest, and its assets/. */
export const RELEASE_FILE = new RegExp(
  `^/(registry\\.json|[a-z][a-z0-9-]*/[0-9a-f]{12}/(${SEGMENT}\\.(js|css)|chunks\\.json|mf-manifest\\.json|assets/${SEGMENT}\\.(svg|png|webp|avif|jpg|pdf|woff2)))$`,
);
/** /images/: the catalog's pictures, the summit's video and its captions. */
export const IMAGE_FILE = new RegExp(`^/${SEGMENT}\\.(svg|png|webp|avif|jpg|vtt|webm)$`);

/**
 * Content-Security-Policy of the site's pages: scripts only from the site itself and the one inline
 * script every document carries, by its hash (the early event script, early-events.ts; no other
 * inline script, no eval: the runtime configuration is an inert JSON block), the sign-in provider for
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
  const scripts = ["'self'", EARLY_SCRIPT_HASH, ...new Set(extraScriptOrigins)].join(' ');
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

/** The query of an address that asks the cart to add (`/cart?add=…`: cart-add.ts), or null. */
export function cartAddQuery(url: string): URLSearchParams | null {
  const q = url.indexOf('?');
  if (q < 0 || url.slice(0, q) !== '/cart') return null;
  const query = new URLSearchParams(url.slice(q + 1));
  return query.has(ADD_PARAM) ? query : null;
}

/** Addresses under which the server answers files or the API, never a page document. */
const NOT_PAGES = /^\/(api|releases|remotes|images)\//;

/** index.html with the early event script (in the head: it runs before the body is parsed) and the runtime configuration. */
export function renderIndex(template: string, config: Record<string, unknown>): string {
  return template.replace('<!--app-head-->', () => EARLY_HEAD + jsonBlock('app-config', config));
}

export async function registerSite(app: FastifyInstance, opts: SiteOptions): Promise<void> {
  // links in documents and the sitemap come from the configured origin only (page-meta.ts)
  if (!app.hasDecorator('siteUrl')) app.decorate('siteUrl', parseSiteUrl(opts.siteUrl ?? embeddedSiteUrl(8080)));
  const shellDist = join(opts.root, 'shell', 'dist');
  const indexPath = join(shellDist, 'index.html');
  if (!existsSync(indexPath)) throw new Error(`no shell build at ${shellDist}: run the build first`);
  const dev = opts.dev ?? false;
  const template = readFileSync(indexPath, 'utf8');
  // the shell's entry as the build names it in index.html: /main.js?<build hash>
  const mainQuery = /src="\/main\.js\?([0-9a-f]+)"/.exec(template)?.[1] ?? null;
  const releasesDir = opts.releasesDir ?? join(opts.root, 'releases');
  mkdirSync(releasesDir, { recursive: true });
  // the current releases: registry.json re-read when it changes (`pnpm dev`: the watch builds)
  const registry = dev ? () => devRegistry(opts.root) : opts.registry ?? registryReader(releasesDir, (msg, err) => app.log.error({ err }, msg));
  // The releases a request is for: while a remote's canary runs, each visitor's own set (their cohort,
  // the `rc` cookie: releases.ts). A browser's first document (Sec-Fetch-Dest: document) without a
  // valid cohort draws one, is made for it and carries it in Set-Cookie; any other request without
  // one (curl, a crawler, a script) gets the current releases and no cookie. Without a canary, the
  // view is the registry itself: nothing is read of the request.
  const secureCookie = new URL(app.siteUrl).protocol === 'https:';
  // cohorts are signed, and page-view tickets minted, with the API's page-view secret (the same on
  // every instance on one database: api/src/releases/page-views.ts); a site on an app of its own
  // (no API to count reports) signs with a secret of its own
  const secret = app.hasDecorator('pageViewSecret') ? app.pageViewSecret : randomBytes(32).toString('hex');
  /** `drawn`: a new cohort's cookie value; `visitor`: the visitor's id while a canary runs (their cohort's). */
  type Visitor = { all: Registry; view: Registry; drawn: string | null; visitor: string | null };
  let everyone: Visitor = { all: { remotes: {}, canaries: {}, version: '\0' }, view: { remotes: {}, canaries: {}, version: '\0' }, drawn: null, visitor: null };
  const visitorView = (headers: IncomingHttpHeaders, draw: boolean): Visitor => {
    const all = registry();
    if (!hasCanaries(all)) return everyone.all === all ? everyone : (everyone = { all, view: all, drawn: null, visitor: null });
    let cohort = cohortOf(headers.cookie, secret);
    let drawn: string | null = null;
    if (cohort === null && draw && headers['sec-fetch-dest'] === 'document') ({ cohort, value: drawn } = drawCohort(secret));
    return { all, view: releasesFor(all, cohort?.bucket ?? null), drawn, visitor: cohort?.visitor ?? null };
  };
  // Every page document carries a ticket for its page view (Server-Timing, which the page reads from
  // its navigation entry: release-beacon.ts): its set of releases and visitor, signed. A report
  // brings it back, and counts only for the releases it names (api/src/routes/release-health.ts).
  // Made per response, never kept with the document.
  const ticketParts = new WeakMap<Registry, string>();
  const pageViewTicket = (v: Visitor): string => {
    let part = ticketParts.get(v.view);
    if (part === undefined) ticketParts.set(v.view, (part = ticketReleases(v.view.remotes)));
    return `pv;desc="${mintTicket(secret, part, v.visitor)}"`;
  };
  // index.html with the runtime configuration and the visitor's set of releases inlined (made per
  // render: a string replace beside a render's milliseconds)
  const routesLog = (msg: string) => app.log.error({}, msg);
  const tableOf = (view: Registry) => servedTable(view, routesLog);
  // the routes as the browser needs them (its router, sign-in, the head): without what only the
  // server reads (the sitemap's addresses, the cache's query parameters), 0.2 KB less per document
  const browserRoutes = new WeakMap<object, object[]>();
  const routesForBrowser = (view: Registry) => {
    const table = tableOf(view);
    let routes = browserRoutes.get(table);
    if (!routes) browserRoutes.set(table, (routes = table.remoteRoutes.map(({ query: _q, addresses: _a, ...rest }) => rest)));
    return routes;
  };
  const index = (view: Registry) => {
    const config = {
      ...opts.runtimeConfig, remotes: entryUrls(view), routes: routesForBrowser(view), registry: dev ? undefined : '/releases/registry.json',
    };
    return renderIndex(dev ? readFileSync(indexPath, 'utf8') : template, config);
  };

  const csp = contentSecurityPolicy(opts.runtimeConfig, opts.scriptOrigins);
  // per request: the page itself, rendered by the shell's and the remote's server bundles, with its
  // own title, description, Open Graph tags and JSON-LD (its route module's handle.meta: server/document.ts)
  const renderOptions = { registry, shellDist, apiBase: opts.runtimeConfig.apiBase as string | undefined, origin: new URL(app.siteUrl).origin };
  const threadOptions = dev ? false : opts.documents?.thread ?? {};
  let renderPage;
  let rendererReady: Promise<void> = Promise.resolve();
  if (threadOptions) {
    // in a worker thread (render-thread.ts): a render never holds up the requests answered here.
    // Its thread loads what renders need (React, styled-components, DOMPurify on jsdom) while the
    // rest is set up; the site is ready when it is, not at the first visitor's document.
    const renderer = createThreadRenderer(app, { ...renderOptions, ...threadOptions });
    app.addHook('onClose', () => renderer.close());
    renderPage = renderer;
    rendererReady = renderer.ready;
  } else {
    // the modules the remotes' server bundles render with (React, styled-components, DOMPurify on
    // jsdom) are loaded now, not by the first visitor's document
    if (!dev) warmServerModules();
    renderPage = createDocumentRenderer(app, renderOptions);
  }
  // The document is sent compressed (brotli or gzip, compressed once per content with the catalog's
  // bodies: the home page's 27 KB are 6 KB of brotli, one round trip on a slow phone network instead
  // of two) with an ETag, so a revisit that revalidates (no-cache) gets a 304 when nothing changed.
  // Vary: Cookie, because the cart page's frame depends on the cart cookie's lines and, while a
  // canary runs, the releases named depend on the cohort cookie (a cache in front of the site must
  // not hand one visitor's empty-cart frame, or canary, to another).
  // Whole documents are kept (document-cache.ts): a repeated request for the same address (the path
  // and the query parameters its route reads), set of releases (the visitor's), catalog snapshot,
  // minute and cart flag is a lookup, not a render. Not in `pnpm dev` (index.html is read anew
  // there) nor before the catalog's first snapshot.
  const documents = createDocumentCache(opts.documents);
  // Renders of documents not kept, per client: a client asking for address after new address gets
  // 429 past its allowance, not a render each (a hit is never limited).
  const renderLimit = opts.documents?.renders;
  const limiter = dev || renderLimit === false ? null : createRenderLimiter(renderLimit);
  // ...and all clients together, to a share of the server's time: many addresses asking for new
  // documents at once wait their turn (503 past it) while kept pages are answered between renders
  const renderBudget = opts.documents?.budget;
  const budget = dev || renderBudget === false ? null
    : createRenderBudget(renderBudget, undefined, threadOptions ? THREAD_RENDER_BUDGET_DEFAULTS : RENDER_BUDGET_DEFAULTS);
  const catalog = (app as unknown as { catalog?: { current?: () => object | null; get?: () => Promise<unknown> } }).catalog;
  /** The generation (releases and minute) and snapshot of the last lookup: a new one drops the entries of the old. */
  let current: { generation: string; snapshot: object | null } = { generation: '', snapshot: null };
  /**
   * The address a document request's page is made for (documentAddress), its cache keys, the current
   * catalog snapshot and generation, and the document kept for them.
   */
  const lookUp = (url: string, cookie: string | undefined, all: Registry, view: Registry) => {
    const snapshot = dev ? null : catalog?.current?.() ?? null;
    const address = documentAddress(url, tableOf(view).queryOf);
    const cart = cartCookieOf(cookie);
    // keyed by the visitor's set of releases; a generation is the whole registry's (every set of it
    // lives side by side while a canary runs) and its minute
    const base = { url: address, releases: view.version, minute: Math.floor(Date.now() / 60_000) };
    const generation = `${all.version}\n${base.minute}`;
    if (snapshot && (generation !== current.generation || snapshot !== current.snapshot)) {
      documents.dropStale(snapshot, generation);
      current = { generation, snapshot };
    }
    const key = documentKey({ ...base, cart: cart === '0' ? '0' : '1' });
    const linesKey = documentKey({ ...base, cart: `lines:${cart}` });
    let kept = snapshot ? documents.get(key, snapshot) : undefined;
    if (kept === BY_CART_LINES) kept = documents.get(linesKey, snapshot!);
    return { snapshot, address, generation, key, linesKey, all, view, kept: kept === BY_CART_LINES ? undefined : kept };
  };
  type Made = { redirect?: { status: number; location: string }; cached?: CachedDocument; busy?: true; ms: number };
  /** Renders in progress, by the document and cart they are for: a second request for one waits for it. */
  const rendering = new Map<string, Promise<Made>>();
  const make = async (found: ReturnType<typeof lookUp>, cookie: string | undefined): Promise<Made> => {
    const { snapshot, address, generation, key, linesKey, view } = found;
    let start = NaN;
    try {
      if (budget && !(await budget.enter())) return { busy: true, ms: 0 };
      // the page sees the address it is kept under, nothing else of the query
      start = performance.now();
      const page = await renderPage(index(view), address, cookie, view);
      const ms = Math.round((performance.now() - start) * 10) / 10;
      if (page.redirect) return { redirect: page.redirect, ms };
      const cached: CachedDocument = { status: page.status, doc: withEtag(page.html) };
      if (snapshot && page.readsCart) {
        if (documents.set(linesKey, snapshot, cached, generation)) documents.set(key, snapshot, BY_CART_LINES, generation);
      } else if (snapshot) documents.set(key, snapshot, cached, generation);
      return { cached, ms };
    } finally {
      if (budget && !Number.isNaN(start)) budget.leave(performance.now() - start);
      rendering.delete(linesKey);
    }
  };
  const documentHeaders = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', vary: 'Cookie, Accept-Encoding', 'content-security-policy': csp };
  const documentAnswer = (req: { headers: IncomingHttpHeaders }, { status, doc }: CachedDocument): FrontAnswer => cachedAnswer(req, doc, documentHeaders, status);
  /** Past a client's allowance of renders: 429, with Retry-After the seconds until its next one. */
  const tooManyRenders = (reply: FastifyReply, seconds: number) => reply.code(429)
    .header('retry-after', String(seconds)).header('cache-control', 'no-store').type('text/plain; charset=utf-8')
    .send(`Too many requests for pages from your address in a short time. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.\n`);
  /** Past the renders' share of the server's time, after waiting a turn: 503, try again in a second. */
  const storeBusy = (reply: FastifyReply) => reply.code(503)
    .header('retry-after', '1').header('cache-control', 'no-store').type('text/plain; charset=utf-8')
    .send('The store is busy making many new pages at once. Please try again in 1 second.\n');
  // `/cart?add=<productId>`: a product page's Add to Cart sent without scripts (cart-add.ts). The
  // server adds, for the store's own pages only, and answers 303 to /cart with the cart cookie:
  // never a document (a kept /cart document must not stand for an add), never kept.
  const siteOrigin = new URL(app.siteUrl).origin;
  const apiBase = ((opts.runtimeConfig.apiBase as string | undefined) ?? '/api').replace(/\/$/, '');
  const productsOnSale = async (): Promise<Sellable[]> => {
    const res = await app.inject({ method: 'GET', url: `${apiBase}/products` });
    const list: unknown = res.statusCode === 200 ? res.json() : null;
    if (!Array.isArray(list)) throw new Error(`GET /products: ${res.statusCode}`);
    return list as Sellable[];
  };
  const sendCartAdd = async (req: FastifyRequest, reply: FastifyReply, query: URLSearchParams) => {
    reply.code(303).header('cache-control', 'no-store');
    // a HEAD asks what the address is, it adds nothing
    if (req.method !== 'GET') return reply.header('location', '/cart').send();
    const outcome = await addFromAddress(query, req.headers.cookie, sameSiteNavigation(req.headers, siteOrigin), productsOnSale, secureCookie);
    if (outcome.cookies.length > 0) reply.header('set-cookie', outcome.cookies);
    return reply.header('location', outcome.location).send();
  };
  const sendIndex = async (req: FastifyRequest, reply: FastifyReply) => {
    // `/CATALOG`, `/Faq`: routes match whatever the case, so the address has one answer, a permanent
    // redirect to the route's own spelling (query kept), not a 404 document that then shows the page
    const q = req.url.indexOf('?');
    const spelled = tableOf(visitorView(req.headers, false).view).canonicalSpelling(q < 0 ? req.url : req.url.slice(0, q));
    if (spelled) {
      // revalidated, and per visitor's cookies: which spelling is a page's is the releases' to say (a
      // canary's routes are its visitors' only; a rollback may take a route away)
      return reply.code(301).header('location', spelled + (q < 0 ? '' : req.url.slice(q))).header('cache-control', 'no-cache').header('vary', 'Cookie').send();
    }
    const cartAdd = cartAddQuery(req.url);
    if (cartAdd) return sendCartAdd(req, reply, cartAdd);
    // the catalog's first snapshot, read before the page's (its loaders read the catalog through the API): the document is kept for it
    if (!dev && catalog?.current && !catalog.current()) await catalog.get?.();
    const visitor = visitorView(req.headers, true);
    const { all, view, drawn } = visitor;
    const found = lookUp(req.url, req.headers.cookie, all, view);
    let cached = found.kept;
    let timing = pageViewTicket(visitor);
    if (!cached) {
      // one render per document and cart at a time; a new one only within the client's allowance
      let made = rendering.get(found.linesKey);
      if (!made) {
        const wait = limiter ? limiter.take(clientKey(req.ip)) : 0;
        if (wait > 0) return tooManyRenders(reply, wait);
        made = make(found, req.headers.cookie);
        rendering.set(found.linesKey, made);
      }
      const page = await made;
      if (page.busy) return storeBusy(reply);
      if (page.redirect) return reply.code(page.redirect.status).header('location', page.redirect.location).header('cache-control', 'no-cache').send();
      // a document made for this request (or one beside it) says so, with the render's time; a kept one does not
      timing = `render;dur=${page.ms}, ${timing}`;
      cached = page.cached!;
    }
    const answer = documentAnswer(req, cached);
    reply.header('server-timing', timing);
    if (drawn === null) return sendFrontAnswer(reply, answer);
    // a newly drawn cohort: added to this response only (a kept document and its answers are shared
    // by every visitor of the set), and a cache in front keeps the response to this visitor
    reply.code(answer.status).headers(answer.headers)
      .header('set-cookie', cohortCookie(drawn, secureCookie)).header('cache-control', 'private, no-cache');
    return answer.body === null ? reply.send() : reply.send(answer.body);
  };
  // A kept document is answered at the API's front door (api/src/front-door.ts), ahead of Fastify:
  // a hit exists only for an address whose document sendIndex made, so the same request reached it.
  if (app.hasDecorator('frontDoor')) {
    // the visitor of the request the answerer just took (the front door asks for its ticket at once, in the same turn)
    let answered: Visitor = everyone;
    app.frontDoor.fallback((req, path) => {
      if (NOT_PAGES.test(path) || FILE_NAME.test(path) || cartAddQuery(req.url ?? '/')) return undefined;
      // a visitor given a cohort now gets its Set-Cookie through sendIndex
      const visitor = visitorView(req.headers, true);
      if (visitor.drawn !== null) return undefined;
      const { kept } = lookUp(req.url ?? '/', req.headers.cookie, visitor.all, visitor.view);
      if (!kept) return undefined;
      answered = visitor;
      return documentAnswer(req, kept);
    }, () => ['server-timing', pageViewTicket(answered)]);
  }

  const hsts = opts.hsts ?? false;
  const headers: Record<string, string> = { 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin' };
  if (hsts) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  // on the API's app, with the headers its one hook sets on every response (api/src/app.ts says why);
  // on an app of its own, a hook of its own. Set as the request arrives: kept on error answers.
  if (app.hasDecorator('responseHeaders')) Object.assign(app.responseHeaders, headers);
  else app.addHook('onRequest', (_req, reply, done) => { reply.headers(headers); done(); });

  // cacheControl: false: @fastify/static would otherwise set its own `max-age` over the header set here
  await app.register(fastifyStatic, {
    root: shellDist, prefix: '/', preCompressed: true, index: false, cacheControl: false, setHeaders: shellCacheHeaders(mainQuery),
    // only file names go to the disk: a page address goes straight to its document (sendIndex)
    // instead of three stat() calls first (its .br, .gz and plain name), which had cost page
    // documents more time than rendering them
    allowedPath: (p) => SHELL_FILE.test(p),
  });
  // registry.json as the shell reads it after a release failed to load: the visitor's view (their
  // set of releases, no canary named), not the file, which names every canary
  if (!dev) {
    const registryHeaders = {
      'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache', vary: 'Cookie, Accept-Encoding', 'access-control-allow-origin': '*',
    };
    app.get('/releases/registry.json', (req, reply) => {
      // made per request: it is asked only after a release failed to load, and is under 1 KB
      const { view } = visitorView(req.headers, false);
      return sendFrontAnswer(reply, cachedAnswer(req, withEtag(registryJson(view, (name, r) => releaseRoutes(name, r, routesLog))), registryHeaders));
    });
  }
  const releaseFiles = { root: releasesDir, prefix: '/releases/', preCompressed: true, decorateReply: false, index: false as const, cacheControl: false,
    setHeaders: releaseCacheHeaders, allowedPath: (p: string) => RELEASE_FILE.test(p) };
  const { ensureRelease } = opts;
  if (ensureRelease && !dev) {
    // the database store: a release this instance has no copy of yet (a tab opened on another
    // instance before a release) is copied from the store before its file is served
    await app.register(async function releaseCopies(scope) {
      scope.addHook('onRequest', async (req) => {
        const m = /^\/releases\/([a-z][a-z0-9-]*)\/([0-9a-f]{12})\//.exec(req.url);
        if (m && !existsSync(join(releasesDir, m[1]!, m[2]!))) await ensureRelease(m[1]!, m[2]!);
      });
      await scope.register(fastifyStatic, releaseFiles);
    });
  } else {
    await app.register(fastifyStatic, releaseFiles);
  }
  if (dev) {
    for (const name of Object.keys(devRegistry(opts.root).remotes)) {
      await app.register(fastifyStatic, {
        root: join(opts.root, `mfe-${name}`, 'dist'), prefix: `/remotes/${name}/`, decorateReply: false, cacheControl: false,
        setHeaders: (res) => { res.setHeader('Cache-Control', 'no-cache'); res.setHeader('Access-Control-Allow-Origin', '*'); },
      });
    }
  }
  const images = join(opts.root, 'api', 'assets', 'images');
  if (existsSync(images)) {
    await app.register(fastifyStatic, {
      root: images, prefix: '/images/', decorateReply: false, cacheControl: false, setHeaders: imageCacheHeaders, allowedPath: (p) => IMAGE_FILE.test(p),
    });
  }

  await registerDiscoveryRoutes(app, () => tableOf(registry())); // /sitemap.xml, /robots.txt: the current releases' pages
  // the store's icon, for every page of this origin (the sandbox payment page included)
  const favicon = join(images, 'favicon.svg');
  if (existsSync(favicon)) {
    const icon = readFileSync(favicon);
    app.get('/favicon.ico', (_req, reply) => reply.type('image/svg+xml').header('Cache-Control', 'public, max-age=86400').send(icon));
  }
  app.get('/', (req, reply) => sendIndex(req, reply));
  // Every other page address reaches sendIndex by not-found: which addresses are pages is the
  // releases' to say (release-routes.ts), and changes with them, so none is a Fastify route of its
  // own. (@fastify/static's wildcard lets a page address through at once: allowedPath.)
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    const wantsPage = (req.method === 'GET' || req.method === 'HEAD') && !NOT_PAGES.test(path) && !FILE_NAME.test(path);
    if (wantsPage) return sendIndex(req, reply);
    return reply.code(404).send({ error: 'Not Found', message: `No resource at ${req.method} ${path}`, statusCode: 404 });
  });
  await rendererReady;
}
