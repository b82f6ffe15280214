// The store's one email check: every form in the browser (lead forms, the quiz, the summit forms,
// checkout and seats) and every API schema that takes an address use it, so what a page accepts the
// API accepts, and the reverse. Browser-safe and tiny (no zod). The pattern is the "practical"
// address pattern: dot-separated local parts of letters, digits and _'+-, a domain of labels that
// start with a letter or digit, and a top-level domain of two letters or more (so `x@y.z` is refused).

const EMAIL_MIN_LENGTH = 3; // (not exported: see names.ts)
export const EMAIL_MAX_LENGTH = 254;
const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** True when the address (surrounding white space ignored, as the API trims it) is one the store takes. */
export function isValidEmail(raw: string): boolean {
  const email = raw.trim();
  return email.length >= EMAIL_MIN_LENGTH && email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}
