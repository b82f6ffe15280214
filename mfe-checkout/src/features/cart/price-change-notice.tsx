// A line whose unit price changed since the page showed it (use-priced-cart.ts `changes`): the page
// says so, with the price before and now, rather than changing a figure without a word.
import styled from 'styled-components';
import { theme } from 'shared-ui';
import { money } from '../../lib/money';
import type { PriceChange } from './use-priced-cart';

/** "The price of X changed from $A to $B." (one line), or each line's change in turn. */
export function priceChangeText(changes: PriceChange[]): string {
  const each = (c: PriceChange) => `${c.productName} from ${money(c.from)} to ${money(c.to)}`;
  if (changes.length === 1) return `The price of ${changes[0]!.productName} changed from ${money(changes[0]!.from)} to ${money(changes[0]!.to)}.`;
  return `Prices changed: ${changes.map(each).join('; ')}.`;
}

export const PriceNotice = styled.p`
  margin: 0; padding: 10px 12px; border-radius: 8px; border-left: 4px solid ${theme.color.accent};
  background: #fff8e8; color: ${theme.color.text}; font-weight: 600;
`;

/** The cart page's notice (a status: read out, not an alarm); nothing when no price changed. */
export function PriceChangeNotice({ changes }: { changes: PriceChange[] }) {
  if (changes.length === 0) return null;
  return <PriceNotice role="status" data-testid="price-changed">{priceChangeText(changes)}</PriceNotice>;
}
