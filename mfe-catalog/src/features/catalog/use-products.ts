// The product list for the catalog. A failed fetch is logged (spec section 8) and reported as
// 'error' so the page can offer a quiet retry; the filters stay usable meanwhile.
import { startTransition, useCallback, useEffect, useState } from 'react';
import { api, logApiError, type ProductListing } from 'shared-api';

export type ProductsState =
  | { status: 'loading'; products: ProductListing[] }
  | { status: 'ready'; products: ProductListing[] }
  | { status: 'error'; products: ProductListing[] };

export function useProducts(): ProductsState & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ProductsState>({ status: 'loading', products: [] });
  useEffect(() => {
    let live = true;
    setState((s) => ({ status: 'loading', products: s.products }));
    api.getProducts()
      // a transition: the grid renders in short slices, not one long task (Total Blocking Time)
      .then((products) => { if (live) startTransition(() => setState({ status: 'ready', products: Array.isArray(products) ? products : [] })); })
      .catch((e: unknown) => {
        logApiError('products', e);
        if (live) setState((s) => ({ status: 'error', products: s.products }));
      });
    return () => { live = false; };
  }, [attempt]);
  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  return { ...state, retry };
}
