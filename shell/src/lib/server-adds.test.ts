// Lines the server added for an Add to Cart sent without scripts (server/cart-add.ts): the app's start
// takes them into the stored cart once and tells of each as the product page tells its own add (one
// add_to_cart event and one tracking call, with the catalog's name and price and the signed-in
// buyer's email once the sign-in state is known, waiting AUTH_WAIT_MS at most).
const auth = { status: 'unauthenticated' as 'loading' | 'authenticated' | 'unauthenticated', user: null as null | { email: string } };
const authListeners = new Set<() => void>();
jest.mock('shared-auth', () => ({
  getAuthState: () => auth,
  subscribeAuth: (l: () => void) => { authListeners.add(l); return () => authListeners.delete(l); },
}));

import { act, waitFor } from '@testing-library/react';
import { api, type ProductListing } from 'shared-api';
import { CART_ADDED_COOKIE, CART_STORAGE_KEY, readCart } from 'shared-cart';
import { AUTH_WAIT_MS, announceAdds } from './announce-adds';
import { takeServerAdds, watchServerAdds } from './server-adds';

const listing = (productId: number, productName: string, productPrice: number, productDetailType: string) =>
  ({ productId, productName, productPrice, productDetailType }) as ProductListing;
const CATALOG = [listing(1, 'BCMAS', 2399.99, 'certification'), listing(30, 'Market report', 499, 'thinkTankReport')];
const line = (productId: number, productDetailType: string) => ({ productId, quantity: 1, productDetailType });
const adds = () => (window.dataLayer ?? []).filter((e) => e.event === 'add_to_cart');
const serverAdded = (value: string) => { document.cookie = `${CART_ADDED_COOKIE}=${value}; path=/`; };

let track: jest.SpyInstance;
beforeEach(() => {
  localStorage.clear();
  document.cookie = `${CART_ADDED_COOKIE}=; max-age=0; path=/`;
  window.dataLayer = [];
  auth.status = 'unauthenticated';
  auth.user = null;
  authListeners.clear();
  jest.restoreAllMocks();
  track = jest.spyOn(api, 'trackAddToCart').mockResolvedValue();
  jest.spyOn(api, 'getProducts').mockResolvedValue(CATALOG);
});

it('takes the lines in once, beside the stored ones, and tells of each once with the catalog\'s price', async () => {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([line(9, 'bundle')]));
  serverAdded('1:1:certification|30:1:thinkTankReport');
  takeServerAdds();
  expect(readCart()).toEqual([line(9, 'bundle'), line(1, 'certification'), line(30, 'thinkTankReport')]);
  await waitFor(() => expect(track).toHaveBeenCalledTimes(2));
  expect(track).toHaveBeenCalledWith(expect.objectContaining({ products: [{ productId: 1, productPrice: 2399.99, productName: 'BCMAS' }], email: '' }));
  expect(adds()).toEqual([
    expect.objectContaining({ ecommerce: expect.objectContaining({ items: [expect.objectContaining({ item_id: '1', price: 2399.99, quantity: 1 })] }) }),
    expect.objectContaining({ ecommerce: expect.objectContaining({ items: [expect.objectContaining({ item_id: '30', price: 499, quantity: 1 })] }) }),
  ]);
  // the next start (a reload, another page) has nothing to take
  takeServerAdds();
  await act(async () => { await Promise.resolve(); });
  expect(track).toHaveBeenCalledTimes(2);
  expect(readCart()).toHaveLength(3);
});

it('nothing added: nothing told, the catalog not read', async () => {
  takeServerAdds();
  await act(async () => { await Promise.resolve(); });
  expect(api.getProducts).not.toHaveBeenCalled();
  expect(track).not.toHaveBeenCalled();
});

it('a page restored from the back/forward cache takes in what the server added meanwhile', async () => {
  watchServerAdds();
  serverAdded('30:1:thinkTankReport');
  window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
  expect(readCart()).toEqual([]);
  window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
  expect(readCart()).toEqual([line(30, 'thinkTankReport')]);
  await waitFor(() => expect(track).toHaveBeenCalledTimes(1));
});

it('a signed-in buyer\'s email goes with the tracking call, once the sign-in state is known', async () => {
  auth.status = 'loading';
  const told = announceAdds([line(30, 'thinkTankReport')]);
  await act(async () => { await Promise.resolve(); });
  expect(track).not.toHaveBeenCalled();
  auth.status = 'authenticated';
  auth.user = { email: 'buyer@example.com' };
  authListeners.forEach((l) => l());
  await told;
  expect(track).toHaveBeenCalledWith(expect.objectContaining({ email: 'buyer@example.com' }));
  expect(authListeners.size).toBe(0);
});

it('waits for the sign-in state, but not for ever', async () => {
  jest.useFakeTimers();
  try {
    auth.status = 'loading';
    const told = announceAdds([line(1, 'certification')]);
    for (let i = 0; i < 5; i++) await act(async () => { await Promise.resolve(); });
    expect(track).not.toHaveBeenCalled();
    await act(async () => { jest.advanceTimersByTime(AUTH_WAIT_MS); await Promise.resolve(); });
    await told;
    expect(track).toHaveBeenCalledWith(expect.objectContaining({ email: '' }));
  } finally {
    jest.useRealTimers();
  }
});

it('a catalog that cannot be read: nothing is told (the lines are in the cart already)', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  (api.getProducts as jest.Mock).mockRejectedValue(new Error('network down'));
  await announceAdds([line(1, 'certification')]);
  expect(track).not.toHaveBeenCalled();
});
