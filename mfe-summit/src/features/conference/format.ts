// Dates of the summit as the page shows them, in the summit's own time zone.
export const SUMMIT_TIME_ZONE = 'America/New_York';

// Formatters are made once per set of options: creating an Intl.DateTimeFormat costs about a
// millisecond, and the page formats a date or time in many places.
const formatters = new Map<string, Intl.DateTimeFormat>();
function dateTimeFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let f = formatters.get(key);
  if (!f) formatters.set(key, (f = new Intl.DateTimeFormat('en-US', options)));
  return f;
}

export function formatLongDate(iso: string, timeZone = SUMMIT_TIME_ZONE): string {
  const d = new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso);
  return dateTimeFormat({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: iso.length === 10 ? 'UTC' : timeZone }).format(d);
}

export function formatTime(iso: string, timeZone = SUMMIT_TIME_ZONE): string {
  return dateTimeFormat({ hour: 'numeric', minute: '2-digit', timeZone }).format(new Date(iso));
}

/** A deadline as a plain date, e.g. "January 30, 2025" (dates in the data are calendar days, YYYY-MM-DD). */
export function formatDeadline(iso: string): string {
  const d = new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso);
  return dateTimeFormat({ day: 'numeric', month: 'long', year: 'numeric', timeZone: iso.length === 10 ? 'UTC' : SUMMIT_TIME_ZONE }).format(d);
}
