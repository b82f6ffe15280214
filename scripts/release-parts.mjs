// What the release tool (release.mjs), its archive (release-archive.mjs) and its client for a
// running store (release-remote.mjs) share: a module of its own so that none of them imports another
// while that one is still starting (release.mjs, run as the command, loads the other two lazily).
import { createHash } from 'node:crypto';

export const REMOTE_NAME = /^[a-z][a-z0-9-]{0,39}$/;
export const RELEASE_ID = /^[0-9a-f]{12}$/;
/** A name of a path inside a release: no dotfile, no `.` or `..`, nothing a shell or URL reads otherwise. */
const PATH_SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9_.@+~-]{0,127}$/;

/** Why `p` is not a path inside a release (relative, '/'-separated names, at most 8 deep), or null when it is. */
export function releasePathProblem(p) {
  if (typeof p !== 'string' || p.length === 0 || p.length > 255) return 'a path of 1 to 255 characters';
  const segments = p.split('/');
  if (segments.length > 8) return 'at most 8 folders deep';
  const bad = segments.find((s) => !PATH_SEGMENT.test(s));
  return bad === undefined ? null : `"${bad}" is not a file or folder name of a release (letters, digits, _ . @ + ~ -, not starting with a dot)`;
}


/** The release id: a sha256 of the file names and contents in path order (12 hex). */
export function hashFiles(files) {
  const h = createHash('sha256');
  for (const f of [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) h.update(f.path).update('\0').update(f.bytes);
  return h.digest('hex').slice(0, 12);
}

/** A mistake in the command's words (exit 2, with the usage). */
export class UsageError extends Error {}


/**
 * A store's address for --to: https, or http on this machine only (a release token must not cross a
 * network in clear). Answers the origin (and path prefix, without a trailing slash).
 */
export function storeUrl(text) {
  let url;
  try { url = new URL(String(text)); } catch { throw new UsageError(`--to takes the store's address, e.g. https://store.example.org (got ${JSON.stringify(String(text))})`); }
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) {
    throw new UsageError(`--to ${text}: the store's address must be https (plain http only for localhost): the release token would cross the network in clear`);
  }
  if (url.username || url.password || url.search || url.hash) throw new UsageError(`--to ${text}: the store's address takes no user, query or fragment`);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

