// A route's data read without suspending (shared-ui's dataLoader answer: ARCHITECTURE.md 5b), for
// the pages that need it (the catalog, the summit's form pages). Not part of the shared shared-ui
// entry, whose every export is on every first load (shared-build/shared.js): each remote that reads
// so bundles this small module itself (it holds no state of its own).
import { startTransition, useCallback, useEffect, useState } from 'react';
import { useRevalidator } from 'react-router-dom';
import { logApiError } from 'shared-api';
import { onItsWay, settledOf, type OnItsWay, type RouteDataOf, type Settled } from './route-data';

/** The route's data as a page that keeps its own state through the wait reads it: here, on its way, or failed. */
export type RouteAnswer<T> = { status: 'ready'; answer: T } | { status: 'loading' } | { status: 'error'; error: unknown };

/**
 * The route's data without suspending, for a page whose controls stay live and keep their state while
 * it comes (the catalog's filters: a Suspense fallback would be another tree, and what was typed in
 * it would be lost when the answer replaces it). The answer here at the first render (the server's,
 * hydrated, or one that had come before the page rendered: read ahead) is ready at once; one on its
 * way shows in a transition (its render in short slices) once it has come. `controlsFirst`: an answer
 * that had come before the page rendered shows after the page's first frame instead, so its controls
 * are painted and live before the rest renders (the catalog: its filters before its grid of cards).
 * `null` (the server could not read it) asks the router to run the loader again. A failed read is
 * logged as `logAs` (spec section 8); `retry` runs the loader again.
 */
export function useRouteAnswer<T>(data: RouteDataOf<T>, { logAs, controlsFirst = false }: { logAs: string; controlsFirst?: boolean }): RouteAnswer<T> & { retry: () => void } {
  const way = onItsWay(data) ? data.onItsWay : null;
  // the answer on its way that this page has shown (the loader's next one is not, until it has come)
  const [shown, setShown] = useState<{ way: OnItsWay<T>; settled: Settled<T> } | null>(null);
  const { revalidate } = useRevalidator();
  const missing = data === null;
  useEffect(() => { if (missing) revalidate(); }, [missing, revalidate]);
  // an answer that has come is shown as it is (its value never changes), unless the controls go first
  const atOnce = way && !controlsFirst ? settledOf(way) : undefined;
  useEffect(() => {
    if (!way || atOnce) return;
    let live = true;
    const show = (settled: Settled<T>) => { if (live) startTransition(() => setShown({ way, settled })); };
    const here = settledOf(way);
    if (here) {
      // after the page's first frame, not in its task
      let timer: ReturnType<typeof setTimeout> | undefined;
      const frame = requestAnimationFrame(() => { timer = setTimeout(() => show(here), 0); });
      return () => { live = false; cancelAnimationFrame(frame); clearTimeout(timer); };
    }
    void way.then(show);
    return () => { live = false; };
  }, [way, atOnce]);
  const answer = ((): RouteAnswer<T> => {
    if (data === null) return { status: 'loading' };
    if (!way) return { status: 'ready', answer: data as T };
    const settled = atOnce ?? (shown?.way === way ? shown.settled : undefined);
    if (!settled) return { status: 'loading' };
    return settled.ok ? { status: 'ready', answer: settled.answer } : { status: 'error', error: settled.error };
  })();
  const error = answer.status === 'error' ? answer.error : null;
  useEffect(() => { if (error) logApiError(logAs, error); }, [error, logAs]);
  const retry = useCallback(() => { revalidate(); }, [revalidate]);
  return { ...answer, retry };
}
