import styled from 'styled-components';
import { media, theme } from 'shared-ui';
import { PageSection } from '../layout/page-parts';
import type { Person } from './people';

const Grid = styled.ul<{ $wide: boolean }>`
  list-style: none; margin: 0; padding: 0; display: grid; gap: 24px;
  grid-template-columns: repeat(auto-fill, minmax(${(p) => (p.$wide ? 320 : 200)}px, 1fr));
  ${media.mobile} { grid-template-columns: ${(p) => (p.$wide ? 'minmax(0, 1fr)' : 'repeat(2, minmax(0, 1fr))')}; gap: 16px; }
`;
const Card = styled.li<{ $wide: boolean }>`
  display: grid; gap: 12px; align-content: start; text-align: ${(p) => (p.$wide ? 'left' : 'center')};
  ${(p) => (p.$wide ? 'grid-template-columns: 96px minmax(0, 1fr); padding: 20px; background: #fff; border-radius: 12px; border: 1px solid ' + theme.color.line + ';' : '')}
  img, .initials { width: ${(p) => (p.$wide ? 96 : 140)}px; height: ${(p) => (p.$wide ? 96 : 140)}px; border-radius: 50%; object-fit: cover;
    margin: ${(p) => (p.$wide ? '0' : '0 auto')}; background: ${theme.color.surfaceAlt}; }
  .initials { display: grid; place-items: center; font-size: 2rem; font-weight: 800; color: ${theme.color.navy}; }
  h3 { margin: 0; font-size: 1.1rem; }
  .title { margin: 2px 0 0; color: ${theme.color.muted}; font-size: 0.95rem; }
  .desc { margin: 8px 0 0; }
  ${media.mobile} { img, .initials { width: ${(p) => (p.$wide ? 72 : 110)}px; height: ${(p) => (p.$wide ? 72 : 110)}px; }
    ${(p) => (p.$wide ? 'grid-template-columns: 72px minmax(0, 1fr);' : '')} }
`;

const initials = (name: string) => name.replace(/^(Dr|Prof)\.?\s+/i, '').split(/\s+/).filter(Boolean).slice(0, 2).map((w) => w[0]!.toUpperCase()).join('');

/** Speakers with image, name and title (and description when there is one). */
export function SpeakerList({ people, title = 'Speakers', alt }: { people: Person[]; title?: string; alt?: boolean }) {
  if (people.length === 0) return null;
  const wide = people.some((p) => p.description);
  return (
    <PageSection title={title} id="speakers" alt={alt} testId="speakers">
      <Grid $wide={wide}>
        {people.map((p, i) => (
          <Card key={`${p.name}-${i}`} $wide={wide} data-testid="speaker">
            {p.image
              ? <img src={p.image} alt="" width={140} height={140} loading="lazy" decoding="async" />
              : <span className="initials" aria-hidden="true">{initials(p.name)}</span>}
            <div>
              <h3>{p.name}</h3>
              {p.title && <p className="title">{p.title}</p>}
              {p.description && <p className="desc">{p.description}</p>}
            </div>
          </Card>
        ))}
      </Grid>
    </PageSection>
  );
}
