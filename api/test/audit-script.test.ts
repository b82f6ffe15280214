// scripts/audit.mjs (run by `npm test`): how pnpm audit's answers are classified. A critical
// advisory fails; an advisory endpoint that cannot be reached is SKIPPED with its reason, not passed.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { classifyAudit } from '../../scripts/audit.mjs';

const counts = (over: Record<string, number> = {}) => ({ info: 0, low: 0, moderate: 0, high: 0, critical: 0, ...over });

test('a critical advisory fails, naming the package', () => {
  const r = classifyAudit(JSON.stringify({
    advisories: {
      1: { module_name: 'left-pad', severity: 'critical', title: 'Prototype pollution', vulnerable_versions: '<1.3.1', url: 'https://github.com/advisories/GHSA-x' },
      2: { module_name: 'other', severity: 'high', title: 'ReDoS' },
    },
    metadata: { vulnerabilities: counts({ critical: 1, high: 1 }) },
  }), 1);
  assert.equal(r.status, 'failed');
  assert.equal(r.critical.length, 1);
  assert.match(r.critical[0]!, /left-pad <1\.3\.1: Prototype pollution \(https:\/\/github\.com\/advisories\/GHSA-x\)/);
});

test('no critical advisory passes (lower severities are listed, not failed)', () => {
  const r = classifyAudit(JSON.stringify({ advisories: {}, metadata: { vulnerabilities: counts({ high: 2, low: 1 }) } }), 0);
  assert.equal(r.status, 'passed');
  assert.match(r.reason, /2 high, 0 moderate, 1 low/);
});

test('an unreachable advisory endpoint is skipped with the reason', () => {
  const r = classifyAudit(JSON.stringify({
    error: { code: 'ERR_PNPM_AUDIT_BAD_RESPONSE', message: 'The audit endpoint (at https://registry.npmjs.org/-/npm/v1/security/audits/quick) responded with 405: ' },
  }), 1);
  assert.equal(r.status, 'skipped');
  assert.match(r.reason, /ERR_PNPM_AUDIT_BAD_RESPONSE.*405/);
  assert.equal(classifyAudit('getaddrinfo ENOTFOUND registry.npmjs.org', 1).status, 'skipped');
  assert.equal(classifyAudit('{"metadata":{}}', 0).status, 'skipped');
});
