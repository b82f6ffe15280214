// pnpm bench:rush: a registration rush end to end (scripts/rush.ts says what each buyer does and what
// is checked after), against the production build served as `npm start` serves it.
//   --buyers=N        buyers, each with an account of their own (default 300);
//   --instances=1|2   stores sharing the load (default 2: two server/serve.ts processes
//                     sharing PostgreSQL and Redis; needs --db=postgres);
//   --db=pglite|postgres   (default postgres with two stores, pglite with one). PostgreSQL: a database
//                     created for the run and dropped after it, on the server of DATABASE_URL
//                     (default postgres://postgres@127.0.0.1:5432/test); Redis at REDIS_URL (default
//                     redis://127.0.0.1:6379).
// Env: RUSH_PORT (default 8400; the first store's services take +1 to +3, the second store +10 to +13),
// RUSH_DEADLINE_MS (default 60000: every buyer through within it).
// Prints a table per step (answers by status, requests/s, p50/p99) and the checks; exits 1 when a
// check fails, 2 when PostgreSQL or Redis does not answer.
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './bench-servers.js';
import { rush, rushTable } from './rush.js';

function parseArgs(argv: string[]) {
  const value = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const buyers = Number(value('buyers') ?? 300);
  if (!Number.isInteger(buyers) || buyers < 1) throw new Error(`--buyers must be a whole number above 0 (got ${value('buyers')})`);
  const instances = Number(value('instances') ?? 2);
  if (instances !== 1 && instances !== 2) throw new Error(`--instances must be 1 or 2 (got ${value('instances')})`);
  const db = value('db') ?? (instances === 2 ? 'postgres' : 'pglite');
  if (db !== 'pglite' && db !== 'postgres') throw new Error(`--db must be pglite or postgres (got ${db})`);
  if (buyers < instances) throw new Error('--buyers must be at least --instances');
  return { buyers, instances: instances as 1 | 2, db: db as 'pglite' | 'postgres' };
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  if (!existsSync(join(ROOT, 'shell/dist/index.html'))) {
    console.error('shell/dist is missing: build first with `pnpm build`.');
    process.exitCode = 1;
    return;
  }
  console.log(`rush: ${args.buyers} buyers on ${args.instances} store(s), ${args.db}; machine: ${cpus().length} CPUs, load average ${loadavg().map((x) => x.toFixed(1)).join(' ')}`);
  let report;
  try {
    report = await rush({
      ...args,
      port: Number(process.env.RUSH_PORT || 8400),
      databaseUrl: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
      redisUrl: process.env.REDIS_URL || (args.instances === 2 ? 'redis://127.0.0.1:6379' : undefined),
      deadlineMs: Number(process.env.RUSH_DEADLINE_MS || 60_000),
      log: (line) => console.log(line),
    });
  } catch (e) {
    const message = (e as Error).message;
    console.error(`\n${message}`);
    process.exitCode = /needs (PostgreSQL|Redis)/.test(message) ? 2 : 1;
    return;
  }
  console.log(`\n${rushTable(report).join('\n')}\n`);
  if (report.problems.length) process.exitCode = 1;
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.stack ?? e.message : e);
  process.exitCode = 1;
});
