// /summit-conference-badge (spec 2.21): after paying, the attendee completes the badge profile with
// the email used at registration; resubmitting updates it.
import { usePageMeta } from 'shared-ui';
import { Container } from 'shared-ui';
import { BadgeForm } from '../features/badge/badge-form';
import { formatLongDate } from '../features/conference/format';
import { FormBody, FormHero, Notes } from '../features/forms/page-layout';
import { useCurrentSummit } from '../features/summit-data/use-current-summit';

export default function BadgePage() {
  const summit = useCurrentSummit();
  const c = summit.status === 'ready' ? summit.content : null;
  usePageMeta({
    title: 'Summit attendee badge | ACMA',
    description: 'Registered for the ACMA Summit? Complete your attendee badge profile with the email you registered with. You can come back and update it at any time.',
  });
  return (
    <>
      <FormHero>
        <Container>
          <h1>Your summit badge</h1>
          <p>{c ? `You are registered for ${c.name}, ${formatLongDate(c.startDate)}. ` : ''}Tell us how your name and role should appear on your attendee badge.</p>
        </Container>
      </FormHero>
      <FormBody>
        <div>
          <Notes>
            <li>Use the same email address you used when you registered and paid.</li>
            <li>You can submit this form again at any time before the summit to update your details.</li>
            <li>Your badge is printed and waiting for you at registration on the morning of the summit.</li>
          </Notes>
          <BadgeForm />
        </div>
      </FormBody>
    </>
  );
}
