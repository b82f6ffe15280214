// The local cart (ARCHITECTURE.md section 3). Only this module writes the storage key. Every change
// emits `cart:changed` {v:1, count, items} on window; other tabs learn of changes through the
// `storage` event and re-emit it locally, so every remote's listeners see one event.
import type { CartLine } from 'shared-api';
import { MAX_CART_QUANTITY } from 'shared-api/cart-limits';

export const CART_STORAGE_KEY = 'acma.cart.v1';
export const CART_EVENT = 'cart:changed';
const CART_EVENT_VERSION = 1;
/** Most seats of one product in one cart line (the API's limit). */
export const MAX_QUANTITY = MAX_CART_QUANTITY;

export interface CartChangedDetail { v: 1; count: number; items: CartLine[] }

function isLine(x: unknown): x is CartLine {
  const l = x as CartLine;
  return typeof l === 'object' && l !== null && Number.isInteger(l.productId) && l.productId > 0
    && Number.isInteger(l.quantity) && l.quantity > 0 && typeof l.productDetailType === 'string';
}

export function readCart(): CartLine[] {
  try {
    const raw = localStorage.getItem(CART_STORAGE_KEY);
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isLine) : [];
  } catch {
    return [];
  }
}

/** Cart length as the badge shows it: the number of lines. */
export const cartCount = (items: CartLine[]): number => Math.max(0, items.length);

function emit(items: CartLine[]): void {
  const detail: CartChangedDetail = { v: CART_EVENT_VERSION, count: cartCount(items), items };
  window.dispatchEvent(new CustomEvent<CartChangedDetail>(CART_EVENT, { detail }));
}

/**
 * Cookie with the cart's lines (product id, quantity, kind: no name, no price, no identity), sent with
 * page requests so that the server's first frame of /cart is the cart itself, priced by its route
 * loader (mfe-checkout pages/cart-page.tsx), and the empty cart only when the cart is empty. The cart
 * itself stays in local storage; the cookie follows every write. `0` is the empty cart; a bare count
 * (the cookie before the lines were in it) says only that the cart has lines.
 */
export const CART_COOKIE = 'acma_cart_lines';

const KIND = /^[A-Za-z]{1,40}$/;
const COOKIE_LINE = /^(\d{1,9}):(\d{1,3}):([A-Za-z]{1,40})$/;
const MAX_COOKIE_LINES = 60;
/** The cookie's value in a Cookie header (read on every document request: made once). */
const COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${CART_COOKIE}=([^;]*)`);

/** The cookie's value for these lines: `id:quantity:kind` joined by `|` (cookie-safe, no escaping), `0` when empty. */
export function cartCookieValue(items: CartLine[]): string {
  const parts = items.filter((l) => KIND.test(l.productDetailType)).slice(0, MAX_COOKIE_LINES)
    .map((l) => `${l.productId}:${l.quantity}:${l.productDetailType}`);
  // a line the cookie cannot carry: the count only, so the page shows the cart's place, never a wrong cart
  return parts.length === items.length ? parts.join('|') || '0' : String(cartCount(items));
}

/** What a request's cart cookie says. `lines` is null when it says only that there are some. */
export interface CookieCart { empty: boolean; lines: CartLine[] | null }

/** Reads the cart cookie out of a Cookie header (the server's render, the cart page's loader). */
export function cartFromCookie(cookieHeader: string | null | undefined): CookieCart {
  const m = COOKIE_VALUE.exec(cookieHeader ?? '');
  const value = m?.[1]?.trim() ?? '';
  if (value === '' || value === '0') return { empty: true, lines: [] };
  if (/^\d+$/.test(value)) return { empty: false, lines: null };
  const lines: CartLine[] = [];
  for (const part of value.split('|')) {
    const l = COOKIE_LINE.exec(part);
    const productId = Number(l?.[1]);
    const quantity = Number(l?.[2]);
    if (!l || productId < 1 || quantity < 1 || quantity > MAX_QUANTITY || lines.some((x) => x.productId === productId)) return { empty: false, lines: null };
    lines.push({ productId, quantity, productDetailType: l[3]! });
  }
  return lines.length > MAX_COOKIE_LINES ? { empty: false, lines: null } : { empty: false, lines };
}

/** The cookie's value in one spelling per cart (the render's Request, the document cache's key): `0`, `1` (lines, unknown) or the lines. */
export function cartCookieOf(cookieHeader: string | null | undefined): string {
  const c = cartFromCookie(cookieHeader);
  return c.empty ? '0' : c.lines ? cartCookieValue(c.lines) : '1';
}

/** Writes the cart cookie for these lines (the stored cart's when none are given). */
export function syncCartCookie(items: CartLine[] = readCart()): void {
  try {
    const secure = window.location.protocol === 'https:' ? '; secure' : '';
    document.cookie = `${CART_COOKIE}=${cartCookieValue(items)}; path=/; max-age=31536000; samesite=lax${secure}`;
  } catch {
    /* cookies disabled: the /cart frame is then the cart's place until the scripts read it */
  }
}

function write(items: CartLine[]): void {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
  syncCartCookie(items);
  emit(items);
}

/** Adds a line, replacing any line with the same productId (quantity 1 per add unless given). */
export function addToCart(line: { productId: number; productDetailType: string; quantity?: number }): CartLine[] {
  const quantity = Math.min(MAX_QUANTITY, Math.max(1, Math.floor(line.quantity ?? 1)));
  const items = readCart().filter((l) => l.productId !== line.productId);
  items.push({ productId: line.productId, quantity, productDetailType: line.productDetailType });
  write(items);
  return items;
}

export function removeFromCart(productId: number): CartLine[] {
  const items = readCart().filter((l) => l.productId !== productId);
  write(items);
  return items;
}

export function setQuantity(productId: number, quantity: number): CartLine[] {
  const q = Math.min(MAX_QUANTITY, Math.max(1, Math.floor(quantity)));
  const items = readCart().map((l) => (l.productId === productId ? { ...l, quantity: q } : l));
  write(items);
  return items;
}

export function clearCart(): void {
  write([]);
}

/** Another tab wrote the cart: re-emitted here once, however many subscribers there are. */
const onStorage = (e: StorageEvent) => {
  if (e.key === CART_STORAGE_KEY || e.key === null) emit(readCart());
};
/** Subscribers now: the one `storage` listener is on while there is any. */
let subscribers = 0;

/** Subscribe to cart changes from this tab and from other tabs (each change once). Returns the unsubscribe. */
export function subscribeCart(listener: (d: CartChangedDetail) => void): () => void {
  const onLocal = (e: Event) => {
    const d = (e as CustomEvent<CartChangedDetail>).detail;
    if (d && d.v === CART_EVENT_VERSION) listener(d);
  };
  window.addEventListener(CART_EVENT, onLocal);
  if (subscribers++ === 0) window.addEventListener('storage', onStorage);
  let subscribed = true;
  return () => {
    if (!subscribed) return;
    subscribed = false;
    window.removeEventListener(CART_EVENT, onLocal);
    if (--subscribers === 0) window.removeEventListener('storage', onStorage);
  };
}
