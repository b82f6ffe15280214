// The lead forms check names with the full name rule (shared-api's names.ts: every top-level domain,
// localhost, ports) when they are submitted: the rule is loaded then (or by the first focus), never
// with the page, and a name holding an address gets the form's own message with nothing sent.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, setAppConfig } from 'shared-api';
import ChatDialog from './chat-dialog';
import { LeadForm } from './lead-form';

jest.mock('shared-api', () => ({ ...jest.requireActual('shared-api'), api: { submitLead: jest.fn() } }));
// names.ts, the rule's own chunk: counted when it is loaded
const mockNamesLoaded = jest.fn();
jest.mock('shared-api/names', () => {
  mockNamesLoaded();
  return jest.requireActual('shared-api/names');
});
const submitLead = api.submitLead as jest.Mock;

const renderForm = () => render(<LeadForm form="ebook-msl-guide" submitLabel="Get the guide" successTitle="Your guide is ready"
  successBody={<p>Download it below.</p>} />);
const NOT_A_NAME = (label: string) => `${label} must be a name, without web or email addresses.`;

beforeEach(() => {
  jest.clearAllMocks();
  setAppConfig({});
  localStorage.clear();
  submitLead.mockResolvedValue(undefined);
});

it('loads the rule on submit, not with the form, and refuses "payroll-verify.ca" with the form\'s message', async () => {
  renderForm();
  await new Promise((r) => setTimeout(r, 20));
  expect(mockNamesLoaded).not.toHaveBeenCalled();
  // typed without focusing anything: only the submit can load the rule
  for (const [label, value] of [[/^First name/, 'payroll-verify.ca'], [/^Last name/, 'Okafor'], [/^Email/, 'dana@example.com']] as const) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
  fireEvent.change(screen.getByLabelText(/^Your doctoral degree/), { target: { value: 'PharmD' } });
  expect(mockNamesLoaded).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: 'Get the guide' }));
  const first = screen.getByLabelText(/^First name/);
  await waitFor(() => expect(first).toHaveAccessibleDescription(NOT_A_NAME('First name')));
  expect(first).toHaveAttribute('aria-invalid', 'true');
  expect(first).toHaveFocus();
  expect(mockNamesLoaded).toHaveBeenCalledTimes(1);
  expect(submitLead).not.toHaveBeenCalled();
});

it.each([
  ['First name', 'payroll-verify.ca'],
  ['Last name', 'Smith localhost:8080'],
  ['First name', 'Ana example.it'],
])('refuses the %s %j with the form\'s message and sends nothing', async (label, value) => {
  const user = userEvent.setup();
  renderForm();
  await user.type(screen.getByLabelText(/^First name/), label === 'First name' ? value : 'Dana');
  await user.type(screen.getByLabelText(/^Last name/), label === 'Last name' ? value : 'Okafor');
  await user.type(screen.getByLabelText(/^Email/), 'dana@example.com');
  await user.selectOptions(screen.getByLabelText(/^Your doctoral degree/), 'MD');
  await user.click(screen.getByRole('button', { name: 'Get the guide' }));
  const field = screen.getByLabelText(new RegExp(`^${label}`));
  await waitFor(() => expect(field).toHaveAccessibleDescription(NOT_A_NAME(label)));
  expect(field).toHaveFocus();
  expect(submitLead).not.toHaveBeenCalled();
  expect(screen.queryByTestId('lead-form-success')).toBeNull();

  // a name is still a name: corrected, the form is sent
  await user.clear(field);
  await user.type(field, label === 'First name' ? 'Ana' : 'Smith');
  await user.click(screen.getByRole('button', { name: 'Get the guide' }));
  expect(await screen.findByTestId('lead-form-success')).toBeInTheDocument();
  expect(submitLead).toHaveBeenCalledTimes(1);
});

it('checks the chat dialog\'s name with the same rule', async () => {
  const user = userEvent.setup();
  render(<ChatDialog open onClose={() => undefined} />);
  await user.type(screen.getByLabelText(/^Your name/), 'Smith localhost:8080');
  await user.type(screen.getByLabelText(/^Email/), 'dana@example.com');
  await user.type(screen.getByLabelText(/^Your message/), 'Can my team share one license?');
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  await waitFor(() => expect(screen.getByLabelText(/^Your name/)).toHaveAccessibleDescription(NOT_A_NAME('Your name')));
  expect(submitLead).not.toHaveBeenCalled();
});
