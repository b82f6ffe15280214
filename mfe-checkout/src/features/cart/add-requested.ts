// The add for /cart?add=<productId> (add-from-address.ts loads this module only then). The request is
// taken out of the address first (replace), then each named product is added with shared-cart's
// addProductToCart, as the product page adds it: the name, type and price from the catalog (GET
// /products), quantity 1, the add_to_cart event and the cart-tracking call with the signed-in
// buyer's email. A value that names no product the store sells (or one sold by quote only, price 0)
// adds nothing and says so in a toast.
import type { Location, NavigateFunction } from 'react-router-dom';
import { api, logApiError, type ProductListing } from 'shared-api';
import { getAuthState, subscribeAuth } from 'shared-auth';
import { addProductToCart } from 'shared-cart';
import { formatPrice, toast } from 'shared-ui';
import { ADD_PARAM, NOT_LOADED_MESSAGE } from './add-address';

export const NOT_SOLD_MESSAGE = 'We could not add that item to your cart: the store does not sell it online.';
/** Longest wait for the sign-in state before adding without the buyer's email. */
export const AUTH_WAIT_MS = 3000;

export interface AddRequest {
  /** The product ids named, in order, each once. */
  ids: number[];
  /** Whether some value was not a product id at all. */
  malformed: boolean;
  /** The rest of the query, without the `add` parameters ('' or '?…'). */
  rest: string;
}

const ID = /^[1-9]\d{0,8}$/;

/** The add request in a query string, or null when it has no `add` parameter. */
export function parseAddRequest(search: string): AddRequest | null {
  const q = new URLSearchParams(search);
  if (!q.has(ADD_PARAM)) return null;
  const values = q.getAll(ADD_PARAM).flatMap((v) => v.split(',')).map((v) => v.trim());
  const ids: number[] = [];
  let malformed = false;
  for (const v of values) {
    if (!ID.test(v)) malformed = true;
    else if (!ids.includes(Number(v))) ids.push(Number(v));
  }
  q.delete(ADD_PARAM);
  const rest = q.toString();
  return { ids, malformed, rest: rest ? `?${rest}` : '' };
}

/** What of a request the catalog can sell: products it lists at a price (not 'Contact Us'). */
export function sellable(ids: readonly number[], catalog: readonly ProductListing[]): { found: ProductListing[]; refused: number[] } {
  const found: ProductListing[] = [];
  const refused: number[] = [];
  for (const id of ids) {
    const p = catalog.find((x) => x.productId === id);
    if (p && formatPrice(p.productPrice) !== null) found.push(p);
    else refused.push(id);
  }
  return { found, refused };
}

/** The signed-in buyer's email once the sign-in state is known (null when signed out), waiting AUTH_WAIT_MS at most. */
export function signedInEmail(): Promise<string | null> {
  return new Promise((resolve) => {
    const email = () => getAuthState().user?.email ?? null;
    if (getAuthState().status !== 'loading') return resolve(email());
    const done = () => {
      window.clearTimeout(timer);
      off();
      resolve(email());
    };
    const timer = window.setTimeout(done, AUTH_WAIT_MS);
    const off = subscribeAuth(() => { if (getAuthState().status !== 'loading') done(); });
  });
}

/** Adds the request's products from the catalog; a toast for what cannot be added. */
export async function addRequested(req: AddRequest, email: string | null): Promise<void> {
  if (req.ids.length === 0) {
    toast(NOT_SOLD_MESSAGE);
    return;
  }
  let catalog: ProductListing[];
  try {
    catalog = await api.getProducts();
  } catch (e) {
    logApiError('products', e);
    toast(NOT_LOADED_MESSAGE);
    return;
  }
  const { found, refused } = sellable(req.ids, Array.isArray(catalog) ? catalog : []);
  for (const p of found) addProductToCart(p, { email });
  if (refused.length > 0 || req.malformed) toast(NOT_SOLD_MESSAGE);
}

/** Takes the request out of the address (replacing the history entry), then adds it. */
export async function addFromAddress(location: Pick<Location, 'pathname' | 'search' | 'hash'>, navigate: NavigateFunction): Promise<void> {
  const req = parseAddRequest(location.search);
  if (!req) return;
  navigate({ pathname: location.pathname, search: req.rest, hash: location.hash }, { replace: true });
  await addRequested(req, await signedInEmail());
}
