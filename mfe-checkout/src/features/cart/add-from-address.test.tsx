// /cart?add=<productId>: a product page's Add to Cart sent before its scripts ran. The cart
// takes the request out of the address, then adds each named product once, as the product page does.
import { act, screen, waitFor } from '@testing-library/react';
import { api, type CartLine } from 'shared-api';
import { readCart } from 'shared-cart';
import CartPage from '../../pages/cart-page';
import { BCMAS, DATABASE, priced, REPORT } from '../../test-utils/fixtures';
import { renderAt } from '../../test-utils/render';
import { NOT_LOADED_MESSAGE } from './add-from-address';
import { AUTH_WAIT_MS, NOT_SOLD_MESSAGE, parseAddRequest } from './add-requested';
import { forgetPricedCart } from './use-priced-cart';

const auth = { status: 'unauthenticated', user: null as null | { email: string; name: string; picture: string } };
const authListeners = new Set<() => void>();
jest.mock('shared-auth', () => ({
  useAuth: () => auth,
  getAuthState: () => auth,
  subscribeAuth: (l: () => void) => { authListeners.add(l); return () => authListeners.delete(l); },
}));
const authChanged = () => authListeners.forEach((l) => l());

const catalog = [BCMAS, REPORT, DATABASE];

function answerCart() {
  return jest.spyOn(api, 'getCart').mockImplementation(async (lines: CartLine[]) => {
    const items = lines.map((l) => priced(catalog.find((p) => p.productId === l.productId)!, l.quantity));
    return { items, cartTotal: items.reduce((s, i) => s + i.lineTotal, 0), cartLength: items.length };
  });
}

let track: jest.SpyInstance;
let getProducts: jest.SpyInstance;
const adds = () => (window.dataLayer ?? []).filter((e) => e.event === 'add_to_cart');
const openCart = (at: string) => renderAt('/cart', <CartPage />, {}, { at, strict: true });

beforeEach(() => {
  localStorage.clear();
  forgetPricedCart();
  jest.restoreAllMocks();
  window.dataLayer = [];
  auth.status = 'unauthenticated';
  auth.user = null;
  authListeners.clear();
  answerCart();
  track = jest.spyOn(api, 'trackAddToCart').mockResolvedValue();
  getProducts = jest.spyOn(api, 'getProducts').mockResolvedValue(catalog);
});

describe('parseAddRequest', () => {
  it('reads repeated and comma-separated ids, each once, and keeps the rest of the query', () => {
    expect(parseAddRequest('?add=1&utm_source=mail&add=30,1')).toEqual({ ids: [1, 30], malformed: false, rest: '?utm_source=mail' });
    expect(parseAddRequest('?add=1')).toEqual({ ids: [1], malformed: false, rest: '' });
    expect(parseAddRequest('?add=abc&add=-2&add=1.5&add=')).toEqual({ ids: [], malformed: true, rest: '' });
    expect(parseAddRequest('?utm_source=mail')).toBeNull();
    expect(parseAddRequest('')).toBeNull();
  });
});

describe('the cart adds what its address names', () => {
  it('adds the product once (StrictMode runs the effects twice), as the product page adds it, and the address becomes /cart', async () => {
    openCart('/cart?add=1');
    expect(await screen.findByTestId('cart-item')).toHaveTextContent(BCMAS.productName);
    expect(screen.getByTestId('location')).toHaveTextContent('/cart');
    expect(screen.getByTestId('location-search')).toBeEmptyDOMElement();
    expect(readCart()).toEqual([{ productId: 1, quantity: 1, productDetailType: 'certification' }]);
    // the product page's add: one add_to_cart event and one tracking call, with the catalog's price
    expect(adds()).toHaveLength(1);
    expect(adds()[0]).toMatchObject({ ecommerce: { items: [{ item_id: '1', price: 2399.99, quantity: 1 }] } });
    expect(track).toHaveBeenCalledTimes(1);
    expect(track).toHaveBeenCalledWith(expect.objectContaining({ products: [{ productId: 1, productPrice: 2399.99, productName: BCMAS.productName }], email: '' }));
  });

  it('a product already in the cart stays one line', async () => {
    openCart('/cart?add=1');
    await screen.findByTestId('cart-item');
    openCart('/cart?add=1,30');
    await waitFor(() => expect(readCart().map((l) => l.productId)).toEqual([1, 30]));
  });

  it('a signed-in buyer\'s email goes with the tracking call', async () => {
    auth.status = 'authenticated';
    auth.user = { email: 'buyer@example.com', name: 'Alex Morgan', picture: '' };
    openCart('/cart?add=30');
    await screen.findByTestId('cart-item');
    expect(track).toHaveBeenCalledWith(expect.objectContaining({ email: 'buyer@example.com' }));
  });

  it('waits for the sign-in state: the email of a buyer whose session is still being read goes with the tracking call', async () => {
    auth.status = 'loading';
    openCart('/cart?add=30');
    await waitFor(() => expect(screen.getByTestId('location-search')).toBeEmptyDOMElement());
    await act(async () => { await Promise.resolve(); });
    expect(readCart()).toEqual([]);
    auth.status = 'authenticated';
    auth.user = { email: 'buyer@example.com', name: 'Alex Morgan', picture: '' };
    act(() => authChanged());
    await screen.findByTestId('cart-item');
    expect(track).toHaveBeenCalledWith(expect.objectContaining({ email: 'buyer@example.com' }));
    expect(authListeners.size).toBe(0);
  });

  it('waits for the sign-in state, but not for ever', async () => {
    jest.useFakeTimers();
    try {
      auth.status = 'loading';
      openCart('/cart?add=30');
      for (let i = 0; i < 5; i++) await act(async () => { await Promise.resolve(); });
      expect(screen.getByTestId('location-search')).toBeEmptyDOMElement();
      expect(readCart()).toEqual([]);
      await act(async () => { jest.advanceTimersByTime(AUTH_WAIT_MS); await Promise.resolve(); });
      for (let i = 0; i < 5; i++) await act(async () => { await Promise.resolve(); });
      expect(readCart().map((l) => l.productId)).toEqual([30]);
      expect(track).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it.each([
    ['an unknown product', '/cart?add=999'],
    ['a product sold by quote (Contact Us)', `/cart?add=${DATABASE.productId}`],
    ['a value that is no product id', '/cart?add=bcmas'],
  ])('%s: a message, nothing added', async (_, at) => {
    openCart(at);
    expect(await screen.findByText(NOT_SOLD_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your Cart is Empty' })).toBeInTheDocument();
    expect(screen.getByTestId('location-search')).toBeEmptyDOMElement();
    expect(readCart()).toEqual([]);
    expect(track).not.toHaveBeenCalled();
    expect(adds()).toHaveLength(0);
  });

  it('adds what it can of a list and says what it could not', async () => {
    openCart('/cart?add=1&add=999');
    expect(await screen.findByText(NOT_SOLD_MESSAGE)).toBeInTheDocument();
    expect(readCart().map((l) => l.productId)).toEqual([1]);
  });

  it('when the catalog cannot be read: a message, nothing added', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    getProducts.mockRejectedValue(new Error('network down'));
    openCart('/cart?add=1');
    expect(await screen.findByText(NOT_LOADED_MESSAGE)).toBeInTheDocument();
    expect(readCart()).toEqual([]);
  });
});
