// The awards nomination form (spec 2.20): self or peer nomination, native accessible fields, sent
// through the lead form endpoint as 'summit-nomination'.
import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { api, apiMessage, logApiError } from 'shared-api';
import { getUtm } from 'shared-cart';
import { Button, theme, toast } from 'shared-ui';
import type { Award } from '../../lib/summit-content';
import {
  FieldRow, FormMessage, RequiredNote, SelectField, TextAreaField, TextField, cleanValues, focusFirstError, validateFields, type FieldDef,
} from 'shared-ui/forms';

export const NOMINATION_FORM = 'summit-nomination';

export type NominationKey =
  | 'nomination_type' | 'award' | 'nominee_firstname' | 'nominee_lastname' | 'nominee_email' | 'nominee_jobtitle'
  | 'nominee_company' | 'nominee_linkedin' | 'nominator_name' | 'nominator_email' | 'reason';
export type NominationValues = Record<NominationKey, string>;

export const emptyNomination: NominationValues = {
  nomination_type: '', award: '', nominee_firstname: '', nominee_lastname: '', nominee_email: '', nominee_jobtitle: '',
  nominee_company: '', nominee_linkedin: '', nominator_name: '', nominator_email: '', reason: '',
};

export const REASON_MIN = 50;

type FieldErrors<K extends string> = Partial<Record<K, string>>;
type NominationField = FieldDef & { name: NominationKey };

/** The nomination form's rules for the awards given and the kind of nomination (the layout below is the form's own). */
export function nominationFields(awardIds: string[], peer: boolean): NominationField[] {
  const fields: NominationField[] = [
    { name: 'nomination_type', label: 'Who are you nominating?', type: 'select', options: ['self', 'peer'], required: 'Please say whether you are nominating yourself or someone else.' },
    { name: 'award', label: 'Award', type: 'select', options: awardIds, required: 'Please choose an award.' },
    { name: 'nominee_firstname', label: 'First name', type: 'text', required: "Please enter the nominee's first name.", minLength: 2, tooShort: "Please enter at least 2 letters of the nominee's first name." },
    { name: 'nominee_lastname', label: 'Last name', type: 'text', required: "Please enter the nominee's last name.", minLength: 2, tooShort: "Please enter at least 2 letters of the nominee's last name." },
    { name: 'nominee_email', label: 'Email', type: 'email', required: "Please enter the nominee's email address." },
    { name: 'nominee_jobtitle', label: 'Job title', type: 'text', required: "Please enter the nominee's job title.", minLength: 2, maxLength: 160 },
    { name: 'nominee_company', label: 'Company or organization', type: 'text', required: "Please enter the nominee's company or organization.", minLength: 2, maxLength: 160 },
    { name: 'nominee_linkedin', label: 'Professional profile address', type: 'url' },
  ];
  if (peer) {
    fields.push(
      { name: 'nominator_name', label: 'Your name', type: 'text', required: 'Please enter your own name.', minLength: 2 },
      { name: 'nominator_email', label: 'Your email', type: 'email', required: 'Please enter your own email address.' },
    );
  }
  fields.push({
    name: 'reason', label: 'Why does this nomination deserve the award?', type: 'textarea', maxLength: 4000, minLength: REASON_MIN,
    required: `Please tell us why in at least ${REASON_MIN} characters.`, tooShort: `Please tell us why in at least ${REASON_MIN} characters.`,
  });
  return fields;
}

export function validateNomination(values: NominationValues, awardIds: string[]): FieldErrors<NominationKey> {
  const errors = validateFields(nominationFields(awardIds, values.nomination_type === 'peer'), values);
  if (errors.award && values.award && !awardIds.includes(values.award)) errors.award = 'Please choose an award.';
  return errors;
}

const Fieldset = styled.fieldset`
  border: 1px solid ${theme.color.line}; border-radius: ${theme.radius}; padding: 12px 16px 4px; margin: 0 0 16px;
  legend { font-weight: 600; color: ${theme.color.navy}; padding: 0 6px; }
  label { display: flex; align-items: center; gap: 10px; min-height: 44px; cursor: pointer; }
  input { width: 20px; height: 20px; }
`;
const Err = styled.p`color: ${theme.color.danger}; font-weight: 600; font-size: .9rem; margin: 0 0 12px;`;

export function NominationForm({ awards }: { awards: Award[] }) {
  const [values, setValues] = useState<NominationValues>(emptyNomination);
  const [errors, setErrors] = useState<FieldErrors<NominationKey>>({});
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const ref = useRef<HTMLFormElement>(null);
  const typeErrId = useId();
  const set = (k: NominationKey) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [k]: e.target.value }));
  const peer = values.nomination_type === 'peer';

  const onSubmit = async (ev: FormEvent) => {
    ev.preventDefault();
    const errs = validateNomination(values, awards.map((a) => a.id));
    setErrors(errs);
    if (Object.keys(errs).length > 0) { focusFirstError(ref.current, errs); return; }
    setSending(true);
    setResult(null);
    try {
      const v = cleanValues(nominationFields(awards.map((a) => a.id), peer), values) as NominationValues;
      const award = awards.find((a) => a.id === v.award)!;
      const fields: Record<string, string> = { ...v, award_name: award.name };
      if (!peer) { delete fields.nominator_name; delete fields.nominator_email; }
      for (const k of Object.keys(fields)) if (!fields[k]) delete fields[k];
      await api.submitLead(NOMINATION_FORM, fields, getUtm());
      const text = `Thank you! Your nomination of ${v.nominee_firstname} ${v.nominee_lastname} for ${award.name} has been received. We will email you if we need anything else.`;
      setResult({ kind: 'success', text });
      toast('Nomination received', 'success');
      setValues(emptyNomination);
    } catch (err) {
      logApiError('nomination', err);
      setResult({ kind: 'error', text: apiMessage(err) ?? 'We could not send your nomination. Please try again in a moment.' });
    } finally {
      setSending(false);
    }
  };

  return (
    <form ref={ref} onSubmit={(e) => void onSubmit(e)} noValidate aria-busy={sending} aria-labelledby="nomination-form-title">
      <RequiredNote>Fields marked * are required.</RequiredNote>
      <Fieldset aria-describedby={errors.nomination_type ? typeErrId : undefined}>
        <legend>Who are you nominating? <span aria-hidden="true" style={{ color: theme.color.danger }}>*</span></legend>
        <label><input type="radio" name="nomination_type" value="self" checked={values.nomination_type === 'self'} onChange={set('nomination_type')} aria-invalid={errors.nomination_type ? true : undefined} /> Myself (self nomination)</label>
        <label><input type="radio" name="nomination_type" value="peer" checked={peer} onChange={set('nomination_type')} aria-invalid={errors.nomination_type ? true : undefined} /> Another professional or team</label>
        {errors.nomination_type && <Err id={typeErrId}>{errors.nomination_type}</Err>}
      </Fieldset>
      <SelectField label="Award" name="award" required value={values.award} onChange={set('award')} error={errors.award}>
        <option value="">Choose an award…</option>
        {awards.map((a) => <option key={a.id} value={a.id}>{a.name}</option>)}
      </SelectField>
      <FieldRow>
        <TextField label={peer ? "Nominee's first name" : 'First name'} name="nominee_firstname" required autoComplete={peer ? 'off' : 'given-name'} value={values.nominee_firstname} onChange={set('nominee_firstname')} error={errors.nominee_firstname} />
        <TextField label={peer ? "Nominee's last name" : 'Last name'} name="nominee_lastname" required autoComplete={peer ? 'off' : 'family-name'} value={values.nominee_lastname} onChange={set('nominee_lastname')} error={errors.nominee_lastname} />
      </FieldRow>
      <TextField label={peer ? "Nominee's email" : 'Email'} name="nominee_email" type="email" required autoComplete={peer ? 'off' : 'email'} value={values.nominee_email} onChange={set('nominee_email')} error={errors.nominee_email} />
      <FieldRow>
        <TextField label="Job title" name="nominee_jobtitle" required value={values.nominee_jobtitle} onChange={set('nominee_jobtitle')} error={errors.nominee_jobtitle} />
        <TextField label="Company or organization" name="nominee_company" required value={values.nominee_company} onChange={set('nominee_company')} error={errors.nominee_company} />
      </FieldRow>
      <TextField label="Professional profile (LinkedIn) address" name="nominee_linkedin" type="url" placeholder="https://" value={values.nominee_linkedin} onChange={set('nominee_linkedin')} error={errors.nominee_linkedin} hint="Optional, helps the judges." />
      {peer && (
        <FieldRow>
          <TextField label="Your name" name="nominator_name" required autoComplete="name" value={values.nominator_name} onChange={set('nominator_name')} error={errors.nominator_name} />
          <TextField label="Your email" name="nominator_email" type="email" required autoComplete="email" value={values.nominator_email} onChange={set('nominator_email')} error={errors.nominator_email} />
        </FieldRow>
      )}
      <TextAreaField label="Why does this nomination deserve the award?" name="reason" required maxLength={4000} value={values.reason} onChange={set('reason')} error={errors.reason}
        hint={`Refer to the award's criteria with concrete examples and results (at least ${REASON_MIN} characters).`} />
      <div role="status" aria-live="polite">{result && <FormMessage $kind={result.kind}>{result.text}</FormMessage>}</div>
      <Button type="submit" disabled={sending}>{sending ? 'Sending…' : 'Submit nomination'}</Button>
    </form>
  );
}
