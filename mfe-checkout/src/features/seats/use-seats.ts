// The signed-in buyer's seats (GET /seats) and saving one (PUT /seats/:id). Failures are logged;
// the page shows a retry.
import { useCallback, useEffect, useState } from 'react';
import { logApiError, seatsApi, type Seat, type SeatUpdate, type SeatUpdateResult } from 'shared-api';
import { getAccessToken } from 'shared-auth';

export type SeatsState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; seats: Seat[] };

async function token(): Promise<string> {
  const t = await getAccessToken();
  if (!t) throw new Error('not signed in');
  return t;
}

export function useSeats() {
  const [state, setState] = useState<SeatsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    token()
      .then((t) => seatsApi.list(t))
      .then((seats) => { if (live) setState({ status: 'ready', seats }); })
      .catch((e: unknown) => { logApiError('seats', e); if (live) setState({ status: 'error' }); });
    return () => { live = false; };
  }, [attempt]);

  const save = useCallback(async (seatId: number, body: SeatUpdate): Promise<SeatUpdateResult> => {
    const result = await seatsApi.update(await token(), seatId, body);
    setState((s) => (s.status === 'ready' ? { status: 'ready', seats: s.seats.map((x) => (x.seatId === seatId ? result.seat : x)) } : s));
    return result;
  }, []);

  return { state, save, retry: () => setAttempt((a) => a + 1) };
}

export interface SeatGroup { key: string; receiptId: string; purchased: number; productId: number; productName: string; productImage: string; seats: Seat[] }

/** Seats grouped by order and product, in the order the API lists them (newest order first). */
export function groupSeats(seats: Seat[]): SeatGroup[] {
  const groups = new Map<string, SeatGroup>();
  for (const s of seats) {
    const key = `${s.receiptId}:${s.productId}`;
    let g = groups.get(key);
    if (!g) {
      g = { key, receiptId: s.receiptId, purchased: s.purchased, productId: s.productId, productName: s.productName, productImage: s.productImage, seats: [] };
      groups.set(key, g);
    }
    g.seats.push(s);
  }
  return [...groups.values()];
}

export const unassignedCount = (seats: Seat[]): number => seats.filter((s) => !s.email).length;
