import {
  addedFromCookie, addToCart, CART_ADDED_COOKIE, CART_COOKIE, cartCookieValue, cartFromCookie, CART_EVENT, CART_STORAGE_KEY, cartCount, clearCart, readCart,
  removeFromCart, setQuantity, subscribeCart, syncCartCookie, takeAddedLines, type CartChangedDetail,
} from './cart-store';
import { cartCookieOf } from './request-cart';

beforeEach(() => localStorage.clear());

describe('cart store', () => {
  it('adds a line with quantity 1 and replaces a line with the same productId', () => {
    addToCart({ productId: 1, productDetailType: 'certification' });
    addToCart({ productId: 2, productDetailType: 'report' });
    addToCart({ productId: 1, productDetailType: 'certification' });
    expect(readCart()).toEqual([
      { productId: 2, quantity: 1, productDetailType: 'report' },
      { productId: 1, quantity: 1, productDetailType: 'certification' },
    ]);
  });

  it('emits a versioned cart:changed event with count and items on every change', () => {
    const seen: CartChangedDetail[] = [];
    const off = subscribeCart((d) => seen.push(d));
    addToCart({ productId: 5, productDetailType: 'event' });
    removeFromCart(5);
    off();
    addToCart({ productId: 6, productDetailType: 'event' });
    expect(seen).toEqual([
      { v: 1, count: 1, items: [{ productId: 5, quantity: 1, productDetailType: 'event' }] },
      { v: 1, count: 0, items: [] },
    ]);
  });

  it('ignores events of another version', () => {
    const seen: unknown[] = [];
    const off = subscribeCart((d) => seen.push(d));
    window.dispatchEvent(new CustomEvent(CART_EVENT, { detail: { v: 2, count: 9, items: [] } }));
    off();
    expect(seen).toHaveLength(0);
  });

  it('re-emits when another tab writes the key (storage event)', () => {
    const seen: CartChangedDetail[] = [];
    const off = subscribeCart((d) => seen.push(d));
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ productId: 9, quantity: 1, productDetailType: 'bundle' }]));
    window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }));
    off();
    expect(seen.at(-1)).toEqual({ v: 1, count: 1, items: [{ productId: 9, quantity: 1, productDetailType: 'bundle' }] });
  });

  it('reads the cart again when the page is restored from the back/forward cache (it missed every change meanwhile)', () => {
    const seen: CartChangedDetail[] = [];
    const off = subscribeCart((d) => seen.push(d));
    // written while the page was frozen: no storage event reached it
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([1, 2, 3].map((productId) => ({ productId, quantity: 1, productDetailType: 'certification' }))));
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false })); // a first load: nothing to read again
    expect(seen).toEqual([]);
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(seen.map((d) => d.count)).toEqual([3]);
    off();
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(seen).toHaveLength(1);
  });

  it('another tab\'s write reaches each of several subscribers once, and none after they leave', () => {
    const calls = [0, 0, 0];
    const offs = calls.map((_, i) => subscribeCart(() => { calls[i]!++; }));
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ productId: 9, quantity: 2, productDetailType: 'bundle' }]));
    window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }));
    expect(calls).toEqual([1, 1, 1]);
    // another key is not the cart
    window.dispatchEvent(new StorageEvent('storage', { key: 'something.else' }));
    expect(calls).toEqual([1, 1, 1]);
    offs[0]!();
    offs[0]!(); // twice: still one subscriber fewer, not two
    window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }));
    expect(calls).toEqual([1, 2, 2]);
    offs[1]!();
    offs[2]!();
    const seen: unknown[] = [];
    const onEvent = (e: Event) => seen.push((e as CustomEvent).detail);
    window.addEventListener(CART_EVENT, onEvent);
    window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }));
    window.removeEventListener(CART_EVENT, onEvent);
    expect(seen).toEqual([]);
  });

  it('never counts below zero and survives corrupt storage', () => {
    localStorage.setItem(CART_STORAGE_KEY, '{not json');
    expect(readCart()).toEqual([]);
    expect(cartCount(readCart())).toBe(0);
    removeFromCart(1);
    expect(cartCount(readCart())).toBe(0);
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ productId: -1, quantity: 1, productDetailType: 'x' }, { productId: 3, quantity: 0, productDetailType: 'x' }, 'junk']));
    expect(readCart()).toEqual([]);
  });

  it('clamps quantities to 1..50 and clears', () => {
    addToCart({ productId: 1, productDetailType: 'certification' });
    setQuantity(1, 0);
    expect(readCart()[0]!.quantity).toBe(1);
    setQuantity(1, 500);
    expect(readCart()[0]!.quantity).toBe(50);
    clearCart();
    expect(readCart()).toEqual([]);
  });
});

describe('the cart cookie (the server\'s first frame of /cart is the cart)', () => {
  const cookie = () => new RegExp(`(?:^|; )${CART_COOKIE}=([^;]*)`).exec(document.cookie)?.[1];
  beforeEach(() => { document.cookie = `${CART_COOKIE}=; max-age=0; path=/`; });

  it('follows every change of the cart: each line\'s product, quantity and kind', () => {
    expect(cookie()).toBeUndefined();
    addToCart({ productId: 1, productDetailType: 'certification' });
    expect(cookie()).toBe('1:1:certification');
    addToCart({ productId: 2, productDetailType: 'report', quantity: 3 });
    expect(cookie()).toBe('1:1:certification|2:3:report');
    setQuantity(2, 5);
    expect(cookie()).toBe('1:1:certification|2:5:report');
    removeFromCart(1);
    expect(cookie()).toBe('2:5:report');
    clearCart();
    expect(cookie()).toBe('0');
  });

  it('is written from the stored cart at start (a cart kept from before the cookie)', () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ productId: 9, quantity: 1, productDetailType: 'bundle' }]));
    syncCartCookie();
    expect(cookie()).toBe('9:1:bundle');
    localStorage.clear();
    syncCartCookie();
    expect(cookie()).toBe('0');
  });

  it('reads back what it wrote; a count (the older cookie) or anything it did not write says only "not empty"', () => {
    const lines = [{ productId: 20, quantity: 1, productDetailType: 'certification' }, { productId: 5, quantity: 50, productDetailType: 'thinkTankReport' }];
    expect(cartFromCookie(`a=1; ${CART_COOKIE}=${cartCookieValue(lines)}; b=2`)).toEqual({ empty: false, lines });
    expect(cartFromCookie(undefined)).toEqual({ empty: true, lines: [] });
    expect(cartFromCookie(`${CART_COOKIE}=0`)).toEqual({ empty: true, lines: [] });
    expect(cartFromCookie(`x${CART_COOKIE}=1:1:report`)).toEqual({ empty: true, lines: [] });
    expect(cartFromCookie(`${CART_COOKIE}=2`)).toEqual({ empty: false, lines: null });
    for (const bad of ['1:1:report|1:2:report', '1:0:report', '1:51:report', '0:1:report', '1:1:<b>', '1:1', '1:1:report|', 'abc']) {
      expect([bad, cartFromCookie(`${CART_COOKIE}=${bad}`)]).toEqual([bad, { empty: false, lines: null }]);
    }
    // a kind the cookie cannot carry: the count, never a wrong cart
    expect(cartCookieValue([{ productId: 3, quantity: 1, productDetailType: 'a b' }])).toBe('1');
  });
});

describe('lines the server added (an Add to Cart sent without scripts)', () => {
  const cookie = (name: string) => new RegExp(`(?:^|; )${name}=([^;]*)`).exec(document.cookie)?.[1];
  const line = (productId: number, productDetailType = 'certification', quantity = 1) => ({ productId, quantity, productDetailType });
  beforeEach(() => {
    for (const name of [CART_COOKIE, CART_ADDED_COOKIE]) document.cookie = `${name}=; max-age=0; path=/`;
  });

  it('the stored cart takes them in once, keeping its own lines; the cookie is cleared', () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([line(9, 'bundle'), line(1, 'certification', 4)]));
    document.cookie = `${CART_COOKIE}=9:1:bundle|1:4:certification|30:1:report; path=/`;
    document.cookie = `${CART_ADDED_COOKIE}=30:1:report|1:1:certification; path=/`;
    const seen: CartChangedDetail[] = [];
    const off = subscribeCart((d) => seen.push(d));
    expect(takeAddedLines()).toEqual([line(30, 'report'), line(1)]);
    // as Add to Cart takes a line: one line a product, quantity 1, last
    expect(readCart()).toEqual([line(9, 'bundle'), line(30, 'report'), line(1)]);
    expect(seen.map((d) => d.count)).toEqual([3]);
    expect(cookie(CART_ADDED_COOKIE)).toBeUndefined();
    expect(cookie(CART_COOKIE)).toBe('9:1:bundle|30:1:report|1:1:certification');
    // once: the next page's start takes nothing
    expect(takeAddedLines()).toEqual([]);
    expect(readCart()).toEqual([line(9, 'bundle'), line(30, 'report'), line(1)]);
    expect(seen).toHaveLength(1);
    off();
  });

  it('without any, the cart cookie is written from the stored cart (the start\'s sync)', () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([line(9, 'bundle')]));
    expect(takeAddedLines()).toEqual([]);
    expect(cookie(CART_COOKIE)).toBe('9:1:bundle');
  });

  it('a storage that refuses them leaves the cookie for the next page', () => {
    document.cookie = `${CART_ADDED_COOKIE}=30:1:report; path=/`;
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => { throw new Error('QuotaExceededError'); });
    try {
      expect(() => takeAddedLines()).toThrow();
    } finally {
      setItem.mockRestore();
    }
    expect(cookie(CART_ADDED_COOKIE)).toBe('30:1:report');
  });

  it('the server\'s pages show the cart cookie with them; a cookie it did not write adds nothing', () => {
    expect(addedFromCookie('acma_cart_added=1:1:certification|1:1:certification')).toEqual([]);
    expect(addedFromCookie('acma_cart_added=<b>')).toEqual([]);
    expect(addedFromCookie('x=1; acma_cart_added=30:1:report')).toEqual([line(30, 'report')]);
    expect(cartCookieOf('acma_cart_lines=0; acma_cart_added=30:1:report')).toBe('30:1:report');
    expect(cartCookieOf('acma_cart_lines=30:2:report|1:1:certification; acma_cart_added=30:1:report')).toBe('1:1:certification|30:1:report');
    expect(cartCookieOf('acma_cart_lines=2; acma_cart_added=30:1:report')).toBe('1'); // "some lines": still not known
    expect(cartCookieOf('acma_cart_lines=1:1:certification')).toBe('1:1:certification');
  });
});
