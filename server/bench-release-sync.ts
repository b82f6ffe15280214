// How long a release takes to reach another instance of the database store, beside its yardstick
// from the same run: a bare PostgreSQL NOTIFY between two connections (the floor: what any
// instance-to-instance change on this database costs). On a database of its own (made and dropped),
// on BENCH_DATABASE_URL's server (default the developers' local one).
//   - NOTIFY: pg_notify on one pool → the notification on another's LISTEN session;
//   - release: publish of mfe-marketing's build (its dist, one file changed per run, so a new id) on
//     the database store through one pool → the other pool's mirror serving it (copied to its
//     folder, registry swapped); and the publish itself, beside the same publish on the folder store.
// Run: node --import tsx server/bench-release-sync.ts [runs]   (needs `pnpm build` and PostgreSQL)
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate, openDb } from 'api';
import { folderStore, newReleaseToken, publish, readFiles, tokenDigest } from '../scripts/release.mjs';
import { startReleaseMirror } from './release-mirror.js';
import { pgReleaseStore } from './release-store-pg.js';

const runs = Number(process.argv[2] ?? 20);
const SERVER = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const root = join(import.meta.dirname, '..');
const dist = readFiles(join(root, 'mfe-marketing', 'dist'));

const stats = (ms: number[]) => {
  const s = [...ms].sort((a, b) => a - b);
  const f = (v: number) => `${v.toFixed(1)} ms`;
  return `min ${f(s[0]!)}, median ${f(s[Math.floor(s.length / 2)]!)}, max ${f(s.at(-1)!)} (${s.length} runs)`;
};
/** The build with remoteEntry.js changed (a new release id each run; its compressed copies left out). */
const buildNumber = (n: number) => dist.filter((f) => !/^remoteEntry\.js\.(br|gz)$/.test(f.path))
  .map((f) => (f.path === 'remoteEntry.js' ? { path: f.path, bytes: Buffer.concat([f.bytes, Buffer.from(`\n/* bench ${n} */\n`)]) } : f));

const name = `acma_bench_${randomBytes(3).toString('hex')}`;
const admin = await openDb({ databaseUrl: SERVER });
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(SERVER);
url.pathname = `/${name}`;
const one = await openDb({ databaseUrl: url.toString() });
const two = await openDb({ databaseUrl: url.toString() });
const dirs = [mkdtempSync(join(tmpdir(), 'acma-bench-mirror-')), mkdtempSync(join(tmpdir(), 'acma-bench-folder-'))];
try {
  await migrate(one);
  const tokens = { newToken: newReleaseToken, digest: tokenDigest };
  const writer = pgReleaseStore(one, tokens);
  const reader = pgReleaseStore(two, tokens);
  const quiet = () => undefined;

  // the yardstick: a bare NOTIFY from one pool to the other's LISTEN session
  let heard: (() => void) | null = null;
  const listening = await two.listen!('bench_yardstick', { onNotify: () => heard?.(), onConnect: quiet });
  const notify: number[] = [];
  for (let i = 0; i < runs; i++) {
    const got = new Promise<void>((r) => { heard = r; });
    const t0 = performance.now();
    await one.query("SELECT pg_notify('bench_yardstick', 'x')");
    await got;
    notify.push(performance.now() - t0);
  }
  await listening.close();

  const mirror = await startReleaseMirror({ store: reader, dir: dirs[0]!, pollMs: 0, log: quiet });
  const reached: number[] = [];
  const published: number[] = [];
  const folderPublished: number[] = [];
  for (let i = 0; i < runs; i++) {
    const files = buildNumber(i);
    const t0 = performance.now();
    const id = await publish('marketing', { store: writer, files, by: 'bench', log: quiet });
    const t1 = performance.now();
    while (mirror.registry().remotes.marketing?.id !== id) await new Promise((r) => setImmediate(r));
    reached.push(performance.now() - t0);
    published.push(t1 - t0);
    const f0 = performance.now();
    await publish('marketing', { store: folderStore(dirs[1]!), files, by: 'bench', log: quiet });
    folderPublished.push(performance.now() - f0);
  }
  await mirror.close();
  console.log(`release files: ${dist.length - 2} files, ${(dist.reduce((n, f) => n + f.bytes.length, 0) / 1024).toFixed(0)} KB`);
  console.log(`yardstick: NOTIFY from one connection pool to another's LISTEN: ${stats(notify)}`);
  console.log(`publish on the database store (checks, files stored, registry changed): ${stats(published)}`);
  console.log(`publish on the folder store (the same, the embedded default): ${stats(folderPublished)}`);
  console.log(`from the publish's start to the other instance's mirror serving it: ${stats(reached)}`);
} finally {
  await one.close();
  await two.close();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
}
