// schema.org structured data for product pages (JSON-LD): Course for programs, Event for events,
// Product for reports, bundles and databases, each with its offer, plus a BreadcrumbList.
import type { Product, ProductType } from 'shared-api';
import { formatPrice, stripHtml } from 'shared-ui';
import { productPath } from './paths';

export const ORGANIZATION = { '@type': 'Organization', name: 'Accreditation Council for Medical Affairs', alternateName: 'ACMA' } as const;

export type SchemaKind = 'Course' | 'Event' | 'Product';

/** Which schema.org type describes a product type. */
export function schemaKind(type: ProductType): SchemaKind {
  if (type === 'event' || type === 'conference') return 'Event';
  if (type === 'report' || type === 'bundle' || type === 'database') return 'Product';
  return 'Course';
}

/** A short plain-text description (meta description, JSON-LD). */
export function describe(p: Pick<Product, 'productExcerpt' | 'productName'>, max = 200): string {
  const text = stripHtml(p.productExcerpt) || p.productName;
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

const TYPE_LABEL: Partial<Record<ProductType, string>> = {
  certification: 'Certifications', extension: 'Program Extensions', report: 'Market Research', bundle: 'Bundles',
  database: 'Databases', event: 'Events', thinkTankVideo: 'Think Tank Videos', thinkTankReport: 'Think Tank Reports', webinar: 'Webinars',
};

function offer(p: Product, url: string): object | null {
  if (formatPrice(p.productPrice) === null) return null; // sold by contacting the team: no public offer
  const past = p.productType === 'event' && p.eventStartDate !== null && Date.parse(p.eventStartDate) <= Date.now();
  return {
    '@type': 'Offer',
    price: p.productPrice.toFixed(2),
    priceCurrency: 'USD',
    availability: past ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
    url,
  };
}

function absolute(origin: string, src: string | null | undefined): string | undefined {
  if (!src) return undefined;
  try { return new URL(src, origin).href; } catch { return undefined; }
}

/** JSON-LD for a product page: the product itself and its breadcrumb trail. */
export function productJsonLd(p: Product, origin: string): object[] {
  const url = new URL(productPath(p), origin).href;
  const kind = schemaKind(p.productType);
  const o = offer(p, url);
  const base = { '@context': 'https://schema.org', name: p.productName, description: describe(p, 300), url };
  let main: Record<string, unknown>;
  if (kind === 'Course') {
    main = {
      ...base, '@type': 'Course', image: absolute(origin, p.productImage),
      provider: { ...ORGANIZATION, sameAs: origin },
      hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'Online', ...(p.accessTime ? { courseWorkload: p.accessTime } : {}) },
      ...(o ? { offers: { ...o, category: 'Paid' } } : {}),
    };
  } else if (kind === 'Event') {
    main = {
      ...base, '@type': 'Event', image: absolute(origin, p.eventImage ?? p.productImage),
      startDate: p.eventStartDate ?? undefined, endDate: p.eventEndDate ?? undefined,
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: p.venueName ?? 'To be announced', address: p.venueName ?? 'To be announced', ...(p.venueLink ? { url: p.venueLink } : {}) },
      organizer: { ...ORGANIZATION, url: origin },
      ...(o ? { offers: o } : {}),
    };
  } else {
    main = {
      ...base, '@type': 'Product', image: absolute(origin, p.productImage), sku: String(p.productId),
      brand: { '@type': 'Brand', name: 'ACMA' },
      category: TYPE_LABEL[p.productType],
      ...(o ? { offers: o } : {}),
    };
  }
  const crumbs = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Home', item: new URL('/', origin).href },
      { '@type': 'ListItem', position: 2, name: TYPE_LABEL[p.productType] ?? 'Catalog', item: new URL('/catalog', origin).href },
      { '@type': 'ListItem', position: 3, name: p.productName, item: url },
    ],
  };
  return [JSON.parse(JSON.stringify(main)) as object, crumbs]; // drops undefined fields
}
