// A bundle in the cart together with programs it already contains: the buyer would pay for those
// programs twice. The cart and the checkout say so beside the lines and offer to remove the
// duplicates; the checkout goes to payment only without them (and the API refuses such an order:
// api/src/cart/bundle-overlap.ts, the same rule).
import styled from 'styled-components';
import type { PricedCartItem } from 'shared-api';
import { Button, theme } from 'shared-ui';
import { listOf } from '../../lib/words';

export interface BundleOverlap { bundle: PricedCartItem; parts: PricedCartItem[] }

/** Each bundle of the cart with the other lines of the cart that it already contains (only bundles that have some). */
export function bundleOverlaps(items: PricedCartItem[]): BundleOverlap[] {
  return items
    .filter((b) => b.productType === 'bundle' && (b.bundleProducts?.length ?? 0) > 0)
    .map((bundle) => ({
      bundle,
      parts: items.filter((i) => i.productId !== bundle.productId && (bundle.bundleProducts ?? []).some((p) => p.productId === i.productId)),
    }))
    .filter((o) => o.parts.length > 0);
}

/**
 * What Continue to Payment says while a bundle and a program it contains are both in the order (null
 * when none is): the programs to remove.
 */
export function bundleOverlapBlock(overlaps: BundleOverlap[]): string | null {
  if (overlaps.length === 0) return null;
  const parts = overlaps.flatMap((o) => o.parts);
  const names = listOf([...new Set(parts.map((p) => p.productName))]);
  const bundles = listOf(overlaps.map((o) => o.bundle.productName));
  const one = new Set(parts.map((p) => p.productId)).size === 1;
  return `Remove ${names} from your cart to continue to payment: ${bundles} already include${overlaps.length === 1 ? 's' : ''} ${one ? 'it' : 'them'}.`;
}

const Box = styled.div`
  border: 1px solid ${theme.color.accent}; background: #fff8e8; border-radius: ${theme.radius}; padding: 14px 16px; margin: 8px 0 12px;
  display: flex; flex-direction: column; gap: 10px; align-items: flex-start;
  p { margin: 0; }
`;

export function BundleOverlapNotice({ overlaps, onRemove }: { overlaps: BundleOverlap[]; onRemove: (productIds: number[]) => void }) {
  if (overlaps.length === 0) return null;
  return (
    <>
      {overlaps.map(({ bundle, parts }) => {
        const names = listOf(parts.map((p) => p.productName));
        return (
          <Box key={bundle.productId} role="status" data-testid="bundle-overlap">
            <p>
              <strong>{bundle.productName}</strong> already includes {names}, which {parts.length === 1 ? 'is' : 'are'} also in your cart: as it stands you would pay for {parts.length === 1 ? 'it' : 'them'} twice.
            </p>
            <Button $variant="secondary" onClick={() => onRemove(parts.map((p) => p.productId))}>
              Remove {names} from the cart
            </Button>
          </Box>
        );
      })}
    </>
  );
}
