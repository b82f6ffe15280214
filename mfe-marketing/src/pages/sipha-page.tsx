import { useEffect, useState } from 'react';
import { SUPPORT_EMAIL } from '../features/landing/contact-variants';
import { FormCard, LandingHero, Notice, Prose, TwoColumn } from '../features/landing/landing-layout';
import { PARTNER_OFFER, PartnerThankYou, partnerOfferOpen } from '../features/landing/partner-offer';
import { LeadForm } from '../features/lead-form/lead-form';
import type { PageMeta } from 'shared-api/page-meta';

/** What the page says in the head (its description holds whether or not the partner offer runs). */
export const handle = { meta: (): PageMeta => ({
  title: 'SIPHA Conference Registration | ACMA Partner',
  description: "Register for the SIPHA conference with the Accreditation Council for Medical Affairs and join the council's delegation.",
}) };

/** /sipha-conference: partner conference registration; after submitting, the thank-you and discount panel. */
export default function SiphaPage() {
  // the attendee discount is advertised only while it runs (its end date is the promotion code's)
  const offer = partnerOfferOpen();
  const [submitted, setSubmitted] = useState<{ firstname?: string } | null>(null);

  useEffect(() => {
    if (submitted) document.getElementById('partner-thanks')?.focus();
  }, [submitted]);

  return (
    <>
      <LandingHero eyebrow="Partner conference" title="Register for the SIPHA conference"
        lead={`The Accreditation Council for Medical Affairs is an education partner of the SIPHA conference. Register here to join the council's delegation${offer ? ', receive session updates and unlock an exclusive discount on our accredited programs.' : ' and receive session updates.'}`}
        facts={offer ? ['Council education partner', `${PARTNER_OFFER.percent}% attendee discount`, 'Free registration'] : ['Council education partner', 'Free registration']} />
      <TwoColumn>
        <Prose>
          <section>
            <h2>Why register with the council</h2>
            <ul>
              <li>Meet council advisors and certified professionals at the conference</li>
              <li>Receive the session programme and partner updates by email</li>
              {offer && <li>Get {PARTNER_OFFER.percent}% off the council&apos;s accredited programs as a SIPHA attendee</li>}
            </ul>
          </section>
          <section>
            <h2>How we use your details</h2>
            <p>Partner registrations are shared with the conference organisers so that your place, badge and partner benefits can be arranged. The consent notice next to the form explains exactly what is shared.</p>
          </section>
        </Prose>
        {submitted ? (
          <PartnerThankYou firstName={submitted.firstname} />
        ) : (
          <FormCard id="sipha-form" title="Your registration" intro="All fields marked with an asterisk are required.">
            <Notice role="note" data-testid="consent-notice">
              <strong>Consent notice</strong>
              <p>By registering, you agree that the Accreditation Council for Medical Affairs may use your name, job title, affiliation and professional profile account in partner applications: the attendee lists, partner passes and speaker or scholarship applications we submit to SIPHA and its conference partners on your behalf. Your professional profile account is the networking profile link you give below. We never sell your details. You can withdraw your consent at any time by emailing <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.</p>
            </Notice>
            <LeadForm form="sipha-registration" submitLabel="Register"
              successTitle="Thank you for registering!" successBody={offer ? <p>Your discount code is below.</p> : null}
              onSubmitted={(values) => setSubmitted({ firstname: values.firstname })} />
          </FormCard>
        )}
      </TwoColumn>
    </>
  );
}
