// License holder form (spec section 5): one row per seat of a multi-seat certification, Full Name
// required and an email-type input; BCMAS (product 1) seats also pick a region. Save stores the rows
// for this product; editing a saved form makes it unsaved again until Save is pressed.
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { DEFAULT_REGION_ID, loadNameRule, nameProblem, REGION_PRODUCT_ID, REGIONS, type LicenseHolder } from 'shared-api';
import { Button, theme } from 'shared-ui';
import { Field } from './form-controls';

interface Row { name: string; email: string; id: number }
const emptyRow = (): Row => ({ name: '', email: '', id: DEFAULT_REGION_ID });

const Seat = styled.fieldset`
  border: 1px solid ${theme.color.line}; border-radius: 8px; padding: 12px 14px; margin: 0;
  display: grid; grid-template-columns: 1fr 1fr; gap: 12px;
  legend { font-weight: 700; padding: 0 6px; color: ${theme.color.navy}; }
  @media (max-width: 600px) { grid-template-columns: 1fr; }
`;
const Actions = styled.div`display: flex; align-items: center; gap: 12px; flex-wrap: wrap;`;
const Status = styled.span<{ $ok: boolean }>`font-weight: 600; color: ${(p) => (p.$ok ? theme.color.success : theme.color.warning)};`;
const ErrorText = styled.p`color: ${theme.color.danger}; font-weight: 600;`;
const Form = styled.form`display: flex; flex-direction: column; gap: 12px;`;

export function LicenseForm({ productId, productName, seats, saved, onSave, onUnsave }: {
  productId: number;
  productName: string;
  seats: number;
  saved: LicenseHolder[] | undefined;
  onSave: (productId: number, rows: LicenseHolder[]) => void;
  onUnsave: (productId: number) => void;
}) {
  const id = useId();
  const withRegion = productId === REGION_PRODUCT_ID;
  const [draft, setDraft] = useState<Row[]>(() => (saved ?? []).map((h) => ({ name: h.name, email: h.email, id: h.id ?? DEFAULT_REGION_ID })));
  const [error, setError] = useState<string | null>(null);
  const rows = Array.from({ length: seats }, (_, i) => draft[i] ?? emptyRow());
  const isSaved = saved?.length === seats;

  const edit = (i: number, patch: Partial<Row>) => {
    setDraft(() => rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
    setError(null);
    if (saved) onUnsave(productId);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (rows.some((r) => r.name.trim().length === 0)) {
      setError('Enter the full name of every license user.');
      return;
    }
    await loadNameRule(); // the full rule (every top-level domain), loaded by the first Save, not with the page
    const problem = rows.map((r) => nameProblem(r.name.trim(), 'A license user\'s name')).find(Boolean);
    if (problem) {
      setError(`${problem}.`);
      return;
    }
    onSave(productId, rows.map((r) => ({
      productId, name: r.name.trim(), email: r.email.trim(), ...(withRegion ? { id: r.id } : {}),
    })));
  };

  return (
    <Form onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-t`} data-testid={`license-form-${productId}`}>
      <h3 id={`${id}-t`}>License users for {productName}</h3>
      <p>Who will use the {seats} licenses? Each person receives their own learning-platform login.</p>
      {rows.map((r, i) => (
        <Seat key={i}>
          <legend>License {i + 1}</legend>
          <Field>
            <label htmlFor={`${id}-n${i}`}>Full Name</label>
            <input id={`${id}-n${i}`} name={`license-${i}-name`} required autoComplete="off" maxLength={80}
              value={r.name} onChange={(e) => edit(i, { name: e.target.value })} />
          </Field>
          <Field>
            <label htmlFor={`${id}-e${i}`}>Email</label>
            <input id={`${id}-e${i}`} name={`license-${i}-email`} type="email" autoComplete="off" maxLength={254}
              value={r.email} onChange={(e) => edit(i, { email: e.target.value })} />
          </Field>
          {withRegion && (
            <Field>
              <label htmlFor={`${id}-r${i}`}>Region</label>
              <select id={`${id}-r${i}`} name={`license-${i}-region`} value={r.id} onChange={(e) => edit(i, { id: Number(e.target.value) })}>
                {REGIONS.map((g) => <option key={g.id} value={g.id}>{g.name}</option>)}
              </select>
            </Field>
          )}
        </Seat>
      ))}
      {error && <ErrorText role="alert">{error}</ErrorText>}
      <Actions>
        <Button type="submit" $variant="secondary">Save</Button>
        <Status $ok={isSaved} role="status">{isSaved ? 'Saved' : 'Not saved yet'}</Status>
      </Actions>
    </Form>
  );
}
