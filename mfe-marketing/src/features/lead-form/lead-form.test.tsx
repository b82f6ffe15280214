import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError, setAppConfig } from 'shared-api';
import { LeadForm } from './lead-form';

jest.mock('shared-api', () => ({ ...jest.requireActual('shared-api'), api: { submitLead: jest.fn() } }));
const submitLead = api.submitLead as jest.Mock;

// A failure as the shared-api client raises it: the server's answer on `response`.
function serverError(status: number, data: unknown) {
  return new ApiError(`Request failed with status code ${status}`, { status, data, headers: {} });
}

const renderForm = (onSubmitted = jest.fn()) => {
  render(<LeadForm form="contact-mas-b2b" submitLabel="Request a proposal" successTitle="Thank you, we will prepare your proposal"
    successBody={<p>We will call you.</p>} onSubmitted={onSubmitted} />);
  return { user: userEvent.setup(), onSubmitted };
};

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^First name/), 'Priya');
  await user.type(screen.getByLabelText(/^Last name/), 'Raman');
  await user.type(screen.getByLabelText(/^Work email/), 'priya@pharma.example');
  await user.type(screen.getByLabelText(/^Company/), 'Helix Biologics');
  await user.type(screen.getByLabelText(/^Job title/), 'Head of Field Medical');
  await user.selectOptions(screen.getByLabelText(/^Number of people to train/), '6-20');
  await user.type(screen.getByLabelText(/^Tell us about your team/), 'Twelve new MSLs starting in the spring.');
}

beforeEach(() => {
  jest.clearAllMocks();
  setAppConfig({});
  localStorage.clear();
  document.head.querySelectorAll('script').forEach((s) => s.remove());
});

describe('native lead form', () => {
  it('renders labelled controls with the right types and required flags', () => {
    renderForm();
    expect(screen.getByLabelText(/^Work email/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Phone/)).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText(/^Phone/)).not.toBeRequired();
    expect(screen.getByLabelText(/^First name/)).toBeRequired();
    expect(screen.getByLabelText(/^Number of people to train/).tagName).toBe('SELECT');
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('shows errors tied to their fields, focuses the first, and sends nothing', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText(/^Work email/), 'priya@pharma');
    await user.click(screen.getByRole('button', { name: 'Request a proposal' }));
    const first = screen.getByLabelText(/^First name/);
    expect(first).toHaveFocus();
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveAccessibleDescription('Please enter your first name.');
    expect(screen.getByLabelText(/^Work email/)).toHaveAccessibleDescription('Please enter a valid email address, like name@example.com.');
    expect(screen.getByLabelText(/^Number of people to train/)).toHaveAccessibleDescription('Please choose how many people you would like to train.');
    expect(screen.getByLabelText(/^Phone/)).not.toHaveAttribute('aria-invalid');
    expect(submitLead).not.toHaveBeenCalled();

    // errors clear as the visitor corrects a field
    await user.type(first, 'Priya');
    expect(first).not.toHaveAttribute('aria-invalid');
  });

  it('posts the form name, the trimmed fields and the saved utm values, then shows the success state', async () => {
    localStorage.setItem('acma.utm.v1', JSON.stringify({ utm_source: 'congress', utm_campaign: 'spring' }));
    submitLead.mockResolvedValue(undefined);
    const { user, onSubmitted } = renderForm();
    await fillValid(user);
    await user.type(screen.getByLabelText(/^Phone/), ' +1 (555) 010-2000 ');
    await user.click(screen.getByRole('button', { name: 'Request a proposal' }));
    const success = await screen.findByTestId('lead-form-success');
    expect(success).toHaveTextContent('Thank you, we will prepare your proposal');
    await waitFor(() => expect(success).toHaveFocus());
    const expected = {
      firstname: 'Priya', lastname: 'Raman', email: 'priya@pharma.example', company: 'Helix Biologics',
      jobtitle: 'Head of Field Medical', phone: '+1 (555) 010-2000', team_size: '6-20', message: 'Twelve new MSLs starting in the spring.',
    };
    expect(submitLead).toHaveBeenCalledWith('contact-mas-b2b', expected, { utm_source: 'congress', utm_campaign: 'spring' });
    expect(onSubmitted).toHaveBeenCalledWith(expected);
  });

  it('shows the API\'s refusal in the form\'s words (the field\'s label, not its key), and marks the fields it names', async () => {
    submitLead.mockRejectedValueOnce(serverError(400, {
      error: 'Bad Request', message: 'fields.email: use a work email address', statusCode: 400,
      issues: [{ path: 'fields.email', message: 'use a work email address' }],
    }));
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Request a proposal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Work email: use a work email address\.$/);
    expect(screen.getByLabelText(/^Work email/)).toHaveAccessibleDescription('use a work email address.');
    expect(screen.queryByTestId('lead-form-success')).not.toBeInTheDocument();

    // a failure without a message gets the generic text; the button is usable again
    submitLead.mockRejectedValueOnce(new Error('socket hang up'));
    await user.click(screen.getByRole('button', { name: 'Request a proposal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not send your details just now');
    expect(screen.getByRole('button', { name: 'Request a proposal' })).toBeEnabled();
    error.mockRestore();
  });
});

describe('provider embed', () => {
  it('loads the provider script only when a portal and a form id are configured, and creates the form', async () => {
    setAppConfig({
      forms: { portalId: '4455', formIds: { 'contact-mas-b2b': 'f-b2b-1' }, integrity: 'sha384-abc', region: 'eu1' } as never,
    });
    const onSubmitted = jest.fn();
    render(<LeadForm form="contact-mas-b2b" submitLabel="x" successTitle="y" successBody={null} onSubmitted={onSubmitted} />);
    expect(screen.getByTestId('lead-form-embed')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    const script = document.head.querySelector('script')!;
    expect(script.src).toBe('https://js.hsforms.net/forms/embed/v2.js');
    expect(script.getAttribute('integrity')).toBe('sha384-abc');
    expect(script.getAttribute('crossorigin')).toBe('anonymous');

    const create = jest.fn();
    window.hbspt = { forms: { create } };
    await act(async () => { script.dispatchEvent(new Event('load')); });
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ portalId: '4455', formId: 'f-b2b-1', region: 'eu1', target: expect.stringMatching(/^#lead-embed-/) }));
    create.mock.calls[0][0].onFormSubmitted();
    expect(onSubmitted).toHaveBeenCalled();
    delete window.hbspt;
  });

  it('renders the native form when this form has no id, and falls back to it when the script fails', async () => {
    setAppConfig({ forms: { portalId: '4455', formIds: { 'contact-general': 'f-1' } } });
    const { unmount } = render(<LeadForm form="contact-mas-b2b" submitLabel="Request a proposal" successTitle="y" successBody={null} />);
    expect(screen.getByRole('button', { name: 'Request a proposal' })).toBeInTheDocument();
    expect(document.head.querySelector('script')).toBeNull();
    unmount();

    setAppConfig({ forms: { portalId: '4455', formIds: { 'contact-general': 'f-1' }, scriptUrl: 'https://forms.example.org/embed.js' } as never });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<LeadForm form="contact-general" submitLabel="Send message" successTitle="y" successBody={null} />);
    const script = document.head.querySelector('script')!;
    expect(script.src).toBe('https://forms.example.org/embed.js');
    expect(script.hasAttribute('integrity')).toBe(false);
    await act(async () => { script.dispatchEvent(new Event('error')); });
    expect(await screen.findByRole('button', { name: 'Send message' })).toBeInTheDocument();
    expect(document.head.querySelector('script')).toBeNull();
    warn.mockRestore();
  });
});
