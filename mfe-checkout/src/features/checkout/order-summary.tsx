// Order Summary (spec section 2.13): items, Add Promotion Code revealing the promo field (hidden for
// installments), the server's discount result and message, the consent checkbox, the payment type,
// and Continue to Payment. Beside the total: why a price is not the one shown before (the server's
// refusal of a checkout at old prices, or a pricing since).
import { Fragment, useId, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { PaymentType, PricedCartItem, PromoResult } from 'shared-api';
import { Button, CONTACT_US, formatPrice, PRIVACY_POLICY_URL, theme } from 'shared-ui';
import { money } from '../../lib/money';
import { PriceNotice, priceChangeText } from '../cart/price-change-notice';
import type { PriceChange } from '../cart/use-priced-cart';
import { Field, FieldError, LinkButton, Panel } from './form-controls';
import { installmentPlan, INSTALLMENT_MONTHS } from './payment-plan';
import type { PromoState } from './use-promo';

const Items = styled.ul`
  list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 10px;
  li { display: flex; justify-content: space-between; gap: 12px; }
  li span:last-child { white-space: nowrap; font-weight: 600; }
`;
const Totals = styled.dl`
  margin: 0; display: grid; grid-template-columns: 1fr auto; gap: 6px 12px; border-top: 1px solid ${theme.color.line}; padding-top: 12px;
  dt { margin: 0; } dd { margin: 0; text-align: right; font-weight: 600; }
  dt.total, dd.total { font-size: 1.2rem; color: ${theme.color.navy}; font-weight: 800; }
  dd.saving { color: ${theme.color.success}; }
  dt.plan, dd.plan { font-size: 0.95rem; font-weight: 500; color: ${theme.color.muted}; }
`;
const PromoRow = styled.form`
  display: flex; gap: 8px; align-items: flex-end;
  > div { flex: 1; }
`;
const PromoMessage = styled.p<{ $ok: boolean }>`color: ${(p) => (p.$ok ? theme.color.success : theme.color.danger)}; font-weight: 600;`;
const Options = styled.fieldset`
  border: 0; padding: 0; margin: 0; display: flex; flex-direction: column; gap: 8px;
  legend { font-weight: 700; color: ${theme.color.navy}; margin-bottom: 6px; padding: 0; }
  label { display: flex; gap: 10px; align-items: center; min-height: 32px; cursor: pointer; }
  input { width: 20px; height: 20px; }
`;
const Consent = styled.label`
  display: flex; gap: 10px; align-items: flex-start; cursor: pointer;
  input { width: 20px; height: 20px; margin-top: 2px; flex: none; }
`;
const Note = styled.p`margin: 8px 0 0; font-size: 0.9rem; color: ${theme.color.muted};`;
const ErrorText = styled.p`color: ${theme.color.danger}; font-weight: 600;`;
const Blocked = styled.p`margin: 0; color: ${theme.color.danger}; font-weight: 600;`;

export interface OrderSummaryProps {
  /** The priced lines (checkout shows the summary only once they are priced). */
  items: PricedCartItem[];
  subtotal: number;
  /** The server's reason for refusing a checkout at prices it no longer charges (the new ones are shown). */
  priceNotice?: string | null;
  /** Lines whose price changed since the page showed them. */
  priceChanges?: PriceChange[];
  promo: PromoState & { accepted: PromoResult | null };
  onPromoOpen: () => void;
  onPromoCode: (code: string) => void;
  onPromoApply: (code: string) => void;
  installmentsOffered: boolean;
  /** Why installments are not offered for this cart (the items that keep it out), when they are not. */
  installmentsNote?: string | null;
  paymentType: PaymentType;
  onPaymentType: (t: PaymentType) => void;
  termsAgreed: boolean;
  onTerms: (v: boolean) => void;
  submitting: boolean;
  submitError: string | null;
  /** Shown under the consent checkbox and tied to it after a refused Continue to Payment. */
  termsError?: string;
  /** Why Continue to Payment does not go to payment yet (a program the order's bundle already includes), beside the button. */
  blocked?: string | null;
  onContinue: () => void;
}

export function OrderSummary(p: OrderSummaryProps) {
  const id = useId();
  const savings = p.promo.accepted?.totalSavings ?? 0;
  const total = p.promo.accepted?.discountedTotal ?? p.subtotal;
  const applyPromo = (e: FormEvent) => { e.preventDefault(); p.onPromoApply(p.promo.code); };

  return (
    <Panel aria-labelledby={`${id}-t`} data-testid="order-summary">
      <h2 id={`${id}-t`}>Order Summary</h2>
      <Items>
        {p.items.map((i) => (
          <li key={i.productId}>
            <span>{i.productName}{i.quantity > 1 ? ` × ${i.quantity}` : ''}</span>
            <span>{formatPrice(i.productPrice) ? money(i.lineTotal) : CONTACT_US}</span>
          </li>
        ))}
      </Items>

      {p.paymentType === 'installment' && p.promo.setAside && (
        <Note role="status" data-testid="promo-set-aside">
          Promotion codes apply to full payment only: {p.promo.setAside.code} (−{money(p.promo.setAside.savings)}) is set aside while you pay in {INSTALLMENT_MONTHS} monthly installments. Choose Full payment to use it again.
        </Note>
      )}
      {p.paymentType === 'fullPayment' && (
        p.promo.open ? (
          <div>
            <PromoRow onSubmit={applyPromo}>
              <Field>
                <label htmlFor={`${id}-promo`}>Promotion code</label>
                <input id={`${id}-promo`} name="coupon" autoComplete="off" maxLength={64} value={p.promo.code}
                  onChange={(e) => p.onPromoCode(e.target.value)} aria-describedby={`${id}-promo-msg`}
                  aria-invalid={p.promo.message && !p.promo.accepted ? true : undefined} />
              </Field>
              <Button type="submit" $variant="secondary" disabled={p.promo.busy} aria-busy={p.promo.busy}>Apply</Button>
            </PromoRow>
            <div id={`${id}-promo-msg`} aria-live="polite" data-testid="promo-message">
              {p.promo.message && <PromoMessage $ok={!!p.promo.accepted}>{p.promo.message}</PromoMessage>}
            </div>
          </div>
        ) : (
          <LinkButton type="button" onClick={p.onPromoOpen}>Add Promotion Code</LinkButton>
        )
      )}

      <Totals>
        <dt>Subtotal</dt><dd>{money(p.subtotal)}</dd>
        {savings > 0 && (<><dt>Discount ({p.promo.applied})</dt><dd className="saving" data-testid="promo-savings">−{money(savings)}</dd></>)}
        <dt className="total">Total</dt><dd className="total" data-testid="order-total">{money(total)}</dd>
        {p.paymentType === 'installment' && installmentPlan(total).map((amount, i) => (
          <Fragment key={i}>
            <dt className="plan">{i === 0 ? 'Pay today' : `In ${i} month${i > 1 ? 's' : ''}`}</dt>
            <dd className="plan" data-testid="installment">{money(amount)}</dd>
          </Fragment>
        ))}
      </Totals>
      {p.priceNotice
        ? <PriceNotice role="alert" data-testid="price-changed">{p.priceNotice}</PriceNotice>
        : p.priceChanges && p.priceChanges.length > 0 && <PriceNotice role="status" data-testid="price-changed">{priceChangeText(p.priceChanges)}</PriceNotice>}

      <Options>
        <legend>Payment type</legend>
        <label>
          <input type="radio" name={`${id}-pay`} value="fullPayment" checked={p.paymentType === 'fullPayment'} onChange={() => p.onPaymentType('fullPayment')} />
          Full payment
        </label>
        {p.installmentsOffered && (
          <label>
            <input type="radio" name={`${id}-pay`} value="installment" checked={p.paymentType === 'installment'} onChange={() => p.onPaymentType('installment')} />
            {INSTALLMENT_MONTHS} monthly installments
          </label>
        )}
        {!p.installmentsOffered && p.installmentsNote && <Note data-testid="installments-note">{p.installmentsNote}</Note>}
      </Options>

      <div>
        <Consent>
          <input type="checkbox" name="termsAgreed" checked={p.termsAgreed} onChange={(e) => p.onTerms(e.target.checked)}
            aria-invalid={p.termsError ? true : undefined} aria-describedby={p.termsError ? `${id}-terms-error` : undefined} />
          <span>I Agree with the privacy policy &amp; payment terms</span>
        </Consent>
        {p.termsError && <FieldError id={`${id}-terms-error`}>{p.termsError}</FieldError>}
        <small>Read the <a href={PRIVACY_POLICY_URL} target="_blank" rel="noopener noreferrer">privacy policy<span className="visually-hidden"> (opens in a new tab)</span></a> and the <Link to="/terms">payment terms</Link>.</small>
      </div>

      {p.blocked && <Blocked role="status" data-testid="payment-blocked">{p.blocked}</Blocked>}
      <Button $block onClick={p.onContinue} disabled={p.submitting} aria-busy={p.submitting}>
        {p.submitting ? 'Redirecting to payment…' : 'Continue to Payment'}
      </Button>
      {p.submitError && <ErrorText role="alert">{p.submitError}</ErrorText>}
    </Panel>
  );
}
