// The promotion code applied at checkout, kept for the visit (this tab's sessionStorage), as the
// cart's lines are kept: a buyer who goes to the cart and back (the Back button, the pop-up's
// 'Stay on this page' then the cart) finds it applied again. Only what the server accepted is kept,
// and it is never trusted: checkout checks it with the server again when it opens (use-promo.ts),
// and drops it with the server's message once it no longer applies. The checkout this browser pays
// clears it (pending-checkout.ts), so the next order starts without it.
const PROMO_KEY = 'acma.checkout-promo.v1';

/** The code kept for this visit, '' when none (or storage refused). */
export function keptPromoCode(): string {
  try {
    const code = sessionStorage.getItem(PROMO_KEY) ?? '';
    return code.length <= 64 ? code.trim() : '';
  } catch {
    return '';
  }
}

/** Keeps `code` (as the server named it) for the visit; '' forgets it. */
export function keepPromoCode(code: string): void {
  try {
    if (code) sessionStorage.setItem(PROMO_KEY, code);
    else sessionStorage.removeItem(PROMO_KEY);
  } catch {
    // storage refused (private mode, quota): the code lasts as long as the page
  }
}
