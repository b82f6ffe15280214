// A remote's standalone harness (`pnpm --filter mfe-<name> dev`) serves the pages its src/routes.ts
// declares, at their addresses: the same list the release gives the store, not a copy of it. They are
// React Router data routes, as in the store (shell/src/data-routes.tsx): the harness renders them with
// createBrowserRouter, so a page's `loader` runs and its `useLoaderData`, `<RouteData>` and
// `useRevalidator` work as they do in the shell.
import { Fragment, Suspense, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Outlet, redirect, RouterProvider, type LoaderFunction, type RouteObject } from 'react-router-dom';
import type { RemoteRoutes } from 'shared-api/routes';
import { GlobalStyle } from './global-style';
import { samePageStays } from './route-data';
import { Toaster } from './toast';

/** A page module, as the store loads it: its page (`default`) and, when it reads data first, its `loader`. */
export type LoadPageFile = (file: string) => Promise<{ default: ComponentType; loader?: LoaderFunction }>;

/** What the harness shows while a page's module and first data load (the root route's `HydrateFallback`, a page's Suspense fallback). */
export function HarnessLoading() {
  return <p style={{ padding: 24 }}>Loading…</p>;
}

/**
 * A data route for each route of `declared`: a page's route loads its module's file with `load` (the
 * remote's own dynamic import, relative to src/) as the route's `lazy`, and runs the module's
 * `loader` when it has one; a redirect route redirects from its loader. `guard` wraps a page for
 * signed-in buyers only (the shell's RequireAuth, where the harness has sign-in).
 */
export function harnessRoutes(declared: RemoteRoutes, load: LoadPageFile, guard: (page: ReactNode) => ReactNode = (page) => page): RouteObject[] {
  return declared.routes.map((r): RouteObject => {
    if ('redirect' in r) {
      const to = r.redirect;
      return { path: r.path, loader: () => redirect(to) };
    }
    const file = (declared.pages as Record<string, string>)[r.module]!;
    const signIn = !!r.signIn;
    return {
      path: r.path,
      lazy: async () => {
        const mod = await load(file);
        const Page = mod.default;
        function HarnessPage() {
          const page = <Suspense fallback={<HarnessLoading />}><Page /></Suspense>;
          return signIn ? guard(page) : page;
        }
        HarnessPage.displayName = `Harness(${r.module})`;
        return { Component: HarnessPage, loader: mod.loader, shouldRevalidate: samePageStays };
      },
    };
  });
}

/**
 * Renders the harness into `root`: `routes` (harnessRoutes' and the harness's stand-ins) in the
 * store's frame (its global style, `nav`: the harness's links, the page in `<main>` as the shell puts
 * it, the toasts), inside `Wrap` when the harness needs a provider around it (the checkout's sign-in),
 * with React Router 7's behaviour as in the shell.
 */
export function mountHarness(root: HTMLElement, nav: ReactNode, routes: RouteObject[], Wrap: ComponentType<{ children: ReactNode }> = Fragment): void {
  function Frame() {
    return <Wrap><GlobalStyle />{nav}<main><Outlet /></main><Toaster /></Wrap>;
  }
  const router = createBrowserRouter([{ Component: Frame, HydrateFallback: HarnessLoading, children: routes }], {
    future: { v7_relativeSplatPath: true, v7_fetcherPersist: true, v7_normalizeFormMethod: true, v7_partialHydration: true, v7_skipActionErrorRevalidation: true },
  });
  createRoot(root).render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
}
