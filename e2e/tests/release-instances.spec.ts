// What a buyer gets when a release is made through one machine of a two-machine store: two real
// instances A and B of `server/serve.ts`, started here as their own processes on one fresh PostgreSQL
// database (the releases kept there: RELEASE_STORE=postgres, the default with DATABASE_URL), each with
// its own data folder and an empty releases folder of its own, as two machines have.
// - every remote is released through A by the real command (`release.mjs mfe-<app> --from-dist --to
//   A`: marketing with its team's token, the others with the operator's); a buyer on B opens /faq:
//   the marketing page is shown, its remoteEntry.js comes from B's own copy, nothing fails, and the
//   page is live (a header link to the catalog, another remote, is followed with no new document);
// - a second marketing build released through A: a fresh /faq on B names it within 2 s of the
//   command's exit, and works;
// - rolled back through B with the team's token: a fresh /faq on A names the first release again
//   within 2 s;
// - the catalog team's token cannot roll marketing back (403), and the page on A is unchanged.
// Needs the production build (`pnpm build`) and PostgreSQL (RELEASE_TEST_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/test: server/test/support/release-db.ts); skipped without them.
// The instances listen on E2E_INSTANCES_PORT (default 8700) and 10 above it (each also on its next 3).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect, test, type Page, type Request } from '@playwright/test';
import { waitForLive } from './helpers/shell';

type ReleaseTool = typeof import('../../scripts/release.mjs');

const root = join(__dirname, '..', '..');
const RELEASE = join(root, 'scripts', 'release.mjs');
const dist = join(root, 'mfe-marketing', 'dist');
const REMOTES = ['mfe-marketing', 'mfe-catalog', 'mfe-checkout', 'mfe-product-pages', 'mfe-summit'];
const OPS = 'ops-token-of-the-two-instance-e2e-0123456789';
const portA = Number(process.env.E2E_INSTANCES_PORT || 8700);
const A = `http://localhost:${portA}`;
const B = `http://localhost:${portA + 10}`;
// mfe-marketing/src/pages/faq-page.tsx
const FAQ_HEADING = 'Frequently Asked Questions';

// ---- what server/test/support/release-db.ts and serve-process.ts do, in the few lines this needs
// (those modules, and the `api` package, use import.meta, which the e2e specs' CommonJS transform
// does not load): PostgreSQL through `pg`, the API's driver, taken from the api package

type PgClient = { connect(): Promise<void>; query(sql: string): Promise<unknown>; end(): Promise<void> };
const pg = createRequire(join(root, 'api', 'package.json'))('pg') as { Client: new (opts: { connectionString: string; connectionTimeoutMillis?: number }) => PgClient };
const SERVER_URL = process.env.RELEASE_TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** Runs `sql` on SERVER_URL's server (its default database). */
async function onServer(sql: string): Promise<void> {
  const c = new pg.Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 3_000 });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

/** Why PostgreSQL cannot be used (a skip reason), or null when it answers. */
async function postgresMissing(): Promise<string | null> {
  try {
    await onServer('SELECT 1');
    return null;
  } catch (e) {
    return `PostgreSQL does not answer at ${SERVER_URL.replace(/\/\/[^@]*@/, '//')} (${(e as Error).message}): the database release store needs a real one`;
  }
}

/** A new, empty database on SERVER_URL's server; `url` reaches it, `drop()` removes it (closing what is still connected). */
async function freshDatabase(label: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `acma_${label}_${process.pid}_${randomBytes(3).toString('hex')}`;
  await onServer(`CREATE DATABASE ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

type Served = { child: ChildProcess; output(): string };

/** Starts `node --import tsx server/serve.ts` with `env` (the whole environment); resolves once `${origin}/api/health` answers ok. */
async function spawnServe(env: NodeJS.ProcessEnv, origin: string, timeoutMs: number): Promise<Served> {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'serve.ts')], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (b: Buffer) => { output += b.toString(); });
  child.stderr.on('data', (b: Buffer) => { output += b.toString(); });
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`serve.ts exited (${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break;
    } catch { /* not listening yet */ }
    if (Date.now() > until) {
      child.kill('SIGKILL');
      throw new Error(`serve.ts did not answer at ${origin}:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { child, output: () => output };
}

/** Stops it: SIGTERM, then SIGKILL if it has not exited in 10 s. */
async function stopServe({ child }: Served): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

// ---- the release tool, as a team's pipeline runs it

/** A run of a command: its exit code, its output (stdout and stderr), and when it exited (performance.now()). */
type Ran = { code: number | null; out: string; exitedAt: number };

/** Runs `node <args>` from the repository root, as a team's pipeline runs the release tool. */
function node(args: string[], env: NodeJS.ProcessEnv): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (b: Buffer) => { out += b.toString(); });
    child.stderr.on('data', (b: Buffer) => { out += b.toString(); });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out, exitedAt: performance.now() }));
  });
}
/** `node scripts/release.mjs <args>`. */
const release = (args: string[], env: NodeJS.ProcessEnv) => node([RELEASE, ...args], env);

/** The marketing remoteEntry.js a document's runtime configuration (#app-config) lists. */
function marketingEntry(html: string): string | undefined {
  const block = /<script id="app-config" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1];
  if (block === undefined) return undefined;
  return (JSON.parse(block) as { remotes?: Record<string, string> }).remotes?.marketing;
}
const entryOf = (id: string) => `/releases/marketing/${id}/remoteEntry.js`;

/**
 * What a page asked for and got: responses >= 400 and failed requests, page errors, documents, remote
 * entries. `clear()` starts a new page load: requests the page made before it are not counted any
 * more (the previous document's, which leaving it aborts: its idle prefetches of chunks.json).
 */
function watch(page: Page) {
  const seen = { failed: [] as string[], errors: [] as string[], documents: [] as string[], entries: [] as { url: string; status: number }[] };
  let load = 0;
  const loadOf = new WeakMap<Request, number>();
  const current = (r: Request) => loadOf.get(r) === load;
  page.on('request', (r) => {
    loadOf.set(r, load);
    if (r.resourceType() === 'document' && r.frame() === page.mainFrame()) seen.documents.push(r.url());
  });
  page.on('response', (r) => {
    if (!current(r.request())) return;
    if (r.status() >= 400) seen.failed.push(`${r.status()} ${r.url()}`);
    if (/\/releases\/[a-z-]+\/[0-9a-f]{12}\/remoteEntry\.js/.test(r.url())) seen.entries.push({ url: r.url(), status: r.status() });
  });
  page.on('requestfailed', (r) => { if (current(r)) seen.failed.push(`failed ${r.url()} (${r.failure()?.errorText})`); });
  page.on('pageerror', (e) => seen.errors.push(e.message));
  return {
    seen,
    clear() {
      load += 1;
      for (const list of Object.values(seen)) list.length = 0;
    },
  };
}

test.describe('a release through one machine, in the browser on the other', () => {
  let db: Awaited<ReturnType<typeof freshDatabase>> | undefined;
  const served: Served[] = [];
  const dirs: string[] = [];
  const tmp = (label: string) => { const d = mkdtempSync(join(tmpdir(), `acma-e2e-instances-${label}-`)); dirs.push(d); return d; };
  const timings: Record<string, number> = {};

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    test.skip(!existsSync(join(root, 'shell', 'dist', 'index.html')) || !existsSync(join(dist, 'remoteEntry.js')), 'no production build (run `pnpm build`)');
    const missing = await postgresMissing();
    test.skip(missing !== null, missing ?? '');
    db = await freshDatabase('e2e_instances');
    const start = async (base: string, label: string) => {
      const s = await spawnServe({
        ...process.env, NODE_ENV: 'production', SITE_URL: base, PORT: new URL(base).port, DATA_DIR: tmp(`${label}-data`), RELEASES_DIR: tmp(`${label}-releases`),
        DATABASE_URL: db!.url, RELEASE_OPS_TOKEN: OPS, LOG_LEVEL: 'warn', REDIS_URL: '', SITE_DEV: '',
      }, base, 120_000);
      served.push(s);
    };
    // two machines at once, neither with any release yet
    // (both awaited, so that afterAll stops each one that started)
    const started = await Promise.allSettled([start(A, 'a'), start(B, 'b')]);
    for (const s of started) if (s.status === 'rejected') throw s.reason;
  });

  test.afterAll(async () => {
    await Promise.all(served.map(stopServe));
    await db?.drop();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
    if (Object.keys(timings).length) console.log(`# the change reached the other instance's documents in (ms): ${JSON.stringify(timings)}`);
  });

  test('released through A, served by B; a second release through A reaches B, a rollback through B reaches A, each within 2 s; another team\'s token is refused', async ({ page }) => {
    test.setTimeout(150_000);
    const { hashFiles, readFiles } = await import('../../scripts/release.mjs') as ReleaseTool;
    const first = hashFiles(readFiles(dist));
    const w = watch(page);
    const tokens: Record<string, string> = {};

    /** The marketing remoteEntry.js a fresh /faq document of `base` names (fetched as the browser's context, its cookies). */
    const named = async (base: string) => {
      const res = await page.request.get(`${base}/faq`, { headers: { 'sec-fetch-dest': 'document' } });
      expect(res.status(), `${base}/faq`).toBe(200);
      return marketingEntry(await res.text());
    };
    const faqStatus = async (base: string) => (await page.request.get(`${base}/faq`, { headers: { 'sec-fetch-dest': 'document' } })).status();
    /** Polls `base`'s /faq until it names release `id`: the milliseconds since `since` (fails past 2 s). */
    const namedWithin2s = async (base: string, id: string, since: number) => {
      for (;;) {
        const entry = await named(base);
        const took = performance.now() - since;
        if (entry === entryOf(id)) return took;
        expect(took, `a fresh /faq on ${base} names ${entry}, not ${entryOf(id)}, 2 s after the change`).toBeLessThan(2_000);
        await new Promise((r) => setTimeout(r, 25));
      }
    };
    /** Loads `base`/faq in the browser: the FAQ shown, live, its marketing entry `id` from `base`, nothing failed. */
    const faqWorks = async (base: string, id: string) => {
      w.clear();
      const res = await page.goto(`${base}/faq`);
      expect(res!.status()).toBe(200);
      expect(marketingEntry(await res!.text()), 'the document\'s runtime configuration names the release').toBe(entryOf(id));
      await expect(page.getByRole('heading', { level: 1, name: FAQ_HEADING })).toBeVisible();
      await waitForLive(page);
      expect(w.seen.entries.filter((e) => e.url.includes('/releases/marketing/')), 'marketing\'s entry, from this instance').toEqual([{ url: `${base}${entryOf(id)}`, status: 200 }]);
      expect(w.seen.failed).toEqual([]);
      expect(w.seen.errors).toEqual([]);
    };

    await test.step('tokens made through A; every remote released through A by the real command', async () => {
      // neither instance has a release yet: no FAQ page
      expect(await faqStatus(A)).toBe(404);
      expect(await faqStatus(B)).toBe(404);
      for (const remote of ['mfe-marketing', 'mfe-catalog']) {
        const res = await page.request.post(`${A}/api/releases/tokens`, { headers: { authorization: `Bearer ${OPS}` }, data: { remote, name: `${remote}-pipeline` } });
        expect(res.status(), await res.text()).toBe(201);
        tokens[remote] = ((await res.json()) as { token: string }).token;
      }
      for (const remote of REMOTES) {
        // marketing with its team's token; the others with the operator's (RELEASE_OPS_TOKEN, no RELEASE_TOKEN)
        const env = remote === 'mfe-marketing' ? { RELEASE_TOKEN: tokens[remote], RELEASE_OPS_TOKEN: '' } : { RELEASE_TOKEN: '', RELEASE_OPS_TOKEN: OPS };
        const r = await release([remote, '--from-dist', '--to', A], env);
        expect(r.code, `${remote}: ${r.out}`).toBe(0);
        if (remote === 'mfe-marketing') expect(r.out).toContain(`released marketing ${first}`);
      }
    });
    const marketingToken = tokens['mfe-marketing']!;
    const catalogToken = tokens['mfe-catalog']!;

    await test.step('on B, /faq: the marketing page from B\'s copy, nothing failed, and live: a header link to the catalog is followed in the page', async () => {
      expect(await named(B), 'B names the release made through A').toBe(entryOf(first));
      await faqWorks(B, first);
      // live: the header's link to the catalog (another remote) is followed by the app's router,
      // in this document (no new one asked for, the window's own value still there)
      await page.evaluate(() => { (window as unknown as { sameDocument: string }).sameDocument = 'faq'; });
      const documents = w.seen.documents.length;
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Product Catalog' }).click();
      await expect(page).toHaveURL(`${B}/catalog`);
      await expect(page.getByRole('heading', { level: 1, name: 'Product Catalog' })).toBeVisible();
      expect(w.seen.documents.length, 'no new document').toBe(documents);
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: string }).sameDocument)).toBe('faq');
      expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
      const catalogEntries = w.seen.entries.filter((e) => e.url.includes('/releases/catalog/'));
      expect(catalogEntries.map((e) => e.status), 'catalog\'s entry loaded once, answered 200').toEqual([200]);
      expect(catalogEntries[0]!.url, 'from B').toMatch(new RegExp(`^${B}/releases/catalog/[0-9a-f]{12}/remoteEntry\\.js$`));
      expect(w.seen.failed).toEqual([]);
      expect(w.seen.errors).toEqual([]);
    });

    // a second build of marketing: a copy of its dist with remoteEntry.js changed (and its
    // precompressed copies made again, as the build makes them)
    const copy = tmp('second');
    cpSync(dist, copy, { recursive: true });
    const entry2 = Buffer.concat([readFileSync(join(copy, 'remoteEntry.js')), Buffer.from('\n/* second build */\n')]);
    writeFileSync(join(copy, 'remoteEntry.js'), entry2);
    if (existsSync(join(copy, 'remoteEntry.js.gz'))) writeFileSync(join(copy, 'remoteEntry.js.gz'), gzipSync(entry2));
    if (existsSync(join(copy, 'remoteEntry.js.br'))) writeFileSync(join(copy, 'remoteEntry.js.br'), brotliCompressSync(entry2));
    const second = hashFiles(readFiles(copy));
    expect(second).not.toBe(first);

    await test.step('a second marketing build released through A: a fresh /faq on B names it within 2 s, and works', async () => {
      // what `release.mjs mfe-marketing --from-dist --to A` does (scripts/release.mjs: the files, then
      // release-remote.mjs remoteCommand), with the copy's files: the command reads mfe-marketing/dist only
      const script = [
        `import { readFiles } from ${JSON.stringify(pathToFileURL(RELEASE).href)};`,
        `import { remoteCommand } from ${JSON.stringify(pathToFileURL(join(root, 'scripts', 'release-remote.mjs')).href)};`,
        'await remoteCommand({ to: process.argv[1], action: "publish", name: "marketing", files: readFiles(process.argv[2]) });',
      ].join('\n');
      const r = await node(['--input-type=module', '-e', script, A, copy], { RELEASE_TOKEN: marketingToken, RELEASE_OPS_TOKEN: '' });
      expect(r.code, r.out).toBe(0);
      expect(r.out).toContain(`released marketing ${second}`);
      timings.secondRelease = await namedWithin2s(B, second, r.exitedAt);
      await faqWorks(B, second);
      const res = await page.request.get(`${B}${entryOf(second)}`);
      expect(await res.text()).toContain('/* second build */');
    });

    await test.step('rolled back through B with the team\'s token: a fresh /faq on A names the first release within 2 s', async () => {
      const r = await release(['mfe-marketing', '--rollback', '--to', B], { RELEASE_TOKEN: marketingToken, RELEASE_OPS_TOKEN: '' });
      expect(r.code, r.out).toBe(0);
      timings.rollback = await namedWithin2s(A, first, r.exitedAt);
      await faqWorks(A, first);
      expect(await named(B)).toBe(entryOf(first));
    });

    await test.step('the catalog team\'s token cannot roll marketing back: 403, and the page on A still names the first release', async () => {
      const r = await release(['mfe-marketing', '--rollback', '--to', A], { RELEASE_TOKEN: catalogToken, RELEASE_OPS_TOKEN: '' });
      expect(r.code, r.out).not.toBe(0);
      expect(r.out).toContain('403');
      expect(await named(A)).toBe(entryOf(first));
      expect(await named(B)).toBe(entryOf(first));
      await faqWorks(A, first);
    });
  });
});
