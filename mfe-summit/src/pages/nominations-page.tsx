// /acma-summit-nominations (spec 2.20): the four awards with their criteria, self and peer
// nominations, the deadline (first reading, from the data) and the nomination form.
import styled from 'styled-components';
import { nominationsDescription, type PageMeta, type PageMetaArgs } from 'shared-api/page-meta';
import { Button, Card, Container, Loader, Section, media, openSections, theme } from 'shared-ui';
import { formatDeadline, formatLongDate } from '../features/conference/format';
import { NominationForm } from '../features/nominations/nomination-form';
import { currentSummitLoader, useCurrentSummit } from '../features/summit-data/use-current-summit';

const Hero = styled.header`
  background: ${theme.color.navy}; color: #fff; padding: 48px 0 40px;
  h1 { color: #fff; margin: 0 0 12px; font-size: clamp(1.8rem, 4vw, 2.6rem); }
  p { color: ${theme.color.onNavy}; max-width: 70ch; margin: 0 0 16px; font-size: 1.05rem; }
`;
const Deadline = styled.p`
  display: inline-block; background: ${theme.color.accent}; color: ${theme.color.navy} !important; font-weight: 700;
  padding: 8px 14px; border-radius: 8px;
`;
const Awards = styled.ol`
  list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(2, 1fr); gap: 20px;
  ${media.mobile} { grid-template-columns: 1fr; }
  h3 { margin: 0 0 4px; }
  .elig { margin: 0 0 8px; font-weight: 600; color: ${theme.color.accentDark}; }
  ul { margin: 8px 0 0; padding-left: 20px; }
  li li { margin-bottom: 4px; }
`;
const Two = styled.div`
  display: grid; grid-template-columns: 1fr 1fr; gap: 20px;
  ${media.mobile} { grid-template-columns: 1fr; }
  h3 { margin-top: 0; }
`;
const FormWrap = styled.div`max-width: 720px;`;
const FormSection = styled(Section)`scroll-margin-top: ${theme.navHeight + 8}px;`;

/** The page in the head: the awards, and the day nominations close when this year's summit names it. */
function nominationsMeta(deadline: string | null): PageMeta {
  return {
    title: 'ACMA Medical Affairs Awards: Nominations | ACMA',
    description: nominationsDescription('Nominate yourself or a colleague for the ACMA Medical Affairs Awards: Rising Star, Trailblazer, MSL of the Year and Innovation & Excellence.', deadline),
  };
}

/**
 * The route's data, on both sides (ARCHITECTURE.md 5b): this year's summit (the page's content: the
 * server renders the awards and the form).
 */
export const loader = currentSummitLoader;

/** The deadline of this year's summit's nominations, from the API's answer (null: not known, or not here yet). */
function deadlineOf(data: unknown): string | null {
  const nominations = (data as { nominations?: { deadline?: unknown } } | null)?.nominations;
  return typeof nominations?.deadline === 'string' ? nominations.deadline : null;
}

/** What the page says in the head (the shell writes it once the summit has come): the awards and, when known, the day nominations close. */
export const handle = {
  meta: ({ data }: PageMetaArgs): PageMeta => nominationsMeta(deadlineOf(data)),
};

export default function NominationsPage() {
  const summit = useCurrentSummit();
  const c = summit.status === 'ready' ? summit.content : null;
  const deadline = c ? formatDeadline(c.nominations.deadline) : null;

  if (summit.status === 'loading') {
    return <Container style={{ minHeight: '70vh' }}><h1 className="visually-hidden">Awards nominations</h1><Loader label="Loading the awards" /></Container>;
  }
  if (!c) {
    return (
      <Container style={{ padding: '64px 16px', minHeight: '50vh' }}>
        <h1>Awards nominations</h1>
        <p role="alert">We could not load the awards right now. Please try again in a moment.</p>
        <Button onClick={summit.retry}>Try again</Button>
      </Container>
    );
  }
  const scrollToForm = () => {
    const el = document.getElementById('nominate');
    openSections(); // the sections on the way are laid out: the scroll ends where the form is
    el?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    el?.querySelector<HTMLElement>('input, select, textarea')?.focus({ preventScroll: true });
  };
  return (
    <>
      <Hero>
        <Container>
          <h1>{c.awardsTeaser.title}: Nominations</h1>
          <p>{c.nominations.intro}</p>
          <Deadline>Nominations close {deadline}</Deadline>
          <p>Winners are announced at the Annual Awards Dinner Gala, {formatLongDate(c.startDate)}, at {c.venue.name}.</p>
          <Button onClick={scrollToForm}>Submit a nomination</Button>
        </Container>
      </Hero>
      <Section aria-labelledby="awards-title">
        <Container>
          <h2 id="awards-title">The four awards</h2>
          <Awards>
            {c.nominations.awards.map((a) => (
              <li key={a.id}>
                <Card style={{ height: '100%' }} data-testid="award-card">
                  <h3>{a.name}</h3>
                  {a.eligibility && <p className="elig">{a.eligibility}</p>}
                  {a.summary && <p style={{ margin: 0 }}>{a.summary}</p>}
                  <h4 style={{ margin: '12px 0 0' }}>Criteria</h4>
                  <ul>{a.criteria.map((k) => <li key={k}>{k}</li>)}</ul>
                </Card>
              </li>
            ))}
          </Awards>
        </Container>
      </Section>
      <Section $alt aria-labelledby="who-title">
        <Container>
          <h2 id="who-title">Who can nominate</h2>
          <Two>
            <Card>
              <h3>Self nominations</h3>
              <p>Proud of what you have achieved? Nominate yourself. Tell the judges what you did, why it mattered and what changed as a result.</p>
            </Card>
            <Card>
              <h3>Nominating a colleague or a team</h3>
              <p>Anyone may nominate another professional, and any team may be put forward for the organizational award. We will let the nominee know and may ask them for more detail.</p>
            </Card>
          </Two>
        </Container>
      </Section>
      <FormSection id="nominate" aria-labelledby="nomination-form-title">
        <Container>
          <FormWrap>
            <h2 id="nomination-form-title">Nomination form</h2>
            <p>One nomination per form. Nominations close {deadline}; late entries are held for next year.</p>
            <NominationForm awards={c.nominations.awards} />
          </FormWrap>
        </Container>
      </FormSection>
    </>
  );
}
