import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError, seatsApi, type OrderHistoryEntry } from 'shared-api';
import { addToCart } from 'shared-cart';
import CancelPage from '../../pages/cancel-page';
import ProfilePage from '../../pages/profile-page';
import { renderAt } from '../../test-utils/render';
import { initialsOf } from './profile-banner';
import { paymentModeLabel } from './use-order-history';

const auth = { status: 'authenticated', user: { email: 'buyer@example.com', name: 'Alex Morgan', picture: 'https://img.example.org/alex.png' } as { email: string; name: string; picture: string } | null };
jest.mock('shared-auth', () => ({ useAuth: () => auth, getAccessToken: async () => 'token-1' }));

const entry = (over: Partial<OrderHistoryEntry>): OrderHistoryEntry => ({
  recieptId: 'ACMA-7K2M9QX4TD', created: Date.UTC(2025, 2, 6) / 1000, paymentMode: 'payment', productImage: '/images/p1.svg',
  productName: 'Board Certified Medical Affairs Specialist (BCMAS)', productTagLine: 'Board Certification', productTotal: 2399.99, ...over,
});

beforeEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
  auth.user = { email: 'buyer@example.com', name: 'Alex Morgan', picture: 'https://img.example.org/alex.png' };
  jest.spyOn(seatsApi, 'list').mockResolvedValue([]);
});

describe('ProfilePage', () => {
  it("shows the banner with email, picture and the role label 'user', and the shortcuts", async () => {
    jest.spyOn(api, 'orderHistory').mockResolvedValue([]);
    renderAt('/profile', <ProfilePage />);
    const banner = screen.getByTestId('profile-banner');
    expect(within(banner).getByText('buyer@example.com')).toBeInTheDocument();
    expect(within(banner).getByText('user')).toBeInTheDocument();
    expect(banner.querySelector('img')).toHaveAttribute('src', 'https://img.example.org/alex.png');
    const shortcuts = screen.getByRole('navigation', { name: 'Shortcuts' });
    expect(within(shortcuts).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(shortcuts).getByRole('link', { name: 'Catalog' })).toHaveAttribute('href', '/catalog');
    expect(within(shortcuts).getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
    expect(await screen.findByText("There's nothing here!")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the catalog' })).toHaveAttribute('href', '/catalog');
  });

  it('lists the orders: receipt id, date, one-time or installment, image, name, tagline, total', async () => {
    const get = jest.spyOn(api, 'orderHistory').mockResolvedValue([
      entry({}),
      entry({ recieptId: 'ACMA-AB12CD34EF', paymentMode: 'subscription', productName: 'Prior Authorization Certified Specialist (PACS)', productTotal: 1499 }),
    ]);
    renderAt('/profile', <ProfilePage />);
    const entries = await screen.findAllByTestId('order-entry');
    expect(get).toHaveBeenCalledWith('buyer@example.com');
    expect(entries).toHaveLength(2);
    const first = within(entries[0]!);
    expect(first.getByRole('heading', { name: 'Board Certified Medical Affairs Specialist (BCMAS)' })).toBeInTheDocument();
    expect(first.getByText('Board Certification')).toBeInTheDocument();
    expect(first.getByText('ACMA-7K2M9QX4TD')).toBeInTheDocument();
    expect(first.getByText('Mar 6, 2025')).toBeInTheDocument();
    expect(first.getByText('One-time payment')).toBeInTheDocument();
    expect(first.getByText('$2,399.99')).toBeInTheDocument();
    expect(entries[0]!.querySelector('img')).toHaveAttribute('src', '/images/p1.svg');
    expect(within(entries[1]!).getByText('Installment')).toBeInTheDocument();
    expect(screen.queryByText("There's nothing here!")).not.toBeInTheDocument();
    expect(screen.queryByTestId('order-discount')).toBeNull();
  });

  it('an entry with a promotion reads as arithmetic: its price, the discount, what was paid', async () => {
    jest.spyOn(api, 'orderHistory').mockResolvedValue([entry({ productPrice: 2399.99, productDiscount: 100, productTotal: 2299.99 })]);
    renderAt('/profile', <ProfilePage />);
    const e = await screen.findByTestId('order-entry');
    expect(within(e).getByText('$2,299.99')).toBeInTheDocument();
    expect(within(e).getByTestId('order-discount')).toHaveTextContent('$2,399.99 − $100.00 discount');
  });

  it('the API refusing an address not confirmed yet: its "Confirm your email address first", not "could not load"; Try again loads them once confirmed', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const refusal = new ApiError('Request failed with status code 403', {
      status: 403, headers: {},
      data: { error: 'Forbidden', statusCode: 403, code: 'email_unverified', message: 'Confirm your email address first: open the link we sent to it, then try again.' },
    });
    const get = jest.spyOn(api, 'orderHistory').mockRejectedValueOnce(refusal).mockResolvedValueOnce([]);
    renderAt('/profile', <ProfilePage />);
    expect(await screen.findByText('Confirm your email address first: open the link we sent to it, then try again.')).toBeInTheDocument();
    expect(screen.queryByText('We could not load your orders.')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText("There's nothing here!")).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('offers a retry when the history cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const get = jest.spyOn(api, 'orderHistory').mockRejectedValueOnce(new Error('Network Error')).mockResolvedValueOnce([entry({})]);
    renderAt('/profile', <ProfilePage />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('order-entry')).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('links to the seats when the buyer has some', async () => {
    jest.spyOn(api, 'orderHistory').mockResolvedValue([]);
    jest.spyOn(seatsApi, 'list').mockResolvedValue([{
      seatId: 1, receiptId: 'ACMA-1', purchased: 1, productId: 1, productName: 'BCMAS', productImage: '', seatNumber: 1, seatCount: 2,
      name: 'Ann', email: '', regionId: 64, needsRegion: true,
    }]);
    renderAt('/profile', <ProfilePage />);
    expect(await screen.findByTestId('seats-link')).toHaveTextContent('1 seat, 1 still to assign.');
    expect(screen.getByRole('link', { name: 'Manage seats' })).toHaveAttribute('href', '/additionalFields');
  });

  it('uses initials when there is no picture', () => {
    expect(initialsOf({ name: 'Alex Morgan', email: 'a@x.org' })).toBe('AM');
    expect(initialsOf({ name: 'kim@example.com', email: 'kim@example.com' })).toBe('KI');
    expect(paymentModeLabel('payment')).toBe('One-time payment');
    expect(paymentModeLabel('subscription')).toBe('Installment');
  });
});

describe('CancelPage', () => {
  it('says nothing was charged and offers the cart back', () => {
    addToCart({ productId: 1, productDetailType: 'certification' });
    renderAt('/cancel', <CancelPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Payment cancelled' })).toBeInTheDocument();
    expect(screen.getByText('Nothing was charged.')).toBeInTheDocument();
    expect(screen.getByText(/Your cart still holds your item/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Cart' })).toHaveAttribute('href', '/cart');
  });
});
