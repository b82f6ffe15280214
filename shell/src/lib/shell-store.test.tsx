// The shell's jotai store: fed by the cart event bus and the shared-auth client only.
// A remote's add-to-cart (shared-cart's bus, or the bare `cart:changed` event a remote may emit)
// moves the shell's badge; signing out clears what the shell shows of the buyer.
const fakeAuth = (() => {
  let state: { status: 'loading' | 'authenticated' | 'unauthenticated'; user: { email: string; name: string; picture: string } | null } = { status: 'loading', user: null };
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    subscribe: (l: () => void) => { listeners.add(l); return () => { listeners.delete(l); }; },
    set: (next: typeof state) => { state = next; listeners.forEach((l) => l()); },
  };
})();
jest.mock('shared-auth', () => ({
  ...jest.requireActual('shared-auth'),
  getAuthState: () => fakeAuth.get(),
  subscribeAuth: (l: () => void) => fakeAuth.subscribe(l),
  isAuthInitialized: () => true,
}));

import { act, render, screen } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { addToCart, clearCart, CART_EVENT } from 'shared-cart';
import { AccountArea } from '../features/account/account-area';
import { BottomBar } from '../features/nav/bottom-bar';
import { CartLink } from '../features/nav/cart-link';
import { ShellAuthProvider, authAtom, cartCountAtom, connectShellStore } from './shell-store';

const USER = { email: 'buyer@example.com', name: 'Alex Morgan', picture: 'data:image/svg+xml;base64,PHN2Zy8+' };

function renderShell() {
  const store = createStore();
  const disconnect = connectShellStore(store);
  render(
    <Provider store={store}>
      <MemoryRouter>
        <ShellAuthProvider>
          <CartLink />
          <BottomBar />
          <AccountArea />
        </ShellAuthProvider>
      </MemoryRouter>
    </Provider>,
  );
  return { store, disconnect };
}

afterEach(() => { localStorage.clear(); fakeAuth.set({ status: 'loading', user: null }); });

describe('the shell store', () => {
  it("a remote's add-to-cart event moves the shell's badge (top bar and tab bar)", () => {
    const { store, disconnect } = renderShell();
    const badges = () => [screen.getByTestId('cart-badge'), screen.getByTestId('bottom-cart-badge')].map((b) => b.textContent);
    expect(badges()).toEqual(['0', '0']);
    // what a remote does: shared-cart writes the cart and emits cart:changed
    act(() => { addToCart({ productId: 7, productDetailType: 'certification', quantity: 1 }); });
    expect(store.get(cartCountAtom)).toBe(1);
    expect(badges()).toEqual(['1', '1']);
    // a remote that only emits the versioned event, without touching any atom
    act(() => { window.dispatchEvent(new CustomEvent(CART_EVENT, { detail: { v: 1, count: 3, items: [] } })); });
    expect(badges()).toEqual(['3', '3']);
    act(() => { clearCart(); });
    expect(badges()).toEqual(['0', '0']);
    disconnect();
  });

  it('sign-out clears what the shell shows of the buyer', async () => {
    const { store, disconnect } = renderShell();
    act(() => fakeAuth.set({ status: 'authenticated', user: USER }));
    expect(store.get(authAtom).user?.email).toBe('buyer@example.com');
    expect(await screen.findByRole('button', { name: 'Account menu for buyer@example.com' })).toBeInTheDocument();
    act(() => fakeAuth.set({ status: 'unauthenticated', user: null }));
    expect(store.get(authAtom)).toEqual({ status: 'unauthenticated', user: null });
    expect(screen.queryByRole('button', { name: /Account menu/ })).toBeNull();
    expect(screen.queryByText(/buyer@example\.com|Alex Morgan/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
    disconnect();
  });
});
