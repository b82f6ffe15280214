// Server bundles (ARCHITECTURE.md section 5b, "How a page is made"): the same components as the
// browser's build, compiled by the same TypeScript rule (so styled-components' ids, hence class
// names, are the same), into ONE plain CommonJS file written beside the browser build.
// - A remote's, <output>/server/pages.cjs (a release folder's hash covers it), exports `pages`: each
//   exposed route module as a namespace (its default component, `loader`, `handle`), by its name
//   without './' (as the route table names them).
// - The shell's, shell/dist/server/shell.cjs, exports its `render()` (shell/src/server-entry.tsx) and
//   the shared-* packages it provides: as in the browser, the shell gives every remote its copies
//   (one shared-auth context, one toast store), so they are externals of the remotes' bundles.
// react, react-dom, styled-components, react-router(-dom), jotai and dompurify are the server's own
// (externals): one React for hooks, one styled-components whose ServerStyleSheet sees every
// component, one router context, and DOMPurify bound to a server DOM. `acma-ssr-base` is the release
// folder's URL, given by the server at load time: an imported asset's URL is the same as the
// browser's (publicPath 'auto').
const path = require('node:path');
const fs = require('node:fs');
const webpack = require('webpack');
const { tsRule } = require('./ts-rule');

/** Modules the server provides (its own copies); everything else is bundled. */
const SERVER_EXTERNALS = /^(react|react-dom|styled-components|react-router|react-router-dom|jotai|dompurify|acma-ssr-base)(\/.*)?$/;
/** The shell's packages, given to the remotes' bundles by the shell's (as the shell provides them in the browser). */
const SHELL_SHARED = ['shared-ui', 'shared-ui/rich-text', 'shared-ui/forms', 'shared-cart', 'shared-analytics', 'shared-api', 'shared-auth'];

/** The bundle's entry: the exposed pages, by their name without './' (as the route table names them). */
function writeEntry(dir, exposes) {
  const folder = path.join(dir, 'node_modules', '.cache', 'acma-ssr');
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, 'public-path.js'), "__webpack_public_path__ = require('acma-ssr-base');\n");
  const names = Object.keys(exposes);
  const lines = ["import './public-path.js';"];
  names.forEach((key, i) => lines.push(`import * as p${i} from ${JSON.stringify(path.resolve(dir, exposes[key]))};`));
  lines.push(`export const pages = { ${names.map((key, i) => `${JSON.stringify(key.replace(/^\.\//, ''))}: p${i}`).join(', ')} };`);
  const file = path.join(folder, 'entry.js');
  fs.writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

/** The shell's bundle entry: its render and the shared packages it gives the remotes. */
function writeShellEntry(dir, file) {
  const folder = path.join(dir, 'node_modules', '.cache', 'acma-ssr');
  fs.mkdirSync(folder, { recursive: true });
  const lines = [`export { render } from ${JSON.stringify(path.resolve(dir, file))};`];
  SHELL_SHARED.forEach((name, i) => lines.push(`import * as s${i} from ${JSON.stringify(name)};`));
  lines.push(`export const shared = { ${SHELL_SHARED.map((name, i) => `${JSON.stringify(name)}: s${i}`).join(', ')} };`);
  const entry = path.join(folder, 'shell-entry.js');
  fs.writeFileSync(entry, `${lines.join('\n')}\n`);
  return entry;
}

/**
 * @param {{ dir: string, outputPath: string, exposes?: Record<string,string>, shellEntry?: string }} opts
 * a remote's bundle (exposes) or the shell's (shellEntry)
 */
function serverConfig({ dir, exposes, outputPath, shellEntry }) {
  const external = (request) => SERVER_EXTERNALS.test(request) || (!shellEntry && SHELL_SHARED.includes(request));
  return {
    mode: 'production',
    target: 'node20',
    context: dir,
    entry: shellEntry ? { shell: writeShellEntry(dir, shellEntry) } : { pages: writeEntry(dir, exposes) },
    devtool: false,
    output: { path: path.join(outputPath, 'server'), filename: '[name].cjs', library: { type: 'commonjs2' }, clean: false },
    externalsType: 'commonjs',
    externals: [({ request }, cb) => (external(request) ? cb(null, `commonjs ${request}`) : cb())],
    // extensionAlias: TypeScript's own spelling of a source file ('./inlined.js' is inlined.ts)
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'], extensionAlias: { '.js': ['.ts', '.tsx', '.js'] } },
    module: {
      rules: [
        tsRule({ dir, dev: false }),
        // the same file names as the browser build's (its URLs), not written twice
        { test: /\.(png|jpe?g|gif|svg|webp|avif|pdf)$/i, type: 'asset/resource', generator: { filename: 'assets/[name].[contenthash:8][ext]', emit: false } },
      ],
    },
    optimization: { minimize: false, splitChunks: false, runtimeChunk: false, moduleIds: 'deterministic' },
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** Builds the server bundle after the browser build is written, into the same output folder. */
class ServerBundlePlugin {
  constructor({ dir, exposes, shellEntry }) { this.dir = dir; this.exposes = exposes; this.shellEntry = shellEntry; }
  apply(compiler) {
    compiler.hooks.afterEmit.tapAsync('ServerBundlePlugin', (compilation, done) => {
      if (compilation.errors.length) return done();
      const child = webpack(serverConfig({ dir: this.dir, exposes: this.exposes, shellEntry: this.shellEntry, outputPath: compiler.outputPath }));
      child.run((err, stats) => {
        child.close(() => {
          if (err) return done(err);
          if (stats.hasErrors()) {
            for (const e of stats.compilation.errors) compilation.errors.push(e);
          }
          done();
        });
      });
    });
  }
}

module.exports = { ServerBundlePlugin, serverConfig, SERVER_EXTERNALS, SHELL_SHARED };
