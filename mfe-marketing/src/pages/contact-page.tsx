import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { PageMeta, PageMetaArgs } from 'shared-api/page-meta';
import { Button, ButtonLink, Container, media } from 'shared-ui';
import heroImage from '../../assets/contact-hero.svg';
import { CONTACT_VARIANTS, SUPPORT_EMAIL } from '../features/landing/contact-variants';
import { LandingHero, Prose, TwoColumn } from '../features/landing/landing-layout';
import { LeadPageForm } from '../features/landing/lead-page';
import { ChatWidget, openChat } from '../features/lead-form/chat-widget';

/** The hero image's box on a wide screen. */
const HERO_IMAGE = { width: 360, height: 280 } as const;
const HeroImage = styled.img`
  width: ${HERO_IMAGE.width}px; height: ${HERO_IMAGE.height}px;
  ${media.mobile} { width: 220px; height: 171px; }
`;
/** shared-ui's Button with a one-line label: 2 × 2 px border, 2 × 10 px padding and a 24 px line. */
const BUTTON_HEIGHT = 48;
/**
 * The invitation and its button on one line (wrapped on a phone). Aligned at the top, the words
 * padded down to the button's middle: centred, the words moved down when the taller button was
 * parsed after them (a slow phone paints a page it has parsed in part: layout shift).
 */
const ChatLine = styled.div`
  display: flex; gap: 14px; align-items: flex-start; flex-wrap: wrap; margin-top: 18px;
  p { margin: 0; padding-top: calc((${BUTTON_HEIGHT}px - 1lh) / 2); }
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
        visual={{ ...HERO_IMAGE, node: <HeroImage src={heroImage} alt="" width={HERO_IMAGE.width} height={HERO_IMAGE.height} /> }}>
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
