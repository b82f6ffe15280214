// `npm start`'s server as its own process, for the tests that need what only a process shows (where
// it listens, its start-up output, how it reads its environment): `node --import tsx server/serve.ts`
// with exactly the environment given, waited for until it answers.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..', '..');

export interface Served { child: ChildProcess; output(): string }

/** Starts server/serve.ts with `env` (the whole environment) and resolves once GET `${origin}/api/health` answers ok. */
export async function spawnServe(env: NodeJS.ProcessEnv, origin: string, timeoutMs = 90_000): Promise<Served> {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'server', 'serve.ts')], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (b: Buffer) => { output += b.toString(); });
  child.stderr!.on('data', (b: Buffer) => { output += b.toString(); });
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`serve.ts exited (${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break;
    } catch { /* not listening yet */ }
    if (Date.now() > until) throw new Error(`serve.ts did not answer at ${origin}:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return { child, output: () => output };
}

/** Stops it: SIGTERM, then SIGKILL if it has not exited in 10 s. */
export async function stopServe(served: Served | undefined): Promise<void> {
  const child = served?.child;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}
