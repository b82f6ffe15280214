// PGlite (PostgreSQL compiled to WebAssembly, in-process): the embedded default database.
//
// Statements go to PGlite's wire protocol directly, one call per statement: PGlite's own query()
// makes six calls into the engine for each one (parse, describe, bind, describe, execute, sync), and
// each call costs far more than the work of a small statement (measured: a one-row primary-key read
// 0.74 ms through query(), 0.06 ms this way; BEGIN + COMMIT 0.54 ms through exec(), 0.09 ms). Data
// statements (SELECT, INSERT, UPDATE, DELETE, WITH) are prepared once under a name of their own and
// then only bound and executed, so the engine does not parse and plan them again either. Any other
// statement (DDL, a lock, a setting) runs unnamed and drops every prepared statement, as a schema
// change may change what they return. Parameters and results go through PGlite's own serializers and
// parsers, as its query() would.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite, protocol } from '@electric-sql/pglite';
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

/** Prepared statements kept at most (least recently used closed first). */
export const STATEMENT_CACHE_SIZE = 200;

/** Statements that are prepared once and kept: they read or write rows, never the schema. */
const CACHEABLE = /^\s*(?:SELECT|INSERT|UPDATE|DELETE|WITH|VALUES)\b/i;

const { serialize } = protocol;

interface Prepared {
  name: string;
  paramTypes: number[];
  fields: { name: string; typeId: number }[];
}

/** The messages PGlite parsed from one call (only the ones read here). */
interface Message { name: string }
interface ParameterDescription extends Message { dataTypeIDs: number[] }
interface RowDescription extends Message { fields: { name: string; dataTypeID: number }[] }
interface DataRow extends Message { fields: (string | null)[] }

function concat(parts: Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0]!;
  let size = 0;
  for (const p of parts) size += p.length;
  const out = new Uint8Array(size);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** The statement layer over one PGlite instance: a prepared-statement cache and single-call statements. */
class Statements {
  private readonly cache = new Map<string, Prepared>();
  /** Names to close with the next call (evicted or dropped statements). */
  private toClose: string[] = [];
  private seq = 0;

  constructor(private readonly pg: PGlite) {}

  /**
   * One call into the engine: `messages` then Sync; throws the database's error, if any. The
   * statements to close go first (a Close is answered even in a failed transaction).
   */
  private async call(messages: Uint8Array[], syncToFs: boolean, withCloses = true): Promise<Message[]> {
    const closing = withCloses && this.toClose.length ? this.toClose.map((name) => serialize.close({ type: 'S', name })) : [];
    if (withCloses) this.toClose = [];
    const r = await this.pg.execProtocol(concat([...closing, ...messages, serialize.sync()]), { syncToFs, throwOnError: true });
    return r.messages as Message[];
  }

  private async prepare(sql: string, name: string, syncToFs: boolean): Promise<Prepared> {
    const messages = await this.call([serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name })], syncToFs);
    const params = messages.find((m): m is ParameterDescription => m.name === 'parameterDescription');
    const rows = messages.find((m): m is RowDescription => m.name === 'rowDescription');
    return {
      name,
      paramTypes: params?.dataTypeIDs ?? [],
      fields: (rows?.fields ?? []).map((f) => ({ name: f.name, typeId: f.dataTypeID })),
    };
  }

  /** Every prepared statement is closed with the next call (after DDL: what they return may have changed). */
  private dropAll(): void {
    for (const p of this.cache.values()) this.toClose.push(p.name);
    this.cache.clear();
  }

  /** Runs one statement; the caller holds PGlite's query lock. */
  async query<T>(sql: string, params: readonly unknown[], inTransaction: boolean): Promise<T[]> {
    const cacheable = CACHEABLE.test(sql);
    let p = cacheable ? this.cache.get(sql) : undefined;
    if (p) {
      // most recently used last
      this.cache.delete(sql);
      this.cache.set(sql, p);
    } else {
      p = await this.prepare(sql, `acma_${++this.seq}`, false);
      if (cacheable) {
        this.cache.set(sql, p);
        if (this.cache.size > STATEMENT_CACHE_SIZE) {
          const [oldest, evicted] = this.cache.entries().next().value as [string, Prepared];
          this.cache.delete(oldest);
          this.toClose.push(evicted.name);
        }
      }
    }
    const values = params.map((v, i) => {
      if (v === null || v === undefined) return null;
      const s = (this.pg.serializers as Record<number, ((x: unknown) => string) | undefined>)[p.paramTypes[i]!];
      return s ? s(v) : String(v);
    });
    let messages: Message[];
    try {
      messages = await this.call([serialize.bind({ statement: p.name, values }), serialize.execute({})], !inTransaction);
    } finally {
      if (!cacheable) {
        this.dropAll();
        this.toClose.push(p.name);
      }
    }
    const out: T[] = [];
    const parse = this.pg.parsers as Record<number, ((v: string, typeId: number) => unknown) | undefined>;
    const fields = p.fields;
    for (const m of messages) {
      if (m.name !== 'dataRow') continue;
      const values = (m as DataRow).fields;
      const row: Record<string, unknown> = {};
      for (let i = 0; i < fields.length; i++) {
        const f = fields[i]!;
        const v = values[i];
        const parser = parse[f.typeId];
        row[f.name] = v === null || v === undefined ? null : parser ? parser(v, f.typeId) : v;
      }
      out.push(row as T);
    }
    return out;
  }

  /** Runs one or more statements without parameters (simple protocol); drops the prepared statements. */
  async exec(sql: string, inTransaction: boolean): Promise<void> {
    try {
      await this.call([serialize.query(sql)], !inTransaction);
    } finally {
      this.dropAll();
    }
  }

  /** A statement of the transaction's own (BEGIN, COMMIT, ROLLBACK), alone in its call. */
  async control(sql: 'BEGIN' | 'COMMIT' | 'ROLLBACK', syncToFs: boolean): Promise<void> {
    await this.call([serialize.query(sql)], syncToFs, false);
  }
}

export function wrapPglite(pg: PGlite): Db & { pglite: PGlite } {
  const statements = new Statements(pg);
  // PGlite's two locks, as its own query() and transaction() take them: the transaction lock keeps a
  // statement from landing inside another caller's transaction, the query lock keeps one call at a time.
  const alone = <R>(fn: () => Promise<R>) => pg._runExclusiveTransaction(() => pg._runExclusiveQuery(fn));
  const inTx = <R>(fn: () => Promise<R>) => pg._runExclusiveQuery(fn);
  return {
    kind: 'pglite',
    schema: 'public',
    pglite: pg,
    async query<T>(sql: string, params: readonly unknown[] = []) {
      await pg._checkReady();
      return alone(() => statements.query<T>(sql, params, false));
    },
    async exec(sql: string) {
      await pg._checkReady();
      await alone(() => statements.exec(sql, false));
    },
    async transaction(fn) {
      await pg._checkReady();
      return pg._runExclusiveTransaction(async () => {
        await inTx(() => statements.control('BEGIN', false));
        let open = true;
        const tx: Queryable = {
          query<T>(sql: string, params: readonly unknown[] = []) {
            if (!open) return Promise.reject(new Error('Transaction is closed'));
            return inTx(() => statements.query<T>(sql, params, true));
          },
          exec(sql: string) {
            if (!open) return Promise.reject(new Error('Transaction is closed'));
            return inTx(() => statements.exec(sql, true));
          },
        };
        try {
          const result = await fn(tx);
          open = false;
          await inTx(() => statements.control('COMMIT', true));
          return result;
        } catch (e) {
          if (open) {
            open = false;
            // (a rollback that fails leaves the first error to tell)
            await inTx(() => statements.control('ROLLBACK', true)).catch(() => undefined);
          }
          throw e;
        }
      });
    },
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
