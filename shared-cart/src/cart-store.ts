// The local cart (ARCHITECTURE.md section 3). Only this module writes the storage key. Every change
// emits `cart:changed` {v:1, count, items} on window; other tabs learn of changes through the
// `storage` event and re-emit it locally, so every remote's listeners see one event.
import type { CartLine } from 'shared-api';

export const CART_STORAGE_KEY = 'acma.cart.v1';
export const CART_EVENT = 'cart:changed';
const CART_EVENT_VERSION = 1;
export const MAX_QUANTITY = 50;

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
 * Cookie with the cart's line count (no product, no identity), sent with page requests so the
 * server's first frame of /cart shows the empty cart only when the cart is empty
 * (shell/server/first-frame.ts). The cart itself stays in local storage.
 */
export const CART_COOKIE = 'acma_cart_lines';

/** Writes the line-count cookie for these lines (the stored cart's when none are given). */
export function syncCartCookie(items: CartLine[] = readCart()): void {
  try {
    const secure = window.location.protocol === 'https:' ? '; secure' : '';
    document.cookie = `${CART_COOKIE}=${cartCount(items)}; path=/; max-age=31536000; samesite=lax${secure}`;
  } catch {
    /* cookies disabled: the /cart frame is then only the top bar's */
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

/** Subscribe to cart changes from this tab and from other tabs. Returns the unsubscribe. */
export function subscribeCart(listener: (d: CartChangedDetail) => void): () => void {
  const onLocal = (e: Event) => {
    const d = (e as CustomEvent<CartChangedDetail>).detail;
    if (d && d.v === CART_EVENT_VERSION) listener(d);
  };
  const onStorage = (e: StorageEvent) => {
    if (e.key === CART_STORAGE_KEY || e.key === null) emit(readCart());
  };
  window.addEventListener(CART_EVENT, onLocal);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CART_EVENT, onLocal);
    window.removeEventListener('storage', onStorage);
  };
}
