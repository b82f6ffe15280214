#!/usr/bin/env node
// `pnpm release status [mfe-<app>]`: the release health, as the running store sees it (release.mjs
// hands the `status` word here). Asks GET /api/staff/releases of the store at STORE_URL (default
// http://localhost:<PORT or 8080>) with the release tool's token: RELEASE_OPS_TOKEN, or the one the
// store keeps in <RELEASES_DIR>/.ops-token. Prints, per remote, its stable release against its
// canary: page views, distinct visitors, error rate (page views with an error), p75 LCP and INP, and the verdict.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storeUrl as checkedStoreUrl } from './release-parts.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

const storeUrl = (env) => (env.STORE_URL || `http://localhost:${env.PORT || 8080}`).replace(/\/+$/, '');
const releasesDir = (env) => path.resolve(env.RELEASES_DIR || path.join(root, 'releases'));

/** The token: a remote's release token (RELEASE_TOKEN), the ops token, or null with the reason. */
function opsToken(env) {
  if (env.RELEASE_TOKEN) return { token: env.RELEASE_TOKEN.trim() };
  if (env.RELEASE_OPS_TOKEN) return { token: env.RELEASE_OPS_TOKEN.trim() };
  const file = path.join(releasesDir(env), '.ops-token');
  try {
    const token = fs.readFileSync(file, 'utf8').trim();
    if (token) return { token };
  } catch { /* reported below */ }
  return { error: `No ops token: set RELEASE_OPS_TOKEN, or start the store once (it writes ${file}).` };
}

const ms = (v) => (v === null || v === undefined ? '—' : `${Math.round(v)} ms`);
const pct = (h) => (h.views === 0 && h.errors === 0 ? '—' : `${(h.errorRate * 100).toFixed(2)} %`);

/** Rows as aligned columns (numbers to the right). */
function columns(rows, right) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  return rows.map((r) => r.map((c, i) => (right.has(i) ? String(c).padStart(widths[i]) : String(c).padEnd(widths[i]))).join('  ').trimEnd());
}

/** The status of the remotes (all, or `only`) as printed lines. */
export function formatStatus(data, only = null) {
  const lines = [];
  for (const r of data.remotes) {
    if (only && r.remote !== only) continue;
    const head = r.canary
      ? `${r.remote}: canary ${r.canary.percent} % since ${r.canary.startedAt}${r.canary.autoPromote ? ', auto-promote' : ''}`
      : `${r.remote}: no canary (figures since ${r.since})`;
    const rows = [['release', 'id', 'page views', 'visitors', 'error rate', 'p75 LCP', 'p75 INP', 'verdict']];
    rows.push(['stable', r.stable.releaseId, r.stable.views, r.stable.visitors, pct(r.stable), ms(r.stable.lcpP75), ms(r.stable.inpP75), '']);
    if (r.canary) rows.push(['canary', r.canary.releaseId, r.canary.views, r.canary.visitors, pct(r.canary), ms(r.canary.lcpP75), ms(r.canary.inpP75), r.verdict?.verdict ?? '']);
    lines.push(head, ...columns(rows, new Set([2, 3, 4, 5])).map((l) => `  ${l}`));
    if (r.verdict) lines.push(`  ${r.verdict.verdict}: ${r.verdict.reason}`);
    // who did what last (a release token's name, 'ops', 'store' for the canary judge, user@host)
    const events = Array.isArray(r.events) ? r.events : [];
    if (events.length) {
      lines.push('  recent changes:');
      for (const e of events) lines.push(`    ${String(e.at).replace('T', ' ').replace(/\.\d+Z$/, 'Z')}  ${e.action}${e.id ? ` ${e.id}` : ''}  by ${e.by}${e.detail ? `  (${e.detail})` : ''}`);
    }
    lines.push('');
  }
  return lines;
}

/**
 * `argv`: what follows `pnpm release` (a leading `status` is skipped), optionally one `mfe-<app>`.
 * Returns the exit code: 0 printed, 1 the store did not answer or refused, 2 bad usage.
 */
export async function main(argv = process.argv.slice(2), io = {}) {
  let env = io.env ?? process.env;
  const out = io.out ?? ((l) => console.log(l));
  const err = io.err ?? ((l) => console.error(l));
  const doFetch = io.fetch ?? fetch;
  let args = argv[0] === 'status' ? argv.slice(1) : argv;
  // --to <store URL>: the store anywhere (https), as STORE_URL
  const at = args.indexOf('--to');
  if (at >= 0) {
    try {
      env = { ...env, STORE_URL: checkedStoreUrl(args[at + 1]) };
    } catch (e) {
      err(e.message);
      return 2;
    }
    args = [...args.slice(0, at), ...args.slice(at + 2)];
  }
  if (args.length > 1 || args.some((a) => a.startsWith('-'))) {
    err('usage: pnpm release status [mfe-<app>] [--to <store URL>]');
    return 2;
  }
  const only = args[0] ? args[0].replace(/^mfe-/, '') : null;
  const { token, error } = opsToken(env);
  if (!token) {
    err(error);
    return 1;
  }
  const url = `${storeUrl(env)}/api/staff/releases`;
  let res;
  try {
    res = await doFetch(url, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' }, signal: AbortSignal.timeout(10_000) });
  } catch (e) {
    const cause = e?.cause?.code ?? e?.cause?.message ?? e?.message ?? String(e);
    err(`The store at ${storeUrl(env)} does not answer (${cause}). Start it (npm start), or name it with STORE_URL.`);
    return 1;
  }
  let body = null;
  try {
    body = await res.json();
  } catch { /* not JSON: reported below */ }
  if (!res.ok || !body || !Array.isArray(body.remotes)) {
    const why = res.status === 401 || res.status === 403
      ? 'it refused the token (is RELEASE_TOKEN one of its release tokens, or RELEASE_OPS_TOKEN the store\'s, or the .ops-token of its releases folder?)'
      : `it answered ${res.status}${body?.message ? `: ${body.message}` : ''}`;
    err(`The store at ${storeUrl(env)} gave no release health: ${why}.`);
    return 1;
  }
  if (only && !body.remotes.some((r) => r.remote === only)) {
    err(`The store has no remote named ${only} (remotes: ${body.remotes.map((r) => `mfe-${r.remote}`).join(', ') || 'none'}).`);
    return 1;
  }
  out(`Release health at ${storeUrl(env)}, ${body.generatedAt}`);
  out('');
  for (const line of formatStatus(body, only)) out(line);
  if (!body.remotes.length) out('No remote is released yet.');
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().then((code) => { process.exitCode = code; });
}
