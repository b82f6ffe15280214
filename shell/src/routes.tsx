// The router's view of the route table (route-table.ts, spec section 2.1): each route's element.
// A remote route renders the page its remote exposes; a shell route one of the shell's pages.
// Routes whose remote is not in the runtime configuration are left out (the not-found page answers
// for them).
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { getAppConfig } from 'shared-api';
import { RequireAuth } from 'shared-auth';
import { routesFor, type RouteSpec, type ShellPage } from './route-table';

// The shell's own pages are seldom the first page of a visit: their code loads when they are shown,
// not with every first page (the first-load budget, issue 11).
function shellPage(load: () => Promise<ComponentType>): ComponentType {
  const Page = lazy(async () => ({ default: await load() }));
  return function ShellPageView() {
    return <Suspense fallback={<div style={{ minHeight: '60vh' }} />}><Page /></Suspense>;
  };
}
const CallbackPage = shellPage(async () => (await import('./features/account/callback-page')).CallbackPage);
const NotFoundPage = shellPage(async () => (await import('./pages/not-found-page')).NotFoundPage);
const Error404Page = shellPage(async () => (await import('./pages/error-404-page')).Error404Page);
const GenericErrorPage = shellPage(async () => (await import('./pages/generic-error-page')).GenericErrorPage);

const SHELL_PAGES: Record<ShellPage, () => ReactNode> = {
  callback: () => <CallbackPage />,
  'redirect-to-cart': () => <Navigate to="/cart" replace />, // the route that only redirects to /cart
  'redirect-to-404': () => <Navigate to="/404Error" replace />, // a product route without its slug
  'generic-error': () => <GenericErrorPage />,
  'error-404': () => <Error404Page />,
  'not-found': () => <NotFoundPage />,
};

/** The element of a shell route (a remote route's is made by the app: RemotePage). */
export const shellElement = (page: ShellPage): ReactNode => SHELL_PAGES[page]();

/** The routes whose remote is configured (or that the shell renders itself). */
export function activeRoutes(): RouteSpec[] {
  return routesFor(getAppConfig().remotes);
}

export function guard(def: RouteSpec, node: ReactNode): ReactNode {
  return def.signIn ? <RequireAuth>{node}</RequireAuth> : node;
}
