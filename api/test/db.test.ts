// The database layer: migrations once and in order (also when two processes start together on
// PostgreSQL), numbers as numbers on both engines, the seed loader idempotent and strict.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { loadMigrations, migrate } from '../src/db/migrate.js';
import { openPostgres } from '../src/db/postgres.js';
import { checkSeed, loadSeed } from '../src/seed/load.js';
import { fixtureSeed } from './fixtures/catalog.js';
import { count, onPostgres, testDb, type TestDb } from './helpers.js';

let d: TestDb;
before(async () => {
  d = await testDb();
  await migrate(d.db);
});
after(async () => {
  await d?.drop();
});

describe('migrations', () => {
  test('are numbered uniquely and all recorded', async () => {
    const files = loadMigrations();
    assert.ok(files.length >= 1);
    assert.equal(files[0]!.version, 1);
    const rows = await d.db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
    assert.deepEqual(rows.map((r) => r.version), files.map((m) => m.version));
  });
  test('a second run applies nothing', async () => {
    assert.deepEqual(await migrate(d.db), []);
  });
  test('a failing migration rolls back entirely', async () => {
    const bad = [...loadMigrations(), { version: 9999, name: 'broken', sql: 'CREATE TABLE half_done (a int); SELECT * FROM no_such_table;' }];
    await assert.rejects(() => migrate(d.db, bad));
    assert.deepEqual(await d.db.query("SELECT 1 FROM information_schema.tables WHERE table_name = 'half_done'"), []);
    assert.deepEqual(await d.db.query('SELECT 1 FROM schema_migrations WHERE version = 9999'), []);
  });
  test('concurrent starts on PostgreSQL apply each migration once', { skip: !onPostgres && 'needs DATABASE_URL' }, async () => {
    const schema = `api_test_conc_${process.pid}_${Date.now() % 100000}`;
    const a = await openPostgres(process.env.DATABASE_URL!, { schema });
    const b = await openPostgres(process.env.DATABASE_URL!, { schema });
    try {
      const [ra, rb] = await Promise.all([migrate(a), migrate(b)]);
      assert.equal(ra.length + rb.length, loadMigrations().length);
      assert.equal(await count(a, 'schema_migrations'), loadMigrations().length);
    } finally {
      await a.exec(`DROP SCHEMA ${schema} CASCADE`);
      await a.close();
      await b.close();
    }
  });
});

describe('type normalisation', () => {
  test('numeric, bigint and count come back as numbers; jsonb as objects; timestamptz as Date', async () => {
    const [r] = await d.db.query<Record<string, unknown>>(
      `SELECT 2399.99::numeric(10,2) AS price, 9007199254740::bigint AS big, count(*) AS n,
              '{"a":[1]}'::jsonb AS j, now() AS ts, ARRAY[1,2]::int[] AS arr FROM (SELECT 1) x`,
    );
    assert.equal(r!.price, 2399.99);
    assert.equal(r!.big, 9007199254740);
    assert.equal(r!.n, 1);
    assert.deepEqual(r!.j, { a: [1] });
    assert.ok(r!.ts instanceof Date);
    assert.deepEqual(r!.arr, [1, 2]);
  });
  test('transactions roll back on error', async () => {
    await assert.rejects(() => d.db.transaction(async (tx) => {
      await tx.query("INSERT INTO app_meta (key, value) VALUES ('tx-test', 'x')");
      throw new Error('boom');
    }));
    assert.deepEqual(await d.db.query("SELECT 1 FROM app_meta WHERE key = 'tx-test'"), []);
  });
});

describe('seed loader', () => {
  test('loads once, then skips the same seed', async () => {
    const first = await loadSeed(d.db, fixtureSeed);
    assert.equal(first.loaded, true);
    assert.equal(await count(d.db, 'products'), fixtureSeed.products.length);
    const relations = await count(d.db, 'product_relations');
    const second = await loadSeed(d.db, fixtureSeed);
    assert.equal(second.loaded, false);
    assert.equal(await count(d.db, 'products'), fixtureSeed.products.length);
    assert.equal(await count(d.db, 'product_relations'), relations);
    assert.equal(await count(d.db, 'promo_codes'), fixtureSeed.promoCodes.length);
  });
  test('a changed seed is upserted without duplicates', async () => {
    const changed = { ...fixtureSeed, products: fixtureSeed.products.map((p) => (p.productId === 2 ? { ...p, productPrice: 1399 } : p)) };
    assert.equal((await loadSeed(d.db, changed)).loaded, true);
    const [p] = await d.db.query<{ product_price: number }>('SELECT product_price FROM products WHERE product_id = 2');
    assert.equal(p!.product_price, 1399);
    assert.equal(await count(d.db, 'products'), fixtureSeed.products.length);
  });
  test('two loads at once leave one copy', async () => {
    await Promise.all([loadSeed(d.db, fixtureSeed, { force: true }), loadSeed(d.db, fixtureSeed, { force: true })]);
    assert.equal(await count(d.db, 'products'), fixtureSeed.products.length);
  });
  test('refuses a seed with a dangling relation, a duplicate id or an unknown promo product', () => {
    const p1 = { ...fixtureSeed.products[0]!, boughtTogether: [], related: [], extensionDetails: null };
    assert.doesNotThrow(() => checkSeed({ products: [p1], promoCodes: [] }));
    assert.throws(() => checkSeed({ products: [{ ...p1, related: ['ghost'] }], promoCodes: [] }), /unknown product ghost/);
    assert.throws(() => checkSeed({ products: [p1, { ...p1, productNickName: 'copy' }], promoCodes: [] }), /used twice/);
    assert.throws(() => checkSeed({ products: [p1], promoCodes: [{ code: 'X', kind: 'amount', value: 1, productIds: [77], expiresAt: null, description: '' }] }), /unknown product 77/);
  });
});
