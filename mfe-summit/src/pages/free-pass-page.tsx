// /summit-conference-free-pass (spec 2.21): the complimentary pass form; a valid code is required.
// Opened from the link emailed to a claimant (?claim=<signed token>), it shows that claim to change.
import { useSearchParams } from 'react-router-dom';
import { getAccessToken, useAuth } from 'shared-auth';
import type { PageMeta } from 'shared-api/page-meta';
import { Container } from 'shared-ui';
import { formatLongDate } from '../features/conference/format';
import { FormBody, FormHero, Notes } from '../features/forms/page-layout';
import { FreePassChangeForm, FreePassForm } from '../features/free-pass/free-pass-form';
import { currentSummitLoader, useCurrentSummit } from '../features/summit-data/use-current-summit';

export const FREE_PASS_META = 'Free passes to the ACMA Summit are only for members of our partner organizations. Spots are limited, and selected people will be notified by email.';

/** The route's data, on both sides: this year's summit (its name, day and venue in the hero). */
export const loader = currentSummitLoader;

/** What the page says in the head (the shell writes it: its route module's handle.meta). */
export const handle = { meta: (): PageMeta => ({ title: 'Summit free pass | ACMA', description: FREE_PASS_META }) };

export default function FreePassPage() {
  const summit = useCurrentSummit();
  const c = summit.status === 'ready' ? summit.content : null;
  const [params] = useSearchParams();
  const linkToken = params.get('claim');
  const { status } = useAuth();
  return (
    <>
      <FormHero>
        <Container>
          <h1>Request a complimentary summit pass</h1>
          <p>{c ? `${c.name}, ${formatLongDate(c.startDate)}, ${c.venue.name}.` : 'The ACMA Summit.'}</p>
          <p>{FREE_PASS_META}</p>
        </Container>
      </FormHero>
      <FormBody>
        <div>
          <Notes>
            <li>Enter the code your partner organization sent you. Codes are checked when you submit.</li>
            <li>Submitting a valid code is a request for a place: we confirm the selected people by email.</li>
            <li>We email you a link to review or change your request; sending the form again changes nothing.</li>
          </Notes>
          {linkToken
            ? <FreePassChangeForm linkToken={linkToken} />
            : <FreePassForm getToken={status === 'authenticated' ? getAccessToken : undefined} />}
        </div>
      </FormBody>
    </>
  );
}
