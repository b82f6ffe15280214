import styled from 'styled-components';
import { Skeleton, theme } from 'shared-ui';

const Wrap = styled.div`
  max-width: ${theme.maxWidth}; margin: 0 auto; padding: 32px 20px; display: grid; gap: 16px;
`;

const NoScriptNote = styled.p`
  margin: 0; padding: 12px 16px; border-radius: ${theme.radius}; background: ${theme.color.surfaceAlt}; color: ${theme.color.text};
`;

/** Said only without scripts, where the placeholder would otherwise stay for ever (checkout, profile, the payment's return). */
export const NO_SCRIPT_SIGN_IN = 'This page needs JavaScript: signing in, and paying at checkout, run as scripts in your browser. Turn JavaScript on and reload the page; your cart is kept.';

/** A page-sized placeholder while the sign-in state resolves or the sign-in redirect starts. */
export function AuthSkeleton({ label }: { label: string }) {
  return (
    <Wrap role="status" aria-live="polite" aria-busy="true" data-testid="auth-skeleton">
      <noscript><NoScriptNote data-testid="no-script-sign-in">{NO_SCRIPT_SIGN_IN}</NoScriptNote></noscript>
      <span className="visually-hidden">{label}…</span>
      <Skeleton $w="min(420px, 70%)" $h="40px" aria-hidden="true" />
      <Skeleton $h="120px" aria-hidden="true" />
      <Skeleton $w="80%" $h="20px" aria-hidden="true" />
      <Skeleton $w="60%" $h="20px" aria-hidden="true" />
    </Wrap>
  );
}
