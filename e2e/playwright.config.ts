// End-to-end tests against the production build served exactly as `npm start` serves it, in
// Debian's Chromium (no browser download). A fresh data folder per run.
import { defineConfig, devices } from '@playwright/test';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { cpSync, existsSync, readdirSync, rmSync } from 'node:fs';
import { E2E_VIEW_SECRET } from './tests/helpers/view-secret';

const port = Number(process.env.E2E_PORT || 8090);
export const baseURL = `http://localhost:${port}`;
const root = join(__dirname, '..');
// A fresh database folder per run (PGlite must never be opened by two servers at once). Set in the
// environment here, in the runner, so that the test workers it starts see the same folder; the
// folders of earlier runs whose runner has exited are removed.
if (!process.env.E2E_DATA_DIR) {
  for (const name of readdirSync(tmpdir())) {
    const pid = Number(/^acma-e2e-\d+-(\d+)$/.exec(name)?.[1]);
    if (pid && !isAlive(pid)) rmSync(join(tmpdir(), name), { recursive: true, force: true });
  }
}
const dataDir = (process.env.E2E_DATA_DIR ||= join(tmpdir(), `acma-e2e-${port}-${process.pid}`));
// The remotes' releases this run serves: a copy of the build's (releases/, made by `pnpm build`), so
// that the release tests publish and roll back in the run's own folder, never in the build's.
const releasesDir = join(dataDir, 'releases');
if (!existsSync(releasesDir) && existsSync(join(root, 'releases', 'registry.json'))) cpSync(join(root, 'releases'), releasesDir, { recursive: true });

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export default defineConfig({
  testDir: './tests',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  outputDir: join(root, 'test-results', 'e2e'),
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `${JSON.stringify(process.execPath)} ${join(root, 'node_modules/tsx/dist/cli.mjs')} server/serve.ts`,
    cwd: root,
    url: `${baseURL}/api/health`,
    timeout: 180_000, // a fresh embedded database is migrated and seeded first (slow on a loaded 2-core machine)
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      RELEASES_DIR: releasesDir,
      // a fresh embedded database every run, even where CI sets DATABASE_URL (PostgreSQL is covered
      // by the API suite, which works in throwaway schemas)
      DATABASE_URL: '',
      // every test's forms come from one address: the per-address limits are tested in the API suite
      API_RATE_LIMITS: JSON.stringify({ leadsPerIp: 500, trackingPerIp: 1000, promoPerIp: 500, promoPerUser: 200, beaconsPerIp: 5000 }),
      // the store judges canaries with small figures (canary-judge.spec.ts): 3 errors at twice the
      // stable's rate end one; 6 page views promote one released with --auto-promote. The vitals' rule
      // is left out (a 1000 % margin): a few page views' p75 on a shared host is noise (verdict.test.ts has it)
      CANARY_MIN_ERRORS: '3', CANARY_ERROR_RATIO: '2', CANARY_MIN_VIEWS: '4', CANARY_PROMOTE_AFTER_VIEWS: '6', CANARY_LATENCY_WORSE_PERCENT: '1000',
      // ...from page views of at least 2 distinct visitors on each side (the default is 20)
      CANARY_MIN_VISITORS: '2',
      // the secret of cohort cookies and page-view tickets, known to the tests that play returning
      // buyers (canary-judge.spec.ts signs their cohort as the store would)
      RELEASE_VIEW_SECRET: E2E_VIEW_SECRET,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // production mode needs the site's public origin: every link the store writes starts with it
      SITE_URL: baseURL,
    },
  },
});
