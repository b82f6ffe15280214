// `pnpm dev`: every app rebuilt on change (webpack --watch, development mode) behind the one origin
// that `pnpm serve` provides. Reload the browser after a rebuild.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const apps = ['shell', ...readdirSync(root).filter((d) => d.startsWith('mfe-') && existsSync(join(root, d, 'webpack.config.js')))];
const children: ChildProcess[] = [];

for (const app of apps) {
  children.push(spawn(join(root, app, 'node_modules/.bin/webpack'), ['--mode', 'development', '--watch'], { cwd: join(root, app), stdio: 'inherit' }));
}
// give the first builds a head start so the server finds the shell's index.html
setTimeout(() => {
  children.push(spawn(join(root, 'node_modules/.bin/tsx'), ['server/serve.ts'], { cwd: root, stdio: 'inherit', env: { ...process.env, SITE_DEV: '1' } }));
}, 15000);

const stop = () => { for (const c of children) c.kill('SIGTERM'); process.exit(0); };
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
