import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, media, theme } from 'shared-ui';
import { money } from '../../lib/money';

const SummaryCard = styled(Card)`
  display: flex; flex-direction: column; gap: 16px;
  h2 { margin: 0; font-size: 1.15rem; }
`;
const Line = styled.p`
  display: flex; justify-content: space-between; gap: 12px; margin: 0; font-size: 1.05rem;
  strong { color: ${theme.color.navy}; font-size: 1.25rem; }
`;
const DesktopOnly = styled.div`${media.mobile} { display: none; }`;

export const itemsLabel = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

const Blocked = styled.p`margin: 0; color: ${theme.color.danger}; font-weight: 600;`;

/** Why checkout is not offered: items no longer on sale are in the cart. */
export const notOnSaleNote = (n: number) => `Delete the ${n === 1 ? 'item' : `${n} items`} no longer on sale to check out.`;

/**
 * 'Subtotal (N items)' and Proceed to Checkout (on mobile the fixed bottom bar carries the button);
 * while items no longer on sale (`blocked`) are in the cart, no checkout: a note says what to do.
 */
export function CartSummary({ count, total, onCheckout, blocked = 0 }: { count: number; total: number; onCheckout: () => void; blocked?: number }) {
  return (
    <SummaryCard as="section" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title">Order summary</h2>
      <Line data-testid="cart-subtotal">
        <span>Subtotal ({itemsLabel(count)})</span>
        <strong>{money(total)}</strong>
      </Line>
      {blocked > 0
        ? <Blocked role="status" data-testid="checkout-blocked">{notOnSaleNote(blocked)}</Blocked>
        : <DesktopOnly><Button $block onClick={onCheckout}>Proceed to Checkout</Button></DesktopOnly>}
    </SummaryCard>
  );
}

const Banner = styled.aside`
  display: flex; gap: 16px; align-items: center; justify-content: space-between; flex-wrap: wrap;
  background: ${theme.color.navy}; color: #fff; border-radius: ${theme.radius}; padding: 18px 20px;
  p { margin: 0; font-weight: 700; font-size: 1.05rem; }
  a { color: ${theme.color.accent}; font-weight: 700; }
`;

/** The bundle banner; its link opens the catalog filtered to bundles. */
export function BundleBanner() {
  return (
    <Banner aria-label="Bundles">
      <p>Bundle your products and save up to 25% off</p>
      <Link to="/catalog" state={{ productTypeSender: 'bundle' }}>See the bundles</Link>
    </Banner>
  );
}

const Bar = styled.div`
  display: none;
  ${media.mobile} {
    display: flex; position: fixed; left: 0; right: 0; bottom: ${theme.bottomBarHeight}px; z-index: 50;
    align-items: center; justify-content: space-between; gap: 12px; padding: 10px 16px;
    background: #fff; border-top: 1px solid ${theme.color.line}; box-shadow: 0 -4px 16px rgba(20, 33, 61, 0.08);
    span { display: flex; flex-direction: column; font-size: 0.85rem; color: ${theme.color.muted}; }
    strong { font-size: 1.2rem; color: ${theme.color.navy}; }
  }
`;
/** Keeps the end of the page visible above the fixed bar on mobile. */
export const MobileBarSpacer = styled.div`
  display: none;
  ${media.mobile} { display: block; height: 76px; }
`;

/** Mobile: a bar fixed above the shell's bottom navigation with the total and Checkout. */
export function MobileCartBar({ total, count, onCheckout, blocked = 0 }: { total: number; count: number; onCheckout: () => void; blocked?: number }) {
  return (
    <Bar data-testid="mobile-cart-bar">
      <span>Total ({itemsLabel(count)})<strong>{money(total)}</strong></span>
      {blocked === 0 && <Button onClick={onCheckout}>Checkout</Button>}
    </Bar>
  );
}
