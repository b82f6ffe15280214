// /profile/orders/:receiptNumber, guarded by the shell: the printable receipt of one order of the
// signed-in buyer (for company buyers' records): order number, date, buyer, items, discounts, taxes
// when any, total, payment status, and the council's name and address. The API answers only the
// order's owner (another account's number is a 404, shown as "not in your account"). Printing shows
// the receipt alone: the store's bars, footer and the page's buttons are left out.
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled, { createGlobalStyle } from 'styled-components';
import { api, errorResponse, logApiError, type OrderReceipt } from 'shared-api';
import { Button, Container, media, Skeleton, theme } from 'shared-ui';
import { lineDollars, money } from '../lib/money';
import type { PageMeta, PageMetaArgs } from 'shared-api/page-meta';

type State = { status: 'loading' } | { status: 'ready'; receipt: OrderReceipt } | { status: 'not-found' } | { status: 'error' };

const PrintOnlyReceipt = createGlobalStyle`
  @media print {
    body > #root header, body > #root footer, [data-testid='bottom-bar'], [data-testid='toasts'], .receipt-actions, a[href='#main'] { display: none !important; }
    body { background: #fff; }
    #main { padding: 0 !important; }
    @page { margin: 16mm; }
  }
`;

const Page = styled(Container)`
  max-width: 860px; padding-top: 32px; padding-bottom: 56px;
  @media print { max-width: none; padding: 0; }
`;
const Sheet = styled.article`
  background: #fff; border: 1px solid ${theme.color.line}; border-radius: ${theme.radius}; padding: 32px;
  @media print { border: 0; padding: 0; }
  h1 { margin: 0 0 4px; font-size: 1.6rem; }
  h2 { font-size: 1rem; margin: 0 0 6px; text-transform: uppercase; letter-spacing: 0.06em; color: ${theme.color.muted}; }
  address { font-style: normal; }
  table { width: 100%; border-collapse: collapse; margin: 8px 0 0; }
  th, td { text-align: left; padding: 10px 8px; border-bottom: 1px solid ${theme.color.line}; vertical-align: top; }
  th.num, td.num { text-align: right; white-space: nowrap; }
  thead th { font-size: 0.85rem; color: ${theme.color.muted}; }
  th[scope='row'] { overflow-wrap: anywhere; }
  .per-unit { display: none; }
  ${media.mobile} { padding: 20px 16px; }
  /* a phone: the quantity and unit price move under the item's name, and the tables tighten, so
     everything fits the screen */
  @media (max-width: 560px) {
    padding: 16px 12px;
    table { font-size: 0.9rem; }
    th, td { padding: 8px 3px; }
    .qty, .unit { display: none; }
    .per-unit { display: inline; }
  }
`;
const Head = styled.header`
  display: flex; justify-content: space-between; gap: 24px; flex-wrap: wrap; margin-bottom: 24px;
  p { margin: 0; }
`;
const Parties = styled.div`
  display: grid; grid-template-columns: repeat(auto-fit, minmax(220px, 1fr)); gap: 20px; margin-bottom: 24px;
  > section { min-width: 0; overflow-wrap: anywhere; } /* a long email address wraps instead of widening the page */
  dl { margin: 0; display: grid; grid-template-columns: auto 1fr; gap: 4px 12px; }
  dt { font-weight: 600; } dd { margin: 0; }
`;
const Totals = styled.dl`
  margin: 16px 0 0 auto; max-width: 360px; display: grid; grid-template-columns: 1fr auto; gap: 6px 16px;
  dd { margin: 0; text-align: right; }
  .total { font-weight: 800; font-size: 1.15rem; color: ${theme.color.navy}; }
`;
const Actions = styled.div`display: flex; gap: 12px; flex-wrap: wrap; align-items: center; margin-bottom: 16px;`;

/** A line at its price before the promotion (quantity × unit price, to the cent): the lines add up to the subtotal. */
export const lineAmount = (l: Pick<OrderReceipt['lines'][number], 'quantity' | 'unitPrice'>): number => lineDollars(l.unitPrice, l.quantity);

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

function ReceiptSheet({ r }: { r: OrderReceipt }) {
  return (
    <Sheet data-testid="receipt" aria-labelledby="receipt-title">
      <Head>
        <div>
          <h1 id="receipt-title">Receipt {r.receiptNumber}</h1>
          <p>Order date: {day(r.created)}</p>
        </div>
        <div>
          <h2>Issued by</h2>
          <address data-testid="receipt-seller">
            <strong>{r.seller.name}</strong><br />
            {r.seller.address.map((line) => <span key={line}>{line}<br /></span>)}
            {r.seller.email}
          </address>
        </div>
      </Head>
      <Parties>
        <section aria-labelledby="receipt-buyer">
          <h2 id="receipt-buyer">Billed to</h2>
          <p data-testid="receipt-buyer">{r.buyer.name}<br />{r.buyer.email}</p>
          {r.buyer.learnerEmail && <p>Learning platform account: {r.buyer.learnerEmail}</p>}
        </section>
        <section aria-labelledby="receipt-order">
          <h2 id="receipt-order">Order</h2>
          <dl>
            <dt>Order number</dt><dd>{r.receiptNumber}</dd>
            <dt>Date</dt><dd>{day(r.created)}</dd>
            <dt>Payment</dt><dd>{r.paymentMode === 'payment' ? 'One-time payment' : 'Installments'}</dd>
            <dt>Status</dt><dd data-testid="receipt-status">{r.paymentStatus}</dd>
          </dl>
        </section>
      </Parties>
      <table className="items">
        <caption className="visually-hidden">Items</caption>
        <thead>
          <tr><th scope="col">Item</th><th scope="col" className="num qty">Qty</th><th scope="col" className="num unit">Unit price</th><th scope="col" className="num">Amount</th></tr>
        </thead>
        <tbody>
          {r.lines.map((l, i) => (
            <tr key={`${l.productName}-${i}`} data-testid="receipt-line">
              <th scope="row">
                {l.productName}{l.productTagLine ? <><br /><small>{l.productTagLine}</small></> : null}
                <small className="per-unit" aria-hidden="true"><br />{l.quantity} × {money(l.unitPrice)}</small>
              </th>
              <td className="num qty">{l.quantity}</td>
              <td className="num unit">{money(l.unitPrice)}</td>
              <td className="num">{money(lineAmount(l))}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Totals data-testid="receipt-totals">
        <dt>Subtotal</dt><dd>{money(r.subtotal)}</dd>
        {r.discount > 0 && <><dt>Discount{r.couponCode ? ` (${r.couponCode})` : ''}</dt><dd>−{money(r.discount)}</dd></>}
        {r.taxes.map((t) => <div key={t.name} style={{ display: 'contents' }}><dt>{t.name}</dt><dd>{money(t.amount)}</dd></div>)}
        <dt className="total">Total ({r.currency})</dt><dd className="total">{money(r.total)}</dd>
      </Totals>
      {r.installments.length > 0 && (
        <section aria-labelledby="receipt-plan" style={{ marginTop: 24 }}>
          <h2 id="receipt-plan">Installment plan</h2>
          <table>
            <thead><tr><th scope="col">Payment</th><th scope="col">Due</th><th scope="col">Status</th><th scope="col" className="num">Amount</th></tr></thead>
            <tbody>
              {r.installments.map((i) => (
                <tr key={i.number}>
                  <th scope="row">{i.number} of {r.installments.length}</th>
                  <td>{day(i.dueAt)}</td>
                  <td>{i.status === 'paid' ? `Paid${i.paidAt ? ` ${day(i.paidAt)}` : ''}` : i.status === 'failed' ? 'Failed' : 'Scheduled'}</td>
                  <td className="num">{money(i.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </Sheet>
  );
}

/** What the page says in the head: the receipt of its order number. */
export const handle = {
  meta: ({ params }: PageMetaArgs): PageMeta => ({ title: `Receipt ${(params.receiptNumber ?? '').toUpperCase()} | ACMA`, description: 'The printable receipt of your ACMA order.' }),
};

export default function ReceiptPage() {
  const { receiptNumber = '' } = useParams<{ receiptNumber: string }>();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    api.orderReceipt(receiptNumber)
      .then((receipt) => { if (live) setState({ status: 'ready', receipt }); })
      .catch((e: unknown) => {
        const status = errorResponse(e)?.status;
        if (status !== 404 && status !== 400) logApiError('order receipt', e);
        if (live) setState({ status: status === 404 || status === 400 ? 'not-found' : 'error' });
      });
    return () => { live = false; };
  }, [receiptNumber, attempt]);

  return (
    <Page>
      <PrintOnlyReceipt />
      <Actions className="receipt-actions">
        <Link to="/profile">← Back to your orders</Link>
        {state.status === 'ready' && <Button onClick={() => window.print()}>Print receipt</Button>}
      </Actions>
      {state.status === 'loading' && <div aria-busy="true"><h1 className="visually-hidden">Receipt</h1><Skeleton $h="420px" /></div>}
      {state.status === 'ready' && <ReceiptSheet r={state.receipt} />}
      {state.status === 'not-found' && (
        <div data-testid="receipt-not-found">
          <h1>We could not find this order</h1>
          <p>There is no order {receiptNumber.toUpperCase()} in your account. Your orders, each with its receipt, are on your <Link to="/profile">profile</Link>.</p>
        </div>
      )}
      {state.status === 'error' && (
        <div role="status">
          <h1>We could not load this receipt</h1>
          <Button $variant="ghost" onClick={() => setAttempt((a) => a + 1)}>Try again</Button>
        </div>
      )}
    </Page>
  );
}
