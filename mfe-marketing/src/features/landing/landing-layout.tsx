// Building blocks shared by the lead-capture pages: hero, two-column body with the form card,
// feature lists, a drawn guide cover and the download card of the thank-you pages.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, Container, media, theme } from 'shared-ui';

const HeroBand = styled.header`
  background: linear-gradient(135deg, ${theme.color.navy} 0%, ${theme.color.navyLight} 100%); color: #fff;
  padding: 56px 0 48px;
  ${media.mobile} { padding: 36px 0 32px; }
  h1 { color: #fff; margin: 6px 0 14px; font-size: clamp(1.8rem, 4vw, 2.6rem); max-width: 820px; }
  p { max-width: 760px; font-size: 1.1rem; margin: 0 0 12px; color: ${theme.color.onNavy}; }
  a:not([class]) { color: #fff; }
`;
const HeroInner = styled(Container)`
  display: grid; grid-template-columns: minmax(0, 1fr) auto; gap: 40px; align-items: center;
  ${media.mobile} { grid-template-columns: 1fr; gap: 24px; }
`;
export const Eyebrow = styled.span`
  display: inline-block; font-size: 0.85rem; font-weight: 700; letter-spacing: 0.06em; text-transform: uppercase;
  color: ${theme.color.accent};
`;
const Facts = styled.ul`
  list-style: none; padding: 0; margin: 18px 0 0; display: flex; flex-wrap: wrap; gap: 10px;
  li { background: rgba(255,255,255,.12); border: 1px solid rgba(255,255,255,.3); border-radius: 999px; padding: 6px 14px; font-weight: 600; }
`;

export function LandingHero({ eyebrow, title, lead, facts, visual, children }: {
  eyebrow: string; title: string; lead: ReactNode; facts?: string[]; visual?: ReactNode; children?: ReactNode;
}) {
  return (
    <HeroBand>
      <HeroInner>
        <div>
          <Eyebrow>{eyebrow}</Eyebrow>
          <h1>{title}</h1>
          {typeof lead === 'string' ? <p>{lead}</p> : lead}
          {facts && facts.length > 0 && <Facts aria-label="At a glance">{facts.map((f) => <li key={f}>{f}</li>)}</Facts>}
          {children}
        </div>
        {visual}
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

const Cover = styled.div`
  width: 210px; height: 280px; flex: none; border-radius: 6px 12px 12px 6px; background: #fff; overflow: hidden;
  box-shadow: 0 18px 40px rgba(0,0,0,.35), inset 6px 0 0 rgba(0,0,0,.08); display: flex; flex-direction: column;
  ${media.mobile} { display: none; }
  div:first-child { background: ${theme.color.navy}; padding: 22px 18px 18px; flex: 1.1; border-bottom: 5px solid ${theme.color.accent}; }
  small { display: block; color: ${theme.color.accent}; font-size: 0.55rem; font-weight: 800; letter-spacing: .06em; }
  strong { display: block; color: #fff; font-size: 1.02rem; line-height: 1.25; margin-top: 10px; }
  div:last-child { padding: 14px 18px; color: ${theme.color.navy}; font-size: 0.72rem; line-height: 1.4; flex: 1; }
`;

/** A drawn cover of one of the council's guides (decorative). */
export function GuideCover({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <Cover aria-hidden="true">
      <div><small>ACCREDITATION COUNCIL FOR MEDICAL AFFAIRS</small><strong>{title}</strong></div>
      <div>{subtitle}</div>
    </Cover>
  );
}

const DownloadBox = styled(Card)`
  display: flex; gap: 28px; align-items: center;
  ${media.mobile} { flex-direction: column; align-items: stretch; }
  h2 { margin: 0 0 8px; }
  p { margin: 0 0 14px; }
`;
const DownloadLink = styled.a`
  display: inline-flex; align-items: center; justify-content: center; gap: 8px; min-height: 44px; padding: 10px 20px;
  border-radius: 8px; border: 2px solid ${theme.color.accent}; background: ${theme.color.accent}; color: ${theme.color.navy};
  font-weight: 700; text-decoration: none;
  &:hover { background: #e8920a; }
`;

/** The thank-you pages' download: a real link to the PDF the remote ships. */
export function DownloadCard({ title, description, href, fileName, details, cover }: {
  title: string; description: string; href: string; fileName: string; details: string; cover: ReactNode;
}) {
  return (
    <DownloadBox>
      {cover}
      <div>
        <h2>{title}</h2>
        <p>{description}</p>
        <DownloadLink href={href} download={fileName} type="application/pdf" data-testid="pdf-download">
          <span aria-hidden="true">⬇</span> Download the PDF <span className="visually-hidden">({details})</span>
        </DownloadLink>
        <p style={{ marginTop: 10, color: theme.color.muted, fontSize: '0.9rem' }}>{details}. <a href={href} target="_blank" rel="noopener">Open it in a new tab</a> instead.</p>
      </div>
    </DownloadBox>
  );
}

export const Steps = styled.ol`
  counter-reset: step; list-style: none; padding: 0; margin: 12px 0 0; display: grid; gap: 14px;
  li { counter-increment: step; display: grid; grid-template-columns: 36px 1fr; gap: 12px; align-items: start; margin: 0; }
  li::before {
    content: counter(step); width: 32px; height: 32px; border-radius: 50%; display: grid; place-items: center;
    background: ${theme.color.navy}; color: #fff; font-weight: 700;
  }
`;
