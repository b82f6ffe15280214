// Test data shaped like the API's products.
import type { Product, ProductSummary, ProductType } from 'shared-api';

let nextId = 100;
export function summary(over: Partial<ProductSummary> = {}): ProductSummary {
  const id = over.productId ?? nextId++;
  return {
    productId: id, productType: 'certification', productNickName: `item-${id}`, productDetailType: 'certification',
    productName: `Program ${id}`, productTagLine: 'Certificate', productPrice: 100, strikeoutPrice: null,
    productImage: `/images/item-${id}.webp`, productExcerpt: `<p>About program ${id}.</p>`, productRating: 4.6, productFeature: null,
    ...over,
  };
}

export function product(over: Partial<Product> = {}, type: ProductType = 'certification'): Product {
  return {
    ...summary({ productType: type, productDetailType: type, productNickName: 'sample', productName: 'Sample Program', productPrice: 1499, ...over }),
    productFeatureImage: null, detailedExcerpt: null, longDescription: null, productRatingExcerpt: '1,200+ graduates',
    productTags: '', numberOfModules: 12, accessTime: '6 months', offerCme: 'Yes', ad: null, skillTags: '', reviewTags: '',
    learningObjectives: { objectives: [] }, objectives: [], moduleBreakdown: { modules: [] }, databaseIncludes: { whatsIncluded: [] },
    individualReviews: { review: [] }, ratingsBreakdown: { ratings: [] }, audience: [], topics: [],
    boughtTogether: [], bundleProducts: [], related: [], extensionDetails: null, speakers: [],
    eventStartDate: null, eventEndDate: null, eventImage: null, eventVenueImage: null, venueName: null, venueLink: null, agenda: [],
    ...over,
  } as Product;
}
