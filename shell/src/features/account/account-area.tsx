// The account slot of the desktop top bar (spec 2.2): a skeleton of the button's size while the
// sign-in state loads, the Log In button when signed out, the account menu when signed in.
import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { preloadAuth, useAuth } from 'shared-auth';
import { Skeleton, theme } from 'shared-ui';
import { ACCOUNT_SLOT, Slot } from './account-slot';

const AccountMenu = lazy(async () => ({ default: (await import('./account-menu')).AccountMenu }));

const BarSkeleton = styled(Skeleton)`background: rgba(255, 255, 255, 0.22);`;
const LoginButton = styled.button`
  width: ${ACCOUNT_SLOT.width}px; height: ${ACCOUNT_SLOT.height}px; border: 2px solid ${theme.color.accent}; border-radius: 8px;
  background: ${theme.color.accent}; color: ${theme.color.navy}; font-weight: 700; font-size: 1rem; cursor: pointer;
  &:hover { background: #ffb733; border-color: #ffb733; }
  &:focus-visible { outline: 3px solid #fff; outline-offset: 2px; }
`;
export function AccountArea() {
  const { status, user, login, logout } = useAuth();
  const [starting, setStarting] = useState(false);

  const skeleton = (
    <Slot aria-busy="true" data-testid="account-skeleton">
      <BarSkeleton $w={`${ACCOUNT_SLOT.width}px`} $h={`${ACCOUNT_SLOT.height}px`} aria-hidden="true" />
      <span className="visually-hidden" role="status">Checking your sign-in</span>
    </Slot>
  );
  if (status === 'loading') return skeleton;
  // the menu's code arrives while the skeleton (of the same size) stays
  if (status === 'authenticated' && user) return <Suspense fallback={skeleton}><AccountMenu user={user} onSignOut={logout} /></Suspense>;
  return (
    <Slot>
      <LoginButton
        type="button"
        disabled={starting}
        onPointerEnter={preloadAuth}
        onFocus={preloadAuth}
        onClick={() => {
          setStarting(true);
          login().catch((e: unknown) => {
            console.error('[auth] could not start sign-in', e);
            setStarting(false);
          });
        }}
      >
        Log In
      </LoginButton>
    </Slot>
  );
}
