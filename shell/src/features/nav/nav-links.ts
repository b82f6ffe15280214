export { ABOUT_URL } from 'shared-ui';

export const certificationLinks = [
  { to: '/certification/bcmas', label: 'BCMAS' },
  { to: '/certification/pacs', label: 'PACS' },
  { to: '/certification/cspp', label: 'CSPP' },
  { to: '/certification/prc', label: 'PRC' },
  { to: '/certifications', label: 'Explore Certificates' },
];

export const moreInfoLinks = [
  { to: '/faq', label: 'FAQs' },
  { to: '/contact-us', label: 'Contact Us' },
  { to: '/policies', label: 'Policies' },
];
