// The store's one lead form (marketing pages and summit dialogs): labelled fields from a list of
// FieldDefs, checked on submit (and again as the buyer corrects them), posted to POST /api/leads with
// the saved marketing parameters, then a success panel that takes focus. The API's own messages are
// shown, its field messages beside the fields it names.
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { api, logApiError } from 'shared-api';
import { getUtm } from 'shared-analytics';
import { Button } from '../button';
import { media, theme } from '../theme';
import { formApiError } from './api-error';
import { CheckboxField, FormMessage, SelectField, TextAreaField, TextField } from './fields';
import {
  CHECKED, cleanValues, focusFirstError, maxLengthOf, optionLabel, optionValue, validateField, validateFields,
  type FieldDef, type FieldErrors, type FieldValues,
} from './rules';

export const GENERIC_FAILURE = 'We could not send your details just now. Please check your connection and try again.';

const Grid = styled.form`
  display: grid; grid-template-columns: 1fr 1fr; gap: 0 20px;
  > * { min-width: 0; }
  ${media.mobile} { grid-template-columns: 1fr; }
`;
const Cell = styled.div<{ $wide: boolean }>`grid-column: ${(p) => (p.$wide ? '1 / -1' : 'auto')};`;
const Actions = styled.div`
  grid-column: 1 / -1; display: flex; flex-direction: column; gap: 10px; align-items: flex-start;
  p { margin: 0; color: ${theme.color.muted}; font-size: 0.9rem; }
  ${media.mobile} { button { width: 100%; } }
`;
const Success = styled.div`
  padding: 20px; border-radius: ${theme.radius}; background: #eef8f1; border-left: 6px solid ${theme.color.success};
  h2, h3 { margin-top: 0; }
  &:focus { outline: none; }
  &:focus-visible { outline: 3px solid ${theme.color.focus}; }
`;
const Required = styled.span`color: ${theme.color.danger};`;

export interface LeadFormProps {
  form: string;
  fields: readonly FieldDef[];
  submitLabel: string;
  successTitle: string;
  successBody: ReactNode;
  /** Values the form starts with (e.g. a preselected summit). */
  initial?: FieldValues;
  onSubmitted?: (values: FieldValues) => void;
}

export function NativeLeadForm({ form, fields, submitLabel, successTitle, successBody, initial, onSubmitted }: LeadFormProps) {
  const [values, setValues] = useState<FieldValues>(() => ({ ...initial }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const successRef = useRef<HTMLDivElement>(null);

  // The success state takes focus so keyboard and screen-reader users land on the confirmation.
  useEffect(() => { if (done) successRef.current?.focus(); }, [done]);

  const change = (f: FieldDef, value: string) => {
    setValues((v) => ({ ...v, [f.name]: value }));
    if (attempted) {
      setErrors((errs) => {
        const next = { ...errs };
        const e = validateField(f, value);
        if (e) next[f.name] = e; else delete next[f.name];
        return next;
      });
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    setAttempted(true);
    setFailure(null);
    const errs = validateFields(fields, values);
    setErrors(errs);
    if (Object.keys(errs).length > 0) { focusFirstError(formRef.current, errs); return; }
    const clean = cleanValues(fields, values);
    setSending(true);
    try {
      await api.submitLead(form, clean, getUtm());
      setDone(true);
      onSubmitted?.(clean);
    } catch (err) {
      logApiError(`lead form ${form}`, err);
      // a refused field in the form's words: its label, not the key it was sent under
      const refused = formApiError(err, Object.fromEntries(fields.map((f) => [f.name, f.label])), 'fields.');
      const fieldErrs = refused.fields as FieldErrors;
      if (Object.keys(fieldErrs).length) { setErrors(fieldErrs); focusFirstError(formRef.current, fieldErrs); }
      setFailure(refused.text ?? GENERIC_FAILURE);
    } finally {
      setSending(false);
    }
  };

  if (done) {
    return (
      <Success ref={successRef} tabIndex={-1} role="status" data-testid="lead-form-success">
        <h3>{successTitle}</h3>
        {successBody}
      </Success>
    );
  }

  const render = (f: FieldDef): ReactNode => {
    const common = { name: f.name, label: f.label, required: Boolean(f.required), error: errors[f.name], hint: f.hint };
    const value = values[f.name] ?? '';
    if (f.type === 'checkbox') {
      return <CheckboxField {...common} checked={value === CHECKED} onChange={(ev) => change(f, ev.target.checked ? CHECKED : '')} />;
    }
    if (f.type === 'select') {
      return (
        <SelectField {...common} value={value} onChange={(ev) => change(f, ev.target.value)}>
          <option value="">Select…</option>
          {f.options?.map((o) => <option key={optionValue(o)} value={optionValue(o)}>{optionLabel(o)}</option>)}
        </SelectField>
      );
    }
    if (f.type === 'textarea') {
      return <TextAreaField {...common} value={value} maxLength={maxLengthOf(f)} onChange={(ev) => change(f, ev.target.value)} />;
    }
    return (
      <TextField {...common} type={f.type} autoComplete={f.autoComplete} maxLength={maxLengthOf(f)} min={f.min} max={f.max}
        inputMode={f.type === 'tel' ? 'tel' : f.type === 'number' ? 'numeric' : undefined} value={value}
        onChange={(ev) => change(f, ev.target.value)} />
    );
  };

  return (
    <Grid ref={formRef} noValidate onSubmit={(e) => void submit(e)} aria-busy={sending} data-form={form}>
      {fields.map((f) => (
        <Cell key={f.name} $wide={f.type === 'textarea' || f.type === 'checkbox' || Boolean(f.wide) || Boolean(f.hint)}>{render(f)}</Cell>
      ))}
      {failure && <Cell $wide role="alert"><FormMessage $kind="error">{failure}</FormMessage></Cell>}
      <Actions>
        <Button type="submit" disabled={sending}>{sending ? 'Sending…' : submitLabel}</Button>
        <p>Fields marked <Required aria-hidden="true">*</Required><span className="visually-hidden">with an asterisk</span> are required. We use your details only to answer you and send what you asked for, and you can unsubscribe at any time.</p>
      </Actions>
    </Grid>
  );
}
