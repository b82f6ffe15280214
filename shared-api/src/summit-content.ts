// The summit page's content type, defined once: the API's seed writes it (api/seed/summit.json, the
// conference products' `content` and GET /api/summit/:slug) and the summit remote renders it after
// checking its shape (mfe-summit/src/lib/summit-content.ts). Types only: nothing of it is bundled.

export type HeroState = { eyebrow: string; title: string; text: string };
export type Speaker = {
  id: string;
  name: string;
  title: string;
  organization: string;
  image: string;
  profileUrl: string;
  /** id of the agenda row the speaker appears in */
  agendaId: string;
};
export type WhyJoinCard = { title: string; text: string };
export type AgendaRow = { id: string; time: string; session: string; speakers: string[]; note: string };
export type Sponsor = { name: string; tier: string; url: string; logo: string };
export type Tier = {
  id: string;
  /** product the tier sells (productNickName of a conference product) */
  productSlug: string;
  name: string;
  audience: string;
  features: string[];
};
export type Award = { id: string; name: string; eligibility: string; summary: string; criteria: string[] };
export type SummitPageContent = {
  slug: string;
  variant: 'full' | 'discounted' | null;
  name: string;
  tagline: string;
  startDate: string; // ISO with offset
  endDate: string;
  venue: { name: string; address: string; city: string; mapUrl: string };
  hero: HeroState[];
  speakers: Speaker[];
  whyJoin: WhyJoinCard[];
  agenda: AgendaRow[];
  sponsors: Sponsor[];
  awardsTeaser: { title: string; text: string };
  registration: { title: string; text: string; tiers: Tier[]; groupDiscounts: string };
  about: { title: string; text: string; video: { src: string; poster: string; title: string; captions: string } };
  hotel: { name: string; address: string; text: string; rateDeadline: string; bookingUrl: string };
  sponsorship: { title: string; text: string; benefits: string[] };
  nominations: { deadline: string; metaDeadline: string; intro: string; awards: Award[] };
  /** The spec's second reading of the evening (closing at 5:00 PM, gala 5:00-8:00 PM); kept in the data, not shown. */
  alternateGalaReading?: { closingRemarksEnd: string; galaTime: string; note: string };
  meta: { title: string; description: string } | null;
};
