// The remotes' server bundles (server/server-pages.ts): a release's bundle is loaded once per
// release folder and its route modules kept; a remote's current release and its canary stay loaded
// side by side, and a third release drops the least recently used one (a rollback to it loads it again); a missing, unloadable or page-less bundle gives null
// (the page is left to the browser) and is logged once with the remote and release; a bundle gets the
// server's own modules and the shared packages it is given, and nothing else.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { createServerBundles, loadServerBundle, serverBundleFile } from '../server-pages.js';
import type { Release } from '../releases.js';

const root = mkdtempSync(join(tmpdir(), 'server-pages-'));
after(() => rmSync(root, { recursive: true, force: true }));

function release(name: string, id: string, bundle?: string): Release {
  const dir = join(root, name, id);
  mkdirSync(join(dir, 'server'), { recursive: true });
  if (bundle !== undefined) writeFileSync(join(dir, 'server', 'pages.cjs'), bundle);
  return { id, entry: `/releases/${name}/${id}/remoteEntry.js`, base: `/releases/${name}/${id}/`, dir };
}

const require = createRequire(import.meta.url);
const SHARED = { 'shared-api': { marker: 'the shell bundle\'s shared-api' } };

describe('server bundles: cache and invalidation', () => {
  /** A loader that counts its loads and gives each release's bundle pages naming that release (release 666… cannot be loaded, 777… has no pages). */
  function counting() {
    const loads: { file: string; base: string; shared: Record<string, unknown> }[] = [];
    const logs: Record<string, unknown>[] = [];
    const bundles = createServerBundles((msg, fields) => logs.push({ msg, ...fields }), (file, base, shared) => {
      loads.push({ file, base, shared });
      if (base.endsWith('/666666666666/')) throw new Error('cannot load');
      if (base.endsWith('/777777777777/')) return { render: () => null };
      return { pages: { HomePage: { default: () => base, loader: () => null } } };
    });
    return { bundles, loads, logs, bases: () => loads.map((l) => l.base) };
  }

  test('a release\'s bundle is loaded once, from its release folder, with the given shared packages', () => {
    const c = counting();
    const a = release('marketing', '111111111111', '');
    const pages = c.bundles.pages('marketing', a, SHARED);
    assert.ok(pages?.HomePage, 'the bundle\'s route modules');
    assert.equal((pages.HomePage.default as () => string)(), a.base);
    assert.equal(c.bundles.pages('marketing', a, SHARED), pages, 'the same release: the loaded bundle');
    assert.equal(c.bundles.pages('marketing', a, SHARED), pages);
    assert.equal(c.loads.length, 1);
    assert.equal(c.loads[0]!.file, serverBundleFile(a));
    assert.equal(c.loads[0]!.file, join(a.dir, 'server', 'pages.cjs'));
    assert.equal(c.loads[0]!.shared, SHARED);
    assert.deepEqual(c.logs, []);
  });

  test('a new current release: its bundle is used; a canary beside it keeps both loaded; a third release drops the least recent; other remotes keep theirs', () => {
    const c = counting();
    const a = release('marketing', '222222222222', '');
    const b = release('marketing', '333333333333', '');
    const d = release('marketing', '888888888888', '');
    const cat = release('catalog', '444444444444', '');
    const first = c.bundles.pages('marketing', a, SHARED);
    const catalog = c.bundles.pages('catalog', cat, SHARED);
    const next = c.bundles.pages('marketing', b, SHARED);
    assert.notEqual(next, first);
    assert.equal((next!.HomePage.default as () => string)(), b.base);
    // a current release and its canary, asked in turn (their visitors side by side): neither is loaded again
    for (let i = 0; i < 3; i++) {
      assert.equal(c.bundles.pages('marketing', a, SHARED), first);
      assert.equal(c.bundles.pages('marketing', b, SHARED), next);
    }
    // a third release of the remote: the least recently used (a) is dropped, b kept
    const third = c.bundles.pages('marketing', d, SHARED);
    assert.equal((third!.HomePage.default as () => string)(), d.base);
    assert.equal(c.bundles.pages('marketing', b, SHARED), next, 'the release used more recently was kept');
    // a rollback to a loads its bundle again (it was dropped)
    const back = c.bundles.pages('marketing', a, SHARED);
    assert.notEqual(back, first, 'the least recent release\'s bundle was dropped');
    assert.equal((back!.HomePage.default as () => string)(), a.base);
    assert.deepEqual(c.bases(), [a.base, cat.base, b.base, d.base, a.base]);
    assert.equal(c.bundles.pages('catalog', cat, SHARED), catalog, 'the catalog\'s bundle was kept');
    assert.equal(c.loads.length, 5, 'and not loaded again');
  });

  test('a missing, unloadable or page-less bundle: null, logged once with the remote and release id, not retried for that release', () => {
    const c = counting();
    const missing = release('summit', '555555555555'); // no server/pages.cjs
    assert.equal(c.bundles.pages('summit', missing, SHARED), null);
    assert.equal(c.bundles.pages('summit', missing, SHARED), null);
    assert.equal(c.loads.length, 0, 'nothing to load');
    const broken = release('broken', '666666666666', '');
    assert.equal(c.bundles.pages('broken', broken, SHARED), null);
    assert.equal(c.bundles.pages('broken', broken, SHARED), null);
    const pageless = release('pageless', '777777777777', '');
    assert.equal(c.bundles.pages('pageless', pageless, SHARED), null);
    assert.equal(c.loads.length, 2, 'a failed bundle is not loaded again for the same release');
    assert.deepEqual(c.logs.map((l) => [l.remote, l.release]), [['summit', '555555555555'], ['broken', '666666666666'], ['pageless', '777777777777']]);
    assert.match(String((c.logs[0]!.err as Error).message), /no server bundle/);
    assert.match(String((c.logs[1]!.err as Error).message), /cannot load/);
    assert.match(String((c.logs[2]!.err as Error).message), /exports no pages/);
    // a fixed release of the same remote is loaded
    const fixed = release('broken', '888888888888', '');
    assert.ok(c.bundles.pages('broken', fixed, SHARED)?.HomePage);
    assert.equal(c.logs.length, 3);
  });
});

describe('loading a server bundle', () => {
  test('it gets the server\'s React, its release folder\'s URL, a DOMPurify on a server DOM, Node built-ins and the given shared packages; nothing else', () => {
    const r = release('marketing', '999999999999', `
      const React = require('react');
      const { renderToString } = require('react-dom/server');
      const base = require('acma-ssr-base');
      const purify = require('dompurify');
      const api = require('shared-api');
      require('node:path');
      exports.pages = {
        HomePage: {
          default: ({ html }) => React.createElement('div', { 'data-base': base, 'data-api': api.marker, dangerouslySetInnerHTML: { __html: purify.sanitize(html) } }),
        },
      };
      exports.renderToString = renderToString;
      exports.React = React;`);
    const exported = loadServerBundle(serverBundleFile(r), r.base, SHARED) as {
      pages: { HomePage: { default: (p: { html: string }) => unknown } };
      renderToString: (e: unknown) => string;
      React: unknown;
    };
    assert.equal(exported.React, require('react'), 'the server\'s own React');
    const el = exported.pages.HomePage.default({ html: '<p onclick="x()">a<img src=x onerror="alert(1)"><script>alert(2)</script></p>' });
    assert.equal(exported.renderToString(el), '<div data-base="/releases/marketing/999999999999/" data-api="the shell bundle&#x27;s shared-api"><p>a<img src="x"></p></div>');

    const other = release('marketing', 'aaaaaaaaaaaa', "require('left-pad'); exports.pages = {};");
    assert.throws(() => loadServerBundle(serverBundleFile(other), other.base, SHARED), /asks for left-pad/);
    // a shared package the shell does not give it is refused too
    const cart = release('marketing', 'bbbbbbbbbbbb', "require('shared-cart'); exports.pages = {};");
    assert.throws(() => loadServerBundle(serverBundleFile(cart), cart.base, SHARED), /asks for shared-cart/);
    assert.doesNotThrow(() => loadServerBundle(serverBundleFile(cart), cart.base, { 'shared-cart': {} }));
  });
});
