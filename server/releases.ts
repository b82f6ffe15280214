// The remotes' releases as the site serves them (scripts/release.mjs writes them):
//   <releases dir>/registry.json          { remotes: { <name>: { id, entry, manifest, releasedAt,
//                                           canary?: { id, entry, manifest, percent, startedAt, autoPromote } } } }
//   <releases dir>/<name>/<id>/           one release: remoteEntry.js, mf-manifest.json, chunks.json,
//                                         chunks and assets (the folder name is a hash of its files)
//   <releases dir>/<name>/history.json    the release ids in order (rollback goes one back)
// The registry is read again whenever its file changes (one stat per call; the release tool replaces
// it by rename), never fixed at start: the next document names the new release, with no restart.
//
// A canary is a release a share of the visitors get instead of the remote's current one. Each
// visitor holds a cohort, a bucket 0..9999 drawn once (the `rc` cookie, signed); whether a bucket is in a
// canary is a hash of the bucket, the remote and the canary's id, so it needs no state on the server:
// every instance reading the same registry gives a visitor the same set of releases, and a visitor
// keeps that set for as long as the canary runs. releasesFor(registry, bucket) is that visitor's view.
import { createHash, randomInt } from 'node:crypto';
import { readCohort, signCohort, type Cohort } from 'api';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export interface Release {
  /** The release folder's name (a content hash). */
  id: string;
  /** The URL of its remoteEntry.js, as the shell registers it. */
  entry: string;
  /** The URL of the release folder (ends with /). */
  base: string;
  /** The release folder on disk. */
  dir: string;
}

/** A remote's canary: the release `percent` % of the visitors get instead of its current one. */
export interface Canary {
  id: string;
  /** The share of visitors, 1..99. */
  percent: number;
  /** The store may promote it when it stays healthy. */
  autoPromote: boolean;
  /** ISO time it started. */
  startedAt: string;
  release: Release;
}

export interface Registry {
  /** Each remote's current (stable) release; in a visitor's view (releasesFor), the release they get. */
  remotes: Record<string, Release>;
  /** The canaries running, by remote (none in a visitor's view). */
  canaries: Record<string, Canary>;
  /** Changes whenever any remote's current release or canary does; in a view, names the view's set. */
  version: string;
}

const RELEASE_ID = /^[0-9a-f]{12}$/;
const NAME = /^[a-z][a-z0-9-]*$/;

/** A release of `name` whose folder holds its remoteEntry.js, or null. */
function releaseAt(dir: string, name: string, id: unknown): Release | null {
  if (typeof id !== 'string' || !RELEASE_ID.test(id)) return null;
  const folder = join(dir, name, id);
  if (!existsSync(join(folder, 'remoteEntry.js'))) return null;
  const base = `/releases/${name}/${id}/`;
  return { id, entry: `${base}remoteEntry.js`, base, dir: folder };
}

/** `name@id,...` in name order: the set of releases. */
const versionOf = (remotes: Record<string, Release>): string =>
  Object.entries(remotes).sort(([a], [b]) => a.localeCompare(b)).map(([n, r]) => `${n}@${r.id}`).join(',');

/** A canary entry of the registry, if it is well-formed, beside a stable release, and on disk. */
function parseCanary(dir: string, name: string, stable: Release, raw: unknown): Canary | null {
  if (!raw || typeof raw !== 'object') return null;
  const c = raw as { id?: unknown; percent?: unknown; startedAt?: unknown; autoPromote?: unknown };
  if (!Number.isInteger(c.percent) || (c.percent as number) < 1 || (c.percent as number) > 99) return null;
  if (typeof c.startedAt !== 'string' || Number.isNaN(Date.parse(c.startedAt))) return null;
  if (c.autoPromote !== undefined && typeof c.autoPromote !== 'boolean') return null;
  if (c.id === stable.id) return null;
  const release = releaseAt(dir, name, c.id);
  if (!release) return null;
  return { id: release.id, percent: c.percent as number, autoPromote: c.autoPromote === true, startedAt: c.startedAt, release };
}

/** Parses registry.json: only well-formed entries (and canaries) whose folder exists. */
export function parseRegistry(text: string, dir: string): Registry {
  const raw = JSON.parse(text) as { remotes?: Record<string, { id?: unknown; canary?: unknown }> };
  const remotes: Record<string, Release> = {};
  const canaries: Record<string, Canary> = {};
  for (const [name, r] of Object.entries(raw.remotes ?? {})) {
    if (!NAME.test(name)) continue;
    const release = releaseAt(dir, name, r?.id);
    if (!release) continue;
    remotes[name] = release;
    const canary = parseCanary(dir, name, release, r?.canary);
    if (canary) canaries[name] = canary;
  }
  const stable = versionOf(remotes);
  const running = Object.entries(canaries).sort(([a], [b]) => a.localeCompare(b)).map(([n, c]) => `${n}~${c.id}:${c.percent}`);
  return { remotes, canaries, version: running.length ? `${stable}+${running.join(',')}` : stable };
}

// ------------------------------------------------------------------ a visitor's view

/**
 * The visitor's cohort cookie: a bucket 0..9999 drawn once, a random visitor id, and the HMAC of both
 * with the store's page-view secret (api's signCohort): a visitor cannot pick a bucket, and so not a
 * canary. A cookie that does not verify (an old unsigned one, a bucket typed in) is no cohort.
 */
export const COHORT_COOKIE = 'rc';
export const COHORT_BUCKETS = 10_000;
/** 30 days, in seconds. */
export const COHORT_MAX_AGE = 30 * 24 * 60 * 60;

const COHORT = /(?:^|;)[ \t]*rc=([^;]*)/;

/** The cohort the request's Cookie header holds, or null: absent, malformed or not signed with `secret`. */
export function cohortOf(cookie: string | undefined, secret: string): Cohort | null {
  if (!cookie) return null;
  return readCohort(secret, COHORT.exec(cookie)?.[1]?.trim());
}

/** A new visitor's cohort (a bucket uniform over 0..9999, a random visitor id) and its signed cookie value. */
export function drawCohort(secret: string): { cohort: Cohort; value: string } {
  const value = signCohort(secret, randomInt(COHORT_BUCKETS));
  return { cohort: readCohort(secret, value)!, value };
}

/** The Set-Cookie value that gives a visitor their cohort (Secure when the site is served over https). */
export const cohortCookie = (value: string, secure: boolean): string =>
  `${COHORT_COOKIE}=${value}; Path=/; Max-Age=${COHORT_MAX_AGE}; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;

/** Whether a bucket is in the canary `canaryId` of `remote` at `percent`: sha256(bucket:remote:id)'s first 4 bytes, mod 100, below percent. */
export function inCanary(bucket: number, remote: string, canaryId: string, percent: number): boolean {
  return createHash('sha256').update(`${bucket}:${remote}:${canaryId}`).digest().readUInt32BE(0) % 100 < percent;
}

/** True when the registry runs a canary of any remote. */
export function hasCanaries(registry: Registry): boolean {
  for (const _ in registry.canaries) return true;
  return false;
}

/** The views made of a registry: by bucket (each hashed once), and by the set of canaries they are in. */
const views = new WeakMap<Registry, { byBucket: Map<number, Registry>; bySet: Map<string, Registry> }>();

/**
 * The releases a visitor with this bucket gets: each remote's canary where the bucket is in it, its
 * current release elsewhere; `null` (a visitor with no cohort): the current releases. A registry
 * without canaries is its own view (no work per request). The view's `version` names its set, so
 * caches keyed on it keep views apart; a view has no canaries of its own. Views are made once per
 * registry and bucket.
 */
export function releasesFor(registry: Registry, bucket: number | null): Registry {
  if (!hasCanaries(registry)) return registry;
  let made = views.get(registry);
  if (!made) views.set(registry, (made = { byBucket: new Map(), bySet: new Map() }));
  const key = bucket ?? -1;
  let view = made.byBucket.get(key);
  if (view) return view;
  const names = Object.keys(registry.canaries).sort();
  const taken = bucket === null ? [] : names.filter((n) => inCanary(bucket, n, registry.canaries[n]!.id, registry.canaries[n]!.percent));
  const set = taken.join(',');
  view = made.bySet.get(set);
  if (!view) {
    const remotes = { ...registry.remotes };
    for (const n of taken) remotes[n] = registry.canaries[n]!.release;
    view = { remotes, canaries: {}, version: versionOf(remotes) };
    made.bySet.set(set, view);
  }
  made.byBucket.set(key, view);
  return view;
}

/**
 * registry.json as a visitor is shown it (their view: no canary named, none handed to others): each
 * remote's release and its routes (`routesOf`: release-routes.ts), which a tab opened before a
 * release reads to learn an address it does not know (shell/src/lib/route-discovery.ts).
 */
export function registryJson(view: Registry, routesOf: (name: string, release: Release) => readonly object[] = () => []): string {
  const remotes: Record<string, { id: string; entry: string; manifest: string; routes: readonly object[] }> = {};
  for (const [name, r] of Object.entries(view.remotes)) {
    const routes = routesOf(name, r).map((route) => { const { remote: _remote, ...rest } = route as { remote?: string }; return rest; });
    remotes[name] = { id: r.id, entry: r.entry, manifest: `${r.base}mf-manifest.json`, routes };
  }
  return JSON.stringify({ remotes });
}

/**
 * The current registry, re-read when the file's identity changes (inode, mtime, size). A registry
 * that cannot be read or parsed keeps the last good one (and is logged once).
 *
 * The file is looked at (one stat) at most once per turn of the event loop: the requests a turn
 * handles had all arrived when it began, so a release finished before a request was sent is seen by
 * that request, while a busy server does not pay a system call per document (stat was a tenth of a
 * cached document's CPU time: docs/performance.md). A writer in this process (a test) must let the
 * loop turn before it asks: `app.inject` answers within the turn that asked, so a release written
 * between two injected requests may not be seen by the second.
 */
export function registryReader(dir: string, log: (msg: string, err?: unknown) => void = () => undefined): () => Registry {
  const file = join(dir, 'registry.json');
  let stamp = '';
  let current: Registry = { remotes: {}, canaries: {}, version: '' };
  let lookedThisTurn = false;
  const nextTurn = () => {
    lookedThisTurn = false;
  };
  return () => {
    if (lookedThisTurn) return current;
    lookedThisTurn = true;
    setImmediate(nextTurn);
    const st = statSync(file, { throwIfNoEntry: false });
    const now = st ? `${st.ino}:${st.mtimeMs}:${st.size}` : 'none';
    if (now === stamp) return current;
    stamp = now;
    if (!st) {
      current = { remotes: {}, canaries: {}, version: '' };
      return current;
    }
    try {
      current = parseRegistry(readFileSync(file, 'utf8'), dir);
    } catch (e) {
      log('release registry unreadable: keeping the last one', e);
    }
    return current;
  };
}

/** remote name -> remoteEntry.js URL, as the shell's runtime configuration lists them. */
export const entryUrls = (r: Registry): Record<string, string> =>
  Object.fromEntries(Object.entries(r.remotes).map(([name, rel]) => [name, rel.entry]));
