import styled from 'styled-components';
import { media, theme } from './theme';

export const Container = styled.div`
  max-width: ${theme.maxWidth}; margin: 0 auto; padding: 0 20px;
  ${media.mobile} { padding: 0 16px; }
`;
export const Section = styled.section<{ $alt?: boolean }>`
  padding: 48px 0; background: ${(p) => (p.$alt ? theme.color.surfaceAlt : 'transparent')};
  ${media.mobile} { padding: 32px 0; }
`;
export const Card = styled.div`
  background: ${theme.color.surface}; border: 1px solid ${theme.color.line}; border-radius: ${theme.radius};
  box-shadow: ${theme.shadow}; padding: 20px;
`;
export const Chip = styled.span`
  display: inline-block; padding: 4px 12px; border-radius: 999px; font-size: 0.85rem; font-weight: 600;
  background: ${theme.color.navy}; color: #fff;
`;
export const Muted = styled.p`
  color: ${theme.color.muted};
`;
