import {
  CHECKOUT_FIELD_MESSAGES, CHECKOUT_MESSAGES, MIN_NAME_LENGTH, countSavedLicenseEntries, isValidEmail, isValidFullName, licenseDetailsComplete,
  linesNeedingLicenses, termsAccepted, validateCheckout, type CheckoutFormState,
} from './validate-checkout';

/** shared-api's name limit (names.ts; not exported: every exported name of a shared package is shipped). */
const MAX_NAME_LENGTH = 80;

const cert = (productId: number, quantity = 1) => ({ productId, quantity, productDetailType: 'certification' });
const rows = (productId: number, n: number) => Array.from({ length: n }, (_, i) => ({ productId, name: `Seat ${i + 1}`, email: '' }));

const valid: CheckoutFormState = {
  termsAgreed: true,
  fullName: 'Dana Ruiz',
  email: 'dana@example.com',
  lines: [cert(1, 3), cert(20, 2), cert(2, 4), { productId: 9, quantity: 1, productDetailType: 'report' }],
  savedLicenses: { 1: rows(1, 3), 20: rows(20, 2) },
};

describe('terms check', () => {
  it('passes only when the box is ticked', () => {
    expect(termsAccepted(true)).toBe(true);
    expect(termsAccepted(false)).toBe(false);
  });
});

describe('full name check', () => {
  it.each([
    ['Ann', true], ['Al Bo', true], ['Al', false], ['', false], ['  Al  ', false], [' Bea ', true],
    // a name stays a name: at most 80 characters, one line, no web address
    ['A'.repeat(80), true], ['A'.repeat(81), false], ['Ann\nLee', false], ['Verify at https://evil.example', false], ['Ann (acma-login.com)', false],
  ])('%j -> %s', (name, ok) => {
    expect(isValidFullName(name)).toBe(ok);
  });
});

describe('email check', () => {
  it.each([
    ['dana@example.com', true], ['d.r+x@sub.example.org', true], [' dana@example.com ', true],
    ['a@', false], ['@b.co', false], ['dana@example', false], ['dana example@x.com', false], ['da@@x.com', false], ['', false], ['a@b', false],
  ])('%j -> %s', (email, ok) => {
    expect(isValidEmail(email)).toBe(ok);
  });
});

describe('license details check', () => {
  it('needs details only for license certifications (1, 20, 21, 47, 53) with quantity above 1', () => {
    expect(linesNeedingLicenses(valid.lines).map((l) => l.productId)).toEqual([1, 20]);
    expect(linesNeedingLicenses([cert(21, 1), cert(47, 2), cert(53, 50), cert(3, 5)]).map((l) => l.productId)).toEqual([47, 53]);
  });

  it('counts one saved entry per item, with one row per seat', () => {
    expect(countSavedLicenseEntries(valid.lines, valid.savedLicenses)).toBe(2);
    expect(countSavedLicenseEntries(valid.lines, { 1: rows(1, 3) })).toBe(1);
    // saved for 2 seats, then the buyer raised the quantity to 3: no longer counts
    expect(countSavedLicenseEntries(valid.lines, { 1: rows(1, 2), 20: rows(20, 2) })).toBe(1);
    // entries for products not needing details do not count
    expect(countSavedLicenseEntries([cert(1, 1)], { 1: rows(1, 1) })).toBe(0);
  });

  it('is complete when the saved entries equal the items needing them', () => {
    expect(licenseDetailsComplete(valid.lines, valid.savedLicenses)).toBe(true);
    expect(licenseDetailsComplete(valid.lines, { 1: rows(1, 3) })).toBe(false);
    expect(licenseDetailsComplete([cert(1, 1), cert(5, 3)], {})).toBe(true);
  });
});

describe('validateCheckout order', () => {
  it('accepts a valid form', () => {
    expect(validateCheckout(valid)).toBeNull();
  });

  it('reports terms first, even when everything else is wrong', () => {
    expect(validateCheckout({ ...valid, termsAgreed: false, fullName: '', email: 'x', savedLicenses: {} }))
      .toEqual({ check: 'terms', message: 'Please Agree with the Terms & Conditions', kind: 'error' });
  });

  it('then the name', () => {
    expect(validateCheckout({ ...valid, fullName: 'Al', email: 'x', savedLicenses: {} }))
      .toEqual({ check: 'name', message: 'Please Ensure Checkout Details - Full Name is valid', kind: 'error' });
  });

  it('then the email', () => {
    expect(validateCheckout({ ...valid, email: 'dana@', savedLicenses: {} }))
      .toEqual({ check: 'email', message: 'Please ensure email is valid', kind: 'error' });
  });

  it('then the license details, as a warning', () => {
    expect(validateCheckout({ ...valid, savedLicenses: { 20: rows(20, 2) } }))
      .toEqual({ check: 'license', message: 'Please fill out all of the license user details and click save before continuing to payment', kind: 'warning' });
  });

  it('uses the exact texts of the spec', () => {
    expect(Object.values(CHECKOUT_MESSAGES)).toEqual([
      'Please Agree with the Terms & Conditions',
      'Please Ensure Checkout Details - Full Name is valid',
      'Please ensure email is valid',
      'Please fill out all of the license user details and click save before continuing to payment',
    ]);
  });

  it('says beside each refused field what it wants, with the same rules as the checks', () => {
    expect(Object.keys(CHECKOUT_FIELD_MESSAGES)).toEqual(['terms', 'name', 'email']);
    expect(CHECKOUT_FIELD_MESSAGES.terms).toMatch(/^Please agree to the privacy policy and payment terms/);
    expect(CHECKOUT_FIELD_MESSAGES.name).toContain(`${MIN_NAME_LENGTH} to ${MAX_NAME_LENGTH} characters`);
    expect(isValidFullName('A'.repeat(MIN_NAME_LENGTH))).toBe(true);
    expect(isValidFullName('A'.repeat(MAX_NAME_LENGTH + 1))).toBe(false);
    const example = /like (\S+@\S+)\.$/.exec(CHECKOUT_FIELD_MESSAGES.email)?.[1];
    expect(example).toBe('name@example.com');
    expect(isValidEmail(example!)).toBe(true);
  });
});
