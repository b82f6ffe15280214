// Delete (spec section 4, Cart): the line leaves the local cart (shared-cart keeps the count at 0 or
// above) and, when the user's email is known, the server cart too. The server call is fire and
// forget: a failure is only logged and the item stays removed here.
import { api, logApiError } from 'shared-api';
import { removeFromCart } from 'shared-cart';

export function deleteCartItem(productId: number, email: string | null | undefined): void {
  removeFromCart(productId);
  if (email) api.removeFromCart([productId], email).catch((e: unknown) => logApiError('removefromcart', e));
}
