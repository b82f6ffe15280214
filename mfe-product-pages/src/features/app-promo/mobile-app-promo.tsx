import styled from 'styled-components';
import { Container, media, theme } from 'shared-ui';
import { APP_STORE_URL, PLAY_STORE_URL } from '../../lib/links';

const Band = styled.section`
  padding: 48px 0; background: ${theme.color.surfaceAlt};
  ${media.mobile} { padding: 32px 0; }
`;
const Grid = styled.div`
  display: grid; grid-template-columns: minmax(0, 1fr) 220px; gap: 40px; align-items: center;
  ${media.mobile} { grid-template-columns: minmax(0, 1fr); gap: 24px; }
  h2 { margin-top: 0; }
  ul { padding-left: 20px; }
`;
const Stores = styled.div`
  display: flex; gap: 12px; flex-wrap: wrap;
  a { display: inline-flex; flex-direction: column; justify-content: center; min-height: 52px; padding: 6px 18px; border-radius: 10px;
      background: #000; color: #fff; text-decoration: none; line-height: 1.2; }
  a small { font-size: 0.7rem; }
  a strong { font-size: 1.1rem; }
`;
const Phone = styled.div`
  width: 180px; height: 320px; margin: 0 auto; border-radius: 28px; border: 10px solid ${theme.color.navy}; background: #fff;
  display: grid; grid-template-rows: 40px 1fr 1fr 1fr; gap: 10px; padding: 14px;
  ${media.mobile} { display: none; }
  span { border-radius: 8px; background: ${theme.color.line}; }
  span:first-child { background: ${theme.color.accent}; }
`;

/** Promotion of the council's mobile learning app, with the store links. */
export function MobileAppPromo() {
  return (
    <Band aria-labelledby="app-promo-title" data-testid="app-promo">
      <Container>
        <Grid>
          <div>
            <h2 id="app-promo-title">Study Anywhere with the ACMA App</h2>
            <p>Everything in your program, sized for your phone.</p>
            <ul>
              <li>Download modules and keep learning offline</li>
              <li>Flashcards and practice questions for exam preparation</li>
              <li>Progress that syncs with the learning platform on your computer</li>
            </ul>
            <Stores>
              <a href={APP_STORE_URL} target="_blank" rel="noopener noreferrer"><small>Download on the</small><strong>App Store</strong><span className="visually-hidden"> (opens in a new tab)</span></a>
              <a href={PLAY_STORE_URL} target="_blank" rel="noopener noreferrer"><small>Get it on</small><strong>Google Play</strong><span className="visually-hidden"> (opens in a new tab)</span></a>
            </Stores>
          </div>
          <Phone aria-hidden="true"><span /><span /><span /><span /></Phone>
        </Grid>
      </Container>
    </Band>
  );
}
