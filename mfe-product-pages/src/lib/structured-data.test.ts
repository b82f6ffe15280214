import { product } from '../test/fixtures';
import { describe as describeProduct, productJsonLd, schemaKind } from './structured-data';

const origin = 'https://store.example.org';
// JSON-LD is free-form JSON: read it loosely
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Ld = Record<string, any>;

describe('structured data', () => {
  it('maps product types to schema.org types', () => {
    for (const t of ['certification', 'extension', 'webinar', 'thinkTankVideo', 'thinkTankReport'] as const) expect(schemaKind(t)).toBe('Course');
    expect(schemaKind('event')).toBe('Event');
    for (const t of ['report', 'bundle', 'database'] as const) expect(schemaKind(t)).toBe('Product');
  });

  it('describes a course with provider, offer and breadcrumbs', () => {
    const [course, crumbs] = productJsonLd(product({ productNickName: 'bcmas', productName: 'BCMAS', productPrice: 2399.99, productImage: '/images/bcmas.webp' }), origin) as [Ld, Ld];
    expect(course).toMatchObject({
      '@context': 'https://schema.org', '@type': 'Course', name: 'BCMAS', url: `${origin}/certification/bcmas`, image: `${origin}/images/bcmas.webp`,
      provider: { '@type': 'Organization', name: 'Accreditation Council for Medical Affairs' },
      offers: { '@type': 'Offer', price: '2399.99', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
    });
    expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual(['Home', 'Certifications', 'BCMAS']);
  });

  it('describes an event with its dates and place, sold out once started', () => {
    const [ev] = productJsonLd(product({ eventStartDate: '2020-05-01T09:00:00Z', eventEndDate: '2020-05-02T17:00:00Z', venueName: 'Harbor Hall', productPrice: 100 }, 'event'), origin) as Ld[];
    expect(ev).toMatchObject({ '@type': 'Event', startDate: '2020-05-01T09:00:00Z', endDate: '2020-05-02T17:00:00Z', location: { '@type': 'Place', name: 'Harbor Hall' } });
    expect(ev!.offers.availability).toBe('https://schema.org/SoldOut');
  });

  it('leaves the offer out for a contact-us product', () => {
    const [p] = productJsonLd(product({ productPrice: 0 }, 'database'), origin) as Ld[];
    expect(p!['@type']).toBe('Product');
    expect(p!.offers).toBeUndefined();
  });

  it('uses the excerpt text as the description, without script contents', () => {
    expect(describeProduct({ productName: 'X', productExcerpt: '<p>Hello <b>world</b></p><script>bad()</script>' })).toBe('Hello world');
    expect(describeProduct({ productName: 'X', productExcerpt: 'a'.repeat(300) }, 160)).toHaveLength(160);
  });
});
