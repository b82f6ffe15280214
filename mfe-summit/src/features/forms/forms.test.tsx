import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { api } from 'shared-api';
import { validateBadge, emptyBadge } from '../badge/badge-form';
import { validateFreePass, emptyFreePass } from '../free-pass/free-pass-form';
import { emptyNomination, validateNomination } from '../nominations/nomination-form';
import { GroupTicketsDialog, GROUP_FORM } from '../conference/lead-dialogs';
import { validateFields, type FieldDef } from 'shared-ui/forms';

afterEach(() => { jest.restoreAllMocks(); localStorage.clear(); });

describe('form validation', () => {
  it('nomination: type, award, nominee and a reason of 50+ characters; nominator only for peers', () => {
    const e = validateNomination(emptyNomination, ['a0']);
    expect(Object.keys(e).sort()).toEqual(['award', 'nomination_type', 'nominee_company', 'nominee_email', 'nominee_firstname', 'nominee_jobtitle', 'nominee_lastname', 'reason'].sort());
    const self = { ...emptyNomination, nomination_type: 'self', award: 'a0', nominee_firstname: 'Ana', nominee_lastname: 'Lee', nominee_email: 'ana@x.org', nominee_jobtitle: 'MSL', nominee_company: 'Co', reason: 'x'.repeat(50) };
    expect(validateNomination(self, ['a0'])).toEqual({});
    expect(validateNomination({ ...self, reason: 'x'.repeat(49) }, ['a0']).reason).toMatch(/at least 50/);
    expect(Object.keys(validateNomination({ ...self, nomination_type: 'peer' }, ['a0']))).toEqual(['nominator_name', 'nominator_email']);
    expect(validateNomination({ ...self, nominee_linkedin: 'not a url' }, ['a0']).nominee_linkedin).toBeDefined();
    expect(validateNomination({ ...self, award: 'zz' }, ['a0']).award).toBeDefined();
  });

  it('badge: email and badge fields required, profile address optional', () => {
    expect(Object.keys(validateBadge(emptyBadge)).sort()).toEqual(['company', 'email', 'firstName', 'jobTitle', 'lastName']);
    const ok = { ...emptyBadge, email: 'a@b.co', firstName: 'Al', lastName: 'Bo', jobTitle: 'MSL', company: 'Co' };
    expect(validateBadge(ok)).toEqual({});
    expect(validateBadge({ ...ok, email: 'a@b' }).email).toBeDefined();
    expect(validateBadge({ ...ok, linkedinUrl: 'ftp://x.y' }).linkedinUrl).toBeDefined();
    // names stay names (the API refuses the same)
    expect(validateBadge({ ...ok, firstName: 'Verify at https://evil.example' }).firstName).toMatch(/without web or email addresses/);
    expect(validateBadge({ ...ok, lastName: 'x'.repeat(81) }).lastName).toMatch(/at most 80/);
  });

  it('free pass: a code is required', () => {
    expect(validateFreePass(emptyFreePass).code).toBe('Please enter your free pass code.');
    expect(validateFreePass({ code: 'X', firstName: 'Al', lastName: 'Bo', email: 'a@b.co', company: 'Co', jobTitle: 'MSL' })).toEqual({});
    expect(validateFreePass({ code: 'X', firstName: 'www.evil.example', lastName: 'Bo', email: 'a@b.co', company: 'Co', jobTitle: 'MSL' }).firstName).toBeDefined();
  });

  it('lead fields: each required field has its own message; email, number range and select options', () => {
    const fields: FieldDef[] = [
      { name: 'email', label: 'Email', type: 'email', required: 'Please enter your email address.' },
      { name: 'n', label: 'Tickets', type: 'number', required: 'Please enter how many tickets.', min: 3, max: 10 },
      { name: 's', label: 'Summit', type: 'select', options: [{ value: 'a', label: 'A' }] },
    ];
    expect(validateFields(fields, {})).toEqual({ email: 'Please enter your email address.', n: 'Please enter how many tickets.' });
    expect(Object.keys(validateFields(fields, { email: 'x', n: '2', s: 'b' }))).toEqual(['email', 'n', 's']);
    expect(validateFields(fields, { email: 'a@b.co', n: '3', s: 'a' })).toEqual({});
  });
});

describe('group tickets dialog', () => {
  it('opens, shows errors tied to fields, submits through the lead endpoint and closes', async () => {
    localStorage.setItem('acma.utm.v1', JSON.stringify({ utm_source: 'newsletter' }));
    const submit = jest.spyOn(api, 'submitLead').mockResolvedValue(undefined);
    const onClose = jest.fn();
    const { rerender } = render(<GroupTicketsDialog open onClose={onClose} summitName="Test Summit" />);
    const dialog = screen.getByRole('dialog', { name: 'Group tickets' });
    expect(dialog).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Request group rate' }));
    const first = screen.getByLabelText(/First name/);
    // the submit waits for the name rule (NameRuleGate) before the form checks
    await waitFor(() => expect(first).toHaveAttribute('aria-invalid', 'true'));
    expect(first).toHaveAccessibleDescription('Please enter your first name.');
    expect(submit).not.toHaveBeenCalled();

    for (const [label, value] of [[/First name/, 'Ana'], [/Last name/, 'Lee'], [/Work email/, 'ana@pharma.example'], [/Company/, 'Pharma'], [/Job title/, 'Director'], [/Number of tickets/, '5']] as const) {
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    }
    fireEvent.click(screen.getByRole('button', { name: 'Request group rate' }));
    await waitFor(() => expect(submit).toHaveBeenCalledWith(GROUP_FORM, {
      firstname: 'Ana', lastname: 'Lee', email: 'ana@pharma.example', company: 'Pharma', jobtitle: 'Director', phone: '', tickets: '5', summit: 'Test Summit', message: '',
    }, { utm_source: 'newsletter' }));
    expect(await screen.findByText(/Our events team will contact you/, { selector: 'p' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Close Group tickets' }));
    expect(onClose).toHaveBeenCalled();
    rerender(<GroupTicketsDialog open={false} onClose={onClose} summitName="Test Summit" />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
