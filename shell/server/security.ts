// Security settings of the served site that come from the environment: HSTS (production behind
// HTTPS only) and the configured third-party script providers — the marketing-form embed and the
// live chat widget — with their Subresource Integrity hashes when the provider serves a fixed,
// versioned file. Nothing is configured by default: then no third-party script is loaded at all and
// the CSP allows scripts from the site itself only.

/** HSTS only when the site runs in production mode AND is served over HTTPS (never on localhost http). */
export function hstsEnabled(nodeEnv: string | undefined, siteOrigin: string): boolean {
  return nodeEnv === 'production' && siteOrigin.startsWith('https://');
}

/** The forms embed's default hosts (the pages load its embed script; the form posts to its API). */
export const FORMS_SCRIPT_ORIGINS = ['https://js.hsforms.net', 'https://forms.hsforms.com'];
/** The chat widget's default loader host. */
export const CHAT_SCRIPT_ORIGIN = 'https://js.hs-scripts.com';

const SRI = /^(sha256|sha384|sha512)-[A-Za-z0-9+/]{43,86}={0,2}$/;
const ID = /^[A-Za-z0-9_-]{1,64}$/;

function httpsUrl(name: string, raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    throw new Error(`${name} must be an https URL`);
  }
  if (u.protocol !== 'https:') throw new Error(`${name} must be an https URL`);
  return u.href;
}

function integrity(name: string, raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  if (!SRI.test(raw.trim())) throw new Error(`${name} must be a Subresource Integrity hash (sha384-<base64>)`);
  return raw.trim();
}

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
 * CHAT_SCRIPT_INTEGRITY. An integrity hash is only accepted together with the exact script URL it
 * was computed for (an evergreen default URL changes under the hash).
 */
export function thirdPartyFromEnv(env: NodeJS.ProcessEnv): ThirdParty {
  const scriptOrigins: string[] = [];
  let forms: ThirdParty['forms'] = null;
  if (env.FORMS_PORTAL_ID) {
    const scriptUrl = httpsUrl('FORMS_SCRIPT_URL', env.FORMS_SCRIPT_URL);
    const sri = integrity('FORMS_SCRIPT_INTEGRITY', env.FORMS_SCRIPT_INTEGRITY);
    if (sri && !scriptUrl) throw new Error('FORMS_SCRIPT_INTEGRITY needs FORMS_SCRIPT_URL (the pinned file it was computed for)');
    forms = { portalId: env.FORMS_PORTAL_ID, formIds: JSON.parse(env.FORMS_FORM_IDS || '{}') as Record<string, string> };
    if (scriptUrl) forms.scriptUrl = scriptUrl;
    if (sri) forms.integrity = sri;
    scriptOrigins.push(...FORMS_SCRIPT_ORIGINS);
    if (scriptUrl) scriptOrigins.push(new URL(scriptUrl).origin);
  }
  let chat: ThirdParty['chat'] = null;
  if (env.CHAT_WIDGET_ID) {
    if (!ID.test(env.CHAT_WIDGET_ID)) throw new Error('CHAT_WIDGET_ID must be letters, digits, dashes or underscores');
    const scriptUrl = httpsUrl('CHAT_SCRIPT_URL', env.CHAT_SCRIPT_URL);
    const sri = integrity('CHAT_SCRIPT_INTEGRITY', env.CHAT_SCRIPT_INTEGRITY);
    if (sri && !scriptUrl) throw new Error('CHAT_SCRIPT_INTEGRITY needs CHAT_SCRIPT_URL (the pinned file it was computed for)');
    chat = { widgetId: env.CHAT_WIDGET_ID };
    if (scriptUrl) chat.scriptUrl = scriptUrl;
    if (sri) chat.integrity = sri;
    scriptOrigins.push(scriptUrl ? new URL(scriptUrl).origin : CHAT_SCRIPT_ORIGIN);
  }
  return { forms, chat, scriptOrigins: [...new Set(scriptOrigins)] };
}
