// React access to the sign-in state: AuthProvider (mounted once by the shell) and useAuth().
import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import {
  type AuthState, getAuthState, isAuthInitialized, login, logout, refreshAuthState, subscribeAuth, type AuthStatus, type AuthUser,
} from './auth-client';

export interface AuthContextValue {
  status: AuthStatus;
  user: AuthUser | null;
  /** Sign in by redirect; afterwards the buyer lands on `returnTo` (a path on this site) or /cart. */
  login: (returnTo?: string) => Promise<void>;
  /** Sign out here and at the provider; returns to the site origin. */
  logout: () => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

function useAuthStore() {
  return useSyncExternalStore(subscribeAuth, getAuthState, getAuthState);
}

function valueOf(status: AuthStatus, user: AuthUser | null): AuthContextValue {
  return { status, user, login, logout };
}

/**
 * Provides the sign-in state to the pages below it. The shell passes `state` from its own jotai
 * store (fed by this client); without it the provider reads the client itself.
 */
export function AuthProvider({ children, state }: { children: ReactNode; state?: AuthState }) {
  const own = useAuthStore();
  const { status, user } = state ?? own;
  useEffect(() => {
    if (!isAuthInitialized()) {
      console.error('[auth] <AuthProvider> is mounted but initAuth() was never called');
      void refreshAuthState();
    }
  }, []);
  const value = useMemo(() => valueOf(status, user), [status, user]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** { status: 'loading' | 'authenticated' | 'unauthenticated', user, login, logout }. */
export function useAuth(): AuthContextValue {
  const fromContext = useContext(AuthContext);
  // Outside a provider (a remote's standalone harness) the shared store still answers.
  const { status, user } = useAuthStore();
  const fallback = useMemo(() => valueOf(status, user), [status, user]);
  return fromContext ?? fallback;
}
