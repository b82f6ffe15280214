// One price everywhere (issue 22): a price changed in the database — by SQL, with no call into the
// API — is what the cart shows and the checkout charges at once (both read the database in the
// request, checkout in the transaction that records the session), and what GET /api/products shows
// within 1 s (the trigger's NOTIFY reaches the instance's LISTEN; on PGlite the process's own
// notification). On PostgreSQL, an instance whose listening connection was cut catches up with
// changes made meanwhile when it is back (it re-reads the version).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { buildApi } from '../src/app.js';
import type { FastifyInstance } from 'fastify';
import { fixtureSeed } from './fixtures/catalog.js';
import { AUDIENCE, cartParam, ISSUER, json, onPostgres, startApi, type TestApi } from './helpers.js';
import { startProxy, type TcpProxy } from './support/tcp-proxy.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `read` until it returns `want` or `ms` pass; returns how long it took. */
async function within(ms: number, read: () => Promise<unknown>, want: unknown): Promise<number> {
  const start = Date.now();
  let last: unknown;
  while (Date.now() - start <= ms) {
    last = await read();
    if (last === want) return Date.now() - start;
    await sleep(20);
  }
  assert.fail(`expected ${String(want)} within ${ms} ms, still ${String(last)}`);
}

const pacsLine = [{ productId: 2, quantity: 1, productDetailType: 'certification' }];
const listedPrice = async (app: { inject: FastifyInstance['inject'] }, id = 2) =>
  (JSON.parse((await app.inject({ method: 'GET', url: '/api/products' })).body) as { productId: number; productPrice: number }[])
    .find((p) => p.productId === id)!.productPrice;

describe('a price changed by SQL', () => {
  let t: TestApi;
  let token: string;
  before(async () => {
    // a long TTL: only the version's notification can make the list change in time
    t = await startApi({ seed: fixtureSeed, overrides: { catalogCacheTtlMs: 3_600_000 } });
    token = await t.jwks.token('price-check@example.com');
  });
  after(async () => t?.close());

  test('is shown and charged at once by the cart and the checkout, and listed within 1 s', async () => {
    assert.equal(await listedPrice(t.app), 1499); // the snapshot is loaded
    const [{ version: v0 }] = await t.db.query<{ version: number }>('SELECT version FROM catalog_version') as [{ version: number }];
    await t.db.query('UPDATE products SET product_price = 1234 WHERE product_id = 2');
    const [{ version: v1 }] = await t.db.query<{ version: number }>('SELECT version FROM catalog_version') as [{ version: number }];
    assert.equal(v1, v0 + 1, 'the trigger bumps the catalog version');

    const cart = await t.inject({ method: 'GET', url: `/api/cart?cart=${cartParam(pacsLine)}` });
    assert.equal(json(cart).cartTotal, 1234);
    const checkout = await t.inject({
      method: 'POST', url: '/api/stripe-checkout', headers: { authorization: `Bearer ${token}` },
      payload: {
        products: pacsLine, purchaseObj: { extraCert: [] }, email: 'price-check@example.com', fullName: 'Pat Price',
        termsAgreed: true, paymentType: 'fullPayment', couponCode: '', subscriptionMonth: 0, params: {},
      },
    });
    assert.equal(checkout.statusCode, 201, checkout.body);
    assert.equal(json(checkout).amountTotal, 1234);
    const [session] = await t.db.query<{ total_cents: number }>('SELECT total_cents FROM checkout_sessions WHERE id = $1', [json(checkout).sessionId]);
    assert.equal(Number(session!.total_cents), 123_400);

    const ms = await within(1000, () => listedPrice(t.app), 1234);
    assert.ok(ms <= 1000);
    const one = await t.inject({ method: 'GET', url: '/api/product?slug=pacs&type=certification' });
    assert.equal(json(one).productPrice, 1234);
  });

  test('a promotion code changed by SQL applies at once', async () => {
    await t.db.query("UPDATE promo_codes SET value = 50 WHERE code = 'SAVE15'");
    const r = await t.inject({
      method: 'GET', url: `/api/promocode?cart=${cartParam(pacsLine)}&coupon=save15`, headers: { authorization: `Bearer ${token}` },
    });
    assert.equal(json(r).status, 'success');
    assert.equal(json(r).discountedTotal, 617);
  });
});

describe('PostgreSQL: the listening connection lost and back', { skip: !onPostgres && 'needs DATABASE_URL (PostgreSQL); PGlite has no connection to lose' }, () => {
  let t: TestApi;
  let proxy: TcpProxy;
  let app: FastifyInstance;
  before(async () => {
    t = await startApi({ seed: fixtureSeed });
    const url = new URL(process.env.DATABASE_URL!);
    proxy = await startProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    const schema = (t.db as { schema?: string }).schema!;
    app = await buildApi({
      databaseUrl: url.toString(), databaseSchema: schema, auth: { jwksUrl: t.jwks.url, issuer: ISSUER, audience: AUDIENCE },
      catalogCacheTtlMs: 3_600_000,
    });
  });
  after(async () => {
    await app?.close();
    await proxy?.close();
    await t?.close();
  });

  test('a change made while the instance could not listen is picked up when it can again', async () => {
    assert.equal(await listedPrice(app), 1499);
    await proxy.cut();
    await sleep(300);
    await t.db.query('UPDATE products SET product_price = 1111 WHERE product_id = 2');
    await sleep(300);
    assert.equal(await listedPrice(app), 1499, 'cut off: the snapshot stays (and the notification is lost)');
    await proxy.restore();
    await within(5_000, () => listedPrice(app), 1111);
  });
});



