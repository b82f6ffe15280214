// What a guarded page shows to a signed-in buyer whose address is not confirmed yet (RequireAuth):
// the API refuses their checkout, orders, receipts and seats until they follow the emailed link.
// The page goes on by itself once they have (a renewed token says so: auth-client.ts), and "I have
// confirmed it" asks at once.
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button, theme } from 'shared-ui';
import { getAuthState, logout, renewAccessToken } from './auth-client';

const Notice = styled.div`
  max-width: 560px; margin: 48px auto; padding: 24px; text-align: center;
  h1 { font-size: 1.5rem; margin: 0 0 8px; }
  p { color: ${theme.color.muted}; margin: 0 0 16px; }
  strong { color: ${theme.color.navy}; overflow-wrap: anywhere; }
  .actions { display: flex; flex-wrap: wrap; gap: 12px; justify-content: center; margin-bottom: 16px; }
`;

export function ConfirmEmailNotice({ email }: { email: string }) {
  const [checking, setChecking] = useState(false);
  const [notYet, setNotYet] = useState(false);
  // a page opened after the buyer confirmed (in another tab, on another device): one renewal tells
  useEffect(() => { void renewAccessToken(); }, []);

  const check = async () => {
    setChecking(true);
    setNotYet(false);
    await renewAccessToken();
    // (confirmed: the state changes and the page replaces this notice)
    setChecking(false);
    setNotYet(getAuthState().user?.emailVerified === false);
  };

  return (
    <Notice data-testid="confirm-email">
      <h1>Confirm your email address first</h1>
      <p>
        We sent a link to <strong>{email}</strong>. Open it and choose <strong>Confirm my email address</strong>:
        this page then goes on by itself, without signing in again.
      </p>
      <div className="actions">
        <Button onClick={() => void check()} disabled={checking} aria-disabled={checking}>
          {checking ? 'Checking…' : 'I have confirmed it'}
        </Button>
        <Button $variant="ghost" onClick={() => void logout()}>Sign out</Button>
      </div>
      <p role="status">{notYet ? 'Your address is not confirmed yet: open the link in the email first.' : ''}</p>
      <p>No email? Look in your spam folder: it comes from the ACMA Store.</p>
    </Notice>
  );
}
