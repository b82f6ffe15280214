import { useParams } from 'react-router-dom';
import { ButtonLink, Container, usePageMeta } from 'shared-ui';
import { EVENT_PAGES } from '../features/landing/events';
import { LandingHero, Prose, Steps, TwoColumn } from '../features/landing/landing-layout';
import { LeadPageForm } from '../features/landing/lead-page';

/** /has-event/:kind — raffle, testimonial, breakfast, reimbursement-ai-trial; any other kind is not found. */
export default function HasEventPage() {
  const { kind = '' } = useParams();
  const page = Object.hasOwn(EVENT_PAGES, kind) ? EVENT_PAGES[kind] : null;
  usePageMeta(page
    ? { title: page.metaTitle, description: page.metaDescription }
    : { title: 'Page not found | ACMA', description: 'The page you asked for does not exist on the ACMA store.' });
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
