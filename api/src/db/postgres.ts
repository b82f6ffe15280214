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
  /**
   * How long opening a connection to the server may take before it fails with a connection error
   * (answered with a 503), ms (default 5 s). Without it a request would hang for as long as an
   * unreachable server's TCP connect takes to give up (minutes).
   */
  connectTimeoutMs?: number;
  /**
   * How long a request may wait for a free connection of a busy pool before it is shed with a 503,
   * ms (default 30 s): a backstop against an unbounded queue, long enough for bursts.
   */
  poolWaitMs?: number;
}

export const CONNECT_TIMEOUT_MS = 5_000;
export const POOL_WAIT_MS = 30_000;

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
  // pg-pool uses connectionTimeoutMillis both for waiting in its queue and (passed on to each client)
  // for opening a connection: a client class of our own keeps the two apart.
  const connectTimeout = opts.connectTimeoutMs ?? CONNECT_TIMEOUT_MS;
  class Client extends pg.Client {
    constructor(config?: string | pg.ClientConfig) {
      super({ ...(typeof config === 'string' ? { connectionString: config } : config), connectionTimeoutMillis: connectTimeout });
    }
  }
  const pool = new pg.Pool({
    connectionString, options, types, max: opts.max ?? 10, idleTimeoutMillis: 30_000, Client,
    connectionTimeoutMillis: opts.poolWaitMs ?? POOL_WAIT_MS,
    // TCP keepalive notices a dead peer (a server or network gone without a reset) on idle connections.
    keepAlive: true,
  });
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
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (e) {
        // A connection lost mid-transaction: the server rolls back on its own; the client is discarded.
        await client.query('ROLLBACK').catch((rollbackError: Error) => {
          broken = rollbackError;
        });
        throw e;
      } finally {
        client.release(broken);
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
