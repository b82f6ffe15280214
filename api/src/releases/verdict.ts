// A canary's verdict against its stable release: one pure function, used by the staff endpoint (and
// through its JSON by `pnpm release status`) and by the store's own judge. The rules come from the
// configuration (CANARY_*, api/src/config.ts).
import type { ReleaseHealth, Verdict } from 'shared-api/contract';

export interface VerdictRules {
  /** Rollback when the canary's error rate is above the stable's times this… */
  errorRatio: number;
  /** …and the canary has at least this many errors (whatever its page views). */
  minErrors: number;
  /** Rollback when the canary's p75 INP or LCP is worse than the stable's by more than this share (0.2: 20 %)… */
  latencyWorse: number;
  /** …over at least this many page views of each release; also the views a canary needs to be called healthy. */
  minViews: number;
  /** The canary's page views after which, no rollback rule firing, it may be promoted (with --auto-promote). */
  promoteAfterViews: number;
  /**
   * Distinct visitors (signed cohorts) each side's counted page views must come from before any rule
   * is applied: until then the verdict is `watching`, so neither an end nor a promotion rests on a
   * few visitors' reports.
   */
  minVisitors: number;
}

export const DEFAULT_VERDICT_RULES: Readonly<VerdictRules> = Object.freeze({
  errorRatio: 2, minErrors: 5, latencyWorse: 0.2, minViews: 200, promoteAfterViews: 500, minVisitors: 20,
});

/** The figures a verdict reads (a ReleaseHealth has them). */
export type VerdictFigures = Pick<ReleaseHealth, 'views' | 'errors' | 'errorRate' | 'visitors' | 'lcpP75' | 'inpP75'>;

export interface ReleaseVerdict { verdict: Verdict; reason: string }

const pct = (rate: number) => `${(rate * 100).toFixed(rate * 100 < 10 ? 2 : 1)} %`;

/** The vital (INP first, then LCP) on which the canary is worse than the stable by more than the rule allows, if any. */
function slowerVital(stable: VerdictFigures, canary: VerdictFigures, worse: number): string | null {
  for (const [name, key] of [['INP', 'inpP75'], ['LCP', 'lcpP75']] as const) {
    const s = stable[key];
    const c = canary[key];
    if (s === null || c === null) continue;
    if (c > s * (1 + worse)) return `p75 ${name} ${Math.round(c)} ms against ${Math.round(s)} ms (more than ${Math.round(worse * 100)} % worse)`;
  }
  return null;
}

/**
 * Until both releases' page views come from `minVisitors` distinct visitors: watching. Then:
 * - rollback: the canary's error rate is above the stable's × errorRatio with at least minErrors
 *   errors (any number of page views); or both releases have minViews page views and the canary's
 *   p75 INP or LCP is above the stable's × (1 + latencyWorse);
 * - promote: no rollback rule fires and the canary has promoteAfterViews page views (acted on only
 *   for a canary released with --auto-promote);
 * - healthy: no rule fires and the canary has minViews page views;
 * - watching: not enough page views yet to say.
 */
export function verdict(stable: VerdictFigures, canary: VerdictFigures, rules: VerdictRules): ReleaseVerdict {
  const fewest = Math.min(stable.visitors, canary.visitors);
  if (fewest < rules.minVisitors) {
    return { verdict: 'watching', reason: `page views from ${canary.visitors} visitors of the canary and ${stable.visitors} of the stable release; ${rules.minVisitors} of each needed to judge` };
  }
  if (canary.errorRate > stable.errorRate * rules.errorRatio && canary.errors >= rules.minErrors) {
    return {
      verdict: 'rollback',
      reason: `error rate ${pct(canary.errorRate)} (${canary.errors} errors in ${canary.views} page views) against the stable's ${pct(stable.errorRate)}: more than ${rules.errorRatio}×`,
    };
  }
  if (canary.views >= rules.minViews && stable.views >= rules.minViews) {
    const slower = slowerVital(stable, canary, rules.latencyWorse);
    if (slower) return { verdict: 'rollback', reason: `${slower} over ${canary.views} page views` };
  }
  if (canary.views >= rules.promoteAfterViews) {
    return { verdict: 'promote', reason: `no rule fired over ${canary.views} page views (promotion after ${rules.promoteAfterViews})` };
  }
  if (canary.views >= rules.minViews) {
    return { verdict: 'healthy', reason: `no rule fired over ${canary.views} page views` };
  }
  return { verdict: 'watching', reason: `${canary.views} of the ${rules.minViews} page views needed to judge` };
}
