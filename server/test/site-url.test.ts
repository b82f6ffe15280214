// Issue 19, item 3: the documents' absolute links (canonical, og:url, JSON-LD, sitemap, robots) come
// from SITE_URL only; a request's Host and X-Forwarded-Host never build one, even behind a trusted proxy.
// (The API's side of the same attack, checkout and emails, is in api/test/no-takeover.test.ts.)
// Over the production build (the pages' heads are their route modules'): `pnpm build` first.
// first: the server renders with React's production build, as serve.ts does (production-react.ts says why)
import '../production-react.js';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
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
/** The repository: its production build (shell/dist with the shell's server bundle, releases/). */
const REPO = join(import.meta.dirname, '..', '..');

before(async () => {
  // behind a proxy that passes X-Forwarded-Host on: still no link follows it
  if (!existsSync(join(REPO, 'shell', 'dist', 'server', 'shell.cjs')) || !existsSync(join(REPO, 'releases', 'registry.json'))) {
    throw new Error('no production build: run `pnpm build` first');
  }
  t = await startApi({ seed: defaultSeed(), overrides: { siteUrl: SITE, trustProxy: true } });
  await registerSite(t.app, { root: REPO, runtimeConfig: { apiBase: '/api', remotes: {} } });
});
after(async () => {
  await t?.close();
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
