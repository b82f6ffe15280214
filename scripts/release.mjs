#!/usr/bin/env node
// Releases of the remotes into the running site (no restart, no shell rebuild):
//
//   pnpm release mfe-marketing              build that one remote and make it the current release
//   pnpm release mfe-marketing --rollback   point back to its previous release (no build)
//   pnpm release --all --from-dist          publish every remote's existing build (mfe-*/dist), as
//                                            `npm start` / `npm test` do after `pnpm build`
//
// A release is the remote's production build in a folder named by a hash of its files:
// <RELEASES_DIR>/<name>/<12 hex>/ (remoteEntry.js, mf-manifest.json, chunks.json, the chunks and
// assets). The same source gives the same id. The registry, <RELEASES_DIR>/registry.json, names each
// remote's current release; it is replaced by write-to-temp + rename, so the site (which re-reads it
// when it changes) sees the old file or the new one, never half of one. <name>/history.json lists
// the releases in order; the last KEEP folders stay on disk so that tabs opened before a release
// keep loading the files they know. RELEASES_DIR defaults to releases/ at the repository root.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
export const KEEP = 5;

export const releasesDir = (env = process.env) => path.resolve(env.RELEASES_DIR || path.join(root, 'releases'));

/** The remote's name (as the shell registers it) from its folder: mfe-product-pages -> product-pages. */
const remoteName = (app) => app.replace(/^mfe-/, '');
const appDir = (name) => path.join(root, `mfe-${name}`);

function writeAtomic(file, data) {
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, data);
  fs.renameSync(tmp, file);
}

/** Files of a folder, relative, sorted. */
function filesOf(dir) {
  return fs.readdirSync(dir, { recursive: true }).map(String)
    .filter((f) => fs.statSync(path.join(dir, f)).isFile()).sort();
}

/** The release id: a sha256 of the file names and contents (12 hex). */
export function hashDir(dir) {
  const h = createHash('sha256');
  for (const f of filesOf(dir)) h.update(f.split(path.sep).join('/')).update('\0').update(fs.readFileSync(path.join(dir, f)));
  return h.digest('hex').slice(0, 12);
}

/** One writer of the registry at a time (two teams releasing at once). */
function withLock(dir, fn) {
  const lock = path.join(dir, '.registry.lock');
  const until = Date.now() + 30_000;
  for (;;) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch (e) {
      if (e.code !== 'EEXIST') throw e;
      const holder = Number(fs.readFileSync(lock, 'utf8'));
      let alive = true;
      try { process.kill(holder, 0); } catch { alive = false; }
      if (!alive) { fs.rmSync(lock, { force: true }); continue; }
      if (Date.now() > until) throw new Error(`registry locked by pid ${holder}`);
      spawnSync('sleep', ['0.1']);
    }
  }
  try { return fn(); } finally { fs.rmSync(lock, { force: true }); }
}

const readJson = (file, fallback) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : fallback);

/** Points the registry at `id` for `name` (under the lock). */
function setCurrent(dir, name, id) {
  const file = path.join(dir, 'registry.json');
  const registry = readJson(file, { remotes: {} });
  registry.remotes ??= {};
  const base = `/releases/${name}/${id}/`;
  registry.remotes[name] = { id, entry: `${base}remoteEntry.js`, manifest: `${base}mf-manifest.json`, releasedAt: new Date().toISOString() };
  writeAtomic(file, `${JSON.stringify(registry, null, 1)}\n`);
}

/** Keeps the folders of the last KEEP releases of the history (and the current one); removes the rest. */
function prune(dir, name, history) {
  const keep = new Set(history.slice(-KEEP));
  const appReleases = path.join(dir, name);
  for (const entry of fs.readdirSync(appReleases, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const stale = entry.name.startsWith('.build-') ? !isAlive(Number(entry.name.slice(7))) : /^[0-9a-f]{12}$/.test(entry.name) && !keep.has(entry.name);
    if (stale) fs.rmSync(path.join(appReleases, entry.name), { recursive: true, force: true });
  }
}
function isAlive(pid) {
  try { process.kill(pid, 0); return true; } catch { return false; }
}

/** Copies (or builds into) a staging folder, names it by its hash, and makes it current. */
export function publish(name, { dir = releasesDir(), fromDist = false, log = console.log } = {}) {
  const app = path.join(dir, name);
  fs.mkdirSync(app, { recursive: true });
  const staging = path.join(app, `.build-${process.pid}`);
  fs.rmSync(staging, { recursive: true, force: true });
  const t0 = Date.now();
  if (fromDist) {
    const dist = path.join(appDir(name), 'dist');
    if (!fs.existsSync(path.join(dist, 'remoteEntry.js'))) throw new Error(`no build of mfe-${name} in ${dist}: run pnpm build`);
    fs.cpSync(dist, staging, { recursive: true });
  } else {
    const webpack = path.join(appDir(name), 'node_modules', '.bin', 'webpack');
    const r = spawnSync(webpack, ['--mode', 'production', '--output-path', staging], { cwd: appDir(name), stdio: 'inherit', env: process.env });
    if (r.status !== 0) {
      fs.rmSync(staging, { recursive: true, force: true });
      throw new Error(`build of mfe-${name} failed (exit ${r.status})`);
    }
  }
  const id = hashDir(staging);
  const dest = path.join(app, id);
  if (fs.existsSync(dest)) fs.rmSync(staging, { recursive: true, force: true }); // the same files as an earlier release
  else fs.renameSync(staging, dest);
  withLock(dir, () => {
    const historyFile = path.join(app, 'history.json');
    const history = readJson(historyFile, []);
    if (history.at(-1) !== id) history.push(id);
    writeAtomic(historyFile, JSON.stringify(history));
    setCurrent(dir, name, id);
    prune(dir, name, history);
  });
  log(`released ${name} ${id} (${Date.now() - t0} ms): /releases/${name}/${id}/`);
  return id;
}

/** Points the registry back to the release before the current one. */
export function rollback(name, { dir = releasesDir(), log = console.log } = {}) {
  return withLock(dir, () => {
    const historyFile = path.join(dir, name, 'history.json');
    const history = readJson(historyFile, []);
    if (history.length < 2) throw new Error(`${name}: no earlier release to roll back to`);
    const from = history.pop();
    const to = history.at(-1);
    if (!fs.existsSync(path.join(dir, name, to, 'remoteEntry.js'))) throw new Error(`${name}: release ${to} is no longer on disk`);
    writeAtomic(historyFile, JSON.stringify(history));
    setCurrent(dir, name, to);
    log(`rolled back ${name}: ${from} -> ${to}`);
    return to;
  });
}

/** The remotes of the workspace: every mfe-* folder with a webpack config. */
export function allRemotes() {
  return fs.readdirSync(root).filter((d) => d.startsWith('mfe-') && fs.existsSync(path.join(root, d, 'webpack.config.js'))).map(remoteName);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const flags = new Set(args.filter((a) => a.startsWith('--')));
  const apps = args.filter((a) => !a.startsWith('--')).map(remoteName);
  const known = allRemotes();
  const names = flags.has('--all') ? known : apps;
  if (!names.length || names.some((n) => !known.includes(n))) {
    console.error(`usage: pnpm release <app> [--rollback] | pnpm release --all --from-dist\n  apps: ${known.map((n) => `mfe-${n}`).join(', ')}`);
    process.exit(2);
  }
  try {
    for (const name of names) {
      if (flags.has('--rollback')) rollback(name);
      else publish(name, { fromDist: flags.has('--from-dist') });
    }
  } catch (e) {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  }
}
