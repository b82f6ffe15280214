// Issue 19, item 3: the documents' absolute links (canonical, og:url, JSON-LD, sitemap, robots) come
// from SITE_URL only; a request's Host and X-Forwarded-Host never build one, even behind a trusted proxy.
// (The API's side of the same attack, checkout and emails, is in api/test/no-takeover.test.ts.)
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { defaultSeed } from 'api';
import { startApi, type TestApi } from 'api/testing';
import { registerSite } from '../site.js';

const SITE = 'https://store.acma.example';
const EVIL = 'evil.example';
/** What an attacker sends to make the store build links to their host. */
const POISON = { host: EVIL, 'x-forwarded-host': EVIL, 'x-forwarded-proto': 'http' };

let t: TestApi;
let root: string;

before(async () => {
  // behind a proxy that passes X-Forwarded-Host on: still no link follows it
  t = await startApi({ seed: defaultSeed(), overrides: { siteUrl: SITE, trustProxy: true } });
  root = mkdtempSync(join(tmpdir(), 'acma-site-url-'));
  mkdirSync(join(root, 'shell', 'dist'), { recursive: true });
  const template = readFileSync(join(import.meta.dirname, '..', '..', '..', 'shared-build', 'index.html'), 'utf8').replace('<%= title %>', 'ACMA Store');
  writeFileSync(join(root, 'shell', 'dist', 'index.html'), template);
  await registerSite(t.app, { root, runtimeConfig: { apiBase: '/api', remotes: {} } });
});
after(async () => {
  await t?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('one configured site origin: Host and forwarded hosts never build a link', () => {
  test('documents: canonical, og:url, JSON-LD, sitemap and robots use SITE_URL whatever the request names', async () => {
    for (const url of ['/', '/certification/bcmas', '/conference/summit-march-2025']) {
      const r = await t.inject({ method: 'GET', url, headers: POISON });
      assert.equal(r.statusCode, 200, url);
      assert.doesNotMatch(r.body, /evil\.example/, url);
      const canonical = /<link rel="canonical" href="([^"]*)"/.exec(r.body)?.[1];
      const ogUrl = /<meta property="og:url" content="([^"]*)"/.exec(r.body)?.[1];
      assert.ok(canonical?.startsWith(SITE), `${url}: ${canonical}`);
      assert.equal(ogUrl, canonical);
    }
    const sitemap = await t.inject({ method: 'GET', url: '/sitemap.xml', headers: POISON });
    assert.doesNotMatch(sitemap.body, /evil/);
    assert.match(sitemap.body, new RegExp(`<loc>${SITE.replace(/\./g, '\\.')}/certification/bcmas</loc>`));
    const robots = await t.inject({ method: 'GET', url: '/robots.txt', headers: POISON });
    assert.ok(robots.body.includes(`Sitemap: ${SITE}/sitemap.xml`));
  });

});
