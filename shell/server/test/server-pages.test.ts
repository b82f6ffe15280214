// The remotes' server renders (shell/server/server-pages.ts): a render is cached per remote, release
// and key; a new release of a remote drops the replaced release's bundle and renders; a missing or
// throwing bundle gives no markup (the shell frame is served) and is logged with remote and release;
// a bundle gets the server's own modules and nothing else.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { createServerPages, loadServerBundle, type RenderRequest } from '../server-pages.js';
import type { Release } from '../releases.js';

const root = mkdtempSync(join(tmpdir(), 'server-pages-'));
after(() => rmSync(root, { recursive: true, force: true }));

function release(name: string, id: string, bundle?: string): Release {
  const dir = join(root, name, id);
  mkdirSync(join(dir, 'server'), { recursive: true });
  if (bundle !== undefined) writeFileSync(join(dir, 'server', 'pages.cjs'), bundle);
  return { id, entry: `/releases/${name}/${id}/remoteEntry.js`, base: `/releases/${name}/${id}/`, dir };
}
const req = (url = '/'): RenderRequest => ({ module: 'HomePage', path: '/', url, data: {} });

describe('server pages: cache and invalidation', () => {
  /** Bundles that count their loads and renders and name their release in the markup. */
  function counting() {
    const loads: string[] = [];
    let renders = 0;
    const logs: Record<string, unknown>[] = [];
    const pages = createServerPages((msg, fields) => logs.push({ msg, ...fields }), (file, base) => {
      loads.push(base);
      if (base.includes('broken')) throw new Error('cannot load');
      return (r) => {
        renders += 1;
        if (r.module === 'Throws') throw new Error('render failed');
        return { html: `<p>${base} ${r.url}</p>`, css: '' };
      };
    });
    return { pages, loads, logs, renders: () => renders };
  }

  test('one render per remote, release and key', () => {
    const c = counting();
    const a = release('marketing', '111111111111', '');
    const first = c.pages.render('marketing', a, req('/'), '/|v1');
    assert.equal(first?.html, '<p>/releases/marketing/111111111111/ /</p>');
    assert.equal(c.pages.render('marketing', a, req('/'), '/|v1'), first, 'the same key: the cached render');
    assert.equal(c.renders(), 1);
    c.pages.render('marketing', a, req('/'), '/|v2'); // e.g. a new catalog version
    c.pages.render('marketing', a, req('/?q=1'), '/?q=1|v2');
    assert.equal(c.renders(), 3);
    assert.deepEqual(c.loads, ['/releases/marketing/111111111111/'], 'the bundle is loaded once per release');
  });

  test('a new release: the next render uses it, the replaced release\'s bundle and renders are dropped; other remotes keep theirs', () => {
    const c = counting();
    const a = release('marketing', '111111111111', '');
    const b = release('marketing', '222222222222', '');
    const cat = release('catalog', '333333333333', '');
    c.pages.render('marketing', a, req(), 'k');
    c.pages.render('catalog', cat, req(), 'k');
    assert.equal(c.pages.size, 2);
    assert.equal(c.pages.render('marketing', b, req(), 'k')?.html, '<p>/releases/marketing/222222222222/ /</p>');
    assert.equal(c.pages.size, 2, 'the old release\'s render is gone, the catalog\'s kept');
    // a rollback loads the old release's bundle again (it was dropped)
    assert.equal(c.pages.render('marketing', a, req(), 'k')?.html, '<p>/releases/marketing/111111111111/ /</p>');
    assert.deepEqual(c.loads, ['/releases/marketing/111111111111/', '/releases/catalog/333333333333/', '/releases/marketing/222222222222/', '/releases/marketing/111111111111/']);
    c.pages.render('catalog', cat, req(), 'k');
    assert.equal(c.loads.length, 4, 'the catalog\'s bundle was not reloaded');
  });

  test('a missing, unloadable or throwing bundle: no markup, logged once with the remote and release id', () => {
    const c = counting();
    const missing = release('summit', '444444444444'); // no server/pages.cjs
    assert.equal(c.pages.render('summit', missing, req(), 'k'), null);
    assert.equal(c.pages.render('summit', missing, req(), 'k2'), null);
    assert.equal(c.loads.length, 0);
    const broken = release('broken', '555555555555', '');
    assert.equal(c.pages.render('broken', broken, req(), 'k'), null);
    const ok = release('checkout', '666666666666', '');
    assert.equal(c.pages.render('checkout', ok, { ...req(), module: 'Throws' }, 'k'), null);
    assert.equal(c.pages.render('checkout', ok, { ...req('/other'), module: 'Throws' }, 'k2'), null);
    assert.ok(c.pages.render('checkout', ok, req(), 'k3'), 'another page of the same bundle still renders');
    assert.deepEqual(c.logs.map((l) => [l.remote, l.release]), [['summit', '444444444444'], ['broken', '555555555555'], ['checkout', '666666666666']]);
    assert.match(String((c.logs[0]!.err as Error).message), /no server bundle/);
  });
});

describe('loading a server bundle', () => {
  test('it gets the server\'s React, its release folder\'s URL, a DOMPurify on a server DOM, Node built-ins; nothing else', () => {
    const r = release('marketing', '777777777777', `
      const React = require('react');
      const { renderToString } = require('react-dom/server');
      const base = require('acma-ssr-base');
      const purify = require('dompurify');
      require('node:path');
      exports.render = ({ data }) => ({
        html: renderToString(React.createElement('div', { 'data-base': base, dangerouslySetInnerHTML: { __html: purify.sanitize(data.html) } })),
        css: '',
      });`);
    const render = loadServerBundle(join(r.dir, 'server', 'pages.cjs'), r.base);
    const out = render({ ...req(), data: { html: '<p onclick="x()">a<img src=x onerror="alert(1)"><script>alert(2)</script></p>' } });
    assert.equal(out.html, '<div data-base="/releases/marketing/777777777777/"><p>a<img src="x"></p></div>');
    const other = release('marketing', '888888888888', "require('left-pad'); exports.render = () => ({ html: '', css: '' });");
    assert.throws(() => loadServerBundle(join(other.dir, 'server', 'pages.cjs'), other.base), /asks for left-pad/);
  });
});
