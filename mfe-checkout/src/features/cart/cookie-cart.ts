// The cart's lines priced for a route's loader (ARCHITECTURE.md 5b), on both sides: on the server the
// request's cart cookie carries them (shared-cart: product, quantity, kind), so the cart page's first
// frame is the cart itself and checkout starts with its lines priced; in the browser (a soft
// navigation) the stored cart's, priced as the navigation starts, with the marketing values the
// spec's call carries. The lines go into the document as GET /cart answers them: what the cart and
// checkout show and read (shared-api cart-contract.ts), a few hundred bytes a line.
import { api, type CartLine, type PricedCartItem } from 'shared-api';
import { captureUtm } from 'shared-analytics';
import { cartFromCookie, readCart } from 'shared-cart';

/** The lines and their prices (null: the cookie says only "some lines", or the server's pricing failed). */
export interface CookieCartData { cartEmpty: boolean; lines: CartLine[] | null; priced: PricedCartItem[] | null }

/** Reads the request's cart cookie and prices its lines (GET /cart, as the browser would). */
export async function priceCookieCart(request: Request): Promise<CookieCartData> {
  const cookie = cartFromCookie(request.headers.get('cookie'));
  const lines = cookie.lines?.length ? cookie.lines : null;
  const priced = lines ? await api.getCart(lines).then((r) => r.items, () => null) : null;
  return { cartEmpty: cookie.empty, lines: priced ? lines : null, priced };
}

/**
 * The cart priced, for a loader: the cookie's on the server (a failed pricing leaves it unpriced: the
 * page prices it once its scripts run); the stored cart's in the browser (a failed pricing fails the
 * read: the page says so and offers to try again).
 */
export async function readPricedCart(request: Request): Promise<CookieCartData> {
  if (typeof document === 'undefined') return priceCookieCart(request);
  const lines = readCart();
  if (lines.length === 0) return { cartEmpty: true, lines: [], priced: [] };
  const res = await api.getCart(lines, captureUtm(window.location.search));
  return { cartEmpty: false, lines, priced: res.items };
}
