jest.mock('shared-auth', () => ({ useAuth: jest.fn(), preloadAuth: jest.fn() }));

import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { preloadAuth, useAuth, type AuthContextValue } from 'shared-auth';
import { AccountArea } from './account-area';
import { DrawerAccount } from './drawer-account';

const mockedUseAuth = useAuth as jest.MockedFunction<typeof useAuth>;
const USER = { email: 'buyer@example.com', name: 'Alex Morgan', picture: 'data:image/svg+xml;base64,PHN2Zy8+' };

function auth(partial: Partial<AuthContextValue>): AuthContextValue {
  const value: AuthContextValue = {
    status: 'unauthenticated', user: null, login: jest.fn(async () => undefined), logout: jest.fn(async () => undefined), ...partial,
  };
  mockedUseAuth.mockReturnValue(value);
  return value;
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderBar(ui = <AccountArea />) {
  return render(
    <MemoryRouter initialEntries={['/catalog']}>
      <button type="button">elsewhere</button>
      {ui}
      <Routes><Route path="*" element={<Where />} /></Routes>
    </MemoryRouter>,
  );
}

afterEach(() => jest.clearAllMocks());

describe('AccountArea', () => {
  it('shows a skeleton (no button) while the sign-in state loads', () => {
    auth({ status: 'loading' });
    renderBar();
    expect(screen.getByTestId('account-skeleton')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Checking your sign-in');
    expect(screen.queryByRole('button', { name: /log in|account/i })).not.toBeInTheDocument();
  });

  it('shows Log In when signed out; it starts sign-in (which returns to the cart)', async () => {
    const a = auth({ status: 'unauthenticated' });
    renderBar();
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(a.login).toHaveBeenCalledWith();
  });

  it('re-enables Log In when sign-in cannot start', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    auth({ status: 'unauthenticated', login: jest.fn(async () => { throw new Error('offline'); }) });
    renderBar();
    const button = screen.getByRole('button', { name: 'Log In' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toBeEnabled());
  });

  describe('signed in', () => {
    it('the menu shows the email and links Home, Cart, Profile, FAQs, then Sign out', async () => {
      auth({ status: 'authenticated', user: USER });
      renderBar();
      const button = await screen.findByRole('button', { name: 'Account menu for buyer@example.com' });
      expect(button).toHaveAttribute('aria-haspopup', 'menu');
      expect(button).toHaveAttribute('aria-expanded', 'false');
      await userEvent.click(button);
      expect(button).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByTestId('account-email')).toHaveTextContent('buyer@example.com');
      const items = screen.getAllByRole('menuitem');
      expect(items.map((i) => i.textContent)).toEqual(['Home', 'Cart', 'Profile', 'FAQs', 'Sign out']);
      expect(items.slice(0, 4).map((i) => i.getAttribute('href'))).toEqual(['/', '/cart', '/profile', '/faq']);
      expect(items[0]).toHaveFocus();
    });

    it('keyboard: Enter opens on the first item, arrows move and wrap, Escape closes and returns focus', async () => {
      auth({ status: 'authenticated', user: USER });
      renderBar();
      const button = await screen.findByRole('button', { name: /account menu/i });
      button.focus();
      await userEvent.keyboard('{Enter}');
      const items = screen.getAllByRole('menuitem');
      expect(items[0]).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}');
      expect(items[1]).toHaveFocus();
      await userEvent.keyboard('{ArrowUp}{ArrowUp}');
      expect(items[4]).toHaveFocus(); // wrapped to Sign out
      await userEvent.keyboard('{Home}');
      expect(items[0]).toHaveFocus();
      await userEvent.keyboard('{End}');
      expect(items[4]).toHaveFocus();
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
      expect(button).toHaveFocus();
    });

    it('keyboard: Space opens, ArrowUp on the button opens on the last item', async () => {
      auth({ status: 'authenticated', user: USER });
      renderBar();
      const button = await screen.findByRole('button', { name: /account menu/i });
      button.focus();
      await userEvent.keyboard(' ');
      expect(screen.getAllByRole('menuitem')[0]).toHaveFocus();
      await userEvent.keyboard('{Escape}');
      await userEvent.keyboard('{ArrowUp}');
      expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    });

    it('choosing a link navigates and closes the menu', async () => {
      auth({ status: 'authenticated', user: USER });
      renderBar();
      await userEvent.click(await screen.findByRole('button', { name: /account menu/i }));
      await userEvent.click(screen.getByRole('menuitem', { name: 'Profile' }));
      expect(screen.getByTestId('where')).toHaveTextContent('/profile');
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    });

    it('Space on a focused link follows it', async () => {
      auth({ status: 'authenticated', user: USER });
      renderBar();
      (await screen.findByRole('button', { name: /account menu/i })).focus();
      await userEvent.keyboard('{Enter}{ArrowDown}');
      await userEvent.keyboard(' ');
      expect(screen.getByTestId('where')).toHaveTextContent('/cart');
    });

    it('Sign out calls logout; opening the menu warms the sign-in client for it', async () => {
      const a = auth({ status: 'authenticated', user: USER });
      renderBar();
      (preloadAuth as jest.Mock).mockClear();
      await userEvent.click(await screen.findByRole('button', { name: /account menu/i }));
      expect(preloadAuth).toHaveBeenCalled();
      await userEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
      expect(a.logout).toHaveBeenCalledTimes(1);
    });

    it('a click or focus outside closes the menu', async () => {
      auth({ status: 'authenticated', user: USER });
      renderBar();
      await userEvent.click(await screen.findByRole('button', { name: /account menu/i }));
      expect(screen.getByRole('menu')).toBeInTheDocument();
      fireEvent.mouseDown(document.body);
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
      await userEvent.click(await screen.findByRole('button', { name: /account menu/i }));
      act(() => screen.getByRole('button', { name: 'elsewhere' }).focus());
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    });
  });
});

describe('DrawerAccount', () => {
  it('shows the picture and email when signed in, with Sign out', async () => {
    const a = auth({ status: 'authenticated', user: USER });
    const { container } = renderBar(<DrawerAccount />);
    expect(screen.getByTestId('drawer-email')).toHaveTextContent('buyer@example.com');
    expect(screen.getByText('Alex Morgan')).toBeInTheDocument();
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('src', USER.picture);
    expect(img).toHaveAttribute('width', '48');
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(a.logout).toHaveBeenCalled();
  });

  it('shows initials when the picture is missing', () => {
    auth({ status: 'authenticated', user: { ...USER, picture: '' } });
    renderBar(<DrawerAccount />);
    expect(screen.getByText('AM')).toBeInTheDocument();
  });

  it('shows Log In when signed out', async () => {
    const a = auth({ status: 'unauthenticated' });
    renderBar(<DrawerAccount />);
    expect(screen.queryByTestId('drawer-email')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(a.login).toHaveBeenCalled();
  });

  it('shows a skeleton while loading', () => {
    auth({ status: 'loading' });
    renderBar(<DrawerAccount />);
    expect(screen.getByTestId('drawer-account-skeleton')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /log in|sign out/i })).not.toBeInTheDocument();
  });
});
