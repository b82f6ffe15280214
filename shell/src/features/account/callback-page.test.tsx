// The page runs the real sign-in completion (shared-auth's handleCallback); only the identity
// provider's client (auth0-spa-js, resolved as shared-auth resolves it) is a stand-in.
jest.mock('../../../../shared-auth/node_modules/@auth0/auth0-spa-js', () => ({ createAuth0Client: jest.fn() }));

import { createAuth0Client } from '../../../../shared-auth/node_modules/@auth0/auth0-spa-js';
import { render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { initAuth, getAuthState } from 'shared-auth';
import { resetAuthForTests } from 'shared-auth/src/auth-client';
import { fakeAuth0Client, TEST_AUTH_CONFIG, type FakeClientOptions } from 'shared-auth/src/testing';
import { CallbackPage } from './callback-page';

const create = createAuth0Client as unknown as jest.Mock;

function Where() {
  const l = useLocation();
  return <p data-testid="where">{l.pathname + l.search}</p>;
}

/** The browser is on the provider's return address; the page completes the sign-in from it. */
function app(client: FakeClientOptions, search = '?code=abc&state=xyz') {
  window.history.replaceState(null, '', `/callback${search}`);
  const fake = fakeAuth0Client(client);
  create.mockImplementation(async () => fake);
  initAuth(TEST_AUTH_CONFIG);
  render(
    <StrictMode>
      <MemoryRouter initialEntries={[`/callback${search}`]}>
        <Routes>
          <Route path="/callback" element={<CallbackPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </StrictMode>,
  );
  return fake;
}

beforeEach(() => {
  resetAuthForTests();
  create.mockReset();
  window.localStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

it('shows that sign-in is being completed', () => {
  create.mockImplementation(() => new Promise(() => undefined));
  window.history.replaceState(null, '', '/callback?code=abc&state=xyz');
  initAuth(TEST_AUTH_CONFIG);
  render(<MemoryRouter initialEntries={['/callback?code=abc&state=xyz']}><CallbackPage /></MemoryRouter>);
  expect(screen.getByRole('heading', { level: 1, name: 'Signing you in' })).toBeInTheDocument();
  // (its head is the route's handle.meta, written by the server and the shell: server/test/seo.test.ts)
});

it('goes to the page that asked for sign-in, once signed in', async () => {
  const fake = app({ appState: { returnTo: '/success?session_id=cs_1' } });
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/success?session_id=cs_1'));
  expect(fake.handleRedirectCallback).toHaveBeenCalledTimes(1);
  expect(getAuthState().status).toBe('authenticated');
});

it('goes to the cart by default: no page asked for', async () => {
  app({ appState: undefined });
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/cart$/));
});

it('goes to the cart, not elsewhere, when the page carried through the provider is unsafe', async () => {
  app({ appState: { returnTo: 'https://evil.example/' } });
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/cart$/));
});

it('goes to the cart when /callback is opened without a code', async () => {
  const fake = app({}, '');
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/cart$/));
  expect(fake.handleRedirectCallback).not.toHaveBeenCalled();
});

it('a failed sign-in goes to the generic error page', async () => {
  const err = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  app({ callbackError: new Error('Invalid state') });
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/generic-error'));
  expect(err).toHaveBeenCalledWith('[auth] sign-in could not be completed', expect.any(Error));
});
