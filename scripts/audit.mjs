// Dependency audit: `pnpm audit --audit-level critical --json` over the committed lockfile.
//   passed  — the advisory database answered and lists no critical advisory for our dependencies
//   failed  — at least one critical advisory (each is printed with its package, path and link)
//   skipped — the advisory endpoint could not be reached or answered with an error (some registries
//             and mirrors answer 405 to /-/npm/v1/security/audits): reported as SKIPPED with the
//             reason and counted as skipped by the test run, never as a pass.
// Run alone: `node scripts/audit.mjs` (exit 1 only when failed).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const TIMEOUT_MS = 90_000;

/**
 * Classifies pnpm audit's JSON output (and exit code). Exported for its tests.
 * @returns {{ status: 'passed' | 'failed' | 'skipped', reason: string, critical: string[], counts: Record<string, number> }}
 */
export function classifyAudit(stdout, code) {
  let report;
  try {
    report = JSON.parse(stdout);
  } catch {
    const first = String(stdout).trim().split('\n')[0]?.slice(0, 200) || `no output (exit ${code})`;
    return { status: 'skipped', reason: `pnpm audit gave no report: ${first}`, critical: [], counts: {} };
  }
  if (report && typeof report === 'object' && report.error) {
    const e = report.error;
    return { status: 'skipped', reason: `advisory endpoint unavailable (${e.code ?? 'error'}): ${String(e.message ?? '').trim().slice(0, 300)}`, critical: [], counts: {} };
  }
  const counts = report?.metadata?.vulnerabilities;
  if (!counts || typeof counts !== 'object') {
    return { status: 'skipped', reason: 'pnpm audit answered without vulnerability counts', critical: [], counts: {} };
  }
  const critical = Object.values(report.advisories ?? {})
    .filter((a) => a && a.severity === 'critical')
    .map((a) => `${a.module_name} ${a.vulnerable_versions ?? ''}: ${a.title}${a.url ? ` (${a.url})` : ''}`.replace(/\s+/g, ' '));
  const n = Number(counts.critical ?? 0);
  if (n > 0 || critical.length) {
    return { status: 'failed', reason: `${Math.max(n, critical.length)} critical advisor${Math.max(n, critical.length) === 1 ? 'y' : 'ies'}`, critical, counts };
  }
  const summary = ['high', 'moderate', 'low', 'info'].map((k) => `${counts[k] ?? 0} ${k}`).join(', ');
  return { status: 'passed', reason: `no critical advisory (${summary})`, critical, counts };
}

function pnpmCommand(root) {
  const pm = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager ?? 'pnpm';
  if (process.env.npm_execpath && /pnpm/.test(process.env.npm_execpath)) return [process.execPath, [process.env.npm_execpath]];
  return [process.platform === 'win32' ? 'npx.cmd' : 'npx', ['-y', pm]];
}

/** Runs the audit in `root`; never throws. */
export function runAudit(root) {
  const [bin, pre] = pnpmCommand(root);
  return new Promise((resolve) => {
    let out = '';
    let err = '';
    const child = spawn(bin, [...pre, 'audit', '--audit-level', 'critical', '--json'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const timer = setTimeout(() => child.kill('SIGTERM'), TIMEOUT_MS);
    child.stdout.on('data', (d) => { out += d; });
    child.stderr.on('data', (d) => { err += d; });
    child.on('error', (e) => {
      clearTimeout(timer);
      resolve({ status: 'skipped', reason: `could not run pnpm audit: ${e.message}`, critical: [], counts: {} });
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (signal) return resolve({ status: 'skipped', reason: `advisory endpoint gave no answer within ${TIMEOUT_MS / 1000} s`, critical: [], counts: {} });
      const r = classifyAudit(out || err, code);
      resolve(r);
    });
  });
}

export function printAudit(r) {
  const label = r.status === 'passed' ? 'PASSED' : r.status === 'failed' ? 'FAILED' : 'SKIPPED';
  console.log(`dependency audit (pnpm audit --audit-level critical): ${label} — ${r.reason}`);
  for (const c of r.critical) console.log(`  critical: ${c}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = join(import.meta.dirname, '..');
  const r = await runAudit(root);
  printAudit(r);
  process.exit(r.status === 'failed' ? 1 : 0);
}
