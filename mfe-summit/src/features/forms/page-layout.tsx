import styled from 'styled-components';
import { Container, theme } from 'shared-ui';

export const FormHero = styled.header`
  background: ${theme.color.navy}; color: #fff; padding: 40px 0 32px;
  h1 { color: #fff; margin: 0 0 10px; font-size: clamp(1.7rem, 4vw, 2.4rem); }
  p { color: ${theme.color.onNavy}; margin: 0 0 8px; max-width: 70ch; }
`;
export const FormBody = styled(Container)`
  padding-top: 32px; padding-bottom: 48px;
  > div { max-width: 720px; }
`;
export const Notes = styled.ul`margin: 0 0 24px; padding-left: 20px; li { margin-bottom: 6px; }`;
