// The served site's security headers (server/site.ts, server/security.ts, api/src/config.ts): the CSP names only
// the configured sign-in provider and the configured third-party script providers (none by default),
// allows the one inline script by its hash (the early event script), never unsafe-inline or
// unsafe-eval for scripts; nosniff and a strict Referrer-Policy on every answer; HSTS only in
// production mode over HTTPS. Third-party scripts get their SRI hash from the configuration, and only
// with the pinned URL it was computed for.
import assert from 'node:assert/strict';
import fs, { mkdirSync, mkdtempSync, rmSync, writeFileSync, type PathLike } from 'node:fs';
import { tmpdir } from 'node:os';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import Fastify from 'fastify';
import { loadConfig } from 'api';
import { CHAT_SCRIPT_ORIGIN, FORMS_SCRIPT_ORIGINS, scriptOriginsFor } from '../security.js';
import { EARLY_SCRIPT_HASH } from 'shell/early-events';
import { contentSecurityPolicy, registerSite } from '../site.js';
import { routesJsonOf } from './support/site-fixture.js';

/** The third-party providers as the server gets them: the environment read by the one configuration. */
const thirdPartyFromEnv = (env: NodeJS.ProcessEnv) => {
  const { thirdParty } = loadConfig(env, { port: 8080 });
  return { ...thirdParty, scriptOrigins: scriptOriginsFor(thirdParty) };
};
/** Whether the site sends HSTS, as the one configuration decides it from NODE_ENV and SITE_URL. */
const hstsEnabled = (nodeEnv: string | undefined, siteUrl: string) => loadConfig({ NODE_ENV: nodeEnv, SITE_URL: siteUrl }, { port: 8080 }).hsts;

const IDP = 'https://login.medicalaffairs-council.org';
const SRI = 'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC';

/** The directives of a CSP header, each as its list of sources. */
function directives(csp: string): Map<string, string[]> {
  return new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).filter((p) => p[0]).map(([name, ...sources]) => [name!, sources]));
}

/** Every http(s) origin the CSP names, in any directive. */
const originsIn = (csp: string) => new Set([...csp.matchAll(/https?:\/\/[^\s;]+/g)].map((m) => m[0]));

describe('contentSecurityPolicy', () => {
  test('default configuration: scripts from the site and the early event script only; the sign-in provider for calls, frames and forms; nothing else', () => {
    const csp = contentSecurityPolicy({ auth: { domain: IDP } });
    const d = directives(csp);
    assert.deepEqual(d.get('script-src'), ["'self'", EARLY_SCRIPT_HASH]);
    assert.match(EARLY_SCRIPT_HASH, /^'sha256-[A-Za-z0-9+/]{43}='$/);
    assert.deepEqual(d.get('connect-src'), ["'self'", IDP]);
    assert.deepEqual(d.get('frame-src'), [IDP]);
    assert.deepEqual(d.get('form-action'), ["'self'", IDP]);
    for (const [name, value] of [['object-src', "'none'"], ['base-uri', "'none'"], ['frame-ancestors', "'none'"], ['default-src', "'self'"]]) {
      assert.deepEqual(d.get(name!), [value], name);
    }
    assert.deepEqual([...originsIn(csp)], [IDP], 'no origin but the sign-in provider');
    assert.doesNotMatch(d.get('script-src')!.join(' '), /unsafe-inline|unsafe-eval|\*|data:|blob:/);
  });

  test('a bare tenant domain becomes its https origin; no sign-in provider means no frames at all', () => {
    assert.deepEqual(directives(contentSecurityPolicy({ auth: { domain: 'acma.eu.auth0.com' } })).get('connect-src'), ["'self'", 'https://acma.eu.auth0.com']);
    const none = directives(contentSecurityPolicy({}));
    assert.deepEqual(none.get('frame-src'), ["'none'"]);
    assert.deepEqual(none.get('connect-src'), ["'self'"]);
  });

  test('configured forms and chat providers add exactly their script origins', () => {
    const tp = thirdPartyFromEnv({
      FORMS_PORTAL_ID: '123456', FORMS_FORM_IDS: '{"contact-us":"abc-1"}',
      CHAT_WIDGET_ID: '987', CHAT_SCRIPT_URL: 'https://chat.example-widgets.com/v3.2.1/loader.js', CHAT_SCRIPT_INTEGRITY: SRI,
    });
    const csp = contentSecurityPolicy({ auth: { domain: IDP } }, tp.scriptOrigins);
    assert.deepEqual(directives(csp).get('script-src'), ["'self'", EARLY_SCRIPT_HASH, ...FORMS_SCRIPT_ORIGINS, 'https://chat.example-widgets.com']);
    assert.deepEqual([...originsIn(csp)].sort(), [IDP, ...FORMS_SCRIPT_ORIGINS, 'https://chat.example-widgets.com'].sort());
    assert.deepEqual(tp.chat, { widgetId: '987', scriptUrl: 'https://chat.example-widgets.com/v3.2.1/loader.js', integrity: SRI });
    assert.deepEqual(tp.forms, { portalId: '123456', formIds: { 'contact-us': 'abc-1' } });
    const chatOnly = thirdPartyFromEnv({ CHAT_WIDGET_ID: '987' });
    assert.deepEqual(chatOnly.scriptOrigins, [CHAT_SCRIPT_ORIGIN]);
  });

  test('nothing configured: no third-party script, no origin', () => {
    assert.deepEqual(thirdPartyFromEnv({}), { forms: null, chat: null, scriptOrigins: [] });
  });

  test('refuses what would weaken it: non-https or non-origin script sources, a hash without its pinned URL, a malformed hash', () => {
    for (const bad of ['http://js.example.com', 'https://js.example.com/path', "'unsafe-inline'", '*', 'https://*.example.com']) {
      assert.throws(() => contentSecurityPolicy({}, [bad]), /not an https origin/, bad);
    }
    assert.throws(() => thirdPartyFromEnv({ CHAT_WIDGET_ID: '9', CHAT_SCRIPT_INTEGRITY: SRI }), /needs CHAT_SCRIPT_URL/);
    assert.throws(() => thirdPartyFromEnv({ FORMS_PORTAL_ID: '1', FORMS_SCRIPT_INTEGRITY: SRI }), /needs FORMS_SCRIPT_URL/);
    assert.throws(() => thirdPartyFromEnv({ CHAT_WIDGET_ID: '9', CHAT_SCRIPT_URL: 'https://x.example/a.js', CHAT_SCRIPT_INTEGRITY: 'md5-abc' }), /Subresource Integrity/);
    assert.throws(() => thirdPartyFromEnv({ CHAT_WIDGET_ID: '9', CHAT_SCRIPT_URL: 'http://x.example/a.js' }), /https URL/);
  });
});

describe('served headers', () => {
  let root: string;
  before(() => {
    root = mkdtempSync(join(tmpdir(), 'acma-site-headers-'));
    mkdirSync(join(root, 'shell', 'dist'), { recursive: true });
    writeFileSync(join(root, 'shell', 'dist', 'index.html'), '<!doctype html><html><head><!--app-head--></head><body></body></html>');
    writeFileSync(join(root, 'shell', 'dist', 'main.12345678.js'), 'console.log(1)');
    mkdirSync(join(root, 'api', 'assets', 'images'), { recursive: true });
    writeFileSync(join(root, 'api', 'assets', 'images', 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(root, 'shell', 'dist', 'main.js'), 'console.log(0)');
    // the build's compressed copies, sent in place of the file to a browser that accepts them
    writeFileSync(join(root, 'shell', 'dist', '262.9d4f33f6.js'), 'x');
    writeFileSync(join(root, 'shell', 'dist', '262.9d4f33f6.js.br'), 'x');
    writeFileSync(join(root, 'shell', 'dist', 'main.js.br'), 'x');
    writeFileSync(join(root, 'shell', 'dist', 'index.html'), '<!doctype html><html><head><!--app-head--></head><body><script defer="defer" src="/main.js?0a1b2c3d4e"></script></body></html>');
    // a release as scripts/release.mjs publishes it, and the registry naming it
    const rel = join(root, 'releases', 'marketing', 'abcdef012345');
    mkdirSync(join(rel, 'server'), { recursive: true });
    for (const f of ['remoteEntry.js', '__federation_expose_HomePage.0123abcd.js', 'chunks.json', 'mf-manifest.json', 'server/home.cjs']) writeFileSync(join(rel, f), '{}');
    // its routes (the build writes them): the release's pages, /faq among them, are pages of the site
    writeFileSync(join(rel, 'routes.json'), routesJsonOf('marketing'));
    writeFileSync(join(root, 'releases', 'registry.json'), JSON.stringify({ remotes: { marketing: { id: 'abcdef012345' } } }));
    writeFileSync(join(root, 'releases', 'marketing', 'history.json'), '["abcdef012345"]');
  });
  after(() => rmSync(root, { recursive: true, force: true }));

  async function site(hsts: boolean) {
    const app = Fastify();
    await registerSite(app, { root, hsts, runtimeConfig: { apiBase: '/api', remotes: {}, auth: { domain: IDP } } });
    return app;
  }

  test('pages, static files and 404s carry nosniff and a strict Referrer-Policy; pages carry the CSP', async () => {
    const app = await site(false);
    for (const url of ['/', '/catalog', '/certification/bcmas', '/main.12345678.js', '/missing.js']) {
      const r = await app.inject({ method: 'GET', url });
      assert.equal(r.headers['x-content-type-options'], 'nosniff', url);
      assert.equal(r.headers['referrer-policy'], 'strict-origin-when-cross-origin', url);
      assert.equal(r.headers['strict-transport-security'], undefined, `${url}: no HSTS outside production HTTPS`);
    }
    const page = await app.inject({ method: 'GET', url: '/faq' });
    assert.equal(page.headers['content-security-policy'], contentSecurityPolicy({ auth: { domain: IDP } }));
    // a page's document depends on the cart's line-count cookie (the /cart frame): caches keep them apart
    for (const url of ['/', '/cart', '/faq']) {
      const r = await app.inject({ method: 'GET', url });
      assert.equal(r.headers.vary, 'Cookie, Accept-Encoding', url);
      assert.equal(r.headers['cache-control'], 'no-cache', url);
    }
    await app.close();
  });

  test('a page address is answered without touching the disk; a file name is looked up there', async () => {
    const app = await site(false);
    const statted: string[] = [];
    const stat = fs.stat;
    fs.stat = ((path: PathLike, ...rest: unknown[]) => {
      statted.push(String(path));
      return (stat as (...a: unknown[]) => unknown)(path, ...rest);
    }) as typeof fs.stat;
    try {
      for (const url of ['/faq', '/terms', '/catalog?q=msl', '/no/such/page']) {
        const r = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
        assert.match(String(r.headers['content-type']), /^text\/html/, url);
      }
      assert.deepEqual([...statted], [], 'no stat() for page addresses');
      const file = await app.inject({ method: 'GET', url: '/main.12345678.js' });
      assert.equal(file.statusCode, 200);
      assert.ok(statted.some((p) => p.endsWith('main.12345678.js')), 'files are still served from the disk (the check can fail)');
      assert.equal((await app.inject({ method: 'GET', url: '/index.html' })).statusCode, 404, 'the template is not a file to serve');
    } finally {
      fs.stat = stat;
      await app.close();
    }
  });


  test('the store serves its icon at /favicon.ico (the sandbox payment page and every page ask for it)', async () => {
    const app = await site(false);
    const r = await app.inject({ method: 'GET', url: '/favicon.ico' });
    assert.equal(r.statusCode, 200);
    assert.equal(r.headers['content-type'], 'image/svg+xml');
    assert.match(r.body, /^<svg/);
    await app.close();
  });

  test('Cache-Control on the served responses: hashed names and release folders for good; the document, registry and manifests revalidate', async () => {
    const app = await site(false);
    const IMMUTABLE = 'public, max-age=31536000, immutable';
    const cc = async (url: string) => {
      const r = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
      assert.equal(r.statusCode, 200, url);
      return r.headers['cache-control'];
    };
    try {
      assert.equal(await cc('/main.12345678.js'), IMMUTABLE);
      assert.equal(await cc('/main.js'), 'no-cache', 'the entry without its build hash');
      assert.equal(await cc('/main.js?0a1b2c3d4e'), IMMUTABLE, 'the entry as the document names it');
      assert.equal(await cc('/main.js?0a1b2c3d4f'), 'no-cache', 'another build hash');
      assert.equal(await cc('/262.9d4f33f6.js'), IMMUTABLE, 'a hashed file sent brotli-compressed');
      assert.equal(await cc('/releases/marketing/abcdef012345/remoteEntry.js'), IMMUTABLE);
      assert.equal(await cc('/releases/marketing/abcdef012345/__federation_expose_HomePage.0123abcd.js'), IMMUTABLE);
      assert.equal(await cc('/releases/marketing/abcdef012345/chunks.json'), IMMUTABLE);
      assert.equal(await cc('/releases/marketing/abcdef012345/mf-manifest.json'), 'no-cache');
      assert.equal(await cc('/releases/registry.json'), 'no-cache');
      assert.equal(await cc('/faq'), 'no-cache');
      // the registry as the document inlines it
      const doc = (await app.inject({ method: 'GET', url: '/faq' })).body;
      assert.match(doc, /"remotes":\{"marketing":"\/releases\/marketing\/abcdef012345\/remoteEntry\.js"\}/);
      assert.match(doc, /"registry":"\/releases\/registry\.json"/);
      // nothing else of the releases folder is served: history, a release's server/ folder, other paths
      for (const url of ['/releases/marketing/history.json', '/releases/marketing/abcdef012345/server/home.cjs', '/releases/marketing/abcdef0123/remoteEntry.js']) {
        assert.equal((await app.inject({ method: 'GET', url })).statusCode, 404, url);
      }
    } finally {
      await app.close();
    }
  });

  test('files by the path they resolve to: no spelling reaches the template, a server bundle, the history or build stats; every HTML answer carries the CSP', async () => {
    mkdirSync(join(root, 'shell', 'dist', 'server'), { recursive: true });
    writeFileSync(join(root, 'shell', 'dist', 'server', 'shell.cjs'), 'module.exports = "server bundle"');
    writeFileSync(join(root, 'shell', 'dist', 'main.js.map'), '{"sources":[]}');
    const rel = join(root, 'releases', 'marketing', 'abcdef012345');
    writeFileSync(join(rel, 'mf-stats.json'), '{"stats":1}');
    mkdirSync(join(rel, 'assets'), { recursive: true });
    writeFileSync(join(rel, 'assets', 'guide.0123abcd.pdf'), '%PDF-1.4');
    const app = await site(false);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as AddressInfo).port;
    // over HTTP as sent, not as a client would tidy it (fetch and inject normalise `.` and `..`)
    const get = (path: string) => new Promise<{ status: number; type: string; csp: string | undefined; body: string }>((resolve, reject) => {
      request({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => { body += c; });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), csp: res.headers['content-security-policy'] as string | undefined, body }));
      }).on('error', reject).end();
    });
    const R = '/releases/marketing/abcdef012345';
    const refused = [
      // the page template, raw (no CSP, no render)
      '/index.html', '//index.html', '/%2e/index.html', '/./index.html', '/x/../index.html', '/x/%2e%2e/index.html', '/%2Findex.html', '/index.html.br',
      // the shell's server bundle
      '/server/shell.cjs', '//server/shell.cjs', '/./server/shell.cjs', '/x/../server/shell.cjs', '/x/%2e%2e/server/shell.cjs', '/server%2fshell.cjs', '/%73erver/shell.cjs',
      // a release's server bundle, history and stats
      `${R}/server/home.cjs`, `${R}//server/home.cjs`, `${R}/./server/home.cjs`, `${R}/x/../server/home.cjs`, `${R}/x/%2e%2e/server/home.cjs`, `${R}/server%2fhome.cjs`,
      '/releases/marketing/history.json', `${R}/../history.json`, `${R}/%2e%2e/history.json`, `${R}/%2E%2E/history.json`, `${R}/..%2fhistory.json`, `${R}/mf-stats.json`,
      // source maps, compressed copies by name, dotfiles, backslashes
      '/main.js.map', '/main.js.br', `${R}/remoteEntry.js.gz`, '/.env', '/%5cserver%5cshell.cjs', '/images/../../shell/dist/server/shell.cjs', '/images/%2e%2e/%2e%2e/package.json',
    ];
    try {
      for (const path of refused) {
        const r = await get(path);
        assert.notEqual(r.status, 200, `${path} answered 200 (${r.type})`);
        assert.doesNotMatch(r.body, /server bundle|"stats"|\["abcdef012345"\]|sources|<!--app-head-->/, path);
        if (r.type.startsWith('text/html')) assert.ok(r.csp, `${path}: an HTML answer without the CSP`);
      }
      // what it means to serve still answers
      for (const path of ['/main.js', '/main.12345678.js', `${R}/remoteEntry.js`, `${R}/chunks.json`, `${R}/mf-manifest.json`, `${R}/assets/guide.0123abcd.pdf`, '/releases/registry.json', '/images/favicon.svg']) {
        assert.equal((await get(path)).status, 200, path);
      }
      // a page, however spelled, is a rendered document with the CSP
      for (const path of ['/faq', '//faq', '/./faq', '/catalog/../faq', '/%2e%2e/faq']) {
        const r = await get(path);
        if (r.type.startsWith('text/html')) assert.ok(r.csp, `${path}: an HTML answer without the CSP`);
        assert.doesNotMatch(r.body, /<!--app-head-->/, path);
      }
    } finally {
      await app.close();
    }
  });

  test('HSTS in production over HTTPS only', async () => {
    assert.equal(hstsEnabled('production', 'https://shop.medicalaffairs-council.org'), true);
    assert.equal(hstsEnabled('production', 'http://localhost:8080'), false);
    assert.equal(hstsEnabled('development', 'https://shop.medicalaffairs-council.org'), false);
    assert.equal(hstsEnabled(undefined, 'https://shop.medicalaffairs-council.org'), false);
    const app = await site(true);
    for (const url of ['/', '/main.12345678.js']) {
      const r = await app.inject({ method: 'GET', url });
      assert.match(String(r.headers['strict-transport-security']), /^max-age=31536000; includeSubDomains/, url);
    }
    await app.close();
  });
});
