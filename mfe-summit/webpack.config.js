const { createConfig } = require('shared-build');

module.exports = createConfig({
  dir: __dirname,
  name: 'summit',
  devPort: 3004,
  exposes: {
    './ConferencePage': './src/pages/conference-page.tsx',
    './NominationsPage': './src/pages/nominations-page.tsx',
    './BadgePage': './src/pages/badge-page.tsx',
    './FreePassPage': './src/pages/free-pass-page.tsx',
  },
});
