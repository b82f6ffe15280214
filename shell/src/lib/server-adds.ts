// Lines the server added to the cart for a request the scripts did not make: a product page's Add to
// Cart is a plain form, `GET /cart?add=…`, which a buyer without scripts (or before they run) sends;
// the server puts the lines in the cart cookie and in the added-lines cookie (server/cart-add.ts).
// The app's start takes them into the stored cart, the browser's own cart, once (shared-cart's
// takeAddedLines), before anything reads the cart; then it tells of the add as the product page does
// (the add_to_cart event and the cart-tracking call, announce-adds.ts, loaded only then).
import { takeAddedLines } from 'shared-cart';

/** Takes the server's added lines into the stored cart; tells of them when there were any. */
export function takeServerAdds(): void {
  const added = takeAddedLines();
  if (added.length === 0) return;
  import('./announce-adds')
    .then((m) => m.announceAdds(added))
    .catch((e: unknown) => console.error('[cart] the add could not be told', e));
}

/** At the start, and on a page restored from the back/forward cache (another page may have been sent meanwhile). */
export function watchServerAdds(): void {
  takeServerAdds();
  window.addEventListener('pageshow', (e) => { if (e.persisted) takeServerAdds(); });
}
