// `pnpm report:size [routes...]`: serves the production build as `npm start` does (on a spare port)
// and prints, per route, the JavaScript the browser requests on a first visit and the number of
// React copies. `--check` exits 1 when a route is over the 170 KB gzip budget or loads React twice.
// /checkout is measured as a signed-in buyer with a line in the cart sees it (signed out, it sends the
// visitor to the identity provider).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { FIRST_PAGE_BUDGET_GZIP, kb, measureRoute } from '../e2e/measure.js';
import { signedIn } from './bench-live.js';

const root = join(import.meta.dirname, '..');
const args = process.argv.slice(2);
const check = args.includes('--check');
const verbose = args.includes('--files');
const routes = args.filter((a) => a.startsWith('/'));
if (routes.length === 0) routes.push('/', '/faq');
const port = Number(process.env.REPORT_PORT || 8190);
const base = `http://localhost:${port}`;

async function waitFor(url: string, ms = 180000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try { if ((await fetch(url)).ok) return; } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server did not answer at ${url}`);
}

const server = spawn(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), 'server/serve.ts'], {
  cwd: root, stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, PORT: String(port), DATA_DIR: join(root, 'test-results', 'size-data'), LOG_LEVEL: 'silent' },
});
let failed = false;
try {
  await waitFor(`${base}/api/health`);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  console.log('route'.padEnd(36), 'scripts'.padStart(8), 'raw'.padStart(11), 'gzip'.padStart(11), 'React copies'.padStart(13), ' budget');
  for (const route of routes) {
    const signedInState = route === '/checkout' ? await signedIn(browser, { label: 'this build', origin: base, describe: '' }) : undefined;
    const w = await measureRoute(browser, base, route, undefined, signedInState);
    const ok = w.gzip <= FIRST_PAGE_BUDGET_GZIP && w.reactCopies === 1;
    if (!ok) failed = true;
    console.log(route.padEnd(36), String(w.scripts).padStart(8), kb(w.raw).padStart(11), kb(w.gzip).padStart(11), String(w.reactCopies).padStart(13), ok ? ' ok' : ' OVER');
    if (verbose) for (const f of w.files) console.log('   ', kb(f.gzip).padStart(9), f.url);
  }
  await browser.close();
} finally {
  server.kill('SIGTERM');
}
if (check && failed) process.exit(1);
