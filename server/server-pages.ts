// The server bundles (ARCHITECTURE.md section 5b, shared-build/server-bundle.js): the shell's
// (shell/dist/server/shell.cjs: its render and the shared packages it provides) and each remote's
// release's (<release>/server/pages.cjs: its route modules). Loaded here, with the server's own
// instances of their externals:
// - react, react-dom(/server), styled-components, react-router(-dom), jotai: the server's, production
//   builds (React's whatever the process's NODE_ENV): one React, one router context, one
//   ServerStyleSheet for the whole page;
// - the shared-* packages a remote's bundle asks for: the shell bundle's copies, as in the browser;
// - DOMPurify bound to a server DOM (jsdom): sanitizing is DOMPurify's on both sides.
// Any other module a bundle asks for is a Node built-in or is refused. Each release is its own
// folder: a bundle is evaluated once per folder and dropped when its release is no longer in use
// (neither the remote's current release nor its canary).
import { existsSync, readFileSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import { join } from 'node:path';
import { runInThisContext } from 'node:vm';
import type { Release } from './releases.js';

type Exports = Record<string, unknown>;
type Log = (msg: string, fields: Record<string, unknown>) => void;

const require = createRequire(import.meta.url);
const BUILTIN = new Set(builtinModules);

/** The modules the server gives every bundle: its own instances, production builds. */
let provided: Record<string, unknown> | null = null;
function serverModules(): Record<string, unknown> {
  if (provided) return provided;
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production'; // the builds React and styled-components pick when first loaded
  try {
    const rrd = require.resolve('react-router-dom');
    const fromRouter = createRequire(rrd);
    const { JSDOM } = require('jsdom') as { JSDOM: new (html: string) => { window: unknown } };
    const createDOMPurify = require('dompurify') as (w: unknown) => unknown;
    const { window } = new JSDOM('');
    provided = {
      react: require('react'),
      'react/jsx-runtime': require('react/jsx-runtime'),
      'react-dom': require('react-dom'),
      'react-dom/server': require('react-dom/server'),
      'styled-components': require('styled-components'),
      'react-router': fromRouter('react-router'),
      'react-router-dom': require('react-router-dom'),
      'react-router-dom/server': require('react-router-dom/server'),
      jotai: require('jotai'),
      // one DOMPurify per bundle (its hooks are the bundle's), on one server DOM
      dompurify: () => createDOMPurify(window),
    };
  } finally {
    if (before === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = before;
  }
  return provided;
}

/** Loads the modules server bundles get (a few seconds for jsdom): at start, not on a visitor's request. */
export function warmServerModules(): void {
  serverModules();
}

/** Evaluates a server bundle with the server's modules as its externals (and `shared`: the shell's packages, for a remote's). */
export function loadServerBundle(file: string, base: string, shared: Exports = {}): Exports {
  const mods = serverModules();
  const code = readFileSync(file, 'utf8');
  const fn = runInThisContext(`(function (exports, require, module, __filename, __dirname) {${code}\n})`, { filename: file }) as
    (e: unknown, r: (id: string) => unknown, m: { exports: Exports }, f: string, d: string) => void;
  let purify: unknown;
  const req = (id: string): unknown => {
    if (id === 'acma-ssr-base') return base;
    if (id === 'dompurify') return (purify ??= (mods.dompurify as () => unknown)());
    if (id in mods) return mods[id];
    if (Object.prototype.hasOwnProperty.call(shared, id)) return shared[id];
    if (BUILTIN.has(id) || id.startsWith('node:')) return require(id);
    throw new Error(`server bundle asks for ${id}, which the server does not provide`);
  };
  const mod = { exports: {} as Exports };
  fn(mod.exports, req, mod, file, join(file, '..'));
  return mod.exports;
}

/** The file of a release's server bundle. */
export const serverBundleFile = (release: Release) => join(release.dir, 'server', 'pages.cjs');

/** A route module as a remote's bundle exports it (shell/src/data-routes.tsx: RouteModule). */
export type ServerRouteModule = { default: unknown; loader?: unknown; handle?: unknown };

export interface ServerBundles {
  /** The route modules of a remote's release, or null (no bundle, or it failed to load: logged once per release). */
  pages(remote: string, release: Release, shared: Exports): Record<string, ServerRouteModule> | null;
}

/** Releases of one remote whose bundles are kept: its current release and its canary. */
const LIVE_RELEASES = 2;

export function createServerBundles(log: Log, load: (file: string, base: string, shared: Exports) => Exports = loadServerBundle): ServerBundles {
  /** Loaded bundles by release folder; `null`: missing or failed to load (not retried for that release). */
  const bundles = new Map<string, Record<string, ServerRouteModule> | null>();
  // remote -> its releases' folders in use, the last used first: two at most, its current release and
  // its canary (visitors of both are served side by side, so neither is loaded again per document)
  const inUse = new Map<string, string[]>();
  return {
    pages(remote, release, shared) {
      const used = inUse.get(remote) ?? [];
      if (used[0] !== release.dir) {
        // a third release (a new current one, a new canary): the one used least recently is dropped
        const next = [release.dir, ...used.filter((d) => d !== release.dir)];
        for (const gone of next.splice(LIVE_RELEASES)) bundles.delete(gone);
        inUse.set(remote, next);
      }
      if (bundles.has(release.dir)) return bundles.get(release.dir)!;
      let pages: Record<string, ServerRouteModule> | null = null;
      const file = serverBundleFile(release);
      try {
        if (!existsSync(file)) throw new Error(`no server bundle (${file})`);
        const exported = load(file, release.base, shared).pages;
        if (!exported || typeof exported !== 'object') throw new Error('server bundle exports no pages');
        pages = exported as Record<string, ServerRouteModule>;
      } catch (err) {
        log('server bundle unavailable: its pages are rendered in the browser', { remote, release: release.id, err });
      }
      bundles.set(release.dir, pages);
      return pages;
    },
  };
}
