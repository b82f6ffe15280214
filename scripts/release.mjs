#!/usr/bin/env node
// Releases of the remotes into the running site (no restart, no shell rebuild):
//
//   pnpm release mfe-marketing                     build that one remote and make it the current release
//   pnpm release mfe-marketing --canary 10         build it and give it to 10 % of the visitors (the canary);
//                                                   the others keep the current release
//   pnpm release mfe-marketing --canary 10 --auto-promote
//                                                   the same, and the store may promote it when it stays healthy
//   pnpm release mfe-marketing --promote           the canary becomes the current release, for everyone
//   pnpm release mfe-marketing --rollback          end the canary (the current release stays); without a
//                                                   canary, point back to the previous release (no build)
//   pnpm release --all --from-dist                 publish every remote's existing build (mfe-*/dist), as
//                                                   `npm start` / `npm test` do after `pnpm build`
//   pnpm release status [mfe-marketing]            the releases' health, as the running store measures it
//                                                   (scripts/release-status.mjs)
//   pnpm release mfe-marketing --withdraw          take the remote off the site: its routes and pages go
//                                                   (its folders stay for open tabs; release it again to return)
//
// A release carries the remote's routes (routes.json, from its src/routes.ts). Before a release or a
// canary is made current it is checked: its routes must be sound, each route's module exposed by the
// build (mf-manifest.json), and no address may be claimed by another remote's current release or
// canary (or be the shell's): the release is refused with the addresses and remotes named, and
// nothing changes.
//
// A release is the remote's production build in a folder named by a hash of its files:
// <RELEASES_DIR>/<name>/<12 hex>/ (remoteEntry.js, mf-manifest.json, chunks.json, the chunks and
// assets). The same source gives the same id. The registry, <RELEASES_DIR>/registry.json, names each
// remote's current release and, while one runs, its canary (`canary`: id, entry, manifest, percent,
// startedAt, autoPromote); it is replaced by write-to-temp + rename, so the site (which re-reads it
// when it changes) sees the old file or the new one, never half of one. <name>/history.json lists
// the current releases in order (a canary joins it when it is promoted); the last KEEP folders, the
// current release's and the canary's stay on disk so that tabs opened before a release keep loading
// the files they know. RELEASES_DIR defaults to releases/ at the repository root.
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { hashFiles, RELEASE_ID, releasePathProblem, REMOTE_NAME, storeUrl, UsageError } from './release-parts.mjs';

export { hashFiles, RELEASE_ID, releasePathProblem, REMOTE_NAME, storeUrl, UsageError };

const { checkRoutes, conflicts } = createRequire(import.meta.url)('../shared-build/routes.js');

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
export const KEEP = 5;
/** Events kept per remote (`release status` shows the last few). */
export const EVENTS_KEPT = 50;

export const releasesDir = (env = process.env) => path.resolve(env.RELEASES_DIR || path.join(root, 'releases'));

/** The remote's name (as the shell registers it) from its folder: mfe-product-pages -> product-pages. */
const remoteName = (app) => app.replace(/^mfe-/, '');
const appDir = (name) => path.join(root, `mfe-${name}`);

const checkName = (name) => {
  if (typeof name !== 'string' || !REMOTE_NAME.test(name)) throw new Error(`not a remote's name: ${JSON.stringify(name)}`);
};
const checkId = (id) => {
  if (typeof id !== 'string' || !RELEASE_ID.test(id)) throw new Error(`not a release id: ${JSON.stringify(id)}`);
};

function writeAtomic(file, data, mode) {
  const tmp = `${file}.${process.pid}.${randomBytes(3).toString('hex')}.tmp`;
  fs.writeFileSync(tmp, data, mode === undefined ? undefined : { mode });
  fs.renameSync(tmp, file);
}

/** Files of a folder, relative ('/'-separated), sorted. */
function filesOf(dir) {
  return fs.readdirSync(dir, { recursive: true }).map(String)
    .filter((f) => fs.statSync(path.join(dir, f)).isFile()).map((f) => f.split(path.sep).join('/')).sort();
}

/** A folder's files as a release's: `{ path, bytes }` in path order. */
export function readFiles(dir) {
  return filesOf(dir).map((f) => ({ path: f, bytes: fs.readFileSync(path.join(dir, ...f.split('/'))) }));
}

/** The release id of a folder's files. */
export const hashDir = (dir) => hashFiles(readFiles(dir));

const sleep = (ms) => new Promise((resolve) => { setTimeout(resolve, ms); });

function isAlive(pid) {
  try { process.kill(pid, 0); return true; } catch { return false; }
}

/**
 * One writer of the registry at a time (two teams releasing at once, or several store instances
 * judging a canary): a lock file made with O_EXCL; one left by a process that died is taken over.
 */
async function withLock(dir, fn) {
  fs.mkdirSync(dir, { recursive: true });
  const lock = path.join(dir, '.registry.lock');
  const until = Date.now() + 30_000;
  for (;;) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch (e) {
      if (e.code !== 'EEXIST') throw e;
      let holder = NaN;
      try { holder = Number(fs.readFileSync(lock, 'utf8')); } catch { continue; /* released meanwhile */ }
      if (holder && !isAlive(holder)) { fs.rmSync(lock, { force: true }); continue; }
      if (Date.now() > until) throw new Error(`registry locked by pid ${holder}`);
      await sleep(50);
    }
  }
  try { return await fn(); } finally { fs.rmSync(lock, { force: true }); }
}

const readJson = (file, fallback) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : fallback);

/** registry.json as it is on disk: `{ remotes: { <name>: { id, entry, manifest, releasedAt, canary? } } }`. */
export function readRegistry(dir = releasesDir()) {
  const registry = readJson(path.join(dir, 'registry.json'), { remotes: {} });
  registry.remotes ??= {};
  return registry;
}

// ------------------------------------------------------------------ the folder store
// The embedded default: everything in RELEASES_DIR. Release files in <name>/<id>/, the registry in
// registry.json, each remote's history and events in <name>/history.json and <name>/events.json, the
// release tokens' hashes in .release-tokens.json (mode 0600). Several instances share it only when the
// operator mounts one folder on every machine; with DATABASE_URL the store keeps all of it in
// PostgreSQL instead (server/release-store-pg.ts).

/** Release files in a folder: <dir>/<name>/<id>/, written to a staging folder and renamed (whole or not at all). */
export function folderFiles(dir) {
  const folder = (name, id) => {
    checkName(name);
    checkId(id);
    return path.join(dir, name, id);
  };
  return {
    where: `folder ${dir}`,
    async has(name, id) {
      return fs.existsSync(folder(name, id));
    },
    async put(name, id, files) {
      const dest = folder(name, id);
      for (const f of files) {
        const why = releasePathProblem(f.path);
        if (why) throw new Error(`${JSON.stringify(f.path)}: ${why}`);
      }
      if (fs.existsSync(dest)) return;
      const staging = path.join(dir, name, `.build-${process.pid}-${randomBytes(4).toString('hex')}`);
      try {
        for (const f of files) {
          const file = path.join(staging, ...f.path.split('/'));
          fs.mkdirSync(path.dirname(file), { recursive: true });
          fs.writeFileSync(file, f.bytes);
        }
        fs.renameSync(staging, dest);
      } catch (e) {
        fs.rmSync(staging, { recursive: true, force: true });
        if (!fs.existsSync(dest)) throw e; // else: the same release, stored by another writer meanwhile
      }
    },
    async file(name, id, p) {
      const why = releasePathProblem(p);
      if (why) throw new Error(`${JSON.stringify(p)}: ${why}`);
      try {
        return fs.readFileSync(path.join(folder(name, id), ...p.split('/')));
      } catch {
        return null;
      }
    },
    async get(name, id) {
      const f = folder(name, id);
      return fs.existsSync(f) ? readFiles(f) : null;
    },
    async remove(name, id) {
      fs.rmSync(folder(name, id), { recursive: true, force: true });
      // the remote's folder too when nothing else is left in it (a refused first release leaves nothing)
      try { fs.rmdirSync(path.join(dir, name)); } catch { /* not empty */ }
    },
    async list(name) {
      checkName(name);
      const app = path.join(dir, name);
      if (!fs.existsSync(app)) return [];
      return fs.readdirSync(app, { withFileTypes: true }).filter((e) => e.isDirectory() && RELEASE_ID.test(e.name)).map((e) => e.name).sort();
    },
    /** Staging folders left by a writer that died. */
    async tidy(name) {
      const app = path.join(dir, name);
      if (!fs.existsSync(app)) return;
      for (const e of fs.readdirSync(app, { withFileTypes: true })) {
        const pid = /^\.build-(\d+)/.exec(e.name)?.[1];
        if (e.isDirectory() && pid && !isAlive(Number(pid))) fs.rmSync(path.join(app, e.name), { recursive: true, force: true });
      }
    },
  };
}

/**
 * The registry, histories and events in a folder. `update(fn)`: under the lock, `fn` edits
 * `tx.registry`, the arrays `tx.history(name)` hands out, and adds events with `tx.record`; what
 * changed is written when it resolves (registry.json last, by write-to-temp + rename: the site sees
 * the old file or the new one), nothing when it throws.
 */
export function folderState(dir) {
  const historyFile = (name) => path.join(dir, name, 'history.json');
  const eventsFile = (name) => path.join(dir, name, 'events.json');
  const remotesIn = (registry) => {
    const names = new Set(Object.keys(registry.remotes));
    if (fs.existsSync(dir)) {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) if (e.isDirectory() && REMOTE_NAME.test(e.name) && fs.existsSync(historyFile(e.name))) names.add(e.name);
    }
    return [...names].sort();
  };
  return {
    where: `folder ${dir}`,
    async read() {
      const registry = readRegistry(dir);
      const histories = {};
      const events = {};
      for (const name of remotesIn(registry)) {
        histories[name] = readJson(historyFile(name), []);
        events[name] = readJson(eventsFile(name), []);
      }
      return { registry, histories, events };
    },
    async update(fn) {
      return withLock(dir, async () => {
        const registry = readRegistry(dir);
        const before = JSON.stringify(registry);
        const histories = new Map();
        const recorded = [];
        const tx = {
          registry,
          history(name) {
            checkName(name);
            if (!histories.has(name)) {
              const text = fs.existsSync(historyFile(name)) ? fs.readFileSync(historyFile(name), 'utf8') : '[]';
              histories.set(name, { text, ids: JSON.parse(text) });
            }
            return histories.get(name).ids;
          },
          record(event) {
            recorded.push({ at: new Date().toISOString(), ...event });
          },
        };
        const out = await fn(tx);
        for (const [name, { text, ids }] of histories) {
          if (JSON.stringify(ids) === text) continue;
          fs.mkdirSync(path.join(dir, name), { recursive: true });
          writeAtomic(historyFile(name), JSON.stringify(ids));
        }
        for (const name of new Set(recorded.map((e) => e.remote))) {
          fs.mkdirSync(path.join(dir, name), { recursive: true });
          const kept = [...readJson(eventsFile(name), []), ...recorded.filter((e) => e.remote === name)].slice(-EVENTS_KEPT);
          writeAtomic(eventsFile(name), `${JSON.stringify(kept, null, 1)}\n`);
        }
        // rewritten with an event too: readers that watch registry.json (the staff view) see the record change
        if (JSON.stringify(registry) !== before || recorded.length) writeAtomic(path.join(dir, 'registry.json'), `${JSON.stringify(registry, null, 1)}\n`);
        return out;
      });
    },
  };
}

const TOKEN_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
/** A release token: 32 random bytes, base64url, after a prefix that says what it is (secret scanners match it). */
export const newReleaseToken = () => `acma_release_${randomBytes(32).toString('base64url')}`;
export const tokenDigest = (token) => createHash('sha256').update(String(token)).digest();

/** A token's name: given (checked), or mfe-<remote>-<6 hex>. */
export function tokenName(remote, name) {
  if (name === undefined) return `mfe-${remote}-${randomBytes(3).toString('hex')}`;
  if (!TOKEN_NAME.test(name)) throw new UsageError(`a token's name is 1 to 64 letters, digits, . _ - (got ${JSON.stringify(name)})`);
  return name;
}

/** Checks a token against stored hashes, each compared in constant time (every one, whatever matched). */
export function matchToken(token, entries) {
  const presented = tokenDigest(token);
  let found = null;
  for (const e of entries) {
    const stored = Buffer.from(String(e.hash), 'hex');
    if (stored.length === presented.length && timingSafeEqual(stored, presented) && !found) found = e;
  }
  return found ? { name: found.name, remote: found.remote } : null;
}

/** Release tokens in the folder: .release-tokens.json, sha256 hashes only, mode 0600. */
export function folderTokens(dir) {
  const file = path.join(dir, '.release-tokens.json');
  const read = () => readJson(file, { tokens: [] }).tokens ?? [];
  const write = (tokens) => writeAtomic(file, `${JSON.stringify({ tokens }, null, 1)}\n`, 0o600);
  return {
    async create(remote, name) {
      checkName(remote);
      return withLock(dir, async () => {
        const tokens = read();
        if (tokens.some((t) => t.name === name)) throw new Error(`a release token named ${name} exists already`);
        const token = newReleaseToken();
        tokens.push({ name, remote, hash: tokenDigest(token).toString('hex'), createdAt: new Date().toISOString() });
        write(tokens);
        return token;
      });
    },
    async revoke(name) {
      return withLock(dir, async () => {
        const tokens = read();
        const gone = tokens.find((t) => t.name === name);
        if (!gone) return null;
        write(tokens.filter((t) => t !== gone));
        return { name: gone.name, remote: gone.remote };
      });
    },
    async list() {
      return read().map(({ name, remote, createdAt }) => ({ name, remote, createdAt }));
    },
    async check(token) {
      return matchToken(token, read());
    },
  };
}

/** The folder store: RELEASES_DIR's files, registry and tokens. */
export function folderStore(dir = releasesDir()) {
  return { where: `folder ${dir}`, files: folderFiles(dir), state: folderState(dir), tokens: folderTokens(dir) };
}

const storeOf = (opts) => opts.store ?? folderStore(opts.dir ?? releasesDir());

/** Who a change made from this machine's command line is recorded as: user@host. */
export function localActor() {
  let user = 'someone';
  try { user = os.userInfo().username; } catch { /* no passwd entry */ }
  return `${user}@${os.hostname()}`;
}

// ------------------------------------------------------------------ releases, whatever the store

/** The registry's fields naming one release of `name`. */
const releaseEntry = (name, id) => {
  const base = `/releases/${name}/${id}/`;
  return { id, entry: `${base}remoteEntry.js`, manifest: `${base}mf-manifest.json` };
};

/** Removes the remote's releases other than the last KEEP of its history, its current one and its canary. */
async function prune(store, tx, name) {
  const keep = new Set(tx.history(name).slice(-KEEP));
  const entry = tx.registry.remotes[name];
  if (entry?.id) keep.add(entry.id);
  if (entry?.canary?.id) keep.add(entry.canary.id);
  for (const id of await store.files.list(name)) if (!keep.has(id)) await store.files.remove(name, id);
  await store.files.tidy?.(name);
}

/** A canary's share of visitors: an integer percent from 1 to 99 (a usage error otherwise). */
export function canaryPercent(value) {
  const text = String(value).trim().replace(/%$/, '');
  const n = /^\d{1,2}$/.test(text) ? Number(text) : NaN;
  if (!(n >= 1 && n <= 99)) throw new UsageError(`--canary takes the share of visitors that get the new release, an integer percent from 1 to 99 (got ${JSON.stringify(String(value))})`);
  return n;
}

/** A release that may not go live, with every reason; `conflict`: another remote claims one of its addresses. */
export class ReleaseRefused extends Error {
  constructor(name, problems) {
    super(`${name}: release refused, nothing changed:\n  ${problems.join('\n  ')}`);
    this.problems = problems;
    this.conflict = problems.some((p) => p.startsWith('two remotes claim'));
  }
}

/** A change asked of a remote in a state that does not allow it (no canary, nothing to roll back to, ...). */
export class ReleaseStateError extends Error {}

const noCanary = (name) => new ReleaseStateError(`${name}: no canary is running`);

const parseJson = (bytes) => {
  if (!bytes) return null;
  try { return JSON.parse(bytes.toString('utf8')); } catch { return null; }
};
const routesOf = (bytes) => {
  const routes = parseJson(bytes)?.routes;
  return Array.isArray(routes) ? routes : null;
};

/** A release's files to check, by path: a folder, or an upload's list. */
const folderCandidate = (folder) => async (p) => {
  try { return fs.readFileSync(path.join(folder, ...p.split('/'))); } catch { return null; }
};
const filesCandidate = (files) => {
  const byPath = new Map(files.map((f) => [f.path, f.bytes]));
  return async (p) => byPath.get(p) ?? null;
};

/**
 * Why a release (its files, `candidate`) cannot go live for `name`, as messages (none: it can): its
 * entry, its routes (present, sound, each module exposed by the build's manifest) and the addresses
 * other remotes' live releases (current and canary, in `registry`) claim.
 */
async function problemsOf(store, registry, name, candidate) {
  if (!(await candidate('remoteEntry.js'))) return [`mfe-${name}: the build has no remoteEntry.js`];
  const routes = routesOf(await candidate('routes.json'));
  if (!routes) return [`mfe-${name}: the build has no routes.json (its src/routes.ts declares the remote's pages; shared-build writes it)`];
  const manifest = parseJson(await candidate('mf-manifest.json'));
  const exposed = Array.isArray(manifest?.exposes) ? manifest.exposes.map((e) => String(e.name ?? e.path ?? '').replace(/^\.\//, '')) : [];
  const problems = checkRoutes(routes, exposed).map((p) => `mfe-${name}: ${p}`);
  const byRemote = {};
  for (const [other, entry] of Object.entries(registry.remotes)) {
    if (other === name || !REMOTE_NAME.test(other)) continue;
    for (const id of [entry?.id, entry?.canary?.id]) {
      const theirs = typeof id === 'string' && RELEASE_ID.test(id) ? routesOf(await store.files.file(other, id, 'routes.json')) : null;
      if (theirs) byRemote[other] = [...(byRemote[other] ?? []), ...theirs];
    }
  }
  byRemote[name] = routes;
  for (const c of conflicts(byRemote)) if (c.includes(`(mfe-${name})`) || c.includes(`mfe-${name}'s`)) problems.push(`two remotes claim one address: ${c}`);
  return problems;
}

/** Why the release in `folder` cannot go live for `name` against the folder store `dir` (none: it can). */
export async function releaseProblems(dir, name, folder) {
  const store = folderStore(dir);
  return problemsOf(store, (await store.state.read()).registry, name, folderCandidate(folder));
}

/** The addresses the remote's current release (in `registry`) serves that the release `candidate` does not. */
async function goneOf(store, registry, name, candidate) {
  const current = registry.remotes[name]?.id;
  const before = typeof current === 'string' && RELEASE_ID.test(current) ? routesOf(await store.files.file(name, current, 'routes.json')) : null;
  const after = routesOf(await candidate('routes.json'));
  if (!before || !after) return [];
  const kept = new Set(after.map((r) => String(r.path).toLowerCase()));
  return before.map((r) => String(r.path)).filter((p) => !kept.has(p.toLowerCase()));
}

/**
 * The addresses the remote's current release serves that the release in `folder` does not (a page
 * moved or removed): links to them elsewhere (the shell's footer, another remote's page, a search
 * engine, a bookmark) will find nothing. Said when releasing; a redirect route keeps them working.
 */
export async function goneAddresses(dir, name, folder) {
  const store = folderStore(dir);
  return goneOf(store, (await store.state.read()).registry, name, folderCandidate(folder));
}

const goneNote = (name, gone) => (gone.length
  ? `\n  note: mfe-${name} no longer serves ${gone.join(', ')}: links to ${gone.length === 1 ? 'it' : 'them'} now find the not-found page; a route { path, redirect } keeps ${gone.length === 1 ? 'it' : 'them'} working (docs/routes.md)`
  : '');

/** Throws ReleaseRefused (nothing changed) when a release cannot go live. */
async function checkRelease(store, registry, name, candidate) {
  const problems = await problemsOf(store, registry, name, candidate);
  if (problems.length) throw new ReleaseRefused(name, problems);
}

/** The files of a build of `name`: `fromDir` (a folder), mfe-<name>/dist (`fromDist`), or a production build made now. */
function buildFiles(name, { fromDist, fromDir }) {
  if (fromDir || fromDist) {
    const dist = fromDir ?? path.join(appDir(name), 'dist');
    if (!fs.existsSync(path.join(dist, 'remoteEntry.js'))) throw new Error(`no build of mfe-${name} in ${dist}: run pnpm build`);
    return readFiles(dist);
  }
  const out = fs.mkdtempSync(path.join(os.tmpdir(), `acma-build-${name}-`));
  try {
    const webpack = path.join(appDir(name), 'node_modules', '.bin', 'webpack');
    const r = spawnSync(webpack, ['--mode', 'production', '--output-path', out], { cwd: appDir(name), stdio: 'inherit', env: process.env });
    if (r.status !== 0) throw new Error(`build of mfe-${name} failed (exit ${r.status})`);
    return readFiles(out);
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
}

/**
 * Makes a release of `name` the current release, or with `canary` (a percent) the canary beside the
 * current one (the history is not advanced until it is promoted; a canary already running is
 * replaced). A plain release ends a running canary: it is for everyone. The files: `files` (an
 * upload's), `fromDir` (a folder holding a build), mfe-<name>/dist (`fromDist`), or a build made
 * now. Checked before anything is stored and again under the store's lock; a refused or failed
 * release leaves nothing behind. `by`: who, for the record (default: user@host). With `ifAbsent`:
 * only when the store has no release of `name` yet (else nothing; null). Answers the id.
 */
export async function publish(name, opts = {}) {
  const { fromDist = false, fromDir, files: given, canary, autoPromote = false, ifAbsent = false, by = localActor(), log = console.log } = opts;
  checkName(name);
  const store = storeOf(opts);
  const percent = canary === undefined ? undefined : canaryPercent(canary);
  if (autoPromote && percent === undefined) throw new UsageError('--auto-promote goes with --canary <percent>');
  const noStable = () => new ReleaseStateError(`${name}: no current release to run a canary beside: release it without --canary first`);
  if (percent !== undefined && !(await store.state.read()).registry.remotes[name]?.id) throw noStable();
  const t0 = Date.now();
  const files = given ?? buildFiles(name, { fromDist, fromDir });
  const candidate = filesCandidate(files);
  await checkRelease(store, (await store.state.read()).registry, name, candidate);
  const id = hashFiles(files);
  const made = !(await store.files.has(name, id));
  if (made) await store.files.put(name, id, files);
  const ms = () => Date.now() - t0;
  let line;
  try {
    line = await store.state.update(async (tx) => {
      if (ifAbsent && tx.registry.remotes[name]) return null;
      // again under the lock: another remote may have claimed an address since
      await checkRelease(store, tx.registry, name, candidate);
      const gone = goneNote(name, await goneOf(store, tx.registry, name, candidate));
      if (percent !== undefined) {
        const current = tx.registry.remotes[name];
        if (!current?.id) throw noStable();
        if (current.id === id) throw new ReleaseStateError(`${name}: ${id} is already the current release (the same files): no canary to run`);
        const was = current.canary?.id;
        // the same canary published again (another percent, say) keeps its start: its health so far still counts
        const startedAt = was === id && current.canary.startedAt ? current.canary.startedAt : new Date().toISOString();
        current.canary = { ...releaseEntry(name, id), percent, startedAt, autoPromote };
        tx.record({ remote: name, action: 'canary', id, by, detail: `${percent} %${autoPromote ? ', auto-promote' : ''}` });
        await prune(store, tx, name);
        const replaced = was && was !== id ? ` (replaces canary ${was})` : '';
        return `canary ${name} ${id} for ${percent} % of visitors${autoPromote ? ', promoted automatically when healthy' : ''} beside ${current.id}${replaced} (${ms()} ms): /releases/${name}/${id}/${gone}`;
      }
      const history = tx.history(name);
      if (history.at(-1) !== id) history.push(id);
      const ended = tx.registry.remotes[name]?.canary?.id;
      tx.registry.remotes[name] = { ...releaseEntry(name, id), releasedAt: new Date().toISOString() };
      tx.record({ remote: name, action: 'release', id, by });
      await prune(store, tx, name);
      return `released ${name} ${id}${ended ? ` (canary ${ended} ended)` : ''} (${ms()} ms): /releases/${name}/${id}/${gone}`;
    });
  } catch (e) {
    await takeBack(store, name, id, made);
    throw e;
  }
  if (line === null) {
    await takeBack(store, name, id, made);
    return null;
  }
  log(line);
  return id;
}

/**
 * A release this writer stored and then did not make live is removed, unless the registry names it
 * meanwhile (another writer published the same files and went live with them).
 */
async function takeBack(store, name, id, made) {
  if (!made) return;
  const { registry, histories } = await store.state.read();
  const entry = registry.remotes[name];
  if (entry?.id === id || entry?.canary?.id === id || histories[name]?.includes(id)) return;
  await store.files.remove(name, id);
}

/**
 * The canary becomes the current release, for everyone (the history advances). With `ifId`: only if
 * the running canary is that release, else nothing happens and the answer is null (a decision made
 * about a canary that has since ended or been replaced, by another instance or a team, is not applied).
 */
export async function promote(name, opts = {}) {
  const { ifId, by = localActor(), log = console.log } = opts;
  const store = storeOf(opts);
  const out = await store.state.update(async (tx) => {
    const current = tx.registry.remotes[name];
    const canary = current?.canary;
    if (!canary?.id || (ifId !== undefined && canary.id !== ifId)) {
      if (ifId !== undefined) return null;
      throw noCanary(name);
    }
    if (!(await store.files.has(name, canary.id))) throw new ReleaseStateError(`${name}: canary ${canary.id} is no longer stored`);
    await checkRelease(store, tx.registry, name, (p) => store.files.file(name, canary.id, p));
    const history = tx.history(name);
    if (history.at(-1) !== canary.id) history.push(canary.id);
    tx.registry.remotes[name] = { ...releaseEntry(name, canary.id), releasedAt: new Date().toISOString() };
    tx.record({ remote: name, action: 'promote', id: canary.id, by, detail: `was ${current.id}` });
    await prune(store, tx, name);
    return { id: canary.id, line: `promoted ${name}: canary ${canary.id} is the current release (was ${current.id}, ${canary.percent} % since ${canary.startedAt})` };
  });
  if (!out) return null;
  log(out.line);
  return out.id;
}

/**
 * Ends the canary: every visitor gets the current release again (its files stay until the next
 * release of the remote, for the tabs that loaded it). Answers the current release's id; with `ifId`,
 * null when the running canary is not that release (nothing happens). `reason` goes into the log line.
 */
export async function endCanary(name, opts = {}) {
  const { ifId, reason, by = localActor(), log = console.log } = opts;
  const out = await storeOf(opts).state.update(async (tx) => {
    const canary = tx.registry.remotes[name]?.canary;
    if (!canary?.id || (ifId !== undefined && canary.id !== ifId)) {
      if (ifId !== undefined) return null;
      throw noCanary(name);
    }
    delete tx.registry.remotes[name].canary;
    const stable = tx.registry.remotes[name].id;
    tx.record({ remote: name, action: 'end canary', id: canary.id, by, ...(reason ? { detail: reason } : {}) });
    return { id: stable, line: `ended canary ${name} ${canary.id}: every visitor has ${stable}${reason ? ` (${reason})` : ''}` };
  });
  if (!out) return null;
  log(out.line);
  return out.id;
}

/** Ends the canary when one runs (the current release stays), else points the registry back to the release before the current one. */
export async function rollback(name, opts = {}) {
  const { by = localActor(), log = console.log } = opts;
  const store = storeOf(opts);
  const { id, line } = await store.state.update(async (tx) => {
    const current = tx.registry.remotes[name];
    const canary = current?.canary?.id;
    if (canary) {
      delete current.canary;
      tx.record({ remote: name, action: 'rollback', id: current.id, by, detail: `canary ${canary} ended` });
      return { id: current.id, line: `rolled back ${name}: canary ${canary} ended, ${current.id} stays` };
    }
    const history = tx.history(name);
    if (history.length < 2) throw new ReleaseStateError(`${name}: no earlier release to roll back to`);
    const from = history.at(-1);
    const to = history.at(-2);
    if (!(await store.files.has(name, to))) throw new ReleaseStateError(`${name}: release ${to} is no longer stored`);
    // the release rolled back to may claim an address another remote has taken since
    await checkRelease(store, tx.registry, name, (p) => store.files.file(name, to, p));
    history.pop();
    tx.registry.remotes[name] = { ...releaseEntry(name, to), releasedAt: new Date().toISOString() };
    tx.record({ remote: name, action: 'rollback', id: to, by, detail: `from ${from}` });
    return { id: to, line: `rolled back ${name}: ${from} -> ${to}` };
  });
  log(line);
  return id;
}

/**
 * Takes a remote off the site: its entry (and canary) leave the registry, so its routes and pages
 * go on the next request; nothing else changes. Its release files and history stay (open tabs
 * keep their files; a release of it makes it live again).
 */
export async function withdraw(name, opts = {}) {
  const { by = localActor(), log = console.log } = opts;
  const { id, line } = await storeOf(opts).state.update(async (tx) => {
    const current = tx.registry.remotes[name];
    if (!current) throw new ReleaseStateError(`${name}: not on the site (no release in the registry)`);
    delete tx.registry.remotes[name];
    tx.record({ remote: name, action: 'withdraw', id: current.id, by });
    return { id: current.id, line: `withdrew ${name}: ${current.id}${current.canary?.id ? ` and canary ${current.canary.id}` : ''} off the site; its routes are gone` };
  });
  log(line);
  return id;
}

// ------------------------------------------------------------------ release tokens

/**
 * A new release token for `remote` (it may release, promote, roll back and withdraw that remote
 * only): printed once, kept as a sha256 hash. Answers `{ name, remote, token }`.
 */
export async function createToken(remote, opts = {}) {
  const { by = localActor() } = opts;
  checkName(remote);
  const store = storeOf(opts);
  const name = tokenName(remote, opts.name);
  const token = await store.tokens.create(remote, name);
  await store.state.update(async (tx) => { tx.record({ remote, action: 'token created', id: null, by, detail: name }); });
  return { name, remote, token };
}

/** Revokes the token named `name` (its next use is refused); answers `{ name, remote }`, or throws when there is none. */
export async function revokeToken(name, opts = {}) {
  const { by = localActor() } = opts;
  const store = storeOf(opts);
  const gone = await store.tokens.revoke(name);
  if (!gone) throw new ReleaseStateError(`no release token named ${name}`);
  await store.state.update(async (tx) => { tx.record({ remote: gone.remote, action: 'token revoked', id: null, by, detail: name }); });
  return gone;
}

/** The remotes of the workspace: every mfe-* folder with a webpack config. */
export function allRemotes() {
  return fs.readdirSync(root).filter((d) => d.startsWith('mfe-') && fs.existsSync(path.join(root, d, 'webpack.config.js'))).map(remoteName);
}

const FLAGS = new Set(['--all', '--from-dist', '--rollback', '--promote', '--canary', '--auto-promote', '--withdraw', '--to']);

/**
 * The command's words: `{ names, action: 'publish' | 'promote' | 'rollback' | 'withdraw', fromDist, canary?, autoPromote, to? }`.
 * Throws a UsageError for anything it does not understand. With `--to <store URL>` a remote need not
 * be in this checkout to be promoted, rolled back or withdrawn (the store knows it).
 */
export function parseArgs(args, known = allRemotes()) {
  const flags = new Set();
  const apps = [];
  let canary;
  let to;
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (!a.startsWith('--')) { apps.push(remoteName(a)); continue; }
    if (!FLAGS.has(a)) throw new UsageError(`unknown option ${a}`);
    flags.add(a);
    if (a === '--canary') {
      if (i + 1 >= args.length) throw new UsageError('--canary takes the share of visitors that get the new release, an integer percent from 1 to 99');
      canary = canaryPercent(args[++i]);
    }
    if (a === '--to') {
      if (i + 1 >= args.length || args[i + 1].startsWith('--')) throw new UsageError('--to takes the store\'s address, e.g. --to https://store.example.org');
      to = storeUrl(args[++i]);
    }
  }
  const actions = ['--canary', '--promote', '--rollback', '--withdraw'].filter((f) => flags.has(f));
  if (actions.length > 1) throw new UsageError(`${actions.join(' and ')} do not go together`);
  if (flags.has('--auto-promote') && !flags.has('--canary')) throw new UsageError('--auto-promote goes with --canary <percent>');
  if (flags.has('--from-dist') && (flags.has('--promote') || flags.has('--rollback') || flags.has('--withdraw'))) throw new UsageError('--from-dist goes with a release, not with --promote, --rollback or --withdraw');
  if (flags.has('--withdraw') && flags.has('--all')) throw new UsageError('--withdraw takes one remote at a time, not --all');
  const names = flags.has('--all') ? known : apps;
  if (!names.length) throw new UsageError('name a remote (or --all)');
  const action = flags.has('--promote') ? 'promote' : flags.has('--rollback') ? 'rollback' : flags.has('--withdraw') ? 'withdraw' : 'publish';
  // a release is built here, so its remote must be in this checkout; the other actions, with --to, ask the store
  const unknown = names.filter((n) => !known.includes(n) && !(to && action !== 'publish' && REMOTE_NAME.test(n)));
  if (unknown.length) throw new UsageError(`no remote ${unknown.map((n) => `mfe-${n}`).join(', ')}`);
  return { names, action, fromDist: flags.has('--from-dist'), canary, autoPromote: flags.has('--auto-promote'), ...(to ? { to } : {}) };
}

export const usage = (known = allRemotes()) => `usage:
  pnpm release <app> [--from-dist]                        make a new release of <app> current, for every visitor
  pnpm release <app> --canary <percent> [--auto-promote]  release it to <percent> (1..99) of the visitors only
  pnpm release <app> --promote                            the canary becomes the current release, for everyone
  pnpm release <app> --rollback                           end the canary; without one, back to the previous release
  pnpm release <app> --withdraw                           take the remote off the site (its routes go)
  pnpm release --all --from-dist                          publish every remote's existing build
  pnpm release status [<app>]                             the releases' health and recent changes, from the running store
  pnpm release token create <app> [--name <name>]         a release token for <app> only (printed once)
  pnpm release token revoke <name>                        the token stops working
  pnpm release token list                                 the tokens (names and remotes, never the tokens)
  Each takes --to <store URL> to act on a running store over HTTPS from anywhere (a team's pipeline):
  the release is built here and uploaded; the token is RELEASE_TOKEN (the remote's release token) or,
  for tokens and any remote, RELEASE_OPS_TOKEN. Without --to: the releases folder of this machine
  (RELEASES_DIR, default releases/).
  apps: ${known.map((n) => `mfe-${n}`).join(', ')}`;

/** `pnpm release status …`: scripts/release-status.mjs's main(argv), loaded only for this word. */
async function status(argv) {
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), 'release-status.mjs');
  if (!fs.existsSync(file)) {
    console.error(`pnpm release status: ${path.relative(root, file)} is missing from this checkout, so release health cannot be shown`);
    return 1;
  }
  const { main } = await import('./release-status.mjs');
  const code = await main(argv);
  return typeof code === 'number' ? code : 0;
}

/** `pnpm release token create|revoke|list …`, on this machine's folder or (--to) a running store. */
export async function tokenCommand(argv, { env = process.env, out = console.log, fetch: doFetch = fetch, dir = releasesDir(env) } = {}) {
  const words = [];
  let to;
  let name;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--to') { to = storeUrl(argv[++i]); continue; }
    if (argv[i] === '--name') { name = argv[++i]; if (name === undefined) throw new UsageError('--name takes the token\'s name'); continue; }
    if (argv[i].startsWith('--')) throw new UsageError(`unknown option ${argv[i]}`);
    words.push(argv[i]);
  }
  const [verb, arg, ...rest] = words;
  if (rest.length || !['create', 'revoke', 'list'].includes(verb) || (verb !== 'list' && !arg) || (verb === 'list' && arg)) {
    throw new UsageError('pnpm release token create <app> [--name <name>] | token revoke <name> | token list');
  }
  if (name !== undefined && verb !== 'create') throw new UsageError('--name goes with token create');
  if (to) {
    const { tokenRequest } = await import('./release-remote.mjs');
    return tokenRequest({ to, verb, arg: verb === 'create' ? remoteName(arg) : arg, name, env, out, fetch: doFetch });
  }
  // a database store's copy (server/release-mirror.ts): its tokens are in the database, reached through the store
  const note = readJson(path.join(dir, '.store.json'), null);
  if (note) {
    throw new Error(`${dir} is a copy of the releases the store keeps in its database (${note.store}): tokens live there. Use pnpm release token ${argv.join(' ')} --to ${note.releaseTo ?? '<store URL>'} with RELEASE_OPS_TOKEN`);
  }
  const opts = { dir };
  if (verb === 'create') {
    const made = await createToken(remoteName(arg), { ...opts, name: name === undefined ? undefined : tokenName(remoteName(arg), name) });
    out(`release token ${made.name} for mfe-${made.remote} (shown this once; the store keeps only its hash):\n${made.token}`);
  } else if (verb === 'revoke') {
    const gone = await revokeToken(arg, opts);
    out(`revoked release token ${gone.name} (mfe-${gone.remote})`);
  } else {
    const list = await folderStore(dir).tokens.list();
    out(list.length ? list.map((t) => `${t.name}  mfe-${t.remote}  created ${t.createdAt}`).join('\n') : 'no release tokens');
  }
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const exitFor = (e) => {
    console.error(e instanceof UsageError ? `${e.message}\n${usage()}` : e instanceof Error ? e.message : e);
    process.exit(e instanceof UsageError ? 2 : 1);
  };
  if (args[0] === 'status') {
    process.exitCode = await status(args.slice(1));
  } else if (args[0] === 'token') {
    try { process.exitCode = await tokenCommand(args.slice(1)); } catch (e) { exitFor(e); }
  } else {
    let cmd;
    try {
      cmd = parseArgs(args, [...new Set([...allRemotes(), ...Object.keys(readRegistry().remotes)])]);
    } catch (e) {
      if (!(e instanceof UsageError)) throw e;
      exitFor(e);
    }
    try {
      if (cmd.to) {
        const { remoteCommand } = await import('./release-remote.mjs');
        for (const name of cmd.names) {
          const files = cmd.action === 'publish' ? buildFiles(name, { fromDist: cmd.fromDist }) : undefined;
          await remoteCommand({ to: cmd.to, action: cmd.action, name, files, canary: cmd.canary, autoPromote: cmd.autoPromote });
        }
      } else {
        // a folder that is a store instance's copy of releases kept in its database (server/release-mirror.ts)
        const note = readJson(path.join(releasesDir(), '.store.json'), null);
        if (note) {
          const to = note.releaseTo ? ` --to ${note.releaseTo}` : ' --to <store URL>';
          if (!(cmd.action === 'publish' && cmd.fromDist)) {
            throw new Error(`${releasesDir()} is a copy of the releases the store keeps in its database (${note.store}): this changes nothing there. Use pnpm release ${args.join(' ')}${to}`);
          }
          console.warn(`note: the store on this machine keeps its releases in its database (${note.store}); this build goes into ${releasesDir()} and becomes the database's release only of a remote it has none of (at the store's next start). Release it with${to}.`);
        }
        for (const name of cmd.names) {
          if (cmd.action === 'rollback') await rollback(name);
          else if (cmd.action === 'withdraw') await withdraw(name);
          else if (cmd.action === 'promote') await promote(name);
          else await publish(name, { fromDist: cmd.fromDist, canary: cmd.canary, autoPromote: cmd.autoPromote });
        }
      }
    } catch (e) {
      exitFor(e);
    }
  }
}
