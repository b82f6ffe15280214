// The seat form's checks, the same as the API's: a name, a valid email, and a region for BCMAS seats.
import { REGIONS, isValidEmail } from 'shared-api';

export interface SeatDraft { name: string; email: string; regionId: number | null }

export function validateSeat(d: SeatDraft, needsRegion: boolean): string | null {
  if (!d.name.trim()) return 'Full Name is required';
  if (!isValidEmail(d.email)) return 'Please ensure email is valid';
  if (needsRegion && !REGIONS.some((r) => r.id === d.regionId)) return 'Please choose a region';
  return null;
}
