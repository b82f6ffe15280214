import { ratingBars, splitReviews, REVIEWS_INLINE } from './reviews';

describe('reviews', () => {
  it('shows 3 inline and puts the rest in the drawer', () => {
    expect(REVIEWS_INLINE).toBe(3);
    expect(splitReviews([1, 2, 3, 4, 5])).toEqual({ inline: [1, 2, 3], rest: [4, 5] });
    expect(splitReviews([1, 2])).toEqual({ inline: [1, 2], rest: [] });
    expect(splitReviews(undefined)).toEqual({ inline: [], rest: [] });
  });
  it('draws scores out of 5 as bars', () => {
    expect(ratingBars([{ name: 'Content', rating: 4.5 }, { name: 'Support', rating: 5 }])).toEqual([
      { name: 'Content', percent: 90, label: '4.5 out of 5' },
      { name: 'Support', percent: 100, label: '5.0 out of 5' },
    ]);
  });
  it('draws shares in percent as bars, capped at 100', () => {
    expect(ratingBars([{ name: '5 stars', rating: 82 }, { name: '4 stars', rating: 12 }, { name: 'odd', rating: 140 }]).map((b) => [b.percent, b.label]))
      .toEqual([[82, '82%'], [12, '12%'], [100, '100%']]);
  });
});
