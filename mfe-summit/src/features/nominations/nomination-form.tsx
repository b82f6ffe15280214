// The awards nomination form (spec 2.20): self or peer nomination, native accessible fields, sent
// through the lead form endpoint as 'summit-nomination'. The nominee's and the nominator's names are
// checked as people's names with the full name rule (loaded by the first focus or the submit), and
// the API's answer names the fields by the labels shown here.
import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { api, loadNameRule, logApiError } from 'shared-api';
import { getUtm } from 'shared-analytics';
import { Button, theme, toast } from 'shared-ui';
import {
  cleanValues, FieldRow, focusFirstError, FormMessage, formApiError, preloadNameRule, RequiredNote, SelectField, TextAreaField, TextField, validateFields, type FieldDef,
} from 'shared-ui/forms';
import type { Award } from '../../lib/summit-content';

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

/**
 * The label the form shows for each field it sends (a peer nomination names the nominee's fields as
 * the nominee's); `award_name` is sent with the chosen award. The API's messages name a field by it.
 */
export function nominationLabels(peer: boolean): Record<NominationKey | 'award_name', string> {
  return {
    nomination_type: 'Who are you nominating?',
    award: 'Award',
    award_name: 'Award',
    nominee_firstname: peer ? "Nominee's first name" : 'First name',
    nominee_lastname: peer ? "Nominee's last name" : 'Last name',
    nominee_email: peer ? "Nominee's email" : 'Email',
    nominee_jobtitle: 'Job title',
    nominee_company: 'Company or organization',
    nominee_linkedin: 'Professional profile (LinkedIn) address',
    nominator_name: 'Your name',
    nominator_email: 'Your email',
    reason: 'Why does this nomination deserve the award?',
  };
}

/** The nomination form's rules for the awards given and the kind of nomination (the layout below is the form's own). */
export function nominationFields(awardIds: string[], peer: boolean): NominationField[] {
  const label = nominationLabels(peer);
  const fields: NominationField[] = [
    { name: 'nomination_type', label: label.nomination_type, type: 'select', options: ['self', 'peer'], required: 'Please say whether you are nominating yourself or someone else.' },
    { name: 'award', label: label.award, type: 'select', options: awardIds, required: 'Please choose an award.' },
    { name: 'nominee_firstname', label: label.nominee_firstname, type: 'text', required: "Please enter the nominee's first name.", minLength: 2, tooShort: "Please enter at least 2 letters of the nominee's first name.", maxLength: 80, personName: true },
    { name: 'nominee_lastname', label: label.nominee_lastname, type: 'text', required: "Please enter the nominee's last name.", minLength: 2, tooShort: "Please enter at least 2 letters of the nominee's last name.", maxLength: 80, personName: true },
    { name: 'nominee_email', label: label.nominee_email, type: 'email', required: "Please enter the nominee's email address." },
    { name: 'nominee_jobtitle', label: label.nominee_jobtitle, type: 'text', required: "Please enter the nominee's job title.", minLength: 2, maxLength: 160 },
    { name: 'nominee_company', label: label.nominee_company, type: 'text', required: "Please enter the nominee's company or organization.", minLength: 2, maxLength: 160 },
    { name: 'nominee_linkedin', label: label.nominee_linkedin, type: 'url' },
  ];
  if (peer) {
    fields.push(
      { name: 'nominator_name', label: label.nominator_name, type: 'text', required: 'Please enter your own name.', minLength: 2, maxLength: 80, personName: true },
      { name: 'nominator_email', label: label.nominator_email, type: 'email', required: 'Please enter your own email address.' },
    );
  }
  fields.push({
    name: 'reason', label: label.reason, type: 'textarea', maxLength: 4000, minLength: REASON_MIN,
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
  // a submit waiting for the name rule: a second click does nothing
  const checking = useRef(false);
  const set = (k: NominationKey) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [k]: e.target.value }));
  const peer = values.nomination_type === 'peer';
  const label = nominationLabels(peer);

  const onSubmit = async (ev: FormEvent) => {
    ev.preventDefault();
    if (checking.current || sending) return;
    checking.current = true;
    await loadNameRule(); // the full rule (every top-level domain), before the check (never rejects)
    checking.current = false;
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
      // the lead endpoint names a field as fields.<its key>
      const refused = formApiError(err, label, 'fields.');
      setResult({ kind: 'error', text: refused.text ?? 'We could not send your nomination. Please try again in a moment.' });
      // award_name is sent with the award: its message goes beside the award's field
      const { award_name: awardName, ...fieldErrs } = refused.fields;
      const shown: FieldErrors<NominationKey> = awardName && !fieldErrs.award ? { ...fieldErrs, award: awardName } : fieldErrs;
      if (Object.keys(shown).length) { setErrors(shown); focusFirstError(ref.current, shown); }
    } finally {
      setSending(false);
    }
  };

  return (
    <form ref={ref} onSubmit={(e) => void onSubmit(e)} onFocus={preloadNameRule} noValidate aria-busy={sending} aria-labelledby="nomination-form-title">
      <RequiredNote>Fields marked * are required.</RequiredNote>
      <Fieldset aria-describedby={errors.nomination_type ? typeErrId : undefined}>
        <legend>{label.nomination_type} <span aria-hidden="true" style={{ color: theme.color.danger }}>*</span></legend>
        <label><input type="radio" name="nomination_type" value="self" checked={values.nomination_type === 'self'} onChange={set('nomination_type')} aria-invalid={errors.nomination_type ? true : undefined} /> Myself (self nomination)</label>
        <label><input type="radio" name="nomination_type" value="peer" checked={peer} onChange={set('nomination_type')} aria-invalid={errors.nomination_type ? true : undefined} /> Another professional or team</label>
        {errors.nomination_type && <Err id={typeErrId}>{errors.nomination_type}</Err>}
      </Fieldset>
      <SelectField label={label.award} name="award" required value={values.award} onChange={set('award')} error={errors.award}>
        <option value="">Choose an award…</option>
        {awards.map((a) => <option key={a.id} value={a.id}>{a.name}</option>)}
      </SelectField>
      <FieldRow>
        <TextField label={label.nominee_firstname} name="nominee_firstname" required maxLength={80} autoComplete={peer ? 'off' : 'given-name'} value={values.nominee_firstname} onChange={set('nominee_firstname')} error={errors.nominee_firstname} />
        <TextField label={label.nominee_lastname} name="nominee_lastname" required maxLength={80} autoComplete={peer ? 'off' : 'family-name'} value={values.nominee_lastname} onChange={set('nominee_lastname')} error={errors.nominee_lastname} />
      </FieldRow>
      <TextField label={label.nominee_email} name="nominee_email" type="email" required autoComplete={peer ? 'off' : 'email'} value={values.nominee_email} onChange={set('nominee_email')} error={errors.nominee_email} />
      <FieldRow>
        <TextField label={label.nominee_jobtitle} name="nominee_jobtitle" required value={values.nominee_jobtitle} onChange={set('nominee_jobtitle')} error={errors.nominee_jobtitle} />
        <TextField label={label.nominee_company} name="nominee_company" required value={values.nominee_company} onChange={set('nominee_company')} error={errors.nominee_company} />
      </FieldRow>
      <TextField label={label.nominee_linkedin} name="nominee_linkedin" type="url" placeholder="https://" value={values.nominee_linkedin} onChange={set('nominee_linkedin')} error={errors.nominee_linkedin} hint="Optional, helps the judges." />
      {peer && (
        <FieldRow>
          <TextField label={label.nominator_name} name="nominator_name" required maxLength={80} autoComplete="name" value={values.nominator_name} onChange={set('nominator_name')} error={errors.nominator_name} />
          <TextField label={label.nominator_email} name="nominator_email" type="email" required autoComplete="email" value={values.nominator_email} onChange={set('nominator_email')} error={errors.nominator_email} />
        </FieldRow>
      )}
      <TextAreaField label={label.reason} name="reason" required maxLength={4000} value={values.reason} onChange={set('reason')} error={errors.reason}
        hint={`Refer to the award's criteria with concrete examples and results (at least ${REASON_MIN} characters).`} />
      <div role="status" aria-live="polite">{result && <FormMessage $kind={result.kind}>{result.text}</FormMessage>}</div>
      <Button type="submit" disabled={sending}>{sending ? 'Sending…' : 'Submit nomination'}</Button>
    </form>
  );
}
