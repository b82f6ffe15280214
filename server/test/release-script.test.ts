// The release tool (scripts/release.mjs) and its canaries: `--canary <percent>` publishes a release
// beside the current one (history not advanced, its folder kept), `--promote` makes it current,
// `--rollback` ends it (and without a canary goes one back as before), endCanary/promote with `ifId`
// do nothing unless the running canary is that release (the store's own decisions, made by several
// instances at once), and a bad percent is a usage error. Each test works in a releases folder of its own.
// Run: node --import tsx --test server/test/release-script.test.ts
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, test } from 'node:test';
import {
  canaryPercent, endCanary, KEEP, parseArgs, promote, publish, readRegistry, rollback, UsageError,
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

let builtCount = 0;
/** A build of a remote (a folder with a remoteEntry.js): its content, so its release id, differs per call. */
function build(label = `build ${++builtCount}`): string {
  const out = join(builds, String(++builtCount));
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'remoteEntry.js'), `/* ${label} */`);
  writeFileSync(join(out, 'mf-manifest.json'), '{}');
  return out;
}
const release = (name: string, opts: { canary?: number; autoPromote?: boolean } = {}) => publish(name, { dir, fromDir: build(), log, ...opts });
const history = (name: string): string[] => JSON.parse(readFileSync(join(dir, name, 'history.json'), 'utf8')) as string[];
const registryText = () => readFileSync(join(dir, 'registry.json'), 'utf8');

describe('canary releases', () => {
  test('--canary publishes beside the current release: registry canary entry, history not advanced, one log line', () => {
    const stable = release('marketing');
    lines = [];
    const before = Date.now();
    const id = release('marketing', { canary: 10 });
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
    const auto = release('marketing', { canary: 25, autoPromote: true });
    assert.equal(readRegistry(dir).remotes.marketing!.canary!.autoPromote, true);
    assert.equal(readRegistry(dir).remotes.marketing!.canary!.percent, 25);
    assert.match(lines[0]!, new RegExp(`canary marketing ${auto} .*promoted automatically.*\\(replaces canary ${id}\\)`));
  });

  test('a canary needs a current release, and is not the current release itself', () => {
    assert.throws(() => release('catalog', { canary: 50 }), /no current release to run a canary beside/);
    assert.equal(readRegistry(dir).remotes.catalog, undefined);
    const same = build('same files');
    publish('catalog', { dir, fromDir: same, log });
    assert.throws(() => publish('catalog', { dir, fromDir: same, canary: 50, log }), /already the current release/);
    assert.equal(readRegistry(dir).remotes.catalog!.canary, undefined);
  });

  test('a bad percent or --auto-promote without --canary is a usage error, and nothing is published', () => {
    for (const bad of [0, 100, -5, 12.5, Number.NaN, '', 'ten', '50.0', '1e1', '150%']) {
      assert.throws(() => canaryPercent(bad), (e: unknown) => e instanceof UsageError && /integer percent from 1 to 99/.test(e.message), String(bad));
    }
    assert.equal(canaryPercent('5'), 5);
    assert.equal(canaryPercent('99%'), 99);
    const stable = release('summit');
    assert.throws(() => release('summit', { canary: 0 }), UsageError);
    assert.throws(() => release('summit', { canary: 100 }), UsageError);
    assert.throws(() => release('summit', { autoPromote: true }), /--auto-promote goes with --canary/);
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

  test('--promote: the canary becomes the current release, the history advances, one log line', () => {
    const stable = release('marketing');
    const canary = release('marketing', { canary: 30 });
    lines = [];
    assert.equal(promote('marketing', { dir, log }), canary);
    const r = readRegistry(dir).remotes.marketing!;
    assert.equal(r.id, canary);
    assert.equal(r.entry, `/releases/marketing/${canary}/remoteEntry.js`);
    assert.equal(r.canary, undefined);
    assert.deepEqual(history('marketing'), [stable, canary]);
    assert.deepEqual(lines, [lines[0]]);
    assert.match(lines[0]!, new RegExp(`^promoted marketing: canary ${canary} is the current release \\(was ${stable}`));
    assert.throws(() => promote('marketing', { dir, log }), /no canary is running/);
    // and a rollback then goes back to the release before it, as for any release
    assert.equal(rollback('marketing', { dir, log }), stable);
  });

  test('--rollback ends a running canary (the current release stays); without one it goes back one release', () => {
    const first = release('catalog');
    const second = release('catalog');
    const canary = release('catalog', { canary: 50 });
    lines = [];
    assert.equal(rollback('catalog', { dir, log }), second);
    assert.equal(readRegistry(dir).remotes.catalog!.id, second);
    assert.equal(readRegistry(dir).remotes.catalog!.canary, undefined);
    assert.deepEqual(history('catalog'), [first, second], 'the history is untouched');
    assert.deepEqual(lines, [`rolled back catalog: canary ${canary} ended, ${second} stays`]);
    lines = [];
    assert.equal(rollback('catalog', { dir, log }), first);
    assert.deepEqual(lines, [`rolled back catalog: ${second} -> ${first}`]);
  });

  test('endCanary with ifId: only the canary named is ended; a second decision about it is a no-op (null)', () => {
    const stable = release('checkout');
    const canary = release('checkout', { canary: 20 });
    const text = registryText();
    const mtime = statSync(join(dir, 'registry.json')).mtimeMs;
    assert.equal(endCanary('checkout', { dir, ifId: 'aaaaaaaaaaaa', log }), null, 'another canary: nothing happens');
    assert.equal(promote('checkout', { dir, ifId: 'aaaaaaaaaaaa', log }), null);
    assert.equal(registryText(), text, 'nothing written');
    assert.equal(statSync(join(dir, 'registry.json')).mtimeMs, mtime);
    assert.deepEqual(lines.filter((l) => !l.startsWith('released') && !l.startsWith('canary')), [], 'and nothing logged');
    lines = [];
    assert.equal(endCanary('checkout', { dir, ifId: canary, reason: 'error rate 4.0 % against 0.5 %', log }), stable);
    assert.equal(readRegistry(dir).remotes.checkout!.canary, undefined);
    assert.deepEqual(lines, [`ended canary checkout ${canary}: every visitor has ${stable} (error rate 4.0 % against 0.5 %)`]);
    // the same decision again (another instance judged at the same time), or a promotion of it: no-ops
    assert.equal(endCanary('checkout', { dir, ifId: canary, log }), null);
    assert.equal(promote('checkout', { dir, ifId: canary, log }), null);
    assert.equal(readRegistry(dir).remotes.checkout!.id, stable);
    assert.deepEqual(history('checkout'), [stable]);
    // without ifId, no canary is an error
    assert.throws(() => endCanary('checkout', { dir, log }), /no canary is running/);
    // a new canary is not ended by a decision about the old one
    const next = release('checkout', { canary: 20 });
    assert.equal(endCanary('checkout', { dir, ifId: canary, log }), null);
    assert.equal(readRegistry(dir).remotes.checkout!.canary!.id, next);
    assert.equal(promote('checkout', { dir, ifId: next, log }), next);
    assert.deepEqual(history('checkout'), [stable, next]);
  });

  test('the canary\'s folder is kept while it is the canary (however many releases went before); a plain release ends the canary', () => {
    const ids = Array.from({ length: KEEP + 2 }, () => release('summit'));
    const canary = release('summit', { canary: 5 });
    const folders = () => new Set(readdirSync(join(dir, 'summit')));
    assert.ok(folders().has(canary), 'kept by the prune that ran with it');
    for (const old of ids.slice(0, 2)) assert.equal(folders().has(old), false, `${old}: beyond the last ${KEEP}, removed`);
    const replacing = release('summit', { canary: 5 });
    assert.ok(folders().has(replacing));
    // a plain release is for everyone: the canary ends
    lines = [];
    const plain = release('summit');
    const r = readRegistry(dir).remotes.summit!;
    assert.equal(r.id, plain);
    assert.equal(r.canary, undefined);
    assert.match(lines[0]!, new RegExp(`^released summit ${plain} \\(canary ${replacing} ended\\)`));
  });
});
