// The complimentary pass form (spec 2.21): a valid code is required; the API checks it and its
// message for a wrong code is shown beside the code field. A repeated request changes nothing (the
// API emails the claimant a link to change it) unless the sender is signed in as that email. The
// names are checked with the full name rule (loaded by the first focus or the submit), and the API's
// answer names the fields by the labels shown here.
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { loadNameRule, logApiError, type FreePassClaim } from 'shared-api';
import {
  cleanValues, FieldRow, focusFirstError, FormMessage, formApiError, preloadNameRule, RequiredNote, TextField, validateFields, type FieldDef,
} from 'shared-ui/forms';
import { summitApi } from '../../lib/summit-api';
import { Button } from 'shared-ui';

export type FreePassKey = 'code' | 'firstName' | 'lastName' | 'email' | 'company' | 'jobTitle';
export type FreePassValues = Record<FreePassKey, string>;
export const emptyFreePass: FreePassValues = { code: '', firstName: '', lastName: '', email: '', company: '', jobTitle: '' };

type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** The free pass form's rules (the layout below is the form's own). */
export const FREE_PASS_FIELDS: (FieldDef & { name: FreePassKey })[] = [
  { name: 'code', label: 'Free pass code', type: 'text', required: 'Please enter your free pass code.', maxLength: 64 },
  { name: 'firstName', label: 'First name', type: 'text', required: 'Please enter your first name.', minLength: 2, tooShort: 'Please enter at least 2 letters of your first name.', personName: true },
  { name: 'lastName', label: 'Last name', type: 'text', required: 'Please enter your last name.', minLength: 2, tooShort: 'Please enter at least 2 letters of your last name.', personName: true },
  { name: 'email', label: 'Work email', type: 'email', required: 'Please enter your work email address.' },
  { name: 'company', label: 'Company', type: 'text', required: 'Please enter the company you work for.', minLength: 2, maxLength: 160, oneLine: true },
  { name: 'jobTitle', label: 'Job title', type: 'text', required: 'Please enter your job title.', minLength: 2, maxLength: 160, oneLine: true },
];

/** The label the form shows for each field it sends (the API's messages name the field by it). */
export const FREE_PASS_LABELS = Object.fromEntries(FREE_PASS_FIELDS.map((f) => [f.name, f.label])) as Record<FreePassKey, string>;

export const validateFreePass = (v: FreePassValues): FieldErrors<FreePassKey> => validateFields(FREE_PASS_FIELDS, v);

export function FreePassForm({ getToken }: { getToken?: () => Promise<string | null> }) {
  const [values, setValues] = useState<FreePassValues>(emptyFreePass);
  const [errors, setErrors] = useState<FieldErrors<FreePassKey>>({});
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const ref = useRef<HTMLFormElement>(null);
  // a submit waiting for the name rule: a second click does nothing
  const checking = useRef(false);
  const set = (k: FreePassKey) => (e: { target: { value: string } }) => setValues((s) => ({ ...s, [k]: e.target.value }));

  const onSubmit = async (ev: FormEvent) => {
    ev.preventDefault();
    if (checking.current || sending) return;
    checking.current = true;
    await loadNameRule(); // the full rule (every top-level domain), before the check (never rejects)
    checking.current = false;
    const errs = validateFreePass(values);
    setErrors(errs);
    if (Object.keys(errs).length > 0) { focusFirstError(ref.current, errs); return; }
    setSending(true);
    setResult(null);
    try {
      const res = await summitApi.claimFreePass(cleanValues(FREE_PASS_FIELDS, values) as FreePassValues, getToken ? await getToken() : null);
      setResult({ kind: 'success', text: res.message });
      setValues(emptyFreePass);
    } catch (err) {
      logApiError('summit free pass', err);
      const refused = formApiError(err, FREE_PASS_LABELS);
      const msg = refused.text ?? 'We could not check your code right now. Please try again in a moment.';
      setResult({ kind: 'error', text: msg });
      // the fields the API named; else a refused code (its message, beside the code field)
      const fieldErrs: FieldErrors<FreePassKey> = Object.keys(refused.fields).length ? refused.fields : /code/i.test(msg) ? { code: msg } : {};
      if (Object.keys(fieldErrs).length) { setErrors(fieldErrs); focusFirstError(ref.current, fieldErrs); }
    } finally {
      setSending(false);
    }
  };

  return (
    <form ref={ref} onSubmit={(e) => void onSubmit(e)} onFocus={preloadNameRule} noValidate aria-busy={sending}>
      <RequiredNote>Fields marked * are required.</RequiredNote>
      <TextField label={FREE_PASS_LABELS.code} name="code" required autoComplete="off" autoCapitalize="characters" spellCheck={false} value={values.code} onChange={set('code')} error={errors.code}
        hint="The code from your partner organization's invitation." />
      <ClaimantFields values={values} errors={errors} set={set}>
        <TextField label={FREE_PASS_LABELS.email} name="email" type="email" required autoComplete="email" value={values.email} onChange={set('email')} error={errors.email} />
      </ClaimantFields>
      <div role="status" aria-live="polite">{result && <FormMessage $kind={result.kind} data-testid="free-pass-result">{result.text}</FormMessage>}</div>
      <Button type="submit" disabled={sending}>{sending ? 'Checking…' : 'Request my free pass'}</Button>
    </form>
  );
}

type ChangeKey = 'firstName' | 'lastName' | 'company' | 'jobTitle';

/**
 * The claimant's name and work rows, the same in the claim form and in the emailed change form
 * (`children` sit between them: the claim form's email).
 */
function ClaimantFields({ values, errors, set, children }: {
  values: Record<ChangeKey, string>;
  errors: FieldErrors<ChangeKey>;
  set: (k: ChangeKey) => (e: { target: { value: string } }) => void;
  children?: ReactNode;
}) {
  return (
    <>
      <FieldRow>
        <TextField label={FREE_PASS_LABELS.firstName} name="firstName" required maxLength={80} autoComplete="given-name" value={values.firstName} onChange={set('firstName')} error={errors.firstName} />
        <TextField label={FREE_PASS_LABELS.lastName} name="lastName" required maxLength={80} autoComplete="family-name" value={values.lastName} onChange={set('lastName')} error={errors.lastName} />
      </FieldRow>
      {children}
      <FieldRow>
        <TextField label={FREE_PASS_LABELS.company} name="company" required autoComplete="organization" value={values.company} onChange={set('company')} error={errors.company} />
        <TextField label={FREE_PASS_LABELS.jobTitle} name="jobTitle" required autoComplete="organization-title" value={values.jobTitle} onChange={set('jobTitle')} error={errors.jobTitle} />
      </FieldRow>
    </>
  );
}
/** What the emailed link lets the claimant change: the same rules as the claim form's. */
const CHANGE_FIELDS = FREE_PASS_FIELDS.filter((f) => f.name !== 'code' && f.name !== 'email');
/** The change form's labels; the link's token is sent too (never shown: the API names it as the link). */
const CHANGE_LABELS: Record<ChangeKey | 'token', string> = {
  token: 'The link you opened',
  firstName: FREE_PASS_LABELS.firstName, lastName: FREE_PASS_LABELS.lastName, company: FREE_PASS_LABELS.company, jobTitle: FREE_PASS_LABELS.jobTitle,
};

/** The claim an emailed link names, for its claimant to review and change (the code and email stay). */
export function FreePassChangeForm({ linkToken }: { linkToken: string }) {
  const [claim, setClaim] = useState<{ status: 'loading' } | { status: 'error'; text: string } | { status: 'ready'; claim: FreePassClaim }>({ status: 'loading' });
  const [values, setValues] = useState<Record<ChangeKey, string>>({ firstName: '', lastName: '', company: '', jobTitle: '' });
  const [errors, setErrors] = useState<FieldErrors<ChangeKey>>({});
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const ref = useRef<HTMLFormElement>(null);
  // a submit waiting for the name rule: a second click does nothing
  const checking = useRef(false);
  const set = (k: ChangeKey) => (e: { target: { value: string } }) => setValues((s) => ({ ...s, [k]: e.target.value }));

  useEffect(() => {
    let live = true;
    summitApi.getFreePassClaim(linkToken)
      .then((c) => {
        if (!live) return;
        setClaim({ status: 'ready', claim: c });
        setValues({ firstName: c.firstName, lastName: c.lastName, company: c.company, jobTitle: c.jobTitle });
      })
      .catch((err: unknown) => {
        logApiError('summit free pass link', err);
        if (live) setClaim({ status: 'error', text: formApiError(err, CHANGE_LABELS).text ?? 'We could not open your request right now. Please try again in a moment.' });
      });
    return () => { live = false; };
  }, [linkToken]);

  const onSubmit = async (ev: FormEvent) => {
    ev.preventDefault();
    if (checking.current || sending) return;
    checking.current = true;
    await loadNameRule(); // the full rule (every top-level domain), before the check (never rejects)
    checking.current = false;
    const e: FieldErrors<ChangeKey> = validateFields(CHANGE_FIELDS, values);
    setErrors(e);
    if (Object.keys(e).length > 0) { focusFirstError(ref.current, e); return; }
    setSending(true);
    setResult(null);
    try {
      const res = await summitApi.changeFreePassClaim({ token: linkToken, ...(cleanValues(CHANGE_FIELDS, values) as Record<ChangeKey, string>) });
      setResult({ kind: 'success', text: res.message });
    } catch (err) {
      logApiError('summit free pass change', err);
      const refused = formApiError(err, CHANGE_LABELS);
      setResult({ kind: 'error', text: refused.text ?? 'We could not save your changes. Please try again in a moment.' });
      const { token: _link, ...fieldErrs } = refused.fields;
      if (Object.keys(fieldErrs).length) { setErrors(fieldErrs); focusFirstError(ref.current, fieldErrs); }
    } finally {
      setSending(false);
    }
  };

  if (claim.status === 'loading') return <p role="status">Opening your request…</p>;
  if (claim.status === 'error') return <FormMessage $kind="error" role="alert" data-testid="free-pass-result">{claim.text}</FormMessage>;
  const c = claim.claim;
  return (
    <form ref={ref} onSubmit={(e) => void onSubmit(e)} onFocus={preloadNameRule} noValidate aria-busy={sending} data-testid="free-pass-change">
      <p>Your request for <strong>{c.email}</strong> with the code <strong>{c.code}</strong>. Change the details below and save.</p>
      <ClaimantFields values={values} errors={errors} set={set} />
      <div role="status" aria-live="polite">{result && <FormMessage $kind={result.kind} data-testid="free-pass-result">{result.text}</FormMessage>}</div>
      <Button type="submit" disabled={sending}>{sending ? 'Saving…' : 'Save my request'}</Button>
    </form>
  );
}
