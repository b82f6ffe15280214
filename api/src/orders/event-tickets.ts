// What a buyer of an event ticket needs after paying (the thank-you page and the email once spoke
// of "programs waiting on the learning platform"): the event's date and time, its venue and, for a
// summit ticket, the attendee badge form. Read from the products as the database has them.
import type { EventTicketInfo, Product } from 'shared-api/contract';
import type { Queryable } from '../db/db.js';
import { loadProductsById } from '../catalog/repository.js';

/** The page where a summit attendee completes their badge (mfe-summit). */
export const BADGE_PATH = '/summit-conference-badge';

const dateFmt = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const timeFmt = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });

/** "Thursday, March 4, 2027, 8:00 AM local time": the venue's wall clock (the ISO date's own offset). */
export function eventWhen(iso: string): string | null {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return null;
  const m = /([+-])(\d{2}):?(\d{2})$/.exec(iso);
  const offset = /Z$/i.test(iso) || !m ? 0 : (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
  const wall = new Date(t + offset * 60_000);
  return `${dateFmt.format(wall)}, ${timeFmt.format(wall)} local time`;
}

type SummitContentish = { startDate?: unknown; venue?: { name?: unknown; address?: unknown } };

/** The ticket details of an event or summit product; null for any other product. */
export function eventTicketOf(p: Product): EventTicketInfo | null {
  if (p.productType !== 'event' && p.productType !== 'conference') return null;
  const content = (p.content ?? null) as SummitContentish | null;
  const start = typeof content?.startDate === 'string' ? content.startDate : p.eventStartDate;
  const when = start ? eventWhen(start) : null;
  if (!start || !when) return null;
  const v = content?.venue;
  const venue = typeof v?.name === 'string'
    ? [v.name, typeof v.address === 'string' ? v.address : ''].filter(Boolean).join(', ')
    : p.venueName;
  // the attendee badge is the summit's (conference tickets: api/src/summit/badges.ts)
  return { startDate: start, when, venue: venue || null, badgePath: p.productType === 'conference' ? BADGE_PATH : null };
}

/** The ticket details of these products, by id (products that are not events are left out). */
export async function eventTicketsById(db: Queryable, productIds: readonly number[]): Promise<Map<number, EventTicketInfo>> {
  const out = new Map<number, EventTicketInfo>();
  for (const [id, p] of await loadProductsById(db, productIds)) {
    const info = eventTicketOf(p);
    if (info) out.set(id, info);
  }
  return out;
}
