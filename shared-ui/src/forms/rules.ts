// The lead forms' field definitions and their checks, one set for every lead form of the store (the
// marketing pages' and the summit's). Every required field carries its own written message; format
// messages name what is wrong without repeating the label. Emails use the store's one email check
// (shared-api), the one POST /api/leads applies.
import { hasWebAddress, isValidEmail, nameProblem } from 'shared-api';

export type FieldType = 'text' | 'email' | 'tel' | 'url' | 'number' | 'textarea' | 'select' | 'checkbox';
export interface FieldOption { value: string; label: string }

export interface FieldDef {
  /** The name sent to the API (the marketing-form provider's property name). */
  name: string;
  label: string;
  type: FieldType;
  /** Set on a required field: the message shown when it is left empty, written for this field. */
  required?: string;
  autoComplete?: string;
  /** For selects: the choices (a string is both value and label). */
  options?: readonly (string | FieldOption)[];
  /** Shown under the label, tied to the control with aria-describedby. */
  hint?: string;
  minLength?: number;
  /** The message when the value is shorter than minLength (default: the count of characters asked). */
  tooShort?: string;
  maxLength?: number;
  /** For numbers: the smallest and largest whole number accepted. */
  min?: number;
  max?: number;
  /** A person's name as the API accepts it: at most 80 characters, one line, no web or email address. */
  personName?: true;
  /** One line of text with no web or email address (printed on a badge). */
  oneLine?: true;
  /** Full width on the two-column desktop grid (textareas, checkboxes and hinted fields always are). */
  wide?: boolean;
}

export type FieldValues = Record<string, string>;
export type FieldErrors = Record<string, string>;

/** Text sent for a ticked checkbox (an unticked one is sent as an empty string). */
export const CHECKED = 'yes';

export const EMAIL_MESSAGE = 'Please enter a valid email address, like name@example.com.';
export const URL_MESSAGE = 'Please enter a full web address starting with https://.';
const URL_PATTERN = /^https?:\/\/[^\s.]+\.[^\s]+$/i;
const PHONE_PATTERN = /^\+?[0-9 ()./-]{6,24}$/;

const DEFAULT_MAX: Record<FieldType, number> = {
  text: 120, email: 254, tel: 40, url: 300, number: 12, textarea: 3000, select: 120, checkbox: 3,
};

export const maxLengthOf = (f: FieldDef): number => f.maxLength ?? DEFAULT_MAX[f.type];
export const optionValue = (o: string | FieldOption): string => (typeof o === 'string' ? o : o.value);
export const optionLabel = (o: string | FieldOption): string => (typeof o === 'string' ? o : o.label);

/** The first problem with one field's value, or null. */
export function validateField(f: FieldDef, raw: string | undefined): string | null {
  const value = (raw ?? '').trim();
  if (f.type === 'checkbox') return f.required && value !== CHECKED ? f.required : null;
  if (!value) return f.required ?? null;
  if (f.type === 'email' && !isValidEmail(value)) return EMAIL_MESSAGE;
  if (f.type === 'url' && !URL_PATTERN.test(value)) return URL_MESSAGE;
  if (f.type === 'tel' && !PHONE_PATTERN.test(value)) return 'Please enter a phone number using digits, spaces and an optional leading +.';
  if (f.type === 'number') {
    const n = Number(value);
    if (!Number.isInteger(n) || (f.min !== undefined && n < f.min) || (f.max !== undefined && n > f.max)) {
      return `Please enter a whole number${f.min !== undefined ? ` from ${f.min}` : ''}${f.max !== undefined ? ` to ${f.max}` : ''}.`;
    }
  }
  if (f.type === 'select' && f.options && !f.options.some((o) => optionValue(o) === value)) return 'Please choose one of the listed options.';
  if (f.minLength && value.length < f.minLength) return f.tooShort ?? `Please write at least ${f.minLength} characters (${value.length} so far).`;
  if (f.personName) {
    const problem = nameProblem(value, f.label);
    if (problem) return `${problem}.`;
  }
  if (f.oneLine) {
    if (/[\p{Cc}\p{Cf}\u2028\u2029]/u.test(value)) return `${f.label} must be on one line.`;
    if (hasWebAddress(value)) return `${f.label} must not hold web or email addresses.`;
  }
  if (value.length > maxLengthOf(f)) return `Please keep this to at most ${maxLengthOf(f)} characters.`;
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

/** Focuses the first control whose name has an error (so keyboard and screen reader users land on it). */
export function focusFirstError(form: HTMLFormElement | null, errors: Record<string, string | undefined>): void {
  const first = Object.keys(errors).find((k) => errors[k]);
  if (!first || !form) return;
  form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
}

