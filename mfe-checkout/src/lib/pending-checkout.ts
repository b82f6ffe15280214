// The payment session this browser has just left for. Its success page, and only its, clears the
// cart, once: reopening an earlier order's /success?session_id=… (a bookmark, the history, another
// tab) leaves whatever the cart holds now alone. The promotion code kept for the visit goes with the
// cart it was applied to.
import { clearCart } from 'shared-cart';
import { keepPromoCode } from './visit-promo';

const PENDING_KEY = 'acma.checkout-pending.v1';

/** Called right before the browser goes to the hosted payment page of `sessionId`. */
export function rememberCheckout(sessionId: string): void {
  try {
    localStorage.setItem(PENDING_KEY, sessionId);
  } catch {
    // storage refused (private mode, quota): the success page then leaves the cart as it is
  }
}

/** Clears the cart when `sessionId` is the checkout this browser just left for, once. True when it did. */
export function clearCartAfterPaying(sessionId: string): boolean {
  try {
    if (localStorage.getItem(PENDING_KEY) !== sessionId) return false;
    localStorage.removeItem(PENDING_KEY);
  } catch {
    return false;
  }
  clearCart();
  keepPromoCode('');
  return true;
}
