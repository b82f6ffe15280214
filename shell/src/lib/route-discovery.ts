// Routes released after this tab's document (a team's new page, a moved address): a navigation to an
// address no route of the tab takes (the catch-all took it) asks the store which releases the
// visitor has now (the registry, the visitor's view: each remote's entry and routes) and adds the
// routes it did not know to the router (React Router's route discovery, `patchRoutesOnNavigation`),
// before the navigation resolves. A remote whose release changed is registered with its new entry,
// so the new page loads from the release that has it. Loaded on the first such navigation only.
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { getAppConfig } from 'shared-api';
import type { RouteObject } from 'react-router-dom';
import type { RemoteRoute } from '../route-table';
import { activeRoutes } from '../routes';
import { remoteRegistration } from './remote-names';
import { isSiteEntry, readRegistry } from './remotes';

const isRoute = (r: unknown): r is Omit<RemoteRoute, 'remote'> =>
  typeof r === 'object' && r !== null && typeof (r as { path?: unknown }).path === 'string' && (r as { path: string }).path.startsWith('/')
  && (typeof (r as { module?: unknown }).module === 'string' || typeof (r as { redirect?: unknown }).redirect === 'string');

/**
 * Learns the routes the visitor's releases have now and the tab does not: each is added to the
 * runtime configuration (prefetch and the page's fallback see it) and handed to `patch` as data
 * routes made by `makeRoute`. Answers how many were added.
 */
export async function discoverRoutes(makeRoute: (spec: RemoteRoute) => RouteObject, patch: (routes: RouteObject[]) => void): Promise<number> {
  const config = getAppConfig();
  const fresh = await readRegistry();
  if (!fresh?.remotes) return 0;
  const known = new Set(activeRoutes().map((r) => r.path));
  const added: RemoteRoute[] = [];
  for (const [name, release] of Object.entries(fresh.remotes)) {
    const routes = Array.isArray(release.routes) ? release.routes.filter(isRoute) : [];
    const fresher = routes.filter((r) => !known.has(r.path));
    if (!fresher.length) continue;
    // the new routes' pages are the new release's: its entry from now on (Try again, prefetch too)
    const entry = release.entry;
    if (isSiteEntry(entry) && config.remotes[name] !== entry) {
      config.remotes[name] = entry;
      registerRemotes([remoteRegistration(name, entry)], { force: true });
    }
    for (const r of fresher) added.push({ ...r, remote: name } as RemoteRoute);
  }
  if (!added.length) return 0;
  config.routes = [...(config.routes ?? []), ...added];
  patch(added.map(makeRoute));
  performance.mark('routes-discovered', { detail: added.map((r) => r.path) });
  return added.length;
}
