// The addresses a set of releases serves (ARCHITECTURE.md section 5c): each remote's routes come with
// its release (routes.json beside remoteEntry.js, written by its build from src/routes.ts), and the
// shell's own pages. Everything the server decides about an address reads the table of the visitor's
// set of releases: the document's route and its status (404 when only the catch-all takes it), the
// canonical spelling, noindex, the query parameters a document is made and kept with, the sitemap, the
// routes given to the browser. A release, a canary or a rollback changes them on the next request:
// no restart, no shell build.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkRoutes } from 'shared-build/routes.js';
import type { RouteDecl } from 'shared-api/routes';
import { isNotFound, isRemotePage, routesWith, routeTable, type RemoteRoute, type RouteTable } from 'shell/route-table';
import type { Registry, Release } from './releases.js';

/** A set of releases' routes, and what the server asks of them. */
export interface ServedTable extends RouteTable {
  /** The remotes' routes (the browser's runtime configuration, the shell's render). */
  remoteRoutes: readonly RemoteRoute[];
  /** The query parameters the page at a path reads on the server (its route's `query`); remembered per path. */
  queryOf(pathname: string): readonly string[];
  /** The remote page at this address, if a remote's page route takes it. */
  remotePageAt(pathname: string): { route: RemoteRoute & { module: string }; params: Record<string, string> } | null;
  /** What the server says of an address whose page said nothing: 404 when no route but the catch-all takes it; noindex. */
  plainStatus(pathname: string): { status: 200 | 404; noindex: boolean };
}

const NONE: readonly string[] = [];
/** routes.json of each release folder read, by folder and id (a release folder never changes; `pnpm dev`'s ids change with the build). */
const read = new Map<string, readonly RemoteRoute[]>();

/**
 * A release's routes (its routes.json, checked again: a release made before routes shipped with it,
 * or a file that does not parse or check, serves no route, and says so once).
 */
export function releaseRoutes(name: string, release: Pick<Release, 'id' | 'dir'>, log: (msg: string) => void = () => undefined): readonly RemoteRoute[] {
  const key = `${release.dir}@${release.id}`;
  let routes = read.get(key);
  if (routes) return routes;
  routes = [];
  try {
    const file = JSON.parse(readFileSync(join(release.dir, 'routes.json'), 'utf8')) as { routes?: unknown };
    const list = file.routes as RouteDecl[];
    const modules = [...new Set((Array.isArray(list) ? list : []).flatMap((r) => (r && typeof r === 'object' && 'module' in r ? [String(r.module)] : [])))];
    const problems = checkRoutes(list, modules);
    if (problems.length) log(`release ${name} ${release.id}: routes.json is not sound, no route served: ${problems.join('; ')}`);
    else routes = list.map((r) => ({ ...r, remote: name }));
  } catch (e) {
    log(`release ${name} ${release.id}: no routes.json (${(e as Error).message}): no route served`);
  }
  if (read.size >= 500) read.clear();
  read.set(key, routes);
  return routes;
}

const tables = new Map<string, ServedTable>();
const byRegistry = new WeakMap<Registry, ServedTable>();

/**
 * The table of a set of releases (a visitor's view, or the registry's current releases), made once
 * per set: by the registry object, else by its releases' folders (a render thread is sent a copy of
 * the registry with each render).
 */
export function servedTable(registry: Registry, log?: (msg: string) => void): ServedTable {
  let table = byRegistry.get(registry);
  if (table) return table;
  const key = Object.keys(registry.remotes).sort().map((n) => `${n}@${registry.remotes[n]!.dir}@${registry.remotes[n]!.id}`).join('|');
  table = tables.get(key);
  if (table) {
    byRegistry.set(registry, table);
    return table;
  }
  table = tableOf(Object.keys(registry.remotes).sort().flatMap((name) => releaseRoutes(name, registry.remotes[name]!, log)));
  // the sets of a canary's life and the last releases: a handful; a bound all the same
  if (tables.size >= 64) tables.clear();
  tables.set(key, table);
  byRegistry.set(registry, table);
  return table;
}

/** The table of these remotes' routes (and the shell's). */
export function tableOf(remoteRoutes: readonly RemoteRoute[]): ServedTable {
  const base = routeTable(routesWith(remoteRoutes));
  const declared = new Map<string, readonly string[]>();
  return {
    ...base,
    remoteRoutes,
    queryOf(pathname) {
      let names = declared.get(pathname);
      if (!names) {
        names = base.resolve(pathname)?.route.query ?? NONE;
        if (declared.size >= 1000) declared.clear();
        declared.set(pathname, names);
      }
      return names;
    },
    remotePageAt(pathname) {
      const hit = base.resolve(pathname);
      return hit && isRemotePage(hit.route) ? { route: hit.route, params: hit.params } : null;
    },
    plainStatus(pathname) {
      const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
      const route = base.resolve(path)?.route;
      const notFound = !route || isNotFound(route);
      return { status: notFound ? 404 : 200, noindex: notFound || route.noindex === true };
    },
  };
}
