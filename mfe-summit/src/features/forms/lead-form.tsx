// A native lead form for the summit (group tickets, sponsorship, nominations): posts through the
// API's lead endpoint (api.submitLead) with the saved marketing parameters. Fields are declared by
// the caller; each is labelled and its error is tied to it.
import { useRef, useState, type FormEvent } from 'react';
import { api, apiMessage, logApiError } from 'shared-api';
import { getUtm } from 'shared-cart';
import { Button, toast } from 'shared-ui';
import { FieldRow, FormMessage, RequiredNote, SelectField, TextAreaField, TextField } from './fields';
import { EMAIL_RE, focusFirstError } from './validate';

export interface LeadField {
  name: string;
  label: string;
  kind: 'text' | 'email' | 'tel' | 'url' | 'number' | 'select' | 'textarea';
  required?: boolean;
  options?: { value: string; label: string }[];
  autoComplete?: string;
  hint?: string;
  min?: number;
  max?: number;
  /** fields sharing a row on desktop */
  half?: boolean;
}

export function validateLead(fields: LeadField[], values: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const f of fields) {
    const v = (values[f.name] ?? '').trim();
    if (!v) {
      if (f.required) errors[f.name] = `Please fill in ${f.label.toLowerCase()}.`;
      continue;
    }
    if (f.kind === 'email' && !EMAIL_RE.test(v)) errors[f.name] = 'Please enter a valid email address (for example name@company.com).';
    if (f.kind === 'url' && !/^https?:\/\/\S+\.\S+/.test(v)) errors[f.name] = 'Please enter a full web address starting with https://';
    if (f.kind === 'number') {
      const n = Number(v);
      if (!Number.isInteger(n) || (f.min !== undefined && n < f.min) || (f.max !== undefined && n > f.max)) {
        errors[f.name] = `Please enter a whole number${f.min !== undefined ? ` from ${f.min}` : ''}${f.max !== undefined ? ` to ${f.max}` : ''}.`;
      }
    }
    if (f.kind === 'select' && f.options && !f.options.some((o) => o.value === v)) errors[f.name] = `Please choose ${f.label.toLowerCase()}.`;
    if (v.length > 4000) errors[f.name] = `${f.label} is too long (4000 characters at most).`;
  }
  return errors;
}

export function LeadForm({ form, fields, submitLabel, successMessage, onDone, initial = {} }: {
  form: string;
  fields: LeadField[];
  submitLabel: string;
  successMessage: string;
  onDone?: () => void;
  initial?: Record<string, string>;
}) {
  const empty = Object.fromEntries(fields.map((f) => [f.name, initial[f.name] ?? '']));
  const [values, setValues] = useState<Record<string, string>>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const ref = useRef<HTMLFormElement>(null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const errs = validateLead(fields, values);
    setErrors(errs);
    if (Object.keys(errs).length > 0) { focusFirstError(ref.current, errs); return; }
    setSending(true);
    setResult(null);
    try {
      const out: Record<string, string> = {};
      for (const f of fields) { const v = values[f.name]!.trim(); if (v) out[f.name] = v; }
      await api.submitLead(form, out, getUtm());
      setResult({ kind: 'success', text: successMessage });
      setValues(empty);
      toast(successMessage, 'success');
      onDone?.();
    } catch (err) {
      logApiError(`lead ${form}`, err);
      setResult({ kind: 'error', text: apiMessage(err) ?? 'We could not send your request. Please try again in a moment.' });
    } finally {
      setSending(false);
    }
  };

  const set = (name: string, v: string) => setValues((s) => ({ ...s, [name]: v }));
  const render = (f: LeadField) => {
    const common = { name: f.name, label: f.label, required: f.required, error: errors[f.name], hint: f.hint };
    if (f.kind === 'select') {
      return (
        <SelectField key={f.name} {...common} value={values[f.name]} onChange={(e) => set(f.name, e.target.value)}>
          <option value="">Choose…</option>
          {f.options?.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
        </SelectField>
      );
    }
    if (f.kind === 'textarea') {
      return <TextAreaField key={f.name} {...common} value={values[f.name]} maxLength={4000} onChange={(e) => set(f.name, e.target.value)} />;
    }
    return (
      <TextField key={f.name} {...common} type={f.kind} value={values[f.name]} autoComplete={f.autoComplete} min={f.min} max={f.max}
        inputMode={f.kind === 'number' ? 'numeric' : undefined} onChange={(e) => set(f.name, e.target.value)} />
    );
  };

  // pair consecutive half-width fields into rows
  const rows: LeadField[][] = [];
  for (const f of fields) {
    const last = rows[rows.length - 1];
    if (f.half && last && last.length === 1 && last[0]!.half) last.push(f);
    else rows.push([f]);
  }

  return (
    <form ref={ref} onSubmit={(e) => void onSubmit(e)} noValidate aria-busy={sending}>
      <RequiredNote>Fields marked * are required.</RequiredNote>
      {rows.map((r) => (r.length === 2 ? <FieldRow key={r[0]!.name}>{r.map(render)}</FieldRow> : render(r[0]!)))}
      <div role="status" aria-live="polite">
        {result && <FormMessage $kind={result.kind}>{result.text}</FormMessage>}
      </div>
      <Button type="submit" disabled={sending} $block>{sending ? 'Sending…' : submitLabel}</Button>
    </form>
  );
}
