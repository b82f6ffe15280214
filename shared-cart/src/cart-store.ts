// The local cart (ARCHITECTURE.md section 3). Only this module writes the storage key. Every change
// emits `cart:changed` {v:1, count, items} on window; other tabs learn of changes through the
// `storage` event and re-emit it locally, so every remote's listeners see one event; a page restored
// from the back/forward cache re-emits the stored cart (`pageshow`). Lines the server added for an
// Add to Cart sent without scripts come in once through takeAddedLines (server/cart-add.ts).
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
export const MAX_COOKIE_LINES = 60;
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

/** The lines of a cookie value `id:quantity:kind|…`, or null when it is anything else (a count, a repeated product, a bad line). */
function linesOf(value: string): CartLine[] | null {
  const lines: CartLine[] = [];
  for (const part of value.split('|')) {
    const l = COOKIE_LINE.exec(part);
    const productId = Number(l?.[1]);
    const quantity = Number(l?.[2]);
    if (!l || productId < 1 || quantity < 1 || quantity > MAX_QUANTITY || lines.some((x) => x.productId === productId)) return null;
    lines.push({ productId, quantity, productDetailType: l[3]! });
  }
  return lines.length > MAX_COOKIE_LINES ? null : lines;
}

/** Reads the cart cookie out of a Cookie header (the server's render, the cart page's loader). */
export function cartFromCookie(cookieHeader: string | null | undefined): CookieCart {
  const m = COOKIE_VALUE.exec(cookieHeader ?? '');
  const value = m?.[1]?.trim() ?? '';
  if (value === '' || value === '0') return { empty: true, lines: [] };
  if (/^\d+$/.test(value)) return { empty: false, lines: null };
  return { empty: false, lines: linesOf(value) };
}

/**
 * Lines the server added to the cart for a request the scripts did not make: a product page's Add to
 * Cart sent as HTML (`GET /cart?add=…`, server/cart-add.ts), which answers with the cart cookie and
 * this one, in the same `id:quantity:kind|…` form. The cart cookie then shows them on the server's
 * pages; this one says what the stored cart (local storage, the browser's own cart) has not taken in
 * yet. The first page whose scripts run takes them in once and clears it (takeAddedLines).
 */
export const CART_ADDED_COOKIE = 'acma_cart_added';
const ADDED_VALUE = new RegExp(`(?:^|;\\s*)${CART_ADDED_COOKIE}=([^;]*)`);

/** The lines the added-lines cookie names ([] when none, or when it is not one the server wrote). */
export function addedFromCookie(cookieHeader: string | null | undefined): CartLine[] {
  const value = ADDED_VALUE.exec(cookieHeader ?? '')?.[1]?.trim() ?? '';
  return (value && linesOf(value)) || [];
}

/** `items` with `added` taken in as Add to Cart takes a line: a line of the same product is replaced, the added line goes last. */
export function withAdded(items: readonly CartLine[], added: readonly CartLine[]): CartLine[] {
  let out = [...items];
  for (const a of added) out = [...out.filter((l) => l.productId !== a.productId), a];
  return out;
}

/** The cookies' attributes, as the server writes them too (server/cart-add.ts). */
const cookieAttributes = (maxAge: number) => `; path=/; max-age=${maxAge}; samesite=lax${window.location.protocol === 'https:' ? '; secure' : ''}`;

/** Writes the cart cookie for these lines (the stored cart's when none are given). */
export function syncCartCookie(items: CartLine[] = readCart()): void {
  try {
    document.cookie = `${CART_COOKIE}=${cartCookieValue(items)}${cookieAttributes(31536000)}`;
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

/**
 * Takes the lines the server added (the added-lines cookie, CART_ADDED_COOKIE) into the stored cart,
 * once: each replaces a line of the same product, as Add to Cart does, so taking them again would
 * change nothing; the stored cart's other lines stay. Then the cookie is cleared. Without such lines,
 * the cart cookie is written from the stored cart (a cart stored before the cookie existed, or with
 * the cookie cleared, gets it back). Returns the lines taken in. The app's start calls this before
 * anything reads the cart, and again on a page restored from the back/forward cache.
 */
export function takeAddedLines(): CartLine[] {
  let added: CartLine[];
  try {
    added = addedFromCookie(document.cookie);
  } catch {
    return []; // cookies disabled
  }
  if (added.length === 0) {
    syncCartCookie();
    return [];
  }
  write(withAdded(readCart(), added));
  // cleared once the stored cart holds them (a storage that refused them leaves them for the next page)
  document.cookie = `${CART_ADDED_COOKIE}=${cookieAttributes(0)}`;
  return added;
}

/** Another tab wrote the cart: re-emitted here once, however many subscribers there are. */
const onStorage = (e: StorageEvent) => {
  if (e.key === CART_STORAGE_KEY || e.key === null) emit(readCart());
};
/**
 * A page restored from the back/forward cache (Firefox keeps most pages there) was frozen while other
 * pages changed the cart, and a frozen page gets no `storage` event: the cart is read again, so its
 * badge and lines are the stored cart's, not the ones it was left with.
 */
const onPageShow = (e: PageTransitionEvent) => {
  if (e.persisted) emit(readCart());
};
/** Subscribers now: the one `storage` and `pageshow` listeners are on while there is any. */
let subscribers = 0;

/** Subscribe to cart changes from this tab and from other tabs (each change once). Returns the unsubscribe. */
export function subscribeCart(listener: (d: CartChangedDetail) => void): () => void {
  const onLocal = (e: Event) => {
    const d = (e as CustomEvent<CartChangedDetail>).detail;
    if (d && d.v === CART_EVENT_VERSION) listener(d);
  };
  window.addEventListener(CART_EVENT, onLocal);
  if (subscribers++ === 0) {
    window.addEventListener('storage', onStorage);
    window.addEventListener('pageshow', onPageShow);
  }
  let subscribed = true;
  return () => {
    if (!subscribed) return;
    subscribed = false;
    window.removeEventListener(CART_EVENT, onLocal);
    if (--subscribers === 0) {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('pageshow', onPageShow);
    }
  };
}
