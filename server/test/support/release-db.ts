// A PostgreSQL database of its own for a test of the database release store: made on the server of
// RELEASE_TEST_DATABASE_URL (npm test passes CI's DATABASE_URL; default the developers' local
// server, postgres://postgres@127.0.0.1:5432/test), dropped after. Server tests otherwise run without
// DATABASE_URL, so this is the only way they reach PostgreSQL.
import { randomBytes } from 'node:crypto';
import { openDb } from 'api';

export const SERVER_URL = process.env.RELEASE_TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** Why PostgreSQL cannot be used (a skip reason), or null when it answers. */
export async function postgresMissing(): Promise<string | null> {
  try {
    const db = await openDb({ databaseUrl: SERVER_URL });
    try {
      await Promise.race([db.query('SELECT 1'), new Promise((_, reject) => setTimeout(() => reject(new Error('no answer in 3 s')), 3_000).unref())]);
      return null;
    } finally {
      await db.close().catch(() => undefined);
    }
  } catch (e) {
    return `PostgreSQL does not answer at ${SERVER_URL.replace(/\/\/[^@]*@/, '//')} (${(e as Error).message}): the database release store needs a real one`;
  }
}

/** A new, empty database; `url` reaches it, `drop()` removes it (closing what is still connected). */
export async function freshDatabase(label: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `acma_${label}_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = await openDb({ databaseUrl: SERVER_URL });
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.close();
  }
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = await openDb({ databaseUrl: SERVER_URL });
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.close();
      }
    },
  };
}
