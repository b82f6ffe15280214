// /success?session_id=… (spec section 2.14), guarded by the shell: 'Thank you', the receipt-email
// note and its 'Did not receive an email?' tip, then what to do next by what was bought. On load
// the order lines are reported to the dataLayer as a purchase and the cart is cleared. No session
// id or no token: /cart; an error in the session: /.
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Container, Muted, Skeleton, theme } from 'shared-ui';
import { EmailHelp } from '../features/success/email-help';
import { PurchasedItems, ThinkTankSteps, WebinarSteps } from '../features/success/next-steps';
import { successVariant, ticketLines, ticketsOnly } from '../features/success/success-variant';
import { useCheckoutSuccess } from '../features/success/use-checkout-success';
import { SeatsNotice } from '../features/seats/seats-notice';
import type { PageMeta } from 'shared-api/page-meta';

const Page = styled(Container)`
  max-width: 760px; padding-top: 40px; padding-bottom: 56px; text-align: center;
  display: flex; flex-direction: column; gap: 24px;
`;
const Hero = styled.header`
  display: flex; flex-direction: column; align-items: center; gap: 10px;
  h1 { margin: 0; font-size: 2.1rem; color: ${theme.color.navy}; }
  p { margin: 0; max-width: 560px; }
`;
const Check = styled.span`
  display: inline-flex; align-items: center; justify-content: center; width: 64px; height: 64px; border-radius: 50%;
  background: ${theme.color.success}; color: #fff; font-size: 2rem; font-weight: 700;
`;

/** What the page says in the head (the shell writes it: its route module's handle.meta). */
export const handle = { meta: (): PageMeta => ({ title: 'Thank you for your order | ACMA', description: 'Your payment went through. Your login details for the learning platform are on their way.' }) };

export default function SuccessPage() {
  const [params] = useSearchParams();
  const state = useCheckoutSuccess(params.get('session_id'));

  if (state.status === 'loading') {
    return (
      <Page aria-busy="true">
        <Hero>
          <Skeleton $w="64px" $h="64px" $radius="50%" />
          <h1>Thank you for your purchase!</h1>
          <Muted role="status">Confirming your payment…</Muted>
        </Hero>
        <Skeleton $h="220px" />
      </Page>
    );
  }

  const { lines } = state;
  const variant = successVariant(lines);
  const tickets = ticketLines(lines);
  // event tickets come with their date, venue and badge form, not with programs on the learning platform
  const emailed = ticketsOnly(lines)
    ? 'your receipt and your ticket details'
    : tickets.length > 0
      ? 'your receipt, your ticket details and the login details for the ACMA learning platform'
      : 'your receipt and the login details for the ACMA learning platform';
  return (
    <Page>
      <Hero>
        <Check aria-hidden="true">✓</Check>
        <h1>Thank you for your purchase!</h1>
        <p data-testid="success-emailed">
          Your payment went through. We have emailed {emailed} to the email address you entered at checkout.
        </p>
        <EmailHelp />
      </Hero>
      {variant === 'thinkTank' && <ThinkTankSteps line={lines[0]!} />}
      {variant === 'webinar' && <WebinarSteps line={lines[0]!} />}
      {variant === 'generic' && <PurchasedItems lines={lines} shareUrl={window.location.origin} />}
      {lines[0] && <SeatsNotice created={lines[0].created} />}
    </Page>
  );
}
