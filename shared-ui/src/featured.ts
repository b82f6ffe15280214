// The empty cart's suggestions, apart from React (the checkout remote's empty cart, rendered on the
// server and in the browser from the same inlined product list).
import type { ProductListing } from 'shared-api';

export const FEATURED_COUNT = 3;

/** Certifications to suggest: the featured ones (a badge such as Best Seller) first, then by rating. */
export function pickFeaturedCertifications(products: readonly ProductListing[], n = FEATURED_COUNT): ProductListing[] {
  return products
    .filter((p) => p.productType === 'certification')
    .map((p, i) => ({ p, i }))
    .sort((a, b) => Number(!!b.p.productFeature) - Number(!!a.p.productFeature) || b.p.productRating - a.p.productRating || a.i - b.i)
    .slice(0, n)
    .map(({ p }) => p);
}
