const { createConfig } = require('shared-build');

const base = createConfig({
  dir: __dirname,
  name: 'summit',
  devPort: 3004,
});

module.exports = (env, argv = {}) => {
  const config = base(env, argv);
  // The standalone harness (dev server) serves deep routes such as /conference/:slug: load its
  // scripts from the root rather than relative to the page. Production builds keep 'auto'.
  if (argv.mode === 'development') config.output.publicPath = '/';
  return config;
};
