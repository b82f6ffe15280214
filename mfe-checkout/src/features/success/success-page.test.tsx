import { clearCartAfterPaying, rememberCheckout } from '../../lib/pending-checkout';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { api, seatsApi, type OrderLine } from 'shared-api';
import { addToCart, readCart } from 'shared-cart';
import SuccessPage from '../../pages/success-page';
import { purchaseItems, signInWords, successVariant } from './success-variant';

const token = { value: 'token-1' as string | null };
jest.mock('shared-auth', () => ({ getAccessToken: jest.fn(async () => token.value), useAuth: () => ({ status: 'authenticated', user: null }) }));

const line = (productId: number, productType: OrderLine['metadata']['productType'], name: string, total = 100): OrderLine =>
  ({ name, total, created: 1_760_000_000, metadata: { productId, productType }, images: [`/images/p${productId}.svg`] });
const VIDEO = line(70, 'thinkTankVideo', 'Medical Affairs 2030 Think Tank Video', 199);
const REPORT = line(71, 'thinkTankReport', 'Medical Affairs 2030 Think Tank Report', 149);
const WEBINAR = line(80, 'webinar', 'KOL Engagement in the Digital Era', 79.99);
const BCMAS = line(1, 'certification', 'Board Certified Medical Affairs Specialist (BCMAS)', 2399.99);
const SUMMIT: OrderLine = {
  ...line(92, 'conference', 'Medical Affairs Summit 2027', 599.99),
  event: { startDate: '2027-03-04T08:00:00-05:00', when: 'Thursday, March 4, 2027, 8:00 AM local time', venue: 'Hyatt Regency, Boston', badgePath: '/summit-conference-badge' },
};
const FORUM: OrderLine = {
  ...line(40, 'event', 'Medical Affairs Leadership Forum 2027', 899.99),
  event: { startDate: '2027-05-12T09:00:00-04:00', when: 'Wednesday, May 12, 2027, 9:00 AM local time', venue: null, badgePath: null },
};
const OWN = { email: 'alex@example.com', toBuyer: true };
const FOR_OTHER = { email: 'ari@example.com', toBuyer: false };

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}
const renderSuccess = (search = '?session_id=cs_sandbox_1') =>
  render(
    <MemoryRouter initialEntries={[`/success${search}`]}>
      <Routes>
        <Route path="/success" element={<SuccessPage />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );

beforeEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  window.dataLayer = [];
  token.value = 'token-1';
  jest.spyOn(seatsApi, 'list').mockResolvedValue([]);
});

describe('successVariant', () => {
  it('picks the think tank, webinar or generic page by what was bought', () => {
    expect(successVariant([VIDEO])).toBe('thinkTank');
    expect(successVariant([REPORT])).toBe('thinkTank');
    expect(successVariant([WEBINAR])).toBe('webinar');
    expect(successVariant([BCMAS])).toBe('generic');
    expect(successVariant([VIDEO, WEBINAR])).toBe('generic');
    // tickets are "any other item": the generic page (with each ticket's day, venue and badge form)
    expect(successVariant([SUMMIT])).toBe('generic');
    expect(successVariant([SUMMIT, FORUM])).toBe('generic');
    expect(successVariant([SUMMIT, BCMAS])).toBe('generic');
  });
  it('words the sign-in step as the login email did: a temporary password for a new account, the existing password otherwise', () => {
    const said = (login: Parameters<typeof signInWords>[0]) => { const w = signInWords(login); return `${w.before} [platform] ${w.after}`; };
    expect(said({ ...OWN, newAccount: true })).toBe(
      'Go to [platform] and sign in as alex@example.com with the temporary password from our email. You will choose your own password the first time you sign in.');
    expect(said({ ...OWN, newAccount: false })).toMatch(/^Go to \[platform\] and sign in as alex@example\.com with the password you already use there/);
    expect(said({ ...OWN, newAccount: false })).not.toMatch(/temporary/);
    expect(said({ ...FOR_OTHER, newAccount: true })).toBe(
      'We emailed the login details to ari@example.com. They sign in at [platform] with that address and the temporary password from the email.');
    expect(said({ ...FOR_OTHER, newAccount: false })).toMatch(/^ari@example\.com already has an account on \[platform\] : they sign in with the password they already use/);
    expect(said({ ...FOR_OTHER, newAccount: false })).not.toMatch(/temporary/);
    // not recorded (an older order): where the details are, and no claim about the password
    for (const login of [undefined, { ...OWN, newAccount: null }, { ...FOR_OTHER, newAccount: null }]) expect(said(login)).not.toMatch(/temporary|already/);
  });
  it('maps lines to analytics items', () => {
    expect(purchaseItems([BCMAS])).toEqual([{ item_name: BCMAS.name, item_id: '1', price: 2399.99, quantity: 1 }]);
  });
});

describe('SuccessPage', () => {
  it('reports the purchase once (currency USD), clears the cart and shows the generic page', async () => {
    addToCart({ productId: 1, productDetailType: 'certification' });
    rememberCheckout('cs_sandbox_1'); // the checkout page did, before it left for the payment page
    const get = jest.spyOn(api, 'checkoutSuccess').mockResolvedValue([BCMAS, WEBINAR]);
    renderSuccess();
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your purchase!' })).toBeInTheDocument();
    expect(await screen.findByTestId('purchased-items')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('cs_sandbox_1');
    expect(screen.getByText(/emailed your receipt and the login details/)).toBeInTheDocument();
    expect(screen.getByText(BCMAS.name)).toBeInTheDocument();
    expect(screen.getByText(WEBINAR.name)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Order History' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: /Share on LinkedIn/ })).toHaveAttribute('href', expect.stringContaining('linkedin.com/sharing'));
    expect(readCart()).toEqual([]);
    expect(window.dataLayer).toEqual([{
      event: 'purchase',
      ecommerce: { transaction_id: 'cs_sandbox_1', currency: 'USD', value: 2399.99 + 79.99, items: purchaseItems([BCMAS, WEBINAR]) },
    }]);
  });

  it("clears the cart only for the checkout just paid, once: an earlier order's success page leaves today's cart alone", async () => {
    rememberCheckout('cs_sandbox_new');
    addToCart({ productId: 20, productDetailType: 'certification' });
    jest.spyOn(api, 'checkoutSuccess').mockResolvedValue([BCMAS]);
    renderSuccess(); // cs_sandbox_1: an earlier order
    expect(await screen.findByTestId('purchased-items')).toBeInTheDocument();
    expect(readCart().map((l) => l.productId)).toEqual([20]);
    expect(clearCartAfterPaying('cs_sandbox_new')).toBe(true);
    expect(readCart()).toEqual([]);
    addToCart({ productId: 20, productDetailType: 'certification' });
    expect(clearCartAfterPaying('cs_sandbox_new')).toBe(false); // once
    expect(readCart().map((l) => l.productId)).toEqual([20]);
  });

  it('does not count the purchase twice when the page is reloaded', async () => {
    jest.spyOn(api, 'checkoutSuccess').mockResolvedValue([BCMAS]);
    const first = renderSuccess();
    await screen.findByTestId('purchased-items');
    first.unmount();
    renderSuccess();
    await screen.findByTestId('purchased-items');
    expect(window.dataLayer).toHaveLength(1);
  });

  it('a think tank video gets the log in / My Courses / click the video steps', async () => {
    jest.spyOn(api, 'checkoutSuccess').mockResolvedValue([VIDEO]);
    renderSuccess();
    const steps = await screen.findByTestId('think-tank-steps');
    expect(steps).toHaveTextContent('Log in to the learning platform');
    expect(steps).toHaveTextContent('Open My Courses');
    expect(steps).toHaveTextContent('Click the think tank video');
    expect(screen.queryByTestId('purchased-items')).not.toBeInTheDocument();
  });

  it('a summit ticket gets the generic page: its name and image, its day, venue and badge form, View Order History and the share icons', async () => {
    jest.spyOn(api, 'checkoutSuccess').mockResolvedValue([SUMMIT]);
    renderSuccess();
    const items = await screen.findByTestId('purchased-items');
    expect(items).toHaveTextContent('Your ticket');
    expect(within(items).getByText(SUMMIT.name)).toBeInTheDocument();
    expect(items.querySelector('img')).toHaveAttribute('src', SUMMIT.images[0]);
    const ticket = within(items).getByTestId('event-ticket');
    expect(ticket).toHaveTextContent(`When${SUMMIT.event!.when}`);
    expect(ticket).toHaveTextContent('WhereHyatt Regency, Boston');
    expect(within(ticket).getByRole('link', { name: 'complete your attendee badge' })).toHaveAttribute('href', '/summit-conference-badge');
    expect(within(items).getByRole('link', { name: 'View Order History' })).toHaveAttribute('href', '/profile');
    for (const name of [/Share on LinkedIn/, /Share on X/, /Share on Facebook/, 'Share by email']) expect(within(items).getByRole('link', { name })).toBeInTheDocument();
    expect(screen.getByTestId('success-emailed')).toHaveTextContent('We have emailed your receipt and your ticket details');
    expect(screen.getByTestId('success-emailed')).not.toHaveTextContent('learning platform');
  });

  it('tickets with a program: each item with its image; only the tickets with their day', async () => {
    jest.spyOn(api, 'checkoutSuccess').mockResolvedValue([FORUM, BCMAS]);
    renderSuccess();
    const items = await screen.findAllByTestId('purchased-item');
    expect(items.map((i) => i.querySelector('img')?.getAttribute('src'))).toEqual([FORUM.images[0], BCMAS.images[0]]);
    expect(within(items[0]!).getByTestId('event-ticket')).toHaveTextContent(`When${FORUM.event!.when}`);
    expect(within(items[0]!).queryByText('Where')).toBeNull();
    expect(within(items[1]!).queryByTestId('event-ticket')).toBeNull();
    expect(screen.getByRole('link', { name: 'View Order History' })).toBeInTheDocument();
  });

  it('a returning learner is told to use the password they have, as their email says; a new one the temporary password', async () => {
    const get = jest.spyOn(api, 'checkoutSuccess').mockResolvedValue([{ ...WEBINAR, login: { ...OWN, newAccount: false } }]);
    const returning = renderSuccess();
    const step = await screen.findByTestId('sign-in-step');
    expect(step).toHaveTextContent('sign in as alex@example.com with the password you already use there');
    expect(step).not.toHaveTextContent(/temporary/i);
    returning.unmount();

    get.mockResolvedValue([{ ...VIDEO, login: { ...OWN, newAccount: true } }]);
    renderSuccess();
    expect(await screen.findByTestId('sign-in-step')).toHaveTextContent('sign in as alex@example.com with the temporary password from our email');
  });

  it('a webinar gets the steps with the slide deck download', async () => {
    jest.spyOn(api, 'checkoutSuccess').mockResolvedValue([WEBINAR]);
    renderSuccess();
    const steps = await screen.findByTestId('webinar-steps');
    expect(steps).toHaveTextContent('Click the webinar');
    expect(steps).toHaveTextContent('Download the slide deck');
  });

  it("'Did not receive an email?' opens on click and says 2-5 minutes, spam and contact", async () => {
    jest.spyOn(api, 'checkoutSuccess').mockResolvedValue([BCMAS]);
    renderSuccess();
    const trigger = await screen.findByRole('button', { name: /Did not receive an email\?/ });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const tip = document.getElementById(trigger.getAttribute('aria-controls')!)!;
    expect(tip).toBeVisible();
    expect(tip).toHaveTextContent('2-5 minutes');
    expect(tip).toHaveTextContent(/spam/);
    expect(tip).toHaveTextContent(/Contact us/);
    act(() => { trigger.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })); });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('points to the seats still to assign for this order', async () => {
    jest.spyOn(api, 'checkoutSuccess').mockResolvedValue([{ ...BCMAS, total: 7199.97 }]);
    jest.spyOn(seatsApi, 'list').mockResolvedValue([1, 2, 3].map((n) => ({
      seatId: n, receiptId: 'ACMA-1', purchased: BCMAS.created, productId: 1, productName: BCMAS.name, productImage: '', seatNumber: n,
      seatCount: 3, name: `Person ${n}`, email: n === 1 ? 'a@example.com' : '', regionId: 64, needsRegion: true,
    })));
    renderSuccess();
    expect(await screen.findByTestId('seats-notice')).toHaveTextContent('2 seats are waiting');
    expect(screen.getByRole('link', { name: 'Assign seats' })).toHaveAttribute('href', '/additionalFields');
  });

  it('goes to /cart without a session id or without a token, and to / on a session error', async () => {
    const get = jest.spyOn(api, 'checkoutSuccess');
    const a = renderSuccess('');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/cart'));
    a.unmount();

    token.value = null;
    const b = renderSuccess();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/cart'));
    b.unmount();
    expect(get).not.toHaveBeenCalled();

    token.value = 'token-1';
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    get.mockRejectedValue(Object.assign(new Error('409'), { response: { status: 409, data: { message: 'not paid' }, headers: {} } }));
    renderSuccess();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(window.dataLayer).toEqual([]);
  });
});
