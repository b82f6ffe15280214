// A bundle in the cart together with programs it already contains: the buyer would pay for those
// programs twice. The cart says so beside the lines and offers to remove the duplicates.
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
