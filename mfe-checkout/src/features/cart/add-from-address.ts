// The cart adds what its address names (issue 35): a product page's Add to Cart is a plain form,
// `GET /cart?add=<productId>` (repeated, or comma-separated, for several), so a buyer who presses it
// before the scripts run lands here. Once the cart's scripts run, the request is taken out of the
// address first (a replace, so /cart is what a reload or Back finds: nothing is added twice), then
// each named product is added with shared-cart's addProductToCart, as the product page adds it: the
// name, type and price from the catalog (GET /products), quantity 1, the add_to_cart event and the
// cart-tracking call with the signed-in buyer's email. A value that names no product the store sells
// (or one sold by quote only, price 0) adds nothing and says so in a toast.
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { api, logApiError, type ProductListing } from 'shared-api';
import { useAuth } from 'shared-auth';
import { addProductToCart } from 'shared-cart';
import { formatPrice, toast } from 'shared-ui';

export const ADD_PARAM = 'add';
/** Longest wait for the sign-in state before adding without the buyer's email. */
export const AUTH_WAIT_MS = 3000;

export const NOT_SOLD_MESSAGE = 'We could not add that item to your cart: the store does not sell it online.';
export const NOT_LOADED_MESSAGE = 'We could not add the item to your cart just now. Please add it again from its page.';

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

/** On the cart page: adds what the address's `add` parameters name, once. */
export function useAddFromAddress(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const { status, user } = useAuth();
  const [pending, setPending] = useState<AddRequest | null>(null);
  const [authWaited, setAuthWaited] = useState(false);
  // the history entry whose request was taken (its address is then replaced: taken once per entry)
  const taken = useRef<string | null>(null);

  // 1. out of the address at once: the history entry becomes /cart before anything is added
  useEffect(() => {
    const req = parseAddRequest(location.search);
    if (!req || taken.current === location.key) return;
    taken.current = location.key;
    navigate({ pathname: location.pathname, search: req.rest, hash: location.hash }, { replace: true });
    setPending(req);
  }, [location, navigate]);

  // the sign-in state is usually known within a moment; a slow one does not hold the add back
  useEffect(() => {
    if (!pending || status !== 'loading') return;
    const t = window.setTimeout(() => setAuthWaited(true), AUTH_WAIT_MS);
    return () => window.clearTimeout(t);
  }, [pending, status]);

  // 2. the add, once, with the buyer's email when signed in (the product page's tracking call has it)
  useEffect(() => {
    if (!pending || (status === 'loading' && !authWaited)) return;
    setPending(null);
    void addRequested(pending, user?.email ?? null);
  }, [pending, status, authWaited, user]);
}
