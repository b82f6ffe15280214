import { similarProducts } from './similar';

describe('similar products', () => {
  it('are items 2 to 4 of bought-together', () => {
    expect(similarProducts(['a', 'b', 'c', 'd', 'e'])).toEqual(['b', 'c', 'd']);
    expect(similarProducts(['a', 'b', 'c', 'd'])).toEqual(['b', 'c', 'd']);
  });
  it('show with exactly 3 bought-together items (items 2 and 3)', () => {
    expect(similarProducts(['a', 'b', 'c'])).toEqual(['b', 'c']);
  });
  it('do not show with fewer than 3', () => {
    expect(similarProducts(['a', 'b'])).toEqual([]);
    expect(similarProducts([])).toEqual([]);
    expect(similarProducts(null)).toEqual([]);
  });
});
