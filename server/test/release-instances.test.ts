// A release reaches every machine of the store: two (then three) real instances of `server/serve.ts`
// on one PostgreSQL database, each with a releases folder of its own (RELEASES_DIR), as two machines
// are, the releases in the database (the default with DATABASE_URL). Releases are made as a team's
// pipeline makes them: `pnpm release mfe-marketing --to <one instance>` with the remote's own token.
// - an upload through one instance is served by both within 2 seconds, with no restart;
// - a rollback through the other reaches both within 2 seconds;
// - an instance started after the release serves it, and copies an older release a tab asks for;
// - a truncated, oversized, or misplaced upload is refused and nothing changes; a token of another
//   remote gets 403 and nothing changes; a revoked token gets 401;
// - every change is recorded with the token's name, and `release status` shows it.
// Needs the production build (`pnpm build`) and PostgreSQL (support/release-db.ts).
// Run: node --import tsx --test server/test/release-instances.test.ts
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { hashFiles, readFiles, type ReleaseFile } from '../../scripts/release.mjs';
import { packRelease } from '../../scripts/release-archive.mjs';
import { remoteCommand } from '../../scripts/release-remote.mjs';
import { freshDatabase, postgresMissing } from './support/release-db.js';
import { spawnServe, stopServe, type Served } from './support/serve-process.js';

const root = join(import.meta.dirname, '..', '..');
const dist = join(root, 'mfe-marketing', 'dist');
const built = existsSync(join(root, 'shell', 'dist', 'index.html')) && existsSync(join(dist, 'remoteEntry.js'));
const noPostgres = await postgresMissing();
const OPS = 'ops-token-of-the-two-instance-test-0123456789';
const ports = { a: Number(process.env.RELEASE_TEST_PORT || 8470), b: 0, c: 0 };
ports.b = ports.a + 10;
ports.c = ports.a + 20;
const origin = (port: number) => `http://localhost:${port}`;

const skip = !built ? 'no production build (run `pnpm build`)' : noPostgres ?? false;

describe('releases in PostgreSQL, served by every instance', { skip }, () => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  const served: Served[] = [];
  const dirs: string[] = [];
  let A = '';
  let B = '';
  let marketingToken = '';
  let catalogToken = '';
  const tmp = (label: string) => { const d = mkdtempSync(join(tmpdir(), `acma-instances-${label}-`)); dirs.push(d); return d; };

  /** An instance as a machine runs one: its own port, data and releases folders, the shared database. */
  const start = async (port: number, label: string, env: NodeJS.ProcessEnv = {}) => {
    const s = await spawnServe({
      ...process.env, NODE_ENV: 'production', SITE_URL: origin(port), PORT: String(port), DATA_DIR: tmp(`${label}-data`), RELEASES_DIR: tmp(`${label}-releases`),
      DATABASE_URL: db.url, RELEASE_OPS_TOKEN: OPS, LOG_LEVEL: 'warn', REDIS_URL: '', SITE_DEV: '', ...env,
    }, origin(port));
    served.push(s);
    return s;
  };

  /** The release of marketing `base` serves (its visitors' registry, which documents inline too). */
  const servedId = async (base: string): Promise<string | undefined> => {
    const res = await fetch(`${base}/releases/registry.json`);
    return ((await res.json()) as { remotes: Record<string, { id: string }> }).remotes.marketing?.id;
  };
  /** Polls until `base` serves release `id` of marketing: the milliseconds it took (fails past 2 s). */
  const within2s = async (base: string, id: string): Promise<number> => {
    const t0 = performance.now();
    for (;;) {
      if ((await servedId(base)) === id) return performance.now() - t0;
      assert.ok(performance.now() - t0 < 2_000, `${base} does not serve marketing ${id} 2 s after the change (it serves ${await servedId(base)})`);
      await new Promise((r) => setTimeout(r, 25));
    }
  };
  const ops = (path: string, init: RequestInit = {}) => fetch(`${A}${path}`, { ...init, headers: { authorization: `Bearer ${OPS}`, 'content-type': 'application/json', ...init.headers } });
  const upload = (base: string, token: string, files: readonly ReleaseFile[], body?: Buffer, headers: Record<string, string> = {}) => fetch(`${base}/api/releases/mfe-marketing`, {
    method: 'POST', body: new Uint8Array(body ?? packRelease(files)), headers: { authorization: `Bearer ${token}`, 'content-type': 'application/gzip', 'x-release-id': hashFiles(files), ...headers },
  });
  /** What both instances serve and the database holds: unchanged by a refused request. */
  const state = async () => {
    const { remotes } = (await (await ops('/api/staff/releases')).json()) as { remotes: { since?: string }[] };
    return { a: await servedId(A), b: await servedId(B), record: remotes.map(({ since: _since, ...rest }) => rest) };
  };

  const first = readFiles(dist);
  // a second build of marketing: the same files but one changed (another release id)
  // (its precompressed copies made again, as the build makes them)
  const entry2 = Buffer.concat([first.find((f) => f.path === 'remoteEntry.js')!.bytes, Buffer.from('\n/* second build */\n')]);
  const second = first.map((f) => ({
    path: f.path,
    bytes: f.path === 'remoteEntry.js' ? entry2 : f.path === 'remoteEntry.js.gz' ? gzipSync(entry2) : f.path === 'remoteEntry.js.br' ? brotliCompressSync(entry2) : f.bytes,
  }));
  const ids = { first: hashFiles(first), second: hashFiles(second) };
  const timings: Record<string, number> = {};

  before(async () => {
    db = await freshDatabase('instances');
    A = origin(ports.a);
    B = origin(ports.b);
    // two machines at once, neither with any release yet
    await Promise.all([start(ports.a, 'a', { RELEASE_UPLOAD_MAX_MB: '2' }), start(ports.b, 'b')]);
    const made = async (remote: string, name: string) => {
      const res = await ops('/api/releases/tokens', { method: 'POST', body: JSON.stringify({ remote, name }) });
      assert.equal(res.status, 201, await res.clone().text());
      return ((await res.json()) as { token: string }).token;
    };
    marketingToken = await made('mfe-marketing', 'marketing-pipeline');
    catalogToken = await made('mfe-catalog', 'catalog-pipeline');
  });
  after(async () => {
    await Promise.all(served.map((s) => stopServe(s)));
    await db?.drop();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
    if (Object.keys(timings).length) console.log(`# release reached the other instance in: ${JSON.stringify(timings)}`);
  });

  test('`pnpm release mfe-marketing --from-dist --to` one instance: both serve it within 2 s, documents and files', async () => {
    assert.equal(await servedId(A), undefined);
    const r = spawnSync(process.execPath, [join(root, 'scripts', 'release.mjs'), 'mfe-marketing', '--from-dist', '--to', A], {
      cwd: root, env: { ...process.env, RELEASE_TOKEN: marketingToken, RELEASE_OPS_TOKEN: '' }, encoding: 'utf8',
    });
    assert.equal(r.status, 0, r.stderr + r.stdout);
    assert.match(r.stdout, new RegExp(`released marketing ${ids.first}`));
    timings.release = await within2s(B, ids.first);
    for (const base of [A, B]) {
      const page = await fetch(`${base}/faq`);
      assert.equal(page.status, 200, `${base}/faq`);
      assert.match(await page.text(), new RegExp(`/releases/marketing/${ids.first}/remoteEntry\\.js`), `${base}: the document names the release`);
      const entry = await fetch(`${base}/releases/marketing/${ids.first}/remoteEntry.js`);
      assert.equal(entry.status, 200);
      assert.equal(entry.headers.get('cache-control'), 'public, max-age=31536000, immutable');
      assert.deepEqual(Buffer.from(await entry.arrayBuffer()), first.find((f) => f.path === 'remoteEntry.js')!.bytes);
    }
  });

  test('a second release through A reaches B within 2 s; a rollback through B reaches A within 2 s', async () => {
    await remoteCommand({ to: A, action: 'publish', name: 'marketing', files: second, env: { RELEASE_TOKEN: marketingToken }, out: () => undefined });
    timings.secondRelease = await within2s(B, ids.second);
    const res = await fetch(`${B}/releases/marketing/${ids.second}/remoteEntry.js`);
    assert.match(await res.text(), /second build/);
    await remoteCommand({ to: B, action: 'rollback', name: 'marketing', env: { RELEASE_TOKEN: marketingToken }, out: () => undefined });
    timings.rollback = await within2s(A, ids.first);
    assert.equal(await servedId(B), ids.first);
  });

  test('refused uploads change nothing: truncated, damaged, oversized, a path outside the release, a link, no token', async () => {
    const before = await state();
    const packed = packRelease(second);
    const refused: [string, Response, number, RegExp][] = [
      ['truncated', await upload(A, marketingToken, second, packed.subarray(0, packed.length - 2000)), 400, /truncated|ends too soon/],
      ['damaged', await upload(A, marketingToken, second, packRelease(first)), 400, /hash to .* not to the id sent/],
      ['oversized', await upload(A, marketingToken, second, Buffer.concat([packed, Buffer.alloc(2 * 1024 * 1024)])), 413, /limit/],
      ['outside', await upload(A, marketingToken, second, gzipSync(tarWith('../outside.js', 'x'))), 400, /not a path inside the release/],
      ['link', await upload(A, marketingToken, second, gzipSync(tarWith('remoteEntry.js', '', '2'))), 400, /only regular files/],
      ['no token', await fetch(`${A}/api/releases/mfe-marketing/rollback`, { method: 'POST' }), 401, /needs a token/],
      ['bad token', await fetch(`${A}/api/releases/mfe-marketing/rollback`, { method: 'POST', headers: { authorization: 'Bearer acma_release_not-a-token' } }), 401, /not one of the store's release tokens/],
    ];
    for (const [what, res, status, message] of refused) {
      const body = await res.text();
      assert.equal(res.status, status, `${what}: ${body}`);
      assert.match(body, message, what);
    }
    // over the limit, again and again: each time the 413 and its reason (the store used to close the
    // connection while the client was still sending, which then failed with EPIPE about one time in four)
    for (let i = 0; i < 12; i++) {
      const res = await upload(A, marketingToken, second, Buffer.concat([packed, Buffer.alloc((2 + (i % 3)) * 1024 * 1024)]));
      assert.equal(res.status, 413, `oversized upload ${i}`);
      assert.match(await res.text(), /over the store's limit of 2097152 bytes packed/);
    }
    assert.deepEqual(await state(), before, 'nothing changed on either instance or in the record');
  });

  test("a token of another remote gets 403 and nothing changes; a revoked token gets 401; the operator's token manages tokens", async () => {
    const before = await state();
    const res = await upload(B, catalogToken, second);
    assert.equal(res.status, 403);
    assert.match(await res.text(), /release token catalog-pipeline is for mfe-catalog only, not mfe-marketing: nothing was changed/);
    for (const action of ['promote', 'rollback', 'withdraw']) {
      const r = await fetch(`${A}/api/releases/mfe-marketing/${action}`, { method: 'POST', headers: { authorization: `Bearer ${catalogToken}` } });
      assert.equal(r.status, 403, action);
    }
    // a team's token does not make tokens
    const r = await fetch(`${A}/api/releases/tokens`, { method: 'POST', headers: { authorization: `Bearer ${marketingToken}`, 'content-type': 'application/json' }, body: '{"remote":"mfe-catalog"}' });
    assert.equal(r.status, 403);
    assert.deepEqual(await state(), before);
    // revoked through B: refused by A at once
    assert.equal((await fetch(`${B}/api/releases/tokens/catalog-pipeline`, { method: 'DELETE', headers: { authorization: `Bearer ${OPS}` } })).status, 200);
    const revoked = await fetch(`${A}/api/releases/mfe-catalog/rollback`, { method: 'POST', headers: { authorization: `Bearer ${catalogToken}` } });
    assert.equal(revoked.status, 401);
    const list = (await (await ops('/api/releases/tokens')).json()) as { tokens: { name: string }[] };
    assert.deepEqual(list.tokens.map((t) => t.name), ['marketing-pipeline']);
    assert.ok(!JSON.stringify(list).includes(marketingToken), 'tokens are never shown again');
  });

  test('an instance started after the release serves it; it copies an older release a tab asks for', async () => {
    const C = origin(ports.c);
    await start(ports.c, 'c');
    assert.equal(await servedId(C), ids.first);
    assert.equal((await fetch(`${C}/faq`)).status, 200);
    // a tab opened on A before the rollback still asks for the second release's files: C has no copy yet, the store has
    const old = await fetch(`${C}/releases/marketing/${ids.second}/remoteEntry.js`);
    assert.equal(old.status, 200);
    assert.match(await old.text(), /second build/);
    assert.equal((await fetch(`${C}/releases/marketing/0123456789ab/remoteEntry.js`)).status, 404, 'a release the store never had');
  });

  test('`pnpm release status --to` shows who did what, by the token\'s name', async () => {
    const r = spawnSync(process.execPath, [join(root, 'scripts', 'release.mjs'), 'status', 'mfe-marketing', '--to', B], {
      cwd: root, env: { ...process.env, RELEASE_TOKEN: marketingToken, RELEASE_OPS_TOKEN: '' }, encoding: 'utf8',
    });
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, new RegExp(`release ${ids.first}  by marketing-pipeline`));
    assert.match(r.stdout, new RegExp(`release ${ids.second}  by marketing-pipeline`));
    assert.match(r.stdout, new RegExp(`rollback ${ids.first}  by marketing-pipeline  \\(from ${ids.second}\\)`));
    assert.match(r.stdout, /token created {2}by ops {2}\(marketing-pipeline\)/);
  });
});

/** A one-entry tar (no gzip) with the given path, content and tar type ('0' file, '2' symbolic link). */
function tarWith(path: string, content: string, type = '0'): Buffer {
  const body = Buffer.from(content);
  const h = Buffer.alloc(512);
  h.write(path, 0, 100);
  h.write('0000644\0', 100);
  h.write('0000000\0', 108);
  h.write('0000000\0', 116);
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
