import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container, theme } from 'shared-ui';

const Hero = styled.div`
  background: ${theme.color.surfaceAlt}; padding: 40px 0 28px; border-bottom: 1px solid ${theme.color.line};
  h1 { margin: 0 0 8px; }
  p { margin: 0; color: ${theme.color.muted}; max-width: 720px; }
`;
const Column = styled(Container)`max-width: 880px;`;
const Body = styled(Container)`
  padding-top: 32px; padding-bottom: 32px; max-width: 880px;
  h2 { margin-top: 36px; } /* anchors land below the top bar: the document's scroll-padding-top */
  h3 { margin-top: 24px; }
  li { margin: 6px 0; }
`;

export function LegalLayout({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <>
      <Hero><Column><h1>{title}</h1><p>{intro}</p></Column></Hero>
      <Body>{children}</Body>
    </>
  );
}
