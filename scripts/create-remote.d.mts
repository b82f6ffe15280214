// Types of scripts/create-remote.mjs (for the TypeScript code and tests that import it).

/** The repository's root, where mfe-<name>/ is made. */
export const ROOT: string;
/** The template folder (templates/remote). */
export const TEMPLATE: string;
/** Names a remote may not take: the shell's and the first segments of the shell's and the server's own addresses. */
export const RESERVED: string[];

/** A mistake in the command's words or a name that cannot be a new remote. */
export class UsageError extends Error {}

/** "summit-talks" -> "SummitTalks". */
export function pascalOf(name: string): string;
/** "summit-talks" -> "Summit Talks". */
export function titleOf(name: string): string;
/** The remote's container global (window.acma_<name>, dashes as _). */
export function globalOf(name: string): string;

/** Why `name` cannot be a new remote of the workspace (messages; empty: it can). */
export function nameProblems(name: string, root?: string): string[];
/** The dev port of each webpack config of the workspace. */
export function devPorts(root?: string): number[];
/** The next free dev port: one more than the highest 30xx in use. */
export function nextDevPort(root?: string): number;

/** Writes mfe-<name>/ from the template (a UsageError, nothing written, when the name or title is refused). */
export function createRemote(name: string, opts?: { title?: string; root?: string; template?: string }): {
  dir: string;
  values: { __NAME__: string; __PASCAL__: string; __TITLE__: string; __DEV_PORT__: string; __GLOBAL__: string };
};

/** `pnpm install --offline` at the root, then online when that fails; the exit code. */
export function installWorkspace(root?: string): number;

/** The command line's words, understood (a UsageError otherwise). */
export function parseArgs(args: string[]): { name: string; title: string | undefined; install: boolean };

/** The command's usage text. */
export const usage: string;
