// Types of scripts/audit.mjs (for the tests that import it).
export interface AuditResult {
  status: 'passed' | 'failed' | 'skipped';
  reason: string;
  critical: string[];
  counts: Record<string, number>;
}
export function classifyAudit(stdout: string, code: number | null): AuditResult;
export function runAudit(root: string): Promise<AuditResult>;
export function printAudit(r: AuditResult): void;
