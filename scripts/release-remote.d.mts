// Types of scripts/release-remote.mjs.
import type { ReleaseFile } from './release.mjs';

type Io = { env?: Record<string, string | undefined>; out?: (line: string) => void; fetch?: typeof fetch };

/** publish | promote | rollback | withdraw of `name` on the store at `to`; the store's JSON answer. */
export function remoteCommand(opts: Io & {
  to: string; action: 'publish' | 'promote' | 'rollback' | 'withdraw'; name: string; files?: readonly ReleaseFile[]; canary?: number; autoPromote?: boolean;
}): Promise<{ id?: string; line?: string; [k: string]: unknown }>;

/** token create | revoke | list on the store at `to` (the operator's token). */
export function tokenRequest(opts: Io & { to: string; verb: 'create' | 'revoke' | 'list'; arg?: string; name?: string }): Promise<number>;
