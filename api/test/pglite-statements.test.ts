// The PGlite layer's own statement path (api/src/db/pglite.ts): statements go to the wire protocol in
// one call each, data statements prepared once and kept. What it answers must be what PGlite's own
// query() answers, a schema change must not leave a stale statement behind, and errors, rollbacks,
// concurrency and notifications must behave as before. The PGlite run only (PostgreSQL has no such layer).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { PGlite } from '@electric-sql/pglite';
import type { Db } from '../src/db/db.js';
import { STATEMENT_CACHE_SIZE } from '../src/db/pglite.js';
import { onPostgres, testDb, type TestDb } from './helpers.js';

let t: TestDb;
let db: Db & { pglite: PGlite };
const prepared = async () => (await db.pglite.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_prepared_statements')).rows[0]!.n;

before(async () => {
  if (onPostgres) return;
  t = await testDb();
  db = t.db as Db & { pglite: PGlite };
  await db.exec(`CREATE TABLE t (id int PRIMARY KEY, j jsonb, n numeric(10, 2), b bigint, d timestamptz, a int[], s text, f boolean);
    CREATE TABLE c (id int PRIMARY KEY, v int NOT NULL)`);
});
after(async () => { await t?.drop(); });

describe('PGlite statements', { skip: onPostgres && 'the PGlite layer (the PostgreSQL run has its own)' }, () => {
  test("rows, types and parameters as PGlite's own query() gives them", async () => {
    const values = [1, JSON.stringify({ x: [1, 'two'], y: null }), 12.5, 9_007_199_254_740_991, new Date('2030-01-02T03:04:05.678Z'), [1, 2, 3], "it's \u00e9", true];
    await db.query('INSERT INTO t VALUES ($1, $2::jsonb, $3, $4, $5, $6, $7, $8)', values);
    await db.query('INSERT INTO t (id) VALUES ($1)', [2]);
    const sql = 'SELECT * FROM t WHERE id = ANY($1::int[]) ORDER BY id';
    const ours = await db.query(sql, [[1, 2]]);
    const theirs = (await db.pglite.query(sql, [[1, 2]])).rows;
    assert.deepEqual(ours, theirs);
    assert.deepEqual(ours[0], { id: 1, j: { x: [1, 'two'], y: null }, n: 12.5, b: 9_007_199_254_740_991, d: new Date('2030-01-02T03:04:05.678Z'), a: [1, 2, 3], s: "it's \u00e9", f: true });
    assert.deepEqual(await db.query('SELECT count(*) AS n, $1::text AS echo FROM t', [null]), [{ n: 2, echo: null }]);
  });

  test('a data statement is prepared once and kept; the kept ones are bounded', async () => {
    await db.query('SELECT s FROM t WHERE id = $1', [1]);
    const before = await prepared();
    for (let i = 0; i < 20; i++) await db.query('SELECT s FROM t WHERE id = $1', [1]);
    assert.equal(await prepared(), before, 'the same statement again prepares nothing');
    for (let i = 0; i < STATEMENT_CACHE_SIZE + 30; i++) await db.query(`SELECT ${i}::int AS v WHERE $1::int = 1`, [1]);
    await db.query('SELECT 1 AS one');
    assert.ok(await prepared() <= STATEMENT_CACHE_SIZE + 1, `at most ${STATEMENT_CACHE_SIZE} kept (${await prepared()})`);
  });

  test('a schema change drops the kept statements: SELECT * sees the new column', async () => {
    const sql = 'SELECT * FROM t WHERE id = $1';
    assert.equal('extra' in (await db.query<Record<string, unknown>>(sql, [1]))[0]!, false);
    await db.exec("ALTER TABLE t ADD COLUMN extra text NOT NULL DEFAULT 'x'");
    assert.equal((await db.query<{ extra: string }>(sql, [1]))[0]!.extra, 'x');
    await db.query('ALTER TABLE t DROP COLUMN extra');
    assert.equal('extra' in (await db.query<Record<string, unknown>>(sql, [1]))[0]!, false);
  });

  test('errors keep their codes; a failed transaction rolls back and the next one works', async () => {
    await assert.rejects(db.query('INSERT INTO t (id) VALUES ($1)', [1]), { code: '23505' });
    await assert.rejects(db.query('SELECT nope FROM t'), { code: '42703' });
    await assert.rejects(db.transaction(async (tx) => {
      await tx.query('INSERT INTO t (id) VALUES ($1)', [3]);
      await assert.rejects(tx.query('INSERT INTO t (id) VALUES ($1)', [1]), { code: '23505' });
      await assert.rejects(tx.query('SELECT s FROM t WHERE id = $1', [1]), { code: '25P02' });
      throw new Error('give up');
    }), /give up/);
    assert.deepEqual(await db.query('SELECT id FROM t ORDER BY id'), [{ id: 1 }, { id: 2 }]);
    assert.equal(await db.transaction(async (tx) => (await tx.query<{ n: number }>('SELECT count(*) AS n FROM t'))[0]!.n), 2);
  });

  test('transactions and single statements at once: each transaction whole, none lost', async () => {
    await db.query('INSERT INTO c VALUES (1, 0)');
    await Promise.all(Array.from({ length: 60 }, (_, i) => (i % 2
      ? db.transaction(async (tx) => {
        const [r] = await tx.query<{ v: number }>('SELECT v FROM c WHERE id = 1');
        await new Promise((r) => setImmediate(r));
        await tx.query('UPDATE c SET v = $1 WHERE id = 1', [r!.v + 1]);
      })
      : db.query('UPDATE c SET v = v + 1 WHERE id = 1'))));
    assert.deepEqual(await db.query('SELECT v FROM c WHERE id = 1'), [{ v: 60 }]);
  });

  test('notifications of a statement and of a committed transaction arrive', async () => {
    const got: string[] = [];
    let ended!: () => void;
    const end = new Promise<void>((r) => { ended = r; });
    // 'end' is sent last: notifications arrive in the order they were committed, so once it is here any other would be too
    const listening = await db.listen!('acma_test', { onNotify: (p) => { if (p === 'end') ended(); else got.push(p); }, onConnect: () => undefined });
    await db.query("SELECT pg_notify('acma_test', $1)", ['alone']);
    await db.transaction(async (tx) => { await tx.query("SELECT pg_notify('acma_test', $1)", ['committed']); });
    await assert.rejects(db.transaction(async (tx) => {
      await tx.query("SELECT pg_notify('acma_test', $1)", ['rolled back']);
      throw new Error('no');
    }));
    await db.query("SELECT pg_notify('acma_test', 'end')");
    await end;
    await listening.close();
    assert.deepEqual(got, ['alone', 'committed']);
  });
});
