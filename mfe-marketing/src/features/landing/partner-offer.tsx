import styled from 'styled-components';
import { Button, ButtonLink, media, theme, toast } from 'shared-ui';

/** The partner conference offer (spec sections 2.22 and 9): 25% off accredited programs, 4-6 Feb 2025. */
export const PARTNER_OFFER = {
  percent: 25,
  code: 'SIPHA25',
  validFrom: '2025-02-04',
  validTo: '2025-02-06',
  validLabel: '4-6 February 2025',
  /** The code's end date, as the API has it (the SIPHA25 promotion code's expires_at): after it the code is neither shown nor accepted. */
  endsAt: '2025-02-06T23:59:59-05:00',
  endLabel: '6 February 2025',
} as const;

/** Whether the partner offer's code is still valid at `now`. */
export const partnerOfferOpen = (now: number = Date.now()): boolean => now <= Date.parse(PARTNER_OFFER.endsAt);

const Panel = styled.section`
  border-radius: ${theme.radius}; overflow: hidden; border: 1px solid ${theme.color.line};
  h2:focus { outline: none; }
`;
const Thanks = styled.div`
  padding: 24px; background: #eef8f1; border-left: 6px solid ${theme.color.success};
  h2 { margin: 0 0 8px; }
  p { margin: 0; }
`;
const Offer = styled.div`
  padding: 24px; background: ${theme.color.navy}; color: #fff; display: flex; flex-direction: column; gap: 14px;
  h3 { color: ${theme.color.accent}; margin: 0; font-size: 1.5rem; }
  p { margin: 0; color: ${theme.color.onNavy}; }
`;
const CodeRow = styled.div`
  display: flex; gap: 12px; align-items: center; flex-wrap: wrap;
  ${media.mobile} { a, button { width: 100%; } }
`;
const Code = styled.code`
  font-size: 1.4rem; font-weight: 800; letter-spacing: 0.12em; padding: 8px 18px; border-radius: 8px;
  border: 2px dashed ${theme.color.accent}; color: #fff; background: rgba(255,255,255,.06);
`;

/** After the partner registration: the thank-you and the discount panel with its code and a catalog link. */
export function PartnerThankYou({ firstName }: { firstName?: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(PARTNER_OFFER.code);
      toast('Discount code copied', 'success');
    } catch {
      toast(`Your code is ${PARTNER_OFFER.code}`, 'info');
    }
  };
  return (
    <Panel aria-labelledby="partner-thanks" data-testid="partner-thank-you">
      <Thanks>
        <h2 id="partner-thanks" tabIndex={-1}>Thank you for registering{firstName ? `, ${firstName}` : ''}!</h2>
        <p>Your registration for the SIPHA conference with the council is confirmed. We will email you the session details and your partner information before the conference.</p>
      </Thanks>
      {partnerOfferOpen() ? (
        <Offer>
          <h3>{PARTNER_OFFER.percent}% off accredited programs</h3>
          <p>As a thank-you to SIPHA attendees, take {PARTNER_OFFER.percent}% off the council&apos;s accredited programs. Enter this code at checkout; it is valid {PARTNER_OFFER.validLabel}.</p>
          <CodeRow>
            <Code aria-label={`Discount code ${PARTNER_OFFER.code.split('').join(' ')}`}>{PARTNER_OFFER.code}</Code>
            <Button $variant="ghost" style={{ color: '#fff', borderColor: '#fff' }} onClick={() => void copy()}>Copy code</Button>
            <ButtonLink to="/catalog">Browse the catalog</ButtonLink>
          </CodeRow>
        </Offer>
      ) : (
        <Offer data-testid="partner-offer-ended">
          <h3>The partner discount has ended</h3>
          <p>The SIPHA attendees&apos; {PARTNER_OFFER.percent}% discount on accredited programs was valid {PARTNER_OFFER.validLabel} and ended on {PARTNER_OFFER.endLabel}. Our programs are open to you at their current prices.</p>
          <CodeRow><ButtonLink to="/catalog">Browse the catalog</ButtonLink></CodeRow>
        </Offer>
      )}
    </Panel>
  );
}
