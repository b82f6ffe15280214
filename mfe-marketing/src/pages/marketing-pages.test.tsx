import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { api, setAppConfig } from 'shared-api';
import BiologicsThankYouPage from './biologics-thank-you-page';
import ContactPage from './contact-page';
import EbookPage from './ebook-page';
import EbookThankYouPage from './ebook-thank-you-page';
import HasEventPage from './has-event-page';
import SiphaPage from './sipha-page';
import { PartnerThankYou } from '../features/landing/partner-offer';

jest.mock('shared-api', () => ({ ...jest.requireActual('shared-api'), api: { submitLead: jest.fn() } }));

function at(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/contact-us" element={<ContactPage />} />
        <Route path="/contact-us/:variant" element={<ContactPage />} />
        <Route path="/has-event/:kind" element={<HasEventPage />} />
        <Route path="/definitive-guide-ebook" element={<EbookPage />} />
        <Route path="/pharmacist-definitive-guide-ebook" element={<EbookPage />} />
        <Route path="/thank-you-msl-guide" element={<EbookThankYouPage />} />
        <Route path="/thank-you-pharmacist-guide" element={<EbookThankYouPage />} />
        <Route path="/thank-you-biologics-biosimilars" element={<BiologicsThankYouPage />} />
        <Route path="/sipha-conference" element={<SiphaPage />} />
      </Routes>
    </MemoryRouter>,
  );
}
const h1 = () => screen.getByRole('heading', { level: 1 });

beforeEach(() => { jest.clearAllMocks(); setAppConfig({}); });

it.each([
  ['/contact-us', 'Contact Us', 'contact-general'],
  ['/contact-us/mas-b2c', 'Plan your path into medical affairs', 'contact-mas-b2c'],
  ['/contact-us/mas-b2b', 'Train and certify your medical affairs team', 'contact-mas-b2b'],
  ['/contact-us/jobs', 'Work with the council', 'contact-jobs'],
  ['/has-event/raffle', 'Win a free PACS certification', 'event-raffle'],
  ['/has-event/testimonial', 'Share your experience and get a free pin', 'event-testimonial'],
  ['/has-event/breakfast', 'Breakfast session: the field reimbursement manager', 'event-breakfast'],
  ['/has-event/reimbursement-ai-trial', 'Try our reimbursement AI assistant free for 7 days', 'event-reimbursement-ai-trial'],
])('%s renders its headline and its own form', (path, title, form) => {
  at(path);
  expect(h1()).toHaveTextContent(title);
  expect(document.querySelector(`form[data-form="${form}"]`)).not.toBeNull();
});

it.each(['/contact-us/partners', '/contact-us/general', '/has-event/gala', '/has-event/toString'])('%s is not found', (path) => {
  at(path);
  expect(h1()).toHaveTextContent('Sorry, page not found!');
  expect(document.querySelector('form')).toBeNull();
});

it('the contact hero invites a chat for a quicker response (spec 2.16): the embedded chat when no provider is configured', async () => {
  at('/contact-us');
  expect(screen.getByText(/Want a quicker response\?/).closest('p')).toHaveTextContent('Want a quicker response? Chat with an advisor now.');
  fireEvent.click(screen.getByRole('button', { name: 'Start a live chat' }));
  expect(await screen.findByRole('dialog', { name: 'Chat with an advisor' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Chat with us' })).toBeInTheDocument();
});

it('the contact hero invites a live chat when one is configured, and its script loads once the page is live', async () => {
  setAppConfig({ chat: { widgetId: '778899' } });
  at('/contact-us/mas-b2c');
  expect(screen.getByRole('button', { name: 'Start a live chat' })).toBeInTheDocument();
  await waitFor(() => expect(document.head.querySelector('script[src="https://js.hs-scripts.com/778899.js"]')).not.toBeNull());
});

it('the MSL ebook warns readers without a PharmD, MD or PhD to leave', () => {
  at('/definitive-guide-ebook');
  expect(h1()).toHaveTextContent('The Definitive Guide to Becoming a Medical Science Liaison');
  expect(screen.getByTestId('gate-warning')).toHaveTextContent(/PharmD, MD or PhD.*please leave this page/);
});

it('the pharmacist ebook has no degree gate', () => {
  at('/pharmacist-definitive-guide-ebook');
  expect(h1()).toHaveTextContent("The Pharmacist's Definitive Guide to Industry Careers");
  expect(screen.queryByTestId('gate-warning')).not.toBeInTheDocument();
  expect(screen.getByLabelText(/^Your career stage/)).toBeInTheDocument();
});

it.each([
  ['/thank-you-msl-guide', 'Your MSL guide is ready', 'ACMA-Definitive-Guide-Medical-Science-Liaison.pdf'],
  ['/thank-you-pharmacist-guide', 'Your pharmacist career guide is ready', 'ACMA-Pharmacist-Definitive-Guide.pdf'],
  ['/thank-you-biologics-biosimilars', 'Your biologics and biosimilars whitepaper is ready', 'ACMA-Biologics-Biosimilars-Whitepaper.pdf'],
])('%s offers the PDF download', (path, title, fileName) => {
  at(path);
  expect(h1()).toHaveTextContent(title);
  expect(screen.getByTestId('pdf-download')).toHaveAttribute('download', fileName);
});

it('the SIPHA registration shows the consent notice, then the thank-you with the 25% code and a catalog link', async () => {
  (api.submitLead as jest.Mock).mockResolvedValue(undefined);
  at('/sipha-conference');
  expect(screen.getByTestId('consent-notice')).toHaveTextContent(/name, job title, affiliation and professional profile account in partner applications/);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^First name/), 'Lena');
  await user.type(screen.getByLabelText(/^Last name/), 'Fischer');
  await user.type(screen.getByLabelText(/^Email/), 'lena@example.org');
  await user.type(screen.getByLabelText(/^Job title/), 'Hospital Pharmacist');
  await user.type(screen.getByLabelText(/^Affiliation/), 'University Hospital');
  await user.type(screen.getByLabelText(/^Professional profile link/), 'https://profiles.example.com/lena');
  await user.click(screen.getByRole('button', { name: 'Register' }));
  expect(screen.getByLabelText(/^I agree that the council/)).toHaveAccessibleDescription('Please agree to the use of your details in partner applications.');
  expect(api.submitLead).not.toHaveBeenCalled();
  await user.click(screen.getByLabelText(/^I agree that the council/));
  await user.click(screen.getByRole('button', { name: 'Register' }));
  const panel = await screen.findByTestId('partner-thank-you');
  expect(panel).toHaveTextContent('Thank you for registering, Lena!');
  // today the offer has ended (its end date is past): its code is not shown
  expect(panel).not.toHaveTextContent('SIPHA25');
  expect(within(panel).getByTestId('partner-offer-ended')).toHaveTextContent('was valid 4-6 February 2025 and ended on 6 February 2025');
  expect(screen.getByRole('link', { name: 'Browse the catalog' })).toHaveAttribute('href', '/catalog');
  expect(api.submitLead).toHaveBeenCalledWith('sipha-registration', expect.objectContaining({ partner_consent: 'yes', profile_url: 'https://profiles.example.com/lena' }), {});
});

it('the partner offer shows its code only until its end date', () => {
  const now = jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2025-02-05T12:00:00-05:00'));
  const { unmount } = render(<MemoryRouter><PartnerThankYou firstName="Lena" /></MemoryRouter>);
  const panel = screen.getByTestId('partner-thank-you');
  expect(panel).toHaveTextContent('25% off accredited programs');
  expect(panel).toHaveTextContent('valid 4-6 February 2025');
  expect(panel).toHaveTextContent('SIPHA25');
  unmount();
  now.mockReturnValue(Date.parse('2025-02-07T00:00:00-05:00'));
  render(<MemoryRouter><PartnerThankYou firstName="Lena" /></MemoryRouter>);
  expect(screen.getByTestId('partner-thank-you')).not.toHaveTextContent('SIPHA25');
  expect(screen.queryByRole('button', { name: 'Copy code' })).toBeNull();
  now.mockRestore();
});
