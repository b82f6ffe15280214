import styled from 'styled-components';
import { Skeleton, theme } from 'shared-ui';

const Wrap = styled.div`
  max-width: ${theme.maxWidth}; margin: 0 auto; padding: 32px 20px; display: grid; gap: 16px;
`;

/** A page-sized placeholder while the sign-in state resolves or the sign-in redirect starts. */
export function AuthSkeleton({ label }: { label: string }) {
  return (
    <Wrap role="status" aria-live="polite" aria-busy="true" data-testid="auth-skeleton">
      <span className="visually-hidden">{label}…</span>
      <Skeleton $w="min(420px, 70%)" $h="40px" aria-hidden="true" />
      <Skeleton $h="120px" aria-hidden="true" />
      <Skeleton $w="80%" $h="20px" aria-hidden="true" />
      <Skeleton $w="60%" $h="20px" aria-hidden="true" />
    </Wrap>
  );
}
