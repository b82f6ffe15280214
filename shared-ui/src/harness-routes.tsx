// A remote's standalone harness (`pnpm --filter mfe-<name> dev`) serves the pages its src/routes.ts
// declares, at their addresses: the same list the release gives the store, not a copy of it.
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, Route } from 'react-router-dom';
import type { RemoteRoutes } from 'shared-api/routes';

export type LoadPageFile = (file: string) => Promise<{ default: ComponentType }>;

/**
 * `<Route>` elements for each route of `declared`: a page loads its module's file with `load` (the
 * remote's own dynamic import, relative to src/), a redirect route redirects; `guard` wraps a page
 * for signed-in buyers only (the shell's RequireAuth, where the harness has sign-in).
 */
export function harnessRoutes(declared: RemoteRoutes, load: LoadPageFile, guard: (page: ReactNode) => ReactNode = (page) => page): ReactNode[] {
  const pages = new Map<string, ComponentType>();
  const pageOf = (module: string): ComponentType => {
    let Page = pages.get(module);
    if (!Page) pages.set(module, (Page = lazy(() => load((declared.pages as Record<string, string>)[module]!))));
    return Page;
  };
  return declared.routes.map((r) => {
    if ('redirect' in r) return <Route key={r.path} path={r.path} element={<Navigate to={r.redirect} replace />} />;
    const Page = pageOf(r.module);
    const page = <Suspense fallback={<p style={{ padding: 24 }}>Loading…</p>}><Page /></Suspense>;
    return <Route key={r.path} path={r.path} element={r.signIn ? guard(page) : page} />;
  });
}
