import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink, Container, theme } from 'shared-ui';
import { LeadForm } from '../lead-form/lead-form';
import type { Guide } from './guides';
import { COVER_BOX, DownloadCard, GuideCover } from './guide-parts';
import { FormCard, LandingHero, Notice, Prose, TwoColumn } from './landing-layout';

const Next = styled.ul`
  list-style: none; padding: 0; margin: 16px 0 0; display: grid; grid-template-columns: repeat(auto-fit, minmax(260px, 1fr)); gap: 16px;
  li { border: 1px solid ${theme.color.line}; border-radius: ${theme.radius}; padding: 18px; display: flex; flex-direction: column; gap: 12px; align-items: flex-start; }
  p { margin: 0; }
`;
const Body = styled(Container)`padding-top: 40px; padding-bottom: 48px; display: flex; flex-direction: column; gap: 36px;`;

/** A guide's landing page: what is inside, who it is for, the gated form; submitting opens the download page. */
export function GuideLanding({ guide }: { guide: Guide }) {
  const navigate = useNavigate();
  return (
    <>
      <LandingHero eyebrow={guide.kind} title={guide.title} lead={guide.lead}
        facts={[guide.details.split(',').slice(0, 2).join(','), 'Free download', 'Instant access']}
        visual={{ ...COVER_BOX, node: <GuideCover title={guide.title} subtitle={guide.coverLine} /> }} />
      <TwoColumn>
        <Prose>
          <h2>What is inside</h2>
          <ul>{guide.inside.map((i) => <li key={i}>{i}</li>)}</ul>
          <h3>Who it is for</h3>
          <p>{guide.audience}</p>
          <h3>About the council</h3>
          <p>Since 2015 the Accreditation Council for Medical Affairs has certified more than 8000 professionals in 80+ countries through accredited, self-paced online programs.</p>
        </Prose>
        <FormCard id="guide-form" title={guide.formTitle} intro="Fill in the form and the download opens straight away.">
          {guide.gate && (
            <Notice $tone="warning" role="note" data-testid="gate-warning">
              <strong>{guide.gate.title}</strong>
              <p>{guide.gate.text}</p>
            </Notice>
          )}
          <LeadForm form={guide.form} submitLabel={guide.submitLabel}
            successTitle="Thank you! Opening your download…"
            successBody={<p>If it does not open, <Link to={guide.thankYouPath}>go to the download page</Link>.</p>}
            onSubmitted={() => navigate(guide.thankYouPath)} />
        </FormCard>
      </TwoColumn>
    </>
  );
}

/** A guide's thank-you page: the PDF download and what to do next. */
export function GuideThankYou({ guide }: { guide: Guide }) {
  return (
    <>
      <LandingHero eyebrow="Thank you" title={guide.thankYouTitle} lead={guide.thankYouLead} />
      <Body>
        <DownloadCard title={guide.title} description={guide.coverLine} href={guide.pdf} fileName={guide.fileName}
          details={guide.details} cover={<GuideCover title={guide.title} subtitle={guide.coverLine} />} />
        <section aria-labelledby="next-heading">
          <h2 id="next-heading">What to do next</h2>
          <Next>
            {guide.next.map((n) => (
              <li key={n.to}><p>{n.text}</p><ButtonLink to={n.to} $variant="ghost">{n.label}</ButtonLink></li>
            ))}
          </Next>
        </section>
      </Body>
    </>
  );
}
