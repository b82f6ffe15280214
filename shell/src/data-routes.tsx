// The routes (route-table.ts: the shell's and the releases' remotes') as React Router data routes, the one mechanism on both sides
// (ARCHITECTURE.md section 5b): the server runs them with createStaticHandler (server-entry.tsx),
// the browser with createBrowserRouter and the server's loader data (bootstrap.tsx).
//
// - One root route: the shell's layout (top bar, page area, footer, bottom bar, toasts).
// - A remote's page is a route module loaded with `lazy` from the remote's current release: its
//   default export is the page, `loader` reads its first data (API GETs through shared-api's
//   `loadJson`, which on the server asks the API in-process), `handle.meta` what the page says of
//   itself in the head (title, description, structured data: shared-api's PageMetaFn). Its team
//   changes what the page loads or says by releasing the remote alone.
// - The shell's own pages are lazy too (their code is not on every first load).
// - Route ids are the route table's patterns: the server's loader data is keyed by them.
import { createContext, lazy as lazyComponent, Suspense, useContext, useEffect, useMemo, type ComponentType } from 'react';
import { redirect, type LoaderFunction, type RouteObject } from 'react-router-dom';
import { RequireAuth } from 'shared-auth';
import { Loader, samePageStays, useHydrated } from 'shared-ui';
import type { PageMeta, PageMetaFn } from 'shared-api/page-meta';
import { dataOf, isRemoteRoute, type RouteSpec, type ShellPage } from './route-table';
import { RemoteFallback } from './lib/remote-fallback';
import { markAppLive } from './lib/app-live';
import { remoteAttempts } from './lib/remote-attempts';
import { routeDataNow } from './lib/route-data-load';


/** What a remote exposes for each of its pages. */
export interface RouteModule {
  default: ComponentType;
  loader?: LoaderFunction;
  handle?: Record<string, unknown>;
}
export type LoadRouteModule = (remote: string, module: string) => Promise<RouteModule>;

/**
 * The handle of every route: its row of the route table, and the module's own, whose `meta` gives the
 * page's head (a shell page's: shell-meta.ts).
 */
export interface RouteHandle extends Record<string, unknown> { spec: RouteSpec; meta?: PageMetaFn }

/**
 * The routes whose page the server could not render (no server bundle, or it threw): the server sent
 * the page area empty and the browser renders the page after hydrating the rest (the first render
 * matches the server's).
 */
export const ClientOnlyContext = createContext<ReadonlySet<string>>(new Set());

/** The page area the server sent for a page it did not render: the page's space, nothing else. */
function ServerSkipped() {
  return <div data-client-page="" style={{ minHeight: '60vh' }} />;
}

/**
 * A remote page whose module could not be loaded when its route was first resolved (the remote down,
 * its release gone): the route keeps this component, which loads the page itself, so a failure goes
 * to the route's error element and Try again loads it anew. (A route whose `lazy` rejects stays
 * unresolved, and React Router then renders nothing for it, not its error element.)
 */
function laterPage(remote: string, module: string, load: LoadRouteModule): ComponentType {
  return function LaterPage() {
    const attempt = remoteAttempts.get(remote) ?? 0;
    // a new lazy component per attempt: Try again must fetch the remote again, not reuse the failed promise
    // eslint-disable-next-line react-hooks/exhaustive-deps
    const Page = useMemo(() => lazyComponent(() => load(remote, module)), [attempt]);
    return <Suspense fallback={<div style={{ minHeight: '60vh' }}><Loader label="Loading page" /></div>}><Page /></Suspense>;
  };
}

/**
 * A page the server did not render: its space while the document hydrates, the page after. (Only
 * such a page asks whether hydration is done: that answer changes once it is, and every component
 * asking is rendered again then, synchronously; asked around every page, it rendered the whole first
 * page a second time in one task right after hydrating it.)
 */
function ClientOnlyPage({ Page }: { Page: ComponentType }) {
  return useHydrated() ? <Page /> : <ServerSkipped />;
}

function routePage(spec: RouteSpec, Page: ComponentType): ComponentType {
  const id = spec.path;
  function RoutePage() {
    const skipped = useContext(ClientOnlyContext).has(id);
    const page = skipped ? <ClientOnlyPage Page={Page} /> : <Page />;
    // the first page's effects run once its hydration has committed (the layout's is done by then)
    useEffect(markAppLive, []);
    return spec.signIn ? <RequireAuth>{page}</RequireAuth> : page;
  }
  RoutePage.displayName = `Route(${id})`;
  return RoutePage;
}

type ShellPageModule = { Component: ComponentType; loader?: LoaderFunction; meta?: PageMetaFn };
const texts = () => import('./pages/shell-meta');
const says = (meta: PageMeta): PageMetaFn => () => meta;
const SHELL_PAGES: Record<ShellPage, () => Promise<ShellPageModule>> = {
  callback: async () => ({ Component: (await import('./features/account/callback-page')).CallbackPage, meta: says((await texts()).CALLBACK_META) }),
  'generic-error': async () => ({ Component: (await import('./pages/generic-error-page')).GenericErrorPage, meta: says((await texts()).GENERIC_ERROR_META) }),
  'error-404': async () => ({ Component: (await import('./pages/error-404-page')).Error404Page, meta: says((await texts()).ERROR_404_META) }),
  'staff-releases': async () => ({ Component: (await import('./pages/staff-releases-page')).StaffReleasesPage, meta: says((await texts()).STAFF_RELEASES_META) }),
  // null: no page here (a 404, with the not-found texts)
  'not-found': async () => ({ Component: (await import('./pages/not-found-page')).NotFoundPage, meta: () => null }),
};

/** React Router 7's behaviour, on both sides (without these, 6.30 warns on every start). */
export const ROUTER_FUTURE = {
  v7_relativeSplatPath: true, v7_fetcherPersist: true, v7_normalizeFormMethod: true, v7_partialHydration: true, v7_skipActionErrorRevalidation: true,
} as const;

/**
 * The loader of a page that declares its data request (its routes.ts `data`, whose answer is its
 * loader's): the module's own, on both sides. In the browser the request is started here first, from
 * the route table (read ahead: nothing when it was, on intent or as the navigation started), so the
 * module's loader takes the request in flight, or its answer, instead of asking again
 * (shared-api/read-ahead.ts).
 */
export function withDataAhead(spec: RouteSpec, loader: LoaderFunction | undefined): LoaderFunction | undefined {
  if (!loader || !dataOf(spec)) return loader;
  return (args, ctx) => {
    // (the read-ahead's code is loaded on the first intent or navigation: not yet, nothing was read ahead)
    if (typeof document !== 'undefined') routeDataNow()?.readRouteData(spec, args.params);
    return loader(args, ctx);
  };
}

/** One route of the table. */
export function dataRoute(spec: RouteSpec, load: LoadRouteModule): RouteObject {
  if (!isRemoteRoute(spec)) {
    return {
      id: spec.path, path: spec.path,
      lazy: async () => {
        const { Component, loader, meta } = await SHELL_PAGES[spec.shell]();
        const handle: RouteHandle = meta ? { spec, meta } : { spec };
        return { Component: routePage(spec, Component), loader, handle };
      },
    };
  }
  // a remote's address that only redirects (its routes.ts `redirect`)
  if (!('module' in spec)) {
    const to = spec.redirect;
    return { id: spec.path, path: spec.path, loader: () => redirect(to), handle: { spec } satisfies RouteHandle };
  }
  return {
    id: spec.path, path: spec.path,
    // a page that fails (its remote down, a throwing page) stays inside the page area: the fallback
    // with Try again; the bar, the cart and the other remotes keep working
    ErrorBoundary: RemoteFallback,
    lazy: async () => {
      try {
        const mod = await load(spec.remote, spec.module);
        return { Component: routePage(spec, mod.default), loader: withDataAhead(spec, mod.loader), shouldRevalidate: samePageStays, handle: { ...mod.handle, spec } };
      } catch (e) {
        console.error(`[remote] ${spec.remote}/${spec.module} could not be loaded`, e);
        return { Component: routePage(spec, laterPage(spec.remote, spec.module, load)), handle: { spec } };
      }
    },
  };
}

/** The data routes: the shell's layout around every route of the table. */
export function dataRoutes(specs: readonly RouteSpec[], layout: ComponentType, load: LoadRouteModule): RouteObject[] {
  return [{ id: 'root', Component: layout, children: specs.map((s) => dataRoute(s, load)) }];
}
