import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { PricedCartItem } from 'shared-api';
import { media, Price, Skeleton, theme } from 'shared-ui';
import { Panel } from './form-controls';

const List = styled.ul`list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column;`;
const Item = styled.li`
  display: grid; grid-template-columns: 72px 1fr auto; gap: 14px; align-items: center; padding: 10px 0;
  border-top: 1px solid ${theme.color.line};
  &:first-child { border-top: 0; }
  img { width: 72px; height: 48px; border-radius: 6px; object-fit: cover; background: ${theme.color.surfaceAlt}; }
  p { margin: 0; }
  .name { font-weight: 700; color: ${theme.color.navy}; }
  .tag, .note { color: ${theme.color.muted}; font-size: 0.9rem; }
  ${media.mobile} { grid-template-columns: 72px 1fr; > :last-child { grid-column: 2; } }
`;

/** The cart summary at the top of checkout; items sold by contacting the team are marked as not paid here. */
export function CheckoutCartSummary({ items, loading, count }: { items: PricedCartItem[]; loading: boolean; count: number }) {
  return (
    <Panel aria-labelledby="checkout-cart-t" data-testid="checkout-cart">
      <h2 id="checkout-cart-t">Your cart</h2>
      <List aria-busy={loading}>
        {loading
          ? Array.from({ length: Math.max(1, count) }, (_, i) => <Item key={i} aria-hidden="true"><Skeleton $w="72px" $h="48px" /><Skeleton $h="20px" $w="70%" /><Skeleton $w="80px" $h="24px" /></Item>)
          : items.map((i) => (
            <Item key={i.productId}>
              <img src={i.productImage} alt="" width={72} height={48} />
              <div>
                <p className="name">{i.productName}{i.quantity > 1 ? ` (${i.quantity} seats)` : ''}</p>
                <p className="tag">{i.productTagLine}</p>
                {!(i.productPrice > 0) && (
                  <p className="note">Sold by contacting our team, so it is not part of this payment. <Link to="/contact-us">Contact us</Link></p>
                )}
              </div>
              <Price price={i.productPrice} />
            </Item>
          ))}
      </List>
      {/* after the lines: while they are placeholders (shorter than a priced line) it would move */}
      {!loading && <p><Link to="/cart">Edit your cart</Link></p>}
    </Panel>
  );
}
