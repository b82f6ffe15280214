// The store's releases in PostgreSQL (DATABASE_URL; migration 010-release-store.sql): the registry
// and histories in one row changed under its lock, the record of who did what, the release tokens'
// hashes, and (unless an S3 bucket holds them: release-files-s3.ts) the releases' files, each release
// once under its remote and id. Every change NOTIFYs RELEASES_CHANNEL with '<schema>:<version>'; each
// instance applies it to the copy it serves (release-mirror.ts).
//
// The same operations as the folder store (scripts/release.mjs: publish, promote, rollback, ...) run
// on it unchanged: it implements that file's ReleaseStore.
import type { Db, Listening } from 'api';
import {
  matchToken, RELEASE_ID, releasePathProblem, REMOTE_NAME,
  type ReleaseEvent, type ReleaseFile, type ReleaseFiles, type ReleaseState, type ReleaseStore, type ReleaseTokens, type RegistryFile, type StateSnapshot,
} from '../scripts/release.mjs';

/** The NOTIFY channel of release changes (payload '<schema>:<version>'). */
export const RELEASES_CHANNEL = 'acma_releases';
/** Events `read()` gives per remote. */
const EVENTS_READ = 10;

const check = (name: string, id: string) => {
  if (!REMOTE_NAME.test(name)) throw new Error(`not a remote's name: ${JSON.stringify(name)}`);
  if (!RELEASE_ID.test(id)) throw new Error(`not a release id: ${JSON.stringify(id)}`);
};
const bytesOf = (v: unknown): Buffer => (Buffer.isBuffer(v) ? v : Buffer.from(v as Uint8Array));

/** Release files in release_builds and release_files: a release is stored whole (one transaction) or not at all. */
export function pgReleaseFiles(db: Db): ReleaseFiles {
  return {
    where: 'PostgreSQL',
    async has(name, id) {
      check(name, id);
      return (await db.query('SELECT 1 FROM release_builds WHERE remote = $1 AND release_id = $2', [name, id])).length > 0;
    },
    async put(name, id, files) {
      check(name, id);
      for (const f of files) {
        const why = releasePathProblem(f.path);
        if (why) throw new Error(`${JSON.stringify(f.path)}: ${why}`);
      }
      await db.transaction(async (tx) => {
        const total = files.reduce((n, f) => n + f.bytes.length, 0);
        const made = await tx.query(
          'INSERT INTO release_builds (remote, release_id, files, bytes) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING 1',
          [name, id, files.length, total],
        );
        if (!made.length) return; // stored already: the same files
        for (const f of files) {
          await tx.query('INSERT INTO release_files (remote, release_id, path, bytes) VALUES ($1, $2, $3, $4)', [name, id, f.path, f.bytes]);
        }
      });
    },
    async file(name, id, path) {
      check(name, id);
      const why = releasePathProblem(path);
      if (why) throw new Error(`${JSON.stringify(path)}: ${why}`);
      const rows = await db.query<{ bytes: unknown }>('SELECT bytes FROM release_files WHERE remote = $1 AND release_id = $2 AND path = $3', [name, id, path]);
      return rows.length ? bytesOf(rows[0]!.bytes) : null;
    },
    async get(name, id) {
      check(name, id);
      const rows = await db.transaction(async (tx) => {
        const build = await tx.query<{ files: number }>('SELECT files FROM release_builds WHERE remote = $1 AND release_id = $2', [name, id]);
        if (!build.length) return null;
        const files = await tx.query<{ path: string; bytes: unknown }>('SELECT path, bytes FROM release_files WHERE remote = $1 AND release_id = $2 ORDER BY path COLLATE "C"', [name, id]);
        return files.length === build[0]!.files ? files : null;
      });
      return rows ? rows.map((r): ReleaseFile => ({ path: r.path, bytes: bytesOf(r.bytes) })) : null;
    },
    async remove(name, id) {
      check(name, id);
      await db.query('DELETE FROM release_builds WHERE remote = $1 AND release_id = $2', [name, id]);
    },
    async list(name) {
      if (!REMOTE_NAME.test(name)) throw new Error(`not a remote's name: ${JSON.stringify(name)}`);
      return (await db.query<{ release_id: string }>('SELECT release_id FROM release_builds WHERE remote = $1 ORDER BY release_id', [name])).map((r) => r.release_id);
    },
  };
}

type StateRow = { registry: RegistryFile; histories: Record<string, string[]>; version: number };
const parsed = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) as T : v as T);

/** The registry and histories in release_state's one row, the record in release_events. */
export function pgReleaseState(db: Db): ReleaseState & { version(): Promise<number> } {
  const channel = `${db.schema ?? 'public'}`;
  return {
    async version() {
      const rows = await db.query<{ version: number }>('SELECT version FROM release_state WHERE id = 1');
      return Number(rows[0]?.version ?? 0);
    },
    async read(): Promise<StateSnapshot> {
      const [row] = await db.query<StateRow>('SELECT registry, histories, version FROM release_state WHERE id = 1');
      const events: Record<string, ReleaseEvent[]> = {};
      const recent = await db.query<{ at: Date | string; remote: string; action: string; release_id: string | null; by_whom: string; detail: string | null }>(
        `SELECT at, remote, action, release_id, by_whom, detail FROM (
           SELECT *, row_number() OVER (PARTITION BY remote ORDER BY seq DESC) AS n FROM release_events
         ) e WHERE n <= $1 ORDER BY seq`,
        [EVENTS_READ],
      );
      for (const e of recent) {
        (events[e.remote] ??= []).push({
          at: new Date(e.at).toISOString(), remote: e.remote, action: e.action, id: e.release_id, by: e.by_whom, ...(e.detail ? { detail: e.detail } : {}),
        });
      }
      const registry = parsed<RegistryFile>(row?.registry ?? { remotes: {} });
      registry.remotes ??= {};
      return { registry, histories: parsed(row?.histories ?? {}), events, version: Number(row?.version ?? 0) };
    },
    async update(fn) {
      return db.transaction(async (tx) => {
        const [row] = await tx.query<StateRow>('SELECT registry, histories, version FROM release_state WHERE id = 1 FOR UPDATE');
        if (!row) throw new Error('release_state has no row: the database was not migrated');
        const registry = parsed<RegistryFile>(row.registry);
        registry.remotes ??= {};
        const histories = parsed<Record<string, string[]>>(row.histories);
        const before = JSON.stringify([registry, histories]);
        const recorded: Omit<ReleaseEvent, 'at'>[] = [];
        const out = await fn({
          registry,
          history(name) {
            if (!REMOTE_NAME.test(name)) throw new Error(`not a remote's name: ${JSON.stringify(name)}`);
            return (histories[name] ??= []);
          },
          record(event) {
            recorded.push(event);
          },
        });
        const changed = JSON.stringify([registry, histories]) !== before;
        if (!changed && !recorded.length) return out;
        const [{ version }] = await tx.query<{ version: number }>(
          'UPDATE release_state SET registry = $1, histories = $2, version = version + 1 WHERE id = 1 RETURNING version',
          [JSON.stringify(registry), JSON.stringify(histories)],
        ) as [{ version: number }];
        for (const e of recorded) {
          await tx.query('INSERT INTO release_events (remote, action, release_id, by_whom, detail) VALUES ($1, $2, $3, $4, $5)', [e.remote, e.action, e.id, e.by, e.detail ?? null]);
        }
        // delivered when the transaction commits, to every instance listening (this one too)
        await tx.query('SELECT pg_notify($1, $2)', [RELEASES_CHANNEL, `${channel}:${version}`]);
        return out;
      });
    },
  };
}

/** Release tokens in release_tokens (sha256 hashes; a revoked token's row stays, with revoked_at). */
export function pgReleaseTokens(db: Db, newToken: () => string, digest: (token: string) => Buffer): ReleaseTokens {
  return {
    async create(remote, name) {
      const token = newToken();
      const made = await db.query('INSERT INTO release_tokens (name, remote, hash) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING 1', [name, remote, digest(token).toString('hex')]);
      if (!made.length) throw new Error(`a release token named ${name} exists already (a revoked one keeps its name)`);
      return token;
    },
    async revoke(name) {
      const rows = await db.query<{ name: string; remote: string }>('UPDATE release_tokens SET revoked_at = now() WHERE name = $1 AND revoked_at IS NULL RETURNING name, remote', [name]);
      return rows[0] ?? null;
    },
    async list() {
      const rows = await db.query<{ name: string; remote: string; created_at: Date | string }>('SELECT name, remote, created_at FROM release_tokens WHERE revoked_at IS NULL ORDER BY name');
      return rows.map((r) => ({ name: r.name, remote: r.remote, createdAt: new Date(r.created_at).toISOString() }));
    },
    async check(token) {
      // every live token compared (in constant time), so the answer takes as long whichever matched
      return matchToken(token, await db.query<{ name: string; remote: string; hash: string }>('SELECT name, remote, hash FROM release_tokens WHERE revoked_at IS NULL'));
    },
  };
}

export interface PgReleaseStore extends ReleaseStore {
  state: ReleaseState & { version(): Promise<number> };
  /** Calls `changed` on every change made by any instance, and after every (re)connection (changes may have been missed). */
  listen(changed: () => void, log?: (msg: string, err?: unknown) => void): Promise<Listening | null>;
}

/** The store in PostgreSQL; `files`: where the files live instead (an S3 bucket), by default the database. */
export function pgReleaseStore(db: Db, tokenParts: { newToken: () => string; digest: (token: string) => Buffer }, files?: ReleaseFiles): PgReleaseStore {
  const schema = db.schema ?? 'public';
  const fileStore = files ?? pgReleaseFiles(db);
  return {
    where: files ? `PostgreSQL, files in ${files.where}` : 'PostgreSQL',
    files: fileStore,
    state: pgReleaseState(db),
    tokens: pgReleaseTokens(db, tokenParts.newToken, tokenParts.digest),
    async listen(changed, log) {
      if (!db.listen) return null;
      return db.listen(RELEASES_CHANNEL, {
        onNotify: (payload) => {
          if (payload.slice(0, payload.lastIndexOf(':')) === schema) changed();
        },
        onConnect: () => changed(),
        onError: (err) => log?.('releases: lost the connection listening for changes; reconnecting', err),
      });
    },
  };
}
