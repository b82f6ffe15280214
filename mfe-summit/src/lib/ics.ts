// An iCalendar (RFC 5545) file for one event, built from the summit data: VCALENDAR with one VEVENT,
// times in UTC, text escaped, lines folded at 75 octets, CRLF line endings.

export interface CalendarEvent {
  /** Stable id, e.g. "summit-march-2025@acma". */
  uid: string;
  title: string;
  /** ISO 8601 with an offset or Z, e.g. 2025-03-06T08:00:00-05:00. */
  start: string;
  end: string;
  location: string;
  description?: string;
  url?: string;
}

const CRLF = '\r\n';

/** 2025-03-06T13:00:00.000Z → 20250306T130000Z */
export function toIcsUtc(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('invalid date');
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** TEXT value escaping: backslash, semicolon, comma and newlines. */
export function escapeIcsText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** UTF-8 length of one character (code point). */
const utf8Len = (ch: string): number => {
  const cp = ch.codePointAt(0) ?? 0;
  return cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
};
/** UTF-8 length of a string in octets. */
export const octets = (s: string): number => Array.from(s).reduce((n, ch) => n + utf8Len(ch), 0);

/** Folds a content line so no physical line exceeds 75 octets (continuations start with a space). */
export function foldIcsLine(line: string): string {
  if (octets(line) <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of line) {
    const n = utf8Len(ch);
    const limit = parts.length === 0 ? 75 : 74; // continuation lines carry a leading space
    if (size + n > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += ch;
    size += n;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

export function buildIcs(event: CalendarEvent, now: Date = new Date()): string {
  const start = new Date(event.start);
  const end = new Date(event.end);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) throw new RangeError('event has an invalid start or end');
  if (end <= start) throw new RangeError('event ends before it starts');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//ACMA//Summit Storefront//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(event.uid)}`,
    `DTSTAMP:${toIcsUtc(now)}`,
    `DTSTART:${toIcsUtc(start)}`,
    `DTEND:${toIcsUtc(end)}`,
    `SUMMARY:${escapeIcsText(event.title)}`,
    `LOCATION:${escapeIcsText(event.location)}`,
    ...(event.description ? [`DESCRIPTION:${escapeIcsText(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}

/** A safe file name from a slug: summit-march-2025.ics */
export const icsFileName = (slug: string): string => `${slug.replace(/[^a-z0-9-]+/gi, '-').replace(/^-+|-+$/g, '') || 'event'}.ics`;
