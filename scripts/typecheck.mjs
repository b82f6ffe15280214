// Type-checks every TypeScript package (strict) two at a time; prints one line per package.
// Used by `pnpm typecheck` and as part of `npm test` (each package counts as one check).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(fileURLToPath(new URL('.', import.meta.url)), '..');
// the remotes are every mfe-* folder (a team's new remote, `pnpm create-remote`, is checked with the others)
export const PROJECTS = ['shared-ui', 'shared-cart', 'shared-analytics', 'shared-api', 'shared-auth', 'shell', 'server',
  ...readdirSync(root).filter((d) => d.startsWith('mfe-')).sort(), 'api', 'dev-idp', 'e2e', 'scripts'];

function tsc(project) {
  return new Promise((resolve) => {
    let out = '';
    const child = spawn(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', project, '--noEmit'], { cwd: root });
    child.stdout.on('data', (d) => { out += d; });
    child.stderr.on('data', (d) => { out += d; });
    child.on('close', (code) => resolve({ project, ok: code === 0, out }));
  });
}

export async function typecheckAll() {
  const queue = PROJECTS.filter((p) => existsSync(join(root, p, 'tsconfig.json')));
  const results = [];
  const worker = async () => { while (queue.length) results.push(await tsc(queue.shift())); };
  await Promise.all([worker(), worker()]);
  for (const r of results) {
    console.log(`${r.ok ? 'ok  ' : 'FAIL'} typecheck ${r.project}`);
    if (!r.ok) console.log(r.out.trim());
  }
  return results;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const results = await typecheckAll();
  process.exit(results.every((r) => r.ok) ? 0 : 1);
}
