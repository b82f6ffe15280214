// Release health: a page view's report (POST /api/beacons) added to its minute's counts, and the
// figures of each release over a period read back (page views, page views with an error, distinct
// visitors, p75 of the vitals). A beacon carries release ids, its page view's ticket, error counts
// and vitals, and becomes counts; what is kept besides is the ticket's random id until it expires (so
// a page view counts once) and each release's random visitor ids (page-views.ts).
import type { BeaconInput, ReleaseHealth } from 'shared-api/contract';
import type { Db, Queryable } from '../db/db.js';
import { bucketOf, METRICS, p75, type Metric } from './histogram.js';
import type { Ticket } from './page-views.js';
import {
  addViewCounts, addVisitors, addVitalCounts, deleteBefore, deleteExpiredMarks, markOnce, markViews, viewTotals, visitorTotals, vitalTotals, type VitalCount,
} from './repository.js';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const minuteOf = (t: Date) => new Date(Math.floor(t.getTime() / MINUTE_MS) * MINUTE_MS);

/** The page view a report is for: its ticket (checked), and which view of it (0, then each restore). */
export interface PageView { ticket: Ticket; view: number }

/**
 * Adds one report to its minute, for the releases it names (`releases`: the ones its ticket and the
 * registry vouch for, checked by the caller). Counted once per page view, whatever is sent again:
 * a page view of each release the first time its ticket (and view) is seen; an error of a release
 * once per page view (page views with an error, not errors); the vitals once. The page view's
 * visitor is counted among each release's distinct visitors. Returns the remotes for which anything
 * was counted.
 */
export async function recordBeacon(db: Db, beacon: BeaconInput, releases: Record<string, string>, pv: PageView, now: Date): Promise<string[]> {
  const minute = minuteOf(now);
  // in one order (remote, then release): concurrent beacons lock their rows in the same order, never
  // each waiting on the other's; own keys only (a remote may be called `constructor`)
  const named = Object.keys(releases).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  if (!named.length) return [];
  const mark = { ticket: pv.ticket.id, view: pv.view, expires: new Date(pv.ticket.expires * 1000) };
  const withErrors = named.filter((r) => Object.hasOwn(beacon.errors, r) && beacon.errors[r]! > 0);
  const metrics = METRICS.filter((m) => beacon[m] !== undefined);
  return db.transaction(async (tx) => {
    const viewed = new Set(await markViews(tx, mark, named));
    const errored = new Set(await markOnce(tx, mark, 'errored', withErrors));
    const vitalsOf = metrics.length ? await markOnce(tx, mark, 'vitals', named) : [];
    const views = named
      .map((remote) => ({ remote, releaseId: releases[remote]!, views: viewed.has(remote) ? 1 : 0, errors: errored.has(remote) ? 1 : 0 }))
      .filter((v) => v.views > 0 || v.errors > 0);
    const vitals: VitalCount[] = [];
    for (const metric of metrics) {
      const bucket = bucketOf(metric, beacon[metric]!);
      for (const remote of vitalsOf) vitals.push({ remote, releaseId: releases[remote]!, metric, bucket });
    }
    await addViewCounts(tx, minute, views);
    await addVitalCounts(tx, minute, vitals);
    if (pv.ticket.visitor) await addVisitors(tx, minute, pv.ticket.visitor, named.filter((r) => viewed.has(r)).map((remote) => ({ remote, releaseId: releases[remote]! })));
    return [...new Set([...views.map((v) => v.remote), ...vitalsOf])];
  });
}

export interface ReleaseHealthQuery {
  remote?: string;
  releaseIds?: string[];
  /** From this minute on (default: everything kept). */
  since?: Date;
}

/**
 * The figures of each release (of `remote`, among `releaseIds`) since `since`: page views, errors,
 * errors per page view, p75 of LCP, INP and CLS (null without a report of it). A release with no
 * report in the period is not listed. Sorted by remote, then release id.
 */
export async function releaseHealth(db: Queryable, query: ReleaseHealthQuery = {}): Promise<ReleaseHealth[]> {
  const filter = { remote: query.remote, releaseIds: query.releaseIds, since: minuteOf(query.since ?? new Date(0)) };
  const [totals, vitals, visitorRows] = await Promise.all([viewTotals(db, filter), vitalTotals(db, filter), visitorTotals(db, filter)]);
  const key = (remote: string, releaseId: string) => `${remote}\n${releaseId}`;
  const buckets = new Map<string, Record<Metric, Map<number, number>>>();
  for (const v of vitals) {
    const k = key(v.remote, v.releaseId);
    let of = buckets.get(k);
    if (!of) buckets.set(k, (of = { lcp: new Map(), inp: new Map(), cls: new Map() }));
    of[v.metric].set(v.bucket, (of[v.metric].get(v.bucket) ?? 0) + v.views);
  }
  const releases = new Map(totals.map((t) => [key(t.remote, t.releaseId), t]));
  const visitors = new Map(visitorRows.map((v) => [key(v.remote, v.releaseId), v.visitors]));
  // vitals of a release whose page views are all in a later part (none in the period's rows) still count
  for (const v of vitals) if (!releases.has(key(v.remote, v.releaseId))) releases.set(key(v.remote, v.releaseId), { remote: v.remote, releaseId: v.releaseId, views: 0, errors: 0 });
  return [...releases.values()]
    .sort((a, b) => a.remote.localeCompare(b.remote) || a.releaseId.localeCompare(b.releaseId))
    .map((t) => {
      const of = buckets.get(key(t.remote, t.releaseId));
      return {
        remote: t.remote,
        releaseId: t.releaseId,
        views: t.views,
        errors: t.errors,
        errorRate: t.errors / Math.max(t.views, 1),
        visitors: visitors.get(key(t.remote, t.releaseId)) ?? 0,
        lcpP75: of ? p75('lcp', of.lcp) : null,
        inpP75: of ? p75('inp', of.inp) : null,
        clsP75: of ? p75('cls', of.cls) : null,
      };
    });
}

/** Deletes the counts older than `days` days, and the marks of expired tickets; returns how many rows went. */
export async function pruneReleaseHealth(db: Db, days: number, now: Date): Promise<number> {
  return db.transaction(async (tx) => (await deleteBefore(tx, new Date(now.getTime() - days * DAY_MS))) + (await deleteExpiredMarks(tx, now)));
}
