// Release health's SQL (migrations 007, 009): counts added per remote, release and minute, sums read
// over a period, old minutes deleted; each page view's marks (counted, with an error, with vitals) by
// its ticket; each release's distinct visitors.
import type { Queryable } from '../db/db.js';
import type { Metric } from './histogram.js';

export interface ViewCounts { remote: string; releaseId: string; views: number; errors: number }
export interface VitalCount { remote: string; releaseId: string; metric: Metric; bucket: number }
export interface HealthFilter { remote?: string; releaseIds?: readonly string[]; since: Date }

/** Adds page views and errors to their minute's rows (one statement for every remote of a beacon). */
export async function addViewCounts(db: Queryable, minute: Date, rows: readonly ViewCounts[]): Promise<void> {
  if (!rows.length) return;
  await db.query(
    `INSERT INTO release_health (remote, release_id, minute, views, errors)
     SELECT r, id, $1::timestamptz, v, e FROM unnest($2::text[], $3::text[], $4::int[], $5::int[]) AS t(r, id, v, e)
     ON CONFLICT (remote, release_id, minute)
     DO UPDATE SET views = release_health.views + EXCLUDED.views, errors = release_health.errors + EXCLUDED.errors`,
    [minute.toISOString(), rows.map((r) => r.remote), rows.map((r) => r.releaseId), rows.map((r) => r.views), rows.map((r) => r.errors)],
  );
}

/** Adds one page view to each vital's bucket. */
export async function addVitalCounts(db: Queryable, minute: Date, rows: readonly VitalCount[]): Promise<void> {
  if (!rows.length) return;
  await db.query(
    `INSERT INTO release_vitals (remote, release_id, minute, metric, bucket, views)
     SELECT r, id, $1::timestamptz, m, b, 1 FROM unnest($2::text[], $3::text[], $4::text[], $5::int[]) AS t(r, id, m, b)
     ON CONFLICT (remote, release_id, minute, metric, bucket)
     DO UPDATE SET views = release_vitals.views + 1`,
    [minute.toISOString(), rows.map((r) => r.remote), rows.map((r) => r.releaseId), rows.map((r) => r.metric), rows.map((r) => r.bucket)],
  );
}

export interface ViewMark { ticket: string; view: number; expires: Date }

/** Marks the page view counted for these remotes; returns the remotes it was not counted for before. */
export async function markViews(db: Queryable, mark: ViewMark, remotes: readonly string[]): Promise<string[]> {
  if (!remotes.length) return [];
  const rows = await db.query<{ remote: string }>(
    `INSERT INTO release_view_marks (ticket, view, remote, expires)
     SELECT $1, $2, r, $3::timestamptz FROM unnest($4::text[]) AS t(r)
     ON CONFLICT (ticket, view, remote) DO NOTHING RETURNING remote`,
    [mark.ticket, mark.view, mark.expires.toISOString(), [...remotes]],
  );
  return rows.map((r) => r.remote);
}

/** Sets the page view's `errored` or `vitals` mark for these remotes; returns those it was not set for before. */
export async function markOnce(db: Queryable, mark: ViewMark, what: 'errored' | 'vitals', remotes: readonly string[]): Promise<string[]> {
  if (!remotes.length) return [];
  const rows = await db.query<{ remote: string }>(
    `UPDATE release_view_marks SET ${what === 'errored' ? 'errored' : 'vitals'} = true
     WHERE ticket = $1 AND view = $2 AND remote = ANY($3::text[]) AND NOT ${what === 'errored' ? 'errored' : 'vitals'} RETURNING remote`,
    [mark.ticket, mark.view, [...remotes]],
  );
  return rows.map((r) => r.remote);
}

/** The visitor was seen on these releases in this minute. */
export async function addVisitors(db: Queryable, minute: Date, visitor: string, releases: readonly { remote: string; releaseId: string }[]): Promise<void> {
  if (!releases.length) return;
  await db.query(
    `INSERT INTO release_visitors (remote, release_id, visitor, minute)
     SELECT r, id, $2, $1::timestamptz FROM unnest($3::text[], $4::text[]) AS t(r, id)
     ON CONFLICT (remote, release_id, visitor) DO UPDATE SET minute = EXCLUDED.minute`,
    [minute.toISOString(), visitor, releases.map((r) => r.remote), releases.map((r) => r.releaseId)],
  );
}

/** Distinct visitors per remote and release seen since `since`. */
export async function visitorTotals(db: Queryable, f: HealthFilter): Promise<{ remote: string; releaseId: string; visitors: number }[]> {
  return db.query<{ remote: string; releaseId: string; visitors: number }>(
    `SELECT remote, release_id AS "releaseId", count(*)::int AS visitors FROM release_visitors WHERE ${FILTER} GROUP BY remote, release_id`,
    filterParams(f),
  );
}

const FILTER = `minute >= $1::timestamptz AND ($2::text IS NULL OR remote = $2) AND ($3::text[] IS NULL OR release_id = ANY($3::text[]))`;
const filterParams = (f: HealthFilter) => [f.since.toISOString(), f.remote ?? null, f.releaseIds ? [...f.releaseIds] : null];

/** Page views and errors per remote and release since `since`. */
export async function viewTotals(db: Queryable, f: HealthFilter): Promise<ViewCounts[]> {
  return db.query<ViewCounts>(
    `SELECT remote, release_id AS "releaseId", sum(views)::int AS views, sum(errors)::int AS errors
     FROM release_health WHERE ${FILTER} GROUP BY remote, release_id`,
    filterParams(f),
  );
}

/** Page views per remote, release, vital and bucket since `since`. */
export async function vitalTotals(db: Queryable, f: HealthFilter): Promise<(VitalCount & { views: number })[]> {
  return db.query<VitalCount & { views: number }>(
    `SELECT remote, release_id AS "releaseId", metric, bucket, sum(views)::int AS views
     FROM release_vitals WHERE ${FILTER} GROUP BY remote, release_id, metric, bucket`,
    filterParams(f),
  );
}

/** Deletes the minutes before `cutoff`; returns how many rows went. */
export async function deleteBefore(db: Queryable, cutoff: Date): Promise<number> {
  const health = await db.query<{ n: number }>('WITH d AS (DELETE FROM release_health WHERE minute < $1::timestamptz RETURNING 1) SELECT count(*)::int AS n FROM d', [cutoff.toISOString()]);
  const vitals = await db.query<{ n: number }>('WITH d AS (DELETE FROM release_vitals WHERE minute < $1::timestamptz RETURNING 1) SELECT count(*)::int AS n FROM d', [cutoff.toISOString()]);
  const visitors = await db.query<{ n: number }>('WITH d AS (DELETE FROM release_visitors WHERE minute < $1::timestamptz RETURNING 1) SELECT count(*)::int AS n FROM d', [cutoff.toISOString()]);
  return (health[0]?.n ?? 0) + (vitals[0]?.n ?? 0) + (visitors[0]?.n ?? 0);
}

/** Deletes the marks of tickets expired before `now`; returns how many rows went. */
export async function deleteExpiredMarks(db: Queryable, now: Date): Promise<number> {
  const rows = await db.query<{ n: number }>('WITH d AS (DELETE FROM release_view_marks WHERE expires < $1::timestamptz RETURNING 1) SELECT count(*)::int AS n FROM d', [now.toISOString()]);
  return rows[0]?.n ?? 0;
}
