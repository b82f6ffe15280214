// Types of scripts/release-archive.mjs.
import type { ReleaseFile } from './release.mjs';

/** A refused archive: `status` is the HTTP status the store answers with (400 malformed, 413 too large). */
export class ArchiveError extends Error {
  status: number;
}

export interface ArchiveLimits {
  packedBytes: number;
  unpackedBytes: number;
  fileBytes: number;
  files: number;
}
export const ARCHIVE_LIMITS: Readonly<ArchiveLimits>;

/** The files as a gzip'd ustar archive. */
export function packRelease(files: readonly ReleaseFile[]): Buffer;
/** The files of an uploaded archive, checked, sorted by path (an ArchiveError otherwise). */
export function unpackRelease(packed: Buffer, limits?: ArchiveLimits): ReleaseFile[];
