import styled, { css } from 'styled-components';
import { Link } from 'react-router-dom';
import { theme } from './theme';

type Variant = 'primary' | 'secondary' | 'ghost';
const variants: Record<Variant, ReturnType<typeof css>> = {
  primary: css`background: ${theme.color.accent}; color: ${theme.color.navy}; border-color: ${theme.color.accent};
    &:hover:not(:disabled) { background: ${theme.color.accentHover}; }`,
  secondary: css`background: ${theme.color.navy}; color: #fff; border-color: ${theme.color.navy};
    &:hover:not(:disabled) { background: ${theme.color.navyLight}; }`,
  ghost: css`background: transparent; color: ${theme.color.navy}; border-color: ${theme.color.navy};
    &:hover:not(:disabled) { background: ${theme.color.surfaceAlt}; }`,
};

const base = css<{ $variant?: Variant; $block?: boolean }>`
  display: inline-flex; align-items: center; justify-content: center; gap: 8px;
  min-height: 44px; padding: 10px 20px; border: 2px solid; border-radius: 8px;
  font-weight: 600; font-size: 1rem; text-decoration: none; cursor: pointer;
  width: ${(p) => (p.$block ? '100%' : 'auto')};
  ${(p) => variants[p.$variant ?? 'primary']}
  &:disabled { opacity: 0.6; cursor: not-allowed; }
`;

/** Button. `$variant`: primary (accent), secondary (navy), ghost (outline). */
export const Button = styled.button.attrs<{ type?: string }>((p) => ({ type: p.type ?? 'button' }))<{ $variant?: Variant; $block?: boolean }>`
  ${base}
`;
/** A router link that looks like a button. */
export const ButtonLink = styled(Link)<{ $variant?: Variant; $block?: boolean }>`
  ${base}
`;
