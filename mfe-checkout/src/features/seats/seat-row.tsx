// One seat: Full Name, Email and (BCMAS) Region, with Save. Assigning an email sends that person
// their login details; the server says whether it did.
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { apiMessage, logApiError, REGIONS, type Seat, type SeatUpdate, type SeatUpdateResult } from 'shared-api';
import { Button, media, theme, toast } from 'shared-ui';
import { validateSeat } from './validate-seat';

const Row = styled.form`
  display: grid; grid-template-columns: 90px 1fr 1fr 1fr auto; gap: 12px; align-items: end;
  padding: 14px 0; border-top: 1px solid ${theme.color.line};
  &[data-region='false'] { grid-template-columns: 90px 1fr 1fr auto; }
  ${media.mobile} { grid-template-columns: 1fr !important; }
  label { display: flex; flex-direction: column; gap: 4px; font-weight: 600; font-size: 0.9rem; }
  input, select { font: inherit; padding: 10px 12px; min-height: 44px; border: 1px solid ${theme.color.border}; border-radius: 8px; background: #fff; color: ${theme.color.text}; }
  input:focus-visible, select:focus-visible { outline: 3px solid ${theme.color.focus}; outline-offset: 1px; }
`;
const SeatLabel = styled.div`
  align-self: center; font-weight: 700; color: ${theme.color.navy};
  small { display: block; font-weight: 600; color: ${theme.color.muted}; }
  small[data-assigned='true'] { color: ${theme.color.success}; }
`;

export function SeatRow({ seat, onSave }: { seat: Seat; onSave: (id: number, body: SeatUpdate) => Promise<SeatUpdateResult> }) {
  const [name, setName] = useState(seat.name);
  const [email, setEmail] = useState(seat.email);
  const [regionId, setRegionId] = useState<number | null>(seat.regionId ?? (seat.needsRegion ? REGIONS[0].id : null));
  const [saving, setSaving] = useState(false);
  const dirty = name !== seat.name || email !== seat.email || (seat.needsRegion && regionId !== seat.regionId);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = validateSeat({ name, email, regionId }, seat.needsRegion);
    if (problem) {
      toast(problem, 'error');
      return;
    }
    setSaving(true);
    try {
      const body: SeatUpdate = { name: name.trim(), email: email.trim() };
      if (seat.needsRegion && regionId !== null) body.regionId = regionId;
      const result = await onSave(seat.seatId, body);
      setName(result.seat.name);
      setEmail(result.seat.email);
      toast(result.message, 'success');
    } catch (err) {
      logApiError('seats update', err);
      toast(apiMessage(err) ?? 'We could not save this seat. Please try again.', 'error');
    } finally {
      setSaving(false);
    }
  };

  const id = `seat-${seat.seatId}`;
  return (
    <Row onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-label`} data-region={seat.needsRegion} data-testid="seat-row" noValidate>
      <SeatLabel id={`${id}-label`}>
        Seat {seat.seatNumber}
        <small data-assigned={Boolean(seat.email)}>{seat.email ? 'Assigned' : 'Not assigned'}</small>
      </SeatLabel>
      <label>
        Full Name
        <input value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" maxLength={80} required />
      </label>
      <label>
        Email
        <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="off" maxLength={254} />
      </label>
      {seat.needsRegion && (
        <label>
          Region
          <select value={regionId ?? ''} onChange={(e) => setRegionId(Number(e.target.value))}>
            {REGIONS.map((r) => <option key={r.id} value={r.id}>{r.name}</option>)}
          </select>
        </label>
      )}
      <Button type="submit" $variant="secondary" disabled={saving || !dirty} aria-busy={saving}>
        {saving ? 'Saving…' : 'Save'}<span className="visually-hidden"> seat {seat.seatNumber}</span>
      </Button>
    </Row>
  );
}
