import { bundleTotals } from './bundle-totals';

describe('bundle totals', () => {
  it('compares the sum of the bundled products with the bundle price', () => {
    expect(bundleTotals({ productPrice: 2999.99 }, [{ productPrice: 2399.99 }, { productPrice: 1499 }, { productPrice: 0.01 }]))
      .toEqual({ separately: 3899, bundled: 2999.99, savings: 899.01, savingsPercent: 23 });
  });
  it('never reports negative savings', () => {
    expect(bundleTotals({ productPrice: 500 }, [{ productPrice: 100 }])).toEqual({ separately: 100, bundled: 500, savings: 0, savingsPercent: 0 });
  });
  it('handles an empty bundle', () => {
    expect(bundleTotals({ productPrice: 100 }, [])).toEqual({ separately: 0, bundled: 100, savings: 0, savingsPercent: 0 });
  });
});
