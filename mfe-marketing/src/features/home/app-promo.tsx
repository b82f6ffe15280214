// The mobile learning app and the learning platform (spec section 1). Outside links open in a new tab.
import styled from 'styled-components';
import { Container, Section, media, theme } from 'shared-ui';
import { APP_STORE_URL, LEARNING_PLATFORM_URL, PLAY_STORE_URL } from './home-content';

const Inner = styled(Container)`
  display: grid; grid-template-columns: 1fr 280px; gap: 48px; align-items: center;
  ${media.mobile} { grid-template-columns: minmax(0, 1fr); gap: 28px; }
  h2 { margin: 0 0 12px; font-size: clamp(1.5rem, 2.6vw, 2rem); }
  p { margin: 0 0 14px; color: ${theme.color.muted}; max-width: 620px; }
  ul.points { margin: 0 0 20px; padding-left: 20px; li { margin: 4px 0; } }
`;
const Stores = styled.div`display: flex; flex-wrap: wrap; gap: 12px; margin-bottom: 16px;`;
const Store = styled.a`
  display: inline-flex; flex-direction: column; justify-content: center; min-height: 52px; min-width: 170px; padding: 6px 18px;
  border-radius: 10px; background: #000; color: #fff; text-decoration: none; line-height: 1.15;
  small { font-size: 0.72rem; color: #d0d0d0; }
  strong { font-size: 1.05rem; }
  &:hover { background: #222; }
`;
const Phone = styled.div`
  justify-self: center; width: 220px; height: 400px; border-radius: 36px; padding: 14px; background: ${theme.color.navy};
  box-shadow: 0 20px 50px rgba(20, 33, 61, 0.3);
  ${media.mobile} { display: none; }
`;
const Screen = styled.div`
  height: 100%; border-radius: 26px; background: linear-gradient(180deg, #fff 0%, ${theme.color.surfaceAlt} 100%);
  padding: 22px 16px; display: grid; gap: 10px; align-content: start; font-size: 0.8rem; color: ${theme.color.navy};
  b { font-size: 0.95rem; }
  i { display: block; height: 8px; border-radius: 4px; background: ${theme.color.line}; }
  i.done { background: ${theme.color.accent}; }
`;

export function AppPromo() {
  return (
    <Section $alt aria-labelledby="app-heading">
      <Inner>
        <div>
          <h2 id="app-heading">Learn on your commute, finish at your desk</h2>
          <p>
            The ACMA mobile app carries your modules, audio lessons and practice questions in your pocket. Everything you
            do syncs with the ACMA learning platform, where you take your exams and download your certificate.
          </p>
          <ul className="points">
            <li>Download modules and keep learning offline</li>
            <li>Pick up on the web exactly where you stopped on the phone</li>
            <li>Your login details arrive by email right after purchase</li>
          </ul>
          <Stores>
            <Store href={APP_STORE_URL} target="_blank" rel="noopener noreferrer">
              {/* the name is the visible text (WCAG 2.5.3), the new tab said after it */}
              <small>Download on the</small> <strong>App Store</strong><span className="visually-hidden"> (opens in a new tab)</span>
            </Store>
            <Store href={PLAY_STORE_URL} target="_blank" rel="noopener noreferrer">
              <small>Get it on</small> <strong>Google Play</strong><span className="visually-hidden"> (opens in a new tab)</span>
            </Store>
          </Stores>
          <a href={LEARNING_PLATFORM_URL} target="_blank" rel="noopener noreferrer">Sign in to the learning platform<span className="visually-hidden"> (opens in a new tab)</span></a>
        </div>
        <Phone aria-hidden="true">
          <Screen>
            <b>My programs</b>
            <span>Module 7 of 20</span>
            <i className="done" style={{ width: '35%' }} />
            <span>Medical information and compliance</span>
            <i /><i style={{ width: '80%' }} /><i style={{ width: '60%' }} />
            <span>Next: practice questions</span>
            <i /><i style={{ width: '70%' }} />
          </Screen>
        </Phone>
      </Inner>
    </Section>
  );
}
