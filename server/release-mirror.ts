// One instance's copy of releases kept in the database (release-store-pg.ts). The site serves
// releases from a local folder (the same URLs, headers and precompressed files as the folder store),
// so each instance copies what it serves into its own RELEASES_DIR: the current release and canary of
// every remote when the registry changes, and any other stored release the first time a tab asks for
// one of its files (a tab opened before a release, on another instance). The registry the site reads
// is swapped only once the releases it names are copied: a document never names a release whose
// files this instance cannot serve.
//
// When: at start; on every NOTIFY of a change (any instance's, this one's too); after the listening
// connection comes back (changes may have been missed); and every `pollMs` whatever happens (a
// backstop). A change reaches every instance well within a second (bench/RESULTS.md).
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Listening, ReleasesView } from 'api';
import { folderFiles, folderState, KEEP, RELEASE_ID, REMOTE_NAME, type StateSnapshot } from '../scripts/release.mjs';
import { parseRegistry, type Registry } from './releases.js';
import { releasesViewOf } from './release-view.js';
import type { PgReleaseStore } from './release-store-pg.js';

export interface ReleaseMirror {
  /** The registry as the site serves it (releasesFor etc.: releases.ts). */
  registry(): Registry;
  /** The staff's view (api's ReleasesView): current, canaries, recent releases and events. */
  view(): ReleasesView;
  /** Applies the store's state now (coalesced: one at a time, once more if asked meanwhile). */
  sync(): Promise<void>;
  /** Makes a stored release's local copy, if the store has it; false when it does not. */
  ensure(name: string, id: string): Promise<boolean>;
  /** The store's change counter this instance serves. */
  readonly version: number;
  close(): Promise<void>;
}

/** A note in the releases folder saying what it is: the folder release tool reads it and sends people to --to. */
export const MIRROR_NOTE = '.store.json';

export async function startReleaseMirror(opts: {
  store: PgReleaseStore;
  dir: string;
  log: (msg: string, err?: unknown) => void;
  /** The backstop: the version is compared this often (ms; 0: never). Default 5 s. */
  pollMs?: number;
  /** Written into the folder's note: where to release to. */
  siteUrl?: string;
}): Promise<ReleaseMirror> {
  const { store, dir, log } = opts;
  const local = folderFiles(dir);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, MIRROR_NOTE), `${JSON.stringify({
    store: store.where,
    note: 'This folder is this instance\'s copy of releases kept in the store\'s database: release with `pnpm release mfe-<name> --to <store URL>`.',
    ...(opts.siteUrl ? { releaseTo: opts.siteUrl } : {}),
  }, null, 1)}\n`);
  let registry: Registry = { remotes: {}, canaries: {}, version: '' };
  let view: ReleasesView = { remotes: {}, canaries: {} };
  let version = -1;
  let closed = false;

  const copying = new Map<string, Promise<boolean>>();
  const ensure = (name: string, id: string): Promise<boolean> => {
    if (!REMOTE_NAME.test(name) || !RELEASE_ID.test(id)) return Promise.resolve(false);
    if (existsSync(join(dir, name, id, 'remoteEntry.js'))) return Promise.resolve(true);
    const key = `${name}/${id}`;
    let p = copying.get(key);
    if (!p) {
      p = (async () => {
        const files = await store.files.get(name, id);
        if (!files) return false;
        await local.put(name, id, files);
        return true;
      })().finally(() => copying.delete(key));
      copying.set(key, p);
    }
    return p;
  };

  /** Local copies no longer needed: not kept by the store's state, nor named by this folder's own registry (the build's). */
  const prune = (snap: StateSnapshot) => {
    const own = readOwn();
    for (const name of readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory() && REMOTE_NAME.test(e.name)).map((e) => e.name)) {
      const keep = new Set([...(snap.histories[name] ?? []).slice(-KEEP), ...(own.histories[name] ?? []).slice(-KEEP)]);
      for (const r of [snap.registry.remotes[name], own.registry.remotes[name]]) {
        if (r?.id) keep.add(r.id);
        if (r?.canary?.id) keep.add(r.canary.id);
      }
      for (const e of readdirSync(join(dir, name), { withFileTypes: true })) {
        if (e.isDirectory() && RELEASE_ID.test(e.name) && !keep.has(e.name)) rmSync(join(dir, name, e.name), { recursive: true, force: true });
      }
    }
  };
  let ownState: StateSnapshot = { registry: { remotes: {} }, histories: {}, events: {} };
  const readOwn = () => ownState;
  const ownFolder = folderState(dir);

  const apply = async () => {
    const snap = await store.state.read();
    if (snap.version !== undefined && snap.version === version) return;
    const wanted = Object.entries(snap.registry.remotes).flatMap(([name, r]) => [[name, r.id], ...(r.canary?.id ? [[name, r.canary.id]] : [])] as [string, string][]);
    const copied = await Promise.all(wanted.map(async ([name, id]) => {
      try {
        return (await ensure(name, id)) || (log(`releases: ${name} ${id} is named by the registry but not stored`), false);
      } catch (e) {
        log(`releases: could not copy ${name} ${id} from ${store.files.where}`, e);
        return false;
      }
    }));
    // a release that could not be copied is not served: its remote keeps the release this instance had (a canary is left out)
    const named = structuredClone(snap.registry);
    for (const [i, [name, id]] of wanted.entries()) {
      const r = named.remotes[name];
      if (copied[i] || !r) continue;
      if (r.canary?.id === id) delete r.canary;
      else if (registry.remotes[name]) named.remotes[name] = { ...r, id: registry.remotes[name].id };
    }
    registry = parseRegistry(JSON.stringify(named), dir);
    view = releasesViewOf(snap);
    version = snap.version ?? version;
    ownState = await ownFolder.read().catch(() => ownState);
    try { prune(snap); } catch (e) { log('releases: pruning local copies failed', e); }
  };

  let running: Promise<void> | null = null;
  let again = false;
  const sync = (): Promise<void> => {
    if (closed) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = apply()
      .catch((e: unknown) => log('releases: could not read the store; serving the releases this instance has', e))
      .finally(() => {
        running = null;
        if (again && !closed) {
          again = false;
          void sync();
        }
      });
    return running;
  };

  await sync();
  let listening: Listening | null = null;
  listening = await store.listen(() => void sync(), log);
  const poll = opts.pollMs === 0 ? null : setInterval(() => {
    store.state.version().then((v) => { if (v !== version) void sync(); }, (e: unknown) => log('releases: version check failed', e));
  }, opts.pollMs ?? 5_000);
  poll?.unref();

  return {
    registry: () => registry,
    view: () => view,
    sync,
    ensure,
    get version() { return version; },
    async close() {
      closed = true;
      if (poll) clearInterval(poll);
      await listening?.close();
      await running;
    },
  };
}
