// What the API's staff view of the releases is given (api's ApiOptions `releases` and `opsToken`):
// - the registry's stable release and canary of each remote, read from <releases dir>/registry.json
//   as scripts/release.mjs writes it ({ remotes: { <name>: { id, …, canary?: { id, percent,
//   startedAt, autoPromote, … } } } }), again whenever the file changes. A small reader of its own, so
//   the staff's view does not depend on how the site's reader (releases.ts) keeps the visitors' views;
// - the release tool's token: RELEASE_OPS_TOKEN, or the one kept in <releases dir>/.ops-token (made
//   once, mode 0600, and kept: several instances sharing the folder, and `pnpm release status` on the
//   same machine, read the same one). Whoever may write the releases folder may release already.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReleasesView } from 'api';
import type { StateSnapshot } from '../scripts/release.mjs';

const NAME = /^[a-z][a-z0-9-]*$/;
const RELEASE_ID = /^[0-9a-f]{12}$/;

/** registry.json's releases as the staff see them; a malformed entry or canary is left out. */
export function parseReleasesView(text: string): ReleasesView {
  const raw = JSON.parse(text) as { remotes?: Record<string, unknown> };
  const view: ReleasesView = { remotes: {}, canaries: {} };
  for (const [name, entry] of Object.entries(raw.remotes ?? {})) {
    const r = entry as { id?: unknown; canary?: { id?: unknown; percent?: unknown; startedAt?: unknown; autoPromote?: unknown } } | null;
    if (!NAME.test(name) || typeof r?.id !== 'string' || !RELEASE_ID.test(r.id)) continue;
    view.remotes[name] = { id: r.id };
    const c = r.canary;
    if (c && typeof c.id === 'string' && RELEASE_ID.test(c.id) && Number.isInteger(c.percent) && typeof c.startedAt === 'string') {
      view.canaries[name] = { id: c.id, percent: c.percent as number, startedAt: c.startedAt, autoPromote: c.autoPromote === true };
    }
  }
  return view;
}

/** How many of a remote's latest releases reports may still name (tabs opened before a release keep theirs): the release tool keeps 5 folders. */
const RECENT = 5;
/** How many of a remote's latest events the staff see (`release status`). */
const EVENTS_SHOWN = 5;

/** The staff's view of a store's state (a database store's, or the folder's): current, canaries, recent releases, latest events. */
export function releasesViewOf(snap: Pick<StateSnapshot, 'registry' | 'histories' | 'events'>): ReleasesView {
  const view = parseReleasesView(JSON.stringify(snap.registry));
  const recent: Record<string, string[]> = {};
  const events: NonNullable<ReleasesView['events']> = {};
  for (const name of Object.keys(view.remotes)) {
    const ids = snap.histories[name];
    recent[name] = Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string' && RELEASE_ID.test(id)).slice(-RECENT) : [];
  }
  for (const [name, list] of Object.entries(snap.events ?? {})) {
    if (!NAME.test(name) || !Array.isArray(list)) continue;
    events[name] = list.slice(-EVENTS_SHOWN).map((e) => ({ at: String(e.at), action: String(e.action), id: e.id ?? null, by: String(e.by), ...(e.detail ? { detail: String(e.detail) } : {}) }));
  }
  return { ...view, recent, events };
}

const readList = (file: string): unknown[] => {
  try {
    const v = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    return Array.isArray(v) ? v : [];
  } catch {
    return [];
  }
};

/**
 * The view, read again when registry.json changes (inode, mtime, size; every release, promotion and
 * rollback rewrites it, and the history and events with it); an unreadable file keeps the last good one.
 */
export function releasesViewReader(dir: string, log: (msg: string, err?: unknown) => void = () => undefined): () => ReleasesView {
  const file = join(dir, 'registry.json');
  let stamp = '';
  let current: ReleasesView = { remotes: {}, canaries: {} };
  return () => {
    const st = statSync(file, { throwIfNoEntry: false });
    const now = st ? `${st.ino}:${st.mtimeMs}:${st.size}` : 'none';
    if (now === stamp) return current;
    stamp = now;
    if (!st) return (current = { remotes: {}, canaries: {} });
    try {
      const registry = JSON.parse(readFileSync(file, 'utf8')) as StateSnapshot['registry'];
      const names = Object.keys(registry?.remotes ?? {}).filter((n) => NAME.test(n));
      const histories = Object.fromEntries(names.map((n) => [n, readList(join(dir, n, 'history.json'))])) as Record<string, string[]>;
      const events = Object.fromEntries(names.map((n) => [n, readList(join(dir, n, 'events.json'))])) as StateSnapshot['events'];
      current = releasesViewOf({ registry, histories, events });
    } catch (e) {
      log('release registry unreadable for the staff view: keeping the last one', e);
    }
    return current;
  };
}

const TOKEN = /^[0-9a-f]{64}$/;

/** RELEASE_OPS_TOKEN when set; else the releases folder's .ops-token, made (32 random bytes, hex, mode 0600) when missing. */
export function opsTokenFor(configured: string | undefined, dir: string): string {
  if (configured) return configured;
  const file = join(dir, '.ops-token');
  try {
    const kept = readFileSync(file, 'utf8').trim();
    if (TOKEN.test(kept)) return kept;
  } catch { /* none yet */ }
  mkdirSync(dir, { recursive: true });
  const token = randomBytes(32).toString('hex');
  try {
    // 'wx': of two instances starting at once, one writes it and the other reads that one
    writeFileSync(file, `${token}\n`, { mode: 0o600, flag: 'wx' });
    return token;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    const kept = readFileSync(file, 'utf8').trim();
    if (TOKEN.test(kept)) return kept;
    // a malformed file: replaced
    writeFileSync(file, `${token}\n`, { mode: 0o600 });
    return token;
  }
}
