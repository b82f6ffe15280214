// The signed-in user's orders (GET /order-history with the profile's email; the API binds it to the
// token). A failure is logged and offers a retry.
import { useEffect, useState } from 'react';
import { api, logApiError, type OrderHistoryEntry } from 'shared-api';

export type HistoryState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; orders: OrderHistoryEntry[] };

export function useOrderHistory(email: string | undefined) {
  const [state, setState] = useState<HistoryState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!email) return;
    let live = true;
    setState({ status: 'loading' });
    api.orderHistory(email)
      .then((orders) => { if (live) setState({ status: 'ready', orders }); })
      .catch((e: unknown) => { logApiError('order-history', e); if (live) setState({ status: 'error' }); });
    return () => { live = false; };
  }, [email, attempt]);
  return { state, retry: () => setAttempt((a) => a + 1) };
}

/** 'payment' is a one-time payment; anything else is shown as installment (spec section 3). */
export const paymentModeLabel = (mode: string): string => (mode === 'payment' ? 'One-time payment' : 'Installment');

export const orderDate = (unixSeconds: number): string =>
  new Date(unixSeconds * 1000).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
