// Lead form field definitions and their client-side validation. Field `name`s are the marketing-form
// provider's internal property names (firstname, lastname, email, company, jobtitle, phone, message,
// …) so a submission stored by the API can be forwarded to the provider unchanged.

export type FieldType = 'text' | 'email' | 'tel' | 'url' | 'textarea' | 'select' | 'checkbox';

export interface FieldDef {
  name: string;
  label: string;
  type: FieldType;
  required?: boolean;
  autoComplete?: string;
  /** For selects: the choices (value = label). */
  options?: readonly string[];
  /** Shown under the label, tied to the control with aria-describedby. */
  hint?: string;
  minLength?: number;
  maxLength?: number;
  /** Full-width on the two-column desktop grid (textareas and checkboxes always are). */
  wide?: boolean;
}

export type FieldValues = Record<string, string>;
export type FieldErrors = Record<string, string>;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const URL_PATTERN = /^https?:\/\/[^\s.]+\.[^\s]+$/i;
const PHONE_PATTERN = /^\+?[0-9 ()./-]{6,24}$/;

/** Text sent for a ticked checkbox (an unticked one is sent as an empty string). */
export const CHECKED = 'yes';

const DEFAULT_MAX: Record<FieldType, number> = {
  text: 120, email: 254, tel: 40, url: 300, textarea: 3000, select: 120, checkbox: 3,
};

export const maxLengthOf = (f: FieldDef): number => f.maxLength ?? DEFAULT_MAX[f.type];

/** The first problem with one field's value, or null. Messages name the field so they read well alone. */
export function validateField(f: FieldDef, raw: string | undefined): string | null {
  const value = (raw ?? '').trim();
  const label = f.label.replace(/\s*\(optional\)$/i, '');
  if (f.type === 'checkbox') {
    return f.required && value !== CHECKED ? `Please tick this box to continue.` : null;
  }
  if (!value) return f.required ? (f.type === 'select' ? `Please choose your ${label.toLowerCase()}.` : `Please enter your ${label.toLowerCase()}.`) : null;
  if (f.type === 'email' && !EMAIL_PATTERN.test(value)) return 'Please enter a valid email address, like name@example.com.';
  if (f.type === 'url' && !URL_PATTERN.test(value)) return 'Please enter a full web address starting with https://.';
  if (f.type === 'tel' && !PHONE_PATTERN.test(value)) return 'Please enter a phone number using digits, spaces and an optional leading +.';
  if (f.type === 'select' && f.options && !f.options.includes(value)) return `Please choose one of the listed options.`;
  if (f.minLength && value.length < f.minLength) return `${label} must be at least ${f.minLength} characters.`;
  if (value.length > maxLengthOf(f)) return `${label} must be at most ${maxLengthOf(f)} characters.`;
  return null;
}

export function validateFields(defs: readonly FieldDef[], values: FieldValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const f of defs) {
    const e = validateField(f, values[f.name]);
    if (e) errors[f.name] = e;
  }
  return errors;
}

/** The values to submit: every defined field, trimmed, nothing else. */
export function cleanValues(defs: readonly FieldDef[], values: FieldValues): FieldValues {
  const out: FieldValues = {};
  for (const f of defs) out[f.name] = (values[f.name] ?? '').trim();
  return out;
}

// Building blocks shared by the pages' forms.
export const firstName: FieldDef = { name: 'firstname', label: 'First name', type: 'text', required: true, autoComplete: 'given-name', minLength: 2, maxLength: 80 };
export const lastName: FieldDef = { name: 'lastname', label: 'Last name', type: 'text', required: true, autoComplete: 'family-name', minLength: 2, maxLength: 80 };
export const email: FieldDef = { name: 'email', label: 'Email', type: 'email', required: true, autoComplete: 'email' };
export const workEmail: FieldDef = { ...email, label: 'Work email' };
export const phone: FieldDef = { name: 'phone', label: 'Phone (optional)', type: 'tel', autoComplete: 'tel' };
export const company = (required = false): FieldDef => ({ name: 'company', label: required ? 'Company' : 'Company (optional)', type: 'text', required, autoComplete: 'organization' });
export const jobTitle = (required = false): FieldDef => ({ name: 'jobtitle', label: required ? 'Job title' : 'Job title (optional)', type: 'text', required, autoComplete: 'organization-title' });
export const message = (label: string, required: boolean, hint?: string): FieldDef => ({ name: 'message', label: required ? label : `${label} (optional)`, type: 'textarea', required, hint, minLength: required ? 10 : undefined });
