import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { PageMeta, PageMetaArgs } from 'shared-api/page-meta';
import { Button, ButtonLink, Container, media } from 'shared-ui';
import heroImage from '../../assets/contact-hero.svg';
import { CONTACT_VARIANTS, SUPPORT_EMAIL } from '../features/landing/contact-variants';
import { LandingHero, Prose, TwoColumn } from '../features/landing/landing-layout';
import { LeadPageForm } from '../features/landing/lead-page';
import { ChatWidget, openChat } from '../features/lead-form/chat-widget';

const HeroImage = styled.img`
  width: 360px; height: 280px;
  ${media.mobile} { width: 220px; height: 171px; }
`;
const ChatLine = styled.div`
  display: flex; gap: 14px; align-items: center; flex-wrap: wrap; margin-top: 18px;
  p { margin: 0; }
`;

/** What the page says in the head: its variant's texts; an unknown variant is no page (404). */
export const handle = {
  meta: ({ params }: PageMetaArgs): PageMeta | null => {
    const key = params.variant ?? 'general';
    const v = params.variant !== 'general' && Object.hasOwn(CONTACT_VARIANTS, key) ? CONTACT_VARIANTS[key] : undefined;
    return v ? { title: v.metaTitle, description: v.metaDescription } : null;
  },
};

function UnknownVariant() {
  return (
    <Container style={{ padding: '64px 20px', textAlign: 'center' }}>
      <h1>Sorry, page not found!</h1>
      <p>This contact page does not exist. You can still reach us through the main contact page.</p>
      <p><ButtonLink to="/contact-us">Go to Contact Us</ButtonLink></p>
    </Container>
  );
}

export default function ContactPage() {
  const { variant } = useParams();
  const v = CONTACT_VARIANTS[variant ?? 'general'];
  const unknown = !v || variant === 'general';
  const page = v ?? CONTACT_VARIANTS.general;
  if (unknown) return <UnknownVariant />;
  const goToForm = () => document.getElementById('contact-form')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  return (
    <>
      <ChatWidget />
      <LandingHero eyebrow={page.eyebrow} title={page.title} lead={page.lead}
        visual={<HeroImage src={heroImage} alt="" width={360} height={280} />}>
        {/* spec 2.16: the hero invites a chat for a quicker response (the provider's, or the embedded one) */}
        <ChatLine>
          <p><strong>Want a quicker response?</strong> Chat with an advisor now.</p>
          <Button onClick={() => { if (!openChat()) goToForm(); }}>Start a live chat</Button>
        </ChatLine>
      </LandingHero>
      <TwoColumn>
        <Prose>
          <h2>{page.asideTitle}</h2>
          <ul>{page.points.map((p) => <li key={p}>{p}</li>)}</ul>
          <h3>Other ways to reach us</h3>
          <p>Email <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>. Many answers are already in our <Link to="/faq">FAQs</Link>.</p>
        </Prose>
        <LeadPageForm id="contact-form" page={page} />
      </TwoColumn>
    </>
  );
}
