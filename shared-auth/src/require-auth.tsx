// The guard of /checkout, /profile, /success and /cancel: signed-in users see the page; anyone else
// is sent to sign in by redirect and comes back to the same address. A buyer signed in with an
// address not confirmed yet is told to confirm it (the API refuses these pages' calls until then).
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Button, theme } from 'shared-ui';
import { useAuth } from './auth-context';
import { AuthSkeleton } from './auth-skeleton';

// only a buyer whose address is not confirmed yet meets it: not on any first load
const ConfirmEmailNotice = lazy(() => import(/* webpackChunkName: "confirm-email" */ './confirm-email').then((m) => ({ default: m.ConfirmEmailNotice })));

const Problem = styled.div`
  max-width: 560px; margin: 48px auto; padding: 24px; text-align: center;
  h1 { font-size: 1.5rem; margin: 0 0 8px; }
  p { color: ${theme.color.muted}; margin: 0 0 20px; }
`;

export function RequireAuth({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  const { status, user, login } = useAuth();
  const { pathname, search, hash } = useLocation();
  const started = useRef(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (status !== 'unauthenticated' || started.current) return;
    started.current = true;
    login(`${pathname}${search}${hash}`).catch((e: unknown) => {
      console.error('[auth] could not start sign-in', e);
      started.current = false;
      setFailed(true);
    });
  }, [status, login, pathname, search, hash]);

  if (status === 'authenticated' && user?.emailVerified === false) {
    return (
      <Suspense fallback={<AuthSkeleton label="Checking your sign-in" />}>
        <ConfirmEmailNotice email={user.email} />
      </Suspense>
    );
  }
  if (status === 'authenticated') return <>{children}</>;
  if (failed) {
    return (
      <Problem role="alert">
        <h1>Sign-in is not available right now</h1>
        <p>This page is for signed-in buyers, and we could not reach the sign-in service. Please try again in a moment.</p>
        <Button onClick={() => { setFailed(false); started.current = false; void login(`${pathname}${search}${hash}`).catch(() => setFailed(true)); }}>
          Try again
        </Button>
      </Problem>
    );
  }
  return <>{fallback ?? <AuthSkeleton label={status === 'loading' ? 'Checking your sign-in' : 'Taking you to sign in'} />}</>;
}
