import { pickFeaturedCertifications } from './featured';

describe('the empty cart\'s suggestions', () => {
  const p = (productId: number, productType: string, productFeature: string | null, productRating: number) =>
    ({ productId, productType, productFeature, productRating }) as Parameters<typeof pickFeaturedCertifications>[0][number];
  it('certifications only: badged first, then by rating, then in list order; three at most', () => {
    const list = [p(1, 'certification', null, 4.9), p(2, 'report', 'Best Seller', 5), p(3, 'certification', 'New', 4.1),
      p(4, 'certification', null, 4.9), p(5, 'certification', 'Best Seller', 4.5)];
    expect(pickFeaturedCertifications(list).map((x) => x.productId)).toEqual([5, 3, 1]);
    expect(pickFeaturedCertifications(list, 5).map((x) => x.productId)).toEqual([5, 3, 1, 4]);
  });
});
