// The remotes' releases as the site serves them (scripts/release.mjs writes them):
//   <releases dir>/registry.json          { remotes: { <name>: { id, entry, manifest, releasedAt } } }
//   <releases dir>/<name>/<id>/           one release: remoteEntry.js, mf-manifest.json, chunks.json,
//                                         chunks and assets (the folder name is a hash of its files)
//   <releases dir>/<name>/history.json    the release ids in order (rollback goes one back)
// The registry is read again whenever its file changes (one stat per call; the release tool replaces
// it by rename), never fixed at start: the next document names the new release, with no restart.
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

export interface Registry {
  remotes: Record<string, Release>;
  /** Changes whenever any remote's current release does. */
  version: string;
}

const RELEASE_ID = /^[0-9a-f]{12}$/;
const NAME = /^[a-z][a-z0-9-]*$/;

/** Parses registry.json: only well-formed entries whose folder exists. */
export function parseRegistry(text: string, dir: string): Registry {
  const raw = JSON.parse(text) as { remotes?: Record<string, { id?: unknown }> };
  const remotes: Record<string, Release> = {};
  for (const [name, r] of Object.entries(raw.remotes ?? {})) {
    const id = r?.id;
    if (!NAME.test(name) || typeof id !== 'string' || !RELEASE_ID.test(id)) continue;
    const folder = join(dir, name, id);
    if (!existsSync(join(folder, 'remoteEntry.js'))) continue;
    const base = `/releases/${name}/${id}/`;
    remotes[name] = { id, entry: `${base}remoteEntry.js`, base, dir: folder };
  }
  const version = Object.entries(remotes).sort(([a], [b]) => a.localeCompare(b)).map(([n, r]) => `${n}@${r.id}`).join(',');
  return { remotes, version };
}

/**
 * The current registry, re-read when the file's identity changes (inode, mtime, size). A registry
 * that cannot be read or parsed keeps the last good one (and is logged once).
 *
 * The file is looked at (one stat) at most once per turn of the event loop: the requests a turn
 * handles had all arrived when it began, so a release finished before a request was sent is seen by
 * that request, while a busy server does not pay a system call per document (stat was a tenth of a
 * cached document's CPU time: bench/RESULTS.md). A writer in this process (a test) must let the
 * loop turn before it asks: `app.inject` answers within the turn that asked, so a release written
 * between two injected requests may not be seen by the second.
 */
export function registryReader(dir: string, log: (msg: string, err?: unknown) => void = () => undefined): () => Registry {
  const file = join(dir, 'registry.json');
  let stamp = '';
  let current: Registry = { remotes: {}, version: '' };
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
      current = { remotes: {}, version: '' };
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
