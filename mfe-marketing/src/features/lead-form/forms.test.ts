import { cleanValues, validateField, validateFields, type FieldDef } from 'shared-ui/forms';
import { LEAD_FORMS } from './forms';

describe('the page forms', () => {
  it('every required field has its own written message', () => {
    const seen = new Map<string, string>();
    for (const [form, defs] of Object.entries(LEAD_FORMS) as [string, readonly FieldDef[]][]) {
      for (const d of defs) {
        const message = validateField(d, '');
        if (!d.required) { expect({ form, field: d.name, message }).toEqual({ form, field: d.name, message: null }); continue; }
        // a sentence written for the field: no label pasted into a template
        expect(message).toBe(d.required);
        expect(message).toMatch(/^Please [^?]*\.$/);
        expect(message).not.toMatch(/your your|\?\.|\(optional\)/i);
        const other = seen.get(message!);
        if (other) expect(other).toBe(d.name); // one message names one field
        seen.set(message!, d.name);
      }
    }
    expect(validateField(LEAD_FORMS['contact-general'].find((d) => d.name === 'topic')!, '')).toBe('Please choose what we can help you with.');
    expect(validateField(LEAD_FORMS['contact-general'].find((d) => d.name === 'message')!, '')).toBe('Please write your message.');
  });

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
    expect(consent.required).toMatch(/^Please agree/);
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
