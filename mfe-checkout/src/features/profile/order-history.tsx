// Order History (spec sections 2.15, 3): one entry per product bought — receipt id, date, one-time or
// installment, image, name, tagline, total — or 'There's nothing here!' with a link to the catalog.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { OrderHistoryEntry } from 'shared-api';
import { Button, Card, media, Skeleton, theme } from 'shared-ui';
import { money } from '../../lib/money';
import { orderDate, paymentModeLabel, type HistoryState } from './use-order-history';

const List = styled.ul`list-style: none; margin: 0; padding: 0; display: grid; gap: 14px;`;
const Entry = styled(Card)`
  display: grid; grid-template-columns: 120px 1fr auto; gap: 18px; align-items: center; padding: 16px;
  ${media.mobile} { grid-template-columns: 80px 1fr; }
  img { width: 120px; height: 80px; object-fit: cover; border-radius: 8px; background: ${theme.color.surfaceAlt}; }
  ${media.mobile} { img { width: 80px; height: 56px; } }
  h3 { margin: 0; font-size: 1.05rem; color: ${theme.color.navy}; }
  p { margin: 2px 0 0; color: ${theme.color.muted}; }
  dl { display: flex; flex-wrap: wrap; gap: 4px 16px; margin: 8px 0 0; font-size: 0.9rem; }
  dt { font-weight: 600; } dd { margin: 0; color: ${theme.color.muted}; }
  div.row { display: flex; gap: 4px; }
`;
const Total = styled.strong`
  font-size: 1.15rem; color: ${theme.color.navy}; white-space: nowrap; text-align: right;
  small { display: block; font-size: 0.8rem; font-weight: 500; color: ${theme.color.muted}; }
  ${media.mobile} { grid-column: 2; }
`;
const Mode = styled.span<{ $installment: boolean }>`
  display: inline-block; padding: 2px 10px; border-radius: 999px; font-size: 0.8rem; font-weight: 700;
  background: ${(p) => (p.$installment ? '#fff3da' : '#e3f3e8')}; color: ${(p) => (p.$installment ? theme.color.accentDark : theme.color.success)};
`;
const Empty = styled(Card)`
  text-align: center; padding: 40px 20px;
  p { margin: 0 0 12px; font-size: 1.2rem; font-weight: 700; color: ${theme.color.navy}; }
  a { font-weight: 700; color: ${theme.color.focus}; }
`;

function OrderEntry({ o }: { o: OrderHistoryEntry }) {
  const installment = o.paymentMode !== 'payment';
  return (
    <li>
      <Entry data-testid="order-entry">
        <img src={o.productImage} alt="" width={120} height={80} loading="lazy" />
        <div>
          <h3>{o.productName}</h3>
          {o.productTagLine && <p>{o.productTagLine}</p>}
          <dl>
            <div className="row"><dt>Receipt</dt><dd><Link to={`/profile/orders/${encodeURIComponent(o.recieptId)}`} aria-label={`Receipt ${o.recieptId} (printable)`}>{o.recieptId}</Link></dd></div>
            <div className="row"><dt>Date</dt><dd>{orderDate(o.created)}</dd></div>
            <div className="row"><dt className="visually-hidden">Payment</dt><dd><Mode $installment={installment}>{paymentModeLabel(o.paymentMode)}</Mode></dd></div>
          </dl>
        </div>
        <Total>
          {money(o.productTotal)}
          {(o.productDiscount ?? 0) > 0 && o.productPrice !== undefined && (
            <small data-testid="order-discount">{money(o.productPrice)} − {money(o.productDiscount!)} discount</small>
          )}
        </Total>
      </Entry>
    </li>
  );
}

export function OrderHistory({ state, onRetry }: { state: HistoryState; onRetry: () => void }) {
  return (
    <section aria-labelledby="order-history-title" aria-busy={state.status === 'loading'}>
      <h2 id="order-history-title">Order History</h2>
      {state.status === 'loading' && (
        <List>{[0, 1].map((i) => <li key={i}><Skeleton $h="112px" /></li>)}</List>
      )}
      {state.status === 'error' && (
        <Empty role="status">
          <p>{state.message ?? 'We could not load your orders.'}</p>
          <Button $variant="ghost" onClick={onRetry}>Try again</Button>
        </Empty>
      )}
      {state.status === 'ready' && state.orders.length === 0 && (
        <Empty data-testid="no-orders">
          <p>There's nothing here!</p>
          <Link to="/catalog">Browse the catalog</Link>
        </Empty>
      )}
      {state.status === 'ready' && state.orders.length > 0 && (
        <List>{state.orders.map((o, i) => <OrderEntry key={`${o.recieptId}-${i}`} o={o} />)}</List>
      )}
    </section>
  );
}
