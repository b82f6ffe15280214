// Releases over HTTPS (server/release-api.ts) on the folder store, in one process: who may do what
// (no token 401 before the body is read, another remote's token 403, only the operator's token
// makes tokens, a revoked token 401), what an upload must be (release-archive.mjs: a whole gzip'd
// tar of regular files inside the release, within the limits, hashing to its id; then the release
// checks: 422/409 with every reason), and that a refused request changes nothing in the folder.
// The client (`pnpm release --to`, release-remote.mjs) is exercised against the same app.
// Run: node --import tsx --test server/test/release-api.test.ts
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, test } from 'node:test';
import { gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { folderStore, hashFiles, parseArgs, readRegistry, storeUrl, UsageError, type ReleaseFile } from '../../scripts/release.mjs';
import { ARCHIVE_LIMITS, ArchiveError, packRelease, unpackRelease } from '../../scripts/release-archive.mjs';
import { remoteCommand, tokenRequest } from '../../scripts/release-remote.mjs';
import { registerReleaseApi } from '../release-api.js';

const OPS = 'the-operators-token-for-these-tests-0123456789';

/** A build of `remote` as its webpack build writes one (entry, manifest exposing its routes' modules, routes.json). */
function build(remote: string, { label = 'one', routes = [{ path: `/${remote}-home`, module: 'HomePage' }] }: { label?: string; routes?: { path: string; module: string }[] } = {}): ReleaseFile[] {
  const modules = [...new Set(routes.map((r) => r.module))];
  return [
    { path: 'remoteEntry.js', bytes: Buffer.from(`/* ${remote} ${label} */`) },
    { path: 'mf-manifest.json', bytes: Buffer.from(JSON.stringify({ name: remote, exposes: modules.map((m) => ({ name: m, path: `./${m}` })) })) },
    { path: 'routes.json', bytes: Buffer.from(JSON.stringify({ routes })) },
    { path: 'assets/logo.svg', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') },
    { path: 'server/pages.cjs', bytes: Buffer.from('module.exports = {};') },
  ];
}

/** A one-entry ustar archive (not gzip'd): `type` '0' a file, '2' a symbolic link, '5' a folder. */
function tarEntry(path: string, content: string, type = '0'): Buffer {
  const body = Buffer.from(content);
  const h = Buffer.alloc(512);
  h.write(path, 0, 100);
  h.write('0000644\0', 100);
  h.write(`${body.length.toString(8).padStart(11, '0')}\0`, 124);
  h.write('00000000000\0', 136);
  h.fill(' ', 148, 156);
  h.write(type, 156);
  h.write('ustar\0', 257);
  h.write('00', 263);
  let sum = 0;
  for (const b of h) sum += b;
  h.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  return Buffer.concat([h, body, Buffer.alloc((512 - (body.length % 512)) % 512), Buffer.alloc(1024)]);
}

describe('release archives (release-archive.mjs)', () => {
  test('packs and unpacks a release to the same files and id; `tar` reads it', () => {
    const files = build('catalog');
    const back = unpackRelease(packRelease(files));
    assert.deepEqual(back.map((f) => f.path), files.map((f) => f.path).sort());
    assert.equal(hashFiles(back), hashFiles(files));
    const listed = spawnSync('tar', ['tzf', '-'], { input: packRelease(files), encoding: 'utf8' });
    assert.equal(listed.status, 0, listed.stderr);
    assert.deepEqual(listed.stdout.trim().split('\n'), files.map((f) => f.path).sort());
  });
  test('refuses what is not a whole release: truncated, damaged, outside paths, links, folders, duplicates, over the limits', () => {
    const packed = packRelease(build('catalog'));
    const refuse = (what: string, buf: Buffer, status: number, message: RegExp, limits = ARCHIVE_LIMITS) => {
      assert.throws(() => unpackRelease(buf, limits), (e: unknown) => e instanceof ArchiveError && e.status === status && message.test(e.message), what);
    };
    refuse('truncated gzip', packed.subarray(0, packed.length - 10), 400, /truncated|ends too soon/);
    const tar = Buffer.concat([tarEntry('remoteEntry.js', 'x').subarray(0, 1024)]);
    refuse('no end blocks', gzipSync(tar), 400, /truncated/);
    const damaged = tarEntry('remoteEntry.js', 'x');
    damaged[5] = 0x41;
    refuse('bad checksum', gzipSync(damaged), 400, /damaged/);
    for (const p of ['../x.js', '/etc/passwd', 'a/../../x', '.hidden', 'a//b', 'a\\b']) refuse(p, gzipSync(tarEntry(p, 'x')), 400, /not a path inside the release/);
    refuse('symlink', gzipSync(tarEntry('remoteEntry.js', '', '2')), 400, /only regular files/);
    refuse('folder', gzipSync(tarEntry('assets', '', '5')), 400, /only regular files/);
    const twice = Buffer.concat([tarEntry('a.js', 'x').subarray(0, 1024), tarEntry('a.js', 'y')]);
    refuse('twice', gzipSync(twice), 400, /twice/);
    refuse('packed limit', packed, 413, /packed/, { ...ARCHIVE_LIMITS, packedBytes: 100 });
    refuse('unpacked limit', gzipSync(tarEntry('big.js', 'x'.repeat(5000))), 413, /unpacks to more/, { ...ARCHIVE_LIMITS, unpackedBytes: 4096 });
    refuse('file limit', gzipSync(tarEntry('big.js', 'x'.repeat(5000))), 413, /a file/, { ...ARCHIVE_LIMITS, fileBytes: 1000 });
    refuse('files count', packed, 413, /files/, { ...ARCHIVE_LIMITS, files: 2 });
    refuse('not gzip', Buffer.from('hello'), 400, /not a whole gzip'd tar/);
  });
});

describe('the command line with --to', () => {
  test("a store's address is https, or http on this machine only", () => {
    assert.equal(storeUrl('https://store.example.org/'), 'https://store.example.org');
    assert.equal(storeUrl('http://localhost:8080'), 'http://localhost:8080');
    for (const bad of ['http://store.example.org', 'ftp://x', 'store.example.org', 'https://user:pw@store.example.org', 'https://store.example.org/?a=1']) {
      assert.throws(() => storeUrl(bad), UsageError, bad);
    }
    assert.deepEqual(parseArgs(['mfe-marketing', '--to', 'https://store.example.org'], ['marketing']).to, 'https://store.example.org');
    // with --to, a remote not in this checkout may be rolled back (the store knows it), not built
    assert.equal(parseArgs(['mfe-newcomer', '--rollback', '--to', 'https://s.example.org'], ['marketing']).action, 'rollback');
    assert.throws(() => parseArgs(['mfe-newcomer', '--to', 'https://s.example.org'], ['marketing']), /no remote mfe-newcomer/);
    assert.throws(() => parseArgs(['mfe-marketing', '--to'], ['marketing']), /--to takes the store's address/);
  });
});

describe("the command line on a database store's copy", () => {
  test('refuses to change it (it would change nothing the store serves) and says what to run; the build still feeds it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'acma-release-copy-'));
    try {
      writeFileSync(join(dir, '.store.json'), JSON.stringify({ store: 'PostgreSQL', releaseTo: 'https://store.example.org' }));
      const cli = (...args: string[]) => spawnSync(process.execPath, [join(import.meta.dirname, '..', '..', 'scripts', 'release.mjs'), ...args], { env: { ...process.env, RELEASES_DIR: dir }, encoding: 'utf8' });
      for (const args of [['mfe-marketing', '--rollback'], ['mfe-marketing', '--promote'], ['token', 'create', 'mfe-marketing']]) {
        const r = cli(...args);
        assert.equal(r.status, 1, args.join(' '));
        assert.match(r.stderr, new RegExp(`copy of the releases the store keeps in its database .* --to https://store\\.example\\.org`), args.join(' '));
      }
      assert.deepEqual(readdirSync(dir), ['.store.json'], 'nothing written');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the release API on the folder store', () => {
  let dir: string;
  let app: FastifyInstance;
  let base: string;
  let team: { catalog: string; marketing: string };
  const store = () => folderStore(dir);

  /** Every name and file content under the releases folder: a refused request changes none of it. */
  const snapshot = () => Object.fromEntries(readdirSync(dir, { recursive: true }).map(String).sort()
    .map((f) => [f, statSync(join(dir, f)).isFile() ? readFileSync(join(dir, f), 'utf8') : '<dir>']));
  const send = (path: string, token: string | null, init: RequestInit = {}) => fetch(`${base}${path}`, {
    ...init, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...init.headers },
  });
  const upload = (remote: string, token: string | null, files: ReleaseFile[], { body, query = '', id = hashFiles(files), type = 'application/gzip' }: { body?: Buffer; query?: string; id?: string; type?: string } = {}) =>
    send(`/api/releases/mfe-${remote}${query}`, token, { method: 'POST', body: new Uint8Array(body ?? packRelease(files)), headers: { 'content-type': type, 'x-release-id': id } });

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'acma-release-api-'));
    app = Fastify();
    await registerReleaseApi(app, { store: store(), opsToken: OPS, limits: { packedBytes: 64 * 1024 } });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
    const make = async (remote: string) => ((await (await send('/api/releases/tokens', OPS, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ remote: `mfe-${remote}`, name: `${remote}-ci` }) })).json()) as { token: string }).token;
    team = { catalog: await make('catalog'), marketing: await make('marketing') };
  });
  afterEach(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test("a team's token releases its remote: stored in the folder, current, recorded with the token's name", async () => {
    const files = build('catalog');
    const res = await upload('catalog', team.catalog, files);
    assert.equal(res.status, 201, await res.clone().text());
    const body = (await res.json()) as { id: string; line: string; by: string };
    assert.equal(body.id, hashFiles(files));
    assert.equal(body.by, 'catalog-ci');
    assert.match(body.line, new RegExp(`^released catalog ${body.id}`));
    assert.equal(readRegistry(dir).remotes.catalog!.id, body.id);
    assert.equal(readFileSync(join(dir, 'catalog', body.id, 'server', 'pages.cjs'), 'utf8'), 'module.exports = {};');
    const events = JSON.parse(readFileSync(join(dir, 'catalog', 'events.json'), 'utf8')) as { action: string; by: string }[];
    assert.deepEqual(events.map((e) => [e.action, e.by]), [['token created', 'ops'], ['release', 'catalog-ci']]);
  });

  test('a canary and its promotion over the API, by the same token', async () => {
    const one = (await (await upload('catalog', team.catalog, build('catalog'))).json()) as { id: string };
    const two = build('catalog', { label: 'two' });
    const res = await upload('catalog', team.catalog, two, { query: '?canary=10' });
    assert.equal(res.status, 201);
    assert.equal(readRegistry(dir).remotes.catalog!.canary!.percent, 10);
    assert.equal(readRegistry(dir).remotes.catalog!.id, one.id);
    const promoted = await send('/api/releases/mfe-catalog/promote', team.catalog, { method: 'POST' });
    assert.equal(promoted.status, 200);
    assert.equal(readRegistry(dir).remotes.catalog!.id, hashFiles(two));
    // nothing to promote now: 409 with the reason
    const again = await send('/api/releases/mfe-catalog/promote', team.catalog, { method: 'POST' });
    assert.equal(again.status, 409);
    assert.match(await again.text(), /no canary is running/);
  });

  test('refused, with nothing changed: no token, another remote\'s token, bad uploads, unsound or conflicting routes', async () => {
    await upload('marketing', team.marketing, build('marketing', { routes: [{ path: '/faq', module: 'FaqPage' }] }));
    const before = snapshot();
    const files = build('catalog');
    const cases: [string, Promise<Response>, number, RegExp][] = [
      ['no token', upload('catalog', null, files), 401, /needs a token/],
      ['unknown token', upload('catalog', 'acma_release_nope', files), 401, /not one of the store's release tokens/],
      ["another remote's token", upload('catalog', team.marketing, files), 403, /release token marketing-ci is for mfe-marketing only, not mfe-catalog: nothing was changed/],
      ["another remote's token, rollback", send('/api/releases/mfe-catalog/rollback', team.marketing, { method: 'POST' }), 403, /only/],
      ['team token makes tokens', send('/api/releases/tokens', team.catalog, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"remote":"mfe-catalog"}' }), 403, /operator/],
      ['no id', upload('catalog', team.catalog, files, { id: '' }), 400, /X-Release-Id/],
      ['wrong id', upload('catalog', team.catalog, files, { id: 'aaaaaaaaaaaa' }), 400, /not to the id sent/],
      ['not gzip', upload('catalog', team.catalog, files, { type: 'text/plain' }), 415, /application\/gzip/],
      ['too large', upload('catalog', team.catalog, files, { body: Buffer.alloc(70 * 1024) }), 413, /limit/],
      ['truncated', upload('catalog', team.catalog, files, { body: packRelease(files).subarray(0, 100) }), 400, /truncated|ends too soon/],
      ['outside', upload('catalog', team.catalog, files, { body: gzipSync(tarEntry('../../registry.json', '{}')) }), 400, /not a path inside the release/],
      ['bad name', send('/api/releases/Catalog!/rollback', OPS, { method: 'POST' }), 400, /not a remote's name/],
      ['bad percent', upload('catalog', team.catalog, files, { query: '?canary=150' }), 400, /integer percent from 1 to 99/],
      ['no routes', upload('catalog', team.catalog, files.filter((f) => f.path !== 'routes.json')), 422, /no routes\.json/],
      ['no entry', upload('catalog', team.catalog, files.filter((f) => f.path !== 'remoteEntry.js')), 422, /no remoteEntry\.js/],
      ['module not exposed', upload('catalog', team.catalog, files.filter((f) => f.path !== 'mf-manifest.json')), 422, /HomePage/],
      ['address taken', upload('catalog', team.catalog, build('catalog', { routes: [{ path: '/faq', module: 'CatalogPage' }] })), 409, /two remotes claim one address: \/faq \(mfe-catalog\)/],
      ['canary without release', upload('catalog', team.catalog, files, { query: '?canary=5' }), 409, /no current release to run a canary beside/],
      ['nothing to roll back', send('/api/releases/mfe-catalog/rollback', team.catalog, { method: 'POST' }), 409, /no earlier release/],
    ];
    for (const [what, pending, status, message] of cases) {
      const res = await pending;
      const text = await res.text();
      assert.equal(res.status, status, `${what}: ${text}`);
      assert.match(text, message, what);
      assert.ok(!/Internal Server Error/.test(text), what);
    }
    assert.deepEqual(snapshot(), before, 'the releases folder is as it was');
  });

  test("another remote's upload is refused before its body is read", async () => {
    // headers and a first part of a 10 MB body only: the 403 comes without waiting for the rest
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(`${base}/api/releases/mfe-catalog`, {
        method: 'POST',
        headers: { authorization: `Bearer ${team.marketing}`, 'content-type': 'application/gzip', 'x-release-id': 'aaaaaaaaaaaa', 'content-length': String(10 * 1024 * 1024) },
      }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => { body += c; });
        res.on('end', () => { req.destroy(); resolve({ status: res.statusCode ?? 0, body }); });
      });
      req.on('error', reject);
      req.write(Buffer.alloc(1024));
      setTimeout(() => reject(new Error('no answer in 5 s: the body was waited for')), 5_000).unref();
    });
    assert.equal(answer.status, 403);
    assert.match(answer.body, /is for mfe-marketing only, not mfe-catalog/);
  });

  test('the operator lists and revokes tokens; a revoked token is refused; a token is never shown again', async () => {
    const list = (await (await send('/api/releases/tokens', OPS)).json()) as { tokens: { name: string; remote: string }[] };
    assert.deepEqual(list.tokens.map((t) => [t.name, t.remote]), [['catalog-ci', 'catalog'], ['marketing-ci', 'marketing']]);
    assert.ok(!JSON.stringify(list).includes(team.catalog));
    assert.ok(!readFileSync(join(dir, '.release-tokens.json'), 'utf8').includes(team.catalog), 'only hashes are kept');
    assert.equal((statSync(join(dir, '.release-tokens.json')).mode & 0o777), 0o600);
    assert.equal((await send('/api/releases/tokens/catalog-ci', OPS, { method: 'DELETE' })).status, 200);
    assert.equal((await send('/api/releases/tokens/catalog-ci', OPS, { method: 'DELETE' })).status, 404);
    assert.equal((await upload('catalog', team.catalog, build('catalog'))).status, 401);
    assert.equal((await upload('marketing', team.marketing, build('marketing'))).status, 201);
  });

  test('`pnpm release --to` (release-remote.mjs) releases, rolls back and manages tokens; a refusal says why', async () => {
    const lines: string[] = [];
    const out = (l: string) => { lines.push(l); };
    const env = { RELEASE_TOKEN: team.marketing };
    const one = await remoteCommand({ to: base, action: 'publish', name: 'marketing', files: build('marketing'), env, out });
    const two = await remoteCommand({ to: base, action: 'publish', name: 'marketing', files: build('marketing', { label: 'two' }), env, out });
    await remoteCommand({ to: base, action: 'rollback', name: 'marketing', env, out });
    assert.equal(readRegistry(dir).remotes.marketing!.id, one.id);
    assert.match(lines.join('\n'), new RegExp(`rolled back marketing: ${two.id} -> ${one.id}`));
    await assert.rejects(remoteCommand({ to: base, action: 'rollback', name: 'catalog', env, out }), /the store refused \(403\).*a release token releases its own remote only/s);
    await assert.rejects(remoteCommand({ to: base, action: 'rollback', name: 'marketing', env: {}, out }), /needs a token/);
    await tokenRequest({ to: base, verb: 'create', arg: 'summit', name: 'summit-ci', env: { RELEASE_OPS_TOKEN: OPS }, out });
    assert.match(lines.at(-1)!, /^release token summit-ci for mfe-summit .*\nacma_release_[A-Za-z0-9_-]{43}$/);
    assert.ok((await store().tokens.list()).some((t) => t.name === 'summit-ci'));
  });
});
