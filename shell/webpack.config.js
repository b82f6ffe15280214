const { createConfig } = require('shared-build');

module.exports = createConfig({ dir: __dirname, name: 'shell', host: true, devPort: 3000, title: 'ACMA Store' });
