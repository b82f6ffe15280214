// The seat form's checks, the same as the API's: a name, a valid email, and a region for BCMAS seats.
import { REGIONS } from 'shared-api';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface SeatDraft { name: string; email: string; regionId: number | null }

export function validateSeat(d: SeatDraft, needsRegion: boolean): string | null {
  if (!d.name.trim()) return 'Full Name is required';
  if (d.email.trim().length < 3 || !EMAIL.test(d.email.trim())) return 'Please ensure email is valid';
  if (needsRegion && !REGIONS.some((r) => r.id === d.regionId)) return 'Please choose a region';
  return null;
}
