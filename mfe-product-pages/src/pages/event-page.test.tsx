import { act, screen, within } from '@testing-library/react';
import { api } from 'shared-api';
import { CART_STORAGE_KEY } from 'shared-cart';
import { product } from '../test/fixtures';
import { headOf, renderRoute } from '../test/render';
import EventPage, { handle as eventHandle, loader as eventPageLoader } from './event-page';

jest.mock('shared-api', () => ({
  ...jest.requireActual('shared-api'),
  api: { getProduct: jest.fn(), trackAddToCart: jest.fn(() => Promise.resolve()) },
  logApiError: jest.fn(),
}));
jest.mock('shared-auth', () => ({ useAuth: () => ({ status: 'unauthenticated', user: null }) }));

const getProduct = api.getProduct as jest.Mock;
const NOW = Date.parse('2026-03-01T12:00:00.000Z');

const event = (start: string) => product({
  productId: 30, productType: 'event', productDetailType: 'event', productNickName: 'msl-forum', productName: 'MSL Forum 2026', productPrice: 799,
  eventStartDate: start, eventEndDate: start, venueName: 'Harbor Conference Center', venueLink: 'https://example.org/venue',
  speakers: [{ name: 'Dr. Ana Ruiz', title: 'VP Medical Affairs', image: '/images/ana.webp' }],
  agenda: [{ startTime: '9:00', timeStamp: 'AM', title: 'Opening keynote', excerpt: 'Where field medical is heading.', speaker: 'Dr. Ana Ruiz' }],
  objectives: [{ name: 'Build your network', excerpt: 'Meet peers.' }],
}, 'event');

beforeEach(() => {
  jest.useFakeTimers({ now: NOW, doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  localStorage.clear();
  getProduct.mockReset();
});
afterEach(() => jest.useRealTimers());

const seconds = () => screen.getByTestId('countdown-seconds').textContent;

describe('EventPage', () => {
  it('counts down every second until the start, then shows zeros and hides Register Today', async () => {
    getProduct.mockResolvedValue(event(new Date(NOW + 3_000).toISOString()));
    renderRoute('/event/msl-forum', '/event/:slug', EventPage, eventPageLoader);
    await act(async () => { await Promise.resolve(); });
    expect(screen.getByRole('heading', { level: 1, name: 'MSL Forum 2026' })).toBeInTheDocument();
    const timer = screen.getByRole('timer');
    expect(timer).toHaveAttribute('aria-live', 'off');
    expect(timer.getAttribute('aria-label')).toMatch(/^Countdown to the start: .+, 2026 at .+/);
    expect(seconds()).toBe('03');
    expect(screen.getByRole('button', { name: 'Register Today' })).toBeInTheDocument();

    act(() => { jest.advanceTimersByTime(1000); });
    expect(seconds()).toBe('02');
    act(() => { jest.advanceTimersByTime(1000); });
    expect(seconds()).toBe('01');
    act(() => { jest.advanceTimersByTime(1000); });
    expect(seconds()).toBe('00');
    expect(['days', 'hours', 'minutes'].map((u) => screen.getByTestId(`countdown-${u}`).textContent)).toEqual(['00', '00', '00']);
    expect(screen.queryByRole('button', { name: 'Register Today' })).toBeNull();
    expect(screen.getByTestId('event-started')).toBeInTheDocument();
    act(() => { jest.advanceTimersByTime(5000); });
    expect(seconds()).toBe('00');
  });

  it('shows days, hours and minutes for a later start', async () => {
    getProduct.mockResolvedValue(event(new Date(NOW + ((2 * 86400 + 5 * 3600 + 7 * 60 + 9) * 1000)).toISOString()));
    renderRoute('/event/msl-forum', '/event/:slug', EventPage, eventPageLoader);
    await act(async () => { await Promise.resolve(); });
    expect(['days', 'hours', 'minutes', 'seconds'].map((u) => screen.getByTestId(`countdown-${u}`).textContent)).toEqual(['02', '05', '07', '09']);
  });

  it('hides Register Today for a past event', async () => {
    getProduct.mockResolvedValue(event('2025-01-01T10:00:00.000Z'));
    renderRoute('/event/msl-forum', '/event/:slug', EventPage, eventPageLoader);
    await act(async () => { await Promise.resolve(); });
    expect(screen.queryByRole('button', { name: 'Register Today' })).toBeNull();
    expect(seconds()).toBe('00');
  });

  it('shows about, speakers, agenda, venue and the blurbs, and registers into the cart', async () => {
    getProduct.mockResolvedValue(event(new Date(NOW + 86400_000).toISOString()));
    renderRoute('/event/msl-forum', '/event/:slug', EventPage, eventPageLoader);
    await act(async () => { await Promise.resolve(); });
    expect(screen.getByTestId('event-about')).toHaveTextContent('Build your network');
    expect(within(screen.getByTestId('speakers')).getByText('Dr. Ana Ruiz')).toBeInTheDocument();
    const item = screen.getByTestId('agenda-item');
    expect(item).toHaveTextContent('9:00 AM');
    expect(item).toHaveTextContent('Opening keynote');
    expect(screen.getByRole('link', { name: /View Venue/ })).toHaveAttribute('href', 'https://example.org/venue');
    for (const b of ['Network', 'Learn', 'Scholars']) expect(screen.getByRole('heading', { name: b })).toBeInTheDocument();
    const head = await headOf(eventHandle, await getProduct.mock.results[0]!.value, '/event/msl-forum');
    expect(head.ld[0]).toMatchObject({ '@type': 'Event', location: { name: 'Harbor Conference Center' }, offers: { price: '799.00' } });
    act(() => { screen.getByRole('button', { name: 'Register Today' }).click(); });
    expect(screen.getByTestId('location')).toHaveTextContent('/cart');
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!)).toEqual([{ productId: 30, quantity: 1, productDetailType: 'event' }]);
  });
});
