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
