// The routes of this tab: the remotes' routes in the runtime configuration (the set of releases the
// server made the document with, and any a navigation discovered since: lib/route-discovery.ts)
// and the shell's own. data-routes.tsx makes them React Router's data routes.
import { getAppConfig } from 'shared-api';
import { routesWith, routeTable, type RouteSpec, type RouteTable } from './route-table';

let made: { from: unknown; table: RouteTable } | null = null;

/** The tab's route table, made again when the configuration's routes change (a discovery). */
export function activeTable(): RouteTable {
  const from = getAppConfig().routes;
  if (made && made.from === from) return made.table;
  const table = routeTable(routesWith(from));
  made = { from, table };
  return table;
}

export const activeRoutes = (): readonly RouteSpec[] => activeTable().routes;
