// PostgreSQL through a `pg` pool (DATABASE_URL): production, and CI's second run of the API tests.
import pg from 'pg';
import { INT8_OID, NUMERIC_OID, toNumber, type Db, type ListenHandlers, type Queryable } from './types.js';

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
  const listeners = new Set<{ close(): Promise<void> }>();
  return {
    kind: 'postgres',
    schema: opts.schema ?? 'public',
    listen: async (channel, handlers) => {
      const l = listenWithReconnect(() => new Client({ connectionString, options, keepAlive: true }), channel, handlers);
      listeners.add(l);
      await l.started;
      return { close: async () => { listeners.delete(l); await l.close(); } };
    },
    query: base.query,
    exec: base.exec,
    async transaction(fn) {
      const client = await pool.connect();
      let broken: Error | undefined;
      // A connection lost between two statements is an 'error' event on the checked-out client (the
      // pool listens only to idle ones): unheard, it would end the process. Heard, the next statement
      // fails, the transaction's caller gets the error, and the client is discarded.
      const onLost = (err: Error) => {
        broken = err;
      };
      client.on('error', onLost);
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
        client.off('error', onLost);
        client.release(broken);
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([...listeners].map((l) => l.close()));
      await pool.end();
    },
  };
}

/** How long to wait before re-opening a lost listening connection, ms (doubling up to the maximum). */
export const LISTEN_RETRY_MS = 200;
export const LISTEN_RETRY_MAX_MS = 2_000;

/**
 * A LISTEN session on its own connection (outside the pool), re-opened after any loss; each (re)open
 * calls onConnect, so the subscriber can look for what it missed. `started` resolves after the first
 * attempt, successful or not (start-up does not wait for an unreachable server).
 */
function listenWithReconnect(newClient: () => pg.Client, channel: string, handlers: ListenHandlers) {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`invalid channel name ${JSON.stringify(channel)}`);
  let client: pg.Client | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let delay = LISTEN_RETRY_MS;
  const retry = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void open();
    }, delay);
    delay = Math.min(delay * 2, LISTEN_RETRY_MAX_MS);
  };
  const open = async (): Promise<void> => {
    if (stopped) return;
    const c = newClient();
    client = c;
    let lost = false;
    const onLost = (err?: Error) => {
      if (lost) return;
      lost = true;
      if (err) handlers.onError?.(err);
      c.removeAllListeners('notification');
      void c.end().catch(() => undefined);
      if (client === c) client = null;
      retry();
    };
    c.on('error', (e) => onLost(e));
    c.on('end', () => onLost());
    c.on('notification', (n) => {
      if (n.channel === channel && n.payload !== undefined) handlers.onNotify(n.payload);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${channel}`);
    } catch (e) {
      onLost(e as Error);
      return;
    }
    if (stopped) {
      await c.end().catch(() => undefined);
      return;
    }
    delay = LISTEN_RETRY_MS;
    handlers.onConnect();
  };
  const started = open();
  return {
    started,
    async close() {
      stopped = true;
      clearTimeout(timer);
      const c = client;
      client = null;
      if (c) {
        c.removeAllListeners('end');
        await c.end().catch(() => undefined);
      }
    },
  };
}
