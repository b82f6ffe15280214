// Versioned migrations: src/db/migrations/NNN-name.sql, applied in order, each version once,
// recorded in schema_migrations. The whole run holds a transaction-scoped advisory lock, so two
// API processes starting at once against one PostgreSQL apply each migration exactly once.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Db } from './db.js';

export interface Migration { version: number; name: string; sql: string }

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
const FILE = /^(\d{3,})-([a-z0-9-]+)\.sql$/;
/** Arbitrary constant naming the migration lock (pg_advisory_xact_lock key). */
const MIGRATION_LOCK = 72_410_001;

export function loadMigrations(dir = MIGRATIONS_DIR): Migration[] {
  const out: Migration[] = [];
  for (const file of readdirSync(dir)) {
    const m = FILE.exec(file);
    if (!m) continue;
    out.push({ version: Number(m[1]), name: m[2]!, sql: readFileSync(`${dir}/${file}`, 'utf8') });
  }
  out.sort((a, b) => a.version - b.version);
  for (let i = 1; i < out.length; i++) {
    if (out[i]!.version === out[i - 1]!.version) throw new Error(`two migrations share version ${out[i]!.version}`);
  }
  return out;
}

/** Applies the pending migrations; returns the versions applied by this call. */
export async function migrate(db: Db, migrations: Migration[] = loadMigrations()): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version    integer PRIMARY KEY,
      name       text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = new Set((await tx.query<{ version: number }>('SELECT version FROM schema_migrations')).map((r) => r.version));
    const applied: number[] = [];
    for (const m of migrations) {
      if (done.has(m.version)) continue;
      await tx.exec(m.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [m.version, m.name]);
      applied.push(m.version);
    }
    return applied;
  });
}
