// Prefetch on intent: when a pointer rests on, a finger touches, or the keyboard focuses a link to
// a page of another remote, that remote's entry and the page's chunks are loaded then, so the click
// that usually follows (a few hundred ms later) renders the page without waiting for its code.
// Once per page; never with Save-Data; a failed prefetch re-registers the remote, so the real
// navigation fetches it afresh and shows its own fallback if it fails again.
//
// Links in view, when the network allows (not Save-Data, not a connection the browser rates 3g or
// slower): once the page is live, loaded and the browser idle, the links in the viewport to a page
// of a remote not loaded yet get that remote's entry and the page's files fetched at the lowest
// priority into the HTTP cache (no script runs, nothing on the main thread), so a tap on one waits
// for its code to run and its data, not for the network. At most MAX_IN_VIEW pages per visit; when
// the first intent loaded this module, they wait for that page's files, and an intent stops those
// under way (on a phone's network they took the bandwidth the page's files needed: catalog →
// product, 1.0–1.5 s, the page's entry waiting for the prefetch of others). This module is
// itself loaded on the first intent or once the page is idle (shell/src/app.tsx), so it costs the
// first page nothing.
//
// A page's files are what loading it runs and what its code then loads by itself (DOMPurify, the
// head's meta code: the chunk map's `later:`); on intent the latter go to the HTTP cache once the
// page has loaded, so no request after the click waits for them.
//
// Both also warm the shell's own code a soft navigation runs, loaded on first use and so not in the
// first load: the head writer (apply-route-meta.ts, every navigation) and the API client's axios (a
// loader's or a form's request that no read ahead answers: the cart's prices). On intent it is
// loaded and run; for links in view its files go to the HTTP cache. Measured on the phone (product
// → cart, the pointer rested 300 ms): axios, fetched after the click, was 260 ms of the wait.
import { getAppConfig } from 'shared-api';
import { dataOf, isRemotePage, routeMatcher, type RouteSpec } from '../route-table';
import { INTENT_EVENTS } from './intent-events';
import { isSiteEntry, loadedPages, loadPage, resetRemote } from './remotes';
import { loadRouteData } from './route-data-load';

/** The most pages whose files links in view prefetch in one visit (a phone's data is not ours). */
export const MAX_IN_VIEW = 8;

type Connection = { saveData?: boolean; effectiveType?: string };
const connectionOf = () => (navigator as Navigator & { connection?: Connection }).connection;

/** Whether links in view may prefetch: never with Save-Data or on a connection rated 3g or slower. */
export function networkAllowsInView(c: Connection | undefined = connectionOf()): boolean {
  return !c?.saveData && !(c?.effectiveType && /(^|-)(2g|3g)$/.test(c.effectiveType));
}

type RemotePageOf = (href: string, origin?: string) => { remote: string; module: string; route: RouteSpec; params: Record<string, string> } | null;

/**
 * For these routes (the tab's, as they are now: a navigation may discover more), the remote page a
 * link's href leads to on this site, or null (other origin, shell page, redirect, unknown): the route
 * table's matcher (react-router's matchRoutes), made again when the routes change.
 */
export function remotePageMatcher(routesNow: () => readonly RouteSpec[]): RemotePageOf {
  let made: { routes: readonly RouteSpec[]; match: ReturnType<typeof routeMatcher> } | null = null;
  return (href, origin = window.location.origin) => {
    const routes = routesNow();
    if (made?.routes !== routes) made = { routes, match: routeMatcher(routes) };
    const { match } = made;
    let url: URL;
    try {
      url = new URL(href, origin);
    } catch {
      return null;
    }
    if (url.origin !== origin) return null;
    const hit = match(url.pathname);
    const route = hit?.route;
    return hit && route && isRemotePage(route) ? { remote: route.remote, module: route.module, route, params: hit.params } : null;
  };
}

type ChunkMap = Record<string, string[]>;

/**
 * A page's files by the build's chunk maps (shared-build's ChunkMapPlugin): `run`, what loading the
 * page runs (its chunks, and this build's copy of a shared module it uses that the shell does not
 * provide, as the server's preloads count them); `later`, what that code loads once it runs (its
 * own import()s and those of such a shared module: the head's meta code, DOMPurify for rich text).
 * File names as the maps give them, relative to their build's folder.
 */
export function pageFilesOf(remote: ChunkMap, shell: ChunkMap, module: string): { run: string[]; later: string[] } {
  const run = new Set(remote[`expose:./${module}`] ?? []);
  const later = new Set(remote[`later:./${module}`] ?? []);
  for (const key of remote[`uses:./${module}`] ?? []) {
    if (shell[`provide:${key}`]) continue;
    for (const f of remote[`provide:${key}`] ?? []) run.add(f);
    for (const f of remote[`later:${key}`] ?? []) later.add(f);
  }
  for (const f of run) later.delete(f);
  return { run: [...run], later: [...later] };
}

/** A build's chunk map (its chunks.json), fetched once per release folder. */
const chunkMaps = new Map<string, Promise<ChunkMap>>();
function chunkMap(base: string): Promise<ChunkMap> {
  let map = chunkMaps.get(base);
  if (!map) {
    map = fetch(`${base}chunks.json`, { priority: 'low' }).then((r) => (r.ok ? r.json() as Promise<ChunkMap> : {})).catch(() => ({}));
    chunkMaps.set(base, map);
  }
  return map;
}
/** The shell's publicPath (shared-build/index.js): its chunks.json and chunks are at the root. */
const SHELL_BASE = '/';

/** The files of a remote's page (pageFilesOf) as addresses; `run` starts with its entry. */
async function pageFiles(remote: string, module: string): Promise<{ run: string[]; later: string[] }> {
  const entry = getAppConfig().remotes[remote];
  if (!isSiteEntry(entry)) return { run: [], later: [] };
  const base = entry.slice(0, entry.lastIndexOf('/') + 1);
  const { run, later } = pageFilesOf(await chunkMap(base), await chunkMap(SHELL_BASE), module);
  return { run: [entry, ...run.map((f) => base + f)], later: later.map((f) => base + f) };
}

/**
 * The shell's files for its lazily loaded code a soft navigation runs (its chunks.json): the head
 * writer's chunk, and axios's when `client`.
 */
async function shellFiles(client: boolean): Promise<string[]> {
  const map = await chunkMap(SHELL_BASE);
  return [...(map['import:./apply-route-meta'] ?? []), ...(client ? map['consume:axios'] ?? [] : [])].map((f) => SHELL_BASE + f);
}

/** Whether the route's loader or forms ask the API client themselves: it declares no read (lib/route-data.ts reads a declared one ahead, without the client). */
const usesClient = (route: RouteSpec) => !dataOf(route);

/**
 * Loads and runs the shell's code the navigation to `route` will run: the head writer, and the API
 * client's axios when the route uses it.
 */
function warmShellCode(route: RouteSpec): void {
  void import('./apply-route-meta').catch(() => undefined);
  if (usesClient(route)) void import('axios').catch(() => undefined);
}

/** Files this module has asked for (a prefetch under way or done): not asked for again. */
const asked = new Set<string>();
/** The prefetches of links in view under way: an intent stops them. */
const inViewUnderWay = new Map<string, AbortController>();

/**
 * Fetches a file into the HTTP cache at the lowest priority, without running it (the page's script
 * then takes it from there), unless this page has fetched it already (a script, a preload).
 * - `link`, for the page an intent points at: a `<link rel="prefetch">`, whose request a script
 *   asking for the same file while it is under way joins (a fetch's would be made twice).
 * - `stoppable`, for links in view: a fetch, which an intent can withdraw (yieldToIntent); a
 *   link's request cannot be.
 */
function prefetchFile(href: string, how: 'link' | 'stoppable'): void {
  const url = new URL(href, window.location.href).href;
  // (a script of the page's under way is a <script> in the document until it has run: webpack's)
  if (asked.has(url) || performance.getEntriesByName(url, 'resource').length > 0 || [...document.scripts].some((s) => s.src === url)) return;
  asked.add(url);
  if (how === 'link') {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = href;
    document.head.append(link);
    return;
  }
  const stop = new AbortController();
  inViewUnderWay.set(url, stop);
  fetch(url, { priority: 'low', credentials: 'same-origin', signal: stop.signal })
    .then((r) => r.arrayBuffer()) // read to the end: a body not read is not kept whole in the cache
    .catch(() => asked.delete(url)) // stopped or failed: asked again when needed
    .finally(() => { if (inViewUnderWay.get(url) === stop) inViewUnderWay.delete(url); });
}

/**
 * An intent points at a page: the prefetches of links in view under way stop, so on a phone's
 * network the files of the page pointed at do not share the bandwidth with pages not chosen. Its
 * own files among them too: its scripts' requests would not join a fetch under way but fetch
 * them again beside it.
 */
function yieldToIntent(): void {
  for (const [url, stop] of inViewUnderWay) {
    inViewUnderWay.delete(url);
    asked.delete(url);
    stop.abort();
  }
}

/** Starts listening (and acts on `first`, the intent event that loaded this module, if any); returns the function that stops. */
export function installPrefetch(routes: () => readonly RouteSpec[], first?: Event): () => void {
  // marked first, so that "nothing was prefetched" is observable once this has run: what it does
  // below (return with Save-Data, watch links in view or not, act on `first`) is synchronous
  // (e2e/tests/prefetch.spec.ts)
  performance.mark('prefetch-installed');
  // the read-ahead's code (1 KB), here before the first navigation needs it (on idle or the first intent, as this module)
  loadRouteData().catch((e: unknown) => console.error('[route-data] unavailable', e));
  const connection = connectionOf();
  if (connection?.saveData) return () => undefined;
  const remotePageFor = remotePageMatcher(routes);
  const started = new Set<string>();
  /** Starts the page's prefetch on an intent to follow a link to it; its load, when one started. */
  const onIntent = (e: Event): Promise<unknown> | undefined => {
    const link = (e.target instanceof Element ? e.target : null)?.closest('a[href]');
    if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return undefined;
    const page = remotePageFor(link.href);
    if (!page) return undefined;
    const key = `${page.remote}/${page.module}`;
    const first = !started.has(key);
    // first, before any request of its own: those would share the network with the ones stopped
    if (first && !loadedPages.has(key)) yieldToIntent();
    warmShellCode(page.route);
    // the page's data too, beside its module (once per address within its time: lib/route-data.ts)
    if (dataOf(page.route)) loadRouteData().then((m) => m.readRouteData(page.route, page.params)).catch((e: unknown) => console.error('[route-data] unavailable', e));
    if (!first) return undefined;
    started.add(key);
    // one mark per prefetch started, so that "once per page" is observable (e2e/tests/prefetch.spec.ts):
    // a repeated load is served from the federation runtime's module cache and makes no request
    performance.mark('prefetch', { detail: key });
    return loadPage(page.remote, page.module).then(async () => {
      // what the page's code loads later (the head's meta code, DOMPurify for its rich text), into
      // the HTTP cache once the page has run: what it asked for as it ran is under way by then
      const { later } = await pageFiles(page.remote, page.module);
      later.forEach((f) => prefetchFile(f, 'link'));
    }, () => {
      started.delete(key);
      resetRemote(page.remote);
    });
  };
  const options = { passive: true, capture: true } as const;
  for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, options);
  // the page pointed at first: links in view wait for its files (they would share a phone's bandwidth)
  const pointedAt = first ? onIntent(first) : undefined;
  let stopped = false;
  let stopInView = () => undefined as void;
  const watch = () => {
    if (!stopped && networkAllowsInView(connection)) stopInView = watchLinksInView(remotePageFor, started);
  };
  if (pointedAt) void pointedAt.finally(watch);
  else watch();
  return () => {
    stopped = true;
    for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, options);
    stopInView();
  };
}

/** Prefetches the files of the remote pages that links in view lead to; returns the function that stops. */
function watchLinksInView(remotePageFor: RemotePageOf, started: Set<string>): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  const warmed = new Set<string>();
  const seen = new WeakSet<Element>();
  const inView = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      inView.unobserve(entry.target);
      const page = remotePageFor((entry.target as HTMLAnchorElement).href);
      if (!page) continue;
      const key = `${page.remote}/${page.module}`;
      if (warmed.has(key) || started.has(key) || loadedPages.has(key) || warmed.size >= MAX_IN_VIEW) continue;
      warmed.add(key);
      performance.mark('prefetch-in-view', { detail: key });
      pageFiles(page.remote, page.module).then(({ run, later }) => [...run, ...later].forEach((f) => prefetchFile(f, 'stoppable')), () => warmed.delete(key));
      shellFiles(usesClient(page.route)).then((files) => files.forEach((f) => prefetchFile(f, 'stoppable')), () => undefined);
    }
  });
  const scan = () => {
    for (const a of document.querySelectorAll('a[href]')) {
      if (seen.has(a)) continue;
      seen.add(a);
      inView.observe(a);
    }
  };
  // new pages bring new links: looked for when the DOM has settled (an idle moment)
  let pending = false;
  const later = () => {
    if (pending) return;
    pending = true;
    const run = () => { pending = false; scan(); };
    if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 2000 });
    else setTimeout(run, 200);
  };
  const changes = new MutationObserver(later);
  changes.observe(document.body, { childList: true, subtree: true });
  scan();
  return () => {
    changes.disconnect();
    inView.disconnect();
  };
}
