// The account block at the top of the mobile side drawer (spec 2.2): the user's picture and email
// when signed in (with Sign out), else a Log In button.
import { useState } from 'react';
import styled from 'styled-components';
import { preloadAuth, useAuth } from 'shared-auth';
import { Button, Skeleton, theme } from 'shared-ui';
import { Avatar, initialsOf } from './avatar';

const Box = styled.section`
  border-bottom: 1px solid ${theme.color.line}; padding: 4px 0 16px; margin-bottom: 8px; min-height: 92px;
`;
const Who = styled.div`
  display: flex; align-items: center; gap: 12px; margin-bottom: 12px; min-width: 0;
  .text { min-width: 0; }
  .name { display: block; font-weight: 700; color: ${theme.color.navy}; }
  .email { display: block; color: ${theme.color.muted}; font-size: 0.9rem; overflow-wrap: anywhere; }
`;
const Hint = styled.p`margin: 0 0 12px; color: ${theme.color.muted}; font-size: 0.95rem;`;

export function DrawerAccount() {
  const { status, user, login, logout } = useAuth();
  const [busy, setBusy] = useState(false);
  const run = (action: () => Promise<void>) => {
    setBusy(true);
    action().catch((e: unknown) => {
      console.error('[auth] sign-in action failed', e);
      setBusy(false);
    });
  };

  if (status === 'loading') {
    return (
      <Box aria-busy="true" data-testid="drawer-account-skeleton">
        <Who aria-hidden="true">
          <Skeleton $w="48px" $h="48px" $radius="50%" />
          <div className="text" style={{ flex: 1 }}><Skeleton $w="70%" $h="16px" /><Skeleton $w="90%" $h="14px" style={{ marginTop: 6 }} /></div>
        </Who>
        <span className="visually-hidden" role="status">Checking your sign-in</span>
      </Box>
    );
  }
  if (status === 'authenticated' && user) {
    return (
      <Box aria-label="Your account">
        <Who>
          <Avatar src={user.picture} size={48} initials={initialsOf(user.name)} />
          <div className="text">
            {user.name && user.name !== user.email && <span className="name">{user.name}</span>}
            <span className="email" data-testid="drawer-email">{user.email}</span>
          </div>
        </Who>
        <Button $variant="ghost" $block disabled={busy} onPointerEnter={preloadAuth} onFocus={preloadAuth} onClick={() => run(logout)}>{busy ? 'Signing out…' : 'Sign out'}</Button>
      </Box>
    );
  }
  return (
    <Box aria-label="Your account">
      <Hint>Sign in to check out and see your order history.</Hint>
      <Button $block disabled={busy} onClick={() => run(() => login())}>Log In</Button>
    </Box>
  );
}
