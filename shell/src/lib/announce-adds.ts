// The add_to_cart event and the cart-tracking call for lines the server added (server-adds.ts), as
// the product page makes them for its own add (shared-cart's trackAdd): the name and price from the
// catalog (GET /products), the quantity added, and the signed-in buyer's email once the sign-in state
// is known (at most AUTH_WAIT_MS later; signed out or not known by then: no email).
import { api, logApiError, type CartLine, type ProductListing } from 'shared-api';
import { getAuthState, subscribeAuth } from 'shared-auth';
import { trackAdd } from 'shared-cart';

/** Longest wait for the sign-in state before telling of the add without the buyer's email. */
export const AUTH_WAIT_MS = 3000;

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

/** Tells of each added line the catalog lists (the server added only those). */
export async function announceAdds(lines: readonly CartLine[]): Promise<void> {
  const [catalog, email] = await Promise.all([
    api.getProducts().catch((e: unknown) => { logApiError('products', e); return null; }),
    signedInEmail(),
  ]);
  const listed: ProductListing[] = Array.isArray(catalog) ? catalog : [];
  for (const line of lines) {
    const p = listed.find((x) => x.productId === line.productId);
    if (p) trackAdd(p, { email }, line.quantity);
  }
}
