// Types of scripts/release-status.mjs (for release.mjs's dispatch and the tests that import it).
export interface StatusIo {
  env?: NodeJS.ProcessEnv;
  out?: (line: string) => void;
  err?: (line: string) => void;
  fetch?: typeof fetch;
}
interface Health { releaseId: string; views: number; errors: number; errorRate: number; lcpP75: number | null; inpP75: number | null }
/** GET /api/staff/releases's answer (api's StaffReleasesResponse), as far as the status reads it. */
export interface StatusData {
  generatedAt: string;
  remotes: {
    remote: string;
    since: string;
    stable: Health;
    canary: (Health & { percent: number; startedAt: string; autoPromote: boolean }) | null;
    verdict: { verdict: string; reason: string } | null;
  }[];
}
/** `pnpm release status [mfe-<app>]` (a leading `status` is skipped); resolves to the exit code (0 printed, 1 no answer or refused, 2 usage). */
export function main(argv?: string[], io?: StatusIo): Promise<number>;
export function formatStatus(data: StatusData, only?: string | null): string[];
