jest.mock('@auth0/auth0-spa-js', () => ({ createAuth0Client: jest.fn() }));

import { createAuth0Client } from '@auth0/auth0-spa-js';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { initAuth, resetAuthForTests } from './auth-client';
import { AuthProvider, useAuth } from './auth-context';
import { AuthRedirect } from './auth-redirect';
import { RequireAuth } from './require-auth';
import { fakeAuth0Client, storeFakeSession, TEST_AUTH_CONFIG, TEST_USER, type FakeAuth0Client } from './testing';

const create = createAuth0Client as unknown as jest.Mock;

function useClient(client: FakeAuth0Client) {
  create.mockImplementation(async () => client);
  return client;
}

function Where() {
  const l = useLocation();
  return <p data-testid="where">{l.pathname + l.search}</p>;
}

function Status() {
  const { status, user } = useAuth();
  return <p data-testid="status">{status}{user ? `:${user.email}` : ''}</p>;
}

beforeEach(() => {
  resetAuthForTests();
  create.mockReset();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('AuthProvider and useAuth', () => {
  it('moves from loading to authenticated with the user', async () => {
    let release!: () => void;
    const client = fakeAuth0Client({ user: TEST_USER });
    create.mockImplementation(() => new Promise((r) => { release = () => r(client); }));
    storeFakeSession();
    initAuth(TEST_AUTH_CONFIG);
    render(<AuthProvider><Status /></AuthProvider>);
    expect(screen.getByTestId('status')).toHaveTextContent('loading');
    await waitFor(() => expect(create).toHaveBeenCalled());
    await act(async () => release());
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('authenticated:buyer@example.com'));
  });

  it('shows unauthenticated at once for a visitor without a session', () => {
    useClient(fakeAuth0Client());
    initAuth(TEST_AUTH_CONFIG);
    render(<AuthProvider><Status /></AuthProvider>);
    expect(screen.getByTestId('status')).toHaveTextContent('unauthenticated');
  });

  it('useAuth also answers outside the provider (a remote on its own)', () => {
    useClient(fakeAuth0Client());
    initAuth(TEST_AUTH_CONFIG);
    render(<Status />);
    expect(screen.getByTestId('status')).toHaveTextContent('unauthenticated');
  });

  it('complains when initAuth was never called', async () => {
    render(<AuthProvider><Status /></AuthProvider>);
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('unauthenticated'));
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('initAuth() was never called'));
  });
});

describe('RequireAuth', () => {
  const guarded = (path = '/profile?tab=orders') => (
    <StrictMode>
      <AuthProvider>
        <MemoryRouter initialEntries={[path]}>
          <RequireAuth><h1>Your profile</h1></RequireAuth>
        </MemoryRouter>
      </AuthProvider>
    </StrictMode>
  );

  it('shows a skeleton while the state loads, not the page', () => {
    create.mockImplementation(() => new Promise(() => undefined));
    storeFakeSession();
    initAuth(TEST_AUTH_CONFIG);
    render(guarded());
    expect(screen.getByRole('status')).toHaveTextContent('Checking your sign-in');
    expect(screen.queryByRole('heading', { name: 'Your profile' })).not.toBeInTheDocument();
  });

  it('starts one sign-in by redirect that returns to the current address', async () => {
    const client = useClient(fakeAuth0Client({ user: null }));
    initAuth(TEST_AUTH_CONFIG);
    render(guarded('/success?session_id=cs_test_1'));
    await waitFor(() => expect(client.loginWithRedirect).toHaveBeenCalledTimes(1));
    expect(client.loginWithRedirect).toHaveBeenCalledWith({ appState: { returnTo: '/success?session_id=cs_test_1' } });
    expect(screen.getByRole('status')).toHaveTextContent('Taking you to sign in');
    expect(screen.queryByRole('heading', { name: 'Your profile' })).not.toBeInTheDocument();
  });

  it('renders the page for a signed-in user without starting a sign-in', async () => {
    const client = useClient(fakeAuth0Client({ user: TEST_USER }));
    storeFakeSession();
    initAuth(TEST_AUTH_CONFIG);
    render(guarded());
    expect(await screen.findByRole('heading', { name: 'Your profile' })).toBeInTheDocument();
    expect(client.loginWithRedirect).not.toHaveBeenCalled();
  });

  it('offers a retry when the sign-in service cannot be reached', async () => {
    create.mockRejectedValue(new Error('chunk load failed'));
    initAuth(TEST_AUTH_CONFIG);
    render(guarded());
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign-in is not available right now');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('AuthRedirect (spec 2.2)', () => {
  const app = () => (
    <StrictMode>
      <AuthProvider>
        <MemoryRouter initialEntries={['/a', '/b', '/c', '/redirect']} initialIndex={3}>
          <Routes>
            <Route path="/redirect" element={<AuthRedirect />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </AuthProvider>
    </StrictMode>
  );

  it('sends a signed-in user back three entries (once, even in strict mode)', async () => {
    useClient(fakeAuth0Client({ user: TEST_USER }));
    storeFakeSession();
    initAuth(TEST_AUTH_CONFIG);
    render(app());
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/a'));
  });

  it('sends an unauthenticated visitor to /', async () => {
    useClient(fakeAuth0Client());
    initAuth(TEST_AUTH_CONFIG);
    render(app());
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
  });
});

describe('RequireAuth for an address not confirmed yet', () => {
  const UNCONFIRMED = { ...TEST_USER, email: 'new.buyer@example.com', email_verified: false };
  const guarded = () => (
    <AuthProvider>
      <MemoryRouter initialEntries={['/profile']}>
        <RequireAuth><h1>Your profile</h1></RequireAuth>
      </MemoryRouter>
    </AuthProvider>
  );

  it('says to confirm it, not the page; "I have confirmed it" renews the token, and the page follows once the provider says confirmed', async () => {
    const client = useClient(fakeAuth0Client({ user: UNCONFIRMED }));
    storeFakeSession();
    initAuth(TEST_AUTH_CONFIG);
    render(guarded());
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm your email address first' })).toBeInTheDocument();
    expect(screen.getByText('new.buyer@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your profile' })).not.toBeInTheDocument();
    expect(client.loginWithRedirect).not.toHaveBeenCalled();
    await waitFor(() => expect(client.getTokenSilently).toHaveBeenCalledWith({ cacheMode: 'off' })); // on showing: confirmed elsewhere?

    fireEvent.click(screen.getByRole('button', { name: 'I have confirmed it' }));
    expect(await screen.findByText('Your address is not confirmed yet: open the link in the email first.')).toBeInTheDocument();

    client.setUser({ ...UNCONFIRMED, email_verified: true }); // the link followed
    fireEvent.click(screen.getByRole('button', { name: 'I have confirmed it' }));
    expect(await screen.findByRole('heading', { name: 'Your profile' })).toBeInTheDocument();
    expect(screen.queryByText('Confirm your email address first')).not.toBeInTheDocument();
  });

  it('Sign out signs out', async () => {
    const client = useClient(fakeAuth0Client({ user: UNCONFIRMED }));
    storeFakeSession();
    initAuth(TEST_AUTH_CONFIG);
    render(guarded());
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(client.logout).toHaveBeenCalledWith({ logoutParams: { returnTo: window.location.origin } }));
  });
});
