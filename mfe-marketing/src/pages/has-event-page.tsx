import { useParams } from 'react-router-dom';
import type { PageMeta, PageMetaArgs } from 'shared-api/page-meta';
import styled from 'styled-components';
import { ButtonLink, Container, theme } from 'shared-ui';
import { EVENT_PAGES } from '../features/landing/events';
import { LandingHero, Prose, TwoColumn } from '../features/landing/landing-layout';
import { LeadPageForm } from '../features/landing/lead-page';

/** The numbered steps of the page. */
const Steps = styled.ol`
  counter-reset: step; list-style: none; padding: 0; margin: 12px 0 0; display: grid; gap: 14px;
  li { counter-increment: step; display: grid; grid-template-columns: 36px 1fr; gap: 12px; align-items: start; margin: 0; }
  li::before {
    content: counter(step); width: 32px; height: 32px; border-radius: 50%; display: grid; place-items: center;
    background: ${theme.color.navy}; color: #fff; font-weight: 700;
  }
`;

/** /has-event/:kind — raffle, testimonial, breakfast, reimbursement-ai-trial; any other kind is not found. */
/** What the page says in the head: its event's texts; an unknown event is no page (404). */
export const handle = {
  meta: ({ params }: PageMetaArgs): PageMeta | null => {
    const page = Object.hasOwn(EVENT_PAGES, params.kind ?? '') ? EVENT_PAGES[params.kind!] : null;
    return page ? { title: page.metaTitle, description: page.metaDescription } : null;
  },
};

export default function HasEventPage() {
  const { kind = '' } = useParams();
  const page = Object.hasOwn(EVENT_PAGES, kind) ? EVENT_PAGES[kind] : null;
  if (!page) {
    return (
      <Container style={{ padding: '64px 20px', textAlign: 'center' }}>
        <h1>Sorry, page not found!</h1>
        <p>This event page does not exist or has ended. Our programs are all in the catalog.</p>
        <p><ButtonLink to="/catalog">Browse the catalog</ButtonLink></p>
      </Container>
    );
  }
  return (
    <>
      <LandingHero eyebrow={page.eyebrow} title={page.title} lead={page.lead} facts={page.facts} />
      <TwoColumn>
        <Prose>
          {page.sections.map((s) => (
            <section key={s.title}>
              <h2>{s.title}</h2>
              {s.text && <p>{s.text}</p>}
              {s.list && <ul>{s.list.map((l) => <li key={l}>{l}</li>)}</ul>}
              {s.steps && <Steps>{s.steps.map((l) => <li key={l}>{l}</li>)}</Steps>}
            </section>
          ))}
        </Prose>
        <LeadPageForm id="event-form" page={page} />
      </TwoColumn>
    </>
  );
}
