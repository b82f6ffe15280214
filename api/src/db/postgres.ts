// PostgreSQL through a `pg` pool (DATABASE_URL): production, and CI's second run of the API tests.
import pg from 'pg';
import { INT8_OID, NUMERIC_OID, toNumber, type Db, type Queryable } from './db.js';

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === NUMERIC_OID || oid === INT8_OID) return (v: string) => toNumber(v);
    return pg.types.getTypeParser(oid, format);
  },
};

export interface PostgresOptions {
  /** Schema to work in (created when missing). */
  schema?: string;
  max?: number;
}

export async function openPostgres(connectionString: string, opts: PostgresOptions = {}): Promise<Db> {
  let options: string | undefined;
  if (opts.schema) {
    if (!SCHEMA_NAME.test(opts.schema)) throw new Error(`invalid schema name ${JSON.stringify(opts.schema)}`);
    const c = new pg.Client({ connectionString });
    await c.connect();
    try {
      await c.query(`CREATE SCHEMA IF NOT EXISTS ${opts.schema}`);
    } catch (e) {
      // Two processes creating the same schema at once: the loser sees a duplicate; the schema exists.
      if ((e as { code?: string }).code !== '23505' && (e as { code?: string }).code !== '42P06') throw e;
    } finally {
      await c.end();
    }
    options = `-c search_path=${opts.schema}`;
  }
  const pool = new pg.Pool({ connectionString, options, types, max: opts.max ?? 10, idleTimeoutMillis: 30_000 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (e) => console.error('[db] idle PostgreSQL client error:', e.message));

  const wrap = (q: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const r = await q.query(sql, params as unknown[]);
      return r.rows as T[];
    },
    async exec(sql: string) {
      await q.query(sql);
    },
  });
  const base = wrap(pool);
  let closed = false;
  return {
    kind: 'postgres',
    query: base.query,
    exec: base.exec,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (e) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw e;
      } finally {
        client.release();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
