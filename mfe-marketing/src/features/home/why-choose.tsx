import styled from 'styled-components';
import { Container, Section, media, theme } from 'shared-ui';
import { WHY_CHOOSE } from './home-content';

const Grid = styled.ul`
  list-style: none; margin: 28px 0 0; padding: 0; display: grid; gap: 28px 32px; grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.mobile} { grid-template-columns: minmax(0, 1fr); gap: 20px; }
  li { display: grid; grid-template-columns: 40px 1fr; gap: 14px; align-items: start; }
  h3 { margin: 4px 0 6px; font-size: 1.15rem; }
  p { margin: 0; color: ${theme.color.muted}; }
`;
const Mark = styled.span`
  display: grid; place-items: center; width: 40px; height: 40px; border-radius: 50%;
  background: ${theme.color.accent}; color: ${theme.color.navy}; font-weight: 800;
`;

export function WhyChoose() {
  return (
    <Section aria-labelledby="why-heading">
      <Container>
        <h2 id="why-heading" style={{ margin: 0 }}>Why professionals choose ACMA</h2>
        <Grid>
          {WHY_CHOOSE.map((r, i) => (
            <li key={r.title}>
              <Mark aria-hidden="true">{i + 1}</Mark>
              <div><h3>{r.title}</h3><p>{r.text}</p></div>
            </li>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
