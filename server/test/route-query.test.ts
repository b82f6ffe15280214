// A page's server render may read only the query parameters its route declares (`query` in its
// remote's src/routes.ts): the document is made with those alone and kept under them
// (document-cache.ts), so a parameter read without being declared is never there on the server, and
// the served page differs from the browser's first render of the same address. Checked on the real
// releases of this workspace (`pnpm build`): every route of every remote is rendered by the shell's
// and its remote's server bundles, its loader and `handle.meta` run, with every search-parameter read
// recorded; each name read must be one its route declares.
// Run: node --import tsx --test server/test/route-query.test.ts
import '../production-react.js';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { defaultSeed } from 'api';
import { startApi, type TestApi } from 'api/testing';
import { REPO_ROOT } from 'shared-build/routes.js';
import { createPageRenderer } from '../document.js';
import { parseRegistry } from '../releases.js';
import { servedTable } from '../release-routes.js';
import { SHELL_DIST } from './support/site-fixture.js';

const RELEASES = join(REPO_ROOT, 'releases');
let t: TestApi;

before(async () => {
  t = await startApi({ seed: defaultSeed() });
});
after(async () => {
  await t?.close();
});

/** Every name read through URLSearchParams (get, getAll, has) while `fn` runs; `*` when the whole query was read (iterated, `toString`). */
async function paramsRead(fn: () => Promise<unknown>): Promise<Set<string>> {
  const read = new Set<string>();
  const add = (name: string) => {
    // the test's own TypeScript loader (tsx) reads module URLs' queries while a page's chunk is imported: not the page's
    if (!/[\\/]tsx[\\/]dist[\\/]/.test(new Error().stack ?? '')) read.add(name);
  };
  const proto = URLSearchParams.prototype;
  const saved = { get: proto.get, getAll: proto.getAll, has: proto.has, entries: proto.entries, keys: proto.keys, forEach: proto.forEach, iterator: proto[Symbol.iterator] };
  proto.get = function get(this: URLSearchParams, name: string) { add(name); return saved.get.call(this, name); };
  proto.getAll = function getAll(this: URLSearchParams, name: string) { add(name); return saved.getAll.call(this, name); };
  proto.has = function has(this: URLSearchParams, name: string, value?: string) { add(name); return value === undefined ? saved.has.call(this, name) : saved.has.call(this, name, value); };
  const whole = <F extends (...a: never[]) => unknown>(f: F) => function (this: URLSearchParams, ...a: Parameters<F>) {
    // an empty query read whole reads nothing
    if (saved.keys.call(this).next().done !== true) add('*');
    return (f as unknown as (...x: unknown[]) => unknown).apply(this, a);
  };
  proto.entries = whole(saved.entries) as typeof proto.entries;
  proto.keys = whole(saved.keys) as typeof proto.keys;
  proto.forEach = whole(saved.forEach) as typeof proto.forEach;
  proto[Symbol.iterator] = whole(saved.iterator) as typeof proto.entries;
  try {
    await fn();
  } finally {
    Object.assign(proto, { get: saved.get, getAll: saved.getAll, has: saved.has, entries: saved.entries, keys: saved.keys, forEach: saved.forEach });
    proto[Symbol.iterator] = saved.iterator;
  }
  return read;
}

/** An address of a route: its pattern with each parameter filled (a listed address, else a sample). */
function addressOf(route: { path: string; addresses?: readonly string[] }): string {
  if (route.addresses?.length) return route.addresses[0]!;
  return route.path.replace(/:productType/, 'certification').replace(/:productNickName|:slug/, 'bcmas').replace(/:[A-Za-z_]+/g, 'x1');
}

test("every page's server render reads only the query parameters its route declares", { timeout: 120_000 }, async (c) => {
  if (!existsSync(join(RELEASES, 'registry.json')) || !existsSync(join(SHELL_DIST, 'server', 'shell.cjs'))) {
    c.skip('no build of this workspace (releases/registry.json, shell/dist): run `pnpm build` first (npm test builds before it runs these)');
    return;
  }
  const registry = parseRegistry(readFileSync(join(RELEASES, 'registry.json'), 'utf8'), RELEASES);
  assert.ok(Object.keys(registry.remotes).length >= 5, 'the releases of the workspace');
  const table = servedTable(registry);
  const page = createPageRenderer(t.app, { registry: () => registry, shellDist: SHELL_DIST, origin: 'http://localhost:8080' });
  const undeclared: string[] = [];
  let rendered = 0;
  for (const route of table.remoteRoutes) {
    if (!('module' in route)) continue;
    const declared = route.query ?? [];
    // the address with a value for each declared parameter (what the document cache passes on) and none other
    const query = declared.map((n) => `${n}=${n === 'page' || n === 'min' || n === 'max' ? '1' : 'x'}`).join('&');
    const url = addressOf(route) + (query ? `?${query}` : '');
    const read = await paramsRead(() => page(url));
    rendered++;
    for (const name of read) if (!declared.includes(name)) undeclared.push(`${route.remote} ${route.path} (${url}) reads ${name === '*' ? 'its whole query' : `?${name}`}, which it does not declare`);
  }
  assert.ok(rendered >= 30, `every page route of the five remotes rendered (${rendered})`);
  assert.deepEqual(undeclared, []);
});

test('the check sees a parameter read without being declared', async () => {
  // the catalog's filters, read from an address: what its loader does on the server
  const { parseFilters } = await import('../../mfe-catalog/src/features/filters/filter-products.js');
  const read = await paramsRead(async () => parseFilters('?q=msl&type=report', '/catalog'));
  assert.ok(read.has('q') && read.has('type'), [...read].join(' '));
});
