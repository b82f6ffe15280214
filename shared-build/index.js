// The webpack 5 + Module Federation config factory used by the shell and every remote.
// A remote's webpack.config.js is:  module.exports = createConfig({ dir: __dirname, name: 'catalog', exposes: {...} })
const path = require('node:path');
const fs = require('node:fs');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const zlib = require('node:zlib');
const shared = require('./shared');
const { tsRule } = require('./ts-rule');
const { ServerBundlePlugin } = require('./server-bundle');
const { SHELL_STARTUP, LAZY_SHARED } = require('./start');
const { loadRemoteRoutes, exposesOf, RoutesPlugin } = require('./routes');

/** Remote names map to the path each one is served under in development (`pnpm dev`): /remotes/<name>/ */
const remotePath = (name) => `/remotes/${name}/`;

/**
 * The store's prefix on everything a build puts on `window`: a remote's container global
 * (`acma_product_pages`) and each build's chunk-loading global (`webpackChunkacma_<name>`). The shell
 * registers each remote with the same global name (shell/src/lib/remote-names.ts).
 */
const STORE_PREFIX = 'acma_';
const globalName = (name) => `${STORE_PREFIX}${name.replace(/[^a-zA-Z0-9_]/g, '_')}`;

/**
 * The federation runtime's ESM build of the plugin that hands the host's runtime to the remotes
 * (`experiments.externalRuntime`): registered in the shell's runtimePlugins, it shares the host's
 * one ESM copy of the runtime. (`provideExternalRuntime` adds the plugin's CommonJS build, which pulls
 * a second, CommonJS copy of runtime-core and sdk into the shell: a bigger first page.)
 */
/** The shell's own packages: it provides them to every remote (shared-ui/rich-text and shared-ui/forms come from the pages that need them). */
const SHELL_PROVIDES = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'react-router-dom', 'styled-components',
  'jotai', 'axios', 'shared-ui', 'shared-cart', 'shared-analytics', 'shared-api', 'shared-auth'];
const fromShell = (all) => Object.fromEntries(Object.entries(all).map(([k, v]) => [k, SHELL_PROVIDES.includes(k) ? { ...v, import: false } : v]));

/**
 * Shared packages the shell provides as the part the store uses: a shell file re-exports what is
 * used from the package under another name (`acma-<package>`, resolve.alias below), so webpack
 * tree-shakes it (a shared module keeps every export: react-router-dom 6.30 with the data router is
 * 28.6 KB gzip whole).
 */
const FACADES = {
  'react-router-dom': { file: 'router.ts', resolve: (dir) => require.resolve('react-router-dom', { paths: [dir] }).replace(/main\.js$/, 'index.js') },
  'styled-components': { file: 'styled.ts', resolve: (dir) => path.join(path.dirname(require.resolve('styled-components/package.json', { paths: [dir] })), 'dist', 'styled-components.browser.esm.js') },
};

/** What the shell provides: the shared list, each FACADES package as its facade, eager in production (but LAZY_SHARED). */
function hostShared(dir, eager) {
  const all = { ...shared };
  for (const [key, { file }] of Object.entries(FACADES)) {
    const facade = path.join(dir, 'src', file);
    if (!fs.existsSync(facade)) continue;
    const version = require(require.resolve(`${key}/package.json`, { paths: [dir] })).version;
    all[key] = { ...shared[key], import: facade, version };
  }
  if (!eager) return all;
  return Object.fromEntries(Object.entries(all).map(([key, v]) => [key, LAZY_SHARED.includes(key) ? v : { ...v, eager: true }]));
}

function externalRuntimePlugin() {
  const enhanced = require.resolve('@module-federation/enhanced');
  const cjs = require.resolve('@module-federation/inject-external-runtime-core-plugin', { paths: [enhanced] });
  const esm = cjs.replace(/\.cjs$/, '.js');
  if (!fs.existsSync(esm)) throw new Error(`no ESM build of the external-runtime plugin at ${esm}`);
  return esm;
}


/**
 * The async chunk groups a group's code may load, at any depth, but for those of a shared module's
 * consume fallback or provided copy (loaded, if at all, through the share scope: maybe another
 * build's copy) and what only they load.
 */
function laterGroups(group) {
  const found = new Set();
  const visit = (g) => {
    for (const child of g.childrenIterable) {
      if (found.has(child)) continue;
      const shared = child.origins.some((o) => o.module && /^(Consume|Provide)SharedModule$/.test(o.module.constructor.name));
      if (shared) continue;
      found.add(child);
      visit(child);
    }
  };
  visit(group);
  return found;
}

/**
 * Writes dist/chunks.json: for every async chunk group (an exposed module of a remote, the shell's
 * `import('./bootstrap')`, a shared module's chunk) the JS files it loads, so the server can preload
 * a route's files from the document (server/first-frame.ts) instead of the browser discovering
 * them one hop at a time; and, as `later:`, what an exposed page's or a shared module's code loads
 * once it runs, which prefetch fetches ahead (shell/src/lib/prefetch.ts).
 */
class ChunkMapPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ChunkMapPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ChunkMapPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const groups = {};
        const add = (key, group) => {
          const files = new Set(groups[key] ?? []);
          for (const chunk of group.chunks) for (const f of chunk.files) if (f.endsWith('.js') && f !== 'remoteEntry.js') files.add(f);
          groups[key] = [...files].sort();
        };
        /** The JS files of what the group's code loads later (laterGroups), but `skip`'s. */
        const addLater = (key, group, skip = new Set()) => {
          const files = new Set(groups[key] ?? []);
          for (const child of laterGroups(group)) for (const chunk of child.chunks) for (const f of chunk.files) if (f.endsWith('.js') && !skip.has(f)) files.add(f);
          groups[key] = [...files].sort();
        };
        for (const group of compilation.chunkGroups) {
          if (group.isInitial()) continue;
          for (const origin of group.origins) {
            const type = origin.module ? origin.module.constructor.name : '';
            if (type === 'ContainerEntryModule' && origin.loc && origin.loc.name) {
              add(`expose:${origin.loc.name}`, group);
              // the shared modules the exposed page consumes (a remote-only one, such as
              // shared-ui/rich-text, is then loaded from this remote)
              const keys = new Set(groups[`uses:${origin.loc.name}`] ?? []);
              for (const chunk of group.chunks) {
                for (const m of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
                  if (m.constructor.name === 'ConsumeSharedModule') keys.add(m.options.shareKey);
                }
              }
              groups[`uses:${origin.loc.name}`] = [...keys].sort();
              // what the page's code loads on its own once it runs (an import() of it, e.g. the head's
              // meta code; a shared module's: `later:<key>` below): fetched ahead with the page's files on intent
              // and for links in view (shell/src/lib/prefetch.ts), not run. A shared module's copy
              // (its consume fallback) is left out: the share scope gives one already provided.
              addLater(`later:${origin.loc.name}`, group, new Set(groups[`expose:${origin.loc.name}`]));
            }
            else if (type === 'ConsumeSharedModule') add(`consume:${origin.module.options.shareKey}`, group);
            else if (type === 'ProvideSharedModule') {
              add(`provide:${origin.module._name}`, group);
              // what the shared module loads once it runs (shared-ui/rich-text: DOMPurify)
              addLater(`later:${origin.module._name}`, group);
            }
            else if (origin.request) add(`import:${origin.request}`, group);
          }
        }
        const json = JSON.stringify(groups, null, 1);
        compilation.emitAsset('chunks.json', new webpack.sources.RawSource(json));
      });
    });
  }
}

/**
 * Whether a module of the shell is part of its own start: in a chunk loaded by one of the start's
 * imports (SHELL_STARTUP). (The shared modules it provides are eager, in main.js.)
 */
function inShellStart(module, chunkGraph) {
  for (const chunk of chunkGraph.getModuleChunksIterable(module)) {
    for (const group of chunk.groupsIterable) {
      for (const origin of group.origins) {
        const type = origin.module ? origin.module.constructor.name : '';
        if (!type.endsWith('SharedModule') && SHELL_STARTUP.includes(origin.request)) return true;
      }
    }
  }
  return false;
}

/**
 * A remote's config comes from its src/routes.ts (shared-api/routes): its `exposes` are the routes
 * file's pages, and the build writes the routes into routes.json beside remoteEntry.js.
 * @param {{ dir: string, name: string, host?: boolean, devPort?: number, title?: string }} opts
 */
function createConfig(opts) {
  const { dir, name, host = false, devPort = 3000, title = 'ACMA Store' } = opts;
  if (opts.exposes) throw new Error(`${name}: exposes come from src/routes.ts (its pages), not from webpack.config.js`);
  return (_env, argv = {}) => {
    // read at each build: a routes file that is not sound fails the build with its problems
    const declared = host ? null : loadRemoteRoutes(dir);
    const exposes = declared ? exposesOf(declared.pages) : {};
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const dev = mode === 'development';
    const harness = path.join(dir, 'src/harness.tsx');
    const entry = {};
    if (host) entry.main = './src/index.ts';
    else if (dev && fs.existsSync(harness)) entry.harness = './src/harness.tsx';

    // (a page whose file is missing fails loadRemoteRoutes: every route's module is built)
    const present = exposes;
    const plugins = [
      host
        ? new ModuleFederationPlugin({
          name,
          remotes: {}, // registered at runtime from the served configuration
          // in production the shell's shared modules are eager: in main.js with the federation runtime,
          // one file and one gzip stream instead of one chunk per package (a chunk cannot hold a
          // shared package and a module that consumes it: its load would wait on itself). Every first
          // page loads all of them; webpack evaluates each when it is first required (bootstrap.tsx's
          // stages). axios stays lazy (LAZY_SHARED).
          shared: hostShared(dir, !dev),
          shareStrategy: 'loaded-first',
          manifest: false,
          dts: false,
          runtimePlugins: [path.join(dir, 'src/lib/remote-error-plugin.ts'), externalRuntimePlugin()],
          experiments: { optimization: { disableSnapshot: true, target: 'web' } },
        })
        // Remotes: @module-federation/enhanced containers with their mf-manifest.json, using the shell's
        // federation runtime (externalRuntime: the runtime is loaded once, by the shell). Each build is
        // published into a release folder named by its content (scripts/release.mjs).
        : new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          // assigned on window: a minifier may rename a top-level `var` container, never a window property
          library: { type: 'window', name: globalName(name) },
          exposes: present,
          // in production a remote takes the shell's copy of every module the shell provides (the shell is
          // always there first: remotes load only through it), so the remote's entry carries no fallback
          // for them (measured: 1.5 KB gzip less per first page); the standalone harness keeps its own
          shared: dev ? shared : fromShell(shared),
          shareStrategy: 'loaded-first', // as the shell: a singleton already loaded is used, never a second copy
          manifest: true,
          dts: false,
          experiments: { externalRuntime: true },
        }),
      new ChunkMapPlugin(),
      ...(declared ? [new RoutesPlugin(declared.routes)] : []),
    ];
    // a remote's production build also writes its server bundle (server/pages.cjs, shared-build/server-bundle.js)
    if (!host && !dev && Object.keys(present).length) plugins.push(new ServerBundlePlugin({ dir, exposes: present }));
    // and the shell's: its layout and router around them (shell/dist/server/shell.cjs)
    if (host && !dev) plugins.push(new ServerBundlePlugin({ dir, shellEntry: './src/server-entry.tsx' }));
    if (entry.main || entry.harness) {
      plugins.push(new HtmlWebpackPlugin({
        template: path.join(__dirname, 'index.html'),
        templateParameters: { title },
        chunks: Object.keys(entry),
        scriptLoading: 'defer',
        // in the head (deferred: it runs after the document is parsed): its download starts with the
        // document's first bytes, not once the parser reaches the end of a whole served page
        inject: 'head',
        // /main.js?<build hash>: the entry keeps its name (the federation runtime needs it), the query
        // names its content, so the server can serve that address for good (server/site.ts)
        hash: !dev,
        minify: { collapseWhitespace: true, removeComments: false, minifyCSS: true },
      }));
    }
    if (!dev) {
      const test = /\.(js|css|html|json|svg)$/;
      plugins.push(
        new CompressionPlugin({ test, algorithm: 'gzip', threshold: 1024, minRatio: 0.9, filename: '[path][base].gz' }),
        new CompressionPlugin({
          test, algorithm: 'brotliCompress', threshold: 1024, minRatio: 0.9, filename: '[path][base].br',
          compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
        }),
      );
    }

    return {
      mode,
      // the browsers the store supports run ES2022: webpack's own runtime code is written with arrow
      // functions, const and optional chaining instead of ES5 (smaller chunks and entries)
      target: ['web', 'es2022'],
      context: dir,
      entry: Object.keys(entry).length ? entry : {},
      devtool: dev ? 'eval-cheap-module-source-map' : false,
      output: {
        path: path.join(dir, 'dist'),
        // host assets are absolute so deep links load from the root; remotes resolve relative to remoteEntry
        publicPath: host ? '/' : 'auto',
        filename: '[name].js', // entries keep stable names: [contenthash] here breaks the federation runtime
        chunkFilename: dev ? '[name].js' : '[name].[contenthash:8].js',
        clean: true,
        uniqueName: globalName(name), // webpackChunkacma_<name> on window
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        // each facade's package itself, under a name no share key matches (FACADES)
        alias: host ? Object.fromEntries(Object.entries(FACADES).map(([key, { resolve }]) => [`acma-${key}$`, resolve(dir)])) : {},
      },
      module: {
        rules: [
          tsRule({ dir, dev }),
          { test: /\.(png|jpe?g|gif|svg|webp|avif|pdf)$/i, type: 'asset/resource', generator: { filename: 'assets/[name].[contenthash:8][ext]' } },
        ],
      },
      optimization: {
        moduleIds: 'deterministic', chunkIds: 'deterministic', mangleExports: 'size',
        // terser (webpack's own minimizer): 14 KB gzip smaller than esbuild's on the certification
        // page's first load (bench/RESULTS.md), which keeps each route within the 170 KB budget
        minimizer: [new TerserPlugin({ extractComments: false, terserOptions: { ecma: 2020, compress: { passes: 2 }, format: { comments: false } } })],
        // the shell's own start (bootstrap, layout, data routes, route table) is one file beside main.js
        // (which holds the shared modules, eager): every first page loads all of it; webpack still
        // evaluates each module when it is first required (bootstrap.tsx's stages). What loads later
        // (menus, sign-in, shell pages) keeps its own chunks.
        ...(host && !dev ? {
          splitChunks: {
            cacheGroups: {
              start: { name: 'start', chunks: 'async', enforce: true, priority: 20, test: (module, { chunkGraph }) => inShellStart(module, chunkGraph) },
            },
          },
        } : {}),
      },
      plugins,
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port: devPort,
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api'], target: process.env.API_ORIGIN || 'http://localhost:8080', changeOrigin: true }],
        static: false,
      },
    };
  };
}

module.exports = { createConfig, shared, remotePath, globalName, STORE_PREFIX };
