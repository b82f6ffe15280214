// The served document's critical path (issue 11): per request, index.html gets
//  1. the list of scripts the route will run: the shell's startup chunks, the route's remoteEntry.js
//     in its current release (the exact URL the federation runtime requests) and the chunks of the
//     exposed page (from the release's chunks.json, written by shared-build), as inert JSON (#app-preload)
//     that the shell's entry turns into preload links once the frame is painted: the route's scripts
//     load in parallel, not as a chain, and never compete with the first paint (on a slow network
//     150 KB of scripts requested from the head delayed the frame's paint and its image);
//  2. the route's initial API answers as an inert JSON block (#app-data), read by shared-api's HTTP
//     client instead of a first fetch (taken once: later navigations fetch);
//  3. a first frame inside #root: the shell's top bar and, in the page area, the page rendered by its
//     own remote: the current release's server bundle (server-pages.ts) renders it with those same
//     answers, its styled-components CSS goes into the head. The browser hydrates it (shell/src/lib/remote-page.tsx).
// The API answers come from the API itself (app.inject), never from a copy.
import { existsSync, readFileSync } from 'node:fs';
import type { Registry } from './releases.js';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { CART_COOKIE } from 'shared-cart/cart-store';
import { createServerPages, type ServerPages } from './server-pages.js';
import { isRemoteRoute, routeMatcher, routesFor, type RemoteRoute } from '../src/route-table.js';
import { escapeHtml } from 'shared-api/html';

// ------------------------------------------------------------------ routes

/**
 * The remote page served at this address with these remotes: the route table's match (react-router's
 * matchRoutes over the routes of the configured remotes and the shell's own), when it is a remote's.
 */
export function remotePageAt(pathname: string, remotes: Readonly<Record<string, unknown>>): { route: RemoteRoute; params: Record<string, string> } | null {
  const hit = matcherFor(remotes)(pathname);
  return hit && isRemoteRoute(hit.route) ? { route: hit.route, params: hit.params } : null;
}
const matchers = new Map<string, ReturnType<typeof routeMatcher>>();
function matcherFor(remotes: Readonly<Record<string, unknown>>) {
  const key = Object.keys(remotes).sort().join(',');
  let m = matchers.get(key);
  if (!m) matchers.set(key, (m = routeMatcher(routesFor(remotes))));
  return m;
}

// ------------------------------------------------------------------ chunk maps (preloads)

type ChunkMap = Record<string, string[]>;
const readMap = (file: string): ChunkMap => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) as ChunkMap : {});

/** Shared modules loaded on first use, never preloaded: axios (shared-api's client imports it on the first call). */
export const LAZY_SHARED = new Set(['axios']);

/**
 * The shell's startup files: the bootstrap chunk, the app chunk it imports in a later task
 * (shell/src/bootstrap.tsx) and every shared module the shell provides.
 */
export function shellStartupFiles(shell: ChunkMap): string[] {
  const files = new Set<string>([...shell['import:./bootstrap'] ?? [], ...shell['import:./app'] ?? []]);
  for (const [k, v] of Object.entries(shell)) if (k.startsWith('provide:') && !LAZY_SHARED.has(k.slice(8))) v.forEach((f) => files.add(f));
  return [...files].map((f) => `/${f}`);
}

/**
 * The files a remote's exposed page loads: its chunks, and the remote's own copy of any shared
 * module the page uses that the shell does not provide (e.g. shared-ui/rich-text).
 */
export function exposeFiles(remote: ChunkMap, shell: ChunkMap, module: string, base: string): string[] {
  const files = new Set<string>(remote[`expose:./${module}`] ?? []);
  for (const key of remote[`uses:./${module}`] ?? []) {
    if (shell[`provide:${key}`]) continue;
    (remote[`provide:${key}`] ?? []).forEach((f) => files.add(f));
  }
  return [...files].map((f) => `${base}${f}`);
}

// ------------------------------------------------------------------ HTML helpers

export { escapeHtml };

/** JSON for an inert `<script type="application/json">` block: no `<` can close it. */
export function jsonBlock(id: string, value: unknown): string {
  return `<script id="${id}" type="application/json">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
}

// ------------------------------------------------------------------ the shell's frame

// The shell's own part of the first frame: the base styles (as shared-ui's GlobalStyle) and the
// shell's top bar. Everything inside the page area is the remote's own markup and CSS, rendered by
// its release's server bundle (server-pages.ts); nothing here knows a remote's page.
const NAVY = '#14213d';
const ACCENT = '#fca311';
const MOBILE = '@media (max-width: 899px)';

/** The shell frame's CSS: the global base styles and the bar. */
export const FRAME_CSS = [
  '*,*::before,*::after{box-sizing:border-box}html{-webkit-text-size-adjust:100%}',
  "body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;color:#1b1f29;background:#fff;line-height:1.5;font-size:16px}",
  `h1,h2,h3{color:${NAVY};line-height:1.2}`,
  `.ff-bar{position:sticky;top:0;z-index:700;background:${NAVY};color:#fff;height:64px}`,
  '.ff-bar-in{max-width:1200px;margin:0 auto;height:100%;padding:0 20px;display:flex;align-items:center;gap:8px}',
  '.ff-burger{display:none;min-width:44px;min-height:44px}',
  `.ff-logo{color:#fff;font-weight:800;font-size:1.3rem;letter-spacing:.5px;margin-right:16px;display:inline-flex;align-items:center;gap:8px;min-height:44px}.ff-logo span{color:${ACCENT}}`,
  'main.ff-main{min-height:calc(100vh - 64px)}',
  `${MOBILE}{.ff-bar-in{padding:0 20px}.ff-burger{display:inline-flex}main.ff-main{padding-bottom:60px}}`,
].join('');

function bar(): string {
  return '<header class="ff-bar"><div class="ff-bar-in"><span class="ff-burger"></span>'
    + '<a class="ff-logo" href="/" tabindex="-1" aria-label="ACMA home" style="text-decoration:none"><span aria-hidden="true">◆</span>ACMA</a></div></header>';
}

const CART_COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${CART_COOKIE}=([^;]*)`);

/** True when the request's cart line-count cookie (shared-cart) is absent or 0: the cart is empty. */
export function cartLooksEmpty(cookieHeader: string | undefined): boolean {
  const m = CART_COOKIE_VALUE.exec(cookieHeader ?? '');
  return !m || m[1]!.trim() === '0';
}

/** The whole frame inside #root; `page` is the page area's content (the remote's markup; may be empty). */
export function frameHtml(page: string): string {
  return `<div data-first-frame="">${bar()}<main class="ff-main" id="ff-main">${page}</main></div>`;
}

// ------------------------------------------------------------------ per-request document

export interface DocumentParts {
  /** Extra elements for <head>: the shell frame's CSS, then the page's own (styled-components'). */
  head: string;
  /** The first frame inside #root. */
  root: string;
  /** The inlined API answers (`#app-data`), keyed as shared-api's client requests them. */
  data: Record<string, unknown>;
  /** The route's scripts, preloaded by the shell's entry after the first paint (`#app-preload`). */
  scripts: string[];
}

/** At most this many answers a page's render may add to its document (one more render with them). */
const MAX_EXTRA_ANSWERS = 8;

/** The pages whose first data is the product list. */
const PRODUCTS_PAGES = new Set(['HomePage', 'CatalogPage', 'CartPage']);

export interface CriticalPathOptions {
  /** The current releases (read per request: a release shows in the next document). */
  registry: () => Registry;
  /** The shell's build folder (its chunks.json). */
  shellDist: string;
  apiBase?: string;
  /** The remotes' server renders (default: their releases' server bundles, server-pages.ts). */
  pages?: ServerPages;
}

export function createCriticalPath(app: FastifyInstance, opts: CriticalPathOptions) {
  const apiBase = (opts.apiBase ?? '/api').replace(/\/$/, '');
  const pages = opts.pages ?? createServerPages((msg, fields) => app.log.error(fields, msg));
  // the shell's chunk map is the running shell's (a shell change is a restart); a release's map is
  // read once per release folder (its content never changes)
  let shellChunks: ChunkMap | null = null;
  const shellMap = () => (shellChunks ??= readMap(join(opts.shellDist, 'chunks.json')));
  const remoteMaps = new Map<string, ChunkMap>();
  const remoteMap = (dir: string) => {
    let m = remoteMaps.get(dir);
    if (!m) { m = readMap(join(dir, 'chunks.json')); remoteMaps.set(dir, m); }
    return m;
  };

  /**
   * An API answer through the API's own route (status 200 only), with its version: the ETag the
   * API gives it (the catalog's answers carry one per content), else a hash of the body.
   */
  async function apiGet(path: string): Promise<{ value: unknown; tag: string } | undefined> {
    const res = await app.inject({ method: 'GET', url: `${apiBase}${path}` });
    if (res.statusCode !== 200) return undefined;
    try {
      const etag = res.headers.etag;
      return { value: res.json(), tag: typeof etag === 'string' ? etag : createHash('sha1').update(res.body).digest('base64url') };
    } catch { return undefined; }
  }

  return async function parts(url: string, cookie?: string): Promise<DocumentParts> {
    const pathname = url.split('?')[0] ?? '/';
    const { remotes } = opts.registry();
    const startup = shellStartupFiles(shellMap());
    // the pages of the configured remotes (the rest answer with the bar only, as the shell's not-found page does)
    const hit = remotePageAt(pathname, remotes);
    const scripts: string[] = [];
    const preload = (href: string) => { if (!scripts.includes(href)) scripts.push(href); };
    startup.forEach(preload);
    const data: Record<string, unknown> = {};
    const versions: string[] = [];
    const inline = async (key: string) => {
      const got = await apiGet(key);
      if (got) { data[key] = got.value; versions.push(got.tag); }
      return got?.value;
    };
    let page = '';
    let css = '';
    if (hit) {
      const { route, params } = hit;
      const release = remotes[route.remote]!;
      preload(release.entry);
      exposeFiles(remoteMap(release.dir), shellMap(), route.module, release.base).forEach(preload);
      // what the page reads first, inlined (the page's first render reads it synchronously); whether
      // the server renders the page: only with its data (a product the API does not know renders
      // its 404 in the browser), and the cart only when its line-count cookie says empty (the cart
      // itself lives in the browser)
      let render = false;
      let extra = '';
      const type = route.meta.from === 'product' ? route.meta.type : undefined;
      if (PRODUCTS_PAGES.has(route.module)) {
        render = Array.isArray(await inline('/products'));
        if (route.module === 'CartPage') {
          const empty = cartLooksEmpty(cookie);
          render &&= empty;
          extra = empty ? 'cart:empty' : 'cart:lines';
        }
      } else if (type && params.slug) {
        const product = await inline(`/product?${new URLSearchParams({ slug: params.slug, type })}`) as { productName?: unknown } | undefined;
        render = typeof product?.productName === 'string';
        // the summit's page shows times relative to now (an ended summit, registration): renders are kept a minute
        if (type === 'conference') extra = `t:${Math.floor(Date.now() / 60_000)}`;
      }
      if (render && SERVER_RENDERED.has(route.module)) {
        // everything the markup depends on besides the release: the address (route, params, query),
        // the inlined answers' versions (a catalog change is a new key), the cart flag, the minute
        // where relevant. Never the buyer: the render gets no cookie, token or per-buyer answer.
        const renderWith = () => pages.render(route.remote, release, { module: route.module, path: route.path, url, data }, `${url}|${versions.join(',')}|${extra}`);
        let out = renderWith();
        // the page read answers it was not given (a summit's tier tickets, the next summit): they are
        // fetched from the API and the page rendered again with them, once
        const missing = (out?.missing ?? []).filter((k) => k.startsWith('/')).slice(0, MAX_EXTRA_ANSWERS);
        if (missing.length) {
          for (const k of missing) await inline(k);
          out = renderWith();
        }
        if (out) { page = out.html; css = out.css; }
      }
    }
    const head = `<style id="ff-style">${FRAME_CSS}</style>${css}`;
    return { head, root: frameHtml(page), data, scripts };
  };
}

/**
 * The pages rendered on the server by their remotes. A remote's page joins this list once it renders
 * on the server as in the browser (ARCHITECTURE.md, "First frames": what a team keeps true).
 */
export const SERVER_RENDERED = new Set([
  'HomePage', 'CatalogPage', 'CartPage',
  'CertificationPage', 'EventPage', 'ReportPage', 'ExtensionPage', 'BundlePage', 'DatabasePage',
  'ThinkTankVideoPage', 'ThinkTankReportPage', 'WebinarPage', 'ConferencePage',
]);

/**
 * index.html with the parts in: the frame's styles in the head, the frame inside #root, then the
 * data and script lists (after the frame, so the parser reaches the frame first).
 */
export function applyParts(html: string, p: DocumentParts): string {
  const data = Object.keys(p.data).length ? jsonBlock('app-data', p.data) : '';
  const scripts = p.scripts.length ? jsonBlock('app-preload', p.scripts) : '';
  return html
    .replace('</head>', `${p.head}</head>`)
    .replace('<div id="root"><!--app-html--></div>', `<div id="root">${p.root}</div>${data}${scripts}`);
}

/**
 * The per-request document: `render(indexHtml, url)`. Anything failing here (a missing build file,
 * the API) serves the plain document, which works as before: the frame only speeds it up.
 */
export function createDocumentRenderer(app: FastifyInstance, opts: CriticalPathOptions) {
  let parts: ReturnType<typeof createCriticalPath> | null = null;
  return async (html: string, url: string, cookie?: string): Promise<string> => {
    try {
      parts ??= createCriticalPath(app, opts);
      return applyParts(html, await parts(url, cookie));
    } catch (e) {
      app.log.error({ err: e, url }, 'first frame failed: serving the plain document');
      return html;
    }
  };
}
