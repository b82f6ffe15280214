// Page scaffolding shared by the product pages: the navy hero band, titled sections and grids.
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Chip, Container, media, Section, theme } from 'shared-ui';

export const Hero = styled.div`
  background: linear-gradient(135deg, ${theme.color.navy} 0%, ${theme.color.navyLight} 100%);
  color: #fff; padding: 48px 0 56px;
  h1 { color: #fff; font-size: 2.4rem; margin: 12px 0; }
  ${media.mobile} { padding: 28px 0 32px; h1 { font-size: 1.75rem; } }
`;

export const HeroGrid = styled(Container)`
  display: grid; grid-template-columns: minmax(0, 1fr) 380px; gap: 40px; align-items: start;
  ${media.mobile} { grid-template-columns: minmax(0, 1fr); gap: 24px; }
`;

export const HeroText = styled.div`
  min-width: 0;
  .excerpt { font-size: 1.1rem; color: #e6ebf5; max-width: 60ch; }
  .excerpt a { color: #fff; }
`;

// top-aligned, as the first frame's chip (whose place must not depend on its text arriving)
export const AccentChip = styled(Chip)`background: ${theme.color.accent}; color: ${theme.color.navy}; vertical-align: top;`;

export const Note = styled.p`
  display: flex; align-items: flex-start; gap: 8px; margin: 0 0 12px; color: ${theme.color.onNavy}; font-weight: 500;
  svg { flex: none; margin-top: 2px; } /* on the first line (24 px), as in the first frame */
`;

const Title = styled.h2`
  margin-top: 0; font-size: 1.75rem;
  ${media.mobile} { font-size: 1.4rem; }
`;

/** A titled section of a product page; `id` makes it a link target. */
export function PageSection({ title, id, alt, intro, children, testId }: {
  title: string; id?: string; alt?: boolean; intro?: ReactNode; children: ReactNode; testId?: string;
}) {
  const auto = useId();
  const headingId = `${id ?? auto}-title`;
  return (
    <Section $alt={alt} aria-labelledby={headingId} id={id} data-testid={testId}>
      <Container>
        <Title id={headingId} tabIndex={-1}>{title}</Title>
        {intro}
        {children}
      </Container>
    </Section>
  );
}

export const CardGrid = styled.ul<{ $min?: number }>`
  list-style: none; margin: 0; padding: 0; display: grid; gap: 20px;
  grid-template-columns: repeat(auto-fill, minmax(${(p) => p.$min ?? 240}px, 1fr));
`;

export const Prose = styled.div`
  max-width: 75ch; font-size: 1.05rem;
  p { margin: 0 0 1em; }
`;

export function ShieldIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M12 1 3 5v6c0 5.6 3.8 10.7 9 12 5.2-1.3 9-6.4 9-12V5l-9-4Zm-1.2 15.4-4-4 1.4-1.4 2.6 2.6 5.6-5.6 1.4 1.4-7 7Z" />
    </svg>
  );
}

export function CheckIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4L9 16.2Z" />
    </svg>
  );
}

/** An outside link that looks like a secondary button (opens in a new tab). */
export const ExternalButton = styled.a`
  display: inline-flex; align-items: center; justify-content: center; gap: 8px; min-height: 44px; padding: 10px 20px;
  border: 2px solid ${theme.color.navy}; border-radius: 8px; background: ${theme.color.navy}; color: #fff;
  font-weight: 600; text-decoration: none;
  &:hover { background: ${theme.color.navyLight}; }
`;
