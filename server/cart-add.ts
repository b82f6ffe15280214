// `GET /cart?add=<productId>`: a product page's Add to Cart as plain HTML (mfe-product-pages
// features/buy/add-to-cart-form.tsx), sent by a buyer whose scripts have not run yet, or never run.
// The server adds, as the product page's scripts would: each product the store sells online (listed
// by GET /products at a price, not "Contact Us") replaces any line of the same product, quantity 1,
// at the end of the cart. It answers Post/Redirect/Get: 303 to /cart with the cart cookie holding the
// new lines, so a reload or Back finds /cart and adds nothing twice. It also writes the added-lines
// cookie (shared-cart CART_ADDED_COOKIE): the browser's own cart (local storage, written by shared-cart)
// takes those lines in once, at the first page whose scripts run, and clears it (shared-cart
// takeAddedLines); until then the server's pages show the cart cookie's lines with them.
//
// Only for the store's own pages or the buyer's own address bar (`Sec-Fetch-Site` same-origin or
// none; a browser that does not send it, only with a Referer of the store's own origin): a link or
// form of another website (or of another site of the same domain) adds nothing (issue 48). At most
// MAX_ADD_IDS products per request and MAX_CART_LINES lines in the cart. What was not added is said on
// the cart page (`?notice=`, features/cart/add-notice.tsx in mfe-checkout).
import type { IncomingHttpHeaders } from 'node:http';
import { MAX_ADD_IDS, MAX_CART_LINES } from 'shared-api/cart-limits';
import type { CartLine } from 'shared-api';
import { CART_ADDED_COOKIE, CART_COOKIE, addedFromCookie, cartCookieValue, cartFromCookie, withAdded } from 'shared-cart/cart-store';

/** The query parameter naming a product to add (repeated, or comma-separated, for several). */
export const ADD_PARAM = 'add';
/** The cart page's query parameter saying what of an add was not made. */
export const NOTICE_PARAM = 'notice';
/** Most products one request may name (a product page's form names at most a handful). */
export { MAX_ADD_IDS };

/** Why (part of) an add was not made: the cart page says each in words. */
export type AddNotice = 'not-sold' | 'other-site' | 'too-many' | 'full' | 'try-again';

/** What a product must be for an add: listed by GET /products (on sale) at a price. */
export interface Sellable { productId: number; productPrice: number; productDetailType: string }

const ID = /^[1-9]\d{0,8}$/;
/** A kind the cart cookie can carry (shared-cart's cookie line). */
const KIND = /^[A-Za-z]{1,40}$/;
const YEAR = 31_536_000;

/**
 * Whether the request is a navigation the buyer made on the store itself: from one of its pages
 * (same-origin) or from the address bar, a bookmark (none). Another site's link, form or redirect is
 * cross-site (or same-site: another host of the same domain is not the store). A browser without
 * Fetch Metadata (before 2023) is believed only with a Referer of the store's origin, which the
 * store's pages send (Referrer-Policy strict-origin-when-cross-origin).
 */
export function sameSiteNavigation(headers: IncomingHttpHeaders, origin: string): boolean {
  const site = headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  const referer = headers.referer;
  if (!referer) return false;
  try {
    return new URL(referer).origin === origin;
  } catch {
    return false;
  }
}

/** The product ids an address names, each once, in order; whether a value was not an id; whether it names too many. */
export function parseAddIds(query: URLSearchParams): { ids: number[]; malformed: boolean; tooMany: boolean } {
  const values = query.getAll(ADD_PARAM).flatMap((v) => v.split(',')).map((v) => v.trim());
  // bounded before anything else is made of it
  if (values.length > MAX_ADD_IDS) return { ids: [], malformed: false, tooMany: true };
  const ids: number[] = [];
  let malformed = false;
  for (const v of values) {
    if (!ID.test(v)) malformed = true;
    else if (!ids.includes(Number(v))) ids.push(Number(v));
  }
  return { ids, malformed, tooMany: false };
}

export interface AddOutcome {
  /** The redirect's address: /cart, the request's other query parameters, and a notice when something was not added. */
  location: string;
  /** Set-Cookie values (none when nothing was added). */
  cookies: string[];
  /** The lines added (for logs and tests). */
  added: CartLine[];
  notice: AddNotice | null;
}

const cookie = (name: string, value: string, secure: boolean) =>
  `${name}=${value}; Path=/; Max-Age=${YEAR}; SameSite=Lax${secure ? '; Secure' : ''}`;

/**
 * What `/cart?<query>` does for a request with this Cookie header. `sameSite`: sameSiteNavigation's
 * answer; `catalog`: the products on sale (read only when there is something to add).
 */
export async function addFromAddress(
  query: URLSearchParams, cookieHeader: string | undefined, sameSite: boolean,
  catalog: () => Promise<readonly Sellable[]>, secure: boolean,
): Promise<AddOutcome> {
  const rest = new URLSearchParams(query);
  rest.delete(ADD_PARAM);
  rest.delete(NOTICE_PARAM);
  const answer = (notice: AddNotice | null, added: CartLine[] = [], cookies: string[] = []): AddOutcome => {
    if (notice) rest.append(NOTICE_PARAM, notice);
    const q = rest.toString();
    return { location: `/cart${q ? `?${q}` : ''}`, cookies, added, notice };
  };
  if (!sameSite) return answer('other-site');
  const { ids, malformed, tooMany } = parseAddIds(query);
  if (tooMany) return answer('too-many');
  const found: CartLine[] = [];
  if (ids.length > 0) {
    let listed: readonly Sellable[];
    try {
      listed = await catalog();
    } catch {
      return answer('try-again'); // the catalog could not be read: nothing added, the buyer is asked to add again
    }
    const byId = new Map(listed.map((p) => [p.productId, p]));
    for (const id of ids) {
      const p = byId.get(id);
      if (p && Number.isFinite(p.productPrice) && p.productPrice > 0 && KIND.test(p.productDetailType)) {
        found.push({ productId: id, quantity: 1, productDetailType: p.productDetailType });
      }
    }
  }
  const notSold = malformed || found.length < ids.length || ids.length === 0;
  if (found.length === 0) return answer('not-sold');
  // the cart cookie's lines (a cookie that says only "some lines" is left as it is: the browser's
  // cart takes the added lines in), and the lines added earlier that the browser has not taken yet
  const cart = cartFromCookie(cookieHeader);
  const pending = withAdded(addedFromCookie(cookieHeader), found);
  const lines = cart.lines ? withAdded(cart.lines, found) : null;
  // the cart as its pages will show it (shared-cart requestCart), within the cart's limit
  if ((lines ? withAdded(lines, pending) : pending).length > MAX_CART_LINES) return answer('full');
  const cookies = [cookie(CART_ADDED_COOKIE, cartCookieValue(pending), secure)];
  if (lines) cookies.unshift(cookie(CART_COOKIE, cartCookieValue(lines), secure));
  return answer(notSold ? 'not-sold' : null, found, cookies);
}
