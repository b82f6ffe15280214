// The product list for the catalog. A failed fetch is logged (spec section 8) and reported as
// 'error' so the page can offer a quiet retry; the filters stay usable meanwhile.
import { startTransition, useCallback, useEffect, useState } from 'react';
import { api, logApiError, peekInlined, type ProductListing } from 'shared-api';

export type ProductsState =
  | { status: 'loading'; products: ProductListing[] }
  | { status: 'ready'; products: ProductListing[] }
  | { status: 'error'; products: ProductListing[] };

export function useProducts(): ProductsState & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  // ready at the first render when the document inlined the list (#app-data): the server's render and the browser's first show the cards
  const [state, setState] = useState<ProductsState>(() => {
    const inlined = peekInlined('/products');
    return Array.isArray(inlined) ? { status: 'ready', products: inlined as ProductListing[] } : { status: 'loading', products: [] };
  });
  useEffect(() => {
    let live = true;
    setState((s) => (s.status === 'ready' && attempt === 0 ? s : { status: 'loading', products: s.products }));
    api.getProducts()
      // a transition: the grid renders in short slices, not one long task (Total Blocking Time)
      .then((products) => {
        // the inlined list the first render showed is the same array: no new render
        if (live) startTransition(() => setState((s) => (s.products === products ? s : { status: 'ready', products: Array.isArray(products) ? products : [] })));
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
