// The council's pages outside the store (spec 2.1: an about page and a privacy policy on the
// accreditor's site, social media pages), used by the shell's footer and the checkout's consent.

const COUNCIL_SITE = 'https://medicalaffairs-council.org';
export const ABOUT_URL = `${COUNCIL_SITE}/about`;
export const PRIVACY_POLICY_URL = `${COUNCIL_SITE}/privacy-policy`;

export const SOCIAL_LINKS: readonly { name: string; href: string }[] = [
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/accreditation-council-for-medical-affairs' },
  { name: 'Facebook', href: 'https://www.facebook.com/medicalaffairscouncil' },
  { name: 'X', href: 'https://x.com/ACMA_MSL' },
  { name: 'Instagram', href: 'https://www.instagram.com/medicalaffairscouncil' },
  { name: 'YouTube', href: 'https://www.youtube.com/@medicalaffairscouncil' },
];
