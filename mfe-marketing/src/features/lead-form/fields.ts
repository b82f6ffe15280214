// Building blocks of the marketing pages' lead forms. Field `name`s are the marketing-form
// provider's internal property names (firstname, lastname, email, company, jobtitle, phone, message,
// …) so a submission stored by the API can be forwarded to the provider unchanged. The rules, the
// controls and the form itself are the store's one lead-form stack (shared-ui/forms). First and last
// names are checked as people's names (`personName`: no web or email address), with the full rule
// once the form is submitted (shared-ui/forms: NameRuleGate).
import type { FieldDef } from 'shared-ui/forms';

export const firstName: FieldDef = { name: 'firstname', label: 'First name', type: 'text', required: 'Please enter your first name.', autoComplete: 'given-name', minLength: 2, tooShort: 'Please enter at least 2 letters of your first name.', maxLength: 80, personName: true };
export const lastName: FieldDef = { name: 'lastname', label: 'Last name', type: 'text', required: 'Please enter your last name.', autoComplete: 'family-name', minLength: 2, tooShort: 'Please enter at least 2 letters of your last name.', maxLength: 80, personName: true };
export const email: FieldDef = { name: 'email', label: 'Email', type: 'email', required: 'Please enter your email address.', autoComplete: 'email' };
export const workEmail: FieldDef = { ...email, label: 'Work email', required: 'Please enter your work email address.' };
export const phone: FieldDef = { name: 'phone', label: 'Phone (optional)', type: 'tel', autoComplete: 'tel' };
export const company = (required = false): FieldDef => ({
  name: 'company', label: required ? 'Company' : 'Company (optional)', type: 'text', autoComplete: 'organization',
  required: required ? 'Please enter the company you work for.' : undefined,
});
export const jobTitle = (required = false): FieldDef => ({
  name: 'jobtitle', label: required ? 'Job title' : 'Job title (optional)', type: 'text', autoComplete: 'organization-title',
  required: required ? 'Please enter your job title.' : undefined,
});
/** The free-text message: `missing` is its own message when it is required and left empty. */
export const message = (label: string, missing?: string, hint?: string): FieldDef => ({
  name: 'message', label: missing ? label : `${label} (optional)`, type: 'textarea', required: missing, hint,
  minLength: missing ? 10 : undefined, tooShort: missing ? 'Please write at least 10 characters so we can help.' : undefined,
});
