import styled from 'styled-components';
import { Button, Container, media, theme } from 'shared-ui';
import type { SummitPageContent } from '../../lib/summit-content';
import { Anchor, SectionHead } from './sections';

const Grid = styled.div`
  display: grid; grid-template-columns: 3fr 2fr; gap: 24px; align-items: start;
  ${media.mobile} { grid-template-columns: 1fr; }
  ul { margin: 0 0 16px; padding-left: 20px; }
  li { margin-bottom: 6px; }
`;
const Box = styled.div`
  background: ${theme.color.navy}; color: #fff; border-radius: ${theme.radius}; padding: 24px;
  h3 { color: #fff; margin: 0 0 8px; }
  p { margin: 0 0 16px; color: ${theme.color.onNavy}; }
`;

export function Sponsorship({ content, onSponsor, onIntent }: { content: SummitPageContent; onSponsor: () => void; onIntent?: () => void }) {
  const s = content.sponsorship;
  return (
    <Anchor id="sponsorship" aria-labelledby="sponsorship-title">
      <Container>
        <SectionHead>
          <h2 id="sponsorship-title">{s.title}</h2>
          <p>{s.text}</p>
        </SectionHead>
        <Grid>
          <ul>{s.benefits.map((b) => <li key={b}>{b}</li>)}</ul>
          <Box>
            <h3>Talk to our partnerships team</h3>
            <p>Tell us what you would like to achieve at the summit and we will send the current packages and availability.</p>
            <Button onClick={onSponsor} onPointerEnter={onIntent} onFocus={onIntent}>Become a sponsor</Button>
          </Box>
        </Grid>
      </Container>
    </Anchor>
  );
}
