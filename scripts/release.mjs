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
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const { checkRoutes, conflicts } = createRequire(import.meta.url)('../shared-build/routes.js');

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

/** One writer of the registry at a time (two teams releasing at once, or several store instances judging a canary). */
function withLock(dir, fn) {
  fs.mkdirSync(dir, { recursive: true });
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

/** registry.json as it is on disk: `{ remotes: { <name>: { id, entry, manifest, releasedAt, canary? } } }`. */
export function readRegistry(dir = releasesDir()) {
  const registry = readJson(path.join(dir, 'registry.json'), { remotes: {} });
  registry.remotes ??= {};
  return registry;
}

/** Reads the registry, lets `change` edit it, and replaces the file (under the lock). */
function editRegistry(dir, change) {
  const registry = readRegistry(dir);
  const out = change(registry);
  writeAtomic(path.join(dir, 'registry.json'), `${JSON.stringify(registry, null, 1)}\n`);
  return out;
}

/** The registry's fields naming one release of `name`. */
const releaseEntry = (name, id) => {
  const base = `/releases/${name}/${id}/`;
  return { id, entry: `${base}remoteEntry.js`, manifest: `${base}mf-manifest.json` };
};

/** Keeps the folders of the last KEEP releases of the history, the current release's and the canary's; removes the rest. */
function prune(dir, name, history, current) {
  const keep = new Set(history.slice(-KEEP));
  if (current?.id) keep.add(current.id);
  if (current?.canary?.id) keep.add(current.canary.id);
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

/** A canary's share of visitors: an integer percent from 1 to 99 (a usage error otherwise). */
export function canaryPercent(value) {
  const text = String(value).trim().replace(/%$/, '');
  const n = /^\d{1,2}$/.test(text) ? Number(text) : NaN;
  if (!(n >= 1 && n <= 99)) throw new UsageError(`--canary takes the share of visitors that get the new release, an integer percent from 1 to 99 (got ${JSON.stringify(String(value))})`);
  return n;
}

/** A mistake in the command's words (exit 2, with the usage). */
export class UsageError extends Error {}

const noCanary = (name) => `${name}: no canary is running`;

/** A release folder's routes (routes.json), or null when it has none. */
function routesIn(folder) {
  const file = path.join(folder, 'routes.json');
  return fs.existsSync(file) ? readJson(file, null)?.routes ?? null : null;
}

/**
 * Why the release in `folder` cannot go live for `name`, as messages (none: it can): its routes
 * (present, sound, each module exposed by the build's manifest) and the addresses other remotes'
 * live releases (current and canary) claim. `ignoreCanaryOf`: whose canary to leave out (the remote's own).
 */
export function releaseProblems(dir, name, folder) {
  const routes = routesIn(folder);
  if (!routes) return [`mfe-${name}: the build has no routes.json (its src/routes.ts declares the remote's pages; shared-build writes it)`];
  const manifest = readJson(path.join(folder, 'mf-manifest.json'), null);
  const exposed = Array.isArray(manifest?.exposes) ? manifest.exposes.map((e) => String(e.name ?? e.path ?? '').replace(/^\.\//, '')) : [];
  const problems = checkRoutes(routes, exposed).map((p) => `mfe-${name}: ${p}`);
  const byRemote = {};
  const registry = readRegistry(dir);
  for (const [other, entry] of Object.entries(registry.remotes)) {
    if (other === name) continue;
    for (const id of [entry?.id, entry?.canary?.id]) {
      const theirs = typeof id === 'string' && /^[0-9a-f]{12}$/.test(id) ? routesIn(path.join(dir, other, id)) : null;
      if (theirs) byRemote[other] = [...(byRemote[other] ?? []), ...theirs];
    }
  }
  byRemote[name] = routes;
  for (const c of conflicts(byRemote)) if (c.includes(`(mfe-${name})`) || c.includes(`mfe-${name}'s`)) problems.push(`two remotes claim one address: ${c}`);
  return problems;
}

/**
 * The addresses the remote's current release serves that the release in `folder` does not (a page
 * moved or removed): links to them elsewhere (the shell's footer, another remote's page, a search
 * engine, a bookmark) will find nothing. Said when releasing; a redirect route keeps them working.
 */
export function goneAddresses(dir, name, folder) {
  const current = readRegistry(dir).remotes[name]?.id;
  const before = typeof current === 'string' && /^[0-9a-f]{12}$/.test(current) ? routesIn(path.join(dir, name, current)) : null;
  const after = routesIn(folder);
  if (!before || !after) return [];
  const kept = new Set(after.map((r) => String(r.path).toLowerCase()));
  return before.map((r) => String(r.path)).filter((p) => !kept.has(p.toLowerCase()));
}

const goneNote = (name, gone) => (gone.length
  ? `\n  note: mfe-${name} no longer serves ${gone.join(', ')}: links to ${gone.length === 1 ? 'it' : 'them'} now find the not-found page; a route { path, redirect } keeps ${gone.length === 1 ? 'it' : 'them'} working (docs/routes.md)`
  : '');

/** Throws (nothing changed) when the release in `folder` cannot go live: every problem named. */
function checkRelease(dir, name, folder) {
  const problems = releaseProblems(dir, name, folder);
  if (problems.length) throw new Error(`${name}: release refused, nothing changed:\n  ${problems.join('\n  ')}`);
}

/**
 * Copies (or builds into) a staging folder, names it by its hash, and makes it the current release,
 * or with `canary` (a percent) the canary beside the current one (history.json is not advanced until
 * it is promoted; a canary already running is replaced). A plain release ends a running canary: it
 * is for everyone. `fromDir`: a folder holding a build to publish (copied), instead of building or
 * mfe-<name>/dist.
 */
export function publish(name, { dir = releasesDir(), fromDist = false, fromDir, canary, autoPromote = false, log = console.log } = {}) {
  const percent = canary === undefined ? undefined : canaryPercent(canary);
  if (autoPromote && percent === undefined) throw new UsageError('--auto-promote goes with --canary <percent>');
  if (percent !== undefined && !readRegistry(dir).remotes[name]?.id) {
    throw new Error(`${name}: no current release to run a canary beside: release it without --canary first`);
  }
  const app = path.join(dir, name);
  const firstOfRemote = !fs.existsSync(app);
  fs.mkdirSync(app, { recursive: true });
  const staging = path.join(app, `.build-${process.pid}`);
  fs.rmSync(staging, { recursive: true, force: true });
  // a release that fails or is refused leaves nothing behind: its staging folder, and the remote's
  // folder when this release made it (removed only while empty: another release may have begun in it)
  const leaveNothing = () => {
    fs.rmSync(staging, { recursive: true, force: true });
    if (firstOfRemote) try { fs.rmdirSync(app); } catch { /* not empty: another release's */ }
  };
  const t0 = Date.now();
  if (fromDir || fromDist) {
    const dist = fromDir ?? path.join(appDir(name), 'dist');
    if (!fs.existsSync(path.join(dist, 'remoteEntry.js'))) {
      leaveNothing();
      throw new Error(`no build of mfe-${name} in ${dist}: run pnpm build`);
    }
    fs.cpSync(dist, staging, { recursive: true });
  } else {
    const webpack = path.join(appDir(name), 'node_modules', '.bin', 'webpack');
    const r = spawnSync(webpack, ['--mode', 'production', '--output-path', staging], { cwd: appDir(name), stdio: 'inherit', env: process.env });
    if (r.status !== 0) {
      leaveNothing();
      throw new Error(`build of mfe-${name} failed (exit ${r.status})`);
    }
  }
  try {
    checkRelease(dir, name, staging);
  } catch (e) {
    leaveNothing();
    throw e;
  }
  const id = hashDir(staging);
  const dest = path.join(app, id);
  const made = !fs.existsSync(dest);
  if (made) fs.renameSync(staging, dest);
  else fs.rmSync(staging, { recursive: true, force: true }); // the same files as an earlier release
  const ms = () => Date.now() - t0;
  return withLock(dir, () => {
    // again under the lock: another remote may have claimed an address since
    try {
      checkRelease(dir, name, dest);
    } catch (e) {
      if (made) fs.rmSync(dest, { recursive: true, force: true });
      leaveNothing();
      throw e;
    }
    const gone = goneNote(name, goneAddresses(dir, name, dest));
    const historyFile = path.join(app, 'history.json');
    const history = readJson(historyFile, []);
    if (percent !== undefined) {
      const { stable, replaced } = editRegistry(dir, (registry) => {
        const current = registry.remotes[name];
        if (!current?.id) throw new Error(`${name}: no current release to run a canary beside: release it without --canary first`);
        if (current.id === id) throw new Error(`${name}: ${id} is already the current release (the same files): no canary to run`);
        const was = current.canary?.id;
        // the same canary published again (another percent, say) keeps its start: its health so far still counts
        const startedAt = was === id && current.canary.startedAt ? current.canary.startedAt : new Date().toISOString();
        current.canary = { ...releaseEntry(name, id), percent, startedAt, autoPromote };
        return { stable: current.id, replaced: was && was !== id ? was : null };
      });
      prune(dir, name, history, readRegistry(dir).remotes[name]);
      log(`canary ${name} ${id} for ${percent} % of visitors${autoPromote ? ', promoted automatically when healthy' : ''} beside ${stable}${replaced ? ` (replaces canary ${replaced})` : ''} (${ms()} ms): /releases/${name}/${id}/${gone}`);
      return id;
    }
    if (history.at(-1) !== id) history.push(id);
    writeAtomic(historyFile, JSON.stringify(history));
    const ended = editRegistry(dir, (registry) => {
      const was = registry.remotes[name]?.canary?.id;
      registry.remotes[name] = { ...releaseEntry(name, id), releasedAt: new Date().toISOString() };
      return was;
    });
    prune(dir, name, history, readRegistry(dir).remotes[name]);
    log(`released ${name} ${id}${ended ? ` (canary ${ended} ended)` : ''} (${ms()} ms): /releases/${name}/${id}/${gone}`);
    return id;
  });
}

/**
 * The canary becomes the current release, for everyone (the history advances). With `ifId`: only if
 * the running canary is that release, else nothing happens and the answer is null (a decision made
 * about a canary that has since ended or been replaced, by another instance or a team, is not applied).
 */
export function promote(name, { dir = releasesDir(), ifId, log = console.log } = {}) {
  return withLock(dir, () => {
    const current = readRegistry(dir).remotes[name];
    const canary = current?.canary;
    if (!canary?.id || (ifId !== undefined && canary.id !== ifId)) {
      if (ifId !== undefined) return null;
      throw new Error(noCanary(name));
    }
    if (!fs.existsSync(path.join(dir, name, canary.id, 'remoteEntry.js'))) throw new Error(`${name}: canary ${canary.id} is no longer on disk`);
    checkRelease(dir, name, path.join(dir, name, canary.id));
    const historyFile = path.join(dir, name, 'history.json');
    const history = readJson(historyFile, []);
    if (history.at(-1) !== canary.id) history.push(canary.id);
    writeAtomic(historyFile, JSON.stringify(history));
    editRegistry(dir, (registry) => {
      registry.remotes[name] = { ...releaseEntry(name, canary.id), releasedAt: new Date().toISOString() };
    });
    prune(dir, name, history, readRegistry(dir).remotes[name]);
    log(`promoted ${name}: canary ${canary.id} is the current release (was ${current.id}, ${canary.percent} % since ${canary.startedAt})`);
    return canary.id;
  });
}

/**
 * Ends the canary: every visitor gets the current release again (its folder stays until the next
 * release of the remote, for the tabs that loaded it). Answers the current release's id; with `ifId`,
 * null when the running canary is not that release (nothing happens). `reason` goes into the log line.
 */
export function endCanary(name, { dir = releasesDir(), ifId, reason, log = console.log } = {}) {
  return withLock(dir, () => {
    const canary = readRegistry(dir).remotes[name]?.canary;
    if (!canary?.id || (ifId !== undefined && canary.id !== ifId)) {
      if (ifId !== undefined) return null;
      throw new Error(noCanary(name));
    }
    const stable = editRegistry(dir, (registry) => {
      delete registry.remotes[name].canary;
      return registry.remotes[name].id;
    });
    log(`ended canary ${name} ${canary.id}: every visitor has ${stable}${reason ? ` (${reason})` : ''}`);
    return stable;
  });
}

/** Ends the canary when one runs (the current release stays), else points the registry back to the release before the current one. */
export function rollback(name, { dir = releasesDir(), log = console.log } = {}) {
  return withLock(dir, () => {
    const current = readRegistry(dir).remotes[name];
    if (current?.canary?.id) {
      editRegistry(dir, (registry) => { delete registry.remotes[name].canary; });
      log(`rolled back ${name}: canary ${current.canary.id} ended, ${current.id} stays`);
      return current.id;
    }
    const historyFile = path.join(dir, name, 'history.json');
    const history = readJson(historyFile, []);
    if (history.length < 2) throw new Error(`${name}: no earlier release to roll back to`);
    const from = history.pop();
    const to = history.at(-1);
    if (!fs.existsSync(path.join(dir, name, to, 'remoteEntry.js'))) throw new Error(`${name}: release ${to} is no longer on disk`);
    // the release rolled back to may claim an address another remote has taken since
    checkRelease(dir, name, path.join(dir, name, to));
    writeAtomic(historyFile, JSON.stringify(history));
    editRegistry(dir, (registry) => {
      registry.remotes[name] = { ...releaseEntry(name, to), releasedAt: new Date().toISOString() };
    });
    log(`rolled back ${name}: ${from} -> ${to}`);
    return to;
  });
}

/**
 * Takes a remote off the site: its entry (and canary) leave the registry, so its routes and pages
 * go on the next request; nothing else changes. Its release folders and history stay (open tabs
 * keep their files; a release of it makes it live again).
 */
export function withdraw(name, { dir = releasesDir(), log = console.log } = {}) {
  return withLock(dir, () => {
    const current = readRegistry(dir).remotes[name];
    if (!current) throw new Error(`${name}: not on the site (no release in the registry)`);
    editRegistry(dir, (registry) => { delete registry.remotes[name]; });
    log(`withdrew ${name}: ${current.id}${current.canary?.id ? ` and canary ${current.canary.id}` : ''} off the site; its routes are gone`);
    return current.id;
  });
}

/** The remotes of the workspace: every mfe-* folder with a webpack config. */
export function allRemotes() {
  return fs.readdirSync(root).filter((d) => d.startsWith('mfe-') && fs.existsSync(path.join(root, d, 'webpack.config.js'))).map(remoteName);
}

const FLAGS = new Set(['--all', '--from-dist', '--rollback', '--promote', '--canary', '--auto-promote', '--withdraw']);

/**
 * The command's words: `{ names, action: 'publish' | 'promote' | 'rollback', fromDist, canary?, autoPromote }`.
 * Throws a UsageError for anything it does not understand.
 */
export function parseArgs(args, known = allRemotes()) {
  const flags = new Set();
  const apps = [];
  let canary;
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (!a.startsWith('--')) { apps.push(remoteName(a)); continue; }
    if (!FLAGS.has(a)) throw new UsageError(`unknown option ${a}`);
    flags.add(a);
    if (a === '--canary') {
      if (i + 1 >= args.length) throw new UsageError('--canary takes the share of visitors that get the new release, an integer percent from 1 to 99');
      canary = canaryPercent(args[++i]);
    }
  }
  const actions = ['--canary', '--promote', '--rollback', '--withdraw'].filter((f) => flags.has(f));
  if (actions.length > 1) throw new UsageError(`${actions.join(' and ')} do not go together`);
  if (flags.has('--auto-promote') && !flags.has('--canary')) throw new UsageError('--auto-promote goes with --canary <percent>');
  if (flags.has('--from-dist') && (flags.has('--promote') || flags.has('--rollback') || flags.has('--withdraw'))) throw new UsageError('--from-dist goes with a release, not with --promote, --rollback or --withdraw');
  if (flags.has('--withdraw') && flags.has('--all')) throw new UsageError('--withdraw takes one remote at a time, not --all');
  const names = flags.has('--all') ? known : apps;
  if (!names.length) throw new UsageError('name a remote (or --all)');
  const unknown = names.filter((n) => !known.includes(n));
  if (unknown.length) throw new UsageError(`no remote ${unknown.map((n) => `mfe-${n}`).join(', ')}`);
  const action = flags.has('--promote') ? 'promote' : flags.has('--rollback') ? 'rollback' : flags.has('--withdraw') ? 'withdraw' : 'publish';
  return { names, action, fromDist: flags.has('--from-dist'), canary, autoPromote: flags.has('--auto-promote') };
}

export const usage = (known = allRemotes()) => `usage:
  pnpm release <app> [--from-dist]                        make a new release of <app> current, for every visitor
  pnpm release <app> --canary <percent> [--auto-promote]  release it to <percent> (1..99) of the visitors only
  pnpm release <app> --promote                            the canary becomes the current release, for everyone
  pnpm release <app> --rollback                           end the canary; without one, back to the previous release
  pnpm release <app> --withdraw                           take the remote off the site (its routes go)
  pnpm release --all --from-dist                          publish every remote's existing build
  pnpm release status [<app>]                             the releases' health, from the running store
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

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  if (args[0] === 'status') {
    process.exitCode = await status(args.slice(1));
  } else {
    let cmd;
    try {
      cmd = parseArgs(args, [...new Set([...allRemotes(), ...Object.keys(readRegistry().remotes)])]);
    } catch (e) {
      if (!(e instanceof UsageError)) throw e;
      console.error(`${e.message}\n${usage()}`);
      process.exit(2);
    }
    try {
      for (const name of cmd.names) {
        if (cmd.action === 'rollback') rollback(name);
        else if (cmd.action === 'withdraw') withdraw(name);
        else if (cmd.action === 'promote') promote(name);
        else publish(name, { fromDist: cmd.fromDist, canary: cmd.canary, autoPromote: cmd.autoPromote });
      }
    } catch (e) {
      console.error(e instanceof Error ? e.message : e);
      process.exit(e instanceof UsageError ? 2 : 1);
    }
  }
}
