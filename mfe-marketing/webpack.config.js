const path = require('node:path');
const { createConfig } = require('shared-build');

const config = createConfig({
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

/** The folders of the content files: this remote's and the quiz's (shared-api/content/quiz.json). */
const CONTENT_DIRS = [path.join(__dirname, 'content'), path.join(path.dirname(require.resolve('shared-api/package.json')), 'content')];

/**
 * The content files: checked against their schemas when they are built
 * (scripts/content-loader.cjs), and emitted as object literals, not JSON.parse('...') strings, so the
 * minifier writes them as it wrote the same content in TypeScript (unquoted keys: no byte more per page).
 */
const contentRule = {
  test: /\.json$/,
  include: CONTENT_DIRS,
  use: [path.join(__dirname, 'scripts/content-loader.cjs')],
  generator: { JSONParse: false },
};

module.exports = (env, argv) => {
  const built = config(env, argv);
  return { ...built, module: { ...built.module, rules: [...built.module.rules, contentRule] } };
};
