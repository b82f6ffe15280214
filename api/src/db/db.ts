// The API's database seam: a tiny interface with two implementations, PGlite (embedded default,
// file-backed data folder) and PostgreSQL through a `pg` pool (DATABASE_URL). Same SQL for both.
// Numeric and bigint columns come back as JS numbers from both (pg would give strings).

export type { Db, ListenHandlers, Listening, Queryable, Row } from './types.js';
export { INT8_OID, NUMERIC_OID, toNumber } from './types.js';
import type { Db, Queryable } from './types.js';

/** Answers when the database does (GET /health). */
export async function ping(db: Queryable): Promise<void> {
  await db.query('SELECT 1');
}

export interface OpenDbOptions {
  /** postgres://... : use PostgreSQL. */
  databaseUrl?: string;
  /** With databaseUrl: the schema to use (created when missing); lets parallel test runs share a database. */
  schema?: string;
  /** PGlite data folder, or 'memory://'. */
  dataDir?: string;
}

export async function openDb(opts: OpenDbOptions): Promise<Db> {
  if (opts.databaseUrl) {
    const { openPostgres } = await import('./postgres.js');
    return openPostgres(opts.databaseUrl, { schema: opts.schema });
  }
  const { openPglite } = await import('./pglite.js');
  return openPglite(opts.dataDir ?? 'memory://');
}
