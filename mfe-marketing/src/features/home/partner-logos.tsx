// Partner companies. Each shows its logo file when one is listed, otherwise a styled word mark of
// its name; a logo that fails to load falls back to the word mark too. Fixed-height cells, so
// nothing moves whichever renders.
import { useState } from 'react';
import styled from 'styled-components';
import { Container, media, theme } from 'shared-ui';
import { PARTNERS, type Partner } from './home-content';

const Wrap = styled.section`padding: 36px 0; border-bottom: 1px solid ${theme.color.line}; background: #fff;`;
const Title = styled.h2`
  margin: 0 0 20px; text-align: center; font-size: 1rem; font-weight: 600; color: ${theme.color.muted};
`;
const Row = styled.ul`
  list-style: none; margin: 0; padding: 0; display: grid; gap: 16px 28px; align-items: center;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  ${media.mobile} { grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 12px; }
  li { height: 56px; display: grid; place-items: center; }
  img { max-height: 48px; width: auto; max-width: 100%; filter: grayscale(1); opacity: .85; }
`;
const WordMark = styled.span`
  display: inline-flex; align-items: center; gap: 8px; font-weight: 800; letter-spacing: .02em; color: #5b6478;
  font-size: 1.02rem; line-height: 1.1; text-align: left;
  &::before { content: ''; flex: none; width: 22px; height: 22px; border-radius: 6px; border: 3px solid currentColor; transform: rotate(45deg) scale(.8); }
`;

function PartnerMark({ partner }: { partner: Partner }) {
  const [failed, setFailed] = useState(false);
  if (partner.logo && !failed) {
    return <img src={partner.logo} alt={partner.name} width={150} height={50} loading="lazy" decoding="async" onError={() => setFailed(true)} />;
  }
  return <WordMark>{partner.name}</WordMark>;
}

export function PartnerLogos() {
  return (
    <Wrap aria-labelledby="partners-heading">
      <Container>
        <Title id="partners-heading">Medical affairs teams at over 250 companies train with ACMA</Title>
        <Row>
          {PARTNERS.map((p) => <li key={p.name} data-testid="partner"><PartnerMark partner={p} /></li>)}
        </Row>
      </Container>
    </Wrap>
  );
}
