// The page document (ARCHITECTURE.md section 5b, "How a page is made"). For each page address:
//  1. the shell's server bundle renders the whole page, the layout with the route's page inside
//     (shell/src/server-entry.tsx): React Router's static handler over the same data routes as the
//     browser's, the route's module taken from its remote's current release's server bundle
//     (server-pages.ts), its loader run (its GETs answered by the API in-process: app.inject);
//  2. the markup goes inside #root, the styles (styled-components') and React's image preloads into
//     the head, the loaders' data into an inert JSON block (#app-data) for the browser's router;
//  3. the head names the route's scripts (`<link rel="preload" as="script">`): the shell's startup
//     chunks, the route's remoteEntry.js in its current release and the page module's chunks (from
//     the builds' chunks.json), so they load in parallel with the HTML instead of one after another.
//  4. the page's title, description, canonical link, Open Graph tags and JSON-LD are what the page's
//     route module says of itself (`handle.meta`, with its loader's data), written by page-meta.ts;
//     the status is 404 when it says there is no page.
// The browser hydrates that document whole (shell/src/bootstrap.tsx). Nothing here knows a page's
// markup, CSS, copy, meta or data: a remote's team changes them by releasing its remote.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { cartCookieOf } from 'shared-cart/request-cart';
import { escapeHtml } from 'shared-api/html';
import { LAZY_SHARED as LAZY_SHARED_KEYS, SHELL_STARTUP } from 'shared-build/start.js';
import type { Registry } from './releases.js';
import { createServerBundles, loadServerBundle, type ServerBundles } from './server-pages.js';
import { plainHead, renderHead, withHead } from './page-meta.js';
import { servedTable, type ServedTable } from './release-routes.js';
import type { ShellRenderInput, ShellRenderOutput } from 'shell/server-entry';
import type { HttpClient, HttpResponse } from 'shared-api';

// ------------------------------------------------------------------ chunk maps (preloads)

type ChunkMap = Record<string, string[]>;
const readMap = (file: string): ChunkMap => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) as ChunkMap : {});

/** Shared modules loaded on first use, never preloaded (shared-build/start.js). */
export const LAZY_SHARED = new Set(LAZY_SHARED_KEYS);

/**
 * The shell's startup files: the bootstrap chunk, the app chunk it imports in a later task
 * (shell/src/bootstrap.tsx) and every shared module the shell provides.
 */
export function shellStartupFiles(shell: ChunkMap): string[] {
  const files = new Set<string>(SHELL_STARTUP.flatMap((m) => shell[`import:${m}`] ?? []));
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

// ------------------------------------------------------------------ the shell's server bundle

type Exports = Record<string, unknown>;
interface ShellBundle { render(input: ShellRenderInput): Promise<ShellRenderOutput>; shared: Exports }

/**
 * An HTTP client for the loaders' GETs on the server: the API's own routes, in-process. A non-2xx
 * answer rejects with `{ response }` as the browser's client does (shared-api's errorResponse).
 */
function injectClient(app: FastifyInstance, apiBase: string): HttpClient {
  const get = async <T>(url: string, opts?: { params?: Record<string, unknown> }): Promise<HttpResponse<T>> => {
    const q = new URLSearchParams();
    for (const [k, v] of Object.entries(opts?.params ?? {})) if (v !== undefined && v !== null) q.append(k, String(v));
    const qs = q.toString();
    const res = await app.inject({ method: 'GET', url: `${apiBase}${url}${qs ? `?${qs}` : ''}` });
    let data: unknown = res.body;
    try { data = res.json(); } catch { /* not JSON */ }
    const response = { data: data as T, status: res.statusCode, headers: res.headers as Record<string, string> };
    if (res.statusCode >= 300) throw Object.assign(new Error(`GET ${url}: ${res.statusCode}`), { response });
    return response;
  };
  const refuse = () => Promise.reject(new Error('the server render only reads'));
  return { get, post: refuse, put: refuse };
}

// ------------------------------------------------------------------ per-request document

export interface PageDocument {
  /** A route that redirects. */
  redirect?: { status: number; location: string };
  /** 404 when the page says there is no page at this address. */
  status: 200 | 404;
  /** The page's own head (title, description, canonical, Open Graph, JSON-LD), replacing the build's title; null: the plain head. */
  meta: string | null;
  /** The page depends on the cart's lines (its loader read the cart cookie): the document cache keys it by them. */
  readsCart?: boolean;
  /** Extra elements for <head>: the route's script preloads, the page's styles and image preloads. */
  head: string;
  /** The page inside #root. */
  root: string;
  /** The routes' loader data and the pages left to the browser (`#app-data`). */
  data: ShellRenderOutput['data'] | null;
}

export interface DocumentOptions {
  /**
   * The current releases (read per request: a release shows in the next document), used when a
   * render is not given the visitor's own set (releases.ts releasesFor).
   */
  registry: () => Registry;
  /** The shell's build folder (its chunks.json and server bundle). */
  shellDist: string;
  /** The site's origin (the loaders' Request URL). */
  origin: string;
  apiBase?: string;
  /** The remotes' server bundles (default: their releases', server-pages.ts). */
  bundles?: ServerBundles;
}

export function createPageRenderer(app: FastifyInstance, opts: DocumentOptions) {
  const apiBase = (opts.apiBase ?? '/api').replace(/\/$/, '');
  const log = (msg: string, fields: Record<string, unknown>) => app.log.error(fields, msg);
  const bundles = opts.bundles ?? createServerBundles(log);
  // the shell's bundle and chunk map are the running shell's (a shell change is a restart); a
  // release's map is read per render (a small file; keeping one per release ever rendered had no
  // bound)
  let shell: ShellBundle | null = null;
  const shellBundle = (): ShellBundle => {
    if (shell) return shell;
    const exported = loadServerBundle(join(opts.shellDist, 'server', 'shell.cjs'), '/') as unknown as ShellBundle;
    if (typeof exported.render !== 'function' || !exported.shared) throw new Error('the shell server bundle exports no render()');
    // the loaders' GETs: the API in-process
    (exported.shared['shared-api'] as { setHttpClient(c: HttpClient): void }).setHttpClient(injectClient(app, apiBase));
    return (shell = exported);
  };
  let shellChunks: ChunkMap | null = null;
  const shellMap = () => (shellChunks ??= readMap(join(opts.shellDist, 'chunks.json')));
  const remoteMap = (dir: string) => readMap(join(dir, 'chunks.json'));
  const logged = new Set<string>();

  return async function page(url: string, cookie?: string, registry: Registry = opts.registry()): Promise<PageDocument> {
    const pathname = url.split('?')[0] ?? '/';
    const { remotes } = registry;
    const table = servedTable(registry, (msg) => app.log.error({}, msg));
    const { render, shared } = shellBundle();
    const out = await render({
      url, origin: opts.origin, routes: table.remoteRoutes, cart: cartCookieOf(cookie),
      load: async (remote, module) => {
        const release = remotes[remote];
        const pages = release ? bundles.pages(remote, release, shared) : null;
        const mod = pages?.[module];
        if (!mod) throw new Error(`no server module ${remote}/${module}`);
        return mod as Awaited<ReturnType<ShellRenderInput['load']>>;
      },
    });
    for (const { route, reason } of out.skipped) {
      const once = `${route}@${JSON.stringify(registry.version)}`;
      if (logged.has(once)) continue;
      logged.add(once);
      log('page not rendered on the server: the browser renders it', { route, url, err: reason });
    }
    if (out.redirect) return { redirect: out.redirect, status: 200, meta: null, head: '', root: '', data: null };
    // the route's scripts, named in the head: they load with the document
    const scripts = new Set(shellStartupFiles(shellMap()));
    const hit = table.remotePageAt(pathname);
    if (hit) {
      const release = remotes[hit.route.remote]!;
      scripts.add(release.entry);
      for (const f of exposeFiles(remoteMap(release.dir), shellMap(), hit.route.module, release.base)) scripts.add(f);
    }
    // at low priority, as the deferred main.js: they load with the document, after what the first
    // paint needs (the document, its images), not ahead of it
    const preloads = [...scripts].map((href) => `<link rel="preload" as="script" fetchpriority="low" href="${escapeHtml(href)}">`).join('');
    if (!out.meta) {
      const plain = plainHead(pathname, table);
      return { status: plain.status, meta: null, head: plain.html + preloads + out.head, root: out.html, data: out.data, readsCart: out.readsCart };
    }
    return { status: out.meta.status, meta: renderHead(opts.origin, out.meta), head: preloads + out.head, root: out.html, data: out.data, readsCart: out.readsCart };
  };
}

/** index.html with the document's parts in: the head's, the page inside #root, then the routes' data. */
export function applyDocument(html: string, d: PageDocument): string {
  const data = d.data ? jsonBlock('app-data', d.data) : '';
  return (d.meta ? withHead(html, d.meta) : html)
    .replace('</head>', `${d.head}</head>`)
    .replace('<div id="root"><!--app-html--></div>', `<div id="root">${d.root}</div>${data}`);
}

/**
 * A page's document: index.html with its page in, its status, or the redirect its route answers.
 * `registry`: the releases the visitor gets (their view, releases.ts releasesFor); default the current ones.
 */
export type DocumentRender = (html: string, url: string, cookie?: string, registry?: Registry) =>
  Promise<{ html: string; status: 200 | 404; redirect?: PageDocument['redirect']; readsCart?: boolean }>;

/** The plain document for an address: index.html with its route's status and robots only (plainHead, the routes of `table`); the browser renders the page. */
export function plainDocument(html: string, url: string, table: ServedTable): { html: string; status: 200 | 404 } {
  const plain = plainHead(url.split('?')[0] ?? '/', table);
  return { html: html.replace('</head>', `${plain.html}</head>`), status: plain.status };
}

/**
 * The per-request document: `render(indexHtml, url)`. A render that fails (a missing build file, a
 * broken bundle) serves the plain document, which the browser renders whole: logged.
 */
export function createDocumentRenderer(app: FastifyInstance, opts: DocumentOptions): DocumentRender {
  let page: ReturnType<typeof createPageRenderer> | null = null;
  return async (html, url, cookie, registry) => {
    try {
      page ??= createPageRenderer(app, opts);
      const d = await page(url, cookie, registry);
      if (d.redirect) return { html, status: 200, redirect: d.redirect };
      return { html: applyDocument(html, d), status: d.status, readsCart: d.readsCart };
    } catch (e) {
      app.log.error({ err: e, url }, 'page render failed: serving the plain document');
      return plainDocument(html, url, servedTable(registry ?? opts.registry()));
    }
  };
}
