import { useParams } from 'react-router-dom';
import type { PageMeta, PageMetaArgs } from 'shared-api/page-meta';
import { ButtonLink, Container } from 'shared-ui';
import { EVENT_PAGES } from '../features/landing/events';
import { LandingHero, Prose, Steps, TwoColumn } from '../features/landing/landing-layout';
import { LeadPageForm } from '../features/landing/lead-page';

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
