// The store's addresses (ARCHITECTURE.md section 5c, "One owner per address"): the shell's own pages
// here, and each remote's pages from its release (its src/routes.ts, shipped as routes.json: the
// contract of shared-api/routes). The shell names no remote's page: the server gives it the routes
// of the visitor's set of releases (the runtime configuration in the document, `routes`; its render's
// input), and a tab learns a route released after its document when it navigates there
// (lib/route-discovery.ts). Read by the shell's router (data-routes.tsx), prefetch on intent, and the
// server (documents, status of an unknown address, canonical spelling, sitemap, cache keys).
// Everything matches with react-router's own `matchRoutes` (routeMatcher below), so the server and
// the browser choose the same route. Pure data and functions: no React component, no DOM.
import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { DataRequest, RouteFacts, ServedRoute } from 'shared-api/routes';

/** The shell's own pages. */
export type ShellPage = 'callback' | 'generic-error' | 'error-404' | 'not-found' | 'staff-releases';

/** A remote's route, as its release serves it (with the remote's name): a page (`module`) or a redirect. */
export type RemoteRoute = ServedRoute;
export interface ShellRoute extends RouteFacts { shell: ShellPage }
export type RouteSpec = RemoteRoute | ShellRoute;

/** The shell's routes: the sign-in callback, the error pages, the staff's page, and the catch-all (no page: 404). */
export const SHELL_ROUTES: readonly ShellRoute[] = [
  { path: '/callback', shell: 'callback', noindex: true },
  // the store's staff: release health (the API refuses anyone without the staff role)
  { path: '/staff/releases', shell: 'staff-releases', signIn: true, noindex: true },
  { path: '/generic-error', shell: 'generic-error', noindex: true },
  { path: '/404Error', shell: 'error-404', noindex: true },
  { path: '*', shell: 'not-found', noindex: true },
];

export const isRemoteRoute = (r: RouteSpec): r is RemoteRoute => 'remote' in r;
/** A remote's page route (not a redirect). */
export const isRemotePage = (r: RouteSpec): r is RemoteRoute & { module: string } => 'remote' in r && 'module' in r;
/** The data request a remote's page declares (its routes.ts `data`: lib/route-data.ts), or undefined. */
export const dataOf = (r: RouteSpec | undefined): DataRequest | undefined => (r && 'module' in r && 'data' in r ? r.data : undefined);
/** The catch-all: no page at this address. */
export const isNotFound = (r: RouteSpec): boolean => 'shell' in r && r.shell === 'not-found';

export interface RouteMatch<R extends RouteSpec = RouteSpec> { route: R; params: Record<string, string> }

/**
 * A matcher over these routes (react-router's `matchRoutes`, ranked as the router ranks them);
 * the route objects are made once.
 */
export function routeMatcher<R extends RouteSpec>(routes: readonly R[]): (pathname: string) => RouteMatch<R> | null {
  const objects: RouteObject[] = routes.map((r) => ({ path: r.path }));
  return (pathname) => {
    const m = matchRoutes(objects, pathname)?.[0];
    if (!m) return null;
    const route = routes[objects.indexOf(m.route)];
    if (!route) return null;
    const params: Record<string, string> = {};
    for (const [k, v] of Object.entries(m.params)) if (typeof v === 'string' && k !== '*') params[k] = v;
    return { route, params };
  };
}

/** The routes served with a set of releases: its remotes' routes, then the shell's (a remote's address never shadows the shell's: releases refuse it). */
export function routesWith(remoteRoutes: readonly RemoteRoute[] | undefined): RouteSpec[] {
  return [...(remoteRoutes ?? []), ...SHELL_ROUTES];
}

/** The routes of one set of releases, and what is asked of them. */
export interface RouteTable {
  routes: readonly RouteSpec[];
  /** The route of a page address (always one: `*` takes what nothing else does). */
  resolve(pathname: string): RouteMatch | null;
  /**
   * The address as its route spells it, when `pathname` reaches a route only because routes match
   * regardless of case (`/CATALOG`, `/Faq`, `/404error`, `/Certification/bcmas`): the route's fixed
   * segments in its own spelling, the parameters (product slugs, receipt numbers, variants) exactly
   * as given, since their case can matter. Null when the address is already spelled so (a trailing
   * slash aside), or when no route but the catch-all takes it (an unknown address stays a 404).
   */
  canonicalSpelling(pathname: string): string | null;
}

/** The table of these routes (shell's included: routesWith). */
export function routeTable(routes: readonly RouteSpec[]): RouteTable {
  const resolve = routeMatcher(routes);
  return {
    routes,
    resolve,
    canonicalSpelling(pathname) {
      const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
      const hit = resolve(path);
      if (!hit || hit.route.path.includes('*')) return null;
      const pattern = hit.route.path.split('/');
      const given = path.split('/');
      if (pattern.length !== given.length) return null;
      const spelled = given.map((segment, i) => (pattern[i]!.startsWith(':') ? segment : pattern[i]!)).join('/');
      return spelled !== path ? spelled : null;
    },
  };
}
