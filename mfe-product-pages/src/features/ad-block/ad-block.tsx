// The ad block of a program page, one design per `ad` value (spec 2.5): bcmasAudio, lmsApp,
// accredited, media, mobileLms. Copy written for the council.
import type { ReactElement } from 'react';
import styled from 'styled-components';
import type { AdKind } from 'shared-api';
import { ButtonLink, Container, media, theme } from 'shared-ui';
import { APP_STORE_URL, PLAY_STORE_URL } from '../../lib/links';

const Wrap = styled.section`padding: 40px 0; ${media.mobile} { padding: 28px 0; }`;
const Panel = styled.div<{ $bg: string; $fg: string }>`
  display: grid; grid-template-columns: 120px minmax(0, 1fr) auto; gap: 28px; align-items: center;
  padding: 32px; border-radius: 16px; background: ${(p) => p.$bg}; color: ${(p) => p.$fg};
  h2 { color: inherit; margin: 0 0 8px; font-size: 1.6rem; }
  p { margin: 0; max-width: 60ch; }
  ul { margin: 12px 0 0; padding-left: 20px; }
  ${media.mobile} { grid-template-columns: minmax(0, 1fr); padding: 24px; gap: 16px; text-align: left; }
`;
const Art = styled.div`
  width: 120px; height: 120px; border-radius: 50%; display: grid; place-items: center;
  background: rgba(255, 255, 255, 0.14);
  ${media.mobile} { width: 72px; height: 72px; svg { width: 40px; height: 40px; } }
`;
const Actions = styled.div`display: flex; flex-direction: column; gap: 10px; a.store { color: inherit; font-weight: 600; }`;
const Quote = styled.blockquote`
  margin: 0; padding-left: 16px; border-left: 4px solid ${theme.color.accent}; font-size: 1.15rem; font-style: italic;
`;

const icon = (d: string) => (
  <svg width="64" height="64" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill="currentColor" d={d} /></svg>
);
const HEADPHONES = 'M12 3a9 9 0 0 0-9 9v7a2 2 0 0 0 2 2h2v-8H5v-1a7 7 0 0 1 14 0v1h-2v8h2a2 2 0 0 0 2-2v-7a9 9 0 0 0-9-9Z';
const LAPTOP = 'M4 5h16a1 1 0 0 1 1 1v10H3V6a1 1 0 0 1 1-1Zm1 2v7h14V7H5ZM1 17h22v1a2 2 0 0 1-2 2H3a2 2 0 0 1-2-2v-1Z';
const SEAL = 'M12 1 9.5 3.2 6.2 2.9 5.4 6.1 2.5 7.7l1.3 3.1-1.3 3.1 2.9 1.6.8 3.2 3.3-.3L12 20.6l2.5-2.2 3.3.3.8-3.2 2.9-1.6-1.3-3.1 1.3-3.1-2.9-1.6-.8-3.2-3.3.3L12 1Zm-1.3 14.2-3.5-3.5 1.4-1.4 2.1 2.1 4.9-4.9 1.4 1.4-6.3 6.3Z';
const MIC = 'M12 14a3 3 0 0 0 3-3V5a3 3 0 0 0-6 0v6a3 3 0 0 0 3 3Zm5-3a5 5 0 0 1-10 0H5a7 7 0 0 0 6 6.9V21h2v-3.1a7 7 0 0 0 6-6.9h-2Z';
const PHONE = 'M7 1h10a2 2 0 0 1 2 2v18a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V3a2 2 0 0 1 2-2Zm0 3v15h10V4H7Zm5 16.2a.9.9 0 1 0 0 1.8.9.9 0 0 0 0-1.8Z';

export function AdBlock({ ad }: { ad: AdKind | null | undefined }) {
  if (!ad || !(ad in designs)) return null;
  return (
    <Wrap aria-label="Featured from the council" data-testid="ad-block" data-ad={ad}>
      <Container>{designs[ad]()}</Container>
    </Wrap>
  );
}

const designs: Record<AdKind, () => ReactElement> = {
  bcmasAudio: () => (
    <Panel $bg={theme.color.navy} $fg="#fff">
      <Art>{icon(HEADPHONES)}</Art>
      <div>
        <h2>BCMAS, now in audio</h2>
        <p>Every module of the Board Certified Medical Affairs Specialist program, narrated by practising medical affairs leaders. Study on your commute, between site visits or on a run, and pick up exactly where you stopped.</p>
      </div>
      <Actions><ButtonLink to="/certification/bcmas-audio">Explore BCMAS Audio</ButtonLink></Actions>
    </Panel>
  ),
  lmsApp: () => (
    <Panel $bg={theme.color.surfaceAlt} $fg={theme.color.navy}>
      <Art style={{ background: '#fff' }}>{icon(LAPTOP)}</Art>
      <div>
        <h2>One learning platform for your whole program</h2>
        <p>Your modules, quizzes, progress and certificate live in one place, on any browser.</p>
        <ul>
          <li>Self-paced lessons that remember where you left off</li>
          <li>Knowledge checks after every module</li>
          <li>Your certificate ready to download the day you pass</li>
        </ul>
      </div>
      <Actions><ButtonLink to="/policies" $variant="secondary">Check system requirements</ButtonLink></Actions>
    </Panel>
  ),
  accredited: () => (
    <Panel $bg="#fff8e8" $fg={theme.color.navy} style={{ border: `2px solid ${theme.color.accent}` }}>
      <Art style={{ background: theme.color.accent }}>{icon(SEAL)}</Art>
      <div>
        <h2>Accredited. Recognised. Respected.</h2>
        <p>Our programs are accredited by an international continuing-education accreditor, and certified professionals work in more than 250 partner companies. Eligible programs earn CME/CE credits you can report to your licensing body.</p>
      </div>
      <Actions><ButtonLink to="/faq" $variant="ghost">How accreditation works</ButtonLink></Actions>
    </Panel>
  ),
  media: () => (
    <Panel $bg="#1f3b2d" $fg="#fff">
      <Art>{icon(MIC)}</Art>
      <div>
        <h2>Learn from the conversation</h2>
        <Quote>Medical affairs moves fast. Our webinars and think tank sessions bring the people shaping it to you, live and on demand.</Quote>
      </div>
      <Actions>
        <ButtonLink to="/catalog" state={{ productTypeSender: 'webinar' }}>Browse webinars</ButtonLink>
      </Actions>
    </Panel>
  ),
  mobileLms: () => (
    <Panel $bg={`linear-gradient(120deg, ${theme.color.navyLight}, ${theme.color.navy})`} $fg="#fff">
      <Art>{icon(PHONE)}</Art>
      <div>
        <h2>Take your program everywhere</h2>
        <p>The ACMA mobile app puts your lessons, flashcards and progress in your pocket, with offline reading for flights and clinic waiting rooms.</p>
      </div>
      <Actions>
        <a className="store" href={APP_STORE_URL} target="_blank" rel="noopener noreferrer">App Store<span className="visually-hidden"> (opens in a new tab)</span></a>
        <a className="store" href={PLAY_STORE_URL} target="_blank" rel="noopener noreferrer">Google Play<span className="visually-hidden"> (opens in a new tab)</span></a>
      </Actions>
    </Panel>
  ),
};

