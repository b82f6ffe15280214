// A new team's remote, from `pnpm create-remote` to the running site (docs/routes.md): the command
// makes mfe-<name>/ from templates/remote/, the release tool builds it (a real webpack production
// build, server bundle included) and registers it, and the site, started before any of it, answers
// the remote's address from that release alone: 404 before, the page with its own title after the
// release (and in the visitor's registry and the sitemap, where open tabs and crawlers learn of it),
// 404 again once it is withdrawn. No restart, no shell build. The command's refusals are checked too.
// The remote is made in the repository itself (the release tool builds mfe-<name> beside itself) under
// a name of this process, and always removed.
// Needs the production build (`pnpm build`): the shell's build and the existing releases are copied.
// Run: node --import tsx --test server/test/create-remote.test.ts
// first, as serve.ts does: React's production build, the one the server bundles render with
import '../production-react.js';
import assert from 'node:assert/strict';
import { execFile, spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { after, before, describe, test } from 'node:test';
import { defaultSeed } from 'api';
import { startApi, type TestApi } from 'api/testing';
import { createRemote, nameProblems, nextDevPort, UsageError } from '../../scripts/create-remote.mjs';
import { readRegistry } from '../../scripts/release.mjs';
import { registerSite } from '../site.js';
import { makeSiteRoot, pageArea } from './support/site-fixture.js';

const REPO = join(import.meta.dirname, '..', '..');
const SCRIPT = join(REPO, 'scripts', 'create-remote.mjs');
const RELEASE = join(REPO, 'scripts', 'release.mjs');
/** The new remote: a name of this process, so two runs (or a run left behind) never share a folder. */
const NAME = `zz-test-${process.pid}`;
const TITLE = `Test Remote ${process.pid}`;
const FOLDER = join(REPO, `mfe-${NAME}`);

let t: TestApi;
let root: string;
let releasesDir: string;

const isAlive = (pid: number) => {
  try { process.kill(pid, 0); return true; } catch { return false; }
};

before(async () => {
  // the remotes an earlier run was stopped before removing (its process gone): they would be in every remote list
  for (const d of readdirSync(REPO)) {
    const pid = /^mfe-zz-test-(\d+)$/.exec(d)?.[1];
    if (pid && !isAlive(Number(pid))) rmSync(join(REPO, d), { recursive: true, force: true });
  }
  root = makeSiteRoot('acma-create-remote-');
  // the site's releases: a copy of the repository's (`pnpm build` published every remote), so the new
  // remote is released beside the others and the release tool checks its address against theirs
  const repoReleases = join(REPO, 'releases');
  if (!existsSync(join(repoReleases, 'registry.json'))) throw new Error('no releases/registry.json: run `pnpm build` first');
  releasesDir = join(root, 'releases');
  cpSync(repoReleases, releasesDir, { recursive: true, filter: (src) => !src.endsWith('.registry.lock') });
  t = await startApi({ seed: defaultSeed(), overrides: { logger: { level: 'silent' } } });
  await registerSite(t.app, { root, releasesDir, runtimeConfig: { apiBase: '/api', remotes: {} } });
});
after(async () => {
  await t?.close();
  rmSync(FOLDER, { recursive: true, force: true });
  if (root) rmSync(root, { recursive: true, force: true });
});

const get = (url: string) => t.inject({ method: 'GET', url });
/**
 * A command as a team runs it (`pnpm create-remote`, `pnpm release`): a process of its own beside the
 * running site, on the site's releases folder. It is waited for without blocking, so the site's event
 * loop keeps turning as it does beside a real release (the site looks at registry.json at most once
 * a turn: ARCHITECTURE.md section 6, Serving).
 */
const run = async (script: string, args: string[]) => {
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [script, ...args], { cwd: REPO, env: { ...process.env, RELEASES_DIR: releasesDir }, encoding: 'utf8' });
    return stdout;
  } catch (e) {
    const { stderr, stdout } = e as { stderr?: string; stdout?: string };
    throw new Error(`${script} ${args.join(' ')} failed:\n${stdout ?? ''}${stderr ?? ''}`);
  }
};
/** What the visitor's registry (what a tab opened earlier reads on navigation) says of the new remote. */
const visitorRoutes = async () => {
  const r = await get('/releases/registry.json');
  assert.equal(r.statusCode, 200);
  return (JSON.parse(r.body) as { remotes: Record<string, { routes?: { path: string; module?: string }[] }> }).remotes[NAME]?.routes;
};

describe('pnpm create-remote', () => {
  test('a new remote answers on its address after its release alone, and not after it is withdrawn', { timeout: 60_000 }, async () => {
    try {
      const port = nextDevPort();
      const made = await run(SCRIPT, [NAME, '--title', TITLE, '--no-install']);
      assert.match(made, new RegExp(`pnpm release mfe-${NAME} `), 'it says how to release it');
      assert.match(made, new RegExp(`pnpm release mfe-${NAME} --withdraw`), 'and how to withdraw it');
      const page = join(FOLDER, 'src', 'pages', `${NAME}-page.tsx`);
      for (const f of ['package.json', 'tsconfig.json', 'webpack.config.js', 'src/routes.ts', 'src/harness.tsx', 'src/harness-app.tsx']) {
        const text = readFileSync(join(FOLDER, f), 'utf8');
        assert.doesNotMatch(text, /__[A-Z_]+__/, `${f}: every placeholder filled`);
      }
      assert.match(readFileSync(page, 'utf8'), /export default function ZzTest\d+Page\(\)/);
      assert.equal((JSON.parse(readFileSync(join(FOLDER, 'package.json'), 'utf8')) as { name: string }).name, `mfe-${NAME}`);
      assert.match(readFileSync(join(FOLDER, 'webpack.config.js'), 'utf8'), new RegExp(`name: '${NAME}',\\s+devPort: ${port},`));
      assert.equal(nextDevPort(), port + 1, 'the next remote gets the next port');
      // instead of `pnpm install` (which would write the new package into the lockfile): the new
      // remote's dependencies are mfe-catalog's, one for one, so its node_modules is the catalog's
      symlinkSync(join(REPO, 'mfe-catalog', 'node_modules'), join(FOLDER, 'node_modules'), 'dir');

      assert.equal((await get(`/${NAME}`)).statusCode, 404, 'no release, no page');
      assert.equal(await visitorRoutes(), undefined);

      const released = await run(RELEASE, [`mfe-${NAME}`]);
      const id = new RegExp(`released ${NAME} ([0-9a-f]{12}) `).exec(released)?.[1];
      assert.ok(id, released);
      assert.equal(readRegistry(releasesDir).remotes[NAME]?.id, id);
      const r = await get(`/${NAME}`);
      assert.equal(r.statusCode, 200);
      assert.match(r.body, new RegExp(`<title>${TITLE} \\| ACMA</title>`), "the page's own title (its handle.meta)");
      assert.match(pageArea(r.body) ?? '', new RegExp(`<h1[^>]*>${TITLE}</h1>`), 'the page, rendered on the server from the release');
      assert.match(r.body, new RegExp(`/releases/${NAME}/${id}/remoteEntry.js`), "the page's script is the release's");
      assert.equal((await get(`/releases/${NAME}/${id}/remoteEntry.js`)).statusCode, 200);
      assert.deepEqual(await visitorRoutes(), [{ path: `/${NAME}`, module: `ZzTest${process.pid}Page` }], 'a tab opened before the release learns the address from here');
      assert.match((await get('/sitemap.xml')).body, new RegExp(`/${NAME}</loc>`));
      // the remotes released before it are as they were
      assert.equal((await get('/catalog')).statusCode, 200);

      assert.match(await run(RELEASE, [`mfe-${NAME}`, '--withdraw']), new RegExp(`withdrew ${NAME}: ${id} off the site`));
      assert.equal((await get(`/${NAME}`)).statusCode, 404, 'withdrawn: its address is gone');
      assert.equal(await visitorRoutes(), undefined);
      assert.doesNotMatch((await get('/sitemap.xml')).body, new RegExp(`/${NAME}<`));
    } finally {
      rmSync(FOLDER, { recursive: true, force: true });
    }
  });

  test('a name that is not free, not a name, or an address of the shell, the server or another remote makes nothing', () => {
    const refused: [string, RegExp][] = [
      ['catalog', /mfe-catalog already exists/],
      ['faq', /\/faq is already mfe-marketing's/],
      ['staff', /the shell's or the server's/],
      ['api', /the shell's or the server's/],
      ['shell', /the shell's or the server's/],
      ['Summit-Talks', /not a remote name/],
      ['9lives', /not a remote name/],
      ['talks_2', /not a remote name/],
      ['talks-', /a dash goes between two words/],
    ];
    for (const [name, why] of refused) {
      assert.ok(nameProblems(name).some((p) => why.test(p)), `${name}: ${nameProblems(name).join('; ')}`);
      assert.throws(() => createRemote(name), (e: unknown) => e instanceof UsageError && why.test(e.message), name);
      if (name !== 'catalog') assert.equal(existsSync(join(REPO, `mfe-${name}`)), false, `${name}: nothing made`);
    }
    assert.deepEqual(nameProblems('summit-talks'), []);
    // the command line: exit 2 with the reason and the usage, nothing made
    const r = spawnSync(process.execPath, [SCRIPT, 'faq', '--no-install'], { cwd: REPO, encoding: 'utf8' });
    assert.equal(r.status, 2);
    assert.match(r.stderr, /no remote made:\n {2}its page's address \/faq is already mfe-marketing's \(\/faq\)/);
    assert.match(r.stderr, /pnpm create-remote <name>/);
    assert.equal(existsSync(join(REPO, 'mfe-faq')), false);
    const bad = spawnSync(process.execPath, [SCRIPT, 'talks', '--title', '<b>Talks</b>', '--no-install'], { cwd: REPO, encoding: 'utf8' });
    assert.equal(bad.status, 2);
    assert.match(bad.stderr, /is not plain text/);
    assert.equal(existsSync(join(REPO, 'mfe-talks')), false);
  });
});
