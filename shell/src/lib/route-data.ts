// A route's data beside its module (shared-api/read-ahead.ts): the API GET its release declares
// (`data` in the remote's routes.ts) started from the route table alone, on intent (prefetch.ts) and
// when a navigation starts (bootstrap.tsx) and as the route's loader runs (data-routes.tsx): the
// loader's own GET then takes the request in flight or its answer.
// A chunk of its own, loaded on the first intent or navigation (loadRouteData, route-data-load.ts):
// nothing of it is in the first load's bytes.
import { getAppConfig, setReadAheadSource } from 'shared-api';
import { dataRequestFor, readAhead, readAheadOf } from 'shared-api/read-ahead';
import { dataOf, type RouteSpec } from '../route-table';

// the shared API client (the one the remotes' pages call) takes the requests read ahead from now on
setReadAheadSource(readAheadOf);

type Params = Readonly<Record<string, string | undefined>>;

/** The GET the route declares, for these parameters (null: none, or a parameter it needs is missing). */
function requestOf(route: RouteSpec | undefined, params: Params) {
  const data = dataOf(route);
  return data ? dataRequestFor(data, params) : null;
}

/** Starts the route's data request for these parameters (nothing when it declares none); whether one started. */
export function readRouteData(route: RouteSpec | undefined, params: Params): boolean {
  const req = requestOf(route, params);
  return req ? readAhead(getAppConfig().apiBase, req.path, req.params) : false;
}
