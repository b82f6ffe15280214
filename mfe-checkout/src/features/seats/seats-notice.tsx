// On the success page: when the order has seats still to assign, a pointer to /additionalFields.
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { logApiError, seatsApi } from 'shared-api';
import { getAccessToken } from 'shared-auth';
import { ButtonLink, theme } from 'shared-ui';

const Box = styled.aside`
  display: flex; gap: 16px; align-items: center; justify-content: space-between; flex-wrap: wrap; text-align: left;
  border-left: 6px solid ${theme.color.accent}; background: ${theme.color.surfaceAlt}; border-radius: 8px; padding: 16px 18px;
  p { margin: 0; }
`;

/** `created`: the order's time (unix seconds), which its seats carry as `purchased`. */
export function SeatsNotice({ created }: { created: number }) {
  const [open, setOpen] = useState(0);
  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const t = await getAccessToken();
        if (!t) return;
        const seats = (await seatsApi.list(t)).filter((s) => s.purchased === created);
        if (live) setOpen(seats.filter((s) => !s.email).length);
      } catch (e) {
        logApiError('seats', e);
      }
    })();
    return () => { live = false; };
  }, [created]);
  if (!open) return null;
  return (
    <Box aria-label="Seats to assign" data-testid="seats-notice">
      <p><strong>{open === 1 ? '1 seat is' : `${open} seats are`} waiting for a name and email.</strong> Each person you assign gets their own login email.</p>
      <ButtonLink to="/additionalFields" $variant="secondary">Assign seats</ButtonLink>
    </Box>
  );
}
