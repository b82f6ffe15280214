import { summary } from '../../test/fixtures';
import { checkedTotal, frequentlyBought, initiallyChecked, FREQUENTLY_BOUGHT_LIMIT } from './frequently-bought';

describe('frequently bought together', () => {
  const four = [summary({ productPrice: 100 }), summary({ productPrice: 250.5 }), summary({ productPrice: 49.99 }), summary({ productPrice: 999 })];

  it('uses at most the first 3 products, in order', () => {
    expect(FREQUENTLY_BOUGHT_LIMIT).toBe(3);
    expect(frequentlyBought(four).map((p) => p.productId)).toEqual(four.slice(0, 3).map((p) => p.productId));
    expect(frequentlyBought(four.slice(0, 2))).toHaveLength(2);
    expect(frequentlyBought([])).toEqual([]);
    expect(frequentlyBought(undefined)).toEqual([]);
  });

  it('pre-checks every product', () => {
    const items = frequentlyBought(four);
    expect(initiallyChecked(items)).toEqual(items.map((p) => p.productId));
  });

  it('never pre-checks a contact-us product (price 0)', () => {
    const items = [summary({ productPrice: 10 }), summary({ productPrice: 0 })];
    expect(initiallyChecked(items)).toEqual([items[0]!.productId]);
  });

  it('totals the checked prices, quantity 1 each, exact to the cent', () => {
    const items = frequentlyBought(four);
    const ids = items.map((p) => p.productId);
    expect(checkedTotal(items, ids)).toBe(400.49);
    expect(checkedTotal(items, [ids[0]!, ids[2]!])).toBe(149.99);
    expect(checkedTotal(items, [])).toBe(0);
    // the fourth product is not part of the block even if its id is passed
    expect(checkedTotal(items, [...ids, four[3]!.productId])).toBe(400.49);
  });
});
