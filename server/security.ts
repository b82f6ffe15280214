// The CSP's script origins for the configured third-party script providers (the marketing-form
// embed and the live chat widget; their settings and Subresource Integrity hashes are the
// configuration's, api/src/config.ts). Nothing is configured by default: then no third-party script
// is loaded at all and the CSP allows scripts from the site itself only. HSTS is the configuration's
// too (production over an https SITE_URL only).
import type { ThirdPartyScripts } from 'api';

/** The forms embed's default hosts (the pages load its embed script; the form posts to its API). */
export const FORMS_SCRIPT_ORIGINS = ['https://js.hsforms.net', 'https://forms.hsforms.com'];
/** The chat widget's default loader host. */
export const CHAT_SCRIPT_ORIGIN = 'https://js.hs-scripts.com';

/**
 * The script origins the CSP must allow for the configured providers (the configuration's
 * thirdParty, api/src/config.ts): the forms embed's hosts and its pinned script's, the chat loader's
 * (its pinned one, or the default host). Empty when none is configured.
 */
export function scriptOriginsFor(thirdParty: ThirdPartyScripts): string[] {
  const scriptOrigins: string[] = [];
  if (thirdParty.forms) {
    scriptOrigins.push(...FORMS_SCRIPT_ORIGINS);
    if (thirdParty.forms.scriptUrl) scriptOrigins.push(new URL(thirdParty.forms.scriptUrl).origin);
  }
  if (thirdParty.chat) scriptOrigins.push(thirdParty.chat.scriptUrl ? new URL(thirdParty.chat.scriptUrl).origin : CHAT_SCRIPT_ORIGIN);
  return [...new Set(scriptOrigins)];
}
