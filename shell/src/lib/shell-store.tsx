// The shell's state: one jotai store, provided by the shell (<Provider store={shellStore}>), holding
// what the shell shows of the buyer (auth) and the cart badge. It is fed only through the contracts of
// ARCHITECTURE section 3: the shared-auth client (subscribeAuth) and the cart event bus
// (`cart:changed`, and `storage` from other tabs, through shared-cart's subscribeCart). Remotes never
// read or write these atoms: a remote that only emits events keeps working.
import type { ReactNode } from 'react';
import { atom, createStore, useAtomValue } from 'jotai';
import { AuthProvider, getAuthState, subscribeAuth, type AuthState } from 'shared-auth';
import { cartCount, readCart, subscribeCart } from 'shared-cart';

export const authAtom = atom<AuthState>({ status: 'loading', user: null });
export const cartCountAtom = atom(0);

export type ShellStore = ReturnType<typeof createStore>;
export const shellStore: ShellStore = createStore();

/** Feeds the store from the auth client and the cart bus; returns the unsubscribe. */
export function connectShellStore(store: ShellStore = shellStore): () => void {
  store.set(authAtom, getAuthState());
  store.set(cartCountAtom, cartCount(readCart()));
  const offAuth = subscribeAuth(() => store.set(authAtom, getAuthState()));
  const offCart = subscribeCart((d) => store.set(cartCountAtom, d.count));
  return () => { offAuth(); offCart(); };
}

/** The pages' useAuth() (shell and remotes) reads the shell's auth atom. */
export function ShellAuthProvider({ children }: { children: ReactNode }) {
  return <AuthProvider state={useAtomValue(authAtom)}>{children}</AuthProvider>;
}
