// The hero: the page's largest element. Plain text on a CSS background with no data dependency,
// so it is in the first paint and nothing above it moves later.
import styled from 'styled-components';
import { ButtonLink, Container, media, theme } from 'shared-ui';
import { ACCREDITATION } from './home-content';

const Wrap = styled.section`
  position: relative; overflow: hidden; color: #fff;
  background:
    radial-gradient(circle at 85% 20%, rgba(252, 163, 17, 0.22) 0, rgba(252, 163, 17, 0) 38%),
    radial-gradient(circle at 10% 110%, rgba(90, 130, 220, 0.35) 0, rgba(90, 130, 220, 0) 45%),
    linear-gradient(135deg, ${theme.color.navy} 0%, ${theme.color.navyLight} 100%);
  padding: 88px 0 96px;
  ${media.mobile} { padding: 48px 0 56px; }
`;
const Inner = styled(Container)`
  max-width: ${theme.maxWidth};
  h1 { color: #fff; margin: 0 0 18px; max-width: 820px; font-size: clamp(2rem, 5vw, 3.4rem); line-height: 1.1; letter-spacing: -0.01em; }
  h1 em { font-style: normal; color: ${theme.color.accent}; }
`;
const Kicker = styled.p`
  margin: 0 0 14px; font-weight: 700; letter-spacing: .08em; text-transform: uppercase; font-size: 0.85rem; color: ${theme.color.onNavyMuted};
`;
const Lead = styled.p`margin: 0 0 28px; max-width: 680px; font-size: clamp(1.05rem, 1.8vw, 1.25rem); color: #e4e9f5;`;
const Actions = styled.div`
  display: flex; flex-wrap: wrap; gap: 12px;
  a:last-child { color: #fff; border-color: #fff; }
  a:last-child:hover { background: rgba(255, 255, 255, 0.12); }
  ${media.mobile} { a { flex: 1 1 100%; } }
`;
const Trust = styled.ul`
  list-style: none; margin: 32px 0 0; padding: 0; display: flex; flex-wrap: wrap; gap: 10px 28px; color: ${theme.color.onNavyMuted}; font-size: 0.95rem;
  strong { color: #fff; }
  /* one item a line on phones: a line never re-wraps while the served page is still being parsed */
  ${media.mobile} { flex-direction: column; }
`;

export function Hero() {
  return (
    <Wrap aria-labelledby="home-hero-heading">
      <Inner>
        <Kicker>Accreditation Council for Medical Affairs</Kicker>
        <h1 id="home-hero-heading">Accredited board certifications for <em>medical affairs</em> professionals</h1>
        <Lead>
          Prove what you know with a credential the industry recognises. Self-paced online programs for MSLs,
          medical affairs teams, pharmacists and life science professionals, from the council that sets the standard.
        </Lead>
        <Actions>
          <ButtonLink to="/certifications">Explore certifications</ButtonLink>
          <ButtonLink to="/catalog" $variant="ghost">Browse the catalog</ButtonLink>
        </Actions>
        <Trust aria-label="At a glance">
          <li><strong>Since {ACCREDITATION.founded}</strong> setting the standard</li>
          <li><strong>{ACCREDITATION.stats[0].value}</strong> {ACCREDITATION.stats[0].label}</li>
          <li><strong>{ACCREDITATION.stats[3].value}</strong> {ACCREDITATION.stats[3].label}</li>
        </Trust>
      </Inner>
    </Wrap>
  );
}
