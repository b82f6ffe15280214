// PGlite (PostgreSQL compiled to WebAssembly, in-process): the embedded default database.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { INT8_OID, NUMERIC_OID, toNumber, type Db, type Queryable } from './types.js';

const parsers = {
  [NUMERIC_OID]: (v: string) => toNumber(v),
  [INT8_OID]: (v: string) => toNumber(v),
};

export interface PgliteOptions {
  /** A data folder dump (from `dumpDataDir`) to start from instead of an empty cluster. */
  loadDataDir?: Blob | File;
}

/** Opens (creating when missing) a PGlite database in `dataDir`, or in memory for 'memory://'. */
export async function openPglite(dataDir: string, opts: PgliteOptions = {}): Promise<Db> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dirname(dataDir), { recursive: true });
  const pg = new PGlite(dataDir, { parsers, loadDataDir: opts.loadDataDir });
  await pg.waitReady;
  return wrapPglite(pg);
}

function wrap(q: PGlite | Transaction): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const r = await q.query<T>(sql, params as unknown[]);
      return r.rows;
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  };
}

export function wrapPglite(pg: PGlite): Db & { pglite: PGlite } {
  const base = wrap(pg);
  return {
    kind: 'pglite',
    schema: 'public',
    pglite: pg,
    query: base.query,
    exec: base.exec,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    // One process, one connection: the notifications of this process's own writes arrive here directly.
    async listen(channel, handlers) {
      const unsubscribe = await pg.listen(channel, handlers.onNotify);
      handlers.onConnect();
      return {
        close: async () => {
          if (!pg.closed) await unsubscribe();
        },
      };
    },
    close: async () => {
      if (!pg.closed) await pg.close();
    },
  };
}
