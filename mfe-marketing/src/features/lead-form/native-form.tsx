import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { api, apiMessage, logApiError } from 'shared-api';
import { getUtm } from 'shared-cart';
import { Button, media, theme } from 'shared-ui';
import {
  CHECKED, cleanValues, maxLengthOf, validateField, validateFields,
  type FieldDef, type FieldErrors, type FieldValues,
} from './fields';

export const GENERIC_FAILURE = 'We could not send your details just now. Please check your connection and try again.';

const Form = styled.form`
  display: grid; grid-template-columns: 1fr 1fr; gap: 16px 20px;
  ${media.mobile} { grid-template-columns: 1fr; }
`;
const Field = styled.div<{ $wide: boolean }>`
  display: flex; flex-direction: column; gap: 6px; grid-column: ${(p) => (p.$wide ? '1 / -1' : 'auto')};
  label { font-weight: 600; color: ${theme.color.navy}; }
  input, select, textarea {
    min-height: 44px; padding: 10px 12px; border: 1px solid ${theme.color.border}; border-radius: 8px; background: #fff;
    color: ${theme.color.text}; width: 100%;
  }
  textarea { min-height: 128px; resize: vertical; }
  [aria-invalid='true'] { border-color: ${theme.color.danger}; border-width: 2px; }
`;
const CheckRow = styled.div`
  display: flex; gap: 12px; align-items: flex-start;
  input { width: 22px; height: 22px; min-height: 0; margin: 2px 0 0; flex: none; accent-color: ${theme.color.navy}; }
  label { font-weight: 500; color: ${theme.color.text}; }
`;
const Hint = styled.span`color: ${theme.color.muted}; font-size: 0.9rem;`;
const ErrorText = styled.span`color: ${theme.color.danger}; font-size: 0.92rem; font-weight: 600;`;
const Banner = styled.div`
  grid-column: 1 / -1; padding: 12px 16px; border-radius: 8px; border-left: 6px solid ${theme.color.danger};
  background: #fdf0ef; color: ${theme.color.text};
`;
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

/** Field errors sent by the API (zod issues with a path like fields.email), keyed by field name. */
function serverFieldErrors(e: unknown, defs: readonly FieldDef[]): FieldErrors {
  const issues = (e as { response?: { data?: { issues?: unknown } } } | null)?.response?.data?.issues;
  const out: FieldErrors = {};
  if (!Array.isArray(issues)) return out;
  for (const i of issues) {
    const path = typeof i?.path === 'string' ? i.path : Array.isArray(i?.path) ? i.path.join('.') : '';
    const name = path.replace(/^fields\./, '');
    if (typeof i?.message === 'string' && defs.some((d) => d.name === name)) out[name] = i.message;
  }
  return out;
}

export interface NativeLeadFormProps {
  form: string;
  fields: readonly FieldDef[];
  submitLabel: string;
  successTitle: string;
  successBody: ReactNode;
  onSubmitted?: (values: FieldValues) => void;
}

/** The council's own accessible form: validates, posts to POST /api/leads, then shows a success state. */
export function NativeLeadForm({ form, fields, submitLabel, successTitle, successBody, onSubmitted }: NativeLeadFormProps) {
  const uid = useId();
  const [values, setValues] = useState<FieldValues>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const successRef = useRef<HTMLDivElement>(null);
  const idOf = (name: string) => `${uid}-${name}`;

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

  const focusFirstError = (errs: FieldErrors) => {
    const first = fields.find((f) => errs[f.name]);
    if (first) document.getElementById(idOf(first.name))?.focus();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    setAttempted(true);
    setFailure(null);
    const errs = validateFields(fields, values);
    setErrors(errs);
    if (Object.keys(errs).length > 0) { focusFirstError(errs); return; }
    const clean = cleanValues(fields, values);
    setSending(true);
    try {
      await api.submitLead(form, clean, getUtm());
      setDone(true);
      onSubmitted?.(clean);
    } catch (err) {
      logApiError(`lead form ${form}`, err);
      const fieldErrs = serverFieldErrors(err, fields);
      if (Object.keys(fieldErrs).length) { setErrors(fieldErrs); focusFirstError(fieldErrs); }
      setFailure(apiMessage(err) ?? GENERIC_FAILURE);
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

  return (
    <Form noValidate onSubmit={submit} aria-busy={sending} data-form={form}>
      {fields.map((f) => {
        const id = idOf(f.name);
        const hintId = f.hint ? `${id}-hint` : undefined;
        const errId = errors[f.name] ? `${id}-error` : undefined;
        const describedBy = [hintId, errId].filter(Boolean).join(' ') || undefined;
        const common = {
          id, name: f.name, required: f.required, 'aria-invalid': errors[f.name] ? true : undefined,
          'aria-describedby': describedBy,
        } as const;
        const hint = f.hint && <Hint id={hintId}>{f.hint}</Hint>;
        const error = errors[f.name] && <ErrorText id={errId}>{errors[f.name]}</ErrorText>;
        if (f.type === 'checkbox') {
          return (
            <Field key={f.name} $wide>
              <CheckRow>
                <input {...common} type="checkbox" checked={values[f.name] === CHECKED}
                  onChange={(ev) => change(f, ev.target.checked ? CHECKED : '')} />
                <label htmlFor={id}>{f.label}{f.required && <Required aria-hidden="true"> *</Required>}</label>
              </CheckRow>
              {hint}{error}
            </Field>
          );
        }
        const label = <label htmlFor={id}>{f.label}{f.required && <Required aria-hidden="true"> *</Required>}</label>;
        let control: ReactNode;
        if (f.type === 'select') {
          control = (
            <select {...common} value={values[f.name] ?? ''} onChange={(ev) => change(f, ev.target.value)}>
              <option value="">Select…</option>
              {f.options?.map((o) => <option key={o} value={o}>{o}</option>)}
            </select>
          );
        } else if (f.type === 'textarea') {
          control = <textarea {...common} value={values[f.name] ?? ''} maxLength={maxLengthOf(f)} onChange={(ev) => change(f, ev.target.value)} />;
        } else {
          control = (
            <input {...common} type={f.type} autoComplete={f.autoComplete} maxLength={maxLengthOf(f)}
              inputMode={f.type === 'tel' ? 'tel' : undefined} value={values[f.name] ?? ''}
              onChange={(ev) => change(f, ev.target.value)} />
          );
        }
        return <Field key={f.name} $wide={f.type === 'textarea' || Boolean(f.wide) || Boolean(f.hint)}>{label}{hint}{control}{error}</Field>;
      })}
      {failure && <Banner role="alert">{failure}</Banner>}
      <Actions>
        <Button type="submit" disabled={sending}>{sending ? 'Sending…' : submitLabel}</Button>
        <p>Fields marked <Required aria-hidden="true">*</Required><span className="visually-hidden">with an asterisk</span> are required. We use your details only to answer you and send what you asked for, and you can unsubscribe at any time.</p>
      </Actions>
    </Form>
  );
}
