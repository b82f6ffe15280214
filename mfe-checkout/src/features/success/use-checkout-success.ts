// Loads a paid session's order lines (GET /checkout-success), reports them once to the dataLayer as
// a `purchase` (currency USD) and, for the checkout this browser just paid, clears the cart once
// (lib/pending-checkout: an earlier order's success page leaves today's cart alone). No session id or no token: /cart. An error in
// the session data: / (spec sections 2.14 and 8). The loaded session lives in this hook's state
// only, so it is gone when the buyer leaves the page.
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api, logApiError, type OrderLine } from 'shared-api';
import { getAccessToken } from 'shared-auth';
import { trackPurchaseEvent } from 'shared-analytics';
import { clearCartAfterPaying } from '../../lib/pending-checkout';
import { purchaseItems } from './success-variant';

export type SuccessState = { status: 'loading' } | { status: 'success'; lines: OrderLine[] };

const TRACKED_KEY = 'acma.purchase-tracked.v1';

/** A reload of the success page must not count the purchase twice. */
function firstTimeFor(sessionId: string): boolean {
  try {
    const seen = JSON.parse(sessionStorage.getItem(TRACKED_KEY) ?? '[]') as unknown;
    const list = Array.isArray(seen) ? seen.filter((s): s is string => typeof s === 'string') : [];
    if (list.includes(sessionId)) return false;
    sessionStorage.setItem(TRACKED_KEY, JSON.stringify([...list.slice(-19), sessionId]));
    return true;
  } catch {
    return true;
  }
}

export function useCheckoutSuccess(sessionId: string | null): SuccessState {
  const navigate = useNavigate();
  const [state, setState] = useState<SuccessState>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    void (async () => {
      if (!sessionId) {
        navigate('/cart', { replace: true });
        return;
      }
      const token = await getAccessToken();
      if (!live) return;
      if (!token) {
        navigate('/cart', { replace: true });
        return;
      }
      try {
        const lines = await api.checkoutSuccess(sessionId);
        if (!live) return;
        if (firstTimeFor(sessionId)) trackPurchaseEvent(sessionId, purchaseItems(lines));
        clearCartAfterPaying(sessionId);
        setState({ status: 'success', lines });
      } catch (e) {
        logApiError('checkout-success', e);
        if (live) navigate('/', { replace: true });
      }
    })();
    return () => {
      live = false;
    };
  }, [sessionId, navigate]);

  return state;
}
