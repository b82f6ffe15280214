#!/usr/bin/env node
// `pnpm test:api`: the API and identity-provider tests with node's test runner, one file at a time.
// The file list is expanded here: Node 20's runner does not expand quoted globs. Extra arguments go
// to the runner (e.g. `pnpm test:api --test-name-pattern=promo`); files named on the command line
// replace the full list (e.g. `pnpm test:api api/test/promo.test.ts`).
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { find } from './test-all.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const findTests = (dir) => find(root, dir, '.test.ts');

const args = process.argv.slice(2);
const named = args.filter((a) => !a.startsWith('-'));
const options = args.filter((a) => a.startsWith('-'));
const files = named.length ? named : [...findTests('api/test'), ...findTests('dev-idp/test')];
const r = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...options, ...files], { cwd: root, stdio: 'inherit' });
process.exit(r.status ?? 1);
