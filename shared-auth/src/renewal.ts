// For a buyer signed in with an address not confirmed yet (auth-client.ts loads this only then, so
// it is on no first load): renewing the access token from the provider, and watching for the
// confirmation made elsewhere.
import { renewalParts as parts } from './auth-client';

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
