#!/usr/bin/env node
// `npm start` and `npm test`: install what is needed, build, then serve or test. Plain JS so that it
// runs before anything is installed. pnpm comes from the registry through npx (no global install).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PNPM = ['-y', 'pnpm@10.34.8'];
const cmd = process.argv[2];

function run(bin, args, opts = {}) {
  const r = spawnSync(bin, args, { cwd: root, stdio: 'inherit', env: process.env, ...opts });
  if (r.error) throw r.error;
  return r.status ?? 1;
}
function must(bin, args, what) {
  const code = run(bin, args);
  if (code !== 0) { console.error(`\n${what} failed (exit ${code})`); process.exit(code); }
}
const pnpm = (args, what) => must('npx', [...PNPM, ...args], what);

function install() {
  const frozen = existsSync(join(root, 'pnpm-lock.yaml')) ? ['--frozen-lockfile'] : [];
  pnpm(['install', ...frozen, '--reporter=append-only'], 'install');
}
function build() {
  console.log('\n> building the shell and the remotes for production');
  pnpm(['run', 'build'], 'build');
}

if (cmd === 'start') {
  install();
  if (process.env.SKIP_BUILD !== '1') build();
  // `npm start` alone serves the production build on this machine: production mode at
  // http://localhost:PORT. A real deployment sets NODE_ENV=production itself, and then SITE_URL.
  const local = process.env.NODE_ENV ? {} : { NODE_ENV: 'production', SITE_URL: process.env.SITE_URL || `http://localhost:${process.env.PORT || 8080}` };
  const child = spawn(join(root, 'node_modules/.bin/tsx'), ['server/serve.ts'], { cwd: root, stdio: 'inherit', env: { ...process.env, ...local } });
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
  child.on('exit', (code) => process.exit(code ?? 0));
} else if (cmd === 'test') {
  install();
  if (process.env.SKIP_BUILD !== '1') build();
  const { runAll } = await import('./test-all.mjs');
  process.exit(await runAll(root));
} else {
  console.error('usage: node scripts/run.mjs start|test');
  process.exit(2);
}
