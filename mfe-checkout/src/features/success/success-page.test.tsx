import { clearCartAfterPaying, rememberCheckout } from '../../lib/pending-checkout';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { api, seatsApi, type OrderLine } from 'shared-api';
import { addToCart, readCart } from 'shared-cart';
import SuccessPage from '../../pages/success-page';
import { purchaseItems, successVariant } from './success-variant';

const token = { value: 'token-1' as string | null };
jest.mock('shared-auth', () => ({ getAccessToken: jest.fn(async () => token.value), useAuth: () => ({ status: 'authenticated', user: null }) }));

const line = (productId: number, productType: OrderLine['metadata']['productType'], name: string, total = 100): OrderLine =>
  ({ name, total, created: 1_760_000_000, metadata: { productId, productType }, images: [`/images/p${productId}.svg`] });
const VIDEO = line(70, 'thinkTankVideo', 'Medical Affairs 2030 Think Tank Video', 199);
const REPORT = line(71, 'thinkTankReport', 'Medical Affairs 2030 Think Tank Report', 149);
const WEBINAR = line(80, 'webinar', 'KOL Engagement in the Digital Era', 79.99);
const BCMAS = line(1, 'certification', 'Board Certified Medical Affairs Specialist (BCMAS)', 2399.99);

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
