// The cart as the request's cart cookie carries it (shared-cart: product, quantity, kind), priced by
// the server for a route's first data (ARCHITECTURE.md 5b): the cart page's first frame is the cart
// itself, and checkout starts with its lines priced (no placeholder, no wait on the pricing call).
// The lines go into the document as GET /cart answers them: what the cart and checkout show and read
// (shared-api cart-contract.ts), a few hundred bytes a line.
import { api, type CartLine, type PricedCartItem } from 'shared-api';
import { cartFromCookie } from 'shared-cart';

/** The lines and their prices (null: the cookie says only "some lines", or the pricing failed). */
export interface CookieCartData { cartEmpty: boolean; lines: CartLine[] | null; priced: PricedCartItem[] | null }

/** Reads the request's cart cookie and prices its lines (GET /cart, as the browser would). */
export async function priceCookieCart(request: Request): Promise<CookieCartData> {
  const cookie = cartFromCookie(request.headers.get('cookie'));
  const lines = cookie.lines?.length ? cookie.lines : null;
  const priced = lines ? await api.getCart(lines).then((r) => r.items, () => null) : null;
  return { cartEmpty: cookie.empty, lines: priced ? lines : null, priced };
}
