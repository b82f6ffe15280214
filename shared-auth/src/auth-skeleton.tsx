import styled from 'styled-components';
import { Skeleton, theme } from 'shared-ui';

const Wrap = styled.div`
  max-width: ${theme.maxWidth}; margin: 0 auto; padding: 32px 20px; display: grid; gap: 16px;
`;

/**
 * Said only without scripts, where the placeholder would otherwise stay for ever (checkout, profile,
 * the payment's return). Plain, as the first load carries it on every page: no styled component.
 */
export const NO_SCRIPT_SIGN_IN = 'Signing in and paying need JavaScript: turn it on and reload this page. Your cart is kept.';

/** A page-sized placeholder while the sign-in state resolves or the sign-in redirect starts. */
export function AuthSkeleton({ label }: { label: string }) {
  return (
    <Wrap role="status" aria-live="polite" aria-busy="true" data-testid="auth-skeleton">
      <noscript><p data-testid="no-script-sign-in">{NO_SCRIPT_SIGN_IN}</p></noscript>
      <span className="visually-hidden">{label}…</span>
      <Skeleton $w="min(420px, 70%)" $h="40px" aria-hidden="true" />
      <Skeleton $h="120px" aria-hidden="true" />
      <Skeleton $w="80%" $h="20px" aria-hidden="true" />
      <Skeleton $w="60%" $h="20px" aria-hidden="true" />
    </Wrap>
  );
}
