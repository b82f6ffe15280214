// The API's database seam: a tiny interface with two implementations, PGlite (embedded default,
// file-backed data folder) and PostgreSQL through a `pg` pool (DATABASE_URL). Same SQL for both.
// Numeric and bigint columns come back as JS numbers from both (pg would give strings).

export type Row = Record<string, unknown>;

export interface Queryable {
  /** Runs one parameterised statement ($1, $2, ...) and returns its rows. */
  query<T = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs one or more statements without parameters. */
  exec(sql: string): Promise<void>;
}

/** What a LISTEN subscription calls: each notification's payload, and every (re)connection of the listening session. */
export interface ListenHandlers {
  onNotify(payload: string): void;
  /** After the subscription is (again) in place: notifications sent while it was not were lost. */
  onConnect(): void;
  /** The listening connection failed (it is re-opened by itself). */
  onError?(err: Error): void;
}

export interface Listening { close(): Promise<void> }

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** The schema the tables live in ('public' unless a schema was given). */
  readonly schema?: string;
  /** LISTENs on `channel` (PostgreSQL NOTIFY); absent on a database layer that cannot. */
  listen?(channel: string, handlers: ListenHandlers): Promise<Listening>;
  /** Runs `fn` in a transaction: committed when it resolves, rolled back when it throws. */
  transaction<R>(fn: (tx: Queryable) => Promise<R>): Promise<R>;
  close(): Promise<void>;
}

/** PostgreSQL type ids whose text form we parse to JS numbers. */
export const NUMERIC_OID = 1700;
export const INT8_OID = 20;

/** numeric and bigint to number; null stays null. Money here is numeric(10,2), well inside double precision. */
export function toNumber(value: string | number | bigint): number {
  return typeof value === 'number' ? value : Number(value);
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
