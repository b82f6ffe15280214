// The generic link /{productType}/{productNickName} (spec 2.1): renders the page of that product
// type (each loaded on demand as its own chunk); an unknown type goes to /404Error.
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import type { ProductType } from 'shared-api';
import type { PageMeta, PageMetaArgs } from 'shared-api/page-meta';
import { NOT_FOUND_PATH, productLoader } from '../lib/product-route';
import { productMeta } from '../lib/product-handle';
import { ProductSkeleton } from '../features/layout/product-skeleton';

export const PRODUCT_PAGES: Record<string, LazyExoticComponent<ComponentType>> = {
  certification: lazy(() => import('./certification-page')),
  extension: lazy(() => import('./extension-page')),
  report: lazy(() => import('./report-page')),
  bundle: lazy(() => import('./bundle-page')),
  database: lazy(() => import('./database-page')),
  event: lazy(() => import('./event-page')),
  thinkTankVideo: lazy(() => import('./think-tank-video-page')),
  thinkTankReport: lazy(() => import('./think-tank-report-page')),
  webinar: lazy(() => import('./webinar-page')),
};

const hasPages = (type: string) => Object.prototype.hasOwnProperty.call(PRODUCT_PAGES, type);

/** The route's data: the product the link names, when its type has pages (product-route.tsx). */
export const loader = productLoader(null, hasPages);

/** What the page says in the head: the product the link names; a type without pages is no page (404). */
export const handle = {
  meta: async (args: PageMetaArgs): Promise<PageMeta | null> => {
    const type = args.params.productType ?? '';
    return hasPages(type) && args.params.productNickName?.trim() ? productMeta(type as ProductType, args) : null;
  },
};

export default function ProductLinkPage() {
  const { productType = '', productNickName = '' } = useParams();
  // Conferences are not in this table: the summit remote's /conference/:slug route outranks this
  // one, so reaching here with one means that route is absent, and /404Error is the answer.
  const Page = hasPages(productType) ? PRODUCT_PAGES[productType] : undefined;
  if (!Page || !productNickName.trim()) return <Navigate to={NOT_FOUND_PATH} replace />;
  return (
    <Suspense fallback={<ProductSkeleton label="Loading" />}>
      <Page key={`${productType}/${productNickName}`} />
    </Suspense>
  );
}
