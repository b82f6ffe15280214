// A bundle and a program it already includes in the same order: the buyer would pay for that program
// twice. The cart page says so and offers to remove the program (mfe-checkout
// features/cart/bundle-overlap.tsx, the same rule on GET /cart's lines); the checkout refuses such an
// order (payments/price-order.ts), whatever the page sent, naming the bundle and the program.
import type { Product } from 'shared-api/contract';

type Line = Pick<Product, 'productId' | 'productName' | 'productType'> & { bundleProducts?: readonly { productId: number }[] };

export interface BundleOverlap<L extends Line = Line> { bundle: L; parts: L[] }

/** Each bundle of the lines with the other lines that it already includes (only bundles that have some), in line order. */
export function bundleOverlaps<L extends Line>(lines: readonly L[]): BundleOverlap<L>[] {
  return lines
    .filter((b) => b.productType === 'bundle')
    .map((bundle) => {
      const included = new Set((bundle.bundleProducts ?? []).map((p) => p.productId));
      return { bundle, parts: lines.filter((l) => l.productId !== bundle.productId && included.has(l.productId)) };
    })
    .filter((o) => o.parts.length > 0);
}

/** Names as a sentence lists them: "A", "A and B", "A, B and C". */
const listOf = (names: string[]): string => (names.length <= 1 ? names[0] ?? '' : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]!}`);

/**
 * Why the order is refused: one sentence per bundle naming it and the programs of the order it
 * includes, and what to do (the cart's notice says the same).
 */
export function bundleOverlapMessage(overlaps: readonly BundleOverlap[]): string {
  return overlaps.map(({ bundle, parts }) => {
    const one = parts.length === 1;
    return `${bundle.productName} already includes ${listOf(parts.map((p) => p.productName))}, which ${one ? 'is' : 'are'} also in this order: `
      + `remove ${one ? 'it' : 'them'} (or the bundle) so that nothing is paid for twice.`;
  }).join(' ');
}
