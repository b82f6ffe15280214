// The cart adds what its address names: a product page's Add to Cart is a plain form,
// `GET /cart?add=<productId>` (repeated, or comma-separated, for several), so a buyer who presses it
// before the scripts run lands here. The work is in add-requested.ts, loaded only when the address
// asks for an add (not part of the cart's first load): the request is taken out of the address
// first (a replace, so /cart is what a reload or Back finds: nothing is added twice), then the
// products are added as the product page adds them.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'shared-ui';
import { ADD_PARAM, NOT_LOADED_MESSAGE } from './add-address';

export { ADD_PARAM, NOT_LOADED_MESSAGE } from './add-address';

/** On the cart page: adds what the address's `add` parameters name, once per history entry. */
export function useAddFromAddress(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const taken = useRef<string | null>(null);
  useEffect(() => {
    if (!new URLSearchParams(location.search).has(ADD_PARAM) || taken.current === location.key) return;
    taken.current = location.key;
    import('./add-requested')
      .then((m) => m.addFromAddress(location, navigate))
      .catch((e: unknown) => {
        console.error('[cart] the add could not start', e);
        toast(NOT_LOADED_MESSAGE);
      });
  }, [location, navigate]);
}
