import styled, { keyframes } from 'styled-components';
import { theme } from './theme';

const shimmer = keyframes`0% { opacity: .55 } 50% { opacity: 1 } 100% { opacity: .55 }`;
/** A grey block of a fixed size, standing in for content of the same size (no layout shift). */
export const Skeleton = styled.div<{ $w?: string; $h: string; $radius?: string }>`
  width: ${(p) => p.$w ?? '100%'}; height: ${(p) => p.$h}; border-radius: ${(p) => p.$radius ?? '8px'};
  background: ${theme.color.line}; animation: ${shimmer} 1.4s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) { animation: none; }
`;

const Spin = keyframes`to { transform: rotate(360deg) }`;
const Ring = styled.div`
  width: 40px; height: 40px; border-radius: 50%; border: 4px solid ${theme.color.line};
  border-top-color: ${theme.color.navy}; animation: ${Spin} 0.9s linear infinite; margin: 0 auto;
`;
// padding, not margin: a margin here collapses through <main> and moves the whole page when the
// loader is replaced (a layout shift of the page area)
const LoaderBox = styled.div`padding: 48px 0;`;
/** A page loader, announced to screen readers. */
export function Loader({ label = 'Loading' }: { label?: string }) {
  return <LoaderBox role="status" aria-live="polite"><Ring aria-hidden="true" /><span className="visually-hidden">{label}…</span></LoaderBox>;
}
