// The remotes' own first frames (ARCHITECTURE.md, "First frames"): each remote's release carries a
// server bundle, <release>/server/pages.cjs (shared-build/server-bundle.js), exporting
// `render({ module, path, url, data }) => { html, css }`. This module loads the bundle of the CURRENT
// release (the registry as of this turn of the event loop: releases.ts), renders a page with it and caches the result.
//
// - The bundle's externals are the server's own instances (react, react-dom/server, styled-components,
//   react-router-dom, jotai), loaded with NODE_ENV=production (React's production build whatever the
//   process's NODE_ENV), and DOMPurify bound to a server DOM (jsdom): sanitizing is DOMPurify's on
//   both sides. Any other module a bundle asks for is a Node built-in or is refused.
// - Each release is its own folder: a bundle is evaluated once per folder and dropped when its release
//   is no longer current (no stale module, no growing memory).
// - A missing or throwing bundle gives no markup (the caller serves the shell's frame, the browser
//   renders the page), logged once per remote, release and page.
import { existsSync, readFileSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import { join } from 'node:path';
import { runInThisContext } from 'node:vm';
import type { Release } from './releases.js';

export interface RenderRequest { module: string; path: string; url: string; data: Record<string, unknown> }
export interface RenderedPage {
  html: string;
  css: string;
  /** The GETs the page read that the render was not given (render again with them); older bundles leave it out. */
  missing?: string[];
}
type RenderFn = (req: RenderRequest) => RenderedPage;
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

/** Evaluates a server bundle with the server's modules as its externals. */
export function loadServerBundle(file: string, base: string): RenderFn {
  const mods = serverModules();
  const code = readFileSync(file, 'utf8');
  const fn = runInThisContext(`(function (exports, require, module, __filename, __dirname) {${code}\n})`, { filename: file }) as
    (e: unknown, r: (id: string) => unknown, m: { exports: Record<string, unknown> }, f: string, d: string) => void;
  let purify: unknown;
  const req = (id: string): unknown => {
    if (id === 'acma-ssr-base') return base;
    if (id === 'dompurify') return (purify ??= (mods.dompurify as () => unknown)());
    if (id in mods) return mods[id];
    if (BUILTIN.has(id) || id.startsWith('node:')) return require(id);
    throw new Error(`server bundle asks for ${id}, which the server does not provide`);
  };
  const mod = { exports: {} as Record<string, unknown> };
  fn(mod.exports, req, mod, file, join(file, '..'));
  const render = mod.exports.render;
  if (typeof render !== 'function') throw new Error('server bundle exports no render()');
  return render as RenderFn;
}

/** The file of a release's server bundle. */
export const serverBundleFile = (release: Release) => join(release.dir, 'server', 'pages.cjs');

export interface ServerPages {
  /**
   * The page rendered by its remote's current release, or null (no bundle, or it threw: logged).
   * `key` names everything the markup depends on besides the release (route, params, query, the
   * inlined answers' versions, the cart flag): equal keys of the same release share one render.
   */
  render(remote: string, release: Release, req: RenderRequest, key: string): RenderedPage | null;
  /** Number of cached renders (tests). */
  readonly size: number;
}

const MAX_ENTRIES = 1000;

export function createServerPages(log: Log, load: (file: string, base: string) => RenderFn = loadServerBundle): ServerPages {
  /** Loaded bundles by release folder; `null`: missing or failed to load (not retried for that release). */
  const bundles = new Map<string, RenderFn | null>();
  /** Renders by `<remote>@<release id>|<key>`. */
  const cache = new Map<string, RenderedPage | null>();
  const logged = new Set<string>();
  const current = new Map<string, string>(); // remote -> release folder

  function bundleOf(remote: string, release: Release): RenderFn | null {
    const was = current.get(remote);
    if (was !== release.dir) {
      // a new current release: the replaced release's bundle and renders are dropped
      current.set(remote, release.dir);
      if (was) {
        bundles.delete(was);
        const prefix = `${remote}@`;
        for (const k of cache.keys()) if (k.startsWith(prefix)) cache.delete(k);
      }
    }
    if (bundles.has(release.dir)) return bundles.get(release.dir)!;
    let fn: RenderFn | null = null;
    const file = serverBundleFile(release);
    try {
      if (!existsSync(file)) throw new Error(`no server bundle (${file})`);
      fn = load(file, release.base);
    } catch (err) {
      log('server bundle unavailable: serving the shell frame', { remote, release: release.id, err });
    }
    bundles.set(release.dir, fn);
    return fn;
  }

  return {
    render(remote, release, req, key) {
      const id = `${remote}@${release.id}|${key}`;
      if (cache.has(id)) return cache.get(id)!;
      const fn = bundleOf(remote, release);
      let out: RenderedPage | null = null;
      if (fn) {
        try {
          out = fn(req);
          if (typeof out?.html !== 'string' || typeof out.css !== 'string') throw new Error('render() returned no markup');
        } catch (err) {
          out = null;
          const once = `${remote}@${release.id}/${req.module}`;
          if (!logged.has(once)) {
            logged.add(once);
            log('server render failed: serving the shell frame', { remote, release: release.id, module: req.module, url: req.url, err });
          }
        }
      }
      if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
      cache.set(id, out);
      return out;
    },
    get size() { return cache.size; },
  };
}
