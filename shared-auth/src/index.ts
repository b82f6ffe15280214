// shared-auth: the site's one sign-in client and the React pieces around it.
export {
  AUTH_SCOPE, getAccessToken, getAuthClient, getAuthState, handleCallback, initAuth, isAuthInitialized, login, logout, preloadAuth,
  refreshAuthState, renewAccessToken, subscribeAuth,
} from './auth-client';
export type { AuthConfig, AuthState, AuthStatus, AuthUser } from './auth-client';
export { AuthProvider, useAuth } from './auth-context';
export type { AuthContextValue } from './auth-context';
export { RequireAuth } from './require-auth';
export { AuthRedirect } from './auth-redirect';
