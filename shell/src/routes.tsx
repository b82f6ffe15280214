// The routes of this document: the route table's routes whose remote is in the runtime configuration
// (the releases the server made the document with); the others are left out (the not-found page
// answers for them). data-routes.tsx makes them React Router's data routes.
import { getAppConfig } from 'shared-api';
import { routesFor, type RouteSpec } from './route-table';

/** The routes whose remote is configured (or that the shell renders itself). */
export function activeRoutes(): RouteSpec[] {
  return routesFor(getAppConfig().remotes);
}
