// The fixed histogram buckets of the vitals (migration 007 stores counts per bucket): geometric,
// 10 % wide, so a p75 read from them is within about 10 % of the true one at any scale, and two
// periods, releases or instances add up by bucket. Bucket 0 holds values below the metric's base,
// bucket b ≥ 1 [base·1.1^(b-1), base·1.1^b); the last one is open. Changing a base or the ratio
// changes the meaning of stored rows: a new metric name, not an edit.
export type Metric = 'lcp' | 'inp' | 'cls';
export const METRICS: readonly Metric[] = ['lcp', 'inp', 'cls'];

/** Lower bound of bucket 1: LCP and INP in ms, CLS unitless. */
const BASE: Readonly<Record<Metric, number>> = { lcp: 100, inp: 8, cls: 0.001 };
const RATIO = 1.1;
/** The last (open) bucket: LCP from about 8.6 hours, INP from 7 minutes, CLS from 86 (all beyond what a beacon may carry). */
export const TOP_BUCKET = 120;

export function bucketOf(metric: Metric, value: number): number {
  const base = BASE[metric];
  if (!(value >= base)) return 0;
  return Math.min(TOP_BUCKET, 1 + Math.floor(Math.log(value / base) / Math.log(RATIO) + 1e-9));
}

/** [lower, upper) of a bucket (the last one's upper is its lower). */
export function bucketBounds(metric: Metric, bucket: number): [number, number] {
  const base = BASE[metric];
  if (bucket <= 0) return [0, base];
  const lower = base * RATIO ** (bucket - 1);
  return [lower, bucket >= TOP_BUCKET ? lower : base * RATIO ** bucket];
}

/**
 * The 75th percentile of the page views counted per bucket (bucket -> views), interpolated inside
 * its bucket; null with no view. LCP and INP in whole ms, CLS to 3 decimals.
 */
export function p75(metric: Metric, counts: ReadonlyMap<number, number>): number | null {
  let total = 0;
  for (const n of counts.values()) total += n;
  if (total <= 0) return null;
  const rank = Math.ceil(total * 0.75);
  let below = 0;
  for (const bucket of [...counts.keys()].sort((a, b) => a - b)) {
    const n = counts.get(bucket)!;
    if (n <= 0) continue;
    if (below + n >= rank) {
      const [lo, hi] = bucketBounds(metric, bucket);
      const value = lo + (hi - lo) * ((rank - below) / n);
      return metric === 'cls' ? Math.round(value * 1000) / 1000 : Math.round(value);
    }
    below += n;
  }
  return null;
}
