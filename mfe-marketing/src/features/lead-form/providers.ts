// Third-party scripts (marketing-form provider, live chat) are loaded only when the runtime
// configuration names them. The embedded default configures neither, so no third-party script runs.
import { getAppConfig } from 'shared-api';

/** The provider's hosted embed script, used when the configuration gives no scriptUrl. */
export const DEFAULT_FORMS_SCRIPT = 'https://js.hsforms.net/forms/embed/v2.js';
/** The provider's chat loader for an account id, used when the configuration gives no scriptUrl. */
export const defaultChatScript = (widgetId: string) => `https://js.hs-scripts.com/${encodeURIComponent(widgetId)}.js`;

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const isHttpsUrl = (u: unknown): u is string => {
  if (typeof u !== 'string') return false;
  try { return new URL(u).protocol === 'https:'; } catch { return false; }
};
const str = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined);

export interface FormProvider {
  portalId: string;
  formId: string;
  region?: string;
  scriptUrl: string;
  /** Subresource integrity hash, when the configuration pins the script's version. */
  integrity?: string;
}

/**
 * The provider form for `form`, when the configuration has a portal id and a form id for it.
 * Optional extra keys read from the forms configuration: scriptUrl (https), integrity, region.
 */
export function formProviderFor(form: string): FormProvider | null {
  const cfg = getAppConfig().forms as ({ portalId?: unknown; formIds?: Record<string, unknown> } & Record<string, unknown>) | null | undefined;
  if (!cfg || typeof cfg.portalId !== 'string' || !ID.test(cfg.portalId)) return null;
  const formId = cfg.formIds?.[form];
  if (typeof formId !== 'string' || !ID.test(formId)) return null;
  const region = str(cfg.region);
  return {
    portalId: cfg.portalId,
    formId,
    region: region && ID.test(region) ? region : undefined,
    scriptUrl: isHttpsUrl(cfg.scriptUrl) ? cfg.scriptUrl : DEFAULT_FORMS_SCRIPT,
    integrity: str(cfg.integrity),
  };
}

export interface ChatProvider { widgetId: string; scriptUrl: string; integrity?: string }

/** The live chat widget, when the configuration has one (optional extra keys: scriptUrl, integrity). */
export function chatProvider(): ChatProvider | null {
  const cfg = getAppConfig().chat as ({ widgetId?: unknown } & Record<string, unknown>) | null | undefined;
  if (!cfg || typeof cfg.widgetId !== 'string' || !ID.test(cfg.widgetId)) return null;
  return {
    widgetId: cfg.widgetId,
    scriptUrl: isHttpsUrl(cfg.scriptUrl) ? cfg.scriptUrl : defaultChatScript(cfg.widgetId),
    integrity: str(cfg.integrity),
  };
}

const pending = new Map<string, Promise<void>>();

/**
 * Adds a script once per URL and resolves when it has loaded. With an integrity hash the browser
 * refuses a script whose bytes differ (the request is then CORS, so crossorigin is set).
 */
export function loadScript(src: string, opts: { id?: string; integrity?: string } = {}): Promise<void> {
  const known = pending.get(src);
  if (known) return known;
  const p = new Promise<void>((resolve, reject) => {
    const s = document.createElement('script');
    s.src = src;
    s.async = true;
    if (opts.id) s.id = opts.id;
    if (opts.integrity) {
      s.setAttribute('integrity', opts.integrity);
      s.setAttribute('crossorigin', 'anonymous');
    }
    s.addEventListener('load', () => resolve());
    s.addEventListener('error', () => {
      pending.delete(src);
      s.remove();
      reject(new Error(`could not load ${src}`));
    });
    document.head.appendChild(s);
  });
  pending.set(src, p);
  return p;
}
