const { createConfig } = require('shared-build');

module.exports = createConfig({
  dir: __dirname,
  name: 'catalog',
  devPort: 3001,
});
