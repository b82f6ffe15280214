// The summit page's content (spec 2.19 to 2.21), kept as data so next year's summit is a data
// change: the conference products carry it in `content`, and the summit API serves it by slug.
// The shape is defined once in shared-api/src/summit-content.ts (SummitPageContent), which mfe-summit renders.
// Where the spec gives two readings, the first is used and the other is kept beside it.

import type {
  AgendaRow as SummitAgendaRow, Award as SummitAward, Speaker as SummitSpeaker, Sponsor as SummitSponsor,
  SummitPageContent, Tier as SummitTier, WhyJoinCard as SummitWhyJoinCard,
} from 'shared-api/src/summit-content.js';

/** The seed's summits: the page content with the alternate reading and the meta always written. */
export type SummitContent = SummitPageContent & {
  alternateGalaReading: NonNullable<SummitPageContent['alternateGalaReading']>;
  meta: NonNullable<SummitPageContent['meta']>;
};

export const SUMMIT_FULL_SLUG = 'summit-march-2025';
export const SUMMIT_ASPIRING_SLUG = 'summit-march-2025-for-aspiring-professionals';
export const SUMMIT_START = '2025-03-06T08:00:00-05:00';
export const SUMMIT_END = '2025-03-06T20:00:00-05:00';

/**
 * The next summit after `now`: the summits are held on the first Thursday of March (as on
 * March 6, 2025), so the demo catalog always carries one still ahead, with the same tickets, while
 * the 2025 summit stays as an archive. The year is the first one (from 2026) whose summit day has
 * not ended at `now`.
 */
export function nextSummitDate(now: Date): { year: number; month: 3; day: number } {
  for (let year = Math.max(2026, now.getUTCFullYear()); ; year += 1) {
    const day = 1 + ((4 - new Date(Date.UTC(year, 2, 1)).getUTCDay() + 7) % 7);
    const end = Date.parse(`${year}-03-${String(day).padStart(2, '0')}T20:00:00-05:00`);
    if (end > now.getTime()) return { year, month: 3, day };
  }
}

/** A 2025 summit record (product or content) as the edition of another year and day. */
export function summitEdition<T>(value: T, year: number, day: number): T {
  const text = JSON.stringify(value)
    .replaceAll('2025-03-06', `${year}-03-${String(day).padStart(2, '0')}`)
    .replaceAll('March 6, 2025', `March ${day}, ${year}`)
    .replaceAll('2025', String(year))
    .replaceAll('2024', String(year - 1));
  return JSON.parse(text) as T;
}

/** Codes accepted by the free-pass form (/summit-conference-free-pass); partner members only. */
export const seedFreePassCodes: string[] = ['PARTNER-SUMMIT-2025', 'ACMA-GUEST-25', 'SIPHA-MEMBER-2025'];

const profile = (slug: string): string => `https://www.linkedin.com/in/${slug}`;

export const summitSpeakers: SummitSpeaker[] = [
  { id: 'evelyn-hart', name: 'Dr. Evelyn Hart', title: 'President', organization: 'Accreditation Council for Medical Affairs', image: '/images/speaker-evelyn-hart.svg', profileUrl: profile('evelyn-hart-acma-summit'), agendaId: 'opening-remarks' },
  { id: 'samuel-okonkwo', name: 'Dr. Samuel Okonkwo', title: 'Chief Medical Officer', organization: 'Helixa Therapeutics', image: '/images/speaker-samuel-okonkwo.svg', profileUrl: profile('samuel-okonkwo-acma-summit'), agendaId: 'keynote' },
  { id: 'renee-castillo', name: 'Renée Castillo, PharmD', title: 'VP, Medical Excellence & Digital', organization: 'Corvane Health', image: '/images/speaker-renee-castillo.svg', profileUrl: profile('renee-castillo-acma-summit'), agendaId: 'digital-tools' },
  { id: 'martin-feldstein', name: 'Dr. Martin Feldstein', title: 'Head of Global Medical Standards', organization: 'Tessaris Biologics', image: '/images/speaker-martin-feldstein.svg', profileUrl: profile('martin-feldstein-acma-summit'), agendaId: 'standards-excellence' },
  { id: 'aisha-rahman', name: 'Dr. Aisha Rahman', title: 'Senior Director, Field Medical Capabilities', organization: 'Lumenwell Pharma', image: '/images/speaker-aisha-rahman.svg', profileUrl: profile('aisha-rahman-acma-summit'), agendaId: 'future-ready-teams' },
  { id: 'thomas-brandt', name: 'Thomas Brandt, PhD', title: 'Director, Medical Affairs Analytics', organization: 'Sablewood Pharmaceuticals', image: '/images/speaker-thomas-brandt.svg', profileUrl: profile('thomas-brandt-acma-summit'), agendaId: 'metrics-that-matter' },
  { id: 'mei-ling-zhou', name: 'Dr. Mei-Ling Zhou', title: 'Head of AI Strategy, Medical Affairs', organization: 'Northvale Biosciences', image: '/images/speaker-mei-ling-zhou.svg', profileUrl: profile('mei-ling-zhou-acma-summit'), agendaId: 'ai-implementation' },
  { id: 'carlos-mendes', name: 'Dr. Carlos Mendes', title: 'VP, Medical Affairs', organization: 'Bluecrest Oncology', image: '/images/speaker-carlos-mendes.svg', profileUrl: profile('carlos-mendes-acma-summit'), agendaId: 'kol-engagement' },
  { id: 'jennifer-walsh', name: 'Jennifer Walsh, MBA', title: 'SVP, Commercial & Medical Integration', organization: 'Orchard Point Life Sciences', image: '/images/speaker-jennifer-walsh.svg', profileUrl: profile('jennifer-walsh-acma-summit'), agendaId: 'ma-commercial-partnership' },
  { id: 'nathaniel-brooks', name: 'Dr. Nathaniel Brooks', title: 'Chief Academic Officer', organization: 'Accreditation Council for Medical Affairs', image: '/images/speaker-nathaniel-brooks.svg', profileUrl: profile('nathaniel-brooks-acma-summit'), agendaId: 'closing-remarks' },
];

const speakerName = (agendaId: string): string[] =>
  summitSpeakers.filter((s) => s.agendaId === agendaId).map((s) => s.name);

/** The full day (spec 2.19), first reading: closing remarks 4:30-4:45, gala 6:00-8:30 PM. */
export const summitAgenda: SummitAgendaRow[] = [
  { id: 'registration', time: '8:00-8:45', session: 'Registration & Networking Breakfast', speakers: [], note: 'Badge pick-up opens at 7:45' },
  { id: 'opening-remarks', time: '8:45-9:00', session: 'Opening Remarks', speakers: speakerName('opening-remarks'), note: '' },
  { id: 'keynote', time: '9:00-9:15', session: 'Keynote Address', speakers: speakerName('keynote'), note: '' },
  { id: 'digital-tools', time: '9:15-10:00', session: 'Essential Digital Tools Every Medical Affairs Team Should Have', speakers: speakerName('digital-tools'), note: '' },
  { id: 'standards-excellence', time: '10:00-10:45', session: 'Empowering Medical Affairs Teams Through Standards & Excellence', speakers: speakerName('standards-excellence'), note: '' },
  { id: 'break-morning', time: '10:45-11:15', session: 'Break', speakers: [], note: '' },
  { id: 'future-ready-teams', time: '11:15-12:00', session: 'Cultivating Future-Ready Medical Affairs Teams', speakers: speakerName('future-ready-teams'), note: '' },
  { id: 'networking-lunch', time: '12:00-1:00', session: 'Networking Lunch', speakers: [], note: '' },
  { id: 'metrics-that-matter', time: '1:00-1:45', session: 'Metrics that Matter', speakers: speakerName('metrics-that-matter'), note: '' },
  { id: 'ai-implementation', time: '1:45-2:30', session: 'Successful AI Implementation for Medical Affairs', speakers: speakerName('ai-implementation'), note: '' },
  { id: 'break-afternoon', time: '2:30-3:00', session: 'Break', speakers: [], note: '' },
  { id: 'kol-engagement', time: '3:00-3:45', session: 'Strategies for Maximizing KOL Engagement', speakers: speakerName('kol-engagement'), note: '' },
  { id: 'ma-commercial-partnership', time: '3:45-4:30', session: 'Optimizing the Medical Affairs-Commercial Partnership', speakers: speakerName('ma-commercial-partnership'), note: '' },
  { id: 'closing-remarks', time: '4:30-4:45', session: 'Closing Remarks', speakers: speakerName('closing-remarks'), note: '' },
  { id: 'awards-gala', time: '6:00-8:30 PM', session: 'Annual Awards Dinner Gala', speakers: [], note: 'Included with registration' },
];

/** The sponsors' own sites are not known: their logos link nowhere rather than to a made-up address. */
const sponsors: SummitSponsor[] = [
  { name: 'Helixa Therapeutics', tier: 'Platinum', url: '', logo: '/images/logo-helixa-therapeutics.svg' },
  { name: 'Corvane Health', tier: 'Platinum', url: '', logo: '/images/logo-corvane-health.svg' },
  { name: 'Tessaris Biologics', tier: 'Gold', url: '', logo: '/images/logo-tessaris-biologics.svg' },
  { name: 'Lumenwell Pharma', tier: 'Gold', url: '', logo: '/images/logo-lumenwell-pharma.svg' },
  { name: 'Northvale Biosciences', tier: 'Gold', url: '', logo: '/images/logo-northvale-biosciences.svg' },
  { name: 'Bluecrest Oncology', tier: 'Silver', url: '', logo: '/images/logo-bluecrest-oncology.svg' },
  { name: 'Quillon Medical', tier: 'Silver', url: '', logo: '/images/logo-quillon-medical.svg' },
  { name: 'Sablewood Pharmaceuticals', tier: 'Silver', url: '', logo: '/images/logo-sablewood-pharmaceuticals.svg' },
];

export const summitAwards: SummitAward[] = [
  {
    id: 'rising-star',
    name: 'Rising Star in Medical Affairs',
    eligibility: 'Professionals with 5 years or less of experience in medical affairs',
    summary: 'Honors an early-career professional whose work already changes how their team serves patients and clinicians.',
    criteria: [
      'A measurable contribution to a medical plan, launch or evidence program within the last 24 months',
      'Initiative beyond the role: a process, tool or training that colleagues now rely on',
      'Scientific rigour and sound judgement in exchanges with healthcare professionals',
      'Endorsement from a manager or cross-functional partner',
    ],
  },
  {
    id: 'trailblazer',
    name: 'Medical Affairs Trailblazer',
    eligibility: 'Medical affairs leaders at any career stage',
    summary: 'Recognizes a leader who opened new ground for the function, inside one company or across the industry.',
    criteria: [
      'Introduced a practice, role or capability that was new to their organization',
      'Evidence that the change improved patient outcomes, access or scientific exchange',
      'Shared what they learned through teaching, publishing or mentoring',
    ],
  },
  {
    id: 'msl-of-the-year',
    name: 'MSL of the Year',
    eligibility: 'Field-based medical science liaisons in any therapeutic area',
    summary: 'Celebrates a medical science liaison whose scientific exchange and insight gathering set the standard for the field.',
    criteria: [
      'Depth of scientific knowledge and credibility with thought leaders',
      'Quality of field insights and how they shaped medical strategy',
      'Compliance and integrity in every interaction',
      'Support for teammates through onboarding, coaching or shared resources',
    ],
  },
  {
    id: 'innovation-excellence',
    name: 'Innovation & Excellence Within Medical Affairs',
    eligibility: 'Organizations and medical affairs teams (organizational award)',
    summary: 'Awarded to a team or company that built a program, platform or partnership raising the bar for medical affairs.',
    criteria: [
      'A clearly described innovation with a defined problem, approach and result',
      'Outcomes measured with meaningful metrics, not activity counts alone',
      'Scalability: the approach can be adopted by other teams or regions',
      'Ethical, compliant and patient-centered execution',
    ],
  },
];

const whyJoin: SummitWhyJoinCard[] = [
  { title: 'Thought Leadership', text: 'Hear how heads of medical affairs are setting strategy for 2025 and beyond, from evidence generation to digital engagement, and take their frameworks back to your team.' },
  { title: 'Navigating Complexity', text: 'Regulation, AI, payer evidence and shrinking field access all change at once. Sessions focus on practical ways to stay compliant and effective while the ground moves.' },
  { title: 'Network & Collaboration', text: 'Meet MSLs, medical directors, HEOR and medical information leads over breakfast, lunch and the evening gala, and leave with peers you can call when a problem looks familiar.' },
];

const venue: SummitContent['venue'] = {
  name: 'The Wexford Grand Hotel & Conference Center',
  address: '400 Carnegie Commons Drive, Princeton, NJ 08540',
  city: 'Princeton, New Jersey',
  mapUrl: 'https://www.google.com/maps/search/?api=1&query=Princeton%2C%20New%20Jersey',
};

const about: SummitContent['about'] = {
  title: 'Who is the council?',
  text: [
    'The Accreditation Council for Medical Affairs (ACMA) was founded in 2015 to set a shared standard for the knowledge and conduct expected of medical affairs professionals.',
    'Our accredited board certifications and certificate programs have been completed by more than 8,000 professionals in over 80 countries, and more than 250 partner companies use them to onboard and develop their teams.',
    'The summit brings that community together once a year to compare practice, debate what comes next and recognize the people doing outstanding work.',
  ].join('\n\n'),
  video: {
    src: '/images/summit-promo.webm',
    poster: '/images/summit-promo-poster.svg',
    title: 'ACMA Summit 2025 teaser',
    captions: '/images/summit-promo.vtt',
  },
};

const hotel: SummitContent['hotel'] = {
  name: venue.name,
  address: venue.address,
  text: 'The summit and the awards gala both take place at the hotel, so you can stay on site. A block of rooms is held at a reduced summit rate of $209 per night; mention the ACMA Summit when you book directly with the hotel.',
  rateDeadline: '2025-02-17',
  // no booking page of the hotel's own is known: the page offers no link rather than a made-up one
  bookingUrl: '',
};

const sponsorship: SummitContent['sponsorship'] = {
  title: 'Sponsor the Summit',
  text: 'Put your organization in front of medical affairs decision makers from across pharma, biotech and medical devices. Packages are limited and tailored with each sponsor; tell us your goals and our events team will propose a fit.',
  benefits: [
    'Logo placement on the summit page, signage and the gala program',
    'An exhibit table in the networking hall for the full day',
    'Complimentary registrations for your team',
    'Recognition from the stage during the Annual Awards Dinner Gala',
    'Optional sponsorship of an award category or the networking lunch',
  ],
};

const nominations: SummitContent['nominations'] = {
  deadline: '2025-01-30',
  metaDeadline: '2025-01-10',
  intro: 'The ACMA Medical Affairs Awards recognize individuals and teams who raise the standard of the profession. Self nominations are welcome, and anyone may nominate another professional or team. Winners are announced at the Annual Awards Dinner Gala on the evening of the summit.',
  awards: summitAwards,
};

const alternateGalaReading: SummitContent['alternateGalaReading'] = {
  closingRemarksEnd: '5:00 PM',
  galaTime: '5:00-8:00 PM',
  note: 'Annual Awards Dinner Gala, included with registration',
};

const groupDiscounts = 'Registering three or more colleagues? Group rates are arranged with our events team: send us your team size and we will reply with a quote and a single invoice within two business days.';

const professionalTier: SummitTier = {
  id: 'professional',
  productSlug: SUMMIT_FULL_SLUG,
  name: 'Industry Professional',
  audience: 'For pharma, biotech and life science professionals',
  features: [
    'Full-day access to every session and panel',
    'Networking breakfast, lunch and breaks',
    'Seat at the Annual Awards Dinner Gala',
    'Session slides after the event',
  ],
};

const aspiringTier: SummitTier = {
  id: 'aspiring',
  productSlug: SUMMIT_ASPIRING_SLUG,
  name: 'Students & Aspiring Professionals',
  audience: 'For students, residents, postdocs and professionals not yet working in industry',
  features: [
    'Full-day access to every session and panel',
    'Networking breakfast, lunch and breaks',
    'Seat at the Annual Awards Dinner Gala',
    'Career roundtable with hiring managers during lunch',
  ],
};

const shared = {
  startDate: SUMMIT_START,
  endDate: SUMMIT_END,
  venue,
  speakers: summitSpeakers,
  whyJoin,
  agenda: summitAgenda,
  sponsors,
  awardsTeaser: {
    title: 'ACMA Medical Affairs Awards',
    text: 'Four awards honor the people and teams moving medical affairs forward. Nominate a colleague, your team or yourself; winners are celebrated at the gala on summit night.',
  },
  about,
  hotel,
  sponsorship,
  nominations,
  alternateGalaReading,
};

export const summitContent: Record<string, SummitContent> = {
  [SUMMIT_FULL_SLUG]: {
    slug: SUMMIT_FULL_SLUG,
    variant: 'full',
    name: 'ACMA Summit 2025',
    tagline: 'One day with the leaders shaping medical affairs: evidence, AI, field excellence and the partnerships that make them work.',
    hero: [
      { eyebrow: 'March 6, 2025 · Princeton, NJ', title: 'The annual meeting of medical affairs', text: 'Ten sessions, ten speakers and a room full of peers from pharma, biotech and life sciences.' },
      { eyebrow: 'Evening of the summit', title: 'Annual Awards Dinner Gala', text: 'Celebrate the Rising Star, Trailblazer, MSL of the Year and Innovation & Excellence winners over dinner.' },
    ],
    registration: {
      title: 'Registration',
      text: 'One pass covers the full program, meals and the evening gala.',
      tiers: [professionalTier],
      groupDiscounts,
    },
    ...shared,
    meta: {
      title: 'ACMA Summit 2025 | Accreditation Council for Medical Affairs',
      description: 'Join medical affairs leaders on March 6, 2025 in New Jersey for a day of sessions on AI, metrics, KOL engagement and standards, followed by the Annual Awards Dinner Gala.',
    },
  },
  [SUMMIT_ASPIRING_SLUG]: {
    slug: SUMMIT_ASPIRING_SLUG,
    variant: 'discounted',
    name: 'ACMA Summit 2025 for Aspiring Professionals',
    tagline: 'Starting out or moving into medical affairs? Spend a day learning from the people who hire, lead and set the standard.',
    hero: [
      { eyebrow: 'March 6, 2025 · Princeton, NJ', title: 'Your first seat at the table', text: 'A reduced rate for students and professionals outside industry, with the same sessions and speakers.' },
      { eyebrow: 'Meet the people who hire', title: 'Build your medical affairs network', text: 'Join the career roundtable at lunch and stay for the awards gala in the evening.' },
    ],
    registration: {
      title: 'Registration',
      text: 'Choose the pass that fits you. Both include the full program, meals and the evening gala.',
      tiers: [aspiringTier, professionalTier],
      groupDiscounts,
    },
    ...shared,
    meta: {
      title: 'ACMA Summit 2025 for Aspiring Professionals | ACMA',
      description: 'Students and non-industry professionals can join the ACMA Summit on March 6, 2025 in New Jersey at a reduced rate of $199.99, including the Annual Awards Dinner Gala.',
    },
  },
};
