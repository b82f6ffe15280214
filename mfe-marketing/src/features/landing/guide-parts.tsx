// The guide pages' own parts: the drawn cover of a guide and the thank-you pages' download card
// (a module of their own: the other lead pages do not load them).
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, media, theme } from 'shared-ui';

/** The drawn cover's box on a wide screen (none on a phone). */
export const COVER_BOX = { width: 210, height: 280 } as const;
const Cover = styled.div`
  width: ${COVER_BOX.width}px; height: ${COVER_BOX.height}px; flex: none; border-radius: 6px 12px 12px 6px; background: #fff; overflow: hidden;
  box-shadow: 0 18px 40px rgba(0,0,0,.35), inset 6px 0 0 rgba(0,0,0,.08); display: flex; flex-direction: column;
  ${media.mobile} { display: none; }
  div:first-child { background: ${theme.color.navy}; padding: 22px 18px 18px; flex: 1.1; border-bottom: 5px solid ${theme.color.accent}; }
  small { display: block; color: ${theme.color.accent}; font-size: 0.55rem; font-weight: 800; letter-spacing: .06em; }
  strong { display: block; color: #fff; font-size: 1.02rem; line-height: 1.25; margin-top: 10px; }
  /* the second (not the last: while the page is parsed the first is the last for a moment) */
  div + div { padding: 14px 18px; color: ${theme.color.navy}; font-size: 0.72rem; line-height: 1.4; flex: 1; }
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
