// The database seam's types and value conversions, shared by db.ts and its two implementations
// (pglite.ts, postgres.ts), which db.ts loads: kept apart so that no file imports its importer.
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

