// The seats panel shown on the profile and the success page, and the signed-in buyer's seats.
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { logApiError, seatsApi, type Seat } from 'shared-api';
import { getAccessToken } from 'shared-auth';
import { theme } from 'shared-ui';

export const SeatsBox = styled.aside`
  display: flex; gap: 16px; align-items: center; justify-content: space-between; flex-wrap: wrap; text-align: left;
  border-left: 6px solid ${theme.color.accent}; background: ${theme.color.surfaceAlt}; border-radius: 8px; padding: 14px 18px;
  p { margin: 0; }
`;

/** The seats of the signed-in buyer's orders (null until known; failures are only logged). */
export function useBuyerSeats(): Seat[] | null {
  const [seats, setSeats] = useState<Seat[] | null>(null);
  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const t = await getAccessToken();
        if (!t) return;
        const list = await seatsApi.list(t);
        if (live) setSeats(list);
      } catch (e) {
        logApiError('seats', e);
      }
    })();
    return () => { live = false; };
  }, []);
  return seats;
}
