// What every page tells search engines and link previews: its <title>, meta description, Open
// Graph tags, canonical address and schema.org JSON-LD. One module for the server (shell/server/page-meta.ts
// writes it into the HTML it sends) and the browser (the shell keeps it right on client-side
// navigation; the product pages build their JSON-LD with it), so both say the same thing.
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

const page = (title: string, description: string, index = true): RouteMeta => ({ title, description, index });
// (which pages are for search engines is the shell's route table's `noindex`; `index` here is what
// a page without a route, such as a product's, says)
/** The texts of an address that is no page. */
export const NOT_FOUND_PAGE = page('Page not found | ACMA', 'The page you asked for does not exist on the ACMA store.', false);

/**
 * The pages with a fixed address (spec 2.1), with the titles and descriptions their remotes show.
 * Where the spec gives a page's meta text (nominations, free pass) it is used.
 */
export const STATIC_PAGES: Readonly<Record<string, RouteMeta>> = {
  '/': page('ACMA | Accredited Board Certifications for Medical Affairs Professionals',
    'Accredited, self-paced board certifications, market research, events and bundles for medical affairs, MSL, pharmacy and life science professionals, from the Accreditation Council for Medical Affairs.'),
  '/callback': page('Signing you in | ACMA', 'Completing your sign-in to the ACMA store.', false),
  '/catalog': page('Product Catalog | ACMA',
    'Browse every ACMA program: accredited board certifications, certificates, market research reports, events, databases, bundles and webinars for medical affairs professionals.'),
  '/certifications': page('Certifications | ACMA',
    'ACMA board certifications and certificate programs for medical affairs, MSL, pharmacy and life science professionals: self-paced, online and accredited.'),
  '/cart': page('Your Cart | ACMA', 'Review the certifications, reports and events in your cart before checking out.', false),
  '/shopping-cart': page('Your Cart | ACMA', 'Review the certifications, reports and events in your cart before checking out.', false),
  '/checkout': page('Checkout | ACMA', 'Enter your details and continue to secure payment for your ACMA programs.', false),
  '/profile': page('My profile | ACMA', 'Your ACMA account and the history of your orders.', false),
  // one text for every order's receipt: keyed by its route pattern (the route table's meta `{ from: 'pattern' }`)
  '/profile/orders/:receiptNumber': page('Receipt | ACMA', 'The printable receipt of your ACMA order.', false),
  '/success': page('Thank you for your order | ACMA', 'Your payment went through. Your login details for the learning platform are on their way.', false),
  '/cancel': page('Payment cancelled | ACMA', 'Your payment was cancelled and nothing was charged. Your cart is saved.', false),
  '/additionalFields': page('Assign your seats | ACMA', 'Give each seat of your team purchase to a colleague: they receive their own login details.', false),
  '/conference': page('Medical Affairs Summit | ACMA', 'The annual one-day summit of the Accreditation Council for Medical Affairs.', false),
  '/faq': page('Frequently Asked Questions | ACMA',
    'Answers about ACMA board certifications, program access, team licenses, payments, installments, promotion codes and refunds.'),
  '/policies': page('Policies and System Requirements | ACMA',
    'Browsers, operating systems, settings and accessibility support required for the ACMA learning platform.'),
  '/terms': page('Terms and Conditions | ACMA',
    'Terms and conditions of the ACMA store, including terms of purchase, fees, access periods, licenses and the refund policy.'),
  '/contact-us': page('Contact Us | ACMA',
    'Questions about ACMA certifications, enrolment, team licenses or payments? Chat with us or send a message and a council advisor will reply within one business day.'),
  '/contact-us/mas-b2c': page('Talk to a BCMAS Advisor | ACMA',
    'Thinking about the Board Certified Medical Affairs Specialist program? Tell us about your background and a council advisor will help you plan your move into medical affairs.'),
  '/contact-us/mas-b2b': page('Train Your Medical Affairs Team | ACMA',
    'Certify your medical affairs, MSL or medical information team with ACMA. Company licenses, progress reporting and a single invoice.'),
  '/contact-us/jobs': page('Careers at the Council | ACMA',
    'Work with the Accreditation Council for Medical Affairs. Tell us about yourself and the role you are interested in.'),
  '/summit-conference-badge': page('Summit attendee badge | ACMA',
    'Registered for the ACMA Summit? Complete your attendee badge profile with the email you registered with. You can come back and update it at any time.'),
  '/summit-conference-free-pass': page('Summit free pass | ACMA',
    'Free passes to the ACMA Summit are only for members of our partner organizations. Spots are limited, and selected people will be notified by email.'),
  '/sipha-conference': page('SIPHA Conference Registration | ACMA Partner',
    "Register for the SIPHA conference with the Accreditation Council for Medical Affairs and join the council's delegation."),
  '/acma-summit-nominations': page('ACMA Medical Affairs Awards: Nominations | ACMA',
    'Nominate yourself or a colleague for the ACMA Medical Affairs Awards: Rising Star, Trailblazer, MSL of the Year and Innovation & Excellence.'),
  '/definitive-guide-ebook': page('The Definitive Guide to Becoming a Medical Science Liaison | Free ebook | ACMA',
    'Free ebook for PharmDs, MDs and PhDs: what the medical science liaison role involves, the skills employers test for and a plan to land your first MSL position.'),
  '/pharmacist-definitive-guide-ebook': page("The Pharmacist's Definitive Guide to Industry Careers | Free ebook | ACMA",
    'Free career guide for pharmacists and pharmacy students: industry roles in medical information, MSL, drug safety and market access, and a 90-day plan to make the move.'),
  '/thank-you-msl-guide': page('Your MSL guide is ready | ACMA',
    'Thank you for requesting The Definitive Guide to Becoming a Medical Science Liaison. Download it below and keep it for your job search.', false),
  '/thank-you-pharmacist-guide': page('Your pharmacist career guide is ready | ACMA',
    "Thank you for requesting The Pharmacist's Definitive Guide to Industry Careers. Download it below and start your 90-day plan today.", false),
  '/has-event/raffle': page('Win a Free PACS Certification | ACMA Raffle',
    "Enter the council's raffle for a free Prior Authorization Certified Specialist (PACS) certification: 12 self-paced online modules."),
  '/has-event/testimonial': page('Share Your Experience, Get a Free Pin | ACMA',
    'Completed a council certification? Share your experience and collect a free certified-professional pin at our booth.'),
  '/has-event/breakfast': page('Breakfast Session: The Field Reimbursement Manager | CE Credit | ACMA',
    "Join the council's breakfast session on the field reimbursement manager role and earn continuing-education credit."),
  '/has-event/reimbursement-ai-trial': page('Free 7-Day Trial: Reimbursement AI Assistant | ACMA',
    "Try the council's reimbursement AI assistant free for 7 days: payer requirements, prior authorization and appeal letters, coverage questions."),
  '/test-your-knowledge-medical-affairs': page('Test Your Knowledge of Medical Affairs | Free Quiz | ACMA',
    'A free 10-question quiz, about 5 minutes, across the five key areas of medical affairs. Get your score and the programs for your focus area.'),
  '/biologics-biosimilars': page('Biologics and Biosimilars: A Primer for Medical Affairs Teams | Free whitepaper | ACMA',
    'Free whitepaper for medical affairs teams: how biologics differ from small molecules, how biosimilars are approved, extrapolation, interchangeability and the questions clinicians ask.'),
  '/thank-you-biologics-biosimilars': page('Your biologics and biosimilars whitepaper is ready | ACMA',
    'Thank you for requesting Biologics and Biosimilars: A Primer for Medical Affairs Teams. Download it below and share it with your team.', false),
  '/generic-error': page('Something went wrong | ACMA', 'An unexpected error happened on the ACMA store.', false),
  '/404Error': page('Program not found | ACMA', 'The program you were looking for is not in the ACMA catalog.', false),
};

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

/** The nominations page's description, with the deadline of this year's awards when known (a calendar day, YYYY-MM-DD or ISO). */
export function nominationsDescription(deadline: string | null | undefined): string {
  const base = STATIC_PAGES['/acma-summit-nominations']!.description;
  if (!deadline) return base;
  const d = new Date(deadline.length === 10 ? `${deadline}T12:00:00Z` : deadline);
  if (Number.isNaN(d.getTime())) return base;
  const day = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'long', year: 'numeric', timeZone: deadline.length === 10 ? 'UTC' : 'America/New_York' }).format(d);
  return `${base} Nominations close ${day}.`;
}

/** A neutral title for a product page whose product is not known yet (the browser, before the page loads it). */
export function productRouteMeta(type: ProductType): RouteMeta {
  return page(`${TYPE_NAME[type]} | ACMA`, 'Accredited programs, research and events for medical affairs professionals.', true);
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
