jest.mock('@auth0/auth0-spa-js', () => ({ createAuth0Client: jest.fn() }));

import { createAuth0Client } from '@auth0/auth0-spa-js';
import { waitFor } from '@testing-library/react';
import * as auth from './auth-client';
import { fakeAuth0Client, storeFakeSession, TEST_AUTH_CONFIG, TEST_USER, type FakeAuth0Client } from './testing';

const create = createAuth0Client as unknown as jest.Mock;

function useClient(client: FakeAuth0Client) {
  create.mockImplementation(async () => client);
  return client;
}

const flush = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  auth.resetAuthForTests();
  create.mockReset();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('start-up', () => {
  it('importing the module creates nothing and the state is loading', () => {
    expect(create).not.toHaveBeenCalled();
    expect(auth.getAuthState()).toEqual({ status: 'loading', user: null });
    expect(auth.isAuthInitialized()).toBe(false);
  });

  it('a visitor without a stored session is signed out at once, before auth0-spa-js loads', async () => {
    useClient(fakeAuth0Client());
    auth.initAuth(TEST_AUTH_CONFIG);
    expect(auth.getAuthState().status).toBe('unauthenticated');
    await flush();
    expect(create).not.toHaveBeenCalled(); // not loaded for an anonymous first visit
    await new Promise((r) => setTimeout(r, 1600));
    expect(create).not.toHaveBeenCalled();
    await auth.getAuthClient(); // first need creates it
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('creates the one client with the configured domain, audience, scope, refresh tokens and local storage', async () => {
    useClient(fakeAuth0Client({ user: TEST_USER }));
    storeFakeSession();
    auth.initAuth({ ...TEST_AUTH_CONFIG, domain: 'http://localhost:8081/' });
    auth.initAuth(TEST_AUTH_CONFIG);
    await waitFor(() => expect(auth.getAuthState().status).toBe('authenticated'));
    expect(create).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledWith({
      domain: 'http://localhost:8081',
      clientId: 'storefront-spa',
      authorizationParams: {
        audience: 'https://api.storefront.local',
        scope: 'openid profile email read:current_user offline_access',
        redirect_uri: 'http://localhost/callback',
      },
      useRefreshTokens: true,
      cacheLocation: 'localstorage',
    });
  });

  it('warns when initAuth is called again with another configuration and keeps the first', async () => {
    useClient(fakeAuth0Client());
    auth.initAuth(TEST_AUTH_CONFIG);
    auth.initAuth({ ...TEST_AUTH_CONFIG, clientId: 'other' });
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('another configuration'));
    await auth.getAuthClient();
    expect(create.mock.calls[0][0].clientId).toBe('storefront-spa');
  });

  it('a stored session goes loading → authenticated with email, name and picture', async () => {
    useClient(fakeAuth0Client({ user: TEST_USER }));
    storeFakeSession();
    auth.initAuth(TEST_AUTH_CONFIG);
    expect(auth.getAuthState().status).toBe('loading');
    await waitFor(() => expect(auth.getAuthState().status).toBe('authenticated'));
    expect(auth.getAuthState().user).toEqual({ email: TEST_USER.email, name: TEST_USER.name, picture: TEST_USER.picture });
  });

  it('a stored session that is no longer signed in resolves to unauthenticated', async () => {
    useClient(fakeAuth0Client({ user: null }));
    storeFakeSession();
    auth.initAuth(TEST_AUTH_CONFIG);
    await waitFor(() => expect(auth.getAuthState().status).toBe('unauthenticated'));
  });

  it('a session whose refresh token is refused is cleared locally', async () => {
    const client = useClient(fakeAuth0Client({ user: TEST_USER, tokenError: Object.assign(new Error('grant request is invalid'), { error: 'invalid_grant' }) }));
    storeFakeSession();
    auth.initAuth(TEST_AUTH_CONFIG);
    await waitFor(() => expect(auth.getAuthState().status).toBe('unauthenticated'));
    expect(client.logout).toHaveBeenCalledWith({ openUrl: false });
  });

  it('a network failure while refreshing keeps the session', async () => {
    const client = useClient(fakeAuth0Client({ user: TEST_USER, tokenError: new TypeError('Failed to fetch') }));
    storeFakeSession();
    auth.initAuth(TEST_AUTH_CONFIG);
    await waitFor(() => expect(auth.getAuthState().status).toBe('authenticated'));
    expect(client.logout).not.toHaveBeenCalled();
  });

  it('a client that cannot start leaves the visitor signed out, with the error logged', async () => {
    create.mockRejectedValue(new Error('chunk failed'));
    storeFakeSession();
    auth.initAuth(TEST_AUTH_CONFIG);
    await waitFor(() => expect(auth.getAuthState().status).toBe('unauthenticated'));
    expect(console.error).toHaveBeenCalled();
  });

  it('notifies subscribers on change and stops after unsubscribe', async () => {
    useClient(fakeAuth0Client({ user: TEST_USER }));
    storeFakeSession();
    const seen: string[] = [];
    const off = auth.subscribeAuth(() => seen.push(auth.getAuthState().status));
    auth.initAuth(TEST_AUTH_CONFIG);
    await waitFor(() => expect(seen).toEqual(['authenticated']));
    off();
    await auth.refreshAuthState();
    expect(seen).toEqual(['authenticated']);
  });
});

describe('getAccessToken', () => {
  it('is null before initAuth', async () => {
    expect(await auth.getAccessToken()).toBeNull();
  });

  it('returns the token of a signed-in user', async () => {
    useClient(fakeAuth0Client({ user: TEST_USER, token: 'tok-42' }));
    storeFakeSession();
    auth.initAuth(TEST_AUTH_CONFIG);
    expect(await auth.getAccessToken()).toBe('tok-42');
  });

  it('is null when signed out, without asking for a token', async () => {
    const client = useClient(fakeAuth0Client({ user: null }));
    auth.initAuth(TEST_AUTH_CONFIG);
    expect(await auth.getAccessToken()).toBeNull();
    await auth.getAuthClient();
    expect(await auth.getAccessToken()).toBeNull();
    expect(client.getTokenSilently).not.toHaveBeenCalled();
  });

  it('logs a failure and returns null; an ended session signs out', async () => {
    const client = useClient(fakeAuth0Client({ user: TEST_USER }));
    storeFakeSession();
    auth.initAuth(TEST_AUTH_CONFIG);
    await waitFor(() => expect(auth.getAuthState().status).toBe('authenticated'));
    client.getTokenSilently.mockRejectedValueOnce(Object.assign(new Error('Missing Refresh Token'), { error: 'missing_refresh_token' }));
    expect(await auth.getAccessToken()).toBeNull();
    expect(console.error).toHaveBeenCalledWith('[auth] could not get an access token', expect.any(Error));
    expect(auth.getAuthState().status).toBe('unauthenticated');
  });

  it('uses the popup variant when a tenant asks for consent on localhost', async () => {
    const client = useClient(fakeAuth0Client({ user: TEST_USER }));
    storeFakeSession();
    auth.initAuth(TEST_AUTH_CONFIG);
    await waitFor(() => expect(auth.getAuthState().status).toBe('authenticated'));
    client.getTokenSilently.mockRejectedValueOnce(Object.assign(new Error('Consent required'), { error: 'consent_required' }));
    expect(await auth.getAccessToken()).toBe('popup-token');
    expect(client.getTokenWithPopup).toHaveBeenCalledTimes(1);
  });
});

describe('login and logout', () => {
  it('login() returns to the cart, login(path) to that path, and unsafe paths fall back to the cart', async () => {
    const client = useClient(fakeAuth0Client());
    auth.initAuth(TEST_AUTH_CONFIG);
    await auth.login();
    await auth.login('/profile?tab=orders');
    await auth.login('//evil.example/steal');
    expect(client.loginWithRedirect.mock.calls.map((c) => c[0])).toEqual([
      { appState: { returnTo: '/cart' } },
      { appState: { returnTo: '/profile?tab=orders' } },
      { appState: { returnTo: '/cart' } },
    ]);
  });

  it('logout() returns to the site origin', async () => {
    const client = useClient(fakeAuth0Client({ user: TEST_USER }));
    auth.initAuth(TEST_AUTH_CONFIG);
    await auth.logout();
    expect(client.logout).toHaveBeenCalledWith({ logoutParams: { returnTo: 'http://localhost' } });
  });

  it('login before initAuth fails loudly', async () => {
    await expect(auth.login()).rejects.toThrow(/initAuth/);
  });
});

describe('handleCallback', () => {
  const callbackUrl = 'http://localhost/callback?code=abc&state=xyz';

  it('on /callback the state waits for the code exchange, then returns to the page that asked', async () => {
    window.history.replaceState(null, '', '/callback?code=abc&state=xyz');
    const client = useClient(fakeAuth0Client({ user: null, appState: { returnTo: '/profile' } }));
    auth.initAuth(TEST_AUTH_CONFIG);
    await flush();
    expect(create).toHaveBeenCalledTimes(1);
    expect(auth.getAuthState().status).toBe('loading'); // no flash of the Log In button
    expect(client.isAuthenticated).not.toHaveBeenCalled();
    await expect(auth.handleCallback()).resolves.toBe('/profile');
    expect(client.handleRedirectCallback).toHaveBeenCalledWith(callbackUrl);
    expect(auth.getAuthState().status).toBe('authenticated');
    expect(auth.getAuthState().user?.email).toBe('buyer@example.com');
  });

  it('defaults to /cart, and refuses an unsafe returnTo', async () => {
    useClient(fakeAuth0Client({ appState: undefined }));
    auth.initAuth(TEST_AUTH_CONFIG);
    await expect(auth.handleCallback(callbackUrl)).resolves.toBe('/cart');
    auth.resetAuthForTests();
    useClient(fakeAuth0Client({ appState: { returnTo: 'https://evil.example/' } }));
    auth.initAuth(TEST_AUTH_CONFIG);
    await expect(auth.handleCallback(callbackUrl)).resolves.toBe('/cart');
  });

  it('exchanges the code once when called twice (strict mode)', async () => {
    const client = useClient(fakeAuth0Client({ appState: { returnTo: '/checkout' } }));
    auth.initAuth(TEST_AUTH_CONFIG);
    const [a, b] = await Promise.all([auth.handleCallback(callbackUrl), auth.handleCallback(callbackUrl)]);
    expect([a, b]).toEqual(['/checkout', '/checkout']);
    expect(client.handleRedirectCallback).toHaveBeenCalledTimes(1);
  });

  it('an error from the provider rejects and the state still resolves', async () => {
    const client = useClient(fakeAuth0Client({ callbackError: Object.assign(new Error('access denied'), { error: 'access_denied' }) }));
    auth.initAuth(TEST_AUTH_CONFIG);
    await expect(auth.handleCallback('http://localhost/callback?error=access_denied&state=xyz')).rejects.toThrow('access denied');
    expect(client.handleRedirectCallback).toHaveBeenCalled();
    expect(auth.getAuthState().status).toBe('unauthenticated');
  });

  it('/callback opened without a code completes nothing and goes to the cart', async () => {
    const client = useClient(fakeAuth0Client());
    auth.initAuth(TEST_AUTH_CONFIG);
    await expect(auth.handleCallback('http://localhost/callback')).resolves.toBe('/cart');
    expect(client.handleRedirectCallback).not.toHaveBeenCalled();
  });
});

describe('a stored session read without the SDK', () => {
  const SCOPE = 'openid profile email offline_access read:current_user';
  /** What auth0-spa-js (cacheLocation 'localstorage') writes after a sign-in: the ID token's entry and the access token's. */
  function storeSession(o: { expiresIn?: number; tokenType?: string; scope?: string; user?: object | null; token?: string } = {}) {
    const { clientId, audience } = TEST_AUTH_CONFIG;
    if (o.user !== null) {
      window.localStorage.setItem(`@@auth0spajs@@::${clientId}::@@user@@`, JSON.stringify({
        id_token: 'id.token.sig', decodedToken: { claims: { __raw: 'id.token.sig', ...TEST_USER }, user: o.user ?? TEST_USER },
      }));
    }
    window.localStorage.setItem(`@@auth0spajs@@::${clientId}::${audience}::${o.scope ?? SCOPE}`, JSON.stringify({
      body: {
        access_token: o.token ?? 'stored-access-token', id_token: 'id.token.sig', expires_in: 3600, scope: o.scope ?? SCOPE,
        audience, client_id: clientId, refresh_token: 'refresh-1', ...(o.tokenType ? { token_type: o.tokenType } : {}),
      },
      expiresAt: Math.floor(Date.now() / 1000) + (o.expiresIn ?? 3600),
    }));
  }

  it('is signed in at once, with the stored user, and answers the API token without loading the SDK', async () => {
    useClient(fakeAuth0Client({ user: TEST_USER, token: 'from-the-sdk' }));
    storeSession({ tokenType: 'Bearer' });
    auth.initAuth(TEST_AUTH_CONFIG);
    expect(auth.getAuthState()).toEqual({ status: 'authenticated', user: { email: TEST_USER.email, name: TEST_USER.name, picture: TEST_USER.picture } });
    expect(await auth.getAccessToken()).toBe('stored-access-token');
    await new Promise((r) => setTimeout(r, 50));
    expect(create).not.toHaveBeenCalled();
  });

  it('Log Out loads the SDK then and signs out through it', async () => {
    const client = useClient(fakeAuth0Client({ user: TEST_USER }));
    storeSession();
    auth.initAuth(TEST_AUTH_CONFIG);
    expect(create).not.toHaveBeenCalled();
    await auth.logout();
    expect(client.logout).toHaveBeenCalledWith({ logoutParams: { returnTo: window.location.origin } });
  });

  it.each([
    ['a token with less than a minute left', { expiresIn: 59 }],
    ['a DPoP token', { tokenType: 'DPoP' }],
    ['a token without the API scope', { scope: 'openid profile email offline_access' }],
    ['no ID token entry', { user: null }],
    ['a user without an email', { user: { sub: 'auth0|1', name: 'No Email' } }],
  ])('%s is left to the SDK, which reads the session as before', async (_label, o) => {
    useClient(fakeAuth0Client({ user: TEST_USER, token: 'from-the-sdk' }));
    storeSession(o);
    auth.initAuth(TEST_AUTH_CONFIG);
    expect(auth.getAuthState().status).toBe('loading');
    await waitFor(() => expect(auth.getAuthState().status).toBe('authenticated'));
    expect(create).toHaveBeenCalledTimes(1);
    expect(await auth.getAccessToken()).toBe('from-the-sdk');
  });

  it('a sign-out in another tab (the entries removed) counts at the next token', async () => {
    useClient(fakeAuth0Client({ user: null }));
    storeSession();
    auth.initAuth(TEST_AUTH_CONFIG);
    expect(await auth.getAccessToken()).toBe('stored-access-token');
    window.localStorage.clear();
    expect(await auth.getAccessToken()).toBeNull();
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('an entry that is not JSON is ignored', async () => {
    useClient(fakeAuth0Client({ user: TEST_USER, token: 'from-the-sdk' }));
    storeSession();
    window.localStorage.setItem(`@@auth0spajs@@::${TEST_AUTH_CONFIG.clientId}::@@user@@`, '{not json');
    auth.initAuth(TEST_AUTH_CONFIG);
    await waitFor(() => expect(auth.getAuthState().status).toBe('authenticated'));
    expect(await auth.getAccessToken()).toBe('from-the-sdk');
  });
});

describe('an address not confirmed yet (email_verified false), then confirmed', () => {
  const UNCONFIRMED = { ...TEST_USER, email: 'new.buyer@example.com', email_verified: false };
  const CONFIRMED = { ...UNCONFIRMED, email_verified: true };
  const { clientId, audience } = TEST_AUTH_CONFIG;
  const USER_KEY = `@@auth0spajs@@::${clientId}::@@user@@`;
  /** The SDK's entries after a sign-in (or a renewal) of `user`, with this access token. */
  function storeSession(user: object, token: string) {
    window.localStorage.setItem(USER_KEY, JSON.stringify({ id_token: 'id', decodedToken: { claims: { __raw: 'id', ...user }, user } }));
    window.localStorage.setItem(`@@auth0spajs@@::${clientId}::${audience}::openid profile email offline_access read:current_user`, JSON.stringify({
      body: { access_token: token, expires_in: 3600, audience, client_id: clientId, refresh_token: 'r1' },
      expiresAt: Math.floor(Date.now() / 1000) + 3600,
    }));
  }

  it('the state says so, and the start renews once at the provider (cacheMode off): confirmed since, the state follows', async () => {
    const client = useClient(fakeAuth0Client({ user: CONFIRMED, token: 'verified-token' }));
    storeSession(UNCONFIRMED, 'unverified-token');
    auth.initAuth(TEST_AUTH_CONFIG);
    expect(auth.getAuthState()).toEqual({ status: 'authenticated', user: { email: 'new.buyer@example.com', name: TEST_USER.name, picture: TEST_USER.picture, emailVerified: false } });
    await waitFor(() => expect(auth.getAuthState().user).toEqual({ email: 'new.buyer@example.com', name: TEST_USER.name, picture: TEST_USER.picture }));
    expect(client.getTokenSilently).toHaveBeenCalledTimes(1);
    expect(client.getTokenSilently).toHaveBeenCalledWith({ cacheMode: 'off' });
  });

  it('a confirmed stored session renews nothing at start (no SDK)', async () => {
    useClient(fakeAuth0Client({ user: CONFIRMED }));
    storeSession(CONFIRMED, 'verified-token');
    auth.initAuth(TEST_AUTH_CONFIG);
    await flush();
    expect(create).not.toHaveBeenCalled();
    expect(auth.getAuthState().user?.emailVerified).toBeUndefined();
  });

  it('renewAccessToken: a token from the provider, not the cache; calls at the same time share one renewal', async () => {
    const client = useClient(fakeAuth0Client({ user: UNCONFIRMED, token: 'renewed' }));
    storeSession(UNCONFIRMED, 'unverified-token');
    auth.initAuth(TEST_AUTH_CONFIG);
    await waitFor(() => expect(client.getTokenSilently).toHaveBeenCalledTimes(1)); // the start's
    expect(auth.getAuthState().user?.emailVerified).toBe(false); // (still unconfirmed at the provider)
    client.setUser(CONFIRMED);
    const both = await Promise.all([auth.renewAccessToken(), auth.renewAccessToken()]);
    expect(both).toEqual(['renewed', 'renewed']);
    expect(client.getTokenSilently).toHaveBeenCalledTimes(2);
    expect(client.getTokenSilently).toHaveBeenLastCalledWith({ cacheMode: 'off' });
    expect(auth.getAuthState().user?.emailVerified).toBeUndefined();
  });

  it('renewAccessToken: a session the provider ended signs out here; network trouble keeps it', async () => {
    const down = useClient(fakeAuth0Client({ user: UNCONFIRMED, tokenError: Object.assign(new Error('offline'), { error: 'timeout' }) }));
    storeSession(UNCONFIRMED, 'unverified-token');
    auth.initAuth(TEST_AUTH_CONFIG);
    expect(await auth.renewAccessToken()).toBeNull();
    expect(auth.getAuthState().status).toBe('authenticated');
    expect(down.logout).not.toHaveBeenCalled();

    auth.resetAuthForTests();
    const gone = useClient(fakeAuth0Client({ user: UNCONFIRMED, tokenError: Object.assign(new Error('expired'), { error: 'invalid_grant' }) }));
    auth.initAuth(TEST_AUTH_CONFIG);
    expect(await auth.renewAccessToken()).toBeNull();
    expect(gone.logout).toHaveBeenCalledWith({ openUrl: false });
    expect(auth.getAuthState().status).toBe('unauthenticated');
  });

  it('another tab renewed after the confirmation (a storage event): the state follows the stored tokens, without a request here', async () => {
    const client = useClient(fakeAuth0Client({ user: UNCONFIRMED, tokenError: Object.assign(new Error('offline'), { error: 'timeout' }) }));
    storeSession(UNCONFIRMED, 'unverified-token');
    auth.initAuth(TEST_AUTH_CONFIG);
    await waitFor(() => expect(client.getTokenSilently).toHaveBeenCalledTimes(1));
    expect(auth.getAuthState().user?.emailVerified).toBe(false);
    storeSession(CONFIRMED, 'verified-token'); // what the other tab's SDK wrote
    window.dispatchEvent(new StorageEvent('storage', { key: USER_KEY }));
    expect(auth.getAuthState().user?.emailVerified).toBeUndefined();
    expect(await auth.getAccessToken()).toBe('verified-token');
    expect(client.getTokenSilently).toHaveBeenCalledTimes(1);
  });

  it('the tab coming back into view renews once (the link was opened elsewhere); a confirmed user renews nothing', async () => {
    const client = useClient(fakeAuth0Client({ user: UNCONFIRMED }));
    storeSession(UNCONFIRMED, 'unverified-token');
    auth.initAuth(TEST_AUTH_CONFIG);
    await waitFor(() => expect(client.getTokenSilently).toHaveBeenCalledTimes(1));
    client.setUser(CONFIRMED);
    jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 10_000);
    window.dispatchEvent(new Event('focus'));
    window.dispatchEvent(new Event('focus')); // (at most once in a few seconds)
    await waitFor(() => expect(auth.getAuthState().user?.emailVerified).toBeUndefined());
    expect(client.getTokenSilently).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new Event('focus'));
    await flush();
    expect(client.getTokenSilently).toHaveBeenCalledTimes(2);
  });
});
