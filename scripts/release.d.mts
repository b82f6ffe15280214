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

export const REMOTE_NAME: RegExp;
export const RELEASE_ID: RegExp;
/** Events kept per remote in the folder store. */
export const EVENTS_KEPT: number;

/** Why `p` is not a path inside a release, or null when it is. */
export function releasePathProblem(p: unknown): string | null;

/** A folder's files as a release's, in path order. */
export function readFiles(dir: string): ReleaseFile[];
/** A release's id: 12 hex of a sha256 of its file names and contents. */
export function hashFiles(files: readonly ReleaseFile[]): string;
/** The release id of a folder's files. */
export function hashDir(dir: string): string;

/** A mistake in the command's words. */
export class UsageError extends Error {}
/** A release that may not go live: every reason; `conflict` when another remote claims one of its addresses. */
export class ReleaseRefused extends Error {
  problems: string[];
  conflict: boolean;
}
/** A change the remote's state does not allow (no canary, nothing to roll back to, not on the site...). */
export class ReleaseStateError extends Error {}

/** A canary percent from the command line: an integer 1..99 (a trailing % allowed), else a UsageError. */
export function canaryPercent(value: unknown): number;

/** registry.json as it is on disk (`{ remotes: {} }` when there is none). */
export function readRegistry(dir?: string): RegistryFile;

/** The folder store's parts, and the whole of it (RELEASES_DIR by default). */
export function folderFiles(dir: string): ReleaseFiles & { tidy(name: string): Promise<void> };
export function folderState(dir: string): ReleaseState;
export function folderTokens(dir: string): ReleaseTokens;
export function folderStore(dir?: string): ReleaseStore;

/** user@host: who a change from this machine's command line is recorded as. */
export function localActor(): string;

/** A new release token (random), its sha256, and which stored entry a presented token is (constant-time). */
export function newReleaseToken(): string;
export function tokenDigest(token: string): Buffer;
export function matchToken(token: string, entries: readonly { name: string; remote: string; hash: string }[]): { name: string; remote: string } | null;
/** A token's name: `name` checked, or mfe-<remote>-<6 hex>. */
export function tokenName(remote: string, name?: string): string;

/** Where an operation acts: a store, or the folder store of `dir` (default RELEASES_DIR). `by`: who, for the record. */
interface Where { dir?: string; store?: ReleaseStore; by?: string; log?: Log }

/**
 * Publishes a release of `name` (`files`, or built, or copied from mfe-<name>/dist with `fromDist`,
 * or from `fromDir`) as the current release, or with `canary` (a percent, 1..99) as the canary beside
 * it. With `ifAbsent`: only when the store has no release of `name` yet (else nothing, and null).
 * Answers its id.
 */
type PublishOptions = Where & { fromDist?: boolean; fromDir?: string; files?: readonly ReleaseFile[]; canary?: number; autoPromote?: boolean };
export function publish(name: string, opts: PublishOptions & { ifAbsent: true }): Promise<string | null>;
export function publish(name: string, opts?: PublishOptions & { ifAbsent?: false }): Promise<string>;

/** The canary becomes the current release. Its id; null when `ifId` is given and the canary is not that release. */
export function promote(name: string, opts?: Where & { ifId?: string }): Promise<string | null>;

/** Ends the canary; the current release's id. Null when `ifId` is given and the canary is not that release. */
export function endCanary(name: string, opts?: Where & { ifId?: string; reason?: string }): Promise<string | null>;

/** Ends the canary when one runs (the current release's id), else goes back one release (its id). */
export function rollback(name: string, opts?: Where): Promise<string>;

/** Takes a remote off the site (its registry entry and canary): its routes go; answers its release id. */
export function withdraw(name: string, opts?: Where): Promise<string>;

/** A release token for `remote` (printed once, stored hashed). */
export function createToken(remote: string, opts?: Where & { name?: string }): Promise<{ name: string; remote: string; token: string }>;
/** Revokes the token named `name`. */
export function revokeToken(name: string, opts?: Where): Promise<{ name: string; remote: string }>;

/** The remotes of the workspace (mfe-* folders with a webpack config), by remote name. */
export function allRemotes(): string[];

/** The command line's words, understood (a UsageError otherwise). */
export function parseArgs(args: string[], known?: string[]): {
  names: string[];
  action: 'publish' | 'promote' | 'rollback' | 'withdraw';
  fromDist: boolean;
  canary: number | undefined;
  autoPromote: boolean;
  to?: string;
};

/** A store's address for --to: https, or http for localhost only (a UsageError otherwise). */
export function storeUrl(text: string): string;

/** The command's usage text. */
export function usage(known?: string[]): string;

/** `pnpm release token create|revoke|list …`; the exit code. */
export function tokenCommand(argv: string[], io?: { env?: Record<string, string | undefined>; out?: (line: string) => void; fetch?: typeof fetch; dir?: string }): Promise<number>;

/** Why the release in `folder` cannot go live for `name` (routes unsound or not exposed, an address another remote claims); empty when it can. */
export function releaseProblems(dir: string, name: string, folder: string): Promise<string[]>;
/** The addresses `name`'s current release serves that the release in `folder` does not (said when releasing). */
export function goneAddresses(dir: string, name: string, folder: string): Promise<string[]>;

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

/** One thing done to a remote, for the record (`release status` shows the last few). */
export interface ReleaseEvent {
  /** ISO time. */
  at: string;
  remote: string;
  /** 'release', 'canary', 'promote', 'rollback', 'end canary', 'withdraw', 'token created', 'token revoked'. */
  action: string;
  /** The release it concerns (none for a token). */
  id: string | null;
  /** Who: a release token's name, 'ops' (the operator's token), 'store' (the canary judge), user@host (the command line). */
  by: string;
  detail?: string;
}

/** What a change of the registry may do (ReleaseState.update's `fn`). */
export interface StateTx {
  /** The registry, to edit in place. */
  registry: RegistryFile;
  /** The remote's history of current releases (oldest first), to edit in place. */
  history(name: string): string[];
  /** Adds an event to the record (`at` is now). */
  record(event: Omit<ReleaseEvent, 'at'>): void;
}

/** The registry, histories and events as the store holds them now. */
export interface StateSnapshot {
  registry: RegistryFile;
  histories: Record<string, string[]>;
  /** Each remote's latest events, oldest first. */
  events: Record<string, ReleaseEvent[]>;
  /** Counts the changes (a store without one: absent). */
  version?: number;
}

/** Where the registry lives: the folder's registry.json, or PostgreSQL. */
export interface ReleaseState {
  read(): Promise<StateSnapshot>;
  /** Runs `fn` alone (the store's lock): what it changed is kept when it resolves, nothing when it throws. */
  update<R>(fn: (tx: StateTx) => R | Promise<R>): Promise<R>;
}

/** Release tokens, kept hashed. */
export interface ReleaseTokens {
  /** Stores a new token for `remote` under `name` (refused when the name is taken); answers the token. */
  create(remote: string, name: string): Promise<string>;
  /** The token stops working; its name and remote, or null when there is no such token. */
  revoke(name: string): Promise<{ name: string; remote: string } | null>;
  list(): Promise<{ name: string; remote: string; createdAt: string }[]>;
  /** Whose token this is (constant-time compares), or null. */
  check(token: string): Promise<{ name: string; remote: string } | null>;
}

/** A store of releases: their files, the registry and the release tokens. */
export interface ReleaseStore {
  readonly where: string;
  files: ReleaseFiles & { tidy?(name: string): Promise<void> };
  state: ReleaseState;
  tokens: ReleaseTokens;
}
