// What runs only once auth0-spa-js is there (reading the session anew, the redirect's return to
// /callback), or only for a buyer signed in with an address not confirmed yet (renewing the access
// token, watching for the confirmation made elsewhere). auth-client.ts loads it then, beside the SDK:
// it is on no first load.
import type { Auth0Client } from '@auth0/auth0-spa-js';
import { getAuthClient, renewalParts as parts, type AuthState } from './auth-client';
import { DEFAULT_RETURN_TO, safeReturnTo } from './return-to';

/** Re-reads the session from the client: user profile, and whether an API token can still be had. */
export async function refreshAuthState(): Promise<AuthState> {
  let client: Auth0Client;
  try {
    client = await getAuthClient();
  } catch (e) {
    console.error('[auth]', e);
    parts.setState(parts.signedOut);
    return parts.state();
  }
  try {
    if (!(await client.isAuthenticated())) {
      parts.setState(parts.signedOut);
      return parts.state();
    }
    try {
      await client.getTokenSilently();
    } catch (e) {
      if (parts.sessionGone(e)) {
        console.warn('[auth] the stored session has ended; signing out locally', (e as { error?: unknown }).error);
        await client.logout({ openUrl: false });
        parts.setState(parts.signedOut);
        return parts.state();
      }
      // network trouble: keep the session, the next API call tries again
      console.error('[auth] could not refresh the access token', e);
    }
    const user = parts.toUser(await client.getUser());
    parts.setState(user ? { status: 'authenticated', user } : parts.signedOut);
  } catch (e) {
    console.error('[auth] could not read the session', e);
    parts.setState(parts.signedOut);
  }
  return parts.state();
}

/**
 * Completes the redirect login on /callback and returns the path to go to next: the page that asked
 * for sign-in (appState.returnTo) or /cart. Safe to call twice for the same address (React strict
 * mode): the code is exchanged once.
 */
export function handleCallback(url: string): Promise<string> {
  const pending = parts.own.pendingCallback;
  if (pending?.url === url) return pending.promise;
  const promise = (async () => {
    const client = await getAuthClient();
    const q = new URL(url).searchParams;
    if (!q.has('state') || (!q.has('code') && !q.has('error'))) {
      // /callback opened directly (bookmark, back button): nothing to complete
      await refreshAuthState();
      return DEFAULT_RETURN_TO;
    }
    try {
      const result = await client.handleRedirectCallback<{ returnTo?: unknown }>(url);
      await refreshAuthState();
      return safeReturnTo(result.appState?.returnTo) ?? DEFAULT_RETURN_TO;
    } catch (e) {
      await refreshAuthState();
      throw e;
    }
  })();
  parts.own.pendingCallback = { url, promise };
  return promise;
}

/**
 * A token asked anew from the provider with the refresh token (`cacheMode: 'off'`), not the cached
 * one, or null when none could be had; the sign-in state follows the new ID token. Once the buyer
 * follows the emailed link, the next token says the address is confirmed, and the open tab goes on
 * without signing out. One renewal at a time: the calls waiting share it (and auth0-spa-js
 * serialises refreshes across tabs, each with the latest rotated refresh token).
 */
export function renewAccessToken(): Promise<string | null> {
  if (parts.own.renewing) return parts.own.renewing;
  if (!parts.config()) return Promise.resolve(null);
  const renewing = (async () => {
    const client = await parts.clientOrNull();
    if (!client) return null;
    try {
      if (!(await client.isAuthenticated())) {
        parts.setState(parts.signedOut);
        return null;
      }
      const token = await client.getTokenSilently({ cacheMode: 'off' });
      const user = parts.toUser(await client.getUser());
      parts.setState(user ? { status: 'authenticated', user } : parts.signedOut);
      return token ?? null;
    } catch (e) {
      console.error('[auth] could not renew the access token', e);
      if (parts.sessionGone(e)) {
        await client.logout({ openUrl: false }).catch(() => undefined);
        parts.setState(parts.signedOut);
      }
      return null;
    }
  })().finally(() => {
    if (parts.own.renewing === renewing) parts.own.renewing = null;
  });
  parts.own.renewing = renewing;
  return renewing;
}

/** A tab showing "confirm your email" renews at most this often when it comes back into view. */
const RECHECK_ON_VIEW_MS = 5_000;

/**
 * How an open tab learns that the buyer confirmed their address elsewhere, while its user is
 * unconfirmed: another tab of the store renewed the session (auth0-spa-js writes the new tokens to
 * local storage, which fires a `storage` event here: the state is read again from it), or the tab
 * comes back into view (the link was opened in another window or device: one renewal tells).
 * Installed once.
 */
export function watchConfirmation(): void {
  const cfg = parts.config();
  if (typeof window === 'undefined' || !cfg || parts.own.unwatch) return;
  const prefix = `${parts.storePrefix}::${cfg.clientId}::`;
  const onStorage = (e: StorageEvent) => {
    if (parts.state().status !== 'authenticated' || (e.key !== null && !e.key.startsWith(prefix))) return;
    const stored = parts.storedSession(cfg);
    if (stored) parts.setState({ status: 'authenticated', user: stored.user });
  };
  let lastCheck = 0;
  const onView = () => {
    if (document.visibilityState !== 'visible' || parts.state().user?.emailVerified !== false) return;
    if (Date.now() - lastCheck < RECHECK_ON_VIEW_MS) return;
    lastCheck = Date.now();
    void renewAccessToken();
  };
  window.addEventListener('storage', onStorage);
  document.addEventListener('visibilitychange', onView);
  window.addEventListener('focus', onView);
  parts.own.unwatch = () => {
    window.removeEventListener('storage', onStorage);
    document.removeEventListener('visibilitychange', onView);
    window.removeEventListener('focus', onView);
  };
}

const isLocalhost = () => typeof window !== 'undefined' && ['localhost', '127.0.0.1', '[::1]'].includes(window.location.hostname);

/**
 * getAccessToken's silent token failed: on localhost a tenant that asks for consent gets the popup
 * variant (spec section 6); a session that has ended signs out here. Errors are logged, never thrown.
 */
export async function afterTokenError(client: Auth0Client, e: unknown): Promise<string | null> {
  const code = (e as { error?: unknown } | null)?.error;
  if (code === 'consent_required' && isLocalhost()) {
    try {
      return (await client.getTokenWithPopup()) ?? null;
    } catch (popupError) {
      console.error('[auth] the consent popup did not complete', popupError);
      return null;
    }
  }
  console.error('[auth] could not get an access token', e);
  if (parts.sessionGone(e)) {
    await client.logout({ openUrl: false }).catch(() => undefined);
    parts.setState(parts.signedOut);
  }
  return null;
}

/** Starts the redirect sign-in; the buyer comes back to `returnTo` (a path of this site) or /cart. */
export async function login(returnTo?: string): Promise<void> {
  const client = await getAuthClient();
  const target = safeReturnTo(returnTo) ?? DEFAULT_RETURN_TO;
  await client.loginWithRedirect({ appState: { returnTo: target } });
}
