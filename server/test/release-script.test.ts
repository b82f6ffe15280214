// The release tool (scripts/release.mjs) and its canaries: `--canary <percent>` publishes a release
// beside the current one (history not advanced, its folder kept), `--promote` makes it current,
// `--rollback` ends it (and without a canary goes one back as before), endCanary/promote with `ifId`
// do nothing unless the running canary is that release (the store's own decisions, made by several
// instances at once), and a bad percent is a usage error. A release carries its remote's routes
// (routes.json): one whose routes are missing, name a module its build does not expose, or claim an
// address another remote's current release or canary has is refused with nothing changed, on publish,
// promote and rollback; `--withdraw` takes a remote off the site. Each test works in a releases folder
// of its own.
// Run: node --import tsx --test server/test/release-script.test.ts
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, test } from 'node:test';
import {
  canaryPercent, endCanary, goneAddresses, KEEP, parseArgs, promote, publish, readRegistry, releaseProblems, rollback, UsageError, withdraw,
} from '../../scripts/release.mjs';

const SCRIPT = join(import.meta.dirname, '..', '..', 'scripts', 'release.mjs');
let dir: string;
let builds: string;
let lines: string[];
const log = (line: string) => { lines.push(line); };

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'acma-release-'));
  builds = mkdtempSync(join(tmpdir(), 'acma-release-builds-'));
  lines = [];
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(builds, { recursive: true, force: true });
});

type Route = { path: string; module?: string; redirect?: string };
/** A remote's own address, which no other remote of these tests claims: /<name>-home, its HomePage. */
const ownRoutes = (name: string): Route[] => [{ path: `/${name}-home`, module: 'HomePage' }];

let builtCount = 0;
/**
 * A build of a remote, as its webpack build writes one: a remoteEntry.js (its content, so its release
 * id, differs per call unless `label` is given), an mf-manifest.json exposing `exposes` (by default
 * each module the routes name) and a routes.json holding `routes` (none at all when null).
 */
function build(name: string, { label = `build ${++builtCount}`, routes = ownRoutes(name), exposes }: { label?: string; routes?: Route[] | null; exposes?: string[] } = {}): string {
  const out = join(builds, String(++builtCount));
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'remoteEntry.js'), `/* ${label} */`);
  const modules = exposes ?? [...new Set((routes ?? []).flatMap((r) => (r.module ? [r.module] : [])))];
  // the manifest's exposes as @module-federation/enhanced writes them: name, and path with ./
  writeFileSync(join(out, 'mf-manifest.json'), JSON.stringify({ id: name, name, exposes: modules.map((m) => ({ id: `${name}:${m}`, name: m, path: `./${m}` })) }));
  if (routes) writeFileSync(join(out, 'routes.json'), `${JSON.stringify({ routes })}\n`);
  return out;
}
const release = (name: string, opts: { canary?: number; autoPromote?: boolean; routes?: Route[] } = {}) => {
  const { routes, ...rest } = opts;
  return publish(name, { dir, fromDir: build(name, routes ? { routes } : {}), log, ...rest });
};
const history = (name: string): string[] => JSON.parse(readFileSync(join(dir, name, 'history.json'), 'utf8')) as string[];
const registryText = () => readFileSync(join(dir, 'registry.json'), 'utf8');
/** Everything under the releases folder (names, recursively) and each file's content: a refused release changes none of it. */
function snapshot(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of readdirSync(dir, { recursive: true }).map(String).sort()) {
    const full = join(dir, f);
    out[f] = statSync(full).isFile() ? readFileSync(full, 'utf8') : '<dir>';
  }
  return out;
}

describe('canary releases', () => {
  test('--canary publishes beside the current release: registry canary entry, history not advanced, one log line', async () => {
    const stable = await release('marketing');
    lines = [];
    const before = Date.now();
    const id = await release('marketing', { canary: 10 });
    assert.match(id, /^[0-9a-f]{12}$/);
    assert.notEqual(id, stable);
    const r = readRegistry(dir).remotes.marketing!;
    assert.equal(r.id, stable, 'the current release stays');
    assert.equal(r.entry, `/releases/marketing/${stable}/remoteEntry.js`);
    const { startedAt, ...canary } = r.canary!;
    assert.deepEqual(canary, {
      id, entry: `/releases/marketing/${id}/remoteEntry.js`, manifest: `/releases/marketing/${id}/mf-manifest.json`, percent: 10, autoPromote: false,
    });
    assert.ok(Date.parse(startedAt) >= before - 1000 && Date.parse(startedAt) <= Date.now(), startedAt);
    assert.deepEqual(history('marketing'), [stable], 'the history advances only on promotion');
    assert.ok(existsSync(join(dir, 'marketing', id, 'remoteEntry.js')), 'the canary\'s folder is on disk');
    assert.equal(lines.length, 1);
    assert.match(lines[0]!, new RegExp(`^canary marketing ${id} for 10 % of visitors beside ${stable} `));
    // with --auto-promote, said in the registry and the log line
    lines = [];
    const auto = await release('marketing', { canary: 25, autoPromote: true });
    assert.equal(readRegistry(dir).remotes.marketing!.canary!.autoPromote, true);
    assert.equal(readRegistry(dir).remotes.marketing!.canary!.percent, 25);
    assert.match(lines[0]!, new RegExp(`canary marketing ${auto} .*promoted automatically.*\\(replaces canary ${id}\\)`));
  });

  test('a canary needs a current release, and is not the current release itself', async () => {
    await assert.rejects(release('catalog', { canary: 50 }), /no current release to run a canary beside/);
    assert.equal(readRegistry(dir).remotes.catalog, undefined);
    const same = build('catalog', { label: 'same files' });
    await publish('catalog', { dir, fromDir: same, log });
    await assert.rejects(publish('catalog', { dir, fromDir: same, canary: 50, log }), /already the current release/);
    assert.equal(readRegistry(dir).remotes.catalog!.canary, undefined);
  });

  test('a bad percent or --auto-promote without --canary is a usage error, and nothing is published', async () => {
    for (const bad of [0, 100, -5, 12.5, Number.NaN, '', 'ten', '50.0', '1e1', '150%']) {
      assert.throws(() => canaryPercent(bad), (e: unknown) => e instanceof UsageError && /integer percent from 1 to 99/.test(e.message), String(bad));
    }
    assert.equal(canaryPercent('5'), 5);
    assert.equal(canaryPercent('99%'), 99);
    const stable = await release('summit');
    await assert.rejects(release('summit', { canary: 0 }), UsageError);
    await assert.rejects(release('summit', { canary: 100 }), UsageError);
    await assert.rejects(release('summit', { autoPromote: true }), /--auto-promote goes with --canary/);
    assert.deepEqual(readRegistry(dir).remotes.summit!.id, stable);
    assert.equal(readRegistry(dir).remotes.summit!.canary, undefined);
    // the command line's words
    const known = ['marketing', 'catalog'];
    assert.deepEqual(parseArgs(['mfe-marketing', '--canary', '10', '--auto-promote'], known),
      { names: ['marketing'], action: 'publish', fromDist: false, canary: 10, autoPromote: true });
    assert.deepEqual(parseArgs(['mfe-marketing', '--promote'], known), { names: ['marketing'], action: 'promote', fromDist: false, canary: undefined, autoPromote: false });
    assert.equal(parseArgs(['mfe-catalog', '--rollback'], known).action, 'rollback');
    for (const words of [
      ['mfe-marketing', '--canary'], ['mfe-marketing', '--canary', '0'], ['mfe-marketing', '--canary', 'x'], ['mfe-marketing', '--auto-promote'],
      ['mfe-marketing', '--canary', '10', '--promote'], ['mfe-marketing', '--promote', '--rollback'], ['mfe-marketing', '--canry', '10'], ['mfe-nothing'], [],
    ]) assert.throws(() => parseArgs(words, known), UsageError, words.join(' '));
  });

  test('the command line: a bad percent exits 2 with the reason and the usage, before any build', () => {
    const r = spawnSync(process.execPath, [SCRIPT, 'mfe-marketing', '--canary', '150'], { env: { ...process.env, RELEASES_DIR: dir }, encoding: 'utf8' });
    assert.equal(r.status, 2);
    assert.match(r.stderr, /--canary takes .* an integer percent from 1 to 99 \(got "150"\)/);
    assert.match(r.stderr, /pnpm release <app> --canary <percent> \[--auto-promote\]/);
    assert.match(r.stderr, /pnpm release status \[<app>\]/);
    assert.equal(existsSync(join(dir, 'registry.json')), false, 'nothing written');
  });

  test('--promote: the canary becomes the current release, the history advances, one log line', async () => {
    const stable = await release('marketing');
    const canary = await release('marketing', { canary: 30 });
    lines = [];
    assert.equal(await promote('marketing', { dir, log }), canary);
    const r = readRegistry(dir).remotes.marketing!;
    assert.equal(r.id, canary);
    assert.equal(r.entry, `/releases/marketing/${canary}/remoteEntry.js`);
    assert.equal(r.canary, undefined);
    assert.deepEqual(history('marketing'), [stable, canary]);
    assert.deepEqual(lines, [lines[0]]);
    assert.match(lines[0]!, new RegExp(`^promoted marketing: canary ${canary} is the current release \\(was ${stable}`));
    await assert.rejects(promote('marketing', { dir, log }), /no canary is running/);
    // and a rollback then goes back to the release before it, as for any release
    assert.equal(await rollback('marketing', { dir, log }), stable);
  });

  test('--rollback ends a running canary (the current release stays); without one it goes back one release', async () => {
    const first = await release('catalog');
    const second = await release('catalog');
    const canary = await release('catalog', { canary: 50 });
    lines = [];
    assert.equal(await rollback('catalog', { dir, log }), second);
    assert.equal(readRegistry(dir).remotes.catalog!.id, second);
    assert.equal(readRegistry(dir).remotes.catalog!.canary, undefined);
    assert.deepEqual(history('catalog'), [first, second], 'the history is untouched');
    assert.deepEqual(lines, [`rolled back catalog: canary ${canary} ended, ${second} stays`]);
    lines = [];
    assert.equal(await rollback('catalog', { dir, log }), first);
    assert.deepEqual(lines, [`rolled back catalog: ${second} -> ${first}`]);
  });

  test('endCanary with ifId: only the canary named is ended; a second decision about it is a no-op (null)', async () => {
    const stable = await release('checkout');
    const canary = await release('checkout', { canary: 20 });
    const text = registryText();
    const mtime = statSync(join(dir, 'registry.json')).mtimeMs;
    assert.equal(await endCanary('checkout', { dir, ifId: 'aaaaaaaaaaaa', log }), null, 'another canary: nothing happens');
    assert.equal(await promote('checkout', { dir, ifId: 'aaaaaaaaaaaa', log }), null);
    assert.equal(registryText(), text, 'nothing written');
    assert.equal(statSync(join(dir, 'registry.json')).mtimeMs, mtime);
    assert.deepEqual(lines.filter((l) => !l.startsWith('released') && !l.startsWith('canary')), [], 'and nothing logged');
    lines = [];
    assert.equal(await endCanary('checkout', { dir, ifId: canary, reason: 'error rate 4.0 % against 0.5 %', log }), stable);
    assert.equal(readRegistry(dir).remotes.checkout!.canary, undefined);
    assert.deepEqual(lines, [`ended canary checkout ${canary}: every visitor has ${stable} (error rate 4.0 % against 0.5 %)`]);
    // the same decision again (another instance judged at the same time), or a promotion of it: no-ops
    assert.equal(await endCanary('checkout', { dir, ifId: canary, log }), null);
    assert.equal(await promote('checkout', { dir, ifId: canary, log }), null);
    assert.equal(readRegistry(dir).remotes.checkout!.id, stable);
    assert.deepEqual(history('checkout'), [stable]);
    // without ifId, no canary is an error
    await assert.rejects(endCanary('checkout', { dir, log }), /no canary is running/);
    // a new canary is not ended by a decision about the old one
    const next = await release('checkout', { canary: 20 });
    assert.equal(await endCanary('checkout', { dir, ifId: canary, log }), null);
    assert.equal(readRegistry(dir).remotes.checkout!.canary!.id, next);
    assert.equal(await promote('checkout', { dir, ifId: next, log }), next);
    assert.deepEqual(history('checkout'), [stable, next]);
  });

  test('the canary\'s folder is kept while it is the canary (however many releases went before); a plain release ends the canary', async () => {
    const ids: string[] = [];
    for (let i = 0; i < KEEP + 2; i++) ids.push(await release('summit'));
    const canary = await release('summit', { canary: 5 });
    const folders = () => new Set(readdirSync(join(dir, 'summit')));
    assert.ok(folders().has(canary), 'kept by the prune that ran with it');
    for (const old of ids.slice(0, 2)) assert.equal(folders().has(old), false, `${old}: beyond the last ${KEEP}, removed`);
    const replacing = await release('summit', { canary: 5 });
    assert.ok(folders().has(replacing));
    // a plain release is for everyone: the canary ends
    lines = [];
    const plain = await release('summit');
    const r = readRegistry(dir).remotes.summit!;
    assert.equal(r.id, plain);
    assert.equal(r.canary, undefined);
    assert.match(lines[0]!, new RegExp(`^released summit ${plain} \\(canary ${replacing} ended\\)`));
  });
});

describe('a release carries its routes: refused with nothing changed when it cannot go live', () => {
  const FAQ: Route = { path: '/faq', module: 'FaqPage' };

  test('an address another remote\'s current release claims: the error names both remotes and the address; registry, history and folders unchanged', async () => {
    const marketing = await release('marketing', { routes: [{ path: '/', module: 'HomePage' }, FAQ] });
    const catalog = await release('catalog', { routes: [{ path: '/catalog', module: 'CatalogPage' }] });
    const before = snapshot();
    const text = registryText();
    lines = [];
    // the same address in another spelling is the same address (routes match regardless of case)
    for (const path of ['/faq', '/FAQ']) {
      const claiming = build('catalog', { routes: [{ path: '/catalog', module: 'CatalogPage' }, { path, module: 'CatalogPage' }] });
      await assert.rejects(publish('catalog', { dir, fromDir: claiming, log }), (e: unknown) => {
        const msg = (e as Error).message;
        assert.match(msg, /^catalog: release refused, nothing changed/);
        assert.ok(msg.includes(`${path} (mfe-catalog) is already mfe-marketing's address /faq`), msg);
        return true;
      });
    }
    assert.equal(registryText(), text, 'registry.json unchanged');
    assert.deepEqual(snapshot(), before, 'no new folder (no release folder, no staging folder), history untouched');
    assert.deepEqual(lines, [], 'nothing logged as released');
    assert.equal(readRegistry(dir).remotes.catalog!.id, catalog);
    assert.equal(readRegistry(dir).remotes.marketing!.id, marketing);
    // as a canary too: refused, no canary entry
    const claimingCanary = build('catalog', { routes: [{ path: '/catalog', module: 'CatalogPage' }, FAQ] });
    await assert.rejects(publish('catalog', { dir, fromDir: claimingCanary, canary: 10, log }), /\/faq \(mfe-catalog\) is already mfe-marketing's address \/faq/);
    assert.deepEqual(snapshot(), before);
    // the remote's own addresses are its own: marketing may release /faq again, or move it
    const moved = await release('marketing', { routes: [{ path: '/', module: 'HomePage' }, { path: '/frequently-asked-questions', module: 'FaqPage' }] });
    assert.equal(readRegistry(dir).remotes.marketing!.id, moved);
    // and once marketing no longer claims /faq, catalog may
    const taking = await release('catalog', { routes: [{ path: '/catalog', module: 'CatalogPage' }, FAQ] });
    assert.equal(readRegistry(dir).remotes.catalog!.id, taking);
  });

  test('a route whose module the build does not expose (mf-manifest.json) is refused', async () => {
    const stable = await release('marketing', { routes: [{ path: '/', module: 'HomePage' }] });
    const before = snapshot();
    const notExposed = build('marketing', { routes: [{ path: '/', module: 'HomePage' }, FAQ], exposes: ['HomePage'] });
    await assert.rejects(publish('marketing', { dir, fromDir: notExposed, log }), (e: unknown) => {
      const msg = (e as Error).message;
      assert.match(msg, /^marketing: release refused, nothing changed/);
      assert.match(msg, /mfe-marketing: route \/faq: its module FaqPage is not exposed \(pages: HomePage\)/);
      return true;
    });
    assert.deepEqual(snapshot(), before);
    assert.equal(readRegistry(dir).remotes.marketing!.id, stable);
    // a build with no manifest exposes nothing
    const noManifest = build('marketing', { routes: [{ path: '/', module: 'HomePage' }] });
    rmSync(join(noManifest, 'mf-manifest.json'));
    await assert.rejects(publish('marketing', { dir, fromDir: noManifest, log }), /its module HomePage is not exposed \(pages: none\)/);
    assert.deepEqual(snapshot(), before);
    // nor is the first release of a remote let through: no registry.json is written
    const first = build('summit', { routes: [{ path: '/summit', module: 'SummitPage' }], exposes: [] });
    await assert.rejects(publish('summit', { dir, fromDir: first, log }), /route \/summit: its module SummitPage is not exposed/);
    assert.deepEqual(snapshot(), before);
  });

  test('a build without routes.json, or with routes that are not sound, is refused', async () => {
    const noRoutes = build('marketing', { routes: null, exposes: ['HomePage'] });
    await assert.rejects(publish('marketing', { dir, fromDir: noRoutes, log }), /marketing: release refused, nothing changed:\n {2}mfe-marketing: the build has no routes\.json/);
    assert.equal(existsSync(join(dir, 'registry.json')), false, 'no registry written');
    assert.equal(existsSync(join(dir, 'marketing')), false, 'no folder left: no release, no staging folder, not the remote\'s own');
    const stable = await release('marketing');
    const before = snapshot();
    for (const routes of [
      [{ path: 'faq', module: 'HomePage' }], // not a path
      [{ path: '/*', module: 'HomePage' }], // the catch-all is the shell's
      [{ path: '/api/faq', module: 'HomePage' }], // the server's
      [{ path: '/a', module: 'HomePage' }, { path: '/A', module: 'HomePage' }], // one address twice
      [{ path: '/generic-error', module: 'HomePage' }], // the shell's own page
    ]) {
      await assert.rejects(publish('marketing', { dir, fromDir: build('marketing', { routes }), log }), /marketing: release refused, nothing changed/, JSON.stringify(routes));
    }
    assert.deepEqual(snapshot(), before);
    assert.equal(readRegistry(dir).remotes.marketing!.id, stable);
  });

  test('another remote\'s running canary claims its addresses too: refused while it runs, allowed once it ends', async () => {
    await release('marketing', { routes: [{ path: '/', module: 'HomePage' }] });
    const canary = await release('marketing', { canary: 10, routes: [{ path: '/', module: 'HomePage' }, { path: '/speakers', module: 'SpeakersPage' }] });
    await release('summit', { routes: [{ path: '/summit', module: 'SummitPage' }] });
    const before = snapshot();
    const claiming = () => build('summit', { routes: [{ path: '/summit', module: 'SummitPage' }, { path: '/speakers', module: 'SpeakersPage' }] });
    await assert.rejects(publish('summit', { dir, fromDir: claiming(), log }), /\/speakers \(mfe-summit\) is already mfe-marketing's address \/speakers/);
    assert.deepEqual(snapshot(), before, 'nothing changed');
    assert.deepEqual(await releaseProblems(dir, 'summit', claiming()), ['two remotes claim one address: /speakers (mfe-summit) is already mfe-marketing\'s address /speakers']);
    // the canary ends: its addresses are free again
    assert.equal(await endCanary('marketing', { dir, ifId: canary, log }), readRegistry(dir).remotes.marketing!.id);
    assert.deepEqual(await releaseProblems(dir, 'summit', claiming()), []);
    const id = await publish('summit', { dir, fromDir: claiming(), log });
    assert.equal(readRegistry(dir).remotes.summit!.id, id);
  });

  test('promote and rollback check again: a release that can no longer go live is refused, nothing changed', async () => {
    // marketing moves its FAQ; catalog takes /faq; marketing's rollback to the release with /faq would clash
    const withFaq = await release('marketing', { routes: [{ path: '/', module: 'HomePage' }, FAQ] });
    const moved = await release('marketing', { routes: [{ path: '/', module: 'HomePage' }, { path: '/frequently-asked-questions', module: 'FaqPage' }] });
    await release('catalog', { routes: [{ path: '/catalog', module: 'CatalogPage' }, FAQ] });
    let before = snapshot();
    await assert.rejects(rollback('marketing', { dir, log }), /marketing: release refused, nothing changed:[\s\S]*\/faq \(mfe-marketing\) is already mfe-catalog's address \/faq/);
    assert.deepEqual(snapshot(), before, 'registry and history unchanged');
    assert.equal(readRegistry(dir).remotes.marketing!.id, moved);
    assert.deepEqual(history('marketing'), [withFaq, moved]);
    // a canary whose folder holds no routes.json (made before releases carried routes) is not promoted
    const canary = await release('marketing', { canary: 20 });
    rmSync(join(dir, 'marketing', canary, 'routes.json'));
    before = snapshot();
    await assert.rejects(promote('marketing', { dir, log }), /marketing: release refused, nothing changed:\n {2}mfe-marketing: the build has no routes\.json/);
    assert.deepEqual(snapshot(), before);
    assert.equal(readRegistry(dir).remotes.marketing!.canary!.id, canary);
  });

  test('withdraw() takes the remote (and its canary) off the registry; other remotes, its folders and its history stay', async () => {
    const first = await release('marketing', { routes: [{ path: '/', module: 'HomePage' }, FAQ] });
    const current = await release('marketing', { routes: [{ path: '/', module: 'HomePage' }, FAQ] });
    const canary = await release('marketing', { canary: 30 });
    await release('catalog');
    const summit = await release('summit', { canary: undefined });
    await release('summit', { canary: 50 });
    const others = { catalog: readRegistry(dir).remotes.catalog, summit: readRegistry(dir).remotes.summit };
    const folders = readdirSync(join(dir, 'marketing')).sort();
    const historyBefore = history('marketing');
    lines = [];
    assert.equal(await withdraw('marketing', { dir, log }), current);
    const after = readRegistry(dir);
    assert.equal(after.remotes.marketing, undefined, 'the remote and its canary are off the registry');
    assert.doesNotMatch(registryText(), new RegExp(`marketing|${current}|${canary}`));
    assert.deepEqual(after.remotes, others, 'the other remotes (and their canaries) untouched');
    assert.equal(after.remotes.summit!.id, summit);
    assert.deepEqual(readdirSync(join(dir, 'marketing')).sort(), folders, 'its folders stay, for the tabs that have them');
    for (const id of [first, current, canary]) assert.ok(existsSync(join(dir, 'marketing', id, 'remoteEntry.js')), id);
    assert.deepEqual(history('marketing'), historyBefore);
    assert.deepEqual(lines, [`withdrew marketing: ${current} and canary ${canary} off the site; its routes are gone`]);
    // its addresses are free: another remote may claim them now
    assert.deepEqual(await releaseProblems(dir, 'catalog', build('catalog', { routes: [{ path: '/catalog', module: 'CatalogPage' }, FAQ] })), []);
    // a remote not on the site cannot be withdrawn; nothing is written
    const text = registryText();
    await assert.rejects(withdraw('marketing', { dir, log }), /marketing: not on the site/);
    await assert.rejects(withdraw('checkout', { dir, log }), /checkout: not on the site/);
    assert.equal(registryText(), text);
    // a release brings it back
    const back = await release('marketing', { routes: [{ path: '/', module: 'HomePage' }, FAQ] });
    assert.equal(readRegistry(dir).remotes.marketing!.id, back);
  });

  test('a release that stops serving an address of the current release says so (links to it now find nothing), and still goes live', async () => {
    await release('marketing', { routes: [{ path: '/', module: 'HomePage' }, FAQ] });
    lines = [];
    const moved = await release('marketing', { routes: [{ path: '/', module: 'HomePage' }, { ...FAQ, path: '/frequently-asked-questions' }] });
    assert.equal(readRegistry(dir).remotes.marketing!.id, moved);
    assert.equal(lines.length, 1);
    assert.match(lines[0]!, /\n {2}note: mfe-marketing no longer serves \/faq: links to it now find the not-found page; a route \{ path, redirect \} keeps it working/);
    // a redirect at the old address: nothing to say
    lines = [];
    await release('marketing', { routes: [{ path: '/', module: 'HomePage' }, { ...FAQ, path: '/frequently-asked-questions' }, { path: '/faq', redirect: '/frequently-asked-questions' }] });
    assert.doesNotMatch(lines[0]!, /no longer serves/);
    assert.deepEqual(await goneAddresses(dir, 'marketing', build('marketing', { routes: [{ path: '/', module: 'HomePage' }] })), ['/frequently-asked-questions', '/faq']);
  });

  test('parseArgs: --withdraw names one remote, alone; not with --all, --from-dist or another action', () => {
    const known = ['marketing', 'catalog'];
    assert.deepEqual(parseArgs(['mfe-marketing', '--withdraw'], known), { names: ['marketing'], action: 'withdraw', fromDist: false, canary: undefined, autoPromote: false });
    assert.deepEqual(parseArgs(['--withdraw', 'catalog'], known).names, ['catalog']);
    for (const words of [
      ['--all', '--withdraw'], ['mfe-marketing', '--withdraw', '--all'], ['mfe-marketing', '--withdraw', '--from-dist'],
      ['mfe-marketing', '--withdraw', '--rollback'], ['mfe-marketing', '--withdraw', '--promote'], ['mfe-marketing', '--withdraw', '--canary', '10'],
      ['--withdraw'], ['mfe-nothing', '--withdraw'],
    ]) assert.throws(() => parseArgs(words, known), UsageError, words.join(' '));
    assert.throws(() => parseArgs(['--all', '--withdraw'], known), /--withdraw takes one remote at a time, not --all/);
    assert.throws(() => parseArgs(['mfe-marketing', '--withdraw', '--from-dist'], known), /--from-dist goes with a release, not with .*--withdraw/);
  });

  test('the command line: --withdraw takes the remote off the registry; --withdraw --all exits 2 with the usage', async () => {
    await release('marketing');
    await release('catalog');
    const env = { ...process.env, RELEASES_DIR: dir };
    const bad = spawnSync(process.execPath, [SCRIPT, '--all', '--withdraw'], { env, encoding: 'utf8' });
    assert.equal(bad.status, 2);
    assert.match(bad.stderr, /--withdraw takes one remote at a time/);
    assert.match(bad.stderr, /pnpm release <app> --withdraw/);
    assert.ok(readRegistry(dir).remotes.marketing);
    const r = spawnSync(process.execPath, [SCRIPT, 'mfe-marketing', '--withdraw'], { env, encoding: 'utf8' });
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, /^withdrew marketing: /);
    assert.deepEqual(Object.keys(readRegistry(dir).remotes), ['catalog']);
  });
});
