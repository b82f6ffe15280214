// Building blocks shared by the lead-capture pages: hero, two-column body with the form card and
// notices (the guide pages' cover and download card: guide-parts.tsx).
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Card, Container, media, theme } from 'shared-ui';

const HeroBand = styled.header`
  background: linear-gradient(135deg, ${theme.color.navy} 0%, ${theme.color.navyLight} 100%); color: #fff;
  padding: 56px 0 48px;
  ${media.mobile} { padding: 36px 0 32px; }
  h1 { color: #fff; margin: 6px 0 14px; font-size: clamp(1.8rem, 4vw, 2.6rem); max-width: 820px; }
  p { max-width: 760px; font-size: 1.1rem; margin: 0 0 12px; color: ${theme.color.onNavy}; }
  a:not([class]) { color: #fff; }
`;
/**
 * The hero's grid. With a visual its column and its row's height are the visual's own, set before
 * the visual is there, and the text starts at the row's top: a browser that paints a page it has
 * parsed in part (a slow phone, a busy machine) lays the text out where it stays, and the visual
 * comes into its room. (A column sized by the visual itself moved the text when the visual was
 * parsed; text centred in the row moved up with each line parsed: layout shift.)
 */
const HeroInner = styled(Container)<{ $visual?: { width: number; height: number } }>`
  display: grid; grid-template-columns: minmax(0, 1fr) auto; gap: 40px; align-items: center;
  ${(p) => p.$visual && css`grid-template-columns: minmax(0, 1fr) ${p.$visual.width}px; grid-template-rows: minmax(${p.$visual.height}px, auto); align-items: start; > :nth-child(2) { align-self: center; }`}
  ${media.mobile} { grid-template-columns: 1fr; grid-template-rows: none; gap: 24px; }
`;
export const Eyebrow = styled.span`
  display: inline-block; font-size: 0.85rem; font-weight: 700; letter-spacing: 0.06em; text-transform: uppercase;
  color: ${theme.color.accent};
`;
const Facts = styled.ul`
  list-style: none; padding: 0; margin: 18px 0 0; display: flex; flex-wrap: wrap; gap: 10px;
  li { background: rgba(255,255,255,.12); border: 1px solid rgba(255,255,255,.3); border-radius: 999px; padding: 6px 14px; font-weight: 600; }
  /* a chip parsed before its words is not painted: empty, it fits at the end of a line its words wrap from */
  li:empty { display: none; }
`;

/** `visual`: what stands beside the text on a wide screen, with its box there (px; below the text on a phone). */
export function LandingHero({ eyebrow, title, lead, facts, visual, children }: {
  eyebrow: string; title: string; lead: ReactNode; facts?: string[]; visual?: { node: ReactNode; width: number; height: number }; children?: ReactNode;
}) {
  return (
    <HeroBand>
      <HeroInner $visual={visual}>
        <div>
          <Eyebrow>{eyebrow}</Eyebrow>
          <h1>{title}</h1>
          {typeof lead === 'string' ? <p>{lead}</p> : lead}
          {facts && facts.length > 0 && <Facts aria-label="At a glance">{facts.map((f) => <li key={f}>{f}</li>)}</Facts>}
          {children}
        </div>
        {visual?.node}
      </HeroInner>
    </HeroBand>
  );
}

export const TwoColumn = styled(Container)`
  display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 520px); gap: 40px; align-items: start;
  padding-top: 40px; padding-bottom: 48px;
  ${media.mobile} { grid-template-columns: 1fr; gap: 28px; padding-top: 28px; }
  h2 { margin-top: 0; }
`;
export const Prose = styled.div`
  h2 { margin: 0 0 12px; }
  section + section { margin-top: 32px; }
  h3 { margin: 24px 0 8px; }
  p, li { color: ${theme.color.text}; }
  li { margin: 6px 0; }
`;
const FormCardBox = styled(Card)`
  padding: 28px;
  ${media.mobile} { padding: 20px 16px; }
  h2 { margin: 0 0 6px; font-size: 1.4rem; }
  > p { margin: 0 0 18px; color: ${theme.color.muted}; }
`;

/** The card that holds a page's lead form, with its own heading. */
export function FormCard({ id, title, intro, children }: { id?: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <FormCardBox as="section" id={id} aria-labelledby={id ? `${id}-title` : undefined}>
      <h2 id={id ? `${id}-title` : undefined}>{title}</h2>
      {intro && <p>{intro}</p>}
      {children}
    </FormCardBox>
  );
}

export const Notice = styled.div<{ $tone?: 'warning' | 'info' }>`
  border-left: 6px solid ${(p) => (p.$tone === 'warning' ? theme.color.accent : theme.color.navy)};
  background: ${(p) => (p.$tone === 'warning' ? '#fff6e5' : theme.color.surfaceAlt)};
  padding: 14px 18px; border-radius: 8px; margin: 0 0 20px; color: ${theme.color.text};
  strong { color: ${theme.color.navy}; }
  p { margin: 4px 0 0; }
`;
