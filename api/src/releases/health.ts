// Release health: a page view's report (POST /api/beacons) added to its minute's counts, and the
// figures of each release over a period read back (page views, errors, p75 of the vitals). Nothing
// per visitor is kept: a beacon carries release ids, counts and vitals only, and becomes counts.
import type { BeaconInput, ReleaseHealth } from 'shared-api/contract';
import type { Db, Queryable } from '../db/db.js';
import { bucketOf, METRICS, p75, type Metric } from './histogram.js';
import { addViewCounts, addVitalCounts, deleteBefore, viewTotals, vitalTotals, type VitalCount } from './repository.js';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const minuteOf = (t: Date) => new Date(Math.floor(t.getTime() / MINUTE_MS) * MINUTE_MS);

/**
 * Adds one beacon to its minute: a page view of each release it names (none for a `more` part of a
 * page view already counted), the errors of each, and each vital to its bucket for every release
 * (a page's LCP, INP and CLS are those of every remote that ran in it).
 */
export async function recordBeacon(db: Db, beacon: BeaconInput, now: Date): Promise<void> {
  const minute = minuteOf(now);
  // in one order (remote, then release): concurrent beacons lock their rows in the same order, never
  // each waiting on the other's; own keys only (a remote may be called `constructor`)
  const releases = Object.entries(beacon.releases).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const views = releases.map(([remote, releaseId]) => ({ remote, releaseId, views: beacon.more ? 0 : 1, errors: Object.hasOwn(beacon.errors, remote) ? beacon.errors[remote]! : 0 }));
  const vitals: VitalCount[] = [];
  for (const metric of METRICS) {
    const value = beacon[metric];
    if (value === undefined) continue;
    const bucket = bucketOf(metric, value);
    for (const [remote, releaseId] of releases) vitals.push({ remote, releaseId, metric, bucket });
  }
  // a `more` part with nothing new adds nothing
  if (!vitals.length && views.every((v) => v.views === 0 && v.errors === 0)) return;
  await db.transaction(async (tx) => {
    await addViewCounts(tx, minute, views.filter((v) => v.views > 0 || v.errors > 0));
    await addVitalCounts(tx, minute, vitals);
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
  const [totals, vitals] = await Promise.all([viewTotals(db, filter), vitalTotals(db, filter)]);
  const key = (remote: string, releaseId: string) => `${remote}\n${releaseId}`;
  const buckets = new Map<string, Record<Metric, Map<number, number>>>();
  for (const v of vitals) {
    const k = key(v.remote, v.releaseId);
    let of = buckets.get(k);
    if (!of) buckets.set(k, (of = { lcp: new Map(), inp: new Map(), cls: new Map() }));
    of[v.metric].set(v.bucket, (of[v.metric].get(v.bucket) ?? 0) + v.views);
  }
  const releases = new Map(totals.map((t) => [key(t.remote, t.releaseId), t]));
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
        lcpP75: of ? p75('lcp', of.lcp) : null,
        inpP75: of ? p75('inp', of.inp) : null,
        clsP75: of ? p75('cls', of.cls) : null,
      };
    });
}

/** Deletes the counts older than `days` days; returns how many rows went. */
export async function pruneReleaseHealth(db: Db, days: number, now: Date): Promise<number> {
  return db.transaction((tx) => deleteBefore(tx, new Date(now.getTime() - days * DAY_MS)));
}
