// On the profile: when the buyer has seats of multi-seat certifications, a way to /additionalFields.
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { logApiError, seatsApi } from 'shared-api';
import { getAccessToken } from 'shared-auth';
import { ButtonLink, theme } from 'shared-ui';
import { unassignedCount } from './use-seats';

const Box = styled.aside`
  display: flex; gap: 16px; align-items: center; justify-content: space-between; flex-wrap: wrap;
  border-left: 6px solid ${theme.color.accent}; background: ${theme.color.surfaceAlt}; border-radius: 8px; padding: 14px 18px;
  p { margin: 0; }
`;

export function SeatsLink() {
  const [seats, setSeats] = useState<{ total: number; open: number } | null>(null);
  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const t = await getAccessToken();
        if (!t) return;
        const list = await seatsApi.list(t);
        if (live) setSeats({ total: list.length, open: unassignedCount(list) });
      } catch (e) {
        logApiError('seats', e);
      }
    })();
    return () => { live = false; };
  }, []);
  if (!seats?.total) return null;
  return (
    <Box aria-label="Team seats" data-testid="seats-link">
      <p>
        <strong>Team seats:</strong> {seats.total} {seats.total === 1 ? 'seat' : 'seats'}
        {seats.open ? `, ${seats.open} still to assign.` : ', all assigned.'}
      </p>
      <ButtonLink to="/additionalFields" $variant="secondary">Manage seats</ButtonLink>
    </Box>
  );
}
