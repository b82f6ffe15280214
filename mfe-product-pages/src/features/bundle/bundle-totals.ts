// Bundle price breakdown (spec 2.8): 'Purchase Seperately' is the sum of the bundled products,
// 'Purchase Bundled' is the bundle's own price.
import type { ProductSummary } from 'shared-api';

const cents = (n: number | null | undefined) => (Number.isFinite(n) && (n as number) > 0 ? Math.round((n as number) * 100) : 0);

export interface BundleTotals { separately: number; bundled: number; savings: number; savingsPercent: number }

export function bundleTotals(bundle: Pick<ProductSummary, 'productPrice'>, items: readonly Pick<ProductSummary, 'productPrice'>[]): BundleTotals {
  const separately = items.reduce((s, p) => s + cents(p.productPrice), 0);
  const bundled = cents(bundle.productPrice);
  const savings = Math.max(0, separately - bundled);
  return {
    separately: separately / 100,
    bundled: bundled / 100,
    savings: savings / 100,
    savingsPercent: separately > 0 ? Math.round((savings / separately) * 100) : 0,
  };
}
