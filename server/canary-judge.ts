// The store judges its own canaries. A remote released with `--canary <percent>` runs beside its
// stable release (scripts/release.mjs); the browsers of both report what they saw (page views,
// errors by remote, LCP and INP: the API's beacons, aggregated per release and minute). Since the
// canary started, its figures are compared with the stable's by the API's `verdict` rules:
// - a canary that hurts (its error rate over the stable's by the configured ratio and at least the
//   configured errors; or, past the configured page views on both sides, its p75 INP or LCP worse by
//   more than the configured share) is ended: its visitors get the stable release from their next
//   document, and the decision is logged with the figures that made it;
// - a canary released with `--auto-promote` that stays healthy for the configured page views becomes
//   the release for everyone.
//
// When: after each beacon that names a canary (`poke`, at most one judgement per remote at a time, the
// next one right after if more came meanwhile) and every `intervalMs` while canaries exist (beacons
// may reach another instance: every instance reads the same figures). Several instances may decide
// at once: the registry's writers act only if the canary is still the one judged (`ifId`), so a
// decision is made once.

import type { ReleaseHealth, ReleasesView, ReleaseVerdict, VerdictFigures } from 'api';

/** The remotes' stable releases and canaries, as the registry names them (server/release-view.ts). */
export type JudgedRegistry = ReleasesView;

/** One release's figures since a time (the API's releaseHealth rows: what a verdict reads, and whose). */
export type HealthFigures = Pick<ReleaseHealth, 'releaseId'> & VerdictFigures;

export type Verdict = ReleaseVerdict['verdict'];

export interface Decision {
  remote: string;
  stable: HealthFigures;
  canary: HealthFigures;
  verdict: Verdict;
  reason: string;
  /** What the store did: ended or promoted the canary, or nothing (another instance had, or no rule asked). */
  action: 'rolled back' | 'promoted' | 'none';
}

export interface CanaryJudgeOptions<R> {
  registry: () => JudgedRegistry;
  /** The figures of these releases of a remote since a time. */
  health: (remote: string, releaseIds: string[], since: Date) => Promise<HealthFigures[]>;
  verdict: (stable: HealthFigures, canary: HealthFigures, rules: R) => ReleaseVerdict;
  rules: R;
  /** Ends the canary if it is still `ifId` (the release tool's endCanary); null when it was not. */
  endCanary: (remote: string, opts: { ifId: string; reason: string }) => Promise<string | null>;
  /** Promotes the canary if it is still `ifId`; null when it was not. */
  promote: (remote: string, opts: { ifId: string }) => Promise<string | null>;
  log: { info(fields: object, msg: string): void; warn(fields: object, msg: string): void; error(fields: object, msg: string): void };
  /** Every so often while canaries exist (default 10 s; 0: only when poked). */
  intervalMs?: number;
}

export interface CanaryJudge {
  /** Judges one remote's canary now (or every canary). */
  judge(remote?: string): Promise<Decision[]>;
  /** New figures for these remotes arrived: judge them soon, once each. */
  poke(remotes: Iterable<string>): void;
  /** Resolves when no judgement is running or asked for (tests). */
  idle(): Promise<void>;
  close(): void;
}

const none = (releaseId: string): HealthFigures => ({ releaseId, views: 0, errors: 0, errorRate: 0, visitors: 0, lcpP75: null, inpP75: null });

export function createCanaryJudge<R>(opts: CanaryJudgeOptions<R>): CanaryJudge {
  let closed = false;
  const running = new Map<string, Promise<Decision[]>>();
  const again = new Set<string>();

  const judgeOne = async (remote: string): Promise<Decision[]> => {
    const registry = opts.registry();
    const canary = registry.canaries[remote];
    const stable = registry.remotes[remote];
    if (!canary || !stable) return [];
    const since = new Date(canary.startedAt);
    const rows = await opts.health(remote, [stable.id, canary.id], Number.isNaN(since.getTime()) ? new Date(0) : since);
    const of = (id: string) => rows.find((r) => r.releaseId === id) ?? none(id);
    const figures = { stable: of(stable.id), canary: of(canary.id) };
    const { verdict, reason } = opts.verdict(figures.stable, figures.canary, opts.rules);
    let action: Decision['action'] = 'none';
    const fields = { remote, stableId: stable.id, canaryId: canary.id, percent: canary.percent, ...figures, verdict, reason };
    if (verdict === 'rollback') {
      if ((await opts.endCanary(remote, { ifId: canary.id, reason })) !== null) {
        action = 'rolled back';
        opts.log.warn(fields, `canary ${remote} ${canary.id} rolled back by the store: ${reason}`);
      }
    } else if (verdict === 'promote' && canary.autoPromote) {
      if ((await opts.promote(remote, { ifId: canary.id })) !== null) {
        action = 'promoted';
        opts.log.info(fields, `canary ${remote} ${canary.id} promoted by the store: ${reason}`);
      }
    }
    return [{ remote, ...figures, verdict, reason, action }];
  };

  /** One judgement per remote at a time; asked again while running, it runs once more after. */
  const run = (remote: string): Promise<Decision[]> => {
    const current = running.get(remote);
    if (current) {
      again.add(remote);
      return current;
    }
    const p = judgeOne(remote)
      .catch((err: unknown) => {
        opts.log.error({ err, remote }, 'canary judgement failed: the canary stays as it is');
        return [];
      })
      .finally(() => {
        running.delete(remote);
        if (again.delete(remote) && !closed) void run(remote);
      });
    running.set(remote, p);
    return p;
  };

  const timer = opts.intervalMs === 0 ? null : setInterval(() => {
    for (const remote of Object.keys(opts.registry().canaries)) void run(remote);
  }, opts.intervalMs ?? 10_000);
  timer?.unref?.();

  return {
    async judge(remote) {
      const remotes = remote ? [remote] : Object.keys(opts.registry().canaries);
      return (await Promise.all(remotes.map(run))).flat();
    },
    poke(remotes) {
      if (closed) return;
      const canaries = opts.registry().canaries;
      for (const r of remotes) if (canaries[r]) void run(r);
    },
    async idle() {
      while (running.size) await Promise.all(running.values());
    },
    close() {
      closed = true;
      if (timer) clearInterval(timer);
    },
  };
}
