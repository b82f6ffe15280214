// The front door (api/src/front-door.ts): kept page documents and the catalog list are answered by
// the HTTP server's listener, ahead of Fastify. Over real HTTP, each such answer must be the answer
// Fastify gives the same request (app.inject goes through Fastify's router only): status, every
// header but the request id, the body's bytes, and the log lines. Requests it must leave to Fastify
// reach Fastify (its `answered` count stays), and a release or catalog change is seen at once.
// Run: node --import tsx --test server/test/front-door.test.ts
// first, as serve.ts does: React's production build, the one the server bundles render with
import '../production-react.js';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { after, before, describe, mock, test } from 'node:test';
import { defaultSeed, readTicket } from 'api';
import { compressionOf, startApi, type TestApi } from 'api/testing';
import { CART_COOKIE } from 'shared-cart/cart-store';
import { registerSite } from '../site.js';
import { makeSiteRoot, pageArea, publishRelease } from './support/site-fixture.js';

let t: TestApi;
let root: string;
let origin: string;
/** The log lines of the app under test, parsed. */
const lines: Record<string, unknown>[] = [];

before(async () => {
  root = makeSiteRoot('acma-front-door-');
  for (const name of ['catalog', 'checkout', 'product-pages', 'marketing']) publish(name, 'aaaaaaaaaaaa');
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const l of chunk.toString().split('\n')) if (l) lines.push(JSON.parse(l) as Record<string, unknown>);
      done();
    },
  });
  t = await startApi({ seed: defaultSeed(), overrides: { logger: { level: 'info', stream: sink }, trustProxy: ['127.0.0.1'] } });
  await registerSite(t.app, { root, releasesDir: join(root, 'releases'), runtimeConfig: { apiBase: '/api', remotes: {} } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  assert.ok(address && typeof address === 'object');
  origin = `http://127.0.0.1:${address.port}`;
  // documents are kept for the minute they were made in (site.ts): the clock stands still, so a minute
  // turning between a page's first answer and the request that expects the kept one cannot make a new one
  mock.timers.enable({ apis: ['Date'], now: Date.now() });
});
after(async () => {
  mock.timers.reset();
  await t?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

function publish(name: string, id: string): void {
  publishRelease(root, name, id);
}

interface Answer { status: number; headers: Record<string, string>; body: Buffer }

/** A request over HTTP (through the server's listener, so through the front door when it answers). */
function overHttp(method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${origin}${path}`, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const h: Record<string, string> = {};
        for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) h[k] = Array.isArray(v) ? v.join(', ') : v;
        resolve({ status: res.statusCode ?? 0, headers: h, body: Buffer.concat(chunks) });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The same request through Fastify's router alone (inject does not pass the server's listener). */
async function throughFastify(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const r = await t.app.inject({ method: 'GET', url: path, headers });
  const h: Record<string, string> = {};
  for (const [k, v] of Object.entries(r.headers)) if (v !== undefined) h[k] = Array.isArray(v) ? v.join(', ') : String(v);
  return { status: r.statusCode, headers: h, body: r.rawPayload };
}

/** Headers that belong to the connection (Node's server adds them; inject has no connection) or differ per request. */
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);
/** A page document's ticket (Server-Timing pv): new for each response, so compared by what it names. */
const TICKET = /pv;desc="([^"]+)"/;
const comparable = (h: Record<string, string>, id?: string) => {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(h)) {
    if (PER_CONNECTION.has(k) || (k === 'x-request-id' && !id)) continue;
    if (k === 'server-timing') {
      const ticket = readTicket(t.app.pageViewSecret, TICKET.exec(v)?.[1] ?? '');
      assert.ok(typeof ticket === 'object', `a page view's ticket the store signed: ${v}`);
      out[k] = v.replace(TICKET, `pv;desc="<a ticket for ${JSON.stringify(ticket.releases)}>"`);
    } else out[k] = v;
  }
  return out;
};

const answered = () => t.app.frontDoor.answered;

/**
 * `path` over HTTP, answered by the front door, equal to Fastify's answer to the same request. Asked
 * until the front door answers it twice alike: a page's first request makes its document (Fastify),
 * and a body is first compressed quickly, then replaced by its best compression once that is made.
 */
async function assertSameAnswer(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  let front: Answer | null = null;
  for (let i = 0; i < 50; i++) {
    const before = answered();
    const a = await overHttp('GET', path, headers);
    const atFront = answered() === before + 1;
    if (atFront && front && Buffer.compare(front.body, a.body) === 0) break;
    front = atFront ? a : null;
    await new Promise((r) => setTimeout(r, 20));
  }
  assert.ok(front, `${path} ${JSON.stringify(headers)} was answered by the front door`);
  // the best compression may still be under way (two quick answers alike do not say it is done): it is
  // awaited, then the front door asked again, so both sides answer with the same body
  const etag = front.headers.etag;
  if (etag && front.headers['content-encoding']) {
    for (let i = 0; i < 500 && (compressionOf(etag)?.pending.length ?? 0) > 0; i++) await new Promise((r) => setTimeout(r, 10));
    const asked = answered();
    front = await overHttp('GET', path, headers);
    assert.equal(answered(), asked + 1, `${path}: answered again by the front door`);
  }
  const before = answered();
  const fastify = await throughFastify(path, headers);
  assert.equal(answered(), before, 'inject does not pass the front door');
  const id = headers['x-request-id'];
  assert.equal(front.status, fastify.status, `${path}: status`);
  assert.deepEqual(comparable(front.headers, id), comparable(fastify.headers, id), `${path} ${JSON.stringify(headers)}: headers`);
  assert.ok(Buffer.compare(front.body, fastify.body) === 0, `${path}: the same body bytes`);
  if (id) assert.equal(front.headers['x-request-id'], id);
  else assert.match(front.headers['x-request-id'] ?? '', /^[0-9a-f-]{36}$/);
  return front;
}

describe('the front door answers as Fastify does', () => {
  const encodings: Record<string, string>[] = [{ 'accept-encoding': 'gzip, deflate, br, zstd' }, { 'accept-encoding': 'gzip' }, {}];

  for (const path of ['/certification/bcmas', '/', '/catalog', '/certification/no-such-product', '/api/products']) {
    test(`${path}: each encoding, a revalidation, a caller's request id`, async () => {
      for (const h of encodings) await assertSameAnswer(path, h);
      const { headers, status } = await assertSameAnswer(path, encodings[0]!);
      if (status === 200) {
        const revalidated = await assertSameAnswer(path, { ...encodings[0]!, 'if-none-match': headers.etag! });
        assert.equal(revalidated.status, 304);
        assert.equal(revalidated.body.length, 0);
      }
      const plain = await assertSameAnswer(path, { 'x-request-id': 'lb-7f3a.2' });
      // a page's answer is its rendered document: the remote's page inside the shell's layout
      if (!path.startsWith('/api/')) assert.match(pageArea(plain.body.toString()) ?? '', /<p data-release="aaaaaaaaaaaa">/, `${path}: the rendered page`);
    });
  }

  test('GET /api/cart: a cart asked before, in each encoding, as Fastify answers it; a price change is in the next answer', async () => {
    const listed = JSON.parse((await overHttp('GET', '/api/products')).body.toString()) as { productId: number; productPrice: number }[];
    const lines = listed.filter((p) => p.productPrice > 0).slice(0, 3).map((p) => ({ productId: p.productId, quantity: 1, productDetailType: 'x' }));
    const path = `/api/cart?cart=${encodeURIComponent(JSON.stringify(lines))}`;
    for (const h of encodings) await assertSameAnswer(path, h);
    await assertSameAnswer(path, { 'x-request-id': 'lb-7f3a.3' });
    const total = async () => (JSON.parse((await overHttp('GET', path)).body.toString()) as { cartTotal: number }).cartTotal;
    const before = await total();
    await t.db.query('UPDATE products SET product_price = product_price + 1 WHERE product_id = $1', [lines[0]!.productId]);
    t.app.catalog.invalidate();
    const asked = answered();
    assert.equal(await total(), before + 1, 'the new price at once');
    assert.equal(answered(), asked, 'priced anew by the route, not the kept answer');
    assert.equal(await total(), before + 1);
    assert.equal(answered(), asked + 1, 'then kept again');
    // a cart the route refuses is never kept: each time the route's 400
    const unknown = `/api/cart?cart=${encodeURIComponent(JSON.stringify([{ productId: 999999, quantity: 1, productDetailType: 'x' }]))}`;
    for (let i = 0; i < 2; i++) assert.equal((await overHttp('GET', unknown)).status, 400);
    assert.equal(answered(), asked + 1);
  });

  test('the cart page: the empty and non-empty frames, each the same as Fastify\'s', async () => {
    const empty = await assertSameAnswer('/cart');
    const full = await assertSameAnswer('/cart', { cookie: `${CART_COOKIE}=2` });
    assert.notEqual(empty.headers.etag, full.headers.etag);
  });

  test('log lines: a front-door answer logs what Fastify logs for the same request', async () => {
    /** The log lines of one request (found by the request id it sends), without time, pid, host and port. */
    const logged = async (path: string, id: string) => {
      // from a trusted proxy (this app trusts 127.0.0.1): the logged address and host are the forwarded ones
      await overHttp('GET', path, { 'x-request-id': id, 'x-forwarded-for': '203.0.113.9', 'x-forwarded-host': 'shop.example' });
      // its lines are written once its last, 'request completed', is (polled)
      for (let i = 0; i < 200 && !lines.some((l) => l.reqId === id && l.msg === 'request completed'); i++) await new Promise((r) => setTimeout(r, 5));
      return lines.filter((l) => l.reqId === id).map((l) => {
        const { time: _time, pid: _pid, hostname: _hostname, responseTime, ...rest } = l;
        if (rest.msg === 'request completed') assert.equal(typeof responseTime, 'number');
        const req = rest.req as { remotePort?: number } | undefined;
        if (req) {
          assert.equal(typeof req.remotePort, 'number');
          delete req.remotePort;
        }
        return rest;
      });
    };
    await assertSameAnswer('/catalog');
    const before = answered();
    const front = await logged('/catalog', 'log-front');
    assert.equal(answered(), before + 1);
    // with a search (a parameter the catalog reads): the same page, but another document, made by Fastify this once
    const fastify = await logged('/catalog?q=log', 'log-fastify');
    assert.equal(answered(), before + 1);
    assert.deepEqual(front.map((l) => l.msg), ['incoming request', 'request completed']);
    assert.deepEqual(front[0]!.req, { method: 'GET', url: '/catalog', host: 'shop.example', remoteAddress: '203.0.113.9' });
    const same = (l: Record<string, unknown>[]) => JSON.parse(JSON.stringify(l).replaceAll('?q=log', '').replaceAll('log-fastify', 'log-front')) as unknown;
    assert.deepEqual(front, same(fastify));
  });

  test('a parameter the page does not read is the kept document, at the front door', async () => {
    await assertSameAnswer('/certification/bcmas');
    const before = answered();
    const tagged = await overHttp('GET', '/certification/bcmas?utm_source=mail&cb=2');
    assert.equal(answered(), before + 1, 'a cache-buster is answered from the cache at once');
    assert.equal(tagged.headers.etag, (await overHttp('GET', '/certification/bcmas')).headers.etag);
    await assertSameAnswer('/certification/bcmas?utm_source=mail&cb=1');
  });
});

describe('what the front door leaves to Fastify', () => {
  test('the server is the one Fastify made, with its timeouts; the front door is its one request listener, ahead of Fastify\'s', () => {
    const server = t.app.server;
    // Fastify's defaults (the store sets none): a server made elsewhere would have Node's (5 s, 300 s)
    assert.equal(server.keepAliveTimeout, 72_000);
    assert.equal(server.requestTimeout, 0);
    assert.equal(server.listeners('request').length, 1);
  });


  test('other methods, a body, an Expect, a query on the catalog list, an address not yet made', async () => {
    await overHttp('GET', '/certification/bcmas');
    const before = answered();
    const head = await overHttp('HEAD', '/certification/bcmas');
    assert.equal(head.status, 200);
    const post = await overHttp('POST', '/api/products', { 'content-type': 'application/json' }, '{}');
    assert.equal(post.status, 404);
    assert.equal((await overHttp('GET', '/certification/bcmas', { 'content-type': 'text/plain', 'content-length': '1' }, 'x')).status, 200);
    assert.equal((await overHttp('GET', '/certification/bcmas', { expect: '100-continue' })).status, 200);
    assert.equal((await overHttp('GET', '/api/products?fields=all')).status, 200);
    assert.equal((await overHttp('GET', '/catalog?q=not-made-yet')).status, 200);
    assert.equal((await overHttp('GET', '/api/product?slug=bcmas&type=certification')).status, 200);
    assert.equal((await overHttp('GET', '/releases/registry.json')).status, 200);
    assert.equal(answered(), before, 'none of them answered at the front door');
  });

  test('a new release and a catalog change are in the next answer', async () => {
    await overHttp('GET', '/certification/bcmas');
    assert.match((await overHttp('GET', '/certification/bcmas')).body.length ? 'ok' : '', /ok/);
    publish('product-pages', 'bbbbbbbbbbbb');
    const before = answered();
    const released = await overHttp('GET', '/certification/bcmas', {});
    assert.equal(answered(), before, 'the old release\'s document is not answered');
    assert.match(pageArea(released.body.toString()) ?? '', /<p data-release="bbbbbbbbbbbb">CertificationPage /);

    const list = await overHttp('GET', '/api/products');
    await t.db.query("UPDATE products SET product_price = product_price + 1 WHERE product_nick_name = 'bcmas'");
    t.app.catalog.invalidate();
    const changed = await overHttp('GET', '/api/products');
    assert.notEqual(changed.headers.etag, list.headers.etag);
  });

  test('an answerer that throws: logged, and Fastify answers the request', async () => {
    t.app.frontDoor.fallback((_req, path) => {
      if (path === '/boom') throw new Error('answerer fault');
      return undefined;
    });
    const before = answered();
    const r = await overHttp('GET', '/boom');
    assert.equal(r.status, (await throughFastify('/boom')).status, 'the not-found document, from Fastify');
    assert.match(r.body.toString(), /<html/);
    assert.equal(answered(), before);
    assert.ok(lines.some((l) => l.level === 50 && /front door/.test(String(l.msg)) && (l.err as { message?: string })?.message === 'answerer fault'));
  });

  test('once the server is closing, the front door answers nothing (Fastify answers 503 after close)', async () => {
    await overHttp('GET', '/api/products');
    const before = answered();
    t.app.frontDoor.close();
    assert.equal((await overHttp('GET', '/api/products')).status, 200);
    assert.equal(answered(), before);
  });
});
