import { ApiError } from 'shared-api';
import { formApiError } from './api-error';

const refused = (issues: unknown, message = 'Invalid request body') =>
  new ApiError('Request failed with status code 400', { status: 400, data: { error: 'Bad Request', statusCode: 400, message, issues }, headers: {} });

describe('formApiError', () => {
  it('names each field by its label: as the subject of the message, else before it', () => {
    const labels = { firstName: 'First name (as on your badge)', email: 'Email used at registration', code: 'Free pass code' };
    const r = formApiError(refused([
      { path: 'firstName', message: 'firstName must be a name, without web or email addresses' },
      { path: 'email', message: 'email must be a valid email address' },
      { path: 'code', message: 'Please enter your free pass code.' },
    ]), labels);
    expect(r.text).toBe('First name (as on your badge) must be a name, without web or email addresses. '
      + 'Email used at registration must be a valid email address. Free pass code: Please enter your free pass code.');
    expect(r.fields).toEqual({
      firstName: 'First name (as on your badge) must be a name, without web or email addresses.',
      email: 'Email used at registration must be a valid email address.',
      code: 'Please enter your free pass code.',
    });
  });

  it('reads nested paths in either spelling, and a prefix of the endpoint', () => {
    const labels = { 'attendees.0.lastName': 'Attendee 1: last name', email: 'Work email' };
    expect(formApiError(refused([{ path: 'attendees[0].lastName', message: 'lastName must be at most 80 characters' }]), labels).text)
      .toBe('Attendee 1: last name must be at most 80 characters.');
    expect(formApiError(refused([{ path: 'attendees.0.lastName', message: 'attendees.0.lastName is required' }]), labels).fields)
      .toEqual({ 'attendees.0.lastName': 'Attendee 1: last name is required.' });
    expect(formApiError(refused([{ path: ['fields', 'email'], message: 'Please ensure email is valid' }]), labels, 'fields.').text)
      .toBe('Work email: Please ensure email is valid.');
  });

  it('keeps the fields in the form\'s order, the API\'s message when no issue is given, and unknown paths unnamed', () => {
    const labels = { firstName: 'First name', lastName: 'Last name' };
    expect(Object.keys(formApiError(refused([{ path: 'lastName', message: 'x' }, { path: 'firstName', message: 'y' }]), labels).fields)).toEqual(['firstName', 'lastName']);
    expect(formApiError(refused(undefined, 'That free pass code is not valid.'), labels)).toEqual({ text: 'That free pass code is not valid.', fields: {} });
    expect(formApiError(refused([{ path: '', message: 'Unrecognized key: "x"' }]), labels).text).toBe('Unrecognized key: "x".');
    expect(formApiError(new Error('network down'), labels)).toEqual({ text: null, fields: {} });
  });
});
