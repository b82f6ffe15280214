// What the staff see of the releases (GET /api/staff/releases, and through it `pnpm release status`):
// per remote, its stable release and its canary with their figures since the canary started (24
// hours back without a canary), and the canary's verdict.
import type { ReleaseEventRecord, ReleaseHealth, StaffReleasesResponse, StaffRemoteRelease } from 'shared-api/contract';
import type { Queryable } from '../db/db.js';
import { releaseHealth } from './health.js';
import { verdict, type VerdictRules } from './verdict.js';

/** The release registry as the API is given it (the server composes it from the registry it serves). */
export interface ReleasesView {
  remotes: Record<string, { id: string }>;
  canaries: Record<string, { id: string; percent: number; autoPromote: boolean; startedAt: string }>;
  /** Each remote's recent releases (its history's last few): tabs opened before a release still report them. */
  recent?: Record<string, readonly string[]>;
  /** Each remote's latest events (who released, promoted, rolled back), oldest first. */
  events?: Record<string, readonly ReleaseEventRecord[]>;
}

/** Whether a report may name this release: a remote's current, canary or recent one. */
export function knownRelease(view: ReleasesView, remote: string, id: string): boolean {
  if (!Object.hasOwn(view.remotes, remote)) return false;
  if (view.remotes[remote]!.id === id) return true;
  if (Object.hasOwn(view.canaries, remote) && view.canaries[remote]!.id === id) return true;
  return Boolean(view.recent && Object.hasOwn(view.recent, remote) && view.recent[remote]!.includes(id));
}

const DAY_MS = 24 * 60 * 60_000;

const empty = (remote: string, releaseId: string): ReleaseHealth =>
  ({ remote, releaseId, views: 0, errors: 0, errorRate: 0, visitors: 0, lcpP75: null, inpP75: null, clsP75: null });

export async function staffReleases(db: Queryable, view: ReleasesView, rules: VerdictRules, now: Date): Promise<StaffReleasesResponse> {
  const remotes: StaffRemoteRelease[] = [];
  for (const remote of Object.keys(view.remotes).sort()) {
    const stableId = view.remotes[remote]!.id;
    const canary = Object.hasOwn(view.canaries, remote) ? view.canaries[remote]! : null;
    const started = canary ? new Date(canary.startedAt) : null;
    const since = started && !Number.isNaN(started.getTime()) && started <= now ? started : new Date(now.getTime() - DAY_MS);
    const ids = canary ? [stableId, canary.id] : [stableId];
    const health = await releaseHealth(db, { remote, releaseIds: ids, since });
    const of = (id: string) => health.find((h) => h.releaseId === id) ?? empty(remote, id);
    const stable = of(stableId);
    remotes.push({
      remote,
      since: since.toISOString(),
      stable,
      canary: canary ? { ...of(canary.id), percent: canary.percent, startedAt: canary.startedAt, autoPromote: canary.autoPromote } : null,
      verdict: canary ? verdict(stable, of(canary.id), rules) : null,
      events: view.events && Object.hasOwn(view.events, remote) ? [...view.events[remote]!] : [],
    });
  }
  return { generatedAt: now.toISOString(), rules: { ...rules }, remotes };
}
