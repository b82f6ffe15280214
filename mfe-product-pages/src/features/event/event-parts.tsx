// Event page pieces (spec 2.10): agenda, venue, and the Network / Learn / Scholars blurbs.
import styled from 'styled-components';
import type { AgendaItem } from 'shared-api';
import { media, theme } from 'shared-ui';
import { SafeHtml } from 'shared-ui/rich-text';
import { ExternalButton, PageSection } from '../layout/page-parts';

const Agenda = styled.ol`
  list-style: none; margin: 0; padding: 0; display: grid; gap: 0; max-width: 900px;
  li { display: grid; grid-template-columns: 120px minmax(0, 1fr); gap: 20px; padding: 18px 0; border-bottom: 1px solid ${theme.color.line}; }
  time { font-weight: 800; color: ${theme.color.navy}; font-size: 1.1rem; white-space: nowrap; }
  h3 { margin: 0 0 4px; font-size: 1.1rem; }
  .text { color: ${theme.color.muted}; }
  .text p { margin: 0; }
  .speaker { margin: 6px 0 0; font-weight: 600; }
  ${media.mobile} { li { grid-template-columns: minmax(0, 1fr); gap: 4px; } }
`;

export function EventAgenda({ items }: { items: AgendaItem[] }) {
  if (items.length === 0) return null;
  return (
    <PageSection title="Agenda" id="agenda" testId="agenda">
      <Agenda>
        {items.map((a, i) => (
          <li key={`${a.startTime}-${i}`} data-testid="agenda-item">
            <time>{a.startTime} {a.timeStamp}</time>
            <div>
              <h3>{a.title}</h3>
              {a.excerpt && <SafeHtml html={a.excerpt} className="text" />}
              {a.speaker && <p className="speaker"><span className="visually-hidden">Speaker: </span>{a.speaker}</p>}
            </div>
          </li>
        ))}
      </Agenda>
    </PageSection>
  );
}

const Venue = styled.div`
  display: grid; grid-template-columns: minmax(0, 1.2fr) minmax(0, 1fr); gap: 32px; align-items: center;
  img { width: 100%; height: auto; aspect-ratio: 2 / 1; object-fit: cover; border-radius: 12px; background: ${theme.color.line}; }
  h3 { margin: 0 0 8px; font-size: 1.4rem; }
  ${media.mobile} { grid-template-columns: minmax(0, 1fr); gap: 16px; }
`;

export function EventVenue({ name, link, image }: { name: string | null; link: string | null; image: string | null }) {
  if (!name && !link) return null;
  return (
    <PageSection title="Venue" id="venue" alt testId="venue">
      <Venue>
        {image ? <img src={image} alt={name ?? 'The venue'} width={640} height={320} loading="lazy" decoding="async" /> : <div />}
        <div>
          {name && <h3>{name}</h3>}
          <p>Sessions, meals and networking all take place under one roof. Attendees receive travel and hotel suggestions with their registration email.</p>
          {link && (
            <ExternalButton href={link} target="_blank" rel="noopener noreferrer">
              View Venue<span className="visually-hidden"> (opens in a new tab)</span>
            </ExternalButton>
          )}
        </div>
      </Venue>
    </PageSection>
  );
}

const Blurbs = styled.ul`
  list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 20px;
  li { padding: 24px; border-radius: 12px; background: ${theme.color.navy}; color: #fff; }
  h3 { color: ${theme.color.accent}; margin: 0 0 8px; font-size: 1.3rem; }
  p { margin: 0; color: #e6ebf5; }
  ${media.mobile} { grid-template-columns: minmax(0, 1fr); }
`;

export const EVENT_BLURBS = [
  { title: 'Network', text: 'Meet medical affairs leaders, medical science liaisons and peers from across the industry in small-group sessions and open networking breaks.' },
  { title: 'Learn', text: 'Practical sessions on evidence generation, scientific communication and field strategy, led by people who do this work every day.' },
  { title: 'Scholars', text: 'Students and early-career professionals can apply for a limited number of scholar places, with reduced registration and a mentor for the day.' },
] as const;

export function EventBlurbs() {
  return (
    <PageSection title="Why Attend" id="why-attend" testId="event-blurbs">
      <Blurbs>
        {EVENT_BLURBS.map((b) => <li key={b.title}><h3>{b.title}</h3><p>{b.text}</p></li>)}
      </Blurbs>
    </PageSection>
  );
}
