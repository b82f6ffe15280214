// A route's data by one path, its loader, on both sides (ARCHITECTURE.md section 5b):
// - on the server the loader waits for the answer: the document carries the page with it, and the
//   same answer goes to the browser's router (#app-data), so the hydrating render is the server's;
// - in the browser (a soft navigation) it never waits for the network: the router gets the answer
//   on its way and the navigation lands at once; the part that shows it waits in `<RouteData>` (a
//   Suspense boundary: React's `use`) with its loading state. An answer already here (the shell read
//   it ahead on intent or as the navigation started: shared-api/read-ahead.ts) is settled, and marked
//   so, before the page renders, so the page renders with it at once.
// React Router's own `defer` and `<Await>` do the same, and cost every first load 1.1 KB gzip in
// main.js (the shell's router facade, shell/src/router.ts); the first load never needs them (it
// hydrates the server's answer), and React 19's `use` reads a promise as `<Await>` does.
// A read the server could not make leaves the data null: the page is sent without it (its loading
// state) and, once in the browser, asks the router to run the loader again.
import { Suspense, use, useEffect, type ReactNode } from 'react';
import { useLocation, useRevalidator, type ShouldRevalidateFunction } from 'react-router-dom';

/**
 * When a page's loader runs again (its route's `shouldRevalidate`, in the shell, the harnesses and the
 * pages' tests): a loader reads its data from the page's address, not its query, so a change of the
 * query only (the catalog's filters, the cart's ?notice=) runs no loader, and the navigation lands at
 * once with the page's data; another address, or the page asking again (`revalidate`), runs it.
 */
export const samePageStays: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search ? false : defaultShouldRevalidate);

/** How a read ended: its answer, or the error it failed with. */
export type Settled<T> = { ok: true; answer: T } | { ok: false; error: unknown };
/** The answer on its way: it never rejects, and says when it has settled (React's thenable status and value: `use` reads it at once). */
export type OnItsWay<T> = Promise<Settled<T>>;

/** A route's loader data: the answer (the server's), the answer on its way (the browser's), or null (not read). */
export type RouteDataOf<T> = T | { onItsWay: OnItsWay<T> } | null;

export const onItsWay = <T,>(data: RouteDataOf<T>): data is { onItsWay: OnItsWay<T> } =>
  typeof data === 'object' && data !== null && 'onItsWay' in data;

/** How the answer on its way ended, when it has (React's thenable value, set by dataLoader), else undefined. */
export const settledOf = <T,>(way: OnItsWay<T>): Settled<T> | undefined => (way as OnItsWay<T> & { value?: Settled<T> }).value;

/**
 * A route's data on its way, as the promise of its answer (null when its read failed), or null when
 * it is not on its way (the answer itself, or nothing): the shell's head waits for it (use-route-meta.ts).
 */
export function dataOnItsWay(data: unknown): Promise<unknown> | null {
  const route = data as RouteDataOf<unknown>;
  return onItsWay(route) ? route.onItsWay.then((s) => (s.ok ? s.answer : null)) : null;
}

/**
 * A loader whose data is `read`'s answer. `read` may also answer at once: a Response (a redirect) or
 * null (no data for this address).
 */
export function dataLoader<A, T>(read: (args: A) => Promise<T> | Response | null) {
  return async (args: A): Promise<RouteDataOf<T> | Response> => {
    const answer = read(args);
    if (!(answer instanceof Promise)) return answer;
    if (typeof document !== 'undefined') {
      const way: OnItsWay<T> = answer.then((a): Settled<T> => ({ ok: true, answer: a }), (error: unknown): Settled<T> => ({ ok: false, error }));
      void way.then((settled) => { Object.assign(way, { status: 'fulfilled', value: settled }); });
      return { onItsWay: way };
    }
    try {
      return await answer;
    } catch {
      return null; // the page is sent without it, and the browser reads it again
    }
  };
}

/** The server could not read the data: the router runs the loader again, here. */
function ReadAgain({ children }: { children: ReactNode }) {
  const { revalidate } = useRevalidator();
  useEffect(() => { revalidate(); }, [revalidate]);
  return children;
}

function Arrived<T>({ way, failed, children }: { way: OnItsWay<T>; failed: (error: unknown) => ReactNode; children: (data: T) => ReactNode }) {
  const settled = use(way);
  return settled.ok ? children(settled.answer) : failed(settled.error);
}

/**
 * `children` with the route's data once it is here, `loading` while it comes, `failed` when its
 * request failed.
 */
export function RouteData<T>({ data, loading, failed, children }: {
  data: RouteDataOf<T>; loading: ReactNode; failed: (error: unknown) => ReactNode; children: (data: T) => ReactNode;
}) {
  // one boundary per address: from one product to another the new page shows its loading state at
  // once, not the previous page's content held until the answer comes (a transition keeps a boundary
  // that is already showing content)
  const { pathname } = useLocation();
  if (data === null) return <ReadAgain>{loading}</ReadAgain>;
  // the answer is here (the server's, hydrated): no boundary of its own. The hydrating tree stays the
  // server's as it was, and a Suspense boundary added inside the page would be hydrated apart, and
  // client-rendered instead (its served markup thrown away) when the page re-renders before it is
  if (!onItsWay(data)) return children(data);
  return (
    <Suspense key={pathname} fallback={loading}>
      <Arrived way={data.onItsWay} failed={failed}>{children}</Arrived>
    </Suspense>
  );
}
