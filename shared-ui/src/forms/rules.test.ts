import { CHECKED, cleanValues, validateField, validateFields, type FieldDef } from './rules';

const f = (over: Partial<FieldDef>): FieldDef => ({ name: 'x', label: 'Thing', type: 'text', ...over });

describe('validateField', () => {
  it("shows a required field's own message and ignores empty optional ones", () => {
    expect(validateField(f({ required: 'Please name the thing.' }), '   ')).toBe('Please name the thing.');
    expect(validateField(f({}), '')).toBeNull();
    expect(validateField(f({ type: 'select', required: 'Please choose a thing.', options: ['A'] }), '')).toBe('Please choose a thing.');
    expect(validateField(f({ type: 'select', options: ['A'] }), 'B')).toBe('Please choose one of the listed options.');
    expect(validateField(f({ type: 'select', options: [{ value: 'a', label: 'A' }] }), 'a')).toBeNull();
  });

  it("checks emails (the store's one check), web addresses, phones, numbers and lengths", () => {
    expect(validateField(f({ type: 'email' }), 'a@b')).toMatch(/valid email/);
    expect(validateField(f({ type: 'email' }), 'x@y.z')).toMatch(/valid email/);
    expect(validateField(f({ type: 'email' }), 'a@b.co')).toBeNull();
    expect(validateField(f({ type: 'url' }), 'javascript:alert(1)')).toMatch(/https:\/\//);
    expect(validateField(f({ type: 'url' }), 'https://profiles.example.com/in/dana')).toBeNull();
    expect(validateField(f({ type: 'tel' }), 'call me')).toMatch(/phone number/);
    expect(validateField(f({ type: 'tel' }), '+44 20 7946 0000')).toBeNull();
    expect(validateField(f({ type: 'number', min: 3, max: 9 }), '2')).toBe('Please enter a whole number from 3 to 9.');
    expect(validateField(f({ minLength: 3 }), 'ab')).toBe('Please write at least 3 characters (2 so far).');
    expect(validateField(f({ minLength: 3, tooShort: 'Three letters, please.' }), 'ab')).toBe('Three letters, please.');
    expect(validateField(f({ maxLength: 4 }), 'abcde')).toBe('Please keep this to at most 4 characters.');
  });

  it('requires a required checkbox to be ticked, with its own message', () => {
    expect(validateField(f({ type: 'checkbox', required: 'Please accept the rules.' }), '')).toBe('Please accept the rules.');
    expect(validateField(f({ type: 'checkbox', required: 'Please accept the rules.' }), CHECKED)).toBeNull();
  });

  it('validates and cleans a whole form: every defined field, trimmed', () => {
    const defs: FieldDef[] = [f({ name: 'a', required: 'A please.' }), f({ name: 'b' })];
    expect(validateFields(defs, {})).toEqual({ a: 'A please.' });
    expect(cleanValues(defs, { a: ' x ', c: 'dropped' })).toEqual({ a: 'x', b: '' });
  });
});
