// Loads route-data.ts (and shared-api's read-ahead.ts with it) once, in a chunk of its own: on the
// first intent (prefetch.ts), the first navigation (bootstrap.tsx) or the first lazy route's loader
// (data-routes.tsx), never with the first load.
type RouteData = typeof import('./route-data');

let loaded: RouteData | null = null;
let loading: Promise<RouteData> | null = null;

/** The module, loading it the first time. */
export function loadRouteData(): Promise<RouteData> {
  loading ??= import(/* webpackChunkName: "route-data" */ './route-data').then((m) => (loaded = m));
  return loading;
}

/** The module when it has already been loaded, else null (and its load starts). */
export function routeDataNow(): RouteData | null {
  if (!loaded) void loadRouteData().catch((e: unknown) => console.error('[route-data] unavailable', e));
  return loaded;
}
