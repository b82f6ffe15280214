// A route's data by one path, its loader, on both sides (ARCHITECTURE.md section 5b):
// - on the server the loader waits for the answer: the document carries the page with it, and the
//   same answer goes to the browser's router (#app-data), so the hydrating render is the server's;
// - in the browser (a soft navigation) it never waits for the network: the router gets the answer as
//   deferred data and the navigation lands at once; the part that shows it waits in `<RouteData>`
//   (React Router's `<Await>`) with its loading state. An answer already here (the shell read it ahead
//   on intent or as the navigation started: shared-api/read-ahead.ts) is settled before the page
//   renders, so the page renders with it at once.
// A read the server could not make leaves the data null: the page is sent without it (its loading
// state) and, once in the browser, asks the router to run the loader again.
import { Suspense, useEffect, type ReactNode } from 'react';
import { Await, defer, useLocation, useRevalidator } from 'react-router-dom';

/** A route's loader data: the answer (the server's), the answer on its way (the browser's), or null (not read). */
export type RouteDataOf<T> = T | { onItsWay: Promise<T> } | null;

const onItsWay = <T,>(data: RouteDataOf<T>): data is { onItsWay: Promise<T> } =>
  typeof data === 'object' && data !== null && 'onItsWay' in data;

/**
 * A loader whose data is `read`'s answer. `read` may also answer at once: a Response (a redirect) or
 * null (no data for this address).
 */
export function dataLoader<A, T>(read: (args: A) => Promise<T> | Response | null) {
  return async (args: A): Promise<T | Response | ReturnType<typeof defer> | null> => {
    const answer = read(args);
    if (!(answer instanceof Promise)) return answer;
    if (typeof document !== 'undefined') return defer({ onItsWay: answer });
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

/**
 * `children` with the route's data once it is here, `loading` while it comes, `failed` when its
 * request failed (`failed` may read the error with React Router's useAsyncError).
 */
export function RouteData<T>({ data, loading, failed, children }: {
  data: RouteDataOf<T>; loading: ReactNode; failed: ReactNode; children: (data: T) => ReactNode;
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
      <Await resolve={data.onItsWay} errorElement={failed}>
        {(answer: T) => children(answer)}
      </Await>
    </Suspense>
  );
}
