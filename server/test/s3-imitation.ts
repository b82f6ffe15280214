// A small S3-compatible server for tests (node:http), path-style (/<bucket>/<key>): enough of S3 for
// the AWS SDK's S3Client to store, read, list and delete objects against it, as S3 answers (XML
// errors with S3's codes, ListObjectsV2 in pages, DeleteObjects), and hooks to count requests,
// fail uploads and tamper with what is stored.
//   PUT /<bucket>/<key>                       stores the body and its Content-Type/-Encoding, Cache-Control
//   GET|HEAD /<bucket>/<key>                  the object (404 NoSuchKey)
//   DELETE /<bucket>/<key>                    204, also when there is none
//   GET /<bucket>?list-type=2&prefix=…        ListObjectsV2, at most `maxKeys` keys a page
//   POST /<bucket>?delete                     DeleteObjects
// Every request carries `Authorization: AWS4-HMAC-SHA256 Credential=<accessKeyId>/…` (the signature
// itself is not checked); another access key id answers 403 InvalidAccessKeyId.
// Bodies: the SDK (3.1178) sends Buffer bodies plain, with an x-amz-checksum-crc32 header (its
// default requestChecksumCalculation, WHEN_SUPPORTED) and x-amz-content-sha256 the body's sha256;
// both are checked (400 BadDigest when they differ), so what is stored is the bytes sent. Stream
// bodies come aws-chunked (with the checksum in a trailer): decoded, so stored plain too.
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as zlib from 'node:zlib';

export interface StoredObject {
  body: Buffer;
  contentType?: string;
  contentEncoding?: string;
  cacheControl?: string;
  /** The checksum headers the object was uploaded with (answered back, as S3 does, when asked). */
  checksums: Record<string, string>;
}

export interface S3Imitation {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The stored objects' bytes by key: change one to tamper with it (the checksum S3 keeps stays the upload's). */
  objects: Map<string, Buffer>;
  /** The stored objects with their headers. */
  stored(key: string): StoredObject | undefined;
  /** Replaces an object's bytes as a new upload would (its checksum goes with them). */
  overwrite(key: string, body: Buffer): void;
  /** Requests by method (PUT, GET, HEAD, DELETE, POST). */
  requests: Record<string, number>;
  /** Every request: method and key (or the bucket's query), in order. */
  log: { method: string; key: string; query: string; status: number; region: string | null }[];
  /** From the (n+1)th PUT on (counting from now), every PUT answers 500 InternalError; null: none fails. */
  failPutAfter(n: number | null): void;
  /** Forgets the counts and the log. */
  resetCounts(): void;
  close(): Promise<void>;
}

const XMLNS = 'http://s3.amazonaws.com/doc/2006-03-01/';

function xmlEscape(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}
function xmlUnescape(s: string): string {
  return s.replace(/&(lt|gt|quot|apos|amp|#(\d+)|#x([0-9a-fA-F]+));/g, (_, name: string, dec?: string, hex?: string) => {
    if (dec) return String.fromCodePoint(Number(dec));
    if (hex) return String.fromCodePoint(parseInt(hex, 16));
    return ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' } as Record<string, string>)[name];
  });
}

/** The body of an aws-chunked upload, and the trailer's headers. */
function decodeAwsChunked(raw: Buffer): { body: Buffer; trailers: Record<string, string> } {
  const parts: Buffer[] = [];
  const trailers: Record<string, string> = {};
  let at = 0;
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', at);
    if (lineEnd < 0) throw new Error('aws-chunked: no chunk header');
    const size = parseInt(raw.subarray(at, lineEnd).toString('latin1').split(';')[0], 16);
    if (!Number.isFinite(size)) throw new Error('aws-chunked: bad chunk size');
    at = lineEnd + 2;
    if (size === 0) break;
    parts.push(raw.subarray(at, at + size));
    at += size + 2;
  }
  for (const line of raw.subarray(at).toString('latin1').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) trailers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { body: Buffer.concat(parts), trailers };
}

/** Why the body does not match a checksum it came with, or null. */
function digestProblem(body: Buffer, headers: Record<string, string | undefined>): string | null {
  const sha = headers['x-amz-content-sha256'];
  if (sha && /^[0-9a-f]{64}$/.test(sha) && createHash('sha256').update(body).digest('hex') !== sha) return 'x-amz-content-sha256';
  const md5 = headers['content-md5'];
  if (md5 && createHash('md5').update(body).digest('base64') !== md5) return 'Content-MD5';
  const sha256b = headers['x-amz-checksum-sha256'];
  if (sha256b && createHash('sha256').update(body).digest('base64') !== sha256b) return 'x-amz-checksum-sha256';
  const sha1 = headers['x-amz-checksum-sha1'];
  if (sha1 && createHash('sha1').update(body).digest('base64') !== sha1) return 'x-amz-checksum-sha1';
  const crc = headers['x-amz-checksum-crc32'];
  const crc32 = (zlib as { crc32?: (data: Buffer) => number }).crc32;
  if (crc && crc32) {
    const b = Buffer.alloc(4);
    b.writeUInt32BE(crc32(body) >>> 0);
    if (b.toString('base64') !== crc) return 'x-amz-checksum-crc32';
  }
  return null;
}

export async function startS3Imitation(opts: {
  bucket?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Keys a ListObjectsV2 page has at most (small, so that paging is exercised). */
  maxKeys?: number;
  /** Ports to try, the first free one (default: any). */
  ports?: { from: number; to: number };
} = {}): Promise<S3Imitation> {
  const bucket = opts.bucket ?? 'acma-releases';
  const accessKeyId = opts.accessKeyId ?? 'AKIAIMITATION';
  const secretAccessKey = opts.secretAccessKey ?? 'imitation-secret';
  const pageSize = opts.maxKeys ?? 3;
  const store = new Map<string, StoredObject>();
  const objects = new Map<string, Buffer>();
  const requests: Record<string, number> = {};
  const log: S3Imitation['log'] = [];
  let putsLeft: number | null = null;

  function error(res: ServerResponse, method: string, status: number, code: string, message: string, resource = ''): void {
    res.statusCode = status;
    res.setHeader('x-amz-request-id', 'IMITATION');
    if (method === 'HEAD') { res.end(); return; } // S3 answers HEAD errors without a body
    res.setHeader('content-type', 'application/xml');
    res.end(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${xmlEscape(message)}</Message><Resource>${xmlEscape(resource)}</Resource><RequestId>IMITATION</RequestId></Error>`);
  }

  function objectOf(key: string): StoredObject | undefined {
    const o = store.get(key);
    const bytes = objects.get(key);
    if (!o || !bytes) return undefined;
    o.body = bytes; // a tampering through `objects` is what is served
    return o;
  }

  function handle(req: IncomingMessage, res: ServerResponse, raw: Buffer): void {
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', 'http://imitation');
    const [, bucketPart = '', ...keyParts] = url.pathname.split('/');
    const key = keyParts.map((p) => decodeURIComponent(p)).join('/');
    const headers = req.headers as Record<string, string | undefined>;

    const credential = /^AWS4-HMAC-SHA256 Credential=([^/,\s]+)\//.exec(headers.authorization ?? '');
    if (!credential) return error(res, method, 403, 'AccessDenied', 'Anonymous access is not allowed (no AWS4-HMAC-SHA256 Authorization)');
    if (credential[1] !== accessKeyId) return error(res, method, 403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
    if (decodeURIComponent(bucketPart) !== bucket) return error(res, method, 404, 'NoSuchBucket', 'The specified bucket does not exist', `/${bucketPart}`);

    if (key === '') {
      if (method === 'GET' && url.searchParams.get('list-type') === '2') return listObjects(res, url.searchParams);
      if (method === 'POST' && url.searchParams.has('delete')) return deleteObjects(res, raw, headers);
      return error(res, method, 501, 'NotImplemented', `The imitation does not do ${method} ${url.search} on a bucket`);
    }

    if (method === 'PUT') {
      if (putsLeft !== null) {
        if (putsLeft <= 0) return error(res, method, 500, 'InternalError', 'We encountered an internal error. Please try again.', key);
        putsLeft--;
      }
      let body = raw;
      let checked: Record<string, string | undefined> = headers;
      const encodings = (headers['content-encoding'] ?? '').split(',').map((s) => s.trim()).filter(Boolean);
      if (encodings.includes('aws-chunked')) {
        const decoded = decodeAwsChunked(raw);
        body = decoded.body;
        checked = { ...decoded.trailers, 'content-md5': headers['content-md5'] }; // the sha256 header is STREAMING-…
        if (headers['x-amz-decoded-content-length'] && Number(headers['x-amz-decoded-content-length']) !== body.length) {
          return error(res, method, 400, 'IncompleteBody', 'The body is shorter than x-amz-decoded-content-length', key);
        }
      }
      const problem = digestProblem(body, checked);
      if (problem) return error(res, method, 400, 'BadDigest', `The ${problem} you specified did not match what we received.`, key);
      const checksums: Record<string, string> = {};
      for (const [h, v] of Object.entries(checked)) if (h.startsWith('x-amz-checksum-') && v && h !== 'x-amz-checksum-mode') checksums[h] = v;
      const contentEncoding = encodings.filter((e) => e !== 'aws-chunked').join(',') || undefined;
      store.set(key, { body, contentType: headers['content-type'], contentEncoding, cacheControl: headers['cache-control'], checksums });
      objects.set(key, body);
      res.statusCode = 200;
      res.setHeader('etag', `"${createHash('md5').update(body).digest('hex')}"`);
      for (const [h, v] of Object.entries(checksums)) res.setHeader(h, v);
      return void res.end();
    }
    if (method === 'GET' || method === 'HEAD') {
      const o = objectOf(key);
      if (!o) return error(res, method, 404, 'NoSuchKey', 'The specified key does not exist.', key);
      res.statusCode = 200;
      res.setHeader('content-length', o.body.length);
      res.setHeader('etag', `"${createHash('md5').update(o.body).digest('hex')}"`);
      res.setHeader('last-modified', new Date().toUTCString());
      if (o.contentType) res.setHeader('content-type', o.contentType);
      if (o.contentEncoding) res.setHeader('content-encoding', o.contentEncoding);
      if (o.cacheControl) res.setHeader('cache-control', o.cacheControl);
      if (headers['x-amz-checksum-mode'] === 'ENABLED') for (const [h, v] of Object.entries(o.checksums)) res.setHeader(h, v);
      return void res.end(method === 'HEAD' ? undefined : o.body);
    }
    if (method === 'DELETE') {
      store.delete(key);
      objects.delete(key);
      res.statusCode = 204;
      return void res.end();
    }
    return error(res, method, 405, 'MethodNotAllowed', `${method} is not allowed on an object`, key);
  }

  function listObjects(res: ServerResponse, q: URLSearchParams): void {
    const prefix = q.get('prefix') ?? '';
    const max = Math.min(pageSize, Number(q.get('max-keys') ?? 1000));
    const token = q.get('continuation-token');
    const after = token ? Buffer.from(token, 'base64url').toString('utf8') : (q.get('start-after') ?? '');
    const keys = [...objects.keys()].filter((k) => store.has(k) && k.startsWith(prefix) && k > after).sort();
    const page = keys.slice(0, max);
    const truncated = keys.length > page.length;
    const contents = page.map((k) => {
      const body = objects.get(k)!;
      return `<Contents><Key>${xmlEscape(k)}</Key><LastModified>${new Date().toISOString()}</LastModified><ETag>&quot;${createHash('md5').update(body).digest('hex')}&quot;</ETag><Size>${body.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`;
    }).join('');
    res.statusCode = 200;
    res.setHeader('content-type', 'application/xml');
    res.end(`<?xml version="1.0" encoding="UTF-8"?>\n<ListBucketResult xmlns="${XMLNS}"><Name>${xmlEscape(bucket)}</Name><Prefix>${xmlEscape(prefix)}</Prefix>`
      + `<KeyCount>${page.length}</KeyCount><MaxKeys>${max}</MaxKeys><IsTruncated>${truncated}</IsTruncated>`
      + (token ? `<ContinuationToken>${xmlEscape(token)}</ContinuationToken>` : '')
      + (truncated ? `<NextContinuationToken>${Buffer.from(page[page.length - 1], 'utf8').toString('base64url')}</NextContinuationToken>` : '')
      + `${contents}</ListBucketResult>`);
  }

  function deleteObjects(res: ServerResponse, raw: Buffer, headers: Record<string, string | undefined>): void {
    const problem = digestProblem(raw, headers);
    if (problem) return error(res, 'POST', 400, 'BadDigest', `The ${problem} you specified did not match what we received.`);
    const xml = raw.toString('utf8');
    const keys = [...xml.matchAll(/<Object>\s*<Key>([\s\S]*?)<\/Key>[\s\S]*?<\/Object>/g)].map((m) => xmlUnescape(m[1]));
    if (keys.length > 1000) return error(res, 'POST', 400, 'MalformedXML', 'At most 1000 keys a DeleteObjects');
    const quiet = /<Quiet>\s*true\s*<\/Quiet>/.test(xml);
    for (const k of keys) {
      store.delete(k);
      objects.delete(k);
    }
    res.statusCode = 200;
    res.setHeader('content-type', 'application/xml');
    res.end(`<?xml version="1.0" encoding="UTF-8"?>\n<DeleteResult xmlns="${XMLNS}">${quiet ? '' : keys.map((k) => `<Deleted><Key>${xmlEscape(k)}</Key></Deleted>`).join('')}</DeleteResult>`);
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const method = req.method ?? 'GET';
      requests[method] = (requests[method] ?? 0) + 1;
      const url = new URL(req.url ?? '/', 'http://imitation');
      res.on('finish', () => {
        // the region the request was signed for: the credential scope's third part
        const region = /Credential=[^/,\s]+\/\d{8}\/([^/,\s]+)\//.exec(req.headers.authorization ?? '')?.[1] ?? null;
        log.push({ method, key: url.pathname.split('/').slice(2).map((p) => decodeURIComponent(p)).join('/'), query: url.search, status: res.statusCode, region });
      });
      try {
        handle(req, res, Buffer.concat(chunks));
      } catch (e) {
        error(res, method, 500, 'InternalError', (e as Error).message);
      }
    });
  });

  const { from, to } = opts.ports ?? { from: 0, to: 0 };
  for (let port = from; ; port++) {
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => { server.off('error', reject); resolve(); });
      });
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EADDRINUSE' || port >= to) throw e;
    }
  }
  const { port } = server.address() as AddressInfo;

  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId,
    secretAccessKey,
    objects,
    stored: (key) => objectOf(key),
    overwrite(key, body) {
      const o = store.get(key);
      if (!o) throw new Error(`no object ${key}`);
      const b = Buffer.alloc(4);
      const crc32 = (zlib as { crc32?: (data: Buffer) => number }).crc32;
      if (crc32) b.writeUInt32BE(crc32(body) >>> 0);
      o.checksums = crc32 ? { 'x-amz-checksum-crc32': b.toString('base64') } : {};
      o.body = body;
      objects.set(key, body);
    },
    requests,
    log,
    failPutAfter(n) { putsLeft = n; },
    resetCounts() {
      for (const k of Object.keys(requests)) delete requests[k];
      log.length = 0;
    },
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
