// The Bundles promotion (up to 25% off): opens the catalog with bundles selected.
import styled from 'styled-components';
import { ButtonLink, Container, Section, media, theme } from 'shared-ui';
import { BUNDLE_MAX_DISCOUNT_PERCENT } from './home-content';

const Banner = styled.div`
  display: grid; grid-template-columns: auto 1fr auto; gap: 28px; align-items: center; padding: 32px;
  border-radius: 16px; background: linear-gradient(120deg, #fff3dc 0%, #ffe2ad 100%); border: 1px solid #f5cf85;
  h2 { margin: 0 0 8px; font-size: clamp(1.4rem, 2.4vw, 1.9rem); }
  p { margin: 0; color: ${theme.color.text}; max-width: 620px; }
  ${media.mobile} { grid-template-columns: minmax(0, 1fr); gap: 16px; padding: 24px 20px; }
`;
const Off = styled.p`
  display: grid; place-items: center; width: 128px; height: 128px; border-radius: 50%; margin: 0;
  background: ${theme.color.navy}; color: #fff; text-align: center; line-height: 1.05; font-weight: 700;
  span { display: block; font-size: 0.8rem; font-weight: 600; letter-spacing: .06em; text-transform: uppercase; color: ${theme.color.onNavyMuted}; }
  strong { display: block; font-size: 2.3rem; color: ${theme.color.accent}; }
  ${media.mobile} {
    display: inline-flex; align-items: baseline; gap: 6px; justify-self: start; width: auto; height: auto;
    padding: 8px 16px; border-radius: 999px; strong { font-size: 1.4rem; }
  }
`;

export function BundlesPromo() {
  return (
    <Section aria-labelledby="bundles-heading">
      <Container>
        <Banner>
          <Off><span>Save up to</span><strong>{BUNDLE_MAX_DISCOUNT_PERCENT}%</strong><span>off</span></Off>
          <div>
            <h2 id="bundles-heading">Bundles: learn more, pay less</h2>
            <p>
              Pair a certification with the market research, databases or extensions that go with it and save up to{' '}
              {BUNDLE_MAX_DISCOUNT_PERCENT}% off buying each program on its own. One checkout, one login, every program on the same platform.
            </p>
          </div>
          <ButtonLink to="/catalog" state={{ productTypeSender: 'bundle' }} $variant="secondary">Shop bundles</ButtonLink>
        </Banner>
      </Container>
    </Section>
  );
}
