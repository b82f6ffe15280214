// Category tiles: links to the catalog that pre-select a type (productTypeSender) or a trait
// (traitTypeSender) through navigation state (spec section 2.4).
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Container, Section, media, theme } from 'shared-ui';
import { CATEGORY_TILES } from './home-content';

const Grid = styled.ul`
  list-style: none; margin: 24px 0 0; padding: 0; display: grid; gap: 16px;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  ${media.mobile} { grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 12px; }
`;
const Tile = styled(Link)`
  display: flex; flex-direction: column; gap: 6px; height: 100%; padding: 20px; border-radius: ${theme.radius};
  background: #fff; border: 1px solid ${theme.color.line}; box-shadow: ${theme.shadow}; text-decoration: none; color: ${theme.color.text};
  transition: border-color .15s ease, box-shadow .15s ease;
  &:hover { border-color: ${theme.color.navy}; box-shadow: 0 8px 24px rgba(20, 33, 61, 0.14); }
  svg { width: 32px; height: 32px; fill: ${theme.color.navy}; margin-bottom: 6px; }
  strong { color: ${theme.color.navy}; font-size: 1.08rem; }
  span { color: ${theme.color.muted}; font-size: 0.92rem; }
  ${media.mobile} { padding: 14px; span { font-size: 0.85rem; } }
`;

export function CategoryTiles() {
  return (
    <Section $alt aria-labelledby="tiles-heading">
      <Container>
        <h2 id="tiles-heading" style={{ margin: 0 }}>Find the right program</h2>
        <p style={{ margin: '8px 0 0', color: theme.color.muted }}>Start from what you need; the catalog opens with that choice already made.</p>
        <Grid>
          {CATEGORY_TILES.map((t) => (
            <li key={t.title}>
              <Tile to="/catalog" state={t.state} data-testid="category-tile">
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d={t.icon} /></svg>
                <strong>{t.title}</strong>
                <span>{t.text}</span>
              </Tile>
            </li>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
