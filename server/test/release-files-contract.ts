// What any ReleaseFiles (scripts/release.d.mts) does, as node:test cases: a test file calls
// releaseFilesContract('<what>', make) with a `make` that gives a fresh, empty store (and its close).
// One store for all the cases of a contract; each case uses its own release ids.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { ReleaseFile, ReleaseFiles } from '../../scripts/release.mjs';

/** A release as a build makes one: entry, manifest, routes, chunks, .br/.gz copies, server pages, a PDF, an image. */
export function sampleRelease(seed = 'a'): ReleaseFile[] {
  const entry = Buffer.from(`/* remoteEntry ${seed} */ var marketing = { get: () => {}, init: () => {} };\n`);
  const binary = Buffer.concat([Buffer.from([0, 255, 0xfe, 0x80, 0x0d, 0x0a, 0x1a]), randomBytes(3000)]); // every byte value that text would spoil
  return [
    { path: 'remoteEntry.js', bytes: entry },
    { path: 'remoteEntry.js.br', bytes: brotliCompressSync(entry) },
    { path: 'remoteEntry.js.gz', bytes: gzipSync(entry) },
    { path: 'mf-manifest.json', bytes: Buffer.from(JSON.stringify({ name: 'marketing', seed })) },
    { path: 'routes.json', bytes: Buffer.from('[{"path":"/landing"}]') },
    { path: 'static/js/123.7f26ce8d.js', bytes: Buffer.from(`export const x = ${JSON.stringify(seed)};\n`) },
    { path: 'server/pages.cjs', bytes: Buffer.from('module.exports = { pages: [] };\n') },
    { path: 'assets/x.pdf', bytes: Buffer.concat([Buffer.from('%PDF-1.7\n'), binary]) },
    { path: 'assets/img/hero.webp', bytes: binary },
    { path: 'empty.txt', bytes: Buffer.alloc(0) },
  ];
}

function byPath(files: readonly ReleaseFile[]): ReleaseFile[] {
  return [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

function assertSameFiles(actual: readonly ReleaseFile[] | null, expected: readonly ReleaseFile[]): void {
  assert.ok(actual, 'the release is there');
  assert.deepEqual(actual.map((f) => f.path), byPath(expected).map((f) => f.path), 'every file, sorted by path');
  for (const [i, f] of byPath(expected).entries()) {
    assert.ok(Buffer.isBuffer(actual[i].bytes), `${f.path}: a Buffer`);
    assert.ok(actual[i].bytes.equals(f.bytes), `${f.path}: the same bytes`);
  }
}

export function releaseFilesContract(label: string, make: () => Promise<{ files: ReleaseFiles; close(): Promise<void> }>): void {
  describe(`ReleaseFiles contract: ${label}`, () => {
    let store: ReleaseFiles;
    let close: () => Promise<void> = async () => {};
    before(async () => {
      ({ files: store, close } = await make());
    });
    after(() => close());

    it('says where it keeps the releases', () => {
      assert.equal(typeof store.where, 'string');
      assert.ok(store.where.length > 0);
    });

    it('gives back exactly the files it was given: get, file, has, list', async () => {
      const release = sampleRelease('put');
      assert.equal(await store.has('marketing', 'a00000000001'), false);
      await store.put('marketing', 'a00000000001', release);
      assert.equal(await store.has('marketing', 'a00000000001'), true);
      assertSameFiles(await store.get('marketing', 'a00000000001'), release);
      for (const f of release) {
        const bytes = await store.file('marketing', 'a00000000001', f.path);
        assert.ok(bytes && bytes.equals(f.bytes), `file(${f.path}) is its bytes`);
      }
      assert.equal(await store.file('marketing', 'a00000000001', 'not/there.js'), null, 'a file the release does not have: null');
      assert.ok((await store.list('marketing')).includes('a00000000001'));
    });

    it('keeps the releases of a remote apart, and the remotes apart', async () => {
      const one = sampleRelease('one');
      const two = sampleRelease('two');
      await store.put('catalog', 'b00000000001', one);
      await store.put('catalog', 'b00000000002', two);
      await store.put('catalog-admin', 'b00000000003', one);
      assertSameFiles(await store.get('catalog', 'b00000000001'), one);
      assertSameFiles(await store.get('catalog', 'b00000000002'), two);
      assert.deepEqual((await store.list('catalog')).sort(), ['b00000000001', 'b00000000002']);
      assert.deepEqual(await store.list('catalog-admin'), ['b00000000003']);
      assert.equal(await store.has('catalog', 'b00000000003'), false);
      assert.deepEqual(await store.list('nobody'), []);
    });

    it('a put of a release stored already changes nothing', async () => {
      const first = sampleRelease('first');
      await store.put('account', 'c00000000001', first);
      await store.put('account', 'c00000000001', sampleRelease('second'));
      await store.put('account', 'c00000000001', [{ path: 'other.js', bytes: Buffer.from('other') }]);
      assertSameFiles(await store.get('account', 'c00000000001'), first);
      assert.equal(await store.file('account', 'c00000000001', 'other.js'), null);
    });

    it('a release it does not have: get and file answer null, has false', async () => {
      assert.equal(await store.get('account', 'd00000000001'), null);
      assert.equal(await store.file('account', 'd00000000001', 'remoteEntry.js'), null);
      assert.equal(await store.has('account', 'd00000000001'), false);
      assert.equal(await store.get('nobody', 'd00000000001'), null);
    });

    it('remove: the release is gone (has, get, file, list); the others stay; removing again is nothing', async () => {
      const release = sampleRelease('remove');
      await store.put('checkout', 'e00000000001', release);
      await store.put('checkout', 'e00000000002', release);
      await store.remove('checkout', 'e00000000001');
      assert.equal(await store.has('checkout', 'e00000000001'), false);
      assert.equal(await store.get('checkout', 'e00000000001'), null);
      assert.equal(await store.file('checkout', 'e00000000001', 'remoteEntry.js'), null);
      assert.deepEqual(await store.list('checkout'), ['e00000000002']);
      assertSameFiles(await store.get('checkout', 'e00000000002'), release);
      await store.remove('checkout', 'e00000000001');
      await store.remove('checkout', 'e0000000000f');
      // stored again after a removal: whole again
      await store.put('checkout', 'e00000000001', release);
      assertSameFiles(await store.get('checkout', 'e00000000001'), release);
    });

    it('rejects a bad name, id or path, and stores nothing of such a put', async () => {
      const good = sampleRelease('bad');
      for (const name of ['', 'Marketing', '1st', '-x', 'a/b', '../x', 'a b', 'mark\0eting']) {
        await assert.rejects(store.put(name, 'f00000000001', good), Error, `name ${JSON.stringify(name)}`);
        await assert.rejects(store.has(name, 'f00000000001'), Error, `has with name ${JSON.stringify(name)}`);
        await assert.rejects(store.list(name), Error, `list with name ${JSON.stringify(name)}`);
      }
      for (const id of ['', 'f0000000001', 'f000000000001', 'F00000000001', 'g00000000001', '../000000001', 'f0000000000/']) {
        await assert.rejects(store.put('marketing', id, good), Error, `id ${JSON.stringify(id)}`);
        await assert.rejects(store.get('marketing', id), Error, `get with id ${JSON.stringify(id)}`);
        await assert.rejects(store.remove('marketing', id), Error, `remove with id ${JSON.stringify(id)}`);
      }
      const badPaths = ['', '/abs.js', '../up.js', 'a/../../up.js', './x.js', 'a/./x.js', 'a//x.js', 'dir/', 'a\\b.js', 'nul\0.js', '.', '..'];
      for (const [i, path] of badPaths.entries()) {
        const id = `f1${i.toString(16).padStart(10, '0')}`;
        await assert.rejects(store.put('marketing', id, [...good, { path, bytes: Buffer.from('x') }]), Error, `path ${JSON.stringify(path)}`);
        assert.equal(await store.has('marketing', id), false, `nothing stored for path ${JSON.stringify(path)}`);
        assert.equal(await store.file('marketing', id, 'remoteEntry.js'), null);
        assert.ok(!(await store.list('marketing')).includes(id));
        await assert.rejects(store.file('marketing', 'a00000000001', path), Error, `file with path ${JSON.stringify(path)}`);
      }
    });
  });
}
