// Add to Cart as every product page does it (spec section 4, Cart): store the line (replacing any
// line with the same productId), push the add_to_cart analytics event, and make the cart-tracking
// call (fire and forget; failures are only logged). The caller then navigates to /cart.
import { api, logApiError, type ProductSummary } from 'shared-api';
import { addToCart } from './cart-store';
import { getUtm, trackAddToCartEvent } from 'shared-analytics';

export interface Buyer { email?: string | null; fullName?: string | null }

type Added = Pick<ProductSummary, 'productId' | 'productName' | 'productPrice' | 'productDetailType'>;

export function addProductToCart(product: Added, buyer: Buyer = {}, quantity = 1): void {
  addToCart({ productId: product.productId, productDetailType: product.productDetailType, quantity });
  trackAdd(product, buyer, quantity);
}

/**
 * What an add tells besides storing the line: the add_to_cart event and the cart-tracking call. Also
 * for lines the server added for a request the scripts did not make (the shell's start, once it took
 * them into the stored cart).
 */
export function trackAdd(product: Added, buyer: Buyer = {}, quantity = 1): void {
  trackAddToCartEvent({ item_name: product.productName, item_id: String(product.productId), price: product.productPrice, quantity });
  api.trackAddToCart({
    products: [{ productId: product.productId, productPrice: product.productPrice, productName: product.productName }],
    email: buyer.email ?? '',
    fullName: buyer.fullName ?? '',
    params: getUtm(),
  }).catch((e: unknown) => logApiError('productaddtocart', e));
}
