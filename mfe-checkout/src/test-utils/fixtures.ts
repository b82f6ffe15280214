// Test data shaped like the API's answers: a full Product (GET /product), and a priced cart line as
// GET /cart answers it (its fields only: shared-api cart-contract.ts).
import type { PricedCartItem, Product } from 'shared-api';

export function product(over: Partial<Product> & Pick<Product, 'productId' | 'productName'>): Product {
  return {
    productType: 'certification', productNickName: `p-${over.productId}`, productDetailType: 'certification',
    productTagLine: 'Board Certification', productPrice: 1000, strikeoutPrice: null, productImage: `/images/p${over.productId}.webp`,
    productExcerpt: '', productRating: 4.5, productFeature: null, productFeatureImage: null, detailedExcerpt: null,
    longDescription: null, productRatingExcerpt: null, productTags: '', numberOfModules: null, accessTime: null, offerCme: 'No',
    ad: null, skillTags: '', reviewTags: '', learningObjectives: { objectives: [] }, objectives: [], moduleBreakdown: { modules: [] },
    databaseIncludes: { whatsIncluded: [] }, individualReviews: { review: [] }, ratingsBreakdown: { ratings: [] }, audience: [],
    topics: [], boughtTogether: [], bundleProducts: [], related: [], extensionDetails: null, speakers: [], eventStartDate: null,
    eventEndDate: null, eventImage: null, eventVenueImage: null, venueName: null, venueLink: null, agenda: [],
    ...over,
  };
}

export function priced(p: Product, quantity = 1): PricedCartItem {
  const item: PricedCartItem = {
    productId: p.productId, productType: p.productType, productNickName: p.productNickName, productName: p.productName,
    productTagLine: p.productTagLine, productFeature: p.productFeature, productImage: p.productImage, productRating: p.productRating,
    productPrice: p.productPrice, strikeoutPrice: p.strikeoutPrice, quantity, lineTotal: Math.round(p.productPrice * quantity * 100) / 100,
  };
  if (p.productType === 'bundle') item.bundleProducts = p.bundleProducts.map((b) => ({ productId: b.productId }));
  return item;
}

export const BCMAS = product({ productId: 1, productName: 'Board Certified Medical Affairs Specialist (BCMAS)', productPrice: 2399.99, productFeature: 'Best Seller' });
export const PACS = product({ productId: 20, productName: 'Pharmaceutical Affairs Certified Specialist (PACS)', productPrice: 1499 });
export const REPORT = product({ productId: 30, productName: 'MSL Compensation Report 2025', productType: 'report', productDetailType: 'report', productTagLine: 'Market Research', productPrice: 499 });
export const DATABASE = product({ productId: 40, productName: 'Medical Affairs Recruiting Database', productType: 'database', productDetailType: 'database', productTagLine: 'Database', productPrice: 0 });
