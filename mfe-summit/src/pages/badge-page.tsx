// /summit-conference-badge (spec 2.21): after paying, the attendee completes the badge profile with
// the email used at registration; resubmitting updates it. A badge belongs to its attendee, so the
// form is for signed-in users (the ticket's buyer or the attendee): a signed-out visitor is asked to
// sign in and comes back here.
import { useEffect, useState } from 'react';
import { logApiError } from 'shared-api';
import { summitApi } from '../lib/summit-api';
import type { PageMeta } from 'shared-api/page-meta';
import { Button, Container } from 'shared-ui';
import { getAccessToken, useAuth } from 'shared-auth';
import { BadgeForm } from '../features/badge/badge-form';
import { formatLongDate } from '../features/conference/format';
import { FormMessage } from 'shared-ui/forms';
import { FormBody, FormHero, Notes } from '../features/forms/page-layout';
import { CURRENT_SUMMIT, currentSummitLoader, useCurrentSummit } from '../features/summit-data/use-current-summit';

export const BADGE_PATH = '/summit-conference-badge';

function SignInFirst() {
  const { status, login } = useAuth();
  const [failed, setFailed] = useState(false);
  const start = () => {
    setFailed(false);
    login(BADGE_PATH).catch((e: unknown) => {
      console.error('[auth] could not start sign-in', e);
      setFailed(true);
    });
  };
  return (
    <div data-testid="badge-sign-in">
      <p>Sign in with the account you bought the ticket with, or as the attendee, to complete your badge.</p>
      <div role="status" aria-live="polite">
        {failed && <FormMessage $kind="error">We could not reach the sign-in service. Please try again in a moment.</FormMessage>}
      </div>
      <Button type="button" onClick={start} disabled={status === 'loading'}>Sign in to complete your badge</Button>
    </div>
  );
}

/**
 * Whether the signed-in user holds a ticket of the current summit (the API knows): null while unknown,
 * signed out, or when the call failed, so the page never says "You are registered" to someone who is not.
 */
function useHoldsTicket(signedIn: boolean, email: string | undefined): boolean | null {
  const [holds, setHolds] = useState<{ email: string; registered: boolean } | null>(null);
  useEffect(() => {
    if (!signedIn || !email) return undefined;
    let live = true;
    void (async () => {
      const token = await getAccessToken();
      if (!token || !live) return;
      const r = await summitApi.getRegistration(token, CURRENT_SUMMIT);
      if (live) setHolds({ email, registered: r.registered });
    })().catch((e: unknown) => logApiError('summit registration', e));
    return () => { live = false; };
  }, [signedIn, email]);
  return signedIn && holds && holds.email === email ? holds.registered : null;
}

/** The route's data, on both sides: this year's summit (its name and day beside the form). */
export const loader = currentSummitLoader;

/** What the page says in the head (the shell writes it: its route module's handle.meta). */
export const handle = {
  meta: (): PageMeta => ({
    title: 'Summit attendee badge | ACMA',
    description: 'Registered for the ACMA Summit? Complete your attendee badge profile with the email you registered with. You can come back and update it at any time.',
  }),
};

export default function BadgePage() {
  const summit = useCurrentSummit();
  const { status, user } = useAuth();
  const c = summit.status === 'ready' ? summit.content : null;
  const registered = useHoldsTicket(status === 'authenticated', user?.email);
  return (
    <>
      <FormHero>
        <Container>
          <h1>Your summit badge</h1>
          <p>
            {c && registered ? <span data-testid="badge-registered">You are registered for {c.name}, {formatLongDate(c.startDate)}. </span> : null}
            Tell us how your name and role should appear on your attendee badge.
          </p>
        </Container>
      </FormHero>
      <FormBody>
        <div>
          <Notes>
            <li>Sign in, and use the email address the ticket was registered and paid with.</li>
            <li>You can submit this form again at any time before the summit to update your details.</li>
            <li>Your badge is printed and waiting for you at registration on the morning of the summit.</li>
          </Notes>
          {status === 'authenticated' && user
            ? <BadgeForm accountEmail={user.email} getToken={getAccessToken} />
            : <SignInFirst />}
        </div>
      </FormBody>
    </>
  );
}
