jest.mock('shared-auth', () => ({ handleCallback: jest.fn() }));

import { render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { handleCallback } from 'shared-auth';
import { CallbackPage } from './callback-page';

const mocked = handleCallback as jest.MockedFunction<typeof handleCallback>;

function Where() {
  const l = useLocation();
  return <p data-testid="where">{l.pathname + l.search}</p>;
}

const app = () => render(
  <StrictMode>
    <MemoryRouter initialEntries={['/callback?code=abc&state=xyz']}>
      <Routes>
        <Route path="/callback" element={<CallbackPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>
  </StrictMode>,
);

afterEach(() => jest.clearAllMocks());

it('shows that sign-in is being completed', () => {
  mocked.mockReturnValue(new Promise(() => undefined));
  app();
  expect(screen.getByRole('heading', { level: 1, name: 'Signing you in' })).toBeInTheDocument();
  expect(document.title).toBe('Signing you in | ACMA');
});

it('goes to the page that asked for sign-in', async () => {
  mocked.mockResolvedValue('/success?session_id=cs_1');
  app();
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/success?session_id=cs_1'));
});

it('goes to the cart by default (the path handleCallback returns)', async () => {
  mocked.mockResolvedValue('/cart');
  app();
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/cart'));
});

it('a failed sign-in goes to the generic error page', async () => {
  const err = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  mocked.mockRejectedValue(new Error('Invalid state'));
  app();
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/generic-error'));
  expect(err).toHaveBeenCalledWith('[auth] sign-in could not be completed', expect.any(Error));
});
