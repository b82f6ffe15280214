// The counts `npm test` prints for node's test runner (scripts/node-test-counts.mjs): tests only, not
// suites; skipped and todo tests as skipped; a skipped describe (whose tests the runner never sees)
// counted as one skip and named.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';

const reporter = join(import.meta.dirname, '..', '..', 'scripts', 'node-test-counts.mjs');

test('passed, failed and skipped tests are counted; a skipped describe is counted and named', () => {
  const dir = mkdtempSync(join(tmpdir(), 'acma-counts-'));
  try {
    const file = join(dir, 'sample.test.mjs');
    writeFileSync(file, `
      import { before, describe, test } from 'node:test';
      describe('a', () => {
        test('passes', () => {});
        test('fails', () => { throw new Error('x'); });
        test('skipped', { skip: 'reason' }, () => {});
        test('todo', { todo: 'later' }, () => {});
        describe('nested', () => { test('passes too', () => {}); });
      });
      describe('skipped suite', { skip: 'no db' }, () => {
        test('hidden 1', () => {});
        test('hidden 2', () => {});
      });
      describe('a hook that throws', () => {
        before(() => { throw new Error('setup'); });
        test('never runs', () => {});
      });
      test('top', () => {});
    `);
    let out = '';
    // a run of its own, not a child of this test run (NODE_TEST_CONTEXT would report to this one)
    const env = { ...process.env };
    delete env.NODE_TEST_CONTEXT;
    try {
      out = execFileSync(process.execPath, ['--test', `--test-reporter=${reporter}`, '--test-reporter-destination=stdout', file], { encoding: 'utf8', env });
    } catch (e) {
      out = (e as { stdout: string }).stdout; // the run fails (one failing test)
    }
    const c = JSON.parse(out) as { passed: number; failed: number; skipped: number; skippedSuites: string[] };
    assert.deepEqual({ ...c, skippedSuites: c.skippedSuites.map((s) => s.split(': ')[1]) }, {
      passed: 3, failed: 2, skipped: 3, skippedSuites: ['skipped suite'],
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
