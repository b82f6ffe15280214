// The catalog cache behind GET /products and GET /product (src/catalog/cache.ts): reads come from
// memory, a write followed by invalidate() is visible at once (never the old snapshot), a database
// layer without LISTEN (these tests' counting wrapper) falls back to the TTL: a snapshot past its TTL is served while one background reload replaces it, and the bodies go out compressed
// once per content.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import type { Product } from 'shared-api/contract';
import { CatalogCache, chooseEncoding, compressionOf, encodedBody, etagMatches } from '../src/catalog/cache.js';
import type { Queryable } from '../src/db/db.js';
import { loadSeed } from '../src/seed/load.js';
import { fixtureSeed } from './fixtures/catalog.js';
import { json, startApi, type TestApi } from './helpers.js';

let t: TestApi;
before(async () => {
  t = await startApi({ seed: fixtureSeed });
});
after(async () => {
  await t?.close();
});

/** The test database, counting the statements run through it; `fail` makes the next ones throw. */
function counting(db: Queryable) {
  const c = {
    queries: 0,
    /** Statements sent and not yet answered. */
    pending: 0,
    fail: false,
    /** While set, the products statement answers (with what it read) only once it resolves. */
    hold: null as Promise<void> | null,
    /** Products statements that read their rows and are waiting for `hold`. */
    held: 0,
    db: {
      async query<T>(sql: string, params?: readonly unknown[]): Promise<T[]> {
        c.queries++;
        if (c.fail) throw new Error('database unavailable');
        c.pending++;
        try {
          const rows = await db.query<T>(sql, params);
          const hold = c.hold;
          if (hold && /FROM products ORDER BY/.test(sql)) {
            c.held++;
            await hold;
          }
          return rows;
        } finally {
          c.pending--;
        }
      },
      exec: (sql: string) => db.exec(sql),
    } satisfies Queryable,
  };
  return c;
}

const priceOf = (products: Product[], id: number) => products.find((p) => p.productId === id)!.productPrice;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Waits (polling, 1 s at most) until `cond` holds. */
async function until(cond: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !cond(); i++) await sleep(5);
  assert.ok(cond(), 'still waiting after 1 s');
}

describe('CatalogCache', () => {
  test('reads within the TTL query nothing; concurrent first reads share one load', async () => {
    const c = counting(t.db);
    const cache = new CatalogCache(c.db, 60_000);
    assert.equal(cache.current(), null);
    const snaps = await Promise.all(Array.from({ length: 20 }, () => cache.get()));
    assert.equal(new Set(snaps).size, 1);
    assert.equal(c.queries, 3); // catalog version, products, relations: once
    for (let i = 0; i < 50; i++) await cache.get();
    assert.equal(cache.current(), snaps[0]);
    assert.equal(c.queries, 3);
  });

  test('a write followed by invalidate() is visible on the next read, never the old snapshot', async () => {
    const c = counting(t.db);
    const cache = new CatalogCache(c.db, 60_000);
    const before = await cache.get();
    const old = priceOf(before.products, 2);
    await t.db.query('UPDATE products SET product_price = 1234.5 WHERE product_id = 2');
    try {
      // without invalidation the cache keeps answering from memory (proof that it is a cache)
      assert.equal(priceOf((await cache.get()).products, 2), old);
      cache.invalidate();
      assert.equal(cache.current(), null);
      assert.equal(priceOf((await cache.get()).products, 2), 1234.5);
    } finally {
      await t.db.query('UPDATE products SET product_price = $1 WHERE product_id = 2', [old]);
    }
  });

  test('a load that was running when the write happened does not bring the old data back', async () => {
    const [{ price: old }] = (await t.db.query<{ price: number }>('SELECT product_price::float AS price FROM products WHERE product_id = 3')) as [{ price: number }];
    const c = counting(t.db);
    const cache = new CatalogCache(c.db, 60_000);
    let release!: () => void;
    c.hold = new Promise<void>((r) => { release = r; });
    const stale = cache.get(); // reads the products before the write, then is held
    await until(() => c.held === 1);
    cache.invalidate(); // the write's invalidation arrives while that load is held
    c.hold = null;
    await t.db.query('UPDATE products SET product_price = 777 WHERE product_id = 3');
    try {
      // a new load, after the write, finishes first; then the held one finishes with the old rows
      assert.equal(priceOf((await cache.get()).products, 3), 777);
      release();
      assert.equal(priceOf((await stale).products, 3), old);
      assert.equal(priceOf((await cache.get()).products, 3), 777);
    } finally {
      await t.db.query('UPDATE products SET product_price = $1 WHERE product_id = 3', [old]);
    }
  });

  test('past the TTL the snapshot is served at once and one background reload replaces it', async () => {
    const c = counting(t.db);
    // the test's clock moves only when the test moves it: the reload's own snapshot does not expire again before the count below
    let now = Date.now();
    const cache = new CatalogCache(c.db, 300, undefined, undefined, () => now);
    const first = await cache.get();
    const old = priceOf(first.products, 2);
    // another replica (or a script) writes without this process knowing
    await t.db.query('UPDATE products SET product_price = 1111 WHERE product_id = 2');
    try {
      now += 320; // past the TTL
      const queriesBefore = c.queries;
      // the reader does not wait: it gets the current snapshot, and a single reload starts
      const served = [cache.current(), cache.current(), await cache.get()];
      for (const s of served) assert.equal(s, first);
      assert.equal(priceOf(first.products, 2), old);
      for (let i = 0; i < 100 && cache.current() === first; i++) await sleep(5);
      assert.notEqual(cache.current(), first);
      assert.equal(priceOf(cache.current()!.products, 2), 1111);
      assert.equal(c.queries - queriesBefore, 3); // one reload (version, products, relations), not one per reader
    } finally {
      await t.db.query('UPDATE products SET product_price = $1 WHERE product_id = 2', [old]);
    }
  });

  test('while changes are heard (LISTEN up) the short TTL does not reload; once the connection is lost it does', async () => {
    const c = counting(t.db);
    let handlers!: { onConnect: () => void; onError: (e: Error) => void };
    const listening = {
      ...c.db,
      listen: async (_channel: string, h: typeof handlers & { onNotify: (p: string) => void }) => {
        handlers = h;
        h.onConnect();
        return { close: async () => undefined };
      },
    };
    let now = Date.now();
    const cache = new CatalogCache(listening as never, 50, undefined, 60_000, () => now);
    await cache.start();
    const first = await cache.get();
    await until(() => c.pending === 0); // the version check of onConnect has answered
    const queries = c.queries;
    now += 80; // past the 50 ms TTL
    // (a reload sends its first statement as it starts: counted at once)
    for (let i = 0; i < 5; i++) assert.equal(cache.current(), first);
    assert.equal(c.queries, queries, 'no reload while notifications arrive');
    handlers.onError(new Error('connection lost'));
    cache.current(); // past the TTL, not listening: the backstop reload starts
    for (let i = 0; i < 100 && cache.current() === first; i++) await sleep(5);
    assert.notEqual(cache.current(), first);
    await cache.stop();
  });

  test('a failed background reload keeps the previous snapshot in use', async () => {
    const c = counting(t.db);
    let now = Date.now();
    const logged: string[] = [];
    const log = { error: (_o: object, message: string) => { logged.push(message); } } as unknown as FastifyBaseLogger;
    const cache = new CatalogCache(c.db, 20, log, undefined, () => now);
    const first = await cache.get();
    c.fail = true;
    now += 30; // past the TTL
    assert.equal(cache.current(), first);
    await until(() => logged.length === 1); // the background reload failed
    now += 20;
    assert.equal(await cache.get(), first);
    c.fail = false;
    // with no snapshot at all, a failed load is the reader's error
    const cold = counting(t.db);
    cold.fail = true;
    await assert.rejects(new CatalogCache(cold.db).get(), /database unavailable/);
  });
});

describe('compressed bodies', () => {
  test('the encoding follows Accept-Encoding: br, then gzip; q=0 refuses', () => {
    assert.equal(chooseEncoding('gzip, deflate, br, zstd'), 'br');
    assert.equal(chooseEncoding('gzip, br;q=0'), 'gzip');
    assert.equal(chooseEncoding('*'), 'br');
    assert.equal(chooseEncoding('identity'), null);
    assert.equal(chooseEncoding(undefined), null);
    assert.equal(chooseEncoding('br;q=0, gzip;q=0'), null);
  });

  test('the first answer is compressed at once and the best compression follows; both decode to the JSON', async () => {
    const body = { text: JSON.stringify({ items: Array.from({ length: 400 }, (_, i) => ({ i, name: `Product ${i}`, text: 'medical affairs '.repeat(i % 7) })) }), etag: `W/"test-${Date.now()}"` };
    const quick = encodedBody(body, 'br');
    assert.equal(quick.encoding, 'br');
    assert.equal(brotliDecompressSync(quick.body as Buffer).toString(), body.text);
    let best = quick.body;
    for (let i = 0; i < 200 && best === quick.body; i++) {
      await sleep(10);
      best = encodedBody(body, 'br').body;
    }
    assert.notEqual(best, quick.body, 'the best compression replaced the quick one');
    assert.ok((best as Buffer).length <= (quick.body as Buffer).length);
    assert.equal(brotliDecompressSync(best as Buffer).toString(), body.text);
    const gz = encodedBody(body, 'gzip');
    assert.equal(gunzipSync(gz.body as Buffer).toString(), body.text);
    // small bodies go as they are
    assert.deepEqual(encodedBody({ text: '{"a":1}', etag: 'W/"small"' }, 'br'), { body: '{"a":1}', encoding: null });
  });

  test('a body asked for once gets its quick compression only; the best follows from its second request', () => {
    const text = JSON.stringify(Array.from({ length: 300 }, (_, i) => `page ${i} of a search made once`));
    const once = { text, etag: `W/"once-${Date.now()}"` };
    encodedBody(once, 'br');
    assert.deepEqual(compressionOf(once.etag), { asks: 1, best: [], pending: [] }, 'no best compression started for a body asked once');
    encodedBody(once, 'br');
    assert.deepEqual(compressionOf(once.etag)?.pending, ['br'], 'its second request starts the best compression');
  });

  test('new bodies push out each other, not a body being served', async () => {
    const hot = { text: 'the page being read '.repeat(200), etag: `W/"hot-${Date.now()}"` };
    encodedBody(hot, 'br');
    encodedBody(hot, 'br');
    for (let i = 0; i < 200 && !compressionOf(hot.etag)?.best.includes('br'); i++) await sleep(10);
    const best = encodedBody(hot, 'br').body;
    assert.deepEqual(compressionOf(hot.etag)?.best, ['br']);
    for (let i = 0; i < 2000; i++) {
      encodedBody({ text: `a search made once, number ${i} `.repeat(40), etag: `W/"burst-${i}-${Date.now()}"` }, 'br');
      if (i % 100 === 0) assert.equal(encodedBody(hot, 'br').body, best, `the served body kept its best compression (after ${i} new bodies)`);
    }
    assert.equal(encodedBody(hot, 'br').body, best);
  });

  test('If-None-Match: the ETag, weak or strong, in a list, or *', () => {
    const etag = 'W/"abc"';
    assert.ok(etagMatches('W/"abc"', etag));
    assert.ok(etagMatches('"abc"', etag));
    assert.ok(etagMatches('W/"x", W/"abc"', etag));
    assert.ok(etagMatches('*', etag));
    assert.ok(!etagMatches('W/"abd"', etag));
    assert.ok(!etagMatches(undefined, etag));
  });
});

describe('GET /api/products and /api/product through the cache', () => {
  test('a catalog reload by the seed loader is visible after invalidation, with a new ETag', async () => {
    const before = await t.inject({ method: 'GET', url: '/api/products', headers: { 'accept-encoding': 'br' } });
    const etag = String(before.headers.etag);
    const list = JSON.parse(brotliDecompressSync(before.rawPayload).toString()) as Product[];
    const renamed = fixtureSeed.products.map((p) => (p.productId === 1 ? { ...p, productName: 'BCMAS, renamed' } : p));
    try {
      await loadSeed(t.db, { ...fixtureSeed, products: renamed });
      t.app.catalog.invalidate();
      const after = await t.inject({ method: 'GET', url: '/api/products', headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
      assert.equal(after.statusCode, 200, 'the old ETag no longer matches');
      assert.notEqual(after.headers.etag, etag);
      const now = JSON.parse(brotliDecompressSync(after.rawPayload).toString()) as Product[];
      assert.equal(now.find((p) => p.productId === 1)!.productName, 'BCMAS, renamed');
      assert.equal(now.length, list.length);
      const one = await t.inject({ method: 'GET', url: '/api/product?slug=bcmas&type=certification', headers: { 'accept-encoding': 'gzip' } });
      assert.equal(one.headers['content-encoding'], 'gzip');
      assert.equal((JSON.parse(gunzipSync(one.rawPayload).toString()) as Product).productName, 'BCMAS, renamed');
      const unchanged = await t.inject({ method: 'GET', url: '/api/products', headers: { 'if-none-match': String(after.headers.etag) } });
      assert.equal(unchanged.statusCode, 304);
    } finally {
      await loadSeed(t.db, fixtureSeed);
      t.app.catalog.invalidate();
    }
  });

  test('bad queries still answer 400 and unknown slugs 404 on the synchronous path', async () => {
    await t.inject({ method: 'GET', url: '/api/products' }); // a snapshot is loaded
    assert.equal((await t.inject({ method: 'GET', url: '/api/product' })).statusCode, 400);
    const missing = await t.inject({ method: 'GET', url: '/api/product?slug=nope&type=certification' });
    assert.equal(missing.statusCode, 404);
    assert.equal(json(missing).error, 'Product not found');
  });
});
