// For the remotes' unit tests: pages rendered as their routes, in a data router as the shell renders
// them (shell/src/bootstrap.tsx, data-routes.tsx): in memory, with their loaders, the router's updates
// in transitions, and the shell's rule for running a loader again (samePageStays).
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { samePageStays } from './route-data';

// React Router 6 announces its v7 changes once per run; the shell opts in with its own flags, not these tests.
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].includes('React Router Future Flag Warning')) return;
  warn(...args);
};

/** An address to open: a path, or a location with its state. */
export type InitialEntry = NonNullable<NonNullable<Parameters<typeof createMemoryRouter>[1]>['initialEntries']>[number];

/**
 * `routes` at `entry`. `served`: the loader data of the server's document, by route id, as the browser
 * hydrates it (those loaders do not run).
 */
export function renderRoutes(entry: InitialEntry, routes: RouteObject[], served?: Record<string, unknown>) {
  const router = createMemoryRouter(
    routes.map((r) => ({ shouldRevalidate: samePageStays, ...r }) as RouteObject),
    { initialEntries: [entry], hydrationData: served ? { loaderData: served } : undefined },
  );
  return Object.assign(render(<RouterProvider router={router} future={{ v7_startTransition: true }} />), { router });
}
