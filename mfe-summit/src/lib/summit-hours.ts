// The summit day's hours, from its agenda (the page once said 8:00 AM to 8:00 PM while the gala, the
// agenda's last row, runs to 8:30 PM). The agenda's times are the venue's wall clock, written like
// "8:00-8:45", "12:00-1:00" or "6:00-8:30 PM": AM/PM is written where it helps and otherwise follows
// from the order of the day (a time earlier on the clock than the one before it is past noon).
import type { AgendaRow, SummitPageContent } from './summit-content';

const RANGE = /^\s*(\d{1,2}):(\d{2})\s*(AM|PM)?\s*[-–]\s*(\d{1,2}):(\d{2})\s*(AM|PM)?\s*$/i;

/** Minutes after midnight of each agenda row's start and end, in order; null when a row is not a time range. */
export function agendaMinutes(agenda: Pick<AgendaRow, 'time'>[]): { start: number; end: number }[] | null {
  let prev = 0;
  const at = (h: string, m: string, meridiem: string | undefined): number => {
    const clock = (Number(h) % 12) * 60 + Number(m);
    let t = meridiem ? clock + (meridiem.toUpperCase() === 'PM' ? 720 : 0) : clock;
    if (!meridiem) while (t < prev) t += 720;
    prev = t;
    return t;
  };
  const out: { start: number; end: number }[] = [];
  for (const row of agenda) {
    const m = RANGE.exec(row.time);
    if (!m) return null;
    const start = at(m[1]!, m[2]!, m[3]);
    const end = at(m[4]!, m[5]!, m[6]);
    out.push({ start, end });
  }
  return out;
}

/**
 * The day's start and end as ISO dates with the summit's offset (the first row's start, the latest
 * end), for the page and the calendar file; the data's start and end dates when the agenda has no
 * readable times.
 */
export function summitHours(content: Pick<SummitPageContent, 'startDate' | 'endDate' | 'agenda'>): { start: string; end: string } {
  const rows = agendaMinutes(content.agenda);
  const day = /^(\d{4}-\d{2}-\d{2})T[\d:.]+(Z|[+-]\d{2}:\d{2})$/.exec(content.startDate);
  if (!rows || rows.length === 0 || !day) return { start: content.startDate, end: content.endDate };
  const iso = (minutes: number) => `${day[1]}T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00${day[2]}`;
  const end = Math.max(...rows.map((r) => r.end));
  if (end >= 24 * 60) return { start: content.startDate, end: content.endDate };
  return { start: iso(rows[0]!.start), end: iso(end) };
}
