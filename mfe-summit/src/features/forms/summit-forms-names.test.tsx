// The summit's forms check names with the full name rule (shared-api's names.ts: every top-level
// domain, localhost, ports), awaited when they are submitted and never loaded with the page; and an
// API 400 names each field by the label the form shows for it, not by the key it was sent under.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError, loadNameRule } from 'shared-api';
import { BADGE_LABELS, BadgeForm, type BadgeKey } from '../badge/badge-form';
import { GroupTicketsDialog, SponsorDialog } from '../conference/lead-dialogs';
import { FREE_PASS_LABELS, FreePassChangeForm, FreePassForm, type FreePassKey } from '../free-pass/free-pass-form';
import { NominationForm, nominationLabels, type NominationKey } from '../nominations/nomination-form';
import { summitApi } from '../../lib/summit-api';

jest.mock('shared-api', () => {
  const actual = jest.requireActual('shared-api');
  return { ...actual, loadNameRule: jest.fn(actual.loadNameRule) };
});
// names.ts, the rule's own chunk: counted when it is loaded
const mockNamesLoaded = jest.fn();
jest.mock('shared-api/names', () => {
  mockNamesLoaded();
  return jest.requireActual('shared-api/names');
});

const actualLoad: () => Promise<void> = jest.requireActual('shared-api').loadNameRule;
/** The next loadNameRule() waits until `release` is called (then loads the rule). */
function holdNameRule(): () => void {
  let release!: () => void;
  const held = new Promise<void>((r) => { release = r; });
  (loadNameRule as jest.Mock).mockImplementationOnce(() => held.then(actualLoad));
  return release;
}
/** Lets pending promises (a submit, a held rule) run. */
const settle = () => new Promise((r) => setTimeout(r, 20));

const NOT_A_NAME = (label: string) => `${label} must be a name, without web or email addresses.`;
const AWARDS = [{ id: 'rising-star', name: 'Rising Star in Medical Affairs', eligibility: '', summary: '', criteria: [] }];
const REASON = 'She rebuilt the field medical team and trained twelve new MSLs in one year.';
const serverError = (status: number, data: unknown) => new ApiError(`Request failed with status code ${status}`, { status, data, headers: {} });
/** A 400 as the API sends it (api/src/errors.ts): its message names the paths, each issue a path and a message. */
const refused = (issues: { path: string; message: string }[]) => serverError(400, {
  error: 'Bad Request', statusCode: 400, issues,
  message: `Invalid request body: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`,
});
const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const getToken = async () => 'token-1';

beforeEach(() => {
  jest.restoreAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  localStorage.clear();
});

describe('names: the full rule, awaited on submit', () => {
  it('loads nothing with the forms; the badge form waits for the rule, then refuses "payroll-verify.ca"', async () => {
    const pages = [
      render(<BadgeForm accountEmail="dana@example.com" getToken={getToken} />),
      render(<FreePassForm />),
      render(<NominationForm awards={AWARDS} />),
      render(<GroupTicketsDialog open onClose={() => undefined} summitName="Test Summit" />),
    ];
    await settle();
    expect(mockNamesLoaded).not.toHaveBeenCalled();
    expect(loadNameRule).not.toHaveBeenCalled();
    pages.forEach((p) => p.unmount());

    const submit = jest.spyOn(summitApi, 'submitBadge');
    const release = holdNameRule();
    render(<BadgeForm accountEmail="dana@example.com" getToken={getToken} />);
    type(/^First name/, 'payroll-verify.ca');
    type(/^Last name/, 'Okafor');
    type(/^Job title/, 'Field Medical Director');
    type(/^Company/, 'Helix Biologics');
    fireEvent.click(screen.getByRole('button', { name: 'Save my badge details' }));
    await settle();
    // nothing checked or sent while the rule loads
    const first = screen.getByLabelText(/^First name/);
    expect(first).not.toHaveAttribute('aria-invalid');
    expect(submit).not.toHaveBeenCalled();
    release();
    await waitFor(() => expect(first).toHaveAccessibleDescription(NOT_A_NAME('First name')));
    expect(first).toHaveFocus();
    expect(mockNamesLoaded).toHaveBeenCalledTimes(1);
    expect(submit).not.toHaveBeenCalled();
  });

  it.each([
    ['First name', 'payroll-verify.ca'],
    ['Last name', 'Smith localhost:8080'],
    ['First name', 'Ana example.it'],
  ])('badge: refuses the %s %j and sends nothing', async (label, value) => {
    const submit = jest.spyOn(summitApi, 'submitBadge');
    const user = userEvent.setup();
    render(<BadgeForm accountEmail="dana@example.com" getToken={getToken} />);
    await user.type(screen.getByLabelText(/^First name/), label === 'First name' ? value : 'Dana');
    await user.type(screen.getByLabelText(/^Last name/), label === 'Last name' ? value : 'Okafor');
    await user.type(screen.getByLabelText(/^Job title/), 'Field Medical Director');
    await user.type(screen.getByLabelText(/^Company/), 'Helix Biologics');
    await user.click(screen.getByRole('button', { name: 'Save my badge details' }));
    const field = screen.getByLabelText(new RegExp(`^${label}`));
    await waitFor(() => expect(field).toHaveAccessibleDescription(NOT_A_NAME(label)));
    expect(submit).not.toHaveBeenCalled();
  });

  it('free pass: waits for the rule, then refuses "Ana example.it" and sends nothing', async () => {
    const claim = jest.spyOn(summitApi, 'claimFreePass');
    const release = holdNameRule();
    render(<FreePassForm />);
    type(/^Free pass code/, 'PARTNER-2025');
    type(/^First name/, 'Ana example.it');
    type(/^Last name/, 'Okafor');
    type(/^Work email/, 'ana@pharma.example');
    type(/^Company/, 'Helix Biologics');
    type(/^Job title/, 'MSL');
    fireEvent.click(screen.getByRole('button', { name: 'Request my free pass' }));
    await settle();
    const first = screen.getByLabelText(/^First name/);
    expect(first).not.toHaveAttribute('aria-invalid');
    release();
    await waitFor(() => expect(first).toHaveAccessibleDescription(NOT_A_NAME('First name')));
    expect(claim).not.toHaveBeenCalled();
  });

  it('free pass change: waits for the rule, then refuses "Smith localhost:8080" and sends nothing', async () => {
    jest.spyOn(summitApi, 'getFreePassClaim').mockResolvedValue({ code: 'PARTNER-2025', email: 'ana@pharma.example', firstName: 'Ana', lastName: 'Okafor', company: 'Helix', jobTitle: 'MSL' });
    const change = jest.spyOn(summitApi, 'changeFreePassClaim');
    render(<FreePassChangeForm linkToken="abc.def" />);
    const last = await screen.findByLabelText(/^Last name/);
    const release = holdNameRule();
    fireEvent.change(last, { target: { value: 'Smith localhost:8080' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save my request' }));
    await settle();
    expect(last).not.toHaveAttribute('aria-invalid');
    release();
    await waitFor(() => expect(last).toHaveAccessibleDescription(NOT_A_NAME('Last name')));
    expect(change).not.toHaveBeenCalled();
  });

  it('nomination: waits for the rule, then refuses the nominee\'s and the nominator\'s names and sends nothing', async () => {
    const submit = jest.spyOn(api, 'submitLead');
    const release = holdNameRule();
    render(<NominationForm awards={AWARDS} />);
    fireEvent.click(screen.getByLabelText(/Another professional or team/));
    type(/^Award/, 'rising-star');
    type(/^Nominee's first name/, 'payroll-verify.ca');
    type(/^Nominee's last name/, 'Okafor');
    type(/^Nominee's email/, 'ana@pharma.example');
    type(/^Job title/, 'MSL');
    type(/^Company or organization/, 'Helix Biologics');
    type(/^Your name/, 'Smith localhost:8080');
    type(/^Your email/, 'sam@pharma.example');
    type(/^Why does this nomination/, REASON);
    fireEvent.click(screen.getByRole('button', { name: 'Submit nomination' }));
    await settle();
    const nominee = screen.getByLabelText(/^Nominee's first name/);
    expect(nominee).not.toHaveAttribute('aria-invalid');
    release();
    await waitFor(() => expect(nominee).toHaveAccessibleDescription(NOT_A_NAME("Nominee's first name")));
    expect(screen.getByLabelText(/^Your name/)).toHaveAccessibleDescription(NOT_A_NAME('Your name'));
    expect(submit).not.toHaveBeenCalled();
  });

  it.each([
    ['group tickets', 'Request group rate'],
    ['sponsorship', 'Send sponsorship enquiry'],
  ])('%s dialog: waits for the rule, then refuses "Ana example.it" and sends nothing', async (kind, button) => {
    const submit = jest.spyOn(api, 'submitLead');
    const release = holdNameRule();
    if (kind === 'sponsorship') render(<SponsorDialog open onClose={() => undefined} />);
    else render(<GroupTicketsDialog open onClose={() => undefined} summitName="Test Summit" />);
    type(/^First name/, 'Ana example.it');
    fireEvent.click(screen.getByRole('button', { name: button }));
    await settle();
    const first = screen.getByLabelText(/^First name/);
    expect(first).not.toHaveAttribute('aria-invalid');
    release();
    await waitFor(() => expect(first).toHaveAccessibleDescription(NOT_A_NAME('First name')));
    expect(submit).not.toHaveBeenCalled();
  });
});

describe('an API 400 names the field by the form\'s label', () => {
  it.each([
    ['group tickets', 'Request group rate'],
    ['sponsorship', 'Send sponsorship enquiry'],
  ])('%s dialog: the error box and the field say "Last name", not fields.lastname', async (kind, button) => {
    jest.spyOn(api, 'submitLead').mockRejectedValue(refused([
      { path: 'fields.lastname', message: 'lastname must be a name, without web or email addresses' },
    ]));
    const user = userEvent.setup();
    if (kind === 'sponsorship') render(<SponsorDialog open onClose={() => undefined} />);
    else render(<GroupTicketsDialog open onClose={() => undefined} summitName="Test Summit" />);
    const fill: [RegExp, string][] = [[/^First name/, 'Ana'], [/^Last name/, 'Ruiz'], [/^Work email/, 'ana@helix.example'], [/^Company/, 'Helix'], [/^Job title/, 'MSL']];
    if (kind === 'group tickets') fill.push([/^Number of tickets/, '4']);
    for (const [label, value] of fill) await user.type(screen.getByLabelText(label), value);
    if (kind === 'sponsorship') await user.selectOptions(screen.getByLabelText(/^Sponsorship interest/), 'session');
    await user.click(screen.getByRole('button', { name: button }));
    const last = screen.getByLabelText(/^Last name/);
    await waitFor(() => expect(last).toHaveAccessibleDescription('Last name must be a name, without web or email addresses.'));
    expect(last).toHaveFocus();
    const box = screen.getByRole('alert');
    expect(box).toHaveTextContent(/^Last name must be a name, without web or email addresses\.$/);
    expect(box.textContent).not.toMatch(/lastname|fields\.|Invalid request body/);
  });

  it('badge: the message and the field say "First name (as on your badge)", not firstName', async () => {
    jest.spyOn(summitApi, 'submitBadge').mockRejectedValue(refused([
      { path: 'firstName', message: 'firstName must be a name, without web or email addresses' },
    ]));
    const user = userEvent.setup();
    render(<BadgeForm accountEmail="dana@example.com" getToken={getToken} />);
    await user.type(screen.getByLabelText(/^First name/), 'Dana');
    await user.type(screen.getByLabelText(/^Last name/), 'Okafor');
    await user.type(screen.getByLabelText(/^Job title/), 'Field Medical Director');
    await user.type(screen.getByLabelText(/^Company/), 'Helix Biologics');
    await user.click(screen.getByRole('button', { name: 'Save my badge details' }));
    const result = await screen.findByTestId('badge-result');
    expect(result).toHaveTextContent(/^First name \(as on your badge\) must be a name, without web or email addresses\.$/);
    expect(result.textContent).not.toMatch(/firstName|Invalid request body/);
    const first = screen.getByLabelText(/^First name/);
    expect(first).toHaveAccessibleDescription('First name (as on your badge) must be a name, without web or email addresses.');
    expect(first).toHaveFocus();
  });

  it('badge: every field it sends', async () => {
    const keys = Object.keys(BADGE_LABELS) as BadgeKey[];
    jest.spyOn(summitApi, 'submitBadge').mockRejectedValue(refused(keys.map((k) => ({ path: k, message: `${k} is not accepted` }))));
    const user = userEvent.setup();
    render(<BadgeForm accountEmail="dana@example.com" getToken={getToken} />);
    await user.type(screen.getByLabelText(/^First name/), 'Dana');
    await user.type(screen.getByLabelText(/^Last name/), 'Okafor');
    await user.type(screen.getByLabelText(/^Job title/), 'Field Medical Director');
    await user.type(screen.getByLabelText(/^Company/), 'Helix Biologics');
    await user.click(screen.getByRole('button', { name: 'Save my badge details' }));
    expect(await screen.findByTestId('badge-result')).toHaveTextContent(keys.map((k) => `${BADGE_LABELS[k]} is not accepted.`).join(' '));
    for (const k of keys) {
      expect(document.querySelector(`[name="${k}"]`)).toHaveAccessibleDescription(expect.stringContaining(`${BADGE_LABELS[k]} is not accepted.`));
    }
    expect(screen.getByLabelText(/^Email used at registration/)).toHaveFocus();
  });

  it('free pass: every field it sends; a message without the key is put after the label', async () => {
    const keys = Object.keys(FREE_PASS_LABELS) as FreePassKey[];
    const claim = jest.spyOn(summitApi, 'claimFreePass').mockRejectedValue(refused(keys.map((k) => ({ path: k, message: `${k} must be at most 2 characters` }))));
    const user = userEvent.setup();
    render(<FreePassForm />);
    await user.type(screen.getByLabelText(/^Free pass code/), 'PARTNER-2025');
    await user.type(screen.getByLabelText(/^First name/), 'Ana');
    await user.type(screen.getByLabelText(/^Last name/), 'Okafor');
    await user.type(screen.getByLabelText(/^Work email/), 'ana@pharma.example');
    await user.type(screen.getByLabelText(/^Company/), 'Helix Biologics');
    await user.type(screen.getByLabelText(/^Job title/), 'MSL');
    await user.click(screen.getByRole('button', { name: 'Request my free pass' }));
    expect(await screen.findByTestId('free-pass-result')).toHaveTextContent(keys.map((k) => `${FREE_PASS_LABELS[k]} must be at most 2 characters.`).join(' '));
    expect(screen.getByLabelText(/^Free pass code/)).toHaveFocus();

    claim.mockRejectedValue(refused([{ path: 'code', message: 'Please enter your free pass code.' }]));
    await user.click(screen.getByRole('button', { name: 'Request my free pass' }));
    await waitFor(() => expect(screen.getByTestId('free-pass-result')).toHaveTextContent(/^Free pass code: Please enter your free pass code\.$/));
    expect(screen.getByLabelText(/^Free pass code/)).toHaveAccessibleDescription(expect.stringContaining('Please enter your free pass code.'));

    // a refused code (no issues) is shown as the API wrote it, beside the code
    claim.mockRejectedValue(serverError(400, { error: 'Bad Request', statusCode: 400, message: 'That free pass code is not valid.' }));
    await user.click(screen.getByRole('button', { name: 'Request my free pass' }));
    await waitFor(() => expect(screen.getByTestId('free-pass-result')).toHaveTextContent(/^That free pass code is not valid\.$/));
    expect(screen.getByLabelText(/^Free pass code/)).toHaveAccessibleDescription(expect.stringContaining('That free pass code is not valid.'));
  });

  it('free pass change: every field it sends, the link\'s token included', async () => {
    jest.spyOn(summitApi, 'getFreePassClaim').mockResolvedValue({ code: 'PARTNER-2025', email: 'ana@pharma.example', firstName: 'Ana', lastName: 'Okafor', company: 'Helix', jobTitle: 'MSL' });
    jest.spyOn(summitApi, 'changeFreePassClaim').mockRejectedValue(refused(['token', 'firstName', 'lastName', 'company', 'jobTitle'].map((k) => ({ path: k, message: `${k} is too long` }))));
    const user = userEvent.setup();
    render(<FreePassChangeForm linkToken="abc.def" />);
    await user.click(await screen.findByRole('button', { name: 'Save my request' }));
    expect(await screen.findByTestId('free-pass-result')).toHaveTextContent(
      'The link you opened is too long. First name is too long. Last name is too long. Company is too long. Job title is too long.',
    );
    expect(screen.getByLabelText(/^First name/)).toHaveFocus();
    expect(screen.getByLabelText(/^Job title/)).toHaveAccessibleDescription('Job title is too long.');
  });

  it('nomination: every field it sends (fields.<key> of the lead endpoint), in the words of a peer nomination', async () => {
    const sent: NominationKey[] = ['nomination_type', 'award', 'nominee_firstname', 'nominee_lastname', 'nominee_email', 'nominee_jobtitle', 'nominee_company', 'nominee_linkedin', 'nominator_name', 'nominator_email', 'reason'];
    const labels = nominationLabels(true);
    jest.spyOn(api, 'submitLead').mockRejectedValue(refused([...sent, 'award_name' as const].map((k) => ({ path: `fields.${k}`, message: `${k} is not accepted` }))));
    render(<NominationForm awards={AWARDS} />);
    fireEvent.click(screen.getByLabelText(/Another professional or team/));
    type(/^Award/, 'rising-star');
    type(/^Nominee's first name/, 'Ana');
    type(/^Nominee's last name/, 'Okafor');
    type(/^Nominee's email/, 'ana@pharma.example');
    type(/^Job title/, 'MSL');
    type(/^Company or organization/, 'Helix Biologics');
    type(/^Your name/, 'Sam Lee');
    type(/^Your email/, 'sam@pharma.example');
    type(/^Why does this nomination/, REASON);
    fireEvent.click(screen.getByRole('button', { name: 'Submit nomination' }));
    const text = [...sent, 'award_name' as const].map((k) => `${labels[k]} is not accepted.`).join(' ');
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(text).toMatch(/^Who are you nominating\? is not accepted\. Award is not accepted\. Nominee's first name is not accepted\./);
    expect(text).not.toMatch(/fields\.|nominee_|nominator_/);
    expect(screen.getByLabelText(/^Nominee's first name/)).toHaveAccessibleDescription("Nominee's first name is not accepted.");
  });
});
