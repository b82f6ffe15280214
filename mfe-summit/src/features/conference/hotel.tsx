import { useState } from 'react';
import styled from 'styled-components';
import { Button, Card, Container, media, theme } from 'shared-ui';
import { buildIcs, icsFileName } from '../../lib/ics';
import { realLink } from '../../lib/links';
import { summitHours } from '../../lib/summit-hours';
import type { SummitPageContent } from '../../lib/summit-content';
import { formatDeadline, formatLongDate, formatTime } from './format';
import { Anchor, SectionHead } from './sections';

const Grid = styled.div`
  display: grid; grid-template-columns: 3fr 2fr; gap: 24px;
  ${media.mobile} { grid-template-columns: 1fr; }
  p { margin: 0 0 12px; }
  address { font-style: normal; margin-bottom: 12px; }
  dl { margin: 0 0 16px; display: grid; grid-template-columns: auto 1fr; gap: 6px 12px; }
  dt { font-weight: 600; color: ${theme.color.navy}; }
  dd { margin: 0; }
`;
const Actions = styled.div`display: flex; flex-wrap: wrap; gap: 12px;`;
const ExtLink = styled.a`
  display: inline-flex; align-items: center; min-height: 44px; padding: 10px 20px; border-radius: 8px; font-weight: 600;
  border: 2px solid ${theme.color.navy}; color: ${theme.color.navy}; text-decoration: none;
  &:hover { background: ${theme.color.surfaceAlt}; }
`;

/** Downloads the summit's .ics file (built from the data) through a temporary object URL. */
export function downloadIcs(content: SummitPageContent): void {
  const hours = summitHours(content);
  const ics = buildIcs({
    uid: `${content.slug}@acma-summit`,
    title: content.name,
    start: hours.start,
    end: hours.end,
    location: `${content.venue.name}, ${content.venue.address}`,
    description: `${content.tagline}\n\nAgenda and registration: ${location.origin}/conference/${content.slug}`,
    url: `${location.origin}/conference/${content.slug}`,
  });
  const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = icsFileName(content.slug);
  document.body.appendChild(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Venue and hotel; on an archive (`ended`) no room booking and no calendar file: the day has passed. */
export function Hotel({ content, ended = false }: { content: SummitPageContent; ended?: boolean }) {
  const [added, setAdded] = useState(false);
  const h = content.hotel;
  const hours = summitHours(content);
  const booking = ended ? null : realLink(h.bookingUrl); // the hotel's own page, or no link (never a placeholder)
  return (
    <Anchor id="hotel" $alt aria-labelledby="hotel-title">
      <Container>
        <SectionHead>
          <h2 id="hotel-title">Venue and hotel</h2>
          <p>{h.text}</p>
        </SectionHead>
        <Grid>
          <Card>
            <h3 style={{ marginTop: 0 }}>{h.name}</h3>
            <address>{h.address}</address>
            <dl>
              <dt>Date</dt><dd>{formatLongDate(content.startDate)}</dd>
              <dt>Time</dt><dd>{`${formatTime(hours.start)} to ${formatTime(hours.end)} (Eastern Time)`}</dd>
              {!ended && <><dt>Room rate</dt><dd>Summit rate available until {formatDeadline(h.rateDeadline)}. Book directly with the hotel.</dd></>}
            </dl>
            <Actions>
              {booking && <ExtLink href={booking} target="_blank" rel="noopener noreferrer">Book a room<span className="visually-hidden"> (opens in a new tab)</span> <span aria-hidden="true">↗</span></ExtLink>}
              <ExtLink href={content.venue.mapUrl} target="_blank" rel="noopener noreferrer">Directions<span className="visually-hidden"> (opens in a new tab)</span> <span aria-hidden="true">↗</span></ExtLink>
            </Actions>
          </Card>
          {!ended && (
            <Card>
              <h3 style={{ marginTop: 0 }}>Save the date</h3>
              <p>Add the summit to your calendar so the day is held before your diary fills up. The file works with Outlook, Google Calendar and Apple Calendar.</p>
              <Button onClick={() => { downloadIcs(content); setAdded(true); }}>Add to calendar (.ics)</Button>
              <p role="status" style={{ marginTop: 10, minHeight: '1.5em' }}>{added ? 'Calendar file downloaded. Open it to add the summit to your calendar.' : ''}</p>
            </Card>
          )}
        </Grid>
      </Container>
    </Anchor>
  );
}
