// The block under Checkout Details (spec section 2.13), one of three: license-user details when the
// cart holds certifications (seat counts, the BCMAS region, license users for multi-seat license
// programs), report details for reports, a generic block otherwise.
import { useId } from 'react';
import styled from 'styled-components';
import { MAX_QUANTITY } from 'shared-cart';
import { REGION_PRODUCT_ID, REGIONS, type LicenseHolder, type PricedCartItem } from 'shared-api';
import { theme } from 'shared-ui';
import { Field, Panel } from './form-controls';
import { LicenseForm } from './license-form';
import { isLicenseProduct, type SavedLicenses } from './validate-checkout';

export type DetailsBlock = 'certification' | 'report' | 'generic';

export function detailsBlockFor(items: Pick<PricedCartItem, 'productType'>[]): DetailsBlock {
  if (items.some((i) => i.productType === 'certification')) return 'certification';
  if (items.some((i) => i.productType === 'report')) return 'report';
  return 'generic';
}

const SeatRow = styled.div`
  display: flex; align-items: center; justify-content: space-between; gap: 12px; flex-wrap: wrap;
  padding: 10px 0; border-top: 1px solid ${theme.color.line};
  strong { color: ${theme.color.navy}; }
`;
const Stepper = styled.div`
  display: inline-flex; align-items: center; gap: 6px;
  button { min-width: 44px; min-height: 44px; border: 1px solid ${theme.color.border}; background: #fff; border-radius: 8px; font-size: 1.2rem; cursor: pointer; }
  button:disabled { opacity: 0.5; cursor: not-allowed; }
  input { width: 72px; min-height: 44px; text-align: center; border: 1px solid ${theme.color.border}; border-radius: 8px; }
`;

function SeatStepper({ item, onQuantity }: { item: PricedCartItem; onQuantity: (productId: number, q: number) => void }) {
  const id = useId();
  const q = item.quantity;
  return (
    <SeatRow>
      <label htmlFor={id}><strong>{item.productName}</strong> — seats</label>
      <Stepper>
        <button type="button" aria-label={`One seat less of ${item.productName}`} disabled={q <= 1} onClick={() => onQuantity(item.productId, q - 1)}>−</button>
        <input id={id} type="number" inputMode="numeric" min={1} max={MAX_QUANTITY} value={q}
          onChange={(e) => { const v = Number(e.target.value); if (Number.isFinite(v) && v >= 1) onQuantity(item.productId, v); }} />
        <button type="button" aria-label={`One seat more of ${item.productName}`} disabled={q >= MAX_QUANTITY} onClick={() => onQuantity(item.productId, q + 1)}>+</button>
      </Stepper>
    </SeatRow>
  );
}

export function CertificationDetails({ items, region, onRegion, onQuantity, saved, onSave, onUnsave }: {
  items: PricedCartItem[];
  region: number;
  onRegion: (id: number) => void;
  onQuantity: (productId: number, quantity: number) => void;
  saved: SavedLicenses;
  onSave: (productId: number, rows: LicenseHolder[]) => void;
  onUnsave: (productId: number) => void;
}) {
  const id = useId();
  const certs = items.filter((i) => i.productType === 'certification');
  const hasRegionProduct = items.some((i) => i.productId === REGION_PRODUCT_ID);
  return (
    <Panel aria-labelledby={`${id}-t`} data-testid="license-details">
      <h2 id={`${id}-t`}>License-user details</h2>
      <p>Buying for a team? Set the number of seats: each seat is one license for one person.</p>
      <div>{certs.map((c) => <SeatStepper key={c.productId} item={c} onQuantity={onQuantity} />)}</div>
      {hasRegionProduct && (
        <Field>
          <label htmlFor={`${id}-region`}>Your region</label>
          <select id={`${id}-region`} name="region" value={region} onChange={(e) => onRegion(Number(e.target.value))}>
            {REGIONS.map((g) => <option key={g.id} value={g.id}>{g.name}</option>)}
          </select>
          <small>Tell us where you practise so that your BCMAS enrolment carries the right regional details.</small>
        </Field>
      )}
      {certs.filter((c) => isLicenseProduct(c.productId) && c.quantity > 1).map((c) => (
        <LicenseForm key={c.productId} productId={c.productId} productName={c.productName} seats={c.quantity}
          saved={saved[c.productId]} onSave={onSave} onUnsave={onUnsave} />
      ))}
    </Panel>
  );
}

export function ReportDetails({ items }: { items: PricedCartItem[] }) {
  const id = useId();
  const reports = items.filter((i) => i.productType === 'report');
  return (
    <Panel aria-labelledby={`${id}-t`} data-testid="report-details">
      <h2 id={`${id}-t`}>Report details</h2>
      <p>
        Your {reports.length === 1 ? 'report is' : 'reports are'} delivered through your learning-platform account: after
        payment, sign in with the details we email you and open My Courses to read or download the full PDF.
      </p>
      <ul>{reports.map((r) => <li key={r.productId}>{r.productName}</li>)}</ul>
      <p>Need a licence for your whole department? Contact our team before you buy and we will prepare a company order.</p>
    </Panel>
  );
}

export function GenericDetails({ items }: { items: PricedCartItem[] }) {
  const id = useId();
  return (
    <Panel aria-labelledby={`${id}-t`} data-testid="generic-details">
      <h2 id={`${id}-t`}>Your purchase</h2>
      <p>After payment you receive a confirmation with the access details of each item at the email above:</p>
      <ul>{items.map((i) => <li key={i.productId}>{i.productName}{i.productTagLine ? ` — ${i.productTagLine}` : ''}</li>)}</ul>
    </Panel>
  );
}
