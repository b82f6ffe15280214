// The cart a request's pages show, as the server reads it from the request's cookies: the server's
// render and the document cache's key (server/document.ts, site.ts). Server-only, apart from the
// browser's cart-store.ts: every export of a shared package is in the browser's first load, these
// are not needed there.
import type { CookieCart } from './cart-store';
import { addedFromCookie, cartCookieValue, cartFromCookie, MAX_COOKIE_LINES, withAdded } from './cart-store';

/**
 * The cart a request's pages show: the cart cookie's, with the lines the server added that the stored
 * cart has not taken in yet (what the browser's cart will be once its scripts take them). The server's
 * render and the document cache's key read this.
 */
export function requestCart(cookieHeader: string | null | undefined): CookieCart {
  const cart = cartFromCookie(cookieHeader);
  const added = addedFromCookie(cookieHeader);
  if (added.length === 0 || !cart.lines) return cart;
  const lines = withAdded(cart.lines, added);
  return lines.length > MAX_COOKIE_LINES ? { empty: false, lines: null } : { empty: false, lines };
}

/** The request's cart (requestCart) in one spelling per cart (the render's Request, the document cache's key): `0`, `1` (lines, unknown) or the lines. */
export function cartCookieOf(cookieHeader: string | null | undefined): string {
  const c = requestCart(cookieHeader);
  return c.empty ? '0' : c.lines ? cartCookieValue(c.lines) : '1';
}

