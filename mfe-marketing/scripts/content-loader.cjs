// The webpack loader of this remote's content files (content/*.json, webpack.config.js): checks a file
// against its schema (content-files.ts) and passes its text on unchanged, so a bad file fails the
// build (and the dev server's rebuild) with the file's path and each bad value's. It runs in the build
// only: the pages get the JSON, never zod. content-files.ts is TypeScript, loaded with tsx.
const { require: tsRequire } = require('tsx/cjs/api');

/** @type {typeof import('./content-files')} */
let files;

/** @this {import('webpack').LoaderContext<object>} */
module.exports = function contentLoader(text) {
  files ??= tsRequire('./content-files.ts', __filename);
  const problems = files.contentProblems(this.resourcePath, text);
  // hideStack: webpack prints the message (the file and its problems), not where the loader threw
  if (problems.length) throw Object.assign(new Error(files.contentError(this.resourcePath, problems)), { hideStack: true });
  return text;
};
