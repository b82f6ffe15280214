const { createConfig } = require('shared-build');

module.exports = createConfig({
  dir: __dirname,
  name: 'marketing',
  devPort: 3005,
  exposes: {
    './HomePage': './src/pages/home-page.tsx',
    './FaqPage': './src/pages/faq-page.tsx',
    './PoliciesPage': './src/pages/policies-page.tsx',
    './TermsPage': './src/pages/terms-page.tsx',
    './ContactPage': './src/pages/contact-page.tsx',
    './EbookPage': './src/pages/ebook-page.tsx',
    './EbookThankYouPage': './src/pages/ebook-thank-you-page.tsx',
    './HasEventPage': './src/pages/has-event-page.tsx',
    './QuizPage': './src/pages/quiz-page.tsx',
    './BiologicsPage': './src/pages/biologics-page.tsx',
    './BiologicsThankYouPage': './src/pages/biologics-thank-you-page.tsx',
    './SiphaPage': './src/pages/sipha-page.tsx',
  },
});
