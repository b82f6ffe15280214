// Event rules (spec 2.10 and section 4): 'Register Today' shows only before the start; the
// countdown (shared-ui) ticks every second and shows zeros once the start has passed.
import { countdownParts, type CountdownParts } from 'shared-ui/countdown';

export const COUNTDOWN_TICK_MS = 1000;

export function startTime(iso: string | null | undefined): number | null {
  if (!iso) return null;
  const t = Date.parse(iso);
  return Number.isFinite(t) ? t : null;
}

/** Registration is open while the start is in the future. An event without a start date stays open. */
export function registrationOpen(startIso: string | null | undefined, now: number): boolean {
  const t = startTime(startIso);
  return t === null || now < t;
}

export function eventCountdown(startIso: string | null | undefined, now: number): CountdownParts | null {
  return startTime(startIso) === null ? null : countdownParts(startIso as string, now);
}

// Dates and times are shown as the wall clock at the venue: the ISO string's own offset
// (2027-05-14T09:00:00-04:00 reads 9:00 AM wherever the buyer is), matching the agenda's times.
const dateFmt = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const timeFmt = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
const localDateFmt = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
const localTimeFmt = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });

/** The offset written in an ISO date in minutes (Z is 0), or null when it carries none. */
export function isoOffsetMinutes(iso: string): number | null {
  if (/Z$/i.test(iso)) return 0;
  const m = /([+-])(\d{2}):?(\d{2})$/.exec(iso);
  if (!m || !/T/.test(iso)) return null;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
}

/** A Date whose UTC fields are the venue's wall clock, or null when the string has no offset. */
function wallClock(iso: string): Date | null {
  const off = isoOffsetMinutes(iso);
  return off === null ? null : new Date(Date.parse(iso) + off * 60_000);
}

export const formatEventDate = (iso: string): string => {
  const w = wallClock(iso);
  return w ? dateFmt.format(w) : localDateFmt.format(new Date(iso));
};
export const formatEventTime = (iso: string): string => {
  const w = wallClock(iso);
  return w ? `${timeFmt.format(w)} local time` : localTimeFmt.format(new Date(iso));
};

/** 'Monday, March 9, 2026' or 'March 9 to 10, 2026' style range for the about section. */
export function formatEventRange(startIso: string | null | undefined, endIso: string | null | undefined): string | null {
  if (!startTime(startIso)) return null;
  const start = formatEventDate(startIso as string);
  if (!startTime(endIso)) return start;
  const end = formatEventDate(endIso as string);
  return start === end ? start : `${start} to ${end}`;
}
