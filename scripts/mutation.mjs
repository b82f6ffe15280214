#!/usr/bin/env node
// `pnpm test:mutation [group…]`: StrykerJS over the modules where a silent bug costs money or trust
// (mutation/groups.mjs), one group after another, then one line per group with its mutation score
// (killed and timed-out mutants over all valid ones, uncovered counted as survivors). Exits 1 when a
// group scores under 80 %. Not part of `npm test` (minutes per group).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { groups } from '../mutation/groups.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const MIN_SCORE = 80;
const asked = process.argv.slice(2);
for (const g of asked) if (!groups[g]) { console.error(`unknown group ${g}: ${Object.keys(groups).join(', ')}`); process.exit(2); }
const names = asked.length ? asked : Object.keys(groups);

const rows = [];
let low = false;
for (const name of names) {
  console.log(`\n> mutation testing: ${name} (${groups[name].what})`);
  const r = spawnSync(join(root, 'node_modules/.bin/stryker'), ['run', 'mutation/stryker.config.mjs'], {
    cwd: root, stdio: 'inherit', env: { ...process.env, MUTATION_GROUP: name },
  });
  const file = join(root, 'reports', 'mutation', `${name}.json`);
  if (r.status !== 0 || !existsSync(file)) { rows.push(`${name}: Stryker failed (exit ${r.status})`); low = true; continue; }
  const counts = { Killed: 0, Timeout: 0, Survived: 0, NoCoverage: 0, CompileError: 0, RuntimeError: 0, Ignored: 0 };
  const survivors = [];
  for (const [path, f] of Object.entries(JSON.parse(readFileSync(file, 'utf8')).files)) {
    for (const m of f.mutants) {
      counts[m.status] = (counts[m.status] ?? 0) + 1;
      if (m.status === 'Survived' || m.status === 'NoCoverage') survivors.push(`  ${m.status} ${path}:${m.location.start.line} ${m.mutatorName}${m.replacement ? `: ${m.replacement.replace(/\s+/g, ' ').slice(0, 80)}` : ''}`);
    }
  }
  const detected = counts.Killed + counts.Timeout;
  const valid = detected + counts.Survived + counts.NoCoverage;
  const score = valid ? (100 * detected) / valid : 100;
  if (score < MIN_SCORE) low = true;
  rows.push(`${name}: ${score.toFixed(1)} % (${detected} of ${valid} mutants detected; ${counts.Survived} survived, ${counts.NoCoverage} not covered)`);
  rows.push(...survivors);
}
console.log(`\nmutation scores (minimum ${MIN_SCORE} %):\n${rows.join('\n')}`);
process.exit(low ? 1 : 0);
