// The ReleaseFiles contract (release-files-contract.ts) on the folder store (scripts/release.mjs's
// folderFiles, the embedded default) and on PostgreSQL (release-store-pg.ts's pgReleaseFiles, on a
// database of its own; skipped with the reason when PostgreSQL does not answer). The S3 bucket's run
// of it is release-files-s3.test.ts.
// Run: node --import tsx --test server/test/release-files-stores.test.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe } from 'node:test';
import { migrate, openDb } from 'api';
import { folderFiles } from '../../scripts/release.mjs';
import { pgReleaseFiles } from '../release-store-pg.js';
import { releaseFilesContract } from './release-files-contract.js';
import { freshDatabase, postgresMissing } from './support/release-db.js';

releaseFilesContract('folder', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'acma-files-folder-'));
  return { files: folderFiles(dir), close: async () => rmSync(dir, { recursive: true, force: true }) };
});

const noPostgres = await postgresMissing();
describe('on PostgreSQL', { skip: noPostgres ?? false }, () => {
  releaseFilesContract('PostgreSQL', async () => {
    const database = await freshDatabase('files');
    const db = await openDb({ databaseUrl: database.url });
    await migrate(db);
    return { files: pgReleaseFiles(db), close: async () => { await db.close(); await database.drop(); } };
  });
});
