// The releases' files in an S3-compatible bucket (server/release-files-s3.ts), through the real AWS SDK
// client against a local S3 imitation (test/s3-imitation.ts): the ReleaseFiles contract, then what
// is S3's own (the marker last, no upload twice, a failed upload taken back, the SDK's failures said
// so that a person can act, tampered objects refused). Not against AWS itself.
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { S3Client } from '@aws-sdk/client-s3';
import { contentHeaders, s3ReleaseFiles } from '../release-files-s3.js';
import { releaseFilesContract, sampleRelease } from './release-files-contract.js';
import { startS3Imitation, type S3Imitation } from './s3-imitation.js';

const PORTS = { from: 8600, to: 8649 };

function clientFor(s3: S3Imitation, overrides: Partial<{ accessKeyId: string; endpoint: string; maxAttempts: number; socketTimeout: number }> = {}): S3Client {
  return new S3Client({
    endpoint: overrides.endpoint ?? s3.endpoint,
    forcePathStyle: true,
    region: 'us-east-1',
    credentials: { accessKeyId: overrides.accessKeyId ?? s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    // The SDK's default (WHEN_SUPPORTED) is kept: with Buffer bodies it sends them plain, with an
    // x-amz-checksum-crc32 header the imitation checks, as S3 would.
    ...(overrides.maxAttempts ? { maxAttempts: overrides.maxAttempts } : {}),
    ...(overrides.socketTimeout ? { requestHandler: { socketTimeout: overrides.socketTimeout, connectionTimeout: overrides.socketTimeout } } : {}),
  });
}

async function messageOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (e) {
    return (e as Error).message;
  }
  assert.fail('it should have failed');
}

releaseFilesContract('S3 (the SDK against the local imitation)', async () => {
  const s3 = await startS3Imitation({ ports: PORTS, maxKeys: 4 });
  const client = clientFor(s3);
  return {
    files: s3ReleaseFiles({ bucket: s3.bucket, prefix: 'releases/', client }),
    close: async () => {
      client.destroy();
      await s3.close();
    },
  };
});

describe('S3 release files', () => {
  let s3: S3Imitation;
  let client: S3Client;
  before(async () => {
    s3 = await startS3Imitation({ ports: PORTS, maxKeys: 3 });
    client = clientFor(s3);
  });
  after(async () => {
    client.destroy();
    await s3.close();
  });
  const keysUnder = (prefix: string) => [...s3.objects.keys()].filter((k) => k.startsWith(prefix)).sort();

  it('keeps <prefix><name>/<id>/<path>, and the marker .release.json written last, listing size and sha256', async () => {
    const files = s3ReleaseFiles({ bucket: s3.bucket, prefix: 'site', client });
    assert.equal(files.where, 's3://acma-releases/site/');
    const release = sampleRelease('layout');
    s3.resetCounts();
    await files.put('marketing', '7f26ce8d6205', release);
    const puts = s3.log.filter((r) => r.method === 'PUT');
    assert.equal(puts.length, release.length + 1);
    assert.equal(puts[puts.length - 1].key, 'site/marketing/7f26ce8d6205/.release.json', 'the marker is the last PUT');
    assert.deepEqual(keysUnder('site/'), [...release.map((f) => `site/marketing/7f26ce8d6205/${f.path}`), 'site/marketing/7f26ce8d6205/.release.json'].sort());
    for (const f of release) assert.ok(s3.objects.get(`site/marketing/7f26ce8d6205/${f.path}`)!.equals(f.bytes), `${f.path} is stored as its plain bytes`);
    const marker = JSON.parse(s3.objects.get('site/marketing/7f26ce8d6205/.release.json')!.toString()) as { files: { path: string; size: number; sha256: string }[] };
    const pdf = marker.files.find((f) => f.path === 'assets/x.pdf')!;
    assert.equal(pdf.size, release.find((f) => f.path === 'assets/x.pdf')!.bytes.length);
    assert.match(pdf.sha256, /^[0-9a-f]{64}$/);
    assert.equal(marker.files.length, release.length);
  });

  it('stores each file with its Content-Type (and Content-Encoding for .br/.gz), immutable; the marker no-cache', async () => {
    const files = s3ReleaseFiles({ bucket: s3.bucket, client });
    await files.put('marketing', '0123456789ab', sampleRelease('types'));
    const at = (p: string) => s3.stored(`marketing/0123456789ab/${p}`)!;
    assert.match(at('remoteEntry.js').contentType!, /^text\/javascript/);
    assert.equal(at('remoteEntry.js').contentEncoding, undefined);
    assert.match(at('remoteEntry.js.br').contentType!, /^text\/javascript/);
    assert.equal(at('remoteEntry.js.br').contentEncoding, 'br');
    assert.equal(at('remoteEntry.js.gz').contentEncoding, 'gzip');
    assert.match(at('mf-manifest.json').contentType!, /^application\/json/);
    assert.match(at('server/pages.cjs').contentType!, /javascript/);
    assert.equal(at('assets/x.pdf').contentType, 'application/pdf');
    assert.equal(at('assets/img/hero.webp').contentType, 'image/webp');
    assert.equal(at('assets/x.pdf').cacheControl, 'public, max-age=31536000, immutable');
    assert.equal(at('.release.json').cacheControl, 'no-cache');
    assert.deepEqual(
      ['a.css', 'a.svg', 'a.png', 'a.avif', 'a.jpg', 'f.woff2', 'a.css.br', 'a.bin'].map((p) => contentHeaders(p)),
      [
        { ContentType: 'text/css; charset=utf-8' }, { ContentType: 'image/svg+xml' }, { ContentType: 'image/png' },
        { ContentType: 'image/avif' }, { ContentType: 'image/jpeg' }, { ContentType: 'font/woff2' },
        { ContentType: 'text/css; charset=utf-8', ContentEncoding: 'br' }, { ContentType: 'application/octet-stream' },
      ],
    );
  });

  it('a second put of the same release sends no PUT', async () => {
    const files = s3ReleaseFiles({ bucket: s3.bucket, client });
    await files.put('catalog', 'aaaaaaaaaaa1', sampleRelease('twice'));
    s3.resetCounts();
    await files.put('catalog', 'aaaaaaaaaaa1', sampleRelease('twice'));
    assert.equal(s3.requests.PUT ?? 0, 0);
  });

  it('a put failing midway stores nothing (has false, no object left) and says which file failed and why', async () => {
    const files = s3ReleaseFiles({ bucket: s3.bucket, client });
    const release = sampleRelease('fail');
    for (const n of [0, 4, release.length]) { // the first file, midway, the marker
      const id = `bbbbbbbbbbb${n.toString(16)}`;
      s3.failPutAfter(n);
      try {
        const message = await messageOf(files.put('account', id, release));
        assert.match(message, new RegExp(`account/${id}`));
        assert.match(message, /InternalError/, 'why');
        if (n === release.length) assert.match(message, /\(\.release\.json failed\)/);
        else assert.ok(release.some((f) => message.includes(`(${f.path} failed)`)), `a file named: ${message}`);
      } finally {
        s3.failPutAfter(null);
      }
      assert.equal(await files.has('account', id), false);
      assert.deepEqual(keysUnder(`account/${id}/`), [], 'nothing left of the release');
      assert.ok(!(await files.list('account')).includes(id));
      // and it can be stored afterwards
      await files.put('account', id, release);
      assert.equal(await files.has('account', id), true);
    }
  });

  it('rejects bad names, ids and paths before any request', async () => {
    const files = s3ReleaseFiles({ bucket: s3.bucket, client });
    s3.resetCounts();
    await assert.rejects(files.put('Bad', 'cccccccccccc', sampleRelease()), /remote's name/);
    await assert.rejects(files.put('checkout', 'cccccccccccC', sampleRelease()), /release id/);
    await assert.rejects(files.put('checkout', 'cccccccccccc', [...sampleRelease(), { path: 'a/../../b', bytes: Buffer.from('') }]), /"\.\." segment/);
    await assert.rejects(files.put('checkout', 'cccccccccccc', [{ path: '.release.json', bytes: Buffer.from('{}') }]), /marker/);
    await assert.rejects(files.put('checkout', 'cccccccccccc', [{ path: 'a.js', bytes: Buffer.from('1') }, { path: 'a.js', bytes: Buffer.from('2') }]), /twice/);
    assert.deepEqual(s3.requests, {});
    assert.deepEqual(keysUnder('checkout/'), []);
  });

  it('list and remove page through many objects (ListObjectsV2 continuation), and remove takes the marker first', async () => {
    const files = s3ReleaseFiles({ bucket: s3.bucket, prefix: 'paged/', client });
    const release = sampleRelease('paged');
    const ids = ['d00000000001', 'd00000000002', 'd00000000003', 'd00000000004'];
    for (const id of ids) await files.put('search', id, release);
    s3.resetCounts();
    assert.deepEqual(await files.list('search'), ids);
    assert.ok(s3.log.filter((r) => r.query.includes('list-type=2')).length > 10, 'many pages of 3 keys');
    s3.resetCounts();
    await files.remove('search', 'd00000000002');
    assert.equal(s3.log[0].key, 'paged/search/d00000000002/.release.json', 'the marker goes first');
    assert.deepEqual(keysUnder('paged/search/d00000000002/'), []);
    assert.ok(s3.log.filter((r) => r.query.includes('continuation-token')).length > 0, 'listed in pages');
    assert.deepEqual(await files.list('search'), ['d00000000001', 'd00000000003', 'd00000000004']);
    assert.equal(keysUnder('paged/').length, 3 * (release.length + 1));
  });

  it('a release without its marker (an upload cut short) is not listed nor served', async () => {
    const files = s3ReleaseFiles({ bucket: s3.bucket, client });
    await files.put('learning', 'eeeeeeeeeee1', sampleRelease('cut'));
    s3.objects.delete('learning/eeeeeeeeeee1/.release.json');
    assert.equal(await files.has('learning', 'eeeeeeeeeee1'), false);
    assert.equal(await files.get('learning', 'eeeeeeeeeee1'), null);
    assert.equal(await files.file('learning', 'eeeeeeeeeee1', 'remoteEntry.js'), null);
    assert.deepEqual(await files.list('learning'), []);
    await files.remove('learning', 'eeeeeeeeeee1');
    assert.deepEqual(keysUnder('learning/eeeeeeeeeee1/'), [], 'remove takes the rest away');
  });

  it('a tampered, truncated or missing object is refused by get and file, naming the file', async () => {
    const files = s3ReleaseFiles({ bucket: s3.bucket, client });
    const id = 'ffffffffff01';
    await files.put('summit', id, sampleRelease('tamper'));
    const key = `summit/${id}/static/js/123.7f26ce8d.js`;
    const original = s3.objects.get(key)!;

    // rewritten by someone who may write the bucket (S3's checksum is the new bytes': only the marker tells)
    s3.overwrite(key, Buffer.from(original.toString().replace('tamper', 'evil!!')));
    assert.equal(s3.objects.get(key)!.length, original.length);
    assert.match(await messageOf(files.get('summit', id)), /static\/js\/123\.7f26ce8d\.js.*sha256/);
    assert.match(await messageOf(files.file('summit', id, 'static/js/123.7f26ce8d.js')), /static\/js\/123\.7f26ce8d\.js.*sha256/);
    assert.ok((await files.file('summit', id, 'remoteEntry.js'))?.length, 'the other files are served');

    s3.overwrite(key, original.subarray(0, original.length - 5));
    assert.match(await messageOf(files.get('summit', id)), /static\/js\/123\.7f26ce8d\.js has \d+ bytes where the release has/);

    // changed behind S3's back (the stored checksum is the upload's): the SDK's check refuses it
    s3.objects.set(key, Buffer.from(original.toString().replace('tamper', 'evil!!')));
    assert.match(await messageOf(files.get('summit', id)), /not the ones stored.*static\/js\/123\.7f26ce8d\.js/);

    s3.objects.delete(key);
    assert.match(await messageOf(files.get('summit', id)), /static\/js\/123\.7f26ce8d\.js is missing/);
    assert.match(await messageOf(files.file('summit', id, 'static/js/123.7f26ce8d.js')), /is missing/);
  });

  it('a marker that is not JSON is refused', async () => {
    const files = s3ReleaseFiles({ bucket: s3.bucket, client });
    await files.put('summit', 'ffffffffff02', sampleRelease('marker'));
    s3.overwrite('summit/ffffffffff02/.release.json', Buffer.from('{"files": [{"path": "../../x", "size": 1, "sha256": "00"}]}'));
    assert.match(await messageOf(files.get('summit', 'ffffffffff02')), /does not list the release's files/);
    s3.overwrite('summit/ffffffffff02/.release.json', Buffer.from('{oops'));
    assert.match(await messageOf(files.has('summit', 'ffffffffff02')), /not JSON/);
  });

  it('wrong credentials: the message names the bucket and InvalidAccessKeyId', async () => {
    const wrong = clientFor(s3, { accessKeyId: 'AKIAWRONG' });
    try {
      const files = s3ReleaseFiles({ bucket: s3.bucket, client: wrong });
      const attempts = [
        () => files.put('marketing', 'a0a0a0a0a0a0', sampleRelease()),
        () => files.has('marketing', 'a0a0a0a0a0a0'),
        () => files.list('marketing'),
        () => files.remove('marketing', 'a0a0a0a0a0a0'),
      ];
      for (const attempt of attempts) {
        const message = await messageOf(attempt());
        assert.match(message, /S3 bucket acma-releases refused the credentials \(InvalidAccessKeyId\)/);
      }
    } finally {
      wrong.destroy();
    }
  });

  it('a bucket that does not exist is said so', async () => {
    const files = s3ReleaseFiles({ bucket: 'no-such-bucket', client });
    assert.match(await messageOf(files.list('marketing')), /S3 bucket no-such-bucket does not exist at http:\/\/127\.0\.0\.1:\d+ \(NoSuchBucket\)/);
  });

  it('its own client: region, endpoint and path style from the options, credentials from the environment', async () => {
    const saved = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };
    process.env.AWS_ACCESS_KEY_ID = s3.accessKeyId;
    process.env.AWS_SECRET_ACCESS_KEY = s3.secretAccessKey;
    try {
      const files = s3ReleaseFiles({ bucket: s3.bucket, prefix: 'own/', region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true });
      const release = sampleRelease('own');
      await files.put('marketing', 'abcdefabcdef', release);
      assert.ok(s3.objects.get('own/marketing/abcdefabcdef/assets/x.pdf')!.equals(release.find((f) => f.path === 'assets/x.pdf')!.bytes));
      assert.equal((await files.get('marketing', 'abcdefabcdef'))?.length, release.length);
    } finally {
      for (const [k, v] of [['AWS_ACCESS_KEY_ID', saved.id], ['AWS_SECRET_ACCESS_KEY', saved.secret]] as const) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
    }
  });

  it('no region: said so', async () => {
    const saved = { region: process.env.AWS_REGION, defaultRegion: process.env.AWS_DEFAULT_REGION, config: process.env.AWS_CONFIG_FILE };
    delete process.env.AWS_REGION;
    delete process.env.AWS_DEFAULT_REGION;
    process.env.AWS_CONFIG_FILE = '/nonexistent/aws-config';
    try {
      const files = s3ReleaseFiles({ bucket: s3.bucket, endpoint: s3.endpoint, forcePathStyle: true });
      assert.match(await messageOf(files.list('marketing')), /No region for S3 bucket acma-releases .*RELEASE_S3_REGION/);
    } finally {
      for (const [k, v] of [['AWS_REGION', saved.region], ['AWS_DEFAULT_REGION', saved.defaultRegion], ['AWS_CONFIG_FILE', saved.config]] as const) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
    }
  });

  it('an endpoint that does not answer is said so (refused, or silent)', async () => {
    // a port of the range that nothing listens on: open one, then close it
    const closed = await startS3Imitation({ ports: PORTS });
    const endpoint = closed.endpoint;
    await closed.close();
    const refusing = clientFor(s3, { endpoint, maxAttempts: 1 });
    try {
      const files = s3ReleaseFiles({ bucket: s3.bucket, client: refusing, endpoint });
      assert.match(await messageOf(files.has('marketing', 'a1a1a1a1a1a1')), new RegExp(`S3 at ${endpoint} does not answer \\(ECONNREFUSED\\)`));
    } finally {
      refusing.destroy();
    }

    // one that takes the connection and never answers; the endpoint found from the client itself
    let silent: Server | null = null;
    for (let port = PORTS.from; !silent && port <= PORTS.to; port++) {
      const candidate = createServer(() => { /* never answers */ });
      silent = await new Promise<Server | null>((resolve) => {
        candidate.once('error', () => resolve(null));
        candidate.listen(port, '127.0.0.1', () => resolve(candidate));
      });
    }
    assert.ok(silent, 'a free port');
    const silentEndpoint = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    const waiting = clientFor(s3, { endpoint: silentEndpoint, maxAttempts: 1, socketTimeout: 300 });
    try {
      const files = s3ReleaseFiles({ bucket: s3.bucket, client: waiting });
      assert.match(await messageOf(files.list('marketing')), new RegExp(`S3 at ${silentEndpoint} does not answer`));
    } finally {
      waiting.destroy();
      silent.closeAllConnections();
      await new Promise((r) => silent!.close(r));
    }
  });
});

describe('the S3 imitation', () => {
  let s3: S3Imitation;
  before(async () => {
    s3 = await startS3Imitation({ ports: PORTS });
  });
  after(() => s3.close());

  it('refuses a body that is not the one signed (BadDigest), and one without credentials', async () => {
    const res = await fetch(`${s3.endpoint}/${s3.bucket}/x.js`, {
      method: 'PUT',
      body: 'hello',
      headers: { authorization: `AWS4-HMAC-SHA256 Credential=${s3.accessKeyId}/20260101/us-east-1/s3/aws4_request`, 'x-amz-content-sha256': '0'.repeat(64) },
    });
    assert.equal(res.status, 400);
    assert.match(await res.text(), /<Code>BadDigest<\/Code>/);
    const anonymous = await fetch(`${s3.endpoint}/${s3.bucket}/x.js`);
    assert.equal(anonymous.status, 403);
    assert.equal(s3.objects.size, 0);
  });

  it('stores a streamed (aws-chunked) upload as its plain bytes', async () => {
    const { PutObjectCommand } = await import('@aws-sdk/client-s3');
    const { Readable } = await import('node:stream');
    const client = clientFor(s3);
    try {
      const bytes = Buffer.from('streamed bytes '.repeat(1000));
      await client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: 'streamed.txt', Body: Readable.from([bytes.subarray(0, 7000), bytes.subarray(7000)]), ContentLength: bytes.length }));
      assert.ok(s3.objects.get('streamed.txt')!.equals(bytes));
      assert.equal(s3.stored('streamed.txt')!.contentEncoding, undefined);
    } finally {
      client.destroy();
    }
  });
});
