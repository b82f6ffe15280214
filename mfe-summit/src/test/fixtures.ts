// Test data for the summit's unit tests (shape of the API's summit content and conference products).
import type { Product, ProductSummary } from 'shared-api';

const sessions = [
  ['registration', '8:00-8:45', 'Registration & Networking Breakfast'],
  ['opening', '8:45-9:00', 'Opening Remarks'],
  ['keynote', '9:00-9:15', 'Keynote Address'],
  ['digital', '9:15-10:00', 'Essential Digital Tools Every Medical Affairs Team Should Have'],
  ['standards', '10:00-10:45', 'Empowering Medical Affairs Teams Through Standards & Excellence'],
  ['break-1', '10:45-11:15', 'Break'],
  ['future', '11:15-12:00', 'Cultivating Future-Ready Medical Affairs Teams'],
  ['lunch', '12:00-1:00', 'Networking Lunch'],
  ['metrics', '1:00-1:45', 'Metrics that Matter'],
  ['ai', '1:45-2:30', 'Successful AI Implementation for Medical Affairs'],
  ['break-2', '2:30-3:00', 'Break'],
  ['kol', '3:00-3:45', 'Strategies for Maximizing KOL Engagement'],
  ['partnership', '3:45-4:30', 'Optimizing the Medical Affairs-Commercial Partnership'],
  ['closing', '4:30-4:45', 'Closing Remarks'],
  ['gala', '6:00-8:30 PM', 'Annual Awards Dinner Gala'],
] as const;
const speakerSessions = ['opening', 'keynote', 'digital', 'standards', 'future', 'metrics', 'ai', 'kol', 'partnership', 'closing'];

export function contentFixture(slug = 'summit-march-2025', variant: 'full' | 'discounted' = 'full'): Record<string, unknown> {
  return {
    slug,
    variant,
    name: variant === 'full' ? 'Test Summit' : 'Test Summit for Aspiring Professionals',
    tagline: 'A day of medical affairs.',
    startDate: '2025-03-06T08:00:00-05:00',
    endDate: '2025-03-06T20:00:00-05:00',
    venue: { name: 'Test Hotel', address: '1 Main St, Princeton, NJ 08540', city: 'Princeton, New Jersey', mapUrl: 'https://maps.example/x' },
    hero: [
      { eyebrow: 'One', title: 'First state', text: 'First text' },
      { eyebrow: 'Two', title: 'Second state', text: 'Second text' },
    ],
    speakers: speakerSessions.map((s, i) => ({
      id: `sp-${i}`, name: `Speaker ${i}`, title: 'Director', organization: 'Org', image: `/images/s${i}.svg`,
      profileUrl: `https://www.linkedin.com/in/speaker-${i}`, agendaId: s,
    })),
    whyJoin: [
      { title: 'Thought Leadership', text: 'a' },
      { title: 'Navigating Complexity', text: 'b' },
      { title: 'Network & Collaboration', text: 'c' },
    ],
    agenda: sessions.map(([id, time, session]) => ({ id, time, session, speakers: [], note: '' })),
    sponsors: [{ name: 'Sponsor A', tier: 'Gold', url: 'https://a.example', logo: '/images/a.svg' }],
    awardsTeaser: { title: 'ACMA Medical Affairs Awards', text: 'Four awards.' },
    registration: {
      title: 'Registration',
      text: 'Passes',
      tiers: variant === 'full'
        ? [{ id: 'professional', productSlug: 'summit-march-2025', name: 'Industry Professional', audience: 'Pros', features: ['All sessions'] }]
        : [
          { id: 'aspiring', productSlug: 'summit-march-2025-for-aspiring-professionals', name: 'Students & Aspiring Professionals', audience: 'Students', features: ['All sessions'] },
          { id: 'professional', productSlug: 'summit-march-2025', name: 'Industry Professional', audience: 'Pros', features: ['All sessions'] },
        ],
      groupDiscounts: 'Groups of three or more: contact us.',
    },
    about: { title: 'Who is the council?', text: 'Para one.\n\nPara two.', video: { src: '/images/v.webm', poster: '/images/p.svg', title: 'Teaser', captions: '' } },
    hotel: { name: 'Test Hotel', address: '1 Main St', text: 'Stay with us.', rateDeadline: '2025-02-17', bookingUrl: 'https://hotel.example' },
    sponsorship: { title: 'Sponsor the Summit', text: 'Sponsor us.', benefits: ['Logo'] },
    nominations: {
      deadline: '2025-01-30', metaDeadline: '2025-01-10', intro: 'Nominate.',
      awards: ['Rising Star in Medical Affairs', 'Medical Affairs Trailblazer', 'MSL of the Year', 'Innovation & Excellence Within Medical Affairs']
        .map((name, i) => ({ id: `a${i}`, name, eligibility: 'Anyone', summary: 'S', criteria: ['C1', 'C2'] })),
    },
    meta: { title: 'Test Summit | ACMA', description: 'Meta description.' },
  };
}

export function summaryFixture(id: number, slug: string, price: number): ProductSummary {
  return {
    productId: id, productType: 'conference', productNickName: slug, productDetailType: 'conference', productName: `Ticket ${slug}`,
    productTagLine: 'Conference', productPrice: price, strikeoutPrice: null, productImage: '/images/c.svg', productExcerpt: '',
    productRating: 5, productFeature: null,
  };
}

export function productFixture(slug = 'summit-march-2025', content: Record<string, unknown> | null = contentFixture(slug)): Product {
  const full = summaryFixture(90, 'summit-march-2025', 599.99);
  const aspiring = summaryFixture(91, 'summit-march-2025-for-aspiring-professionals', 199.99);
  const self = slug === 'summit-march-2025' ? full : slug === aspiring.productNickName ? aspiring : summaryFixture(92, slug, 99);
  return {
    ...self,
    productFeatureImage: null, detailedExcerpt: null, longDescription: null, productRatingExcerpt: null, productTags: '',
    numberOfModules: null, accessTime: null, offerCme: 'No', ad: null, skillTags: '', reviewTags: '',
    learningObjectives: { objectives: [] }, objectives: [], moduleBreakdown: { modules: [] }, databaseIncludes: { whatsIncluded: [] },
    individualReviews: { review: [] }, ratingsBreakdown: { ratings: [] }, audience: [], topics: [],
    boughtTogether: slug === 'summit-march-2025' ? [aspiring] : [full],
    bundleProducts: [], related: [], extensionDetails: null, speakers: [],
    eventStartDate: '2025-03-06T08:00:00-05:00', eventEndDate: '2025-03-06T20:00:00-05:00', eventImage: null, eventVenueImage: null,
    venueName: 'Test Hotel', venueLink: null, agenda: [],
    content,
  };
}
