// The product list for the catalog: its route's loader data (catalog-page.tsx `loader`), on both
// sides. The filters stay usable while it comes (useRouteAnswer does not suspend the page). A failed
// read is logged (spec section 8) and reported as 'error' so the page can offer a quiet retry, which
// runs the loader again.
import { useLoaderData } from 'react-router-dom';
import type { ProductListing } from 'shared-api';
import type { RouteDataOf } from 'shared-ui';
import { useRouteAnswer } from 'shared-ui/route-answer';

export type ProductsState =
  | { status: 'loading'; products: ProductListing[] }
  | { status: 'ready'; products: ProductListing[] }
  | { status: 'error'; products: ProductListing[] };

export function useProducts(): ProductsState & { retry: () => void } {
  // the filters go first: a list that came before the page rendered (read ahead) fills the grid after
  // the page's first frame (its cards rendered with that frame made the filters live later: bench/RESULTS.md, 2026-12-06)
  const { retry, ...answer } = useRouteAnswer(useLoaderData() as RouteDataOf<ProductListing[]>, { logAs: 'products', controlsFirst: true });
  const state: ProductsState = answer.status === 'ready'
    ? { status: 'ready', products: Array.isArray(answer.answer) ? answer.answer : [] }
    : { status: answer.status, products: [] };
  return { ...state, retry };
}
