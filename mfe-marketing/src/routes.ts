// The marketing team's pages and their addresses (the route contract: shared-api/routes). This file
// alone says which pages exist and where: the webpack `exposes`, the harness and, through the release's
// routes.json, the store's router, documents, sitemap and 404s all come from it. Data only.
import type { RemoteRoutes } from 'shared-api/routes';

const pages = {
  HomePage: './pages/home-page.tsx',
  FaqPage: './pages/faq-page.tsx',
  PoliciesPage: './pages/policies-page.tsx',
  TermsPage: './pages/terms-page.tsx',
  ContactPage: './pages/contact-page.tsx',
  EbookPage: './pages/ebook-page.tsx',
  EbookThankYouPage: './pages/ebook-thank-you-page.tsx',
  HasEventPage: './pages/has-event-page.tsx',
  QuizPage: './pages/quiz-page.tsx',
  BiologicsPage: './pages/biologics-page.tsx',
  BiologicsThankYouPage: './pages/biologics-thank-you-page.tsx',
  SiphaPage: './pages/sipha-page.tsx',
} as const;

export default {
  pages,
  routes: [
    { path: '/', module: 'HomePage', data: { get: '/products' } }, // its loader's answer: the featured cards read from it
    { path: '/faq', module: 'FaqPage' },
    { path: '/policies', module: 'PoliciesPage' },
    { path: '/terms', module: 'TermsPage' },
    { path: '/contact-us', module: 'ContactPage' },
    { path: '/contact-us/:variant', module: 'ContactPage', addresses: ['/contact-us/mas-b2c', '/contact-us/mas-b2b', '/contact-us/jobs'] },
    { path: '/sipha-conference', module: 'SiphaPage' },
    { path: '/definitive-guide-ebook', module: 'EbookPage' },
    { path: '/pharmacist-definitive-guide-ebook', module: 'EbookPage' },
    { path: '/thank-you-msl-guide', module: 'EbookThankYouPage', noindex: true },
    { path: '/thank-you-pharmacist-guide', module: 'EbookThankYouPage', noindex: true },
    {
      path: '/has-event/:kind', module: 'HasEventPage',
      addresses: ['/has-event/raffle', '/has-event/testimonial', '/has-event/breakfast', '/has-event/reimbursement-ai-trial'],
    },
    { path: '/test-your-knowledge-medical-affairs', module: 'QuizPage' },
    { path: '/biologics-biosimilars', module: 'BiologicsPage' },
    { path: '/thank-you-biologics-biosimilars', module: 'BiologicsThankYouPage', noindex: true },
  ],
} satisfies RemoteRoutes<keyof typeof pages>;
