// Forwarding of stored leads to the marketing-form provider, when one is configured (spec sections
// 5 and 7: the quiz result and the native forms' submissions reach the provider's form). The lead is
// stored first and the buyer's request never waits on, or fails with, the provider: failures are
// only logged.
import type { FastifyBaseLogger } from 'fastify';

export interface FormsProviderOptions {
  portalId: string;
  /** Lead form name (e.g. 'knowledge-quiz') → the provider's form id. Forms not listed are not forwarded. */
  formIds: Record<string, string>;
  /** Submission URL template with {portalId} and {formId}. Default: the provider's v3 submission endpoint. */
  submitUrl?: string;
  timeoutMs?: number;
}

export const DEFAULT_SUBMIT_URL = 'https://api.hsforms.com/submissions/v3/integration/submit/{portalId}/{formId}';

export interface LeadToForward { form: string; fields: Record<string, string>; pageUri?: string }

/** The provider's submission body: every field as {name, value}, values as strings. */
export function submissionBody(lead: LeadToForward): { fields: { name: string; value: string }[]; context: { pageUri?: string; pageName: string } } {
  return {
    fields: Object.entries(lead.fields).map(([name, value]) => ({ name, value: String(value) })),
    context: { ...(lead.pageUri ? { pageUri: lead.pageUri } : {}), pageName: lead.form },
  };
}

/** Sends the lead when its form is configured; resolves true when the provider accepted it. */
export async function forwardLead(opts: FormsProviderOptions, lead: LeadToForward, log: FastifyBaseLogger): Promise<boolean> {
  const formId = opts.formIds[lead.form];
  if (!formId) return false;
  const url = (opts.submitUrl ?? DEFAULT_SUBMIT_URL)
    .replace('{portalId}', encodeURIComponent(opts.portalId))
    .replace('{formId}', encodeURIComponent(formId));
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(submissionBody(lead)),
      signal: AbortSignal.timeout(opts.timeoutMs ?? 5000),
    });
    if (!res.ok) {
      log.warn({ form: lead.form, status: res.status, body: (await res.text()).slice(0, 500) }, 'forms provider refused a lead');
      return false;
    }
    return true;
  } catch (e) {
    log.warn({ form: lead.form, err: (e as Error).message }, 'forms provider unreachable: lead kept in lead_submissions only');
    return false;
  }
}
