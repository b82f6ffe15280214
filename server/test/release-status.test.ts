// The staff's view of the releases from the server's side: registry.json (with a canary) read by its
// own reader, the ops token kept in the releases folder, never served; and `pnpm release status`
// (scripts/release-status.mjs) asking a running API with that token, or saying clearly that the
// store does not answer.
import assert from 'node:assert/strict';
import { mintTicket, ticketReleases } from 'api';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fixtureSeed } from 'api/testing/fixtures';
import { startApi, type TestApi } from 'api/testing';
import { main } from '../../scripts/release-status.mjs';
import { opsTokenFor, parseReleasesView, releasesViewReader } from '../release-view.js';
import { RELEASE_FILE } from '../site.js';

const STABLE = 'aaaaaaaaaaa1';
const CANARY = 'bbbbbbbbbbb2';
const registry = (canary: boolean) => JSON.stringify({
  remotes: {
    catalog: {
      id: STABLE, entry: `/releases/catalog/${STABLE}/remoteEntry.js`, manifest: 'x', releasedAt: '2026-11-27T00:00:00Z',
      ...(canary ? { canary: { id: CANARY, entry: 'x', manifest: 'x', percent: 25, startedAt: '2026-11-28T10:00:00.000Z', autoPromote: false } } : {}),
    },
    marketing: { id: '0123456789ab', entry: 'x', manifest: 'x', releasedAt: '2026-11-27T00:00:00Z' },
    'Bad Name': { id: STABLE },
    summit: { id: 'not-an-id' },
  },
});

describe('the releases view and the ops token', () => {
  let dir: string;
  before(() => { dir = mkdtempSync(join(tmpdir(), 'acma-release-view-')); });
  after(() => rmSync(dir, { recursive: true, force: true }));

  test('registry.json gives each remote\'s stable release and canary; malformed entries are left out', () => {
    assert.deepEqual(parseReleasesView(registry(true)), {
      remotes: { catalog: { id: STABLE }, marketing: { id: '0123456789ab' } },
      canaries: { catalog: { id: CANARY, percent: 25, startedAt: '2026-11-28T10:00:00.000Z', autoPromote: false } },
    });
  });

  test('the reader follows the file: a canary started, then ended; no file, no remote', () => {
    const read = releasesViewReader(dir);
    assert.deepEqual(read(), { remotes: {}, canaries: {} });
    writeFileSync(join(dir, 'registry.json'), registry(true));
    assert.deepEqual(Object.keys(read().canaries), ['catalog']);
    writeFileSync(join(dir, 'registry.json'), `${registry(false)}\n`);
    assert.deepEqual(read().canaries, {});
    writeFileSync(join(dir, 'registry.json'), '{ broken');
    assert.deepEqual(Object.keys(read().remotes), ['catalog', 'marketing'], 'an unreadable file keeps the last view');
  });

  test('without RELEASE_OPS_TOKEN a token is made once (mode 0600) and kept; RELEASE_OPS_TOKEN wins; the file is never served', () => {
    const made = opsTokenFor(undefined, dir);
    assert.match(made, /^[0-9a-f]{64}$/);
    const file = join(dir, '.ops-token');
    assert.equal(readFileSync(file, 'utf8').trim(), made);
    if (process.platform !== 'win32') assert.equal(statSync(file).mode & 0o777, 0o600);
    assert.equal(opsTokenFor(undefined, dir), made, 'a second start (or another instance) reads the same one');
    assert.equal(opsTokenFor('t'.repeat(40), dir), 't'.repeat(40));
    assert.equal(RELEASE_FILE.test('/.ops-token'), false);
    assert.equal(RELEASE_FILE.test('/registry.json'), true);
  });
});

describe('pnpm release status', () => {
  let t: TestApi;
  let url: string;
  const token = 'c'.repeat(64);
  // who did what last (the store's record: release-view.ts's releasesViewOf)
  const view = { ...parseReleasesView(registry(true)), events: { catalog: [{ at: '2026-11-28T10:00:00.000Z', action: 'canary', id: CANARY, by: 'catalog-pipeline', detail: '25 %' }] } };
  const teamToken = 'acma_release_catalog-team-token';
  before(async () => {
    t = await startApi({
      seed: fixtureSeed,
      overrides: { releases: () => view, opsToken: token, releaseToken: async (bearer) => (bearer === teamToken ? { name: 'catalog-pipeline', remote: 'catalog' } : null) },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    for (let i = 0; i < 3; i++) {
      // each a page view of its own (a ticket the store signed, as its document carried it), from a visitor of its own
      const ticket = mintTicket(t.app.pageViewSecret, ticketReleases({ catalog: { id: CANARY } }), `visitor000${i}`);
      const r = await t.inject({
        method: 'POST', url: '/api/beacons', headers: { 'content-type': 'text/plain', 'sec-fetch-site': 'same-origin' },
        payload: JSON.stringify({ v: 1, releases: { catalog: CANARY }, errors: {}, lcp: 2100, inp: 90, t: ticket }),
      });
      assert.equal(r.statusCode, 204);
    }
  });
  after(async () => {
    await t?.close();
  });

  const run = async (argv: string[], env: NodeJS.ProcessEnv) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await main(argv, { env, out: (l) => out.push(l), err: (l) => err.push(l) });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };

  test('prints each remote\'s stable release against its canary, with the verdict', async () => {
    const r = await run(['status'], { STORE_URL: url, RELEASE_OPS_TOKEN: token });
    assert.equal(r.code, 0, r.err);
    assert.match(r.out, /catalog: canary 25 % since 2026-11-28T10:00:00.000Z/);
    assert.match(r.out, new RegExp(`stable +${STABLE} +0 +0 +— +— +—`));
    assert.match(r.out, new RegExp(`canary +${CANARY} +3 +3 +0\\.00 % +\\d+ ms +\\d+ ms +watching`));
    assert.match(r.out, /watching: page views from 3 visitors of the canary and 0 of the stable release; 20 of each needed to judge/);
    assert.match(r.out, /marketing: no canary/);
    assert.match(r.out, new RegExp(`recent changes:\\n {4}2026-11-28 10:00:00Z  canary ${CANARY}  by catalog-pipeline  \\(25 %\\)`));
  });

  test("a remote's release token reads the status too (RELEASE_TOKEN, before the ops token); --to names the store", async () => {
    const r = await run(['status', 'mfe-catalog', '--to', url.replace('127.0.0.1', 'localhost')], { RELEASE_TOKEN: teamToken, RELEASE_OPS_TOKEN: 'wrong'.repeat(10) });
    assert.equal(r.code, 0, r.err);
    assert.match(r.out, /catalog: canary 25 %/);
    const bad = await run(['status', '--to', 'http://store.example.org'], { RELEASE_TOKEN: teamToken });
    assert.equal(bad.code, 2);
    assert.match(bad.err, /must be https/);
  });

  test('one remote with mfe-<app>; a remote the store does not have is an error', async () => {
    const one = await run(['status', 'mfe-marketing'], { STORE_URL: url, RELEASE_OPS_TOKEN: token });
    assert.equal(one.code, 0, one.err);
    assert.doesNotMatch(one.out, /catalog/);
    const none = await run(['mfe-nothing'], { STORE_URL: url, RELEASE_OPS_TOKEN: token });
    assert.equal(none.code, 1);
    assert.match(none.err, /no remote named nothing/);
  });

  test('the token from the releases folder when RELEASE_OPS_TOKEN is unset; a wrong one is refused plainly', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'acma-release-status-'));
    try {
      writeFileSync(join(dir, '.ops-token'), `${token}\n`);
      assert.equal((await run([], { STORE_URL: url, RELEASES_DIR: dir })).code, 0);
      writeFileSync(join(dir, '.ops-token'), `${'d'.repeat(64)}\n`);
      const refused = await run([], { STORE_URL: url, RELEASES_DIR: dir });
      assert.equal(refused.code, 1);
      assert.match(refused.err, /refused the token/);
      const missing = await run([], { STORE_URL: url, RELEASES_DIR: join(dir, 'none') });
      assert.equal(missing.code, 1);
      assert.match(missing.err, /No ops token/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('a store that does not answer: a clear error, exit code 1', async () => {
    // a port that was free a moment ago: nothing listens there
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const r = await run([], { STORE_URL: `http://127.0.0.1:${port}`, RELEASE_OPS_TOKEN: token });
    assert.equal(r.code, 1);
    assert.match(r.err, new RegExp(`The store at http://127\\.0\\.0\\.1:${port} does not answer \\(ECONNREFUSED\\)`));
  });
});
