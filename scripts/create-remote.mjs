#!/usr/bin/env node
// A new remote for a new team, from the template (templates/remote/):
//
//   pnpm create-remote <name> [--title "Its Title"] [--no-install]
//
// makes mfe-<name>/ with one page at /<name> (src/routes.ts, src/pages/<name>-page.tsx), its
// harness, its webpack config (createConfig, as every remote's; its dev port the next free 30xx) and
// its package.json (the catalog's dependencies), then links it into the workspace (`pnpm install
// --offline`, or online when the store lacks a package; `--no-install` leaves that to you). It is
// on the site after its first release: `pnpm release mfe-<name>` (docs/routes.md).
//
// The name is lowercase letters, digits and dashes, starting with a letter: the remote's folder is
// mfe-<name>, its releases releases/<name>/, its container window.acma_<name> (dashes as _). It may
// not be a remote the workspace or the release registry already has, nor a name of the shell's or of
// the server's (its first address, /<name>, would be theirs), nor an address another remote claims.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { SHELL_PATHS, SERVED_PREFIXES, claimOf, patternProblem, workspaceRoutes } = require('../shared-build/routes.js');

export const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
export const TEMPLATE = path.join(ROOT, 'templates', 'remote');
const NAME = /^[a-z][a-z0-9-]*$/;
const TITLE = /^[A-Za-z0-9][A-Za-z0-9 ,.()-]*$/;
/** The dev ports of the shell and the remotes' harnesses (`pnpm dev`, `pnpm --filter mfe-<name> dev`). */
const PORTS = { first: 3000, last: 3099 };

/**
 * Names a remote may not take: the shell's, and the first segments of the addresses the shell and
 * the server answer themselves (shared-build/routes.js), since the new remote's page is /<name>.
 */
export const RESERVED = [...new Set(['shell', ...SHELL_PATHS, ...SERVED_PREFIXES].map((p) => p.replace(/^\//, '').split('/')[0].toLowerCase()))].sort();

/** A mistake in the command's words (exit 2, with the usage). */
export class UsageError extends Error {}

/** "summit-talks" -> "SummitTalks" (the page's module is `<Pascal>Page`). */
export const pascalOf = (name) => name.split('-').filter(Boolean).map((w) => w[0].toUpperCase() + w.slice(1)).join('');
/** "summit-talks" -> "Summit Talks": the default title. */
export const titleOf = (name) => name.split('-').filter(Boolean).map((w) => w[0].toUpperCase() + w.slice(1)).join(' ');
/** The remote's container global, as shared-build's globalName() names it. */
export const globalOf = (name) => `acma_${name.replace(/[^a-zA-Z0-9_]/g, '_')}`;

/** The remotes the release registry names (a remote may be on the site without a folder here). */
function registeredRemotes(root) {
  const file = path.join(path.resolve(process.env.RELEASES_DIR || path.join(root, 'releases')), 'registry.json');
  try {
    return Object.keys(JSON.parse(fs.readFileSync(file, 'utf8')).remotes ?? {});
  } catch {
    return [];
  }
}

/** Why `name` cannot be a new remote of the workspace at `root` (messages; none: it can). */
export function nameProblems(name, root = ROOT) {
  if (typeof name !== 'string' || !NAME.test(name)) return [`"${name}" is not a remote name: lowercase letters, digits and dashes, starting with a letter`];
  const problems = [];
  if (name.length > 40) problems.push(`"${name}" is longer than 40 characters`);
  if (/--|-$/.test(name)) problems.push(`"${name}": a dash goes between two words (no "--", none at the end)`);
  if (RESERVED.includes(name)) problems.push(`"${name}" is the shell's or the server's (${RESERVED.join(', ')} are)`);
  if (fs.existsSync(path.join(root, `mfe-${name}`))) problems.push(`mfe-${name} already exists`);
  else if (registeredRemotes(root).includes(name)) problems.push(`the release registry already has a remote "${name}" (withdraw it first: pnpm release mfe-${name} --withdraw)`);
  const address = `/${name}`;
  const bad = patternProblem(address);
  if (bad) problems.push(`its page's address ${address} ${bad}`);
  else {
    const other = workspaceRoutes(root).find((r) => claimOf(r.path) === claimOf(address));
    if (other) problems.push(`its page's address ${address} is already mfe-${other.remote}'s (${other.path})`);
  }
  return problems;
}

/** The dev port of each webpack config of the workspace (the shell's and every remote's). */
export function devPorts(root = ROOT) {
  const dirs = ['shell', ...fs.readdirSync(root).filter((d) => d.startsWith('mfe-'))];
  return dirs.flatMap((d) => {
    const file = path.join(root, d, 'webpack.config.js');
    if (!fs.existsSync(file)) return [];
    const m = /\bdevPort:\s*(\d+)/.exec(fs.readFileSync(file, 'utf8'));
    return m ? [Number(m[1])] : [];
  });
}

/** The next free dev port after the workspace's: one more than the highest 30xx in use. */
export function nextDevPort(root = ROOT) {
  const used = devPorts(root).filter((p) => p >= PORTS.first && p <= PORTS.last);
  const port = used.length ? Math.max(...used) + 1 : PORTS.first + 1;
  if (port > PORTS.last) throw new Error(`no free dev port: ${PORTS.first}..${PORTS.last} are taken up to ${port - 1}`);
  return port;
}

/** The template's files, relative, sorted. */
const templateFiles = (dir) => fs.readdirSync(dir, { recursive: true }).map(String).filter((f) => fs.statSync(path.join(dir, f)).isFile()).sort();

/**
 * Writes mfe-<name>/ from the template: each file's path and text with its placeholders replaced.
 * Answers the folder and what was put in the placeholders. Nothing is written when a check fails.
 */
export function createRemote(name, { title = titleOf(name ?? ''), root = ROOT, template = TEMPLATE } = {}) {
  const problems = nameProblems(name, root);
  if (!TITLE.test(title) || title.length > 80) problems.push(`the title ${JSON.stringify(title)} is not plain text: letters, digits, spaces and , . ( ) - (at most 80)`);
  if (problems.length) throw new UsageError(`no remote made:\n  ${problems.join('\n  ')}`);
  const values = { __NAME__: name, __PASCAL__: pascalOf(name), __TITLE__: title, __DEV_PORT__: String(nextDevPort(root)), __GLOBAL__: globalOf(name) };
  const fill = (text) => text.replace(/__(?:NAME|PASCAL|TITLE|DEV_PORT|GLOBAL)__/g, (k) => values[k]);
  const dir = path.join(root, `mfe-${name}`);
  const staging = path.join(root, `.mfe-${name}.${process.pid}.tmp`);
  fs.rmSync(staging, { recursive: true, force: true });
  try {
    for (const rel of templateFiles(template)) {
      const out = path.join(staging, fill(rel));
      fs.mkdirSync(path.dirname(out), { recursive: true });
      const text = fill(fs.readFileSync(path.join(template, rel), 'utf8'));
      const left = /__[A-Z_]+__/.exec(text);
      if (left) throw new Error(`${path.join('templates', 'remote', rel)}: unknown placeholder ${left[0]}`);
      fs.writeFileSync(out, text);
    }
    // one rename: the workspace sees the whole folder or none of it
    fs.renameSync(staging, dir);
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
  return { dir, values };
}

/** pnpm as this command was started with (`pnpm create-remote`), else through npx at the workspace's version. */
function pnpmCommand(root) {
  const execPath = process.env.npm_execpath;
  if (execPath && /pnpm/.test(path.basename(execPath)) && fs.existsSync(execPath)) {
    return /\.[cm]?js$/.test(execPath) ? [process.execPath, [execPath]] : [execPath, []];
  }
  const pm = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).packageManager ?? 'pnpm';
  return ['npx', ['-y', pm]];
}

/** Links the new folder into the workspace: `pnpm install --offline`, then online when that fails. Answers the exit code. */
export function installWorkspace(root = ROOT) {
  const [bin, pre] = pnpmCommand(root);
  for (const extra of [['--offline'], []]) {
    console.log(`\n> pnpm install ${extra.join(' ')}`.trimEnd());
    const r = spawnSync(bin, [...pre, 'install', ...extra], { cwd: root, stdio: 'inherit', env: process.env });
    if (r.status === 0) return 0;
    if (extra.length) console.log('(offline install failed: trying again with the registry)');
    else return r.status ?? 1;
  }
  return 1;
}

/** The command's words: `{ name, title?, install }`. */
export function parseArgs(args) {
  let name;
  let title;
  let install = true;
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--no-install') install = false;
    else if (a === '--title') {
      if (i + 1 >= args.length) throw new UsageError('--title takes the page\'s title');
      title = args[++i];
    } else if (a.startsWith('--')) throw new UsageError(`unknown option ${a}`);
    else if (name === undefined) name = a.replace(/^mfe-/, '');
    else throw new UsageError(`one name only (got ${name} and ${a})`);
  }
  if (name === undefined) throw new UsageError('name the new remote');
  return { name, title, install };
}

export const usage = `usage:
  pnpm create-remote <name> [--title "Its Title"] [--no-install]
    makes mfe-<name>/ from templates/remote/: one page at /<name>, its harness, its build;
    <name>: lowercase letters, digits and dashes, starting with a letter`;

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  let cmd;
  let made;
  try {
    cmd = parseArgs(process.argv.slice(2));
    made = createRemote(cmd.name, cmd.title === undefined ? {} : { title: cmd.title });
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    console.error(`${e.message}\n${usage}`);
    process.exit(2);
  }
  const { name } = cmd;
  const rel = path.relative(ROOT, made.dir);
  console.log(`made ${rel}/: the page ${made.values.__PASCAL__}Page at /${name} ("${made.values.__TITLE__}"), dev port ${made.values.__DEV_PORT__}, container window.${made.values.__GLOBAL__}`);
  for (const f of templateFiles(made.dir)) console.log(`  ${rel}/${f}`);
  if (cmd.install) {
    const code = installWorkspace();
    if (code !== 0) {
      console.error(`\npnpm install failed (exit ${code}): ${rel}/ is made but not linked into the workspace; run pnpm install`);
      process.exit(code);
    }
  } else console.log('\n(--no-install: run pnpm install to link it into the workspace before building it)');
  const next = [
    [`pnpm --filter ${rel} dev`, `its page alone, at http://localhost:${made.values.__DEV_PORT__}/${name}`],
    ['pnpm typecheck && pnpm lint', 'checks it with the other remotes'],
    [`pnpm release ${rel}`, `builds it and puts it on the running site: /${name} answers from then on`],
    [`pnpm release ${rel} --withdraw`, 'takes it off the site again (its routes go; the folder stays)'],
  ];
  const width = Math.max(...next.map(([c]) => c.length)) + 2;
  console.log(`\nnext (its pages and addresses: ${rel}/src/routes.ts; docs/routes.md):\n${next.map(([c, what]) => `  ${c.padEnd(width)}${what}`).join('\n')}`);
}
