// app_meta: the API's own settings in the database, one value a key (the secrets every API process
// must share, the seed's fingerprint).
import type { Queryable } from './types.js';

/** The value kept under `key`; `initial` is stored first when there is none (concurrent callers all get the one stored). */
export async function keptValue(db: Queryable, key: string, initial: string): Promise<string> {
  await db.query('INSERT INTO app_meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [key, initial]);
  const [row] = await db.query<{ value: string }>('SELECT value FROM app_meta WHERE key = $1', [key]);
  return row!.value;
}
