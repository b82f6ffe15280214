// The remotes' releases in an S3-compatible bucket (ReleaseFiles, scripts/release.d.mts), so that
// every machine of the store finds them. Layout, under the prefix:
//   <prefix><name>/<id>/<path>           each file of the release, as built
//   <prefix><name>/<id>/.release.json    { files: [{ path, size, sha256 }] }, written LAST
// A release is stored when its marker is: the marker is written after every file, and read back
// before any (get and file check each file's size and sha256 against it, so a truncated or tampered
// object is never served). docs/release-storage-s3.md says how to set it up.
import { createHash } from 'node:crypto';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { ReleaseFile, ReleaseFiles } from '../scripts/release.mjs';

export interface S3ReleaseFilesOptions {
  bucket: string;
  /** Before every key; a '/' is added when it does not end with one ("releases" → "releases/"). */
  prefix?: string;
  /** A client of your own (credentials, retries, timeouts…); else one from the options below. */
  client?: S3Client;
  region?: string;
  /** An S3-compatible service (MinIO, R2, Ceph…): its address, e.g. http://minio:9000. */
  endpoint?: string;
  forcePathStyle?: boolean;
}

/** The marker's name inside a release: a file of the release cannot have it. */
export const MARKER = '.release.json';
/** Uploads (and downloads) of one release at a time. */
const CONCURRENCY = 6;
const IMMUTABLE = 'public, max-age=31536000, immutable';

const NAME = /^[a-z][a-z0-9-]*$/;
const ID = /^[0-9a-f]{12}$/;

const TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  cjs: 'application/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  html: 'text/html; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  ico: 'image/x-icon',
  woff2: 'font/woff2',
  woff: 'font/woff',
};
const ENCODINGS: Record<string, string> = { br: 'br', gz: 'gzip' };

/** The Content-Type (and Content-Encoding, for the .br/.gz copies) a release's file is stored with. */
export function contentHeaders(path: string): { ContentType: string; ContentEncoding?: string } {
  const ext = (p: string) => (/\.([^./]+)$/.exec(p)?.[1] ?? '').toLowerCase();
  const encoding = ENCODINGS[ext(path)];
  if (encoding) {
    const original = path.slice(0, path.lastIndexOf('.'));
    return { ContentType: TYPES[ext(original)] ?? 'application/octet-stream', ContentEncoding: encoding };
  }
  return { ContentType: TYPES[ext(path)] ?? 'application/octet-stream' };
}

function checkName(name: string): void {
  if (typeof name !== 'string' || !NAME.test(name)) throw new Error(`Not a remote's name: ${JSON.stringify(name)} (lowercase letters, digits and '-', a letter first)`);
}
function checkId(id: string): void {
  if (typeof id !== 'string' || !ID.test(id)) throw new Error(`Not a release id: ${JSON.stringify(id)} (12 lowercase hex digits)`);
}
/** Why `path` cannot be a file of a release ('/'-separated, relative, no '', '.' or '..'), or null. */
function pathProblem(path: string): string | null {
  if (typeof path !== 'string' || path === '') return 'it is empty';
  if (path.includes('\\')) return 'it has a backslash (paths are /-separated)';
  if (path.includes('\0')) return 'it has a NUL';
  if (path.startsWith('/')) return 'it is absolute';
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.' || segment === '..') return `it has a ${JSON.stringify(segment)} segment`;
  }
  if (path === MARKER) return `${MARKER} is the marker of a stored release`;
  return null;
}
function checkPath(path: string): void {
  const problem = pathProblem(path);
  if (problem) throw new Error(`Not a path of a release's file: ${JSON.stringify(path)} (${problem})`);
}

function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

interface Marker {
  files: { path: string; size: number; sha256: string }[];
}

/** Runs `work` on every item, `limit` at a time; after a failure starts no more, waits for the running ones and throws the first. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | null = null;
  const worker = async () => {
    while (!failure && next < items.length) {
      const item = items[next++];
      try {
        await work(item);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failure) throw (failure as { error: unknown }).error;
}

interface SdkError {
  name?: string;
  code?: string;
  message?: string;
  errors?: SdkError[];
  $metadata?: { httpStatusCode?: number };
}
const UNREACHABLE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'ECONNRESET', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'TimeoutError', 'RequestTimeout']);

export function s3ReleaseFiles(opts: S3ReleaseFilesOptions): ReleaseFiles {
  const { bucket } = opts;
  if (typeof bucket !== 'string' || bucket === '') throw new Error('s3ReleaseFiles: a bucket is needed');
  let prefix = opts.prefix ?? '';
  if (prefix !== '' && !prefix.endsWith('/')) prefix += '/';
  if (prefix.startsWith('/') || prefix.includes('\\') || prefix.split('/').slice(0, -1).some((s) => s === '' || s === '.' || s === '..')) {
    throw new Error(`s3ReleaseFiles: not a key prefix: ${JSON.stringify(opts.prefix)} (e.g. "releases/")`);
  }
  // Our own client: the SDK's default credentials chain (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY,
  // AWS_PROFILE, a role…). Timeouts so that a silent endpoint is said, not waited for forever (the
  // socket's: 60 s without a byte; this SDK's requestTimeout only warns). With Buffer bodies this SDK
  // sends the bytes plain, with a CRC32 checksum header S3 checks.
  const client = opts.client ?? new S3Client({
    ...(opts.region ? { region: opts.region } : {}),
    ...(opts.endpoint ? { endpoint: opts.endpoint } : {}),
    ...(opts.forcePathStyle !== undefined ? { forcePathStyle: opts.forcePathStyle } : {}),
    requestHandler: { connectionTimeout: 10_000, socketTimeout: 60_000 },
  });
  const where = `s3://${bucket}/${prefix}`;

  const releaseKey = (name: string, id: string) => `${prefix}${name}/${id}/`;
  const markerKey = (name: string, id: string) => `${releaseKey(name, id)}${MARKER}`;

  let endpointText: string | null = opts.endpoint ?? null;
  async function endpoint(): Promise<string> {
    if (endpointText) return endpointText;
    try {
      const e = await client.config.endpoint?.();
      if (e) endpointText = `${e.protocol}//${e.hostname}${e.port ? `:${e.port}` : ''}${e.path && e.path !== '/' ? e.path : ''}`;
    } catch { /* the region's endpoint, below */ }
    if (!endpointText) {
      let region = opts.region;
      try { region ??= await client.config.region(); } catch { /* unknown */ }
      endpointText = `AWS S3${region ? ` (${region})` : ''}`;
    }
    return endpointText;
  }

  /** An SDK failure as a message a person can act on ("what" says what was being done). */
  async function explain(error: unknown, what: string): Promise<Error> {
    const e = (error ?? {}) as SdkError;
    const name = e.name ?? 'Error';
    const code = e.code ?? e.errors?.find((x) => x.code)?.code;
    const status = e.$metadata?.httpStatusCode;
    let message: string;
    if (name === 'InvalidAccessKeyId' || name === 'SignatureDoesNotMatch' || name === 'ExpiredToken' || name === 'InvalidToken' || name === 'TokenRefreshRequired') {
      message = `S3 bucket ${bucket} refused the credentials (${name}) ${what}: check AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY (or the profile/role)`;
    } else if (name === 'CredentialsProviderError') {
      message = `No credentials for S3 bucket ${bucket} ${what} (${name}: ${e.message}): set AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, AWS_PROFILE or a role`;
    } else if (name === 'AccessDenied' || name === 'Forbidden' || status === 403) {
      message = `S3 bucket ${bucket} denied access ${what} (${name}): the credentials need s3:GetObject, s3:PutObject, s3:DeleteObject and s3:ListBucket on ${where}`;
    } else if (name === 'NoSuchBucket') {
      message = `S3 bucket ${bucket} does not exist at ${await endpoint()} (NoSuchBucket) ${what}`;
    } else if (name === 'PermanentRedirect' || name === 'AuthorizationHeaderMalformed' || name === 'IllegalLocationConstraintException') {
      message = `S3 bucket ${bucket} is in another region than the one configured (${name}) ${what}: set the bucket's region`;
    } else if (/region is missing/i.test(e.message ?? '')) {
      message = `No region for S3 bucket ${bucket} ${what}: set the bucket's region (RELEASE_S3_REGION, or AWS_REGION)`;
    } else if (/checksum mismatch/i.test(e.message ?? '')) {
      // the SDK checks a response against the checksum S3 keeps: the object changed behind S3's back
      message = `S3 bucket ${bucket} gave bytes that are not the ones stored (${e.message}) ${what}: not served`;
    } else if ((code && UNREACHABLE.has(code)) || UNREACHABLE.has(name)) {
      message = `S3 at ${await endpoint()} does not answer (${code ?? name}) ${what}`;
    } else {
      message = `S3 bucket ${bucket} failed ${what} (${name}${status ? `, HTTP ${status}` : ''}: ${e.message ?? String(error)})`;
    }
    return new Error(message, { cause: error });
  }

  function isMissing(error: unknown): boolean {
    const e = error as SdkError;
    return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404 && e?.name !== 'NoSuchBucket';
  }

  /** An object's bytes, or null when there is none. */
  async function read(key: string, what: string): Promise<Buffer | null> {
    try {
      const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      if (!out.Body) return Buffer.alloc(0);
      return Buffer.from(await out.Body.transformToByteArray());
    } catch (error) {
      if (isMissing(error)) return null;
      throw await explain(error, what);
    }
  }

  async function readMarker(name: string, id: string): Promise<Marker | null> {
    const bytes = await read(markerKey(name, id), `reading ${name}/${id}/${MARKER}`);
    if (bytes === null) return null;
    let marker: Marker;
    try {
      marker = JSON.parse(bytes.toString('utf8')) as Marker;
    } catch {
      throw new Error(`${where}${name}/${id}/${MARKER} is not JSON: the release cannot be trusted (remove it and publish it again)`);
    }
    const sound = marker && Array.isArray(marker.files) && marker.files.every((f) =>
      f && pathProblem(f.path) === null && Number.isSafeInteger(f.size) && f.size >= 0 && typeof f.sha256 === 'string' && /^[0-9a-f]{64}$/.test(f.sha256));
    if (!sound) throw new Error(`${where}${name}/${id}/${MARKER} does not list the release's files ({ files: [{ path, size, sha256 }] }): the release cannot be trusted`);
    return marker;
  }

  /** `bytes` if they are the file the marker lists, else an Error naming the file. */
  function verified(name: string, id: string, entry: Marker['files'][number], bytes: Buffer | null): Buffer {
    const at = `${where}${name}/${id}/${entry.path}`;
    if (bytes === null) throw new Error(`${at} is missing although the release is marked stored: not served (remove the release and publish it again)`);
    if (bytes.length !== entry.size) throw new Error(`${at} has ${bytes.length} bytes where the release has ${entry.size} (truncated or changed): not served`);
    if (sha256(bytes) !== entry.sha256) throw new Error(`${at} is not the file the release was stored with (its sha256 differs): not served`);
    return bytes;
  }

  /** Every key under the release's folder (ListObjectsV2, page by page). */
  async function keysUnder(keyPrefix: string, what: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      let page;
      try {
        page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: keyPrefix, ContinuationToken: token }));
      } catch (error) {
        throw await explain(error, what);
      }
      for (const o of page.Contents ?? []) if (o.Key) keys.push(o.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }

  async function deleteKeys(keys: readonly string[], what: string): Promise<void> {
    for (let i = 0; i < keys.length; i += 1000) {
      const batch = keys.slice(i, i + 1000);
      let out;
      try {
        out = await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }));
      } catch (error) {
        throw await explain(error, what);
      }
      const failed = out.Errors ?? [];
      if (failed.length > 0) {
        throw new Error(`S3 bucket ${bucket} did not delete ${failed.length} object(s) ${what}: ${failed.slice(0, 3).map((f) => `${f.Key} (${f.Code}: ${f.Message})`).join(', ')}`);
      }
    }
  }

  async function has(name: string, id: string): Promise<boolean> {
    checkName(name);
    checkId(id);
    return (await readMarker(name, id)) !== null;
  }

  async function put(name: string, id: string, files: readonly ReleaseFile[]): Promise<void> {
    checkName(name);
    checkId(id);
    if (!Array.isArray(files)) throw new Error('put: the release\'s files are an array of { path, bytes }');
    const seen = new Set<string>();
    for (const f of files) {
      checkPath(f?.path);
      if (!Buffer.isBuffer(f.bytes)) throw new Error(`put: ${f.path}'s bytes are not a Buffer`);
      if (seen.has(f.path)) throw new Error(`put: ${f.path} is twice in the release`);
      seen.add(f.path);
    }
    if (await has(name, id)) return; // the id is a hash of the files: the same release, stored already

    const sorted = [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    const marker: Marker = { files: sorted.map((f) => ({ path: f.path, size: f.bytes.length, sha256: sha256(f.bytes) })) };
    const attempted: string[] = [];
    let failedAt = '';
    try {
      await eachLimited(sorted, CONCURRENCY, async (f) => {
        const Key = releaseKey(name, id) + f.path;
        attempted.push(Key);
        try {
          await client.send(new PutObjectCommand({ Bucket: bucket, Key, Body: f.bytes, ContentLength: f.bytes.length, CacheControl: IMMUTABLE, ...contentHeaders(f.path) }));
        } catch (error) {
          failedAt ||= f.path;
          throw error;
        }
      });
      failedAt = MARKER;
      attempted.push(markerKey(name, id));
      await client.send(new PutObjectCommand({
        Bucket: bucket, Key: markerKey(name, id), Body: Buffer.from(JSON.stringify(marker)),
        ContentType: 'application/json; charset=utf-8', CacheControl: 'no-cache',
      }));
    } catch (error) {
      const cause = await explain(error, `storing ${name}/${id}/${failedAt}`);
      // Best effort: take away what this put stored, unless another machine stored the same release
      // whole meanwhile (its marker is there: those objects are its, and the same bytes).
      let cleanup = '';
      try {
        if (!(await readMarker(name, id).catch(() => null))) await deleteKeys(attempted, `cleaning up ${name}/${id}`);
      } catch (e) {
        cleanup = ` (and its partial upload could not be deleted: ${(e as Error).message}; \`remove\` it)`;
      }
      throw new Error(`Could not store release ${name}/${id} in ${where} (${failedAt} failed): ${cause.message}${cleanup}`, { cause: error });
    }
  }

  async function file(name: string, id: string, path: string): Promise<Buffer | null> {
    checkName(name);
    checkId(id);
    checkPath(path);
    // The marker and the object together: a file of a release that is not stored whole is not
    // served, nor one that is not the bytes the marker lists.
    const [marker, bytes] = await Promise.all([
      readMarker(name, id),
      read(releaseKey(name, id) + path, `reading ${name}/${id}/${path}`),
    ]);
    if (!marker) return null;
    const entry = marker.files.find((f) => f.path === path);
    if (!entry) return null;
    if (bytes === null && !(await readMarker(name, id))) return null; // removed meanwhile
    return verified(name, id, entry, bytes);
  }

  async function get(name: string, id: string): Promise<ReleaseFile[] | null> {
    checkName(name);
    checkId(id);
    const marker = await readMarker(name, id);
    if (!marker) return null;
    const out = new Map<string, Buffer>();
    await eachLimited(marker.files, CONCURRENCY, async (entry) => {
      let bytes: Buffer | null;
      try {
        bytes = await read(releaseKey(name, id) + entry.path, `reading ${name}/${id}/${entry.path}`);
      } catch (error) {
        const message = (error as Error).message;
        // the SDK's own checksum check of the response (a changed object) names no file: this does
        throw new Error(message.includes(entry.path) ? message : `${where}${name}/${id}/${entry.path} could not be read: ${message}`, { cause: error });
      }
      out.set(entry.path, verified(name, id, entry, bytes));
    });
    return [...marker.files]
      .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
      .map((f) => ({ path: f.path, bytes: out.get(f.path)! }));
  }

  async function remove(name: string, id: string): Promise<void> {
    checkName(name);
    checkId(id);
    // The marker first: from then on the release is not stored, and no reader takes it for whole
    // while its files go.
    try {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: markerKey(name, id) }));
    } catch (error) {
      if (!isMissing(error)) throw await explain(error, `removing ${name}/${id}`);
    }
    const keys = await keysUnder(releaseKey(name, id), `listing ${name}/${id} to remove it`);
    await deleteKeys(keys, `removing ${name}/${id}`);
  }

  async function list(name: string): Promise<string[]> {
    checkName(name);
    const keys = await keysUnder(`${prefix}${name}/`, `listing the releases of ${name}`);
    const marked = new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}${name}/([0-9a-f]{12})/${MARKER.replace('.', '\\.')}$`);
    const ids = keys.map((k) => marked.exec(k)?.[1]).filter((x): x is string => x !== undefined);
    return [...new Set(ids)].sort();
  }

  return { where, has, put, file, get, remove, list };
}
