// The summit page's content sections (spec 2.19), each from the summit data.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, ButtonLink, Card, Container, Section, media, theme } from 'shared-ui';
import type { AgendaRow, SummitPageContent } from '../../lib/summit-content';
import { realLink } from '../../lib/links';
import { scrollToId } from '../../lib/scroll';
import { formatDeadline, formatLongDate } from './format';

export const SectionHead = styled.div`
  margin-bottom: 28px; max-width: 72ch;
  h2 { font-size: clamp(1.5rem, 3vw, 2.1rem); margin: 0 0 10px; }
  p { margin: 0; color: ${theme.color.muted}; font-size: 1.05rem; }
`;
/** A section target of the navigation: keeps focus outline off when focused programmatically. */
export const Anchor = styled(Section)`&:focus { outline: none; }`;

/* ---------- speakers ---------- */
const SpeakerGrid = styled.ul`
  list-style: none; margin: 0; padding: 0; display: grid; gap: 20px; grid-template-columns: repeat(5, 1fr);
  @media (max-width: 1100px) { grid-template-columns: repeat(3, 1fr); }
  ${media.mobile} { grid-template-columns: repeat(2, 1fr); gap: 12px; }
`;
const SpeakerCard = styled(Card)`
  height: 100%; display: flex; flex-direction: column; gap: 6px; padding: 16px; text-align: center; align-items: center;
  img { border-radius: 50%; width: 120px; height: 120px; object-fit: cover; background: ${theme.color.surfaceAlt}; }
  h3 { margin: 8px 0 0; font-size: 1.05rem; }
  p { margin: 0; font-size: .9rem; color: ${theme.color.muted}; }
  .links { margin-top: auto; display: flex; flex-direction: column; gap: 2px; padding-top: 8px; }
  a { font-size: .9rem; font-weight: 600; min-height: 32px; display: inline-flex; align-items: center; justify-content: center; }
  ${media.mobile} { img { width: 88px; height: 88px; } }
`;

export function Speakers({ content }: { content: SummitPageContent }) {
  const agendaById = new Map(content.agenda.map((r) => [r.id, r]));
  return (
    <Anchor id="speakers" aria-labelledby="speakers-title">
      <Container>
        <SectionHead>
          <h2 id="speakers-title">Speakers</h2>
          <p>Leaders from medical affairs teams across the industry, each bringing one practical session to the day.</p>
        </SectionHead>
        <SpeakerGrid>
          {content.speakers.map((s) => {
            const row = agendaById.get(s.agendaId);
            return (
              <li key={s.id}>
                <SpeakerCard data-testid="speaker-card">
                  <img src={s.image} alt="" width={120} height={120} loading="lazy" decoding="async" />
                  <h3>{s.name}</h3>
                  <p>{s.title}</p>
                  <p>{s.organization}</p>
                  <div className="links">
                    <a href={`#agenda-${s.agendaId}`} onClick={(e) => { if (scrollToId(`agenda-${s.agendaId}`)) e.preventDefault(); }}>
                      See session<span className="visually-hidden">{row ? `: ${row.session}, ${row.time}, with ${s.name}` : ` of ${s.name}`}</span>
                    </a>
                    <a href={s.profileUrl} target="_blank" rel="noopener noreferrer">
                      Profile<span className="visually-hidden"> of {s.name} (opens in a new tab)</span> <span aria-hidden="true">↗</span>
                    </a>
                  </div>
                </SpeakerCard>
              </li>
            );
          })}
        </SpeakerGrid>
      </Container>
    </Anchor>
  );
}

/* ---------- why join ---------- */
const Cards3 = styled.div`
  display: grid; grid-template-columns: repeat(3, 1fr); gap: 20px; margin-bottom: 28px;
  ${media.mobile} { grid-template-columns: 1fr; }
  h3 { margin: 0 0 8px; }
  p { margin: 0; }
`;
const Num = styled.span`
  display: inline-grid; place-items: center; width: 40px; height: 40px; border-radius: 50%;
  background: ${theme.color.accent}; color: ${theme.color.navy}; font-weight: 700; margin-bottom: 12px;
`;

export function WhyJoin({ content, ended = false }: { content: SummitPageContent; ended?: boolean }) {
  return (
    <Anchor id="why-attend" $alt aria-labelledby="why-title">
      <Container>
        <SectionHead>
          <h2 id="why-title">Why join the summit</h2>
          <p>One day, one room, and the people shaping how medical affairs works next.</p>
        </SectionHead>
        <Cards3>
          {content.whyJoin.map((c, i) => (
            <Card key={c.title} data-testid="why-card">
              <Num aria-hidden="true">{i + 1}</Num>
              <h3>{c.title}</h3>
              <p>{c.text}</p>
            </Card>
          ))}
        </Cards3>
        {!ended && <Button onClick={() => scrollToId('payment')}>Register Today</Button>}
      </Container>
    </Anchor>
  );
}

/* ---------- agenda ---------- */
const TableWrap = styled.div`overflow-x: auto; border: 1px solid ${theme.color.line}; border-radius: ${theme.radius}; background: #fff;`;
const Table = styled.table`
  width: 100%; border-collapse: collapse;
  caption { text-align: left; padding: 12px 16px; font-weight: 600; color: ${theme.color.muted}; }
  th, td { text-align: left; padding: 14px 16px; border-top: 1px solid ${theme.color.line}; vertical-align: top; }
  thead th { background: ${theme.color.navy}; color: #fff; border-top: 0; }
  th[scope='row'] { white-space: nowrap; font-weight: 600; color: ${theme.color.navy}; width: 9.5rem; }
  tr:target, tr:focus { background: #fff6e5; outline: none; }
  .who { display: block; font-size: .9rem; color: ${theme.color.muted}; margin-top: 4px; }
  .note { display: block; font-size: .9rem; color: ${theme.color.accentDark}; margin-top: 4px; font-weight: 600; }
  ${media.mobile} { th, td { padding: 10px 12px; } th[scope='row'] { width: auto; } }
`;

function AgendaRowView({ row }: { row: AgendaRow }) {
  return (
    <tr id={`agenda-${row.id}`} data-testid="agenda-row">
      <th scope="row">{row.time}</th>
      <td>
        {row.session}
        {row.speakers.length > 0 && <span className="who">{row.speakers.join(', ')}</span>}
        {row.note && <span className="note">{row.note}</span>}
      </td>
    </tr>
  );
}

export function Agenda({ content }: { content: SummitPageContent }) {
  return (
    <Anchor id="agenda" aria-labelledby="agenda-title">
      <Container>
        <SectionHead>
          <h2 id="agenda-title">Agenda</h2>
          <p>{formatLongDate(content.startDate)}, {content.venue.name}. Times are local (Eastern Time).</p>
        </SectionHead>
        <TableWrap>
          <Table>
            <caption>Full-day program</caption>
            <thead><tr><th scope="col">Time</th><th scope="col">Session</th></tr></thead>
            <tbody>{content.agenda.map((r) => <AgendaRowView key={r.id} row={r} />)}</tbody>
          </Table>
        </TableWrap>
      </Container>
    </Anchor>
  );
}

/* ---------- sponsors ---------- */
const SponsorTier = styled.div`
  margin-bottom: 20px;
  h3 { font-size: 1rem; text-transform: uppercase; letter-spacing: .06em; color: ${theme.color.muted}; margin: 0 0 10px; }
  ul { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 14px; }
  .logo { display: flex; align-items: center; justify-content: center; width: 200px; height: 96px; padding: 12px;
      background: #fff; border: 1px solid ${theme.color.line}; border-radius: ${theme.radius}; }
  img { width: 176px; height: 72px; object-fit: contain; }
  ${media.mobile} { .logo { width: 150px; height: 80px; } img { width: 126px; height: 56px; } }
`;

export function Sponsors({ content }: { content: SummitPageContent }) {
  const tiers = [...new Set(content.sponsors.map((s) => s.tier))];
  return (
    <Anchor id="sponsors" $alt aria-labelledby="sponsors-title">
      <Container>
        <SectionHead>
          <h2 id="sponsors-title">Our sponsors</h2>
          <p>The summit is made possible by organizations that invest in the medical affairs profession.</p>
        </SectionHead>
        {tiers.map((tier) => (
          <SponsorTier key={tier}>
            <h3>{tier}</h3>
            <ul>
              {content.sponsors.filter((s) => s.tier === tier).map((s) => {
                const logo = <img src={s.logo} alt={s.name} width={176} height={72} loading="lazy" decoding="async" />;
                const href = realLink(s.url); // a sponsor's own site, or no link (never a placeholder)
                return (
                  <li key={s.name}>
                    {href
                      ? <a className="logo" href={href} target="_blank" rel="noopener noreferrer">{logo}<span className="visually-hidden"> (opens in a new tab)</span></a>
                      : <span className="logo" data-testid="sponsor-logo">{logo}</span>}
                  </li>
                );
              })}
            </ul>
          </SponsorTier>
        ))}
      </Container>
    </Anchor>
  );
}

/* ---------- awards teaser ---------- */
const Teaser = styled.div`
  display: grid; grid-template-columns: 2fr 1fr; gap: 24px; align-items: center;
  background: ${theme.color.navy}; color: #fff; border-radius: ${theme.radius}; padding: 32px;
  h2 { color: #fff; margin: 0 0 10px; }
  p { margin: 0; color: ${theme.color.onNavy}; }
  ul { margin: 12px 0 0; padding-left: 20px; color: ${theme.color.onNavy}; }
  ${media.mobile} { grid-template-columns: 1fr; padding: 24px; }
`;

/** The awards; on an archive (`ended`) no call to nominate (the nominations are the next summit's). */
export function AwardsTeaser({ content, ended = false }: { content: SummitPageContent; ended?: boolean }) {
  return (
    <Anchor id="awards" aria-labelledby="awards-title">
      <Container>
        <Teaser>
          <div>
            <h2 id="awards-title">{content.awardsTeaser.title}</h2>
            <p>{content.awardsTeaser.text}</p>
            <ul>{content.nominations.awards.map((a) => <li key={a.id}>{a.name}</li>)}</ul>
            {!ended && <p style={{ marginTop: 12 }}>Nominations close {formatDeadline(content.nominations.deadline)}.</p>}
          </div>
          {!ended && <div><ButtonLink to="/acma-summit-nominations" $block>Nominate now</ButtonLink></div>}
        </Teaser>
      </Container>
    </Anchor>
  );
}

/* ---------- not found ---------- */
const NotFoundWrap = styled(Container)`padding-top: 64px; padding-bottom: 64px; text-align: center; min-height: 50vh;`;

export function ConferenceNotFound({ slug }: { slug: string }) {
  return (
    <NotFoundWrap>
      <h1>Sorry, conference not found!</h1>
      <p>We could not find a conference at <code>/conference/{slug}</code>. If you typed the address, please check it for a typo, or follow the link from our emails again.</p>
      <p><Link to="/catalog">Browse the catalog</Link> · <Link to="/">Go to the home page</Link></p>
    </NotFoundWrap>
  );
}
