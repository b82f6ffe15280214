// The Continue to Payment checks of spec section 5 (Checkout), as pure functions. They run in this
// order and the first failing one names the toast: terms, full name, email, license details.
import { LICENSE_PRODUCT_IDS, isValidEmail, nameProblem, type CartLine, type LicenseHolder } from 'shared-api';
import type { ToastKind } from 'shared-ui';

export const CHECKOUT_MESSAGES = {
  terms: 'Please Agree with the Terms & Conditions',
  name: 'Please Ensure Checkout Details - Full Name is valid',
  email: 'Please ensure email is valid',
  license: 'Please fill out all of the license user details and click save before continuing to payment',
} as const;

export type CheckoutCheck = keyof typeof CHECKOUT_MESSAGES;

/** The message shown beside the field a refused Continue to Payment points at (the toast says it too). */
export const CHECKOUT_FIELD_MESSAGES: Record<Exclude<CheckoutCheck, 'license'>, string> = {
  terms: 'Please agree to the privacy policy and payment terms to continue.',
  name: 'Please enter your full name (3 to 80 characters, without web addresses).',
  email: 'Please enter a valid email address, like name@example.com.',
};
export interface CheckoutIssue { check: CheckoutCheck; message: string; kind: Extract<ToastKind, 'error' | 'warning'> }

/** Name and email minimum length at checkout (spec section 9). */
export const MIN_NAME_LENGTH = 3;

export function termsAccepted(agreed: boolean): boolean {
  return agreed === true;
}

/**
 * Longer than 2 characters once surrounding spaces are dropped, and a name as the API accepts it (at
 * most 80 characters, one line, no web or email address).
 */
export function isValidFullName(name: string): boolean {
  const n = name.trim();
  return n.length >= MIN_NAME_LENGTH && nameProblem(n, 'Full Name') === null;
}

/** The store's one email check (shared-api), the one the API applies. */
export { isValidEmail };

/** Whether a product's multi-seat purchase asks for license-user details. */
export function isLicenseProduct(productId: number): boolean {
  return (LICENSE_PRODUCT_IDS as readonly number[]).includes(productId);
}

/** The cart lines that need license-user details: a license certification with quantity above 1. */
export function linesNeedingLicenses(lines: CartLine[]): CartLine[] {
  return lines.filter((l) => isLicenseProduct(l.productId) && l.quantity > 1);
}

/** Saved license-user entries, one per product (the Save button of that product stores its rows). */
export type SavedLicenses = Record<number, LicenseHolder[]>;

/**
 * The number of saved entries that count: one per line that needs details, saved with one row per
 * seat. An entry saved before the seat count changed, or for a product no longer in the cart, does
 * not count.
 */
export function countSavedLicenseEntries(lines: CartLine[], saved: SavedLicenses): number {
  return linesNeedingLicenses(lines).filter((l) => saved[l.productId]?.length === l.quantity).length;
}

/** Saved entries must equal the count of license-certification items with quantity above 1. */
export function licenseDetailsComplete(lines: CartLine[], saved: SavedLicenses): boolean {
  return countSavedLicenseEntries(lines, saved) === linesNeedingLicenses(lines).length;
}

export interface CheckoutFormState {
  termsAgreed: boolean;
  fullName: string;
  email: string;
  lines: CartLine[];
  savedLicenses: SavedLicenses;
}

/** Runs the checks in the spec's order; the first failure, or null when the form may be sent. */
export function validateCheckout(form: CheckoutFormState): CheckoutIssue | null {
  if (!termsAccepted(form.termsAgreed)) return { check: 'terms', message: CHECKOUT_MESSAGES.terms, kind: 'error' };
  if (!isValidFullName(form.fullName)) return { check: 'name', message: CHECKOUT_MESSAGES.name, kind: 'error' };
  if (!isValidEmail(form.email)) return { check: 'email', message: CHECKOUT_MESSAGES.email, kind: 'error' };
  if (!licenseDetailsComplete(form.lines, form.savedLicenses)) return { check: 'license', message: CHECKOUT_MESSAGES.license, kind: 'warning' };
  return null;
}
