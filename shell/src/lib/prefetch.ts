// Prefetch on intent: when a pointer rests on, a finger touches, or the keyboard focuses a link to
// a page of another remote, that remote's entry and the page's chunks are loaded then, so the click
// that usually follows (a few hundred ms later) renders the page without waiting for its code.
// Once per page; never with Save-Data; a failed prefetch re-registers the remote, so the real
// navigation fetches it afresh and shows its own fallback if it fails again.
//
// Links in view, when the network allows (not Save-Data, not a connection the browser rates 3g or
// slower): once the page is live, loaded and the browser idle, the links in the viewport to a page
// of a remote not loaded yet get that remote's entry and the page's files as <link rel="prefetch">
// (the lowest priority, into the HTTP cache: no script runs, nothing on the main thread), so a tap
// on one waits for its code to run and its data, not for the network. At most MAX_IN_VIEW pages per
// visit. This module is itself loaded on the first intent or once the page is idle (shell/src/app.tsx),
// so it costs the first page nothing.
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

/** The files of a remote's page: its entry and the page's chunks (the release's chunks.json), fetched once per release. */
const chunkMaps = new Map<string, Promise<Record<string, string[]>>>();
async function pageFiles(remote: string, module: string): Promise<string[]> {
  const entry = getAppConfig().remotes[remote];
  if (!isSiteEntry(entry)) return [];
  const base = entry.slice(0, entry.lastIndexOf('/') + 1);
  let map = chunkMaps.get(base);
  if (!map) {
    map = fetch(`${base}chunks.json`, { priority: 'low' }).then((r) => (r.ok ? r.json() as Promise<Record<string, string[]>> : {}));
    chunkMaps.set(base, map);
  }
  const files = (await map.catch(() => ({})) as Record<string, string[]>)[`expose:./${module}`] ?? [];
  return [entry, ...files.map((f) => base + f)];
}

/** A file this page has already fetched (a script, a preload, a prefetch): not asked for again. */
function fetchedAlready(href: string): boolean {
  const url = new URL(href, window.location.href).href;
  return performance.getEntriesByName(url, 'resource').length > 0 || document.head.querySelector(`link[rel="prefetch"][href="${CSS.escape(href)}"]`) !== null;
}

function prefetchFile(href: string): void {
  if (fetchedAlready(href)) return;
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = href;
  document.head.append(link);
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
  const stopInView = networkAllowsInView(connection) ? watchLinksInView(remotePageFor, started) : () => undefined;
  const onIntent = (e: Event) => {
    const link = (e.target instanceof Element ? e.target : null)?.closest('a[href]');
    if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return;
    const page = remotePageFor(link.href);
    if (!page) return;
    // the page's data too, beside its module (once per address within its time: lib/route-data.ts)
    if (dataOf(page.route)) loadRouteData().then((m) => m.readRouteData(page.route, page.params)).catch((e: unknown) => console.error('[route-data] unavailable', e));
    const key = `${page.remote}/${page.module}`;
    if (started.has(key)) return;
    started.add(key);
    // one mark per prefetch started, so that "once per page" is observable (e2e/tests/prefetch.spec.ts):
    // a repeated load is served from the federation runtime's module cache and makes no request
    performance.mark('prefetch', { detail: key });
    loadPage(page.remote, page.module).catch(() => {
      started.delete(key);
      resetRemote(page.remote);
    });
  };
  const options = { passive: true, capture: true } as const;
  for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, options);
  if (first) onIntent(first);
  return () => {
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
      pageFiles(page.remote, page.module).then((files) => files.forEach(prefetchFile), () => warmed.delete(key));
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
