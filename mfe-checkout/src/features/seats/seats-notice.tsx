// On the success page: when the order has seats still to assign, a pointer to /additionalFields.
import { ButtonLink } from 'shared-ui';
import { SeatsBox, useBuyerSeats } from './seats-box';
import { unassignedCount } from './use-seats';

/** `created`: the order's time (unix seconds), which its seats carry as `purchased`. */
export function SeatsNotice({ created }: { created: number }) {
  const seats = useBuyerSeats();
  const open = unassignedCount((seats ?? []).filter((s) => s.purchased === created));
  if (!open) return null;
  return (
    <SeatsBox aria-label="Seats to assign" data-testid="seats-notice">
      <p><strong>{open === 1 ? '1 seat is' : `${open} seats are`} waiting for a name and email.</strong> Each person you assign gets their own login email.</p>
      <ButtonLink to="/additionalFields" $variant="secondary">Assign seats</ButtonLink>
    </SeatsBox>
  );
}
