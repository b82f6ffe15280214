import { CHECKED, cleanValues, validateField, validateFields, type FieldDef } from './fields';
import { LEAD_FORMS } from './forms';

const f = (over: Partial<FieldDef>): FieldDef => ({ name: 'x', label: 'Thing', type: 'text', ...over });

describe('validateField', () => {
  it('requires required values and ignores empty optional ones', () => {
    expect(validateField(f({ required: true }), '   ')).toBe('Please enter your thing.');
    expect(validateField(f({}), '')).toBeNull();
    expect(validateField(f({ type: 'select', required: true, options: ['A'] }), '')).toBe('Please choose your thing.');
    expect(validateField(f({ type: 'select', options: ['A'] }), 'B')).toBe('Please choose one of the listed options.');
  });

  it('checks emails, web addresses, phones and lengths', () => {
    expect(validateField(f({ type: 'email' }), 'a@b')).toMatch(/valid email/);
    expect(validateField(f({ type: 'email' }), 'a@b.co')).toBeNull();
    expect(validateField(f({ type: 'url' }), 'javascript:alert(1)')).toMatch(/https:\/\//);
    expect(validateField(f({ type: 'url' }), 'https://profiles.example.com/in/dana')).toBeNull();
    expect(validateField(f({ type: 'tel' }), 'call me')).toMatch(/phone number/);
    expect(validateField(f({ type: 'tel' }), '+44 20 7946 0000')).toBeNull();
    expect(validateField(f({ minLength: 3 }), 'ab')).toBe('Thing must be at least 3 characters.');
    expect(validateField(f({ maxLength: 4 }), 'abcde')).toBe('Thing must be at most 4 characters.');
    expect(validateField(f({ label: 'Notes (optional)', maxLength: 2 }), 'abc')).toBe('Notes must be at most 2 characters.');
  });

  it('requires a required checkbox to be ticked', () => {
    expect(validateField(f({ type: 'checkbox', required: true }), '')).toBe('Please tick this box to continue.');
    expect(validateField(f({ type: 'checkbox', required: true }), CHECKED)).toBeNull();
  });
});

describe('the page forms', () => {
  it('every form asks for a name and an email and has unique field names', () => {
    for (const [name, defs] of Object.entries(LEAD_FORMS)) {
      const names = defs.map((d) => d.name);
      expect({ name, unique: new Set(names).size === names.length }).toEqual({ name, unique: true });
      expect(names).toEqual(expect.arrayContaining(['firstname', 'lastname', 'email']));
    }
  });

  it('gates the MSL ebook to PharmDs, MDs and PhDs and asks SIPHA registrants for consent', () => {
    const degree = LEAD_FORMS['ebook-msl-guide'].find((d) => d.name === 'degree')!;
    expect(degree.options).toEqual(['PharmD', 'MD', 'PhD']);
    expect(validateField(degree, 'BSc')).not.toBeNull();
    const consent = LEAD_FORMS['sipha-registration'].find((d) => d.type === 'checkbox')!;
    expect(consent.required).toBe(true);
    expect(consent.label).toMatch(/name, job title, affiliation and professional profile account/);
  });

  it('validates and cleans a whole form', () => {
    const defs = LEAD_FORMS['contact-general'];
    const values = { firstname: ' Ann ', lastname: 'Lee', email: 'ann@example.com', topic: 'Something else', message: 'Please call me back.', extra: 'dropped' };
    expect(validateFields(defs, values)).toEqual({});
    expect(cleanValues(defs, values)).toEqual({ firstname: 'Ann', lastname: 'Lee', email: 'ann@example.com', phone: '', company: '', topic: 'Something else', message: 'Please call me back.' });
    expect(Object.keys(validateFields(defs, { ...values, email: 'nope', message: 'short' }))).toEqual(['email', 'message']);
  });
});
