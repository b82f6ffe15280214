// The accreditation statement with every claim of spec section 1.
import styled from 'styled-components';
import { Container, media, theme } from 'shared-ui';
import { ACCREDITATION } from './home-content';

const Wrap = styled.section`background: ${theme.color.navy}; color: #e4e9f5; padding: 56px 0; ${media.mobile} { padding: 40px 0; }`;
const Inner = styled(Container)`
  display: grid; grid-template-columns: 1.1fr 1fr; gap: 40px; align-items: center;
  ${media.mobile} { grid-template-columns: minmax(0, 1fr); gap: 28px; }
  h2 { color: #fff; margin: 0 0 14px; font-size: clamp(1.5rem, 2.6vw, 2rem); }
  p { margin: 0 0 12px; }
`;
const Stats = styled.dl`
  display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 16px; margin: 0;
  div {
    display: flex; flex-direction: column-reverse; justify-content: flex-end; padding: 18px;
    background: rgba(255, 255, 255, 0.07); border: 1px solid rgba(255, 255, 255, 0.16); border-radius: ${theme.radius};
  }
  dt { font-size: 0.95rem; color: ${theme.color.onNavyMuted}; }
  dd { margin: 0 0 4px; font-size: clamp(1.6rem, 3vw, 2.2rem); font-weight: 800; color: ${theme.color.accent}; }
`;

export function AccreditationStatement() {
  return (
    <Wrap aria-labelledby="accreditation-heading">
      <Inner>
        <div>
          <h2 id="accreditation-heading">An accredited standard since {ACCREDITATION.founded}</h2>
          <p>
            The Accreditation Council for Medical Affairs was founded in {ACCREDITATION.founded} to give medical affairs a
            shared, measurable standard of practice. Our programs are accredited by {ACCREDITATION.accreditor}, so the
            hours you invest count toward continuing education as well as your career.
          </p>
          <p>
            Today more than 8000 certified professionals hold an ACMA credential. Over 250 partner companies train their
            teams with us, and over 25,000 users in 80+ countries learn on our platform.
          </p>
        </div>
        <Stats aria-label="ACMA in numbers">
          {ACCREDITATION.stats.map((s) => (
            <div key={s.label}><dt>{s.label}</dt><dd>{s.value}</dd></div>
          ))}
        </Stats>
      </Inner>
    </Wrap>
  );
}
