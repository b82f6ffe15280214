import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useAtomValue } from 'jotai';
import { cartCountAtom } from '../../lib/shell-store';
import { theme } from 'shared-ui';

const A = styled(Link)`
  position: relative; display: inline-flex; align-items: center; justify-content: center; gap: 6px;
  min-width: 44px; min-height: 44px; color: inherit; text-decoration: none;
`;
export const Badge = styled.span`
  position: absolute; top: 2px; right: -2px; min-width: 20px; height: 20px; padding: 0 5px; border-radius: 10px;
  background: ${theme.color.accent}; color: ${theme.color.navy}; font-size: 0.75rem; font-weight: 700;
  display: inline-flex; align-items: center; justify-content: center;
`;

export function CartIcon() {
  return (
    <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM5.2 4l.4 2H21l-2.2 8.3a2 2 0 0 1-1.9 1.5H8.4a2 2 0 0 1-2-1.6L4.2 2H1V0h4.8l.5 2H5.2Z" />
    </svg>
  );
}

export const itemsLabel = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/** The cart link with its badge (cart length), updated on every `cart:changed`, in this tab or another. */
export function CartLink({ className, children }: { className?: string; children?: React.ReactNode }) {
  const count = useAtomValue(cartCountAtom);
  return (
    <A to="/cart" className={className} data-testid="cart-link">
      <CartIcon />
      {children}
      <span className="visually-hidden">Cart, {itemsLabel(count)}</span>
      <Badge data-testid="cart-badge" aria-hidden="true">{count}</Badge>
    </A>
  );
}
