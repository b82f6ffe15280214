const { createConfig } = require('shared-build');

const name = 'product-pages';
const base = createConfig({
  dir: __dirname,
  name,
  devPort: 3002,
});

// Standalone harness tweaks for `webpack serve` (the production remote is the factory's as is).
module.exports = (env, argv) => {
  const config = base(env, argv);
  // `webpack serve` runs the standalone harness at the root: absolute asset paths let deep links
  // such as /certification/bcmas load it (served under /remotes/ the remote keeps 'auto')
  if (process.env.WEBPACK_SERVE) config.output.publicPath = '/';
  // the standalone harness also needs the product images the site serves beside the API
  for (const rule of config.devServer?.proxy ?? []) {
    if (Array.isArray(rule.context) && rule.context.includes('/api') && !rule.context.includes('/images')) rule.context.push('/images');
  }
  return config;
};
