const { createConfig } = require('shared-build');

module.exports = createConfig({
  dir: __dirname,
  name: 'checkout',
  devPort: 3003,
});
