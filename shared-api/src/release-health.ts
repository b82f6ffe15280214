// Release health: what a page view reports about the remotes' releases it ran (POST /api/beacons)
// and what the staff see of them (GET /api/staff/releases). Types and zod-free values only: the
// browser takes them from the package's root entry; the schema is beacon-schemas.ts (the contract's).

/** A remote's name, as the release registry spells it. */
export const REMOTE_NAME = /^[a-z][a-z0-9-]{0,39}$/;
/** A release id: the 12-hex folder name of `/releases/<name>/<id>/`. */
export const RELEASE_ID = /^[0-9a-f]{12}$/;
/** The beacon's largest body, bytes (sendBeacon's own limit is 64 KB for the whole page). */
export const BEACON_MAX_BYTES = 4096;
/** The most remotes one beacon may name. */
export const BEACON_MAX_REMOTES = 20;
/** Page views one ticket may count: its document, and restores of it from the back/forward cache (the browser numbers them 0..3). */
export const MAX_VIEWS_PER_TICKET = 4;
/** The most errors one beacon may count for a remote (the browser stops counting there). */
export const BEACON_MAX_ERRORS = 100;

/**
 * One page view's report (a document load; navigations inside the app are the same page view).
 * `more`: a later part of a page view already reported (its errors after the first report, its
 * vitals): it adds errors and vitals, not a page view.
 */
export interface ReleaseBeacon {
  v: 1;
  /** remote name -> release id, for every remote whose code ran in the page view. */
  releases: Record<string, string>;
  /** remote name -> errors attributed to that remote (each a remote named in `releases`). */
  errors: Record<string, number>;
  /** p75-able vitals of the page view: LCP and INP in ms, CLS unitless. */
  lcp?: number;
  inp?: number;
  cls?: number;
  /** The route's pattern (never an address with a query). */
  route?: string;
  more?: true;
  /** The page view's ticket: the document's `Server-Timing: pv;desc="…"` (api/src/releases/page-views.ts). */
  t: string;
  /** Which view of the document: 0, then one more for each restore from the back/forward cache. */
  n?: number;
}

/**
 * A release's figures over a period. `errors` are page views with an error (however many it had);
 * `errorRate` is their share of the page views; `visitors` the distinct visitors (signed cohorts)
 * whose page views were counted.
 */
export interface ReleaseHealth {
  remote: string;
  releaseId: string;
  views: number;
  errors: number;
  errorRate: number;
  visitors: number;
  lcpP75: number | null;
  inpP75: number | null;
  clsP75: number | null;
}

export type Verdict = 'rollback' | 'promote' | 'healthy' | 'watching';

/** One remote as the staff see it: its stable release and its canary, if any, with their figures. */
export interface StaffRemoteRelease {
  remote: string;
  /** Since when the figures count: the canary's start, else 24 hours back. */
  since: string;
  stable: ReleaseHealth;
  canary: (ReleaseHealth & { percent: number; startedAt: string; autoPromote: boolean }) | null;
  /** The canary's verdict against the stable release (null without a canary). */
  verdict: { verdict: Verdict; reason: string } | null;
  /** What was last done to the remote (releases, promotions, rollbacks, tokens), oldest first, and by whom. */
  events: ReleaseEventRecord[];
}

/** One thing done to a remote: when, what, which release, who (a release token's name, 'ops', 'store', user@host). */
export interface ReleaseEventRecord {
  at: string;
  action: string;
  id: string | null;
  by: string;
  detail?: string;
}

export interface StaffReleasesResponse {
  generatedAt: string;
  rules: { errorRatio: number; minErrors: number; latencyWorse: number; minViews: number; promoteAfterViews: number };
  remotes: StaffRemoteRelease[];
}
