// schema.org Event with offers for the conference page (usePageMeta jsonLd).
import type { Product } from 'shared-api';
import type { TierTickets } from './register';
import type { SummitPageContent } from './summit-content';

export function summitEventJsonLd(content: SummitPageContent, product: Product, tickets: TierTickets, origin: string): Record<string, unknown> {
  const url = `${origin}/conference/${content.slug}`;
  const abs = (src: string) => new URL(src, origin).href;
  const offers = content.registration.tiers.flatMap((t) => {
    const p = tickets[t.productSlug];
    if (!p) return [];
    return [{
      '@type': 'Offer',
      name: t.name,
      price: p.productPrice.toFixed(2),
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url: `${origin}/conference/${p.productNickName}#payment`,
      category: t.audience,
    }];
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: content.name,
    description: content.tagline,
    startDate: content.startDate,
    endDate: content.endDate,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    url,
    ...(product.productImage ? { image: [abs(product.productImage)] } : {}),
    location: {
      '@type': 'Place',
      name: content.venue.name,
      address: content.venue.address,
    },
    organizer: { '@type': 'Organization', name: 'Accreditation Council for Medical Affairs', url: origin },
    performer: content.speakers.map((s) => ({ '@type': 'Person', name: s.name, jobTitle: s.title, sameAs: s.profileUrl })),
    offers,
  };
}
