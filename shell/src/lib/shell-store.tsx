// The shell's state: one jotai store, provided by the shell (<Provider store={shellStore}>), holding
// what the shell shows of the buyer (auth) and the cart badge. It is fed only through the contracts of
// ARCHITECTURE section 3: the shared-auth client (subscribeAuth) and the cart event bus
// (`cart:changed`, and `storage` from other tabs, through shared-cart's subscribeCart). Remotes never
// read or write these atoms: a remote that only emits events keeps working.
import { startTransition, useEffect, type ReactNode } from 'react';
import { atom, createStore, useAtomValue } from 'jotai';
import { AuthProvider, getAuthState, subscribeAuth, type AuthState } from 'shared-auth';
import { cartCount, readCart, subscribeCart } from 'shared-cart';

export const authAtom = atom<AuthState>({ status: 'loading', user: null });
export const cartCountAtom = atom(0);

export type ShellStore = ReturnType<typeof createStore>;
export const shellStore: ShellStore = createStore();

/**
 * Feeds the store from the auth client and the cart bus; returns the unsubscribe. The first values
 * (the buyer's, where the server rendered a visitor's: auth loading, no badge) go in as a transition.
 */
export function connectShellStore(store: ShellStore = shellStore): () => void {
  startTransition(() => {
    store.set(authAtom, getAuthState());
    store.set(cartCountAtom, cartCount(readCart()));
  });
  const offAuth = subscribeAuth(() => store.set(authAtom, getAuthState()));
  const offCart = subscribeCart((d) => store.set(cartCountAtom, d.count));
  return () => { offAuth(); offCart(); };
}

/** The pages' useAuth() (shell and remotes) reads the shell's auth atom. */
export function ShellAuthProvider({ children }: { children: ReactNode }) {
  return <AuthProvider state={useAtomValue(authAtom)}>{children}</AuthProvider>;
}

/**
 * Connects the store once the page area has hydrated: the layout puts this beside the page, inside the
 * page's Suspense boundary, whose effects run when that boundary's hydration commits. The layout
 * (bars, footer) commits first, with the page still to hydrate; a change of the auth context above the
 * page before then made React hydrate the whole page at once, at the highest priority, in one task
 * (about 40 ms of script on this machine, 160 ms on the throttled phone) instead of in slices.
 */
export function ShellStoreFeed({ store = shellStore }: { store?: ShellStore }): null {
  useEffect(() => connectShellStore(store), [store]);
  return null;
}
