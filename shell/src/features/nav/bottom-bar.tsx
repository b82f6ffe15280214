import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { useAtomValue } from 'jotai';
import { cartCountAtom } from '../../lib/shell-store';
import { media, theme } from 'shared-ui';
import { Badge, itemsLabel } from './cart-link';

const Bar = styled.nav`
  display: none;
  ${media.mobile} {
    display: grid; grid-template-columns: repeat(4, 1fr); position: fixed; left: 0; right: 0; bottom: 0; z-index: 700;
    height: ${theme.bottomBarHeight}px; background: #fff; border-top: 1px solid ${theme.color.line};
  }
`;
const Item = styled(NavLink)`
  /* the icon's place is fixed from the top (not centred with its label): it does not move while the
     document is parsed, before its label's text has arrived */
  position: relative; display: flex; flex-direction: column; align-items: center; justify-content: flex-start;
  padding-top: ${(theme.bottomBarHeight - 22 - 16) / 2}px; line-height: 16px;
  color: ${theme.color.muted}; text-decoration: none; font-size: 0.75rem; font-weight: 600;
  &.active { color: ${theme.color.navy}; }
  svg { width: 22px; height: 22px; }
  ${Badge} { top: 4px; right: calc(50% - 24px); }
`;
const icon = (d: string) => <svg viewBox="0 0 24 24" aria-hidden="true"><path fill="currentColor" d={d} /></svg>;

export function BottomBar() {
  const count = useAtomValue(cartCountAtom);
  return (
    <Bar aria-label="Quick links" data-testid="bottom-bar">
      <Item to="/" end>{icon('M12 3 2 12h3v8h5v-6h4v6h5v-8h3L12 3Z')}Home</Item>
      <Item to="/catalog">{icon('M4 4h7v7H4V4Zm9 0h7v7h-7V4ZM4 13h7v7H4v-7Zm9 0h7v7h-7v-7Z')}Catalog</Item>
      <Item to="/cart">
        {icon('M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM5.2 4l.4 2H21l-2.2 8.3a2 2 0 0 1-1.9 1.5H8.4a2 2 0 0 1-2-1.6L4.2 2H1V0h4.8l.5 2H5.2Z')}Cart
        <span className="visually-hidden">, {itemsLabel(count)}</span>
        <Badge aria-hidden="true" data-testid="bottom-cart-badge">{count}</Badge>
      </Item>
      <Item to="/profile">{icon('M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0 2c-5 0-9 2.5-9 5.5V22h18v-2.5C21 16.5 17 14 12 14Z')}Account</Item>
    </Bar>
  );
}
