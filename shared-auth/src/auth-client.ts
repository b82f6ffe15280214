// The one auth0-spa-js client of the site and the sign-in state derived from it. The shell calls
// initAuth() with the runtime configuration; remotes read the same state through shared-auth (a
// federation singleton). auth0-spa-js is loaded by a dynamic import when first needed (sign-in,
// sign-out, a token to renew, a session to read): a visitor without a session, and a buyer whose
// stored access token is still good, start without it. Importing this module has no side effects.
import type { Auth0Client, User } from '@auth0/auth0-spa-js';

export interface AuthConfig {
  /** Tenant domain; `https://` is assumed without a scheme (the local provider uses `http://localhost:…`). */
  domain: string;
  clientId: string;
  /** API audience; access tokens are requested for it with scope read:current_user. */
  audience: string;
}

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface AuthUser {
  email: string;
  name: string;
  picture: string;
  /**
   * false while the provider says the address is not confirmed yet (the ID token's `email_verified`):
   * the API then refuses the calls that need a proven email, and the guarded pages say to confirm it
   * (RequireAuth). Absent otherwise.
   */
  emailVerified?: false;
}

export interface AuthState {
  status: AuthStatus;
  user: AuthUser | null;
}

export const AUTH_SCOPE = 'openid profile email read:current_user offline_access';

/** OAuth errors after which the stored session is of no use: sign the user out locally. */
const SESSION_GONE = new Set(['login_required', 'invalid_grant', 'missing_refresh_token']);

let config: AuthConfig | null = null;
let clientPromise: Promise<Auth0Client> | null = null;
let state: AuthState = { status: 'loading', user: null };
const listeners = new Set<() => void>();

function setState(next: AuthState): void {
  if (next.status === state.status && sameUser(next.user, state.user)) return;
  state = next;
  // a buyer whose address is not confirmed yet: the tab watches for the confirmation (sdk-session.ts)
  if (next.user?.emailVerified === false) void loadLater().then((m) => m.watchConfirmation(), () => undefined);
  for (const l of listeners) l();
}

const sameUser = (a: AuthUser | null, b: AuthUser | null) =>
  a === b || (!!a && !!b && a.email === b.email && a.name === b.name && a.picture === b.picture && a.emailVerified === b.emailVerified);

const SIGNED_OUT: AuthState = { status: 'unauthenticated', user: null };

export function getAuthState(): AuthState {
  return state;
}

export function subscribeAuth(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function errorCode(e: unknown): string | undefined {
  const code = (e as { error?: unknown } | null)?.error;
  return typeof code === 'string' ? code : undefined;
}

function toUser(u: User | undefined): AuthUser | null {
  if (!u) return null;
  const email = typeof u.email === 'string' ? u.email : '';
  return {
    email,
    name: typeof u.name === 'string' && u.name ? u.name : email,
    picture: typeof u.picture === 'string' ? u.picture : '',
    ...(u.email_verified === false ? { emailVerified: false as const } : {}),
  };
}

/** True when this page load is the return from the identity provider (handled by /callback). */
function isCallbackUrl(): boolean {
  if (typeof window === 'undefined') return false;
  const { pathname, search } = window.location;
  const q = new URLSearchParams(search);
  return pathname === '/callback' && q.has('state') && (q.has('code') || q.has('error'));
}

/**
 * Whether this browser may hold a session: auth0-spa-js keeps its cache in localStorage under
 * `@@auth0spajs@@::<clientId>::…` and sets the `auth0.<clientId>.is.authenticated` cookie. Without
 * either, the visitor is signed out and the Log In button can show at once (no skeleton, no flash).
 */
function mayHaveSession(clientId: string): boolean {
  try {
    const prefix = `@@auth0spajs@@::${clientId}::`;
    for (let i = 0; i < window.localStorage.length; i++) {
      if (window.localStorage.key(i)?.startsWith(prefix)) return true;
    }
    return document.cookie.split(';').some((c) => c.trim().startsWith(`auth0.${clientId}.is.authenticated=`)
      || c.trim().startsWith(`_legacy_auth0.${clientId}.is.authenticated=`));
  } catch {
    return true; // storage unavailable: let the client decide
  }
}

const STORE_PREFIX = '@@auth0spajs@@';
/** A stored access token is used without the SDK only while it has at least this long to live. */
const TOKEN_MARGIN_SECONDS = 60;

interface StoredSession {
  user: AuthUser;
  accessToken: string;
}

function readEntry(key: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(key) ?? 'null');
    return value && typeof value === 'object' ? value as Record<string, unknown> : null;
  } catch {
    return null;
  }
}

/**
 * The session auth0-spa-js stored in this browser, when its access token for the API is still good
 * for a minute or more: the signed-in user and the token, read without loading the SDK (63 KB
 * gzip). It reads the SDK's own local-storage cache (`cacheLocation: 'localstorage'`): the ID
 * token's entry `@@auth0spajs@@::<clientId>::@@user@@` ({ decodedToken: { user } }) and an access
 * token's `@@auth0spajs@@::<clientId>::<audience>::<scope>` ({ body: { access_token, token_type },
 * expiresAt } in seconds), the way the SDK's CacheManager reads them. Anything else (no user with an
 * email, a token expiring, another token type, the scope without read:current_user) is null: the
 * SDK then decides, as before. Read on every call, so a sign-out in another tab counts at once.
 */
function storedSession(cfg: AuthConfig, nowMs: number = Date.now()): StoredSession | null {
  try {
    const decoded = readEntry(`${STORE_PREFIX}::${cfg.clientId}::@@user@@`)?.decodedToken as { user?: User } | undefined;
    const user = toUser(decoded?.user);
    if (!user?.email) return null;
    const prefix = `${STORE_PREFIX}::${cfg.clientId}::${cfg.audience}::`;
    const storage = window.localStorage;
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (!key?.startsWith(prefix) || !key.slice(prefix.length).split(' ').includes('read:current_user')) continue;
      const entry = readEntry(key);
      const body = entry?.body as { access_token?: unknown; token_type?: unknown } | undefined;
      if (typeof body?.access_token !== 'string' || !body.access_token || typeof entry?.expiresAt !== 'number') continue;
      if (body.token_type !== undefined && String(body.token_type).toLowerCase() !== 'bearer') continue;
      if (entry.expiresAt - TOKEN_MARGIN_SECONDS <= nowMs / 1000) continue;
      return { user, accessToken: body.access_token };
    }
  } catch {
    // storage unavailable: the SDK decides
  }
  return null;
}

function normalizeDomain(domain: string): string {
  return domain.trim().replace(/\/+$/, '');
}

/**
 * Sets up the site's one auth client (idempotent: later calls keep the first configuration). A
 * visitor who may hold a session gets the client at once and the state resolves from it (on
 * /callback, handleCallback() does that). A visitor without one is signed out at once; the client
 * (auth0-spa-js, a separate chunk) is then created when the browser is idle or when first needed.
 */
export function initAuth(c: AuthConfig): void {
  if (config) {
    if (normalizeDomain(c.domain) !== config.domain || c.clientId !== config.clientId || c.audience !== config.audience) {
      console.warn('[auth] initAuth was called again with another configuration; the first one stays in use');
    }
    return;
  }
  config = { domain: normalizeDomain(c.domain), clientId: c.clientId, audience: c.audience };
  const onCallback = isCallbackUrl();
  if (onCallback) {
    void ensureClient().catch(() => undefined);
  } else if (mayHaveSession(config.clientId)) {
    const stored = storedSession(config);
    // a stored session with a good token is signed in at once, and the SDK loads when first needed
    // (a token to renew, Log Out: the account menu warms it on hover or focus), so a page behind
    // sign-in such as /checkout starts without it; otherwise the SDK reads the session (a refresh)
    if (stored) setState({ status: 'authenticated', user: stored.user });
    else ensureClient().then(() => refreshAuthState(), () => undefined);
    // an address not confirmed when these tokens were issued may be by now (the emailed link, opened
    // since): one renewal at start tells, and a store page opened after confirming continues at once
    if (stored?.user.emailVerified === false) void renewAccessToken();
  } else {
    // No idle-time preload: auth0-spa-js is ~63 KB gzip, a third of the first-page budget. It loads
    // when first needed, and the Log In button warms it on hover or focus (preloadAuth).
    setState(SIGNED_OUT);
  }
}

/** Starts loading the auth client ahead of a likely sign-in (Log In hovered or focused). */
export function preloadAuth(): void {
  if (!config) return;
  void ensureClient().catch(() => undefined);
  void loadLater().catch(() => undefined); // login's own code (sdk-session.ts)
}

function ensureClient(): Promise<Auth0Client> {
  if (clientPromise) return clientPromise;
  if (!config) return Promise.reject(new Error('shared-auth: initAuth() must be called first (the shell does this)'));
  const cfg = config;
  clientPromise = import(/* webpackChunkName: "auth0-spa-js" */ '@auth0/auth0-spa-js').then(({ createAuth0Client }) =>
    createAuth0Client({
      domain: cfg.domain,
      clientId: cfg.clientId,
      authorizationParams: {
        audience: cfg.audience,
        scope: AUTH_SCOPE,
        redirect_uri: `${window.location.origin}/callback`,
      },
      // Spec section 4: the session is kept in local storage, with refresh tokens (rotated by the provider).
      useRefreshTokens: true,
      cacheLocation: 'localstorage',
    }));
  clientPromise.catch((e: unknown) => {
    console.error('[auth] the sign-in client could not start', e);
    setState(SIGNED_OUT);
  });
  return clientPromise;
}

/** The client, or null when it could not start (ensureClient has logged it and signed the visitor out). */
const clientOrNull = (): Promise<Auth0Client | null> => ensureClient().catch(() => null);

/** The client set up by initAuth (rejects when initAuth has not been called or the client failed). */
export function getAuthClient(): Promise<Auth0Client> {
  return ensureClient();
}

export function isAuthInitialized(): boolean {
  return config !== null;
}

/**
 * Re-reads the session from the client: user profile, and whether an API token can still be had
 * (sdk-session.ts: it runs once the SDK is there, so it loads with it, not on the first load).
 */
export function refreshAuthState(): Promise<AuthState> {
  return loadLater().then((m) => m.refreshAuthState(), (e: unknown) => {
    console.error('[auth]', e);
    setState(SIGNED_OUT);
    return state;
  });
}


/**
 * A bearer token for the API (audience from the configuration, scope read:current_user), or null
 * when signed out. Silent (refresh token); on localhost a tenant that asks for consent gets the
 * popup variant (spec section 6). Errors are logged, never thrown.
 */
export async function getAccessToken(): Promise<string | null> {
  if (!config) {
    console.warn('[auth] getAccessToken() before initAuth()');
    return null;
  }
  const stored = storedSession(config);
  if (stored) return stored.accessToken; // what the SDK's getTokenSilently answers from its cache
  if (state.status === 'unauthenticated' && !clientPromise) return null;
  const client = await clientOrNull();
  if (!client) return null;
  try {
    if (!(await client.isAuthenticated())) return null;
    return (await client.getTokenSilently()) ?? null;
  } catch (e) {
    // the consent popup (localhost), or a session that has ended (sdk-session.ts)
    return loadLater().then((m) => m.afterTokenError(client, e), () => null);
  }
}

/**
 * A token asked anew from the provider (sdk-session.ts), or null when none could be had; the sign-in
 * state follows the new ID token. The API client calls it when a call is refused as unconfirmed
 * (shared-api setTokenRenewer). Loaded when first needed: only a buyer whose address is not confirmed
 * yet ever needs it, so it is on no first load.
 */
export function renewAccessToken(): Promise<string | null> {
  return loadLater().then((m) => m.renewAccessToken(), () => null);
}

/** What sdk-session.ts shares with this module: the state, the client, and its own (reset here for the tests). */
export const renewalParts = {
  config: (): AuthConfig | null => config,
  state: (): AuthState => state,
  setState,
  clientOrNull,
  toUser,
  sessionGone: (e: unknown): boolean => SESSION_GONE.has(errorCode(e) ?? ''),
  storedSession,
  storePrefix: STORE_PREFIX,
  signedOut: SIGNED_OUT,
  /** The renewal under way, the removal of the confirmation watch, the callback being completed. */
  own: {
    renewing: null as Promise<string | null> | null,
    unwatch: null as (() => void) | null,
    pendingCallback: null as { url: string; promise: Promise<string> } | null,
  },
};

/** What runs only once the SDK is there, or only for an unconfirmed buyer (sdk-session.ts): loaded then. */
let later: Promise<typeof import('./sdk-session')> | null = null;
const loadLater = () => (later ??= import(/* webpackChunkName: "auth-session" */ './sdk-session'));

/** Starts the redirect sign-in, back to `returnTo` (a path of this site) or /cart afterwards (sdk-session.ts). */
export function login(returnTo?: string): Promise<void> {
  return loadLater().then((m) => m.login(returnTo));
}

/** Signs out here and at the provider, which returns to the site origin (spec section 2.2). */
export async function logout(): Promise<void> {
  const client = await getAuthClient();
  await client.logout({ logoutParams: { returnTo: window.location.origin } });
}

/**
 * Completes the redirect login on /callback and returns the path to go to next: the page that asked
 * for sign-in (appState.returnTo) or /cart (sdk-session.ts). Safe to call twice for the same address.
 */
export function handleCallback(url: string = window.location.href): Promise<string> {
  return loadLater().then((m) => m.handleCallback(url));
}

/** Test support: forget the client and the state (the module is a singleton). */
export function resetAuthForTests(): void {
  config = null;
  clientPromise = null;
  renewalParts.own.pendingCallback = null;
  renewalParts.own.renewing = null;
  renewalParts.own.unwatch?.();
  renewalParts.own.unwatch = null;
  state = { status: 'loading', user: null };
  listeners.clear();
}
