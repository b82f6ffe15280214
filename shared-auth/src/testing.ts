// Test support for shared-auth and its users (the shell's account components): a stand-in for the
// Auth0Client with jest mocks. Tests mock '@auth0/auth0-spa-js' so createAuth0Client returns it.
import type { User } from '@auth0/auth0-spa-js';

export interface FakeClientOptions {
  /** The signed-in user, or null when signed out. */
  user?: User | null;
  token?: string;
  /** Thrown by getTokenSilently. */
  tokenError?: unknown;
  /** Result of handleRedirectCallback. */
  appState?: unknown;
  callbackError?: unknown;
  /** User after a successful handleRedirectCallback. */
  userAfterCallback?: User;
}

export const TEST_USER: User = {
  email: 'buyer@example.com',
  name: 'Alex Morgan',
  picture: 'data:image/svg+xml;base64,PHN2Zy8+',
  sub: 'auth0|0123456789abcdef01234567',
};

export function fakeAuth0Client(o: FakeClientOptions = {}) {
  let user: User | null = o.user === undefined ? null : o.user;
  return {
    isAuthenticated: jest.fn(async () => !!user),
    getUser: jest.fn(async () => user ?? undefined),
    getTokenSilently: jest.fn(async (_opts?: { cacheMode?: 'on' | 'off' | 'cache-only' }) => {
      if (o.tokenError) throw o.tokenError;
      return o.token ?? 'access-token-1';
    }),
    getTokenWithPopup: jest.fn(async () => 'popup-token'),
    loginWithRedirect: jest.fn(async (_opts?: unknown) => undefined),
    logout: jest.fn(async (_opts?: unknown) => {
      user = null;
    }),
    handleRedirectCallback: jest.fn(async (_url?: string) => {
      if (o.callbackError) throw o.callbackError;
      user = o.userAfterCallback ?? TEST_USER;
      return { appState: o.appState };
    }),
    /** The user the provider now has (e.g. the address confirmed): what getUser answers from now on. */
    setUser(next: User | null) {
      user = next;
    },
  };
}

export type FakeAuth0Client = ReturnType<typeof fakeAuth0Client>;

/** Marks this browser as holding a stored session (the client is then consulted at start). */
export function storeFakeSession(clientId = 'storefront-spa'): void {
  window.localStorage.setItem(`@@auth0spajs@@::${clientId}::https://api.storefront.local::openid profile email read:current_user offline_access`, '{}');
}

export const TEST_AUTH_CONFIG = { domain: 'http://localhost:8081', clientId: 'storefront-spa', audience: 'https://api.storefront.local' };
