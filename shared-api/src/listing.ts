// The fields of a product listing (GET /products), in the order the API writes them. Apart from
// the package's index: the API and the tests read it; the browser bundle does not carry it.
import type { ProductListing } from './types';

export const PRODUCT_LISTING_FIELDS = [
  'productId', 'productType', 'productNickName', 'productDetailType', 'productName', 'productTagLine',
  'productPrice', 'strikeoutPrice', 'productImage', 'productExcerpt', 'productRating', 'productFeature',
  'productTags', 'skillTags', 'numberOfModules', 'accessTime', 'offerCme',
] as const satisfies readonly (keyof ProductListing)[];
/** Compiles only when every field of ProductListing is in PRODUCT_LISTING_FIELDS. */
export type ListingFieldsComplete<T extends never = Exclude<keyof ProductListing, (typeof PRODUCT_LISTING_FIELDS)[number]>> = T;

