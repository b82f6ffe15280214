import { addToCart, CART_COOKIE, cartCookieValue, cartFromCookie, CART_EVENT, CART_STORAGE_KEY, cartCount, clearCart, readCart, removeFromCart, setQuantity, subscribeCart, syncCartCookie, type CartChangedDetail } from './cart-store';

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
