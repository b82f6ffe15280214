// The attendee badge profile (spec 2.21): matched by the API to a paid registration by email, of the
// signed-in account (its own ticket, or one it paid for the attendee); may be resubmitted at any time
// to update it, so the values stay in the form after saving. Sent with the bearer token. The names
// are checked with the full name rule (loaded by the first focus or the submit), and the API's
// answer names the fields by the labels shown here.
import { useRef, useState, type FormEvent } from 'react';
import { loadNameRule, logApiError, type BadgeRequest } from 'shared-api';
import {
  cleanValues, FieldRow, focusFirstError, FormMessage, formApiError, preloadNameRule, RequiredNote, TextAreaField, TextField, validateFields, type FieldDef,
} from 'shared-ui/forms';
import { summitApi } from '../../lib/summit-api';
import { Button } from 'shared-ui';

export type BadgeKey = 'email' | 'firstName' | 'lastName' | 'jobTitle' | 'company' | 'linkedinUrl' | 'dietaryNeeds' | 'accessibilityNeeds';
export type BadgeValues = Record<BadgeKey, string>;
export const emptyBadge: BadgeValues = { email: '', firstName: '', lastName: '', jobTitle: '', company: '', linkedinUrl: '', dietaryNeeds: '', accessibilityNeeds: '' };

type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** The badge form's rules (the layout below is the badge's own). */
export const BADGE_FIELDS: (FieldDef & { name: BadgeKey })[] = [
  { name: 'email', label: 'Email used at registration', type: 'email', required: 'Please enter the email address you registered with.' },
  { name: 'firstName', label: 'First name', type: 'text', required: 'Please enter your first name as it should appear on your badge.', minLength: 2, tooShort: 'Please enter at least 2 letters of your first name.', personName: true },
  { name: 'lastName', label: 'Last name', type: 'text', required: 'Please enter your last name as it should appear on your badge.', minLength: 2, tooShort: 'Please enter at least 2 letters of your last name.', personName: true },
  { name: 'jobTitle', label: 'Job title', type: 'text', required: 'Please enter your job title for your badge.', minLength: 2, maxLength: 160, oneLine: true },
  { name: 'company', label: 'Company', type: 'text', required: 'Please enter your company for your badge.', minLength: 2, maxLength: 160, oneLine: true },
  { name: 'linkedinUrl', label: 'Professional profile address', type: 'url' },
  { name: 'dietaryNeeds', label: 'Dietary requirements', type: 'textarea', maxLength: 500 },
  { name: 'accessibilityNeeds', label: 'Accessibility needs', type: 'textarea', maxLength: 500 },
];

/** The label the form shows for each field it sends (the API's messages name the field by it). */
export const BADGE_LABELS: Record<BadgeKey, string> = {
  email: 'Email used at registration',
  firstName: 'First name (as on your badge)',
  lastName: 'Last name (as on your badge)',
  jobTitle: 'Job title',
  company: 'Company',
  linkedinUrl: 'Professional profile (LinkedIn) address',
  dietaryNeeds: 'Dietary requirements',
  accessibilityNeeds: 'Accessibility needs',
};

export const validateBadge = (v: BadgeValues): FieldErrors<BadgeKey> => validateFields(BADGE_FIELDS, v);

export interface BadgeFormProps {
  /** The signed-in account's email: the attendee by default. */
  accountEmail: string;
  /** The bearer token of the signed-in user (shared-auth's getAccessToken). */
  getToken: () => Promise<string | null>;
}

export function BadgeForm({ accountEmail, getToken }: BadgeFormProps) {
  const [values, setValues] = useState<BadgeValues>({ ...emptyBadge, email: accountEmail });
  const [errors, setErrors] = useState<FieldErrors<BadgeKey>>({});
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [saved, setSaved] = useState(false);
  const ref = useRef<HTMLFormElement>(null);
  // a submit waiting for the name rule: a second click does nothing
  const checking = useRef(false);
  const set = (k: BadgeKey) => (e: { target: { value: string } }) => setValues((s) => ({ ...s, [k]: e.target.value }));

  const onSubmit = async (ev: FormEvent) => {
    ev.preventDefault();
    if (checking.current || sending) return;
    checking.current = true;
    await loadNameRule(); // the full rule (every top-level domain), before the check (never rejects)
    checking.current = false;
    const errs = validateBadge(values);
    setErrors(errs);
    if (Object.keys(errs).length > 0) { focusFirstError(ref.current, errs); return; }
    setSending(true);
    setResult(null);
    try {
      const v = cleanValues(BADGE_FIELDS, values) as BadgeValues;
      const body: BadgeRequest = { email: v.email, firstName: v.firstName, lastName: v.lastName, jobTitle: v.jobTitle, company: v.company };
      if (v.linkedinUrl) body.linkedinUrl = v.linkedinUrl;
      if (v.dietaryNeeds) body.dietaryNeeds = v.dietaryNeeds;
      if (v.accessibilityNeeds) body.accessibilityNeeds = v.accessibilityNeeds;
      const token = await getToken();
      if (!token) throw new Error('not signed in');
      const res = await summitApi.submitBadge(token, body);
      setResult({ kind: 'success', text: res.message });
      setSaved(true);
    } catch (err) {
      logApiError('summit badge', err);
      const refused = formApiError(err, BADGE_LABELS);
      setResult({ kind: 'error', text: refused.text ?? 'We could not save your badge details. Please try again in a moment.' });
      if (Object.keys(refused.fields).length) { setErrors(refused.fields); focusFirstError(ref.current, refused.fields); }
    } finally {
      setSending(false);
    }
  };

  return (
    <form ref={ref} onSubmit={(e) => void onSubmit(e)} onFocus={preloadNameRule} noValidate aria-busy={sending}>
      <RequiredNote>Fields marked * are required.</RequiredNote>
      <TextField label={BADGE_LABELS.email} name="email" type="email" required autoComplete="email" value={values.email} onChange={set('email')} error={errors.email}
        hint="Your account's email, or the attendee's email if you bought their ticket, so we can match the ticket." />
      <FieldRow>
        <TextField label={BADGE_LABELS.firstName} name="firstName" required maxLength={80} autoComplete="given-name" value={values.firstName} onChange={set('firstName')} error={errors.firstName} />
        <TextField label={BADGE_LABELS.lastName} name="lastName" required maxLength={80} autoComplete="family-name" value={values.lastName} onChange={set('lastName')} error={errors.lastName} />
      </FieldRow>
      <FieldRow>
        <TextField label={BADGE_LABELS.jobTitle} name="jobTitle" required autoComplete="organization-title" value={values.jobTitle} onChange={set('jobTitle')} error={errors.jobTitle} />
        <TextField label={BADGE_LABELS.company} name="company" required autoComplete="organization" value={values.company} onChange={set('company')} error={errors.company} />
      </FieldRow>
      <TextField label={BADGE_LABELS.linkedinUrl} name="linkedinUrl" type="url" placeholder="https://" value={values.linkedinUrl} onChange={set('linkedinUrl')} error={errors.linkedinUrl}
        hint="Optional. Printed as a QR code on your badge so people can connect with you." />
      <TextAreaField label={BADGE_LABELS.dietaryNeeds} name="dietaryNeeds" maxLength={500} value={values.dietaryNeeds} onChange={set('dietaryNeeds')} error={errors.dietaryNeeds} hint="Optional. For breakfast, lunch and the gala dinner." />
      <TextAreaField label={BADGE_LABELS.accessibilityNeeds} name="accessibilityNeeds" maxLength={500} value={values.accessibilityNeeds} onChange={set('accessibilityNeeds')} error={errors.accessibilityNeeds} hint="Optional. Tell us how we can make the day work for you." />
      <div role="status" aria-live="polite">{result && <FormMessage $kind={result.kind} data-testid="badge-result">{result.text}</FormMessage>}</div>
      <Button type="submit" disabled={sending}>{sending ? 'Saving…' : saved ? 'Update my badge details' : 'Save my badge details'}</Button>
    </form>
  );
}
