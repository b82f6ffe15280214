// Runs every test runner in turn and prints one summary line: `tests: N passed, N failed[, N skipped]`.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Files under `dir` whose names end with `suffix` (Node 20 has no fs.globSync). */
function find(root, dir, suffix) {
  const abs = join(root, dir);
  if (!existsSync(abs)) return [];
  return readdirSync(abs, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && d.name.endsWith(suffix) && !join(d.parentPath, d.name).includes('node_modules'))
    .map((d) => relative(root, join(d.parentPath, d.name)))
    .sort();
}

function exec(root, bin, args, env = {}) {
  return new Promise((resolve) => {
    let out = '';
    const child = spawn(bin, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (d) => { out += d; process.stdout.write(d); });
    child.stderr.on('data', (d) => { process.stderr.write(d); });
    child.on('close', (code) => resolve({ code: code ?? 1, out }));
  });
}

// eslint-disable-next-line no-control-regex -- ANSI colour codes start with ESC
const stripAnsi = (s) => s.replace(/\x1b\[[0-9;]*m/g, '');

export async function runAll(root) {
  const bin = (n) => join(root, 'node_modules/.bin', n);
  const tmp = join(root, 'test-results');
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  const totals = { passed: 0, failed: 0, skipped: 0 };
  const rows = [];
  const add = (name, p, f, s, code) => {
    totals.passed += p; totals.failed += f; totals.skipped += s;
    // a runner that crashed without reporting counts as one failure
    if (code !== 0 && f === 0) totals.failed += 1;
    rows.push(`${name}: ${p} passed, ${f} failed, ${s} skipped (exit ${code})`);
  };

  // 0. static checks: strict type-check of every package (one check each) and the root lint
  console.log('\n> static checks (tsc --strict per package, eslint)');
  const { typecheckAll } = await import('./typecheck.mjs');
  const tc = await typecheckAll();
  add('typecheck', tc.filter((r) => r.ok).length, tc.filter((r) => !r.ok).length, 0, 0);
  const lint = await exec(root, bin('eslint'), ['.', '--max-warnings=0']);
  add('lint', lint.code === 0 ? 1 : 0, lint.code === 0 ? 0 : 1, 0, 0);
  // dependency audit: a critical advisory fails the run; an unreachable advisory endpoint is a
  // SKIPPED check (counted and printed with its reason), never a silent pass
  const { runAudit, printAudit } = await import('./audit.mjs');
  const audit = await runAudit(root);
  printAudit(audit);
  add(`dependency audit (${audit.status}: ${audit.reason.slice(0, 120)})`, audit.status === 'passed' ? 1 : 0, audit.status === 'failed' ? 1 : 0, audit.status === 'skipped' ? 1 : 0, 0);

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
  const nodeTest = async (name, files, env) => {
    if (!files.length) return;
    console.log(`\n> ${name}`);
    const n = await exec(root, process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', '--test-reporter=spec', ...files], env);
    const text = stripAnsi(n.out);
    const num = (k) => Number((text.match(new RegExp(`^ℹ ${k} (\\d+)`, 'm')) ?? [])[1] ?? 0);
    add(name, num('pass'), num('fail') + num('cancelled'), num('skipped') + num('todo'), n.code);
  };
  const apiFiles = find(root, 'api/test', '.test.ts');
  // the document server's own tests (shell/server/test): on PGlite, as the e2e server runs
  await nodeTest('document server tests (node:test)', find(root, 'shell/server/test', '.test.ts'), { DATABASE_URL: '' });
  const pgUrl = process.env.DATABASE_URL;
  await nodeTest('API tests on PGlite (node:test)', [...apiFiles, ...find(root, 'dev-idp/test', '.test.ts')], { DATABASE_URL: '' });
  if (pgUrl) await nodeTest(`API tests on PostgreSQL (node:test, ${pgUrl.replace(/\/\/[^@]*@/, '//')})`, apiFiles, { DATABASE_URL: pgUrl });

  // 3. end-to-end (Playwright, Debian Chromium) against the production build served as `npm start` serves it
  console.log('\n> end-to-end tests (Playwright, Chromium)');
  const pwOut = join(tmp, 'playwright.json');
  const p = await exec(root, bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: pwOut });
  if (existsSync(pwOut)) {
    const s = JSON.parse(readFileSync(pwOut, 'utf8')).stats;
    add('playwright', s.expected + s.flaky, s.unexpected, s.skipped, p.code);
  } else add('playwright', 0, 0, 0, p.code);

  console.log('\n' + rows.join('\n'));
  const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
  console.log(`tests: ${totals.passed} passed, ${totals.failed} failed${skipped}`);
  return totals.failed > 0 ? 1 : 0;
}
