// Client-side checks for the summit's forms (the API checks again). Each returns a map of field → message.
import { MAX_NAME_LENGTH, nameProblem } from 'shared-api';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** Text, an at sign, text, a dot, text; no spaces (the pattern the store uses for addresses). */
export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function requireText<K extends string>(errors: FieldErrors<K>, values: Record<K, string>, key: K, label: string, min = 2): void {
  const v = (values[key] ?? '').trim();
  if (v.length === 0) errors[key] = `Please enter your ${label.toLowerCase()}.`;
  else if (v.length < min) errors[key] = `${label} must be at least ${min} characters.`;
}

/** A person's name as the API accepts it: at least `min` characters, at most 80, one line, no web or email address. */
export function requireName<K extends string>(errors: FieldErrors<K>, values: Record<K, string>, key: K, label: string, min = 2): void {
  requireText(errors, values, key, label, min);
  if (errors[key]) return;
  const v = (values[key] ?? '').trim();
  const problem = nameProblem(v, label, MAX_NAME_LENGTH);
  if (problem) errors[key] = `${problem}.`;
}

export function requireEmail<K extends string>(errors: FieldErrors<K>, values: Record<K, string>, key: K, label = 'Email'): void {
  const v = (values[key] ?? '').trim();
  if (!EMAIL_RE.test(v)) errors[key] = `Please enter a valid ${label.toLowerCase()} (for example name@company.com).`;
}

export function optionalUrl<K extends string>(errors: FieldErrors<K>, values: Record<K, string>, key: K): void {
  const v = (values[key] ?? '').trim();
  if (!v) return;
  try {
    const u = new URL(v);
    if (u.protocol !== 'https:' && u.protocol !== 'http:') throw new Error('protocol');
  } catch {
    errors[key] = 'Please enter a full web address starting with https://';
  }
}

/** Trimmed copy of the values (what is sent). */
export function trimmed<K extends string>(values: Record<K, string>): Record<K, string> {
  const out = {} as Record<K, string>;
  for (const k of Object.keys(values) as K[]) out[k] = (values[k] ?? '').trim();
  return out;
}

/** Focuses the first control whose name has an error (so keyboard and screen reader users land on it). */
export function focusFirstError(form: HTMLFormElement | null, errors: Record<string, string | undefined>): void {
  const first = Object.keys(errors).find((k) => errors[k]);
  if (!first || !form) return;
  form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
}
