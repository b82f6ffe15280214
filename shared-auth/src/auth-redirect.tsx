// Spec section 2.2: a redirect component that sends unauthenticated users to / and authenticated
// users back three history entries.
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from './auth-context';
import { AuthSkeleton } from './auth-skeleton';

export function AuthRedirect() {
  const { status } = useAuth();
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current || status === 'loading') return;
    done.current = true; // once: strict mode must not go back six entries
    if (status === 'unauthenticated') navigate('/', { replace: true });
    else navigate(-3);
  }, [status, navigate]);
  return <AuthSkeleton label="Redirecting" />;
}
