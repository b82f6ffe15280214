// Featured certifications for the home page: the first certifications of the API's product list.
// A failed fetch is only logged (spec section 8); the section then points to the catalog instead.
import { startTransition, useEffect, useRef, useState } from 'react';
import { api, logApiError, type ProductListing } from 'shared-api';
import { stripHtml, useFirstData } from 'shared-ui';

export const FEATURED_COUNT = 4;

export function selectFeatured(products: readonly ProductListing[], count = FEATURED_COUNT): ProductListing[] {
  return products.filter((p) => p.productType === 'certification').slice(0, count);
}

export type FeaturedState = { status: 'loading' | 'error'; products: ProductListing[] } | { status: 'ready'; products: ProductListing[] };

/** The featured certifications; ready at the first render with the route's loader data (the product list). */
export function useFeaturedCertifications(): FeaturedState {
  const first = useFirstData<ProductListing[]>();
  const [state, setState] = useState<FeaturedState>(() => (Array.isArray(first) ? { status: 'ready', products: selectFeatured(first) } : { status: 'loading', products: [] }));
  const had = useRef(Array.isArray(first));
  useEffect(() => {
    if (had.current) return; // the loader's list is this page's
    let live = true;
    api.getProducts()
      // a transition: the cards render in short slices, not one long task (Total Blocking Time)
      .then((all) => { if (live) startTransition(() => setState({ status: 'ready', products: selectFeatured(Array.isArray(all) ? all : []) })); })
      .catch((e: unknown) => {
        logApiError('products (home)', e);
        if (live) setState({ status: 'error', products: [] });
      });
    return () => { live = false; };
  }, []);
  return state;
}

/** Plain text cut at a word boundary to at most `max` characters (spec section 9: 100), with an ellipsis. */
export function truncate(text: string, max = 100): string {
  const t = text.trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** The plain text of an API excerpt (no script text: stripHtml drops it), inline tags dropped without a gap. */
export function excerptText(html: string | null | undefined): string {
  return stripHtml((html ?? '').replace(/<\/?(strong|b|em|i|u|a|span|small|sup|sub)(\s[^>]*)?>/gi, '')).replace(/\s+([,.;:!?])/g, '$1');
}
