// Add to Cart as every product page does it: each product goes through shared-cart's
// addProductToCart (stored with quantity 1, add_to_cart event, cart-tracking call with the signed-in
// buyer's email when there is one), then the buyer lands on /cart.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ProductSummary } from 'shared-api';
import { useAuth } from 'shared-auth';
import { addProductToCart } from 'shared-cart';

export type Addable = Pick<ProductSummary, 'productId' | 'productName' | 'productPrice' | 'productDetailType'>;

export function useAddToCart(): (items: Addable | Addable[]) => void {
  const navigate = useNavigate();
  const { user } = useAuth();
  const email = user?.email ?? null;
  return useCallback((items: Addable | Addable[]) => {
    const list = Array.isArray(items) ? items : [items];
    for (const p of list) addProductToCart(p, { email });
    navigate('/cart');
  }, [email, navigate]);
}
