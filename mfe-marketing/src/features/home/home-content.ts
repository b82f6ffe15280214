// The home page's copy and figures in one place (spec sections 1, 2.3 and 9). Written for the
// council; the figures are the spec's.

/** The accreditation statement's claims (spec section 1). */
export const ACCREDITATION = {
  founded: 2015,
  accreditor: 'an international continuing-education accreditor',
  stats: [
    { value: '8000+', label: 'certified professionals' },
    { value: '250+', label: 'partner companies' },
    { value: '25,000+', label: 'users on our learning platform' },
    { value: '80+', label: 'countries' },
  ],
} as const;

/** Bundles save up to this much (spec section 9). */
export const BUNDLE_MAX_DISCOUNT_PERCENT = 25;


export type TileTarget = { productTypeSender: string } | { traitTypeSender: string };
export interface Tile { title: string; text: string; state: TileTarget; icon: string }

/** Category tiles: each opens the catalog with one type or trait pre-selected (navigation state). */
export const CATEGORY_TILES: Tile[] = [
  { title: 'Certifications', text: 'Board certifications and certificates', state: { productTypeSender: 'certification' }, icon: 'M12 2 4 6v6c0 5 3.4 8.7 8 10 4.6-1.3 8-5 8-10V6l-8-4Zm-1 14-4-4 1.4-1.4 2.6 2.6 5.6-5.6L18 9l-7 7Z' },
  { title: 'Market Research', text: 'Reports and benchmarks on the field', state: { productTypeSender: 'report' }, icon: 'M4 20V10h3v10H4Zm6.5 0V4h3v16h-3ZM17 20v-7h3v7h-3Z' },
  { title: 'Events', text: 'Summits, workshops and meet-ups', state: { productTypeSender: 'event' }, icon: 'M7 2v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2H7Zm-2 8h14v10H5V10Z' },
  { title: 'Bundles', text: `Programs together, up to ${BUNDLE_MAX_DISCOUNT_PERCENT}% off`, state: { productTypeSender: 'bundle' }, icon: 'M3 7 12 2l9 5v10l-9 5-9-5V7Zm9 2.3L6.2 6.2 12 3.3l5.8 2.9L12 9.3Z' },
  { title: 'Databases', text: 'Searchable directories for your team', state: { productTypeSender: 'database' }, icon: 'M12 2C7 2 4 3.6 4 5.5v13C4 20.4 7 22 12 22s8-1.6 8-3.5v-13C20 3.6 17 2 12 2Zm0 2c3.9 0 6 1.1 6 1.5S15.9 7 12 7 6 5.9 6 5.5 8.1 4 12 4Z' },
  { title: 'Webinars', text: 'Live and recorded expert sessions', state: { productTypeSender: 'webinar' }, icon: 'M4 5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1h-6v2h3v2H7v-2h3v-2H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm6 3v6l5-3-5-3Z' },
  { title: 'Best Sellers', text: 'What most professionals choose', state: { traitTypeSender: 'Best Seller' }, icon: 'M12 2l3 6.3 7 1-5 4.8 1.2 6.9L12 17.8 5.8 21l1.2-6.9-5-4.8 7-1L12 2Z' },
  { title: 'New Programs', text: 'The latest additions to the catalog', state: { traitTypeSender: 'New' }, icon: 'M11 2h2v5h-2V2Zm0 15h2v5h-2v-5ZM2 11h5v2H2v-2Zm15 0h5v2h-5v-2ZM12 8a4 4 0 1 1 0 8 4 4 0 0 1 0-8Z' },
];

export const WHY_CHOOSE = [
  { title: 'Accredited, not just attended', text: 'Every certification is independently accredited for continuing education, so the credential carries weight with hiring managers and licensing bodies alike.' },
  { title: 'Written by practitioners', text: 'Modules are authored and reviewed by working medical affairs leaders, MSLs and pharmacists, and refreshed as regulations and practice change.' },
  { title: 'Self-paced and online', text: 'Study on your schedule on the web or in the mobile app. Progress syncs across devices, and support is on hand around the clock.' },
  { title: 'A credential with a network', text: 'Graduates join a community of certified professionals across pharma, biotech and academia, with events and job-market insight to match.' },
] as const;

export const LEARNING_PLATFORM_URL = 'https://learn.medicalaffairs-council.org/login';
// The same store addresses the product pages use (spec 2.1: app store pages).
export const APP_STORE_URL = 'https://apps.apple.com/us/search?term=ACMA%20medical%20affairs';
export const PLAY_STORE_URL = 'https://play.google.com/store/search?q=ACMA%20medical%20affairs&c=apps';

export interface Partner { name: string; logo?: string }
/** Partner companies shown under the hero: a logo when one is served under /images/, a word mark otherwise. */
export const PARTNERS: Partner[] = [
  { name: 'Bluecrest Oncology', logo: '/images/logo-bluecrest-oncology.svg' },
  { name: 'Corvane Health', logo: '/images/logo-corvane-health.svg' },
  { name: 'Helixa Therapeutics', logo: '/images/logo-helixa-therapeutics.svg' },
  { name: 'Lumenwell Pharma', logo: '/images/logo-lumenwell-pharma.svg' },
  { name: 'Northvale Biosciences', logo: '/images/logo-northvale-biosciences.svg' },
  { name: 'Orchard Point Life Sciences', logo: '/images/logo-orchard-point-life-sciences.svg' },
  { name: 'Quillon Medical', logo: '/images/logo-quillon-medical.svg' },
  { name: 'Sablewood Pharmaceuticals', logo: '/images/logo-sablewood-pharmaceuticals.svg' },
  { name: 'Tessaris Biologics', logo: '/images/logo-tessaris-biologics.svg' },
  { name: 'Verdane Genomics', logo: '/images/logo-verdane-genomics.svg' },
];
