// The database release store (release-store-pg.ts) and an instance's copy of it (release-mirror.ts)
// on a real PostgreSQL database of their own: a release stored once and whole; changes from two
// writers at once serialized (none lost); every change heard by a mirror within a second by NOTIFY
// (the backstop poll off), also one made while its listening connection was cut (it re-reads when it
// is back, as the catalog does); a release the registry names copied before the registry is served.
// Run: node --import tsx --test server/test/release-store-pg.test.ts
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { migrate, openDb, type Db } from 'api';
import { hashFiles, newReleaseToken, publish, rollback, tokenDigest, type ReleaseFile } from '../../scripts/release.mjs';
import { startReleaseMirror, type ReleaseMirror } from '../release-mirror.js';
import { pgReleaseStore, type PgReleaseStore } from '../release-store-pg.js';
import { freshDatabase, postgresMissing } from './support/release-db.js';

const noPostgres = await postgresMissing();

const build = (remote: string, label: string, path = `/${remote}-home`): ReleaseFile[] => [
  { path: 'remoteEntry.js', bytes: Buffer.from(`/* ${remote} ${label} */`) },
  { path: 'mf-manifest.json', bytes: Buffer.from(JSON.stringify({ name: remote, exposes: [{ name: 'HomePage', path: './HomePage' }] })) },
  { path: 'routes.json', bytes: Buffer.from(JSON.stringify({ routes: [{ path, module: 'HomePage' }] })) },
  { path: 'assets/bytes.bin', bytes: Buffer.from([0, 1, 2, 255, 254, 0, 10, 13]) },
];

/** Resolves once `check` holds (polled every 10 ms); fails after `ms`. Answers the milliseconds it took. */
async function within(ms: number, what: string, check: () => boolean | Promise<boolean>): Promise<number> {
  const t0 = performance.now();
  for (;;) {
    if (await check()) return performance.now() - t0;
    assert.ok(performance.now() - t0 < ms, `${what}: not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('the database release store', { skip: noPostgres ?? false }, () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let db: Db;
  let other: Db;
  let store: PgReleaseStore;
  let otherStore: PgReleaseStore;
  let mirror: ReleaseMirror;
  const dirs: string[] = [];
  const log: string[] = [];
  const quiet = { log: () => undefined };

  before(async () => {
    database = await freshDatabase('relstore');
    db = await openDb({ databaseUrl: database.url });
    await migrate(db);
    // a second connection pool: another instance on another machine
    other = await openDb({ databaseUrl: database.url });
    const tokens = { newToken: newReleaseToken, digest: tokenDigest };
    store = pgReleaseStore(db, tokens);
    otherStore = pgReleaseStore(other, tokens);
    const dir = mkdtempSync(join(tmpdir(), 'acma-mirror-'));
    dirs.push(dir);
    // no backstop poll: what reaches it comes by NOTIFY, or by the re-read after a reconnection
    mirror = await startReleaseMirror({ store, dir, pollMs: 0, log: (m) => { log.push(m); } });
  });
  after(async () => {
    await mirror?.close();
    await db?.close();
    await other?.close();
    await database?.drop();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  test('a release is stored once and whole, binary files byte for byte', async () => {
    const files = build('catalog', 'one');
    const id = hashFiles(files);
    await store.files.put('catalog', id, files);
    await store.files.put('catalog', id, files);
    assert.equal(await store.files.has('catalog', id), true);
    assert.deepEqual((await store.files.get('catalog', id))!.map((f) => [f.path, f.bytes.toString('hex')]), [...files].sort((a, b) => (a.path < b.path ? -1 : 1)).map((f) => [f.path, f.bytes.toString('hex')]));
    assert.deepEqual(await store.files.file('catalog', id, 'assets/bytes.bin'), files[3]!.bytes);
    await assert.rejects(store.files.file('catalog', id, '../x'), /not a file or folder name/);
    const [{ n }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM release_files WHERE remote = $1', ['catalog']) as [{ n: number }];
    assert.equal(n, files.length, 'stored once');
    // a put that fails midway leaves nothing (one transaction)
    const bad = [...build('catalog', 'bad'), { path: 'x/../y', bytes: Buffer.from('') }];
    await assert.rejects(store.files.put('catalog', hashFiles(bad), bad));
    assert.equal(await store.files.has('catalog', hashFiles(bad)), false);
    await store.files.remove('catalog', id);
    assert.deepEqual(await store.files.list('catalog'), []);
  });

  test('two writers at once on two connections: both changes kept, in turn; each heard by the mirror within a second', async () => {
    const versionBefore = mirror.version;
    const [a, b] = await Promise.all([
      publish('catalog', { store, files: build('catalog', 'two'), by: 'catalog-ci', ...quiet }),
      publish('summit', { store: otherStore, files: build('summit', 'one'), by: 'summit-ci', ...quiet }),
    ]);
    const { registry, version, events } = await store.state.read();
    assert.equal(registry.remotes.catalog!.id, a);
    assert.equal(registry.remotes.summit!.id, b);
    assert.equal(version, versionBefore + 2, 'two changes, one version each');
    assert.deepEqual(events.summit!.map((e) => [e.action, e.by]), [['release', 'summit-ci']]);
    const ms = await within(1_000, 'the mirror serves both', () => mirror.registry().remotes.catalog?.id === a && mirror.registry().remotes.summit?.id === b);
    // served only once copied: the files are in the instance's folder
    assert.ok(existsSync(join(mirror.registry().remotes.summit!.dir, 'remoteEntry.js')));
    assert.equal(readFileSync(join(mirror.registry().remotes.catalog!.dir, 'remoteEntry.js'), 'utf8'), '/* catalog two */');
    assert.deepEqual(mirror.view().remotes, { catalog: { id: a }, summit: { id: b } });
    console.log(`# mirror applied two changes in ${ms.toFixed(0)} ms`);
  });

  test('a change made while the mirror\'s listening connection is cut reaches it when the connection is back', async () => {
    const before = (await store.state.read()).registry.remotes.catalog!.id;
    const next = await publish('catalog', { store: otherStore, files: build('catalog', 'three'), by: 'catalog-ci', ...quiet });
    await within(1_000, 'the release', () => mirror.registry().remotes.catalog?.id === next);
    // cut every LISTEN session of this database (the mirror's), then change the registry at once
    await other.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query ILIKE 'LISTEN%'");
    await rollback('catalog', { store: otherStore, by: 'catalog-ci', ...quiet });
    await within(3_000, 'the rollback after the reconnection', () => mirror.registry().remotes.catalog?.id === before);
    assert.ok(log.some((m) => /lost the connection listening/.test(m)), log.join('\n'));
  });

  test('tokens: stored as hashes, checked, revoked for every instance at once', async () => {
    const token = await store.tokens.create('catalog', 'catalog-pipeline');
    assert.deepEqual(await otherStore.tokens.check(token), { name: 'catalog-pipeline', remote: 'catalog' });
    const rows = await db.query<{ hash: string }>('SELECT hash FROM release_tokens');
    assert.ok(rows.every((r) => r.hash !== token && /^[0-9a-f]{64}$/.test(r.hash)));
    await assert.rejects(store.tokens.create('summit', 'catalog-pipeline'), /exists already/);
    assert.deepEqual(await otherStore.tokens.revoke('catalog-pipeline'), { name: 'catalog-pipeline', remote: 'catalog' });
    assert.equal(await store.tokens.check(token), null);
    assert.equal(await store.tokens.revoke('catalog-pipeline'), null);
  });
});
