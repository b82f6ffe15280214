// The __TITLE__ remote: its container is window.__GLOBAL__ (shared-build's globalName), its pages
// come from src/routes.ts, and `pnpm --filter mfe-__NAME__ dev` serves its harness on port __DEV_PORT__.
const { createConfig } = require('shared-build');

module.exports = createConfig({
  dir: __dirname,
  name: '__NAME__',
  devPort: __DEV_PORT__,
});
