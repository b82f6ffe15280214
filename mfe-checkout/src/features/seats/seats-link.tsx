// On the profile: when the buyer has seats of multi-seat certifications, a way to /additionalFields.
import { ButtonLink } from 'shared-ui';
import { SeatsBox, useBuyerSeats } from './seats-box';
import { unassignedCount } from './use-seats';

export function SeatsLink() {
  const seats = useBuyerSeats();
  if (!seats?.length) return null;
  const open = unassignedCount(seats);
  return (
    <SeatsBox aria-label="Team seats" data-testid="seats-link">
      <p>
        <strong>Team seats:</strong> {seats.length} {seats.length === 1 ? 'seat' : 'seats'}
        {open ? `, ${open} still to assign.` : ', all assigned.'}
      </p>
      <ButtonLink to="/additionalFields" $variant="secondary">Manage seats</ButtonLink>
    </SeatsBox>
  );
}
