const path = require('node:path');
const { createConfig } = require('shared-build');

const config = createConfig({
  dir: __dirname,
  name: 'marketing',
  devPort: 3005,
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
