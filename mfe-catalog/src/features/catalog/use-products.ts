// The product list for the catalog. A failed fetch is logged (spec section 8) and reported as
// 'error' so the page can offer a quiet retry; the filters stay usable meanwhile.
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { api, logApiError, type ProductListing } from 'shared-api';
import { useFirstData, useHydrated } from 'shared-ui';

export type ProductsState =
  | { status: 'loading'; products: ProductListing[] }
  | { status: 'ready'; products: ProductListing[] }
  | { status: 'error'; products: ProductListing[] };

export function useProducts(): ProductsState & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  // ready at the first render with the route's loader data (the server's render and the browser's
  // hydrating render show the cards); fetched here after a soft navigation
  const first = useFirstData<ProductListing[]>();
  // after a soft navigation whose list was read ahead (shared-api/read-ahead.ts) the loader has it
  // too, but the page's first frame is still the filters and the grid's place: the cards come in
  // the transition that follows, so the filters are live at once, not after the whole grid (the
  // hydrating render keeps the server's cards)
  const soft = useHydrated();
  const [state, setState] = useState<ProductsState>(() => (Array.isArray(first) && !soft ? { status: 'ready', products: first } : { status: 'loading', products: [] }));
  const had = useRef(Array.isArray(first));
  const later = useRef(soft && Array.isArray(first) ? first : null);
  useEffect(() => {
    if (had.current && attempt === 0) {
      const list = later.current;
      if (!list) return; // the loader's list is this page's
      // after the page's first frame (the filters painted and live), not in the same task
      let timer: ReturnType<typeof setTimeout> | undefined;
      const frame = requestAnimationFrame(() => {
        timer = setTimeout(() => startTransition(() => setState({ status: 'ready', products: list })), 0);
      });
      return () => { cancelAnimationFrame(frame); clearTimeout(timer); };
    }
    let live = true;
    setState((s) => ({ status: 'loading', products: s.products }));
    api.getProducts()
      // a transition: the grid renders in short slices, not one long task (Total Blocking Time)
      .then((products) => {
        if (live) startTransition(() => setState({ status: 'ready', products: Array.isArray(products) ? products : [] }));
      })
      .catch((e: unknown) => {
        logApiError('products', e);
        if (live) setState((s) => ({ status: 'error', products: s.products }));
      });
    return () => { live = false; };
  }, [attempt]);
  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  return { ...state, retry };
}
