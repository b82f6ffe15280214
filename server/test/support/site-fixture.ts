// A site root for the document server's tests: the shell's production build (index.html, chunks.json
// and its server bundle server/shell.cjs, as `pnpm build` makes them) and releases of remotes whose
// server bundles (server/pages.cjs, shaped as shared-build/server-bundle.js writes them) hold a route
// module for each of the remote's pages in the route table: a real React component saying which
// release rendered it, and a loader asking the API through the shell's shared-api, as the remotes' do.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { workspaceRoutes } from 'shared-build/routes.js';

/** The repository's shell build (`pnpm build`). */
export const SHELL_DIST = join(import.meta.dirname, '..', '..', '..', 'shell', 'dist');

/** A new temporary root holding a copy of the shell's production build at shell/dist; the caller removes it. */
export function makeSiteRoot(prefix: string): string {
  for (const file of ['index.html', 'chunks.json', join('server', 'shell.cjs')]) {
    if (!existsSync(join(SHELL_DIST, file))) throw new Error(`no shell build (${join(SHELL_DIST, file)} is missing): run \`pnpm build\` first`);
  }
  const root = mkdtempSync(join(tmpdir(), prefix));
  cpSync(SHELL_DIST, join(root, 'shell', 'dist'), { recursive: true });
  return root;
}

/** The route modules a remote exposes (the modules its src/routes.ts routes to). */
export const modulesOf = (remote: string): string[] =>
  [...new Set(workspaceRoutes().filter((r) => r.remote === remote).flatMap((r) => ('module' in r ? [r.module] : [])))];

/** A remote's routes.json as its build writes it: its src/routes.ts routes (`routes` to serve others). */
export const routesJsonOf = (remote: string, routes?: readonly object[]): string =>
  `${JSON.stringify({ routes: routes ?? workspaceRoutes().filter((r) => r.remote === remote).map(({ remote: _r, ...rest }) => rest) })}\n`;

/**
 * A remote's server bundle: `exports.pages`, one route module per page of the remote. Its page renders
 * `<p data-release="<id>">` with the module's name, and the product's name when the address names a
 * product; its loader answers `{ release, module, cartEmpty, product? }`: what the render's Request
 * says of the cart (its cart cookie, the one thing of the buyer a render sees; the cart page's loader gives it whole) and, for an
 * address with a product slug, the product asked of the API (the shell's shared-api, in-process).
 */
export function serverBundle(remote: string, id: string, { busyMs = 0, modules = modulesOf(remote) }: { busyMs?: number; modules?: readonly string[] } = {}): string {
  return `'use strict';
const React = require('react');
const { useLoaderData } = require('react-router-dom');
const { api } = require('shared-api');
const RELEASE = ${JSON.stringify(id)};
function routeModule(name) {
  function Page() {
    // a page whose render keeps its thread busy (busyMs: synchronous work, as a heavy page's render is)
    for (const end = Date.now() + ${busyMs}; Date.now() < end;);
    const data = useLoaderData();
    const product = data && data.product && !data.product.error ? ' ' + data.product.productName : '';
    return React.createElement('p', { 'data-release': RELEASE }, name + product);
  }
  async function loader({ params, request }) {
    const slug = params.slug || params.productNickName;
    const type = params.productType || new URL(request.url).pathname.split('/')[1];
    const cartEmpty = !/(?:^|;\\s*)acma_cart_lines=[1-9]/.test(request.headers.get('cookie') || '');
    return { release: RELEASE, module: name, cartEmpty, ...(name === 'CartPage' ? { cookie: request.headers.get('cookie') } : {}), product: slug ? await api.getProduct(slug, type) : undefined };
  }
  return { default: Page, loader };
}
exports.pages = { ${modules.map((m) => `${JSON.stringify(m)}: routeModule(${JSON.stringify(m)})`).join(', ')} };
`;
}

/** The modules a release exposes: the remote's, and any other that `routes` name. */
const exposedBy = (remote: string, routes?: readonly object[]): string[] =>
  [...new Set([...modulesOf(remote), ...(routes ?? []).flatMap((r) => ('module' in r && typeof r.module === 'string' ? [r.module] : []))])];

/**
 * Publishes a release of `name` under root/releases (a remoteEntry.js, its routes.json: the remote's
 * routes, or `routes`, an mf-manifest.json exposing each module they name, as the build's does, so
 * that the release tool may promote or roll back to it, and, unless `server` is false, its server
 * bundle, whose pages' renders take `busyMs` of synchronous work) and makes it current,
 * or with `canary` (a percent) the remote's canary beside its current release, writing registry.json
 * as the release tool does (a new file renamed over the old one).
 */
export function publishRelease(
  root: string, name: string, id: string,
  { server = true, busyMs = 0, canary, autoPromote = false, routes }: { server?: boolean; busyMs?: number; canary?: number; autoPromote?: boolean; routes?: readonly object[] } = {},
): void {
  const dir = join(root, 'releases', name, id);
  mkdirSync(join(dir, 'server'), { recursive: true });
  writeFileSync(join(dir, 'remoteEntry.js'), '');
  writeFileSync(join(dir, 'routes.json'), routesJsonOf(name, routes));
  const modules = exposedBy(name, routes);
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify({ id: name, name, exposes: modules.map((m) => ({ id: `${name}:${m}`, name: m, path: `./${m}` })) }));
  if (server) writeFileSync(join(dir, 'server', 'pages.cjs'), serverBundle(name, id, { busyMs, modules }));
  const file = join(root, 'releases', 'registry.json');
  type Entry = { id: string; canary?: { id: string; entry: string; manifest: string; percent: number; startedAt: string; autoPromote: boolean } };
  let registry: { remotes: Record<string, Entry> } = { remotes: {} };
  try { registry = JSON.parse(readFileSync(file, 'utf8')) as typeof registry; } catch { /* the first */ }
  if (canary === undefined) registry.remotes[name] = { id };
  else {
    const current = registry.remotes[name];
    if (!current) throw new Error(`publishRelease: ${name} has no current release to run a canary beside`);
    const base = `/releases/${name}/${id}/`;
    current.canary = { id, entry: `${base}remoteEntry.js`, manifest: `${base}mf-manifest.json`, percent: canary, startedAt: new Date().toISOString(), autoPromote };
  }
  writeFileSync(`${file}.tmp`, JSON.stringify(registry));
  renameSync(`${file}.tmp`, file);
}

/** What the document's page area holds: the inside of the shell layout's `<main id="main">`, or null. */
export function pageArea(html: string): string | null {
  return /<main id="main"[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? null;
}

/** The document's `#app-data` block (the routes' loader data and the pages left to the browser), or null. */
export function appData(html: string): { loaderData: Record<string, unknown>; clientOnly: string[] } | null {
  const block = /<script id="app-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return block === undefined ? null : JSON.parse(block) as { loaderData: Record<string, unknown>; clientOnly: string[] };
}
