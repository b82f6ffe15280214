// What every page tells search engines and link previews: its <title>, meta description, Open
// Graph tags, canonical address and schema.org JSON-LD. The type (PageMeta) and the generic helpers;
// the texts of each page are its own: its route module's `handle.meta`, in its remote (the shell's
// own pages' in shell/src/pages/shell-meta.ts). The server writes the head of the page it renders from
// it (server/page-meta.ts), the shell keeps it right on client-side navigation.
// Pure data and functions: no DOM, no React, no imports at run time.
import type { Product, ProductSummary, ProductType } from './types';

export const SITE_NAME = 'ACMA Store';
export const ORGANIZATION_NAME = 'Accreditation Council for Medical Affairs';
export const ORGANIZATION = { '@type': 'Organization', name: ORGANIZATION_NAME, alternateName: 'ACMA' } as const;
/** The link-preview image of pages without one of their own (served by the site, see api/assets/images). */
export const DEFAULT_SHARE_IMAGE = '/images/product-bcmas.svg';

export interface RouteMeta {
  title: string;
  description: string;
  /** false: not for search engines (noindex, left out of the sitemap). */
  index: boolean;
}

/**
 * What a page says of itself in the document head. A route module's `handle.meta` gives it (shell
 * src/data-routes.tsx): the texts live with the page, in its remote, and change with its release.
 */
export interface PageMeta {
  title: string;
  description: string;
  /** false: not for search engines (robots noindex); the route table's `noindex` says so too. */
  index?: boolean;
  /** The canonical address (default: the page's own address); null: none. */
  canonicalPath?: string | null;
  /** The link-preview image (default: DEFAULT_SHARE_IMAGE). */
  image?: string | null;
  /** og:type (default: website). */
  ogType?: string;
  /** schema.org structured data, written as an inert JSON-LD block. */
  jsonLd?: object[] | null;
}

/** What `handle.meta` is given: the route's loader data, its parameters, the address and the site's origin. */
export interface PageMetaArgs {
  /** The route's loader data: its answer (after a client-side navigation, once it has come), or null (on its way, or the server could not read it). */
  data: unknown;
  params: Readonly<Record<string, string | undefined>>;
  pathname: string;
  /** The address's query ('' or '?…'); on the server only the parameters its route declares (`query` in its routes.ts). */
  search: string;
  origin: string;
}

/**
 * A route module's page meta: null when there is no page at this address (an unknown variant, a
 * product that does not exist): the document is then the not-found one (404). May be async (a page
 * that loads its meta code only when asked, keeping it off its first load).
 */
export type PageMetaFn = (args: PageMetaArgs) => PageMeta | null | Promise<PageMeta | null>;

/** Product types with a page of their own at /{type}/{slug} (conferences live at /conference/{slug}). */
export const PRODUCT_PAGE_TYPES = ['certification', 'extension', 'report', 'bundle', 'database', 'event',
  'thinkTankVideo', 'thinkTankReport', 'webinar'] as const satisfies readonly ProductType[];

const TYPE_NAME: Record<ProductType, string> = {
  certification: 'Certification', extension: 'Program Extension', report: 'Market Research Report', bundle: 'Bundle',
  database: 'Database', event: 'Event', thinkTankVideo: 'Think Tank Video', thinkTankReport: 'Think Tank Report',
  webinar: 'Webinar', conference: 'Summit',
};
/** The catalog section a product type belongs to (breadcrumbs). */
export const TYPE_LABEL: Record<ProductType, string> = {
  certification: 'Certifications', extension: 'Program Extensions', report: 'Market Research', bundle: 'Bundles',
  database: 'Databases', event: 'Events', thinkTankVideo: 'Think Tank Videos', thinkTankReport: 'Think Tank Reports',
  webinar: 'Webinars', conference: 'Summit',
};

/** A description followed by "Nominations close <day>." when the deadline is known (a calendar day, YYYY-MM-DD or ISO). */
export function nominationsDescription(base: string, deadline: string | null | undefined): string {
  if (!deadline) return base;
  const d = new Date(deadline.length === 10 ? `${deadline}T12:00:00Z` : deadline);
  if (Number.isNaN(d.getTime())) return base;
  const day = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'long', year: 'numeric', timeZone: deadline.length === 10 ? 'UTC' : 'America/New_York' }).format(d);
  return `${base} Nominations close ${day}.`;
}

/** A neutral title for a product page whose product is not known yet (the browser, before the page loads it). */
export function productRouteMeta(type: ProductType): RouteMeta {
  return { title: `${TYPE_NAME[type]} | ACMA`, description: 'Accredited programs, research and events for medical affairs professionals.', index: true };
}

/**
 * The meta of a product page from its loader's answer (GET /product): the product's title,
 * description, image and JSON-LD; null (no page: 404) for the API's unknown-product answer; the
 * neutral texts of its type when the product is not known yet (the browser, after a client-side
 * navigation: the page refines them once it has loaded it).
 */
export function productMetaFrom(data: unknown, type: ProductType, origin: string): PageMeta | null {
  if (typeof data === 'object' && data !== null && typeof (data as { error?: unknown }).error === 'string') return null;
  if (typeof data === 'object' && data !== null && 'productId' in data) {
    const p = data as Product;
    const m = productPageMeta(p);
    return { title: m.title, description: m.description, canonicalPath: m.path, image: m.image, ogType: m.ogType, jsonLd: productJsonLd(p, origin) };
  }
  const neutral = productRouteMeta(type);
  return { title: neutral.title, description: neutral.description, ogType: type === 'event' || type === 'conference' ? 'website' : 'product' };
}

// ---------------------------------------------------------------- products

/** Plain text of an HTML fragment: tags and script/style contents go, common entities are decoded. */
export function plainText(html: string | null | undefined): string {
  return (html ?? '')
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#0?39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A short plain-text description (meta description, JSON-LD). */
export function describe(p: Pick<Product, 'productExcerpt' | 'productName'>, max = 200): string {
  const text = plainText(p.productExcerpt) || p.productName;
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** The page of a product (the generic link of spec 2.1; conferences at /conference/{slug}). */
export const productPagePath = (p: Pick<ProductSummary, 'productType' | 'productNickName'>): string =>
  `/${p.productType}/${encodeURIComponent(p.productNickName)}`;

export type SchemaKind = 'Course' | 'Event' | 'Product';

/** Which schema.org type describes a product type. */
export function schemaKind(type: ProductType): SchemaKind {
  if (type === 'event' || type === 'conference') return 'Event';
  if (type === 'report' || type === 'bundle' || type === 'database') return 'Product';
  return 'Course';
}

/** The summit page fields of a conference product's content that its meta uses (see mfe-summit's summit-content). */
interface ConferenceFields {
  name?: string; tagline?: string; startDate?: string; endDate?: string;
  venue?: { name?: string; address?: string; city?: string };
  meta?: { title?: string; description?: string } | null;
}
function conferenceFields(p: Product): ConferenceFields {
  const c = p.content;
  return c && typeof c === 'object' && !Array.isArray(c) ? (c as ConferenceFields) : {};
}
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v : undefined);

export interface ProductPageMeta extends RouteMeta {
  path: string;
  image: string | null;
  ogType: 'product' | 'website';
}

/** Title, description, address and preview image of a product's page, from the product's data. */
export function productPageMeta(p: Product): ProductPageMeta {
  const path = productPagePath(p);
  if (p.productType === 'conference') {
    const c = conferenceFields(p);
    return {
      title: str(c.meta?.title) ?? `${str(c.name) ?? p.productName} | ACMA`,
      description: str(c.meta?.description) ?? (str(c.tagline) ?? describe(p, 160)),
      index: true, path, image: p.eventImage ?? (p.productImage || null), ogType: 'website',
    };
  }
  return {
    title: `${p.productName} | ACMA`,
    description: describe(p, 160),
    index: true, path, image: p.productImage || null, ogType: p.productType === 'event' ? 'website' : 'product',
  };
}

function absolute(origin: string, src: string | null | undefined): string | undefined {
  if (!src) return undefined;
  try { return new URL(src, origin).href; } catch { return undefined; }
}

function offer(p: Product, url: string, now: number): Record<string, unknown> | null {
  if (!(Number.isFinite(p.productPrice) && p.productPrice > 0)) return null; // sold by contacting the team: no public offer
  const eventLike = p.productType === 'event' || p.productType === 'conference';
  const past = eventLike && p.eventStartDate !== null && Date.parse(p.eventStartDate) <= now;
  return {
    '@type': 'Offer',
    price: p.productPrice.toFixed(2),
    priceCurrency: 'USD',
    availability: past ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
    url,
  };
}

/** An access period such as "6 Months" as an ISO 8601 duration (P6M), or null when it is not one. */
export function isoDuration(text: string | null | undefined): string | null {
  const m = /^\s*(\d+)\s*(hour|day|week|month|year)s?\s*$/i.exec(text ?? '');
  if (!m) return null;
  const unit = m[2]!.toLowerCase();
  return unit === 'hour' ? `PT${m[1]}H` : `P${m[1]}${unit === 'day' ? 'D' : unit === 'week' ? 'W' : unit === 'month' ? 'M' : 'Y'}`;
}

/** The rating shown on the page, with the reviews listed there (when there are any). */
function aggregateRating(p: Product): Record<string, unknown> | null {
  const reviews = p.individualReviews?.review?.length ?? 0;
  if (!(p.productRating > 0) || reviews === 0) return null;
  return { '@type': 'AggregateRating', ratingValue: p.productRating.toFixed(1), bestRating: '5', worstRating: '1', reviewCount: reviews };
}

/** JSON-LD for a product page: the product itself (Course, Event or Product with its offer) and its breadcrumb trail. */
export function productJsonLd(p: Product, origin: string, now = Date.now()): object[] {
  const url = new URL(productPagePath(p), origin).href;
  const kind = schemaKind(p.productType);
  const o = offer(p, url, now);
  const rating = aggregateRating(p);
  const base = { '@context': 'https://schema.org', name: p.productName, description: describe(p, 300), url };
  let main: Record<string, unknown>;
  if (kind === 'Course') {
    main = {
      ...base, '@type': 'Course', image: absolute(origin, p.productImage),
      provider: { ...ORGANIZATION, sameAs: origin },
      // self-paced and online: the workload is the access period the learner has to complete it in
      hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'Online', ...(isoDuration(p.accessTime) ? { courseWorkload: isoDuration(p.accessTime) } : {}) },
      ...(o ? { offers: { ...o, category: 'Paid' } } : {}),
      ...(rating ? { aggregateRating: rating } : {}),
    };
  } else if (kind === 'Event') {
    const c = p.productType === 'conference' ? conferenceFields(p) : {};
    const venue = str(c.venue?.name) ?? p.venueName ?? 'To be announced';
    const address = [str(c.venue?.address), str(c.venue?.city)].filter(Boolean).join(', ') || venue;
    main = {
      ...base, '@type': 'Event', name: str(c.name) ?? p.productName,
      ...(str(c.tagline) ? { description: c.tagline } : {}),
      image: absolute(origin, p.eventImage ?? p.productImage),
      startDate: str(c.startDate) ?? p.eventStartDate ?? undefined, endDate: str(c.endDate) ?? p.eventEndDate ?? undefined,
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: venue, address, ...(p.venueLink ? { url: p.venueLink } : {}) },
      organizer: { ...ORGANIZATION, url: origin },
      ...(o ? { offers: o } : {}),
    };
  } else {
    main = {
      ...base, '@type': 'Product', image: absolute(origin, p.productImage), sku: String(p.productId),
      brand: { '@type': 'Brand', name: 'ACMA' },
      category: TYPE_LABEL[p.productType],
      ...(o ? { offers: o } : {}),
      ...(rating ? { aggregateRating: rating } : {}),
    };
  }
  // Home > the catalog section > the product (a conference has no section page of its own)
  const trail: { name: string; item: string }[] = [{ name: 'Home', item: new URL('/', origin).href }];
  if (p.productType !== 'conference') {
    trail.push({ name: TYPE_LABEL[p.productType], item: new URL(p.productType === 'certification' ? '/certifications' : '/catalog', origin).href });
  }
  trail.push({ name: String(main.name), item: url });
  const crumbs = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((t, i) => ({ '@type': 'ListItem', position: i + 1, ...t })),
  };
  return [JSON.parse(JSON.stringify(main)) as object, crumbs]; // drops undefined fields
}

/** A JSON-LD value as the text of a <script type="application/ld+json"> element: `<` escaped so it cannot close the element. */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
