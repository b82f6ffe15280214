// Prefetch on intent: when a pointer rests on, a finger touches, or the keyboard focuses a link to
// a page of another remote, that remote's entry and the page's chunks are loaded then, so the click
// that usually follows (a few hundred ms later) renders the page without waiting for its code.
// Once per page; never with Save-Data; a failed prefetch re-registers the remote, so the real
// navigation fetches it afresh and shows its own fallback if it fails again. This module is itself
// loaded on the first intent of any kind (shell/src/app.tsx), so it costs the first page nothing.
import { isRemoteRoute, routeMatcher, type RouteSpec } from '../route-table';
import { INTENT_EVENTS } from './intent-events';
import { loadPage, resetRemote } from './remotes';

type RemotePageOf = (href: string, origin?: string) => { remote: string; module: string } | null;

/**
 * For these routes, the remote page a link's href leads to on this site, or null (other origin,
 * shell page, unknown): the route table's matcher (react-router's matchRoutes), made once.
 */
export function remotePageMatcher(routes: readonly RouteSpec[]): RemotePageOf {
  const match = routeMatcher(routes);
  return (href, origin = window.location.origin) => {
    let url: URL;
    try {
      url = new URL(href, origin);
    } catch {
      return null;
    }
    if (url.origin !== origin) return null;
    const route = match(url.pathname)?.route;
    return route && isRemoteRoute(route) ? { remote: route.remote, module: route.module } : null;
  };
}

/** Starts listening (and acts on `first`, the intent event that loaded this module); returns the function that stops. */
export function installPrefetch(routes: readonly RouteSpec[], first?: Event): () => void {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData) return () => undefined;
  const remotePageFor = remotePageMatcher(routes);
  const started = new Set<string>();
  const onIntent = (e: Event) => {
    const link = (e.target instanceof Element ? e.target : null)?.closest('a[href]');
    if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return;
    const page = remotePageFor(link.href);
    if (!page) return;
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
  };
}
