// Security settings of the served site that come from the environment: HSTS (production behind
// HTTPS only) and the configured third-party script providers — the marketing-form embed and the
// live chat widget — with their Subresource Integrity hashes when the provider serves a fixed,
// versioned file. Nothing is configured by default: then no third-party script is loaded at all and
// the CSP allows scripts from the site itself only.
import type { Env } from 'api';

/** HSTS only when the site runs in production mode AND is served over HTTPS (never on localhost http). */
export function hstsEnabled(nodeEnv: string | undefined, siteOrigin: string): boolean {
  return nodeEnv === 'production' && siteOrigin.startsWith('https://');
}

/** The forms embed's default hosts (the pages load its embed script; the form posts to its API). */
export const FORMS_SCRIPT_ORIGINS = ['https://js.hsforms.net', 'https://forms.hsforms.com'];
/** The chat widget's default loader host. */
export const CHAT_SCRIPT_ORIGIN = 'https://js.hs-scripts.com';

export interface ThirdParty {
  /** Runtime configuration of the forms provider, or null (none configured). */
  forms: { portalId: string; formIds: Record<string, string>; scriptUrl?: string; integrity?: string } | null;
  /** Runtime configuration of the chat widget, or null. */
  chat: { widgetId: string; scriptUrl?: string; integrity?: string } | null;
  /** Script origins the CSP must allow for them (empty when none is configured). */
  scriptOrigins: string[];
}

/**
 * FORMS_PORTAL_ID, FORMS_FORM_IDS ('{"knowledge-quiz":"<form id>",...}'), FORMS_SCRIPT_URL and
 * FORMS_SCRIPT_INTEGRITY (a pinned embed file and its sha384); CHAT_WIDGET_ID, CHAT_SCRIPT_URL and
 * CHAT_SCRIPT_INTEGRITY, as the configuration checked them (api/src/config.ts: https URLs only, an
 * integrity hash only together with the exact script URL it was computed for, since an evergreen
 * default URL changes under the hash).
 */
export function thirdPartyFrom(env: Env): ThirdParty {
  const scriptOrigins: string[] = [];
  let forms: ThirdParty['forms'] = null;
  if (env.FORMS_PORTAL_ID) {
    forms = { portalId: env.FORMS_PORTAL_ID, formIds: env.FORMS_FORM_IDS ?? {} };
    if (env.FORMS_SCRIPT_URL) forms.scriptUrl = env.FORMS_SCRIPT_URL;
    if (env.FORMS_SCRIPT_INTEGRITY) forms.integrity = env.FORMS_SCRIPT_INTEGRITY;
    scriptOrigins.push(...FORMS_SCRIPT_ORIGINS);
    if (env.FORMS_SCRIPT_URL) scriptOrigins.push(new URL(env.FORMS_SCRIPT_URL).origin);
  }
  let chat: ThirdParty['chat'] = null;
  if (env.CHAT_WIDGET_ID) {
    chat = { widgetId: env.CHAT_WIDGET_ID };
    if (env.CHAT_SCRIPT_URL) chat.scriptUrl = env.CHAT_SCRIPT_URL;
    if (env.CHAT_SCRIPT_INTEGRITY) chat.integrity = env.CHAT_SCRIPT_INTEGRITY;
    scriptOrigins.push(env.CHAT_SCRIPT_URL ? new URL(env.CHAT_SCRIPT_URL).origin : CHAT_SCRIPT_ORIGIN);
  }
  return { forms, chat, scriptOrigins: [...new Set(scriptOrigins)] };
}
