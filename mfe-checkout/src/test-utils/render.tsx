import { render } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation, type LoaderFunction, type RouteObject } from 'react-router-dom';
import { samePageStays, Toaster } from 'shared-ui';
import { loader as cartLoader } from '../pages/cart-page';
import { loader as checkoutLoader } from '../pages/checkout-page';

function Where() {
  const l = useLocation();
  return <><output data-testid="location">{l.pathname}</output><output data-testid="location-search">{l.search}</output></>;
}

/** The loaders of the pages these tests render, by their routes' paths (src/routes.ts). */
const LOADERS: Record<string, LoaderFunction> = { '/cart': cartLoader as LoaderFunction, '/checkout': checkoutLoader as LoaderFunction };

/**
 * Renders `element` at `path` inside a data router (as the shell does: the page's own loader, its
 * rule for running it again) and the Toaster. The page's loader reads its data here, in the browser,
 * as on a soft navigation (the page renders a moment after: find, not get). `at`: the
 * address to start at when it is not the route's path itself (a query); `strict`: inside StrictMode
 * (effects run twice).
 */
export function renderAt(path: string, element: ReactNode, routes: Record<string, ReactNode> = {}, { at = path, strict = false }: { at?: string; strict?: boolean } = {}) {
  const pages = [[path, element] as const, ...Object.entries(routes)];
  const children: RouteObject[] = [
    ...pages.map(([p, e]): RouteObject => ({ id: p, path: p, element: e, loader: LOADERS[p], shouldRevalidate: samePageStays })),
    { path: '*', element: null },
  ];
  const layout = <><Outlet /><Where /><Toaster /></>;
  const router = createMemoryRouter([{ id: 'layout', element: layout, children }], { initialEntries: [at] });
  const tree = <RouterProvider router={router} future={{ v7_startTransition: true }} />;
  return Object.assign(render(strict ? <StrictMode>{tree}</StrictMode> : tree), { router });
}
