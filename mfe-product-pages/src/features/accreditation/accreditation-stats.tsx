import styled from 'styled-components';
import { Container, media, theme } from 'shared-ui';

export const ACCREDITATION_STATS = [
  { value: '25k+', label: 'Users' },
  { value: '80+', label: 'Countries' },
  { value: '250+', label: 'Companies' },
] as const;

const Band = styled.section`
  background: ${theme.color.navy}; color: #fff; padding: 40px 0;
  h2 { color: #fff; margin: 0 0 8px; text-align: center; }
  p.lead { text-align: center; margin: 0 auto 24px; max-width: 60ch; color: ${theme.color.onNavy}; }
`;
const Stats = styled.dl`
  display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 20px; margin: 0; text-align: center;
  div { padding: 16px; border-radius: 12px; background: rgba(255, 255, 255, 0.08); }
  dt { font-size: 1rem; color: ${theme.color.onNavy}; }
  dd { margin: 0; font-size: 2.4rem; font-weight: 800; color: ${theme.color.accent}; }
  div { display: flex; flex-direction: column-reverse; }
  ${media.mobile} { gap: 10px; dd { font-size: 1.6rem; } div { padding: 12px 4px; } }
`;

/** Accreditation stats: 25k+ users, 80+ countries, 250+ companies. */
export function AccreditationStats() {
  return (
    <Band aria-labelledby="accreditation-title" data-testid="accreditation-stats">
      <Container>
        <h2 id="accreditation-title">Trusted by Medical Affairs Teams Worldwide</h2>
        <p className="lead">Since 2015 the council has set the standard for medical affairs education, accredited by an international continuing-education accreditor.</p>
        <Stats>
          {ACCREDITATION_STATS.map((s) => (
            <div key={s.label}><dt>{s.label}</dt><dd>{s.value}</dd></div>
          ))}
        </Stats>
      </Container>
    </Band>
  );
}
