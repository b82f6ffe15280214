// The server bundle of a remote (ARCHITECTURE.md, "First frames"): the same page components as the
// browser's build, compiled by the same TypeScript rule (so styled-components' ids, hence class
// names, are the same), into ONE plain CommonJS file, <output>/server/pages.cjs, written beside the
// browser build (a release folder's hash covers it). It exports `render({ module, path, url, data })`
// (shared-ui/server-render). react, react-dom, styled-components, react-router(-dom), jotai and
// dompurify are left to the server (externals): the page renders with the server's own instances
// (one React for hooks; ServerStyleSheet sees only its own styled-components), and DOMPurify is the
// server's, bound to a server DOM. `acma-ssr-base` is the release folder's URL, given by the server
// at load time: an imported asset's URL is the same as the browser's (publicPath 'auto').
const path = require('node:path');
const fs = require('node:fs');
const webpack = require('webpack');
const { tsRule } = require('./ts-rule');

/** Modules the server provides (its own copies); everything else is bundled. */
const SERVER_EXTERNALS = /^(react|react-dom|styled-components|react-router|react-router-dom|jotai|dompurify|acma-ssr-base)(\/.*)?$/;

/** The bundle's entry: the exposed pages, by their name without './' (as the route table names them). */
function writeEntry(dir, exposes) {
  const folder = path.join(dir, 'node_modules', '.cache', 'acma-ssr');
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, 'public-path.js'), "__webpack_public_path__ = require('acma-ssr-base');\n");
  const names = Object.keys(exposes);
  const lines = ["import './public-path.js';", "import { createRender } from 'shared-ui/server-render';"];
  names.forEach((key, i) => lines.push(`import * as p${i} from ${JSON.stringify(path.resolve(dir, exposes[key]))};`));
  lines.push(`export const render = createRender({ ${names.map((key, i) => `${JSON.stringify(key.replace(/^\.\//, ''))}: p${i}.default`).join(', ')} });`);
  const file = path.join(folder, 'entry.js');
  fs.writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

function serverConfig({ dir, exposes, outputPath }) {
  return {
    mode: 'production',
    target: 'node20',
    context: dir,
    entry: { pages: writeEntry(dir, exposes) },
    devtool: false,
    output: { path: path.join(outputPath, 'server'), filename: '[name].cjs', library: { type: 'commonjs2' }, clean: false },
    externalsType: 'commonjs',
    externals: [({ request }, cb) => (SERVER_EXTERNALS.test(request) ? cb(null, `commonjs ${request}`) : cb())],
    // extensionAlias: TypeScript's own spelling of a source file ('shared-api/src/inlined.js' is inlined.ts)
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
  constructor({ dir, exposes }) { this.dir = dir; this.exposes = exposes; }
  apply(compiler) {
    compiler.hooks.afterEmit.tapAsync('ServerBundlePlugin', (compilation, done) => {
      if (compilation.errors.length) return done();
      const child = webpack(serverConfig({ dir: this.dir, exposes: this.exposes, outputPath: compiler.outputPath }));
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

module.exports = { ServerBundlePlugin, serverConfig, SERVER_EXTERNALS };
