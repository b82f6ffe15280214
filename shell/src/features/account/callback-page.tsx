// /callback: the return from the identity provider. Completes the sign-in, then goes to the page that
// asked for it (or /cart, spec section 4); a failure goes to the generic error page.
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { handleCallback } from 'shared-auth';
import { Loader, theme } from 'shared-ui';

const Wrap = styled.div`
  max-width: 560px; margin: 0 auto; padding: 64px 20px; text-align: center; min-height: 50vh;
  h1 { font-size: 1.6rem; margin: 0 0 8px; }
  p { color: ${theme.color.muted}; margin: 0; }
`;

export function CallbackPage() {
  const navigate = useNavigate();
  useEffect(() => {
    let live = true;
    handleCallback().then(
      (to) => { if (live) navigate(to, { replace: true }); },
      (e: unknown) => {
        console.error('[auth] sign-in could not be completed', e);
        if (live) navigate('/generic-error', { replace: true });
      },
    );
    return () => { live = false; };
  }, [navigate]);
  return (
    <Wrap>
      <h1>Signing you in</h1>
      <p>One moment while we finish signing you in.</p>
      <Loader label="Signing you in" />
    </Wrap>
  );
}
