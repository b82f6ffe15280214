// Runs the static checks and every test runner in turn and prints two summary lines:
// `checks: N passed, N failed, N skipped` (type-check per package, lint, dependency audit) and
// `tests: N passed, N failed, N skipped` (tests only; every skipped test counted, with its runner's reason).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Files under `dir` whose names end with `suffix`, outside node_modules, sorted (Node 20 has no fs.globSync). */
export function find(root, dir, suffix) {
  const abs = join(root, dir);
  if (!existsSync(abs)) return [];
  return readdirSync(abs, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && d.name.endsWith(suffix) && !join(d.parentPath, d.name).includes('node_modules'))
    .map((d) => relative(root, join(d.parentPath, d.name)))
    .sort();
}

/** Runs a command, its output streamed as it comes, or, with `held`, kept and printed in one piece when it ends (a run beside another). */
function exec(root, bin, args, env = {}, { held = false } = {}) {
  return new Promise((resolve) => {
    let out = '';
    let err = '';
    const child = spawn(bin, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (d) => { out += d; if (!held) process.stdout.write(d); });
    child.stderr.on('data', (d) => { if (held) err += d; else process.stderr.write(d); });
    child.on('close', (code) => {
      if (held) { process.stdout.write(out); process.stderr.write(err); }
      resolve({ code: code ?? 1, out });
    });
  });
}

export async function runAll(root) {
  const bin = (n) => join(root, 'node_modules/.bin', n);
  const tmp = join(root, 'test-results');
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  const totals = { passed: 0, failed: 0, skipped: 0 };
  const checks = { passed: 0, failed: 0, skipped: 0 };
  const rows = [];
  const tally = (into) => (name, p, f, s, code) => {
    into.passed += p; into.failed += f; into.skipped += s;
    // a runner that crashed without reporting counts as one failure
    if (code !== 0 && f === 0) into.failed += 1;
    rows.push(`${name}: ${p} passed, ${f} failed, ${s} skipped (exit ${code})`);
  };
  const add = tally(totals);
  const addCheck = tally(checks);

  // 0. static checks: strict type-check of every package (one check each) and the root lint
  console.log('\n> static checks (tsc --strict per package, eslint)');
  const { typecheckAll } = await import('./typecheck.mjs');
  const tc = await typecheckAll();
  addCheck('typecheck (packages)', tc.filter((r) => r.ok).length, tc.filter((r) => !r.ok).length, 0, 0);
  const lint = await exec(root, bin('eslint'), ['.', '--max-warnings=0']);
  addCheck('lint', lint.code === 0 ? 1 : 0, lint.code === 0 ? 0 : 1, 0, 0);
  // dependency audit: a critical advisory fails the run; an unreachable advisory endpoint is a
  // SKIPPED check (counted and printed with its reason), never a silent pass
  const { runAudit, printAudit } = await import('./audit.mjs');
  const audit = await runAudit(root);
  printAudit(audit);
  addCheck(`dependency audit (${audit.status}: ${audit.reason.slice(0, 120)})`, audit.status === 'passed' ? 1 : 0, audit.status === 'failed' ? 1 : 0, audit.status === 'skipped' ? 1 : 0, 0);

  // 1. unit tests (jest + testing-library)
  console.log('\n> unit tests (jest)');
  const jestOut = join(tmp, 'jest.json');
  const j = await exec(root, bin('jest'), ['-c', 'jest.config.cjs', '--ci', '--json', `--outputFile=${jestOut}`]);
  if (existsSync(jestOut)) {
    const r = JSON.parse(readFileSync(jestOut, 'utf8'));
    add('jest', r.numPassedTests, r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0), r.numPendingTests + (r.numTodoTests ?? 0), j.code);
  } else add('jest', 0, 0, 0, j.code);

  // 2. API and identity-provider tests (node:test): the API suite on PGlite, and again on PostgreSQL
  //    when DATABASE_URL is set (each test file then works in a schema of its own, dropped after)
  const nodeTest = async (name, files, env, { held = false } = {}) => {
    if (!files.length) return;
    console.log(held ? `\n> ${name} (beside the run above; its output follows when it ends)` : `\n> ${name}`);
    // the spec reporter for people; the counts (tests only, every skip) from scripts/node-test-counts.mjs
    const countsFile = join(tmp, `node-test-${++nodeRuns}.json`);
    const n = await exec(root, process.execPath, [
      '--import', 'tsx', '--test', '--test-concurrency=1',
      '--test-reporter=spec', '--test-reporter-destination=stdout',
      `--test-reporter=${join(root, 'scripts', 'node-test-counts.mjs')}`, `--test-reporter-destination=${countsFile}`,
      ...files,
    ], env, { held });
    if (!existsSync(countsFile)) return add(name, 0, 0, 0, n.code);
    const c = JSON.parse(readFileSync(countsFile, 'utf8'));
    for (const suite of c.skippedSuites) console.warn(`a skipped describe hides its tests (counted as one skip): ${suite}`);
    add(name, c.passed, c.failed, c.skipped, n.code);
  };
  let nodeRuns = 0;
  //    REDIS_URL (when set) goes to both runs: the shared-limit tests run on either engine, and the
  //    two-instance test (api/test/two-instances.test.ts) runs on PostgreSQL with Redis
  const apiFiles = find(root, 'api/test', '.test.ts');
  // the document server's own tests (server/test): on PGlite, as the e2e server runs; the database
  // release store's (release-instances.test.ts: two instances on one PostgreSQL) makes a database
  // of its own on DATABASE_URL's server (support/release-db.ts)
  const pgUrl = process.env.DATABASE_URL;
  await nodeTest('document server tests (node:test)', find(root, 'server/test', '.test.ts'), {
    DATABASE_URL: '', ...(pgUrl ? { RELEASE_TEST_DATABASE_URL: pgUrl } : {}),
  });
  const redis = { REDIS_URL: process.env.REDIS_URL ?? '' };
  const redisNote = redis.REDIS_URL ? `, Redis ${redis.REDIS_URL.replace(/\/\/[^@]*@/, '//')}` : '';
  // The two engines' runs go side by side (each file one at a time within its run): they share
  // nothing (PGlite in the run's own process; a schema of its own per file on PostgreSQL; a key prefix
  // of its own per run on Redis), and on 2 cores this takes minutes off the suite.
  await Promise.all([
    nodeTest(`API tests on PGlite (node:test${redisNote})`, [...apiFiles, ...find(root, 'dev-idp/test', '.test.ts')], { DATABASE_URL: '', ...redis }),
    pgUrl ? nodeTest(`API tests on PostgreSQL (node:test, ${pgUrl.replace(/\/\/[^@]*@/, '//')}${redisNote})`, apiFiles, { DATABASE_URL: pgUrl, ...redis }, { held: true }) : null,
  ]);

  // 3. end-to-end (Playwright, Debian Chromium) against the production build served as `npm start` serves it
  console.log('\n> end-to-end tests (Playwright, Chromium)');
  const pwOut = join(tmp, 'playwright.json');
  const p = await exec(root, bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: pwOut });
  if (existsSync(pwOut)) {
    const s = JSON.parse(readFileSync(pwOut, 'utf8')).stats;
    add('playwright', s.expected + s.flaky, s.unexpected, s.skipped, p.code);
  } else add('playwright', 0, 0, 0, p.code);

  console.log('\n' + rows.join('\n'));
  console.log(`checks: ${checks.passed} passed, ${checks.failed} failed, ${checks.skipped} skipped`);
  console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  return totals.failed + checks.failed > 0 ? 1 : 0;
}
