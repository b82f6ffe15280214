// Loads the product of the current route by slug and type (spec section 4, Product pages). The slug
// comes from `/:type/:slug` or from the generic `/:productType/:productNickName` link. A missing
// slug, an error marker in the response or a failed request sends the buyer to /404Error; failures
// are only logged (spec section 8).
import { startTransition, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { api, firstData, isProductError, logApiError, type Product, type ProductResponse, type ProductType } from 'shared-api';
import { useFirstData } from 'shared-ui';
import { loadSanitizer } from 'shared-ui/rich-text';

export const NOT_FOUND_PATH = '/404Error';

// every product page renders the product's HTML: DOMPurify is asked for with the product
const sanitizerAhead = () => { loadSanitizer().catch((e: unknown) => console.error('[rich-text] DOMPurify could not be loaded', e)); };
// a module that runs once the app has hydrated (on intent, or with a soft navigation) asks for it at
// once, beside the product's data read ahead, so a page that renders with its data at once does not
// then wait for the sanitiser; the first load's page hydrates the server's markup and needs none
// (shared-ui/safe-html.tsx), so it is not in the first load's bytes
if (typeof document !== 'undefined' && document.documentElement.hasAttribute('data-hydrated')) sanitizerAhead();

/** The slug of the current route, whichever product route matched. */
export function useRouteSlug(): string {
  const params = useParams();
  return (params.slug ?? params.productNickName ?? '').trim();
}

/** The route loader of a product page (ARCHITECTURE.md 5b): the product of the address, on the server. */
export function productLoader(type: ProductType) {
  return firstData(async ({ params }: { params: Record<string, string | undefined> }): Promise<ProductResponse | null> => {
    const slug = (params.slug ?? params.productNickName ?? '').trim();
    return slug ? api.getProduct(slug, type) : null;
  });
}

/**
 * The loaded product, or null while it loads (or while the redirect to /404Error happens). The
 * first render already has it from the route's loader (the server's render and the browser's
 * hydrating render are the full page); after a soft navigation it is fetched here.
 */
export function useProduct(type: ProductType): Product | null {
  const slug = useRouteSlug();
  const navigate = useNavigate();
  const key = `${type}/${slug}`;
  const first = useFirstData<ProductResponse>();
  const [loaded, setLoaded] = useState<{ key: string; product?: Product }>(() => ({ key, product: first && !isProductError(first) ? first : undefined }));
  const firstKey = useRef(first && !isProductError(first) && first.productId ? key : null);

  useEffect(() => {
    if (firstKey.current === `${type}/${slug}`) { firstKey.current = null; return; } // the loader's product is this page's
    if (!slug) {
      navigate(NOT_FOUND_PATH, { replace: true });
      return;
    }
    let live = true;
    sanitizerAhead(); // (asked once: a second call is the same load)
    api.getProduct(slug, type).then(
      (res) => {
        if (!live) return;
        if (isProductError(res) || typeof res !== 'object' || res === null || !('productId' in res)) {
          navigate(NOT_FOUND_PATH, { replace: true });
          return;
        }
        // a transition: the page renders in short slices, not one long task (Total Blocking Time)
        startTransition(() => setLoaded({ key: `${type}/${slug}`, product: res }));
      },
      (e: unknown) => {
        logApiError(`product ${type}/${slug}`, e);
        if (live) navigate(NOT_FOUND_PATH, { replace: true });
      },
    );
    return () => { live = false; };
  }, [slug, type, navigate]);

  // (an inlined error marker has no productId: the effect sends it to /404Error)
  return loaded.key === key && loaded.product?.productId ? loaded.product : null;
}
