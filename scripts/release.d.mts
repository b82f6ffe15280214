// Types of scripts/release.mjs (for the TypeScript code and tests that import it).

/** One release of a remote as registry.json names it. */
export interface RegistryRelease {
  id: string;
  entry: string;
  manifest: string;
}

/** A remote's canary: the release a share of the visitors get beside the current one. */
export interface RegistryCanary extends RegistryRelease {
  /** The share of visitors (an integer percent, 1..99). */
  percent: number;
  /** ISO time the canary started. */
  startedAt: string;
  /** The store may promote it when it stays healthy. */
  autoPromote: boolean;
}

/** registry.json as the release tool writes it. */
export interface RegistryFile {
  remotes: Record<string, RegistryRelease & { releasedAt: string; canary?: RegistryCanary }>;
}

type Log = (line: string) => void;

/** Releases kept on disk per remote (besides the current one and the canary). */
export const KEEP: number;

/** RELEASES_DIR, or releases/ at the repository root. */
export function releasesDir(env?: Record<string, string | undefined>): string;

/** A release's id: 12 hex of a sha256 of a folder's file names and contents. */
export function hashDir(dir: string): string;

/** A mistake in the command's words. */
export class UsageError extends Error {}

/** A canary percent from the command line: an integer 1..99 (a trailing % allowed), else a UsageError. */
export function canaryPercent(value: unknown): number;

/** registry.json as it is on disk (`{ remotes: {} }` when there is none). */
export function readRegistry(dir?: string): RegistryFile;

/**
 * Publishes a release of `name` (built, copied from mfe-<name>/dist with `fromDist`, or from `fromDir`)
 * as the current release, or with `canary` (a percent, 1..99) as the canary beside it. Returns its id.
 */
export function publish(name: string, opts?: { dir?: string; fromDist?: boolean; fromDir?: string; canary?: number; autoPromote?: boolean; log?: Log }): string;

/** The canary becomes the current release. Its id; null when `ifId` is given and the canary is not that release. */
export function promote(name: string, opts?: { dir?: string; ifId?: string; log?: Log }): string | null;

/** Ends the canary; the current release's id. Null when `ifId` is given and the canary is not that release. */
export function endCanary(name: string, opts?: { dir?: string; ifId?: string; reason?: string; log?: Log }): string | null;

/** Ends the canary when one runs (the current release's id), else goes back one release (its id). */
export function rollback(name: string, opts?: { dir?: string; log?: Log }): string;

/** The remotes of the workspace (mfe-* folders with a webpack config), by remote name. */
export function allRemotes(): string[];

/** The command line's words, understood (a UsageError otherwise). */
export function parseArgs(args: string[], known?: string[]): {
  names: string[];
  action: 'publish' | 'promote' | 'rollback' | 'withdraw';
  fromDist: boolean;
  canary: number | undefined;
  autoPromote: boolean;
};

/** The command's usage text. */
export function usage(known?: string[]): string;

/** Why the release in `folder` cannot go live for `name` (routes unsound or not exposed, an address another remote claims); empty when it can. */
export function releaseProblems(dir: string, name: string, folder: string): string[];
/** Takes a remote off the site (its registry entry and canary): its routes go; answers its release id. */
export function withdraw(name: string, opts?: { dir?: string; log?: Log }): string;
/** The addresses `name`'s current release serves that the release in `folder` does not (said when releasing). */
export function goneAddresses(dir: string, name: string, folder: string): string[];

/** One file of a release: its path inside the release ('/'-separated, relative) and its bytes. */
export interface ReleaseFile {
  path: string;
  bytes: Buffer;
}

/**
 * Where the store keeps the releases' files: each release once, under its remote and id (the id is
 * a hash of its files, so a release uploaded again is the same release). Implementations: the folder
 * (scripts/release.mjs's folderFiles), PostgreSQL (server/release-store-pg.ts), an S3-compatible
 * bucket (server/release-files-s3.ts).
 */
export interface ReleaseFiles {
  /** Where, for messages: "folder /srv/releases", "PostgreSQL", "s3://bucket/prefix/". */
  readonly where: string;
  /** Whether the release is stored whole. */
  has(name: string, id: string): Promise<boolean>;
  /** Stores the release: whole or not at all; nothing when it is stored already. */
  put(name: string, id: string, files: readonly ReleaseFile[]): Promise<void>;
  /** One file of a stored release, or null (no such release or file). */
  file(name: string, id: string, path: string): Promise<Buffer | null>;
  /** Every file of a stored release (sorted by path), or null when it is not stored whole. */
  get(name: string, id: string): Promise<ReleaseFile[] | null>;
  /** Removes a release's files (pruning); nothing when absent. */
  remove(name: string, id: string): Promise<void>;
  /** The ids of the releases of a remote stored whole. */
  list(name: string): Promise<string[]>;
}
