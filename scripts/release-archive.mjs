// A release as it travels to the store (`pnpm release --to`): its files in one gzip'd tar (ustar:
// regular files only, paths of at most 255 characters), the format every tool reads (`tar tzf`).
// Packed by the release tool, unpacked by the store's upload route (server/release-api.ts), which
// trusts nothing in it: the sizes (packed, unpacked, per file, files) are bounded, every header's
// checksum is checked, a path must be a release's path (releasePathProblem: relative, no `..`, no
// dotfile), only regular files are taken (a link, device or folder entry is refused: nothing can
// point outside the release), a path may come once, and a truncated archive is refused, never taken
// for a shorter release.
import { gunzipSync, gzipSync } from 'node:zlib';
import { releasePathProblem } from './release-parts.mjs';

/** A refused archive: `status` is the HTTP status the store answers with (400 malformed, 413 too large). */
export class ArchiveError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/** The default limits of an upload: 50 MB packed, 200 MB unpacked, 25 MB a file, 5,000 files. */
export const ARCHIVE_LIMITS = Object.freeze({ packedBytes: 50 * 1024 * 1024, unpackedBytes: 200 * 1024 * 1024, fileBytes: 25 * 1024 * 1024, files: 5000 });

const BLOCK = 512;

function octal(buf, at, len) {
  const text = buf.toString('latin1', at, at + len).replace(/\0.*$/s, '').trim();
  return /^[0-7]+$/.test(text) ? parseInt(text, 8) : NaN;
}
const text = (buf, at, len) => buf.toString('utf8', at, at + len).replace(/\0.*$/s, '');

function writeOctal(buf, at, len, value) {
  buf.write(`${value.toString(8).padStart(len - 1, '0')}\0`, at, len, 'latin1');
}

/** Splits a path into ustar's prefix (≤ 155) and name (≤ 100) at a '/'. */
function splitPath(p) {
  const bytes = Buffer.byteLength(p);
  if (bytes <= 100) return ['', p];
  for (let i = p.lastIndexOf('/'); i > 0; i = p.lastIndexOf('/', i - 1)) {
    if (Buffer.byteLength(p.slice(0, i)) <= 155 && Buffer.byteLength(p.slice(i + 1)) <= 100) return [p.slice(0, i), p.slice(i + 1)];
  }
  throw new Error(`${p}: too long for a release archive`);
}

/** The files (`{ path, bytes }`) as a gzip'd ustar archive. */
export function packRelease(files) {
  const parts = [];
  for (const f of [...files].sort((a, b) => (a.path < b.path ? -1 : 1))) {
    const why = releasePathProblem(f.path);
    if (why) throw new Error(`${JSON.stringify(f.path)}: ${why}`);
    const [prefix, name] = splitPath(f.path);
    const h = Buffer.alloc(BLOCK);
    h.write(name, 0, 100, 'utf8');
    writeOctal(h, 100, 8, 0o644);
    writeOctal(h, 108, 8, 0);
    writeOctal(h, 116, 8, 0);
    writeOctal(h, 124, 12, f.bytes.length);
    writeOctal(h, 136, 12, 0);
    h.fill(' ', 148, 156);
    h.write('0', 156, 1, 'latin1');
    h.write('ustar\0', 257, 6, 'latin1');
    h.write('00', 263, 2, 'latin1');
    h.write(prefix, 345, 155, 'utf8');
    let sum = 0;
    for (const b of h) sum += b;
    writeOctal(h, 148, 7, sum);
    h[155] = 0x20;
    parts.push(h, f.bytes, Buffer.alloc((BLOCK - (f.bytes.length % BLOCK)) % BLOCK));
  }
  parts.push(Buffer.alloc(BLOCK * 2));
  return gzipSync(Buffer.concat(parts), { level: 6 });
}

/**
 * The files of an uploaded archive, checked (see the top of this file), sorted by path. Throws an
 * ArchiveError naming what is wrong.
 */
export function unpackRelease(packed, limits = ARCHIVE_LIMITS) {
  if (packed.length > limits.packedBytes) throw new ArchiveError(413, `the release is ${packed.length} bytes packed, over the store's limit of ${limits.packedBytes}`);
  let tar;
  try {
    tar = gunzipSync(packed, { maxOutputLength: limits.unpackedBytes + BLOCK * 4 });
  } catch (e) {
    if (e?.code === 'ERR_BUFFER_TOO_LARGE' || /maxOutputLength|buffer.*large/i.test(String(e?.message))) {
      throw new ArchiveError(413, `the release unpacks to more than the store's limit of ${limits.unpackedBytes} bytes`);
    }
    throw new ArchiveError(400, `the upload is not a whole gzip'd tar of the release (${e?.code === 'Z_BUF_ERROR' ? 'it ends too soon: truncated' : e?.message ?? e})`);
  }
  const files = [];
  const seen = new Set();
  let total = 0;
  let at = 0;
  for (;;) {
    if (at + BLOCK > tar.length) throw new ArchiveError(400, 'the archive ends too soon: truncated (no end-of-archive blocks)');
    const h = tar.subarray(at, at + BLOCK);
    if (h.every((b) => b === 0)) break; // the end
    let sum = 0;
    for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : h[i];
    if (octal(h, 148, 8) !== sum) throw new ArchiveError(400, `the archive's entry at byte ${at} is damaged (its header checksum does not match)`);
    const prefix = text(h, 345, 155);
    const p = prefix ? `${prefix}/${text(h, 0, 100)}` : text(h, 0, 100);
    const type = String.fromCharCode(h[156] || 0x30);
    const size = octal(h, 124, 12);
    if (!Number.isSafeInteger(size)) throw new ArchiveError(400, `${p}: its size in the archive is not a number`);
    if (type !== '0' && type !== '7') throw new ArchiveError(400, `${p}: only regular files may be in a release (this entry is of tar type ${JSON.stringify(type)}: a folder, link or device)`);
    const why = releasePathProblem(p);
    if (why) throw new ArchiveError(400, `${JSON.stringify(p)} is not a path inside the release: ${why}`);
    if (seen.has(p)) throw new ArchiveError(400, `${p} is twice in the archive`);
    seen.add(p);
    if (size > limits.fileBytes) throw new ArchiveError(413, `${p} is ${size} bytes, over the store's limit of ${limits.fileBytes} a file`);
    total += size;
    if (total > limits.unpackedBytes) throw new ArchiveError(413, `the release unpacks to more than the store's limit of ${limits.unpackedBytes} bytes`);
    if (files.length + 1 > limits.files) throw new ArchiveError(413, `the release has more than the store's limit of ${limits.files} files`);
    const start = at + BLOCK;
    if (start + size > tar.length) throw new ArchiveError(400, `${p} ends too soon: the archive is truncated`);
    files.push({ path: p, bytes: Buffer.from(tar.subarray(start, start + size)) });
    at = start + Math.ceil(size / BLOCK) * BLOCK;
  }
  if (files.length === 0) throw new ArchiveError(400, 'the archive holds no file');
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
