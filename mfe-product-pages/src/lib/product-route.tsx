// The product of a product page's address (spec 4, Product pages), by one path: the route's loader,
// on both sides (shared-ui's dataLoader and RouteData: ARCHITECTURE.md 5b). The slug comes from
// `/:type/:slug` or from the generic `/:productType/:productNickName` link. In the browser the request
// is the one the shell read ahead on intent or as the navigation started, when it did: an answer
// already here renders the page at once, without a request.
// A blank slug, an error marker in the answer (no such product) or a failed request sends the buyer
// to /404Error; failures are only logged (spec section 8).
import type { ReactNode } from 'react';
import { Navigate, redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { api, isProductError, type Product, type ProductResponse, type ProductType } from 'shared-api';
import { dataLoader, RouteData, type RouteDataOf } from 'shared-ui';
import { loadSanitizer } from 'shared-ui/rich-text';
import { ReadFailed } from 'shared-ui/read-failed';
import { ProductSkeleton } from '../features/layout/product-skeleton';

export const NOT_FOUND_PATH = '/404Error';

// every product page renders the product's HTML: DOMPurify is asked for with the product
const sanitizerAhead = () => { loadSanitizer().catch((e: unknown) => console.error('[rich-text] DOMPurify could not be loaded', e)); };
// a module that runs once the app has hydrated (on intent, or with a soft navigation) asks for it at
// once, beside the product's data read ahead, so a page that renders with its data at once does not
// then wait for the sanitiser (its SafeHtml would suspend: the page's skeleton again); the first
// load's page hydrates the server's markup and needs none (shared-ui/safe-html.tsx), so it is not in
// the first load's bytes
if (typeof document !== 'undefined' && document.documentElement.hasAttribute('data-hydrated')) sanitizerAhead();

/**
 * The loader of a product route: the product of the address's slug. `type` is the route's type, or
 * null for the generic link, whose type is its first segment (a type without pages: no data).
 */
export function productLoader(type: ProductType | null, hasPages: (t: string) => boolean = () => true) {
  return dataLoader(({ params }: Pick<LoaderFunctionArgs, 'params'>) => {
    const t = type ?? params.productType ?? '';
    if (!hasPages(t)) return null; // (the generic link's page says 404)
    const slug = (params.slug ?? params.productNickName ?? '').trim();
    if (!slug) return redirect(NOT_FOUND_PATH);
    if (typeof document !== 'undefined') sanitizerAhead(); // (asked once: a later call is the same load)
    return api.getProduct(slug, t as ProductType);
  });
}

function NotFound() {
  return <Navigate to={NOT_FOUND_PATH} replace />;
}


const isProduct = (res: ProductResponse): res is Product => !isProductError(res) && !!(res as Product | null)?.productId;

/**
 * The page of a product route: `children` with the loader's product once it is here, its skeleton
 * (`loading`: what it says to screen readers) while it comes, /404Error when there is none. Its head
 * is its route's `handle.meta` (product-handle.ts), written by the shell once the product has come.
 */
export function ProductRoute({ loading, children }: { loading: string; children: (product: Product) => ReactNode }) {
  return (
    <RouteData data={useLoaderData() as RouteDataOf<ProductResponse>} loading={<ProductSkeleton label={loading} />} failed={(error) => <ReadFailed error={error} what="product" to={NOT_FOUND_PATH} />}>
      {(res) => (isProduct(res) ? children(res) : <NotFound />)}
    </RouteData>
  );
}
