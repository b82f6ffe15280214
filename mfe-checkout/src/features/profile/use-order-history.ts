// The signed-in user's orders (GET /order-history with the profile's email; the API binds it to the
// token). A failure is logged and offers a retry; an address not confirmed yet says so (the API's
// "Confirm your email address first", as the checkout).
import { useEffect, useState } from 'react';
import { api, apiMessage, isEmailUnverified, logApiError, type OrderHistoryEntry } from 'shared-api';

export type HistoryState =
  | { status: 'loading' }
  | { status: 'error'; /** what to do, when the API said (an address to confirm) */ message?: string }
  | { status: 'ready'; orders: OrderHistoryEntry[] };

export function useOrderHistory(email: string | undefined) {
  const [state, setState] = useState<HistoryState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!email) return;
    let live = true;
    setState({ status: 'loading' });
    api.orderHistory(email)
      .then((orders) => { if (live) setState({ status: 'ready', orders }); })
      .catch((e: unknown) => {
        logApiError('order-history', e);
        const message = isEmailUnverified(e) ? apiMessage(e) ?? undefined : undefined;
        if (live) setState(message ? { status: 'error', message } : { status: 'error' });
      });
    return () => { live = false; };
  }, [email, attempt]);
  return { state, retry: () => setAttempt((a) => a + 1) };
}

/** 'payment' is a one-time payment; anything else is shown as installment (spec section 3). */
export const paymentModeLabel = (mode: string): string => (mode === 'payment' ? 'One-time payment' : 'Installment');

export const orderDate = (unixSeconds: number): string =>
  new Date(unixSeconds * 1000).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
