// Every table of the test database, as row count and checksum (md5 of the rows as text, sorted), in
// one query: proves that a refused request wrote nothing, anywhere.
import assert from 'node:assert/strict';
import type { Db } from '../../src/db/db.js';

export type Snapshot = Record<string, string>;

let cachedSql: { db: Db; sql: string } | null = null;

async function snapshotSql(db: Db): Promise<string> {
  if (cachedSql?.db === db) return cachedSql.sql;
  const tables = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  assert.ok(tables.length >= 19, `expected the store's tables, found ${tables.map((t) => t.table_name).join(', ')}`);
  const parts = tables.map(({ table_name: name }) => {
    if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected table name ${name}`);
    return `(SELECT count(*)::text || ':' || coalesce(md5(string_agg(x::text, '|' ORDER BY x::text)), '-') FROM ${name} x) AS ${name}`;
  });
  cachedSql = { db, sql: `SELECT ${parts.join(', ')}` };
  return cachedSql.sql;
}

/** Row count and checksum of every table, e.g. `{ orders: '3:9f2c...' }`. */
export async function snapshot(db: Db): Promise<Snapshot> {
  const [row] = await db.query<Snapshot>(await snapshotSql(db));
  return row!;
}

/** The tables whose rows differ between two snapshots. */
export function changedTables(a: Snapshot, b: Snapshot): string[] {
  return Object.keys({ ...a, ...b }).filter((k) => a[k] !== b[k]);
}

export function assertUnchanged(before: Snapshot, after: Snapshot, what: string): void {
  const changed = changedTables(before, after);
  assert.deepEqual(changed, [], `${what} changed ${changed.join(', ')}`);
}
