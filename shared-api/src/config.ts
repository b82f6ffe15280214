import type { ServedRoute } from './routes';
// Runtime configuration served with the shell (inlined into index.html by the server as
// <script id="app-config" type="application/json">). Remote URLs, API base and providers come from
// here, never from a build.
export interface AppConfig {
  apiBase: string;
  /** Remote name -> the remoteEntry.js URL of its current release (the registry when the document was made). */
  remotes: Record<string, string>;
  /**
   * The remotes' routes in that same set of releases (each release's routes.json, shared-api/routes):
   * the shell serves these addresses beside its own pages.
   */
  routes?: ServedRoute[];
  /** The release registry's URL: read again when a remote's release cannot be loaded. */
  registry?: string;
  auth: { domain: string; clientId: string; audience: string };
  /** Marketing-form provider; when absent, lead forms render natively and post to the API. */
  forms?: { portalId: string; formIds: Record<string, string>; scriptUrl?: string; integrity?: string } | null;
  /** Live chat; a pinned script URL carries its SRI hash (the server's security.ts checks the pair). */
  chat?: { widgetId: string; scriptUrl?: string; integrity?: string } | null;
  analytics?: { gtmId: string } | null;
  /** Names which build of the site this is (embedded default vs production). */
  mode: 'embedded' | 'production';
}

let cached: AppConfig | null = null;
const fallback: AppConfig = {
  apiBase: '/api',
  remotes: {},
  auth: { domain: 'http://localhost:8081', clientId: 'storefront-spa', audience: 'https://api.storefront.local' },
  mode: 'embedded',
};

export function getAppConfig(): AppConfig {
  if (cached) return cached;
  if (typeof document !== 'undefined') {
    const el = document.getElementById('app-config');
    if (el?.textContent) {
      try {
        cached = { ...fallback, ...(JSON.parse(el.textContent) as Partial<AppConfig>) };
        return cached;
      } catch (e) {
        console.error('app-config is not valid JSON', e);
      }
    }
  }
  return fallback;
}

/** For tests and harnesses. */
export function setAppConfig(c: Partial<AppConfig>): void {
  cached = { ...fallback, ...c };
}
