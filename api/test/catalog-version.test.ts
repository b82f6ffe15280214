// One price everywhere: a price changed in the database — by SQL, with no call into the
// API — is what GET /api/cart and GET /api/products show within 1 s (both answer from the catalog
// snapshot, with no database query per view: the trigger's NOTIFY reaches the instance's LISTEN, on
// PGlite the process's own notification, and the snapshot is replaced), and the checkout charges at
// once (it records the session only at the database's catalog version: checkout-at-version.test.ts).
// A checkout sent with the prices the buyer was shown before the change is refused (409, the cart
// priced anew, nothing written); sent with the new ones it is charged them. On PostgreSQL, an
// instance whose listening connection was cut catches up with changes made meanwhile when it is back
// (it re-reads the version).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { priceChangedBodySchema } from 'shared-api/contract';
import { buildApi } from '../src/app.js';
import { CATALOG_CHANNEL } from '../src/catalog/cache.js';
import type { FastifyInstance } from 'fastify';
import { fixtureSeed } from './fixtures/catalog.js';
import { AUDIENCE, cartParam, count, ISSUER, json, onPostgres, startApi, type TestApi } from './helpers.js';
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
const cartTotal = async (app: { inject: FastifyInstance['inject'] }) =>
  json<{ cartTotal: number }>(await app.inject({ method: 'GET', url: `/api/cart?cart=${cartParam(pacsLine)}` })).cartTotal;
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

  const checkoutBody = (shown: { shownTotalCents?: number; shownLines?: { productId: number; unitCents: number }[] } = {}, couponCode = '') => ({
    products: pacsLine, purchaseObj: { extraCert: [] }, email: 'price-check@example.com', fullName: 'Pat Price',
    termsAgreed: true, paymentType: 'fullPayment', couponCode, subscriptionMonth: 0, params: {}, ...shown,
  });
  const checkout = (body: object) => t.inject({ method: 'POST', url: '/api/stripe-checkout', headers: { authorization: `Bearer ${token}` }, payload: body });

  test('GET /api/cart asks the database nothing while its snapshot is current', async () => {
    assert.equal(await cartTotal(t.app), 1499); // the snapshot is loaded
    const query = t.db.query;
    let queries = 0;
    t.db.query = ((...args: Parameters<typeof query>) => { queries++; return query.apply(t.db, args); }) as typeof query;
    try {
      for (let i = 0; i < 5; i++) assert.equal(await cartTotal(t.app), 1499);
    } finally {
      t.db.query = query;
    }
    assert.equal(queries, 0);
  });

  test('is shown by the cart and listed within 1 s; a checkout at the price shown before is refused with the cart priced anew, at the new price it is charged', async () => {
    assert.equal(await listedPrice(t.app), 1499); // the snapshot is loaded
    assert.equal(await cartTotal(t.app), 1499);
    const [{ version: v0 }] = await t.db.query<{ version: number }>('SELECT version FROM catalog_version') as [{ version: number }];
    await t.db.query('UPDATE products SET product_price = 1234 WHERE product_id = 2');
    const [{ version: v1 }] = await t.db.query<{ version: number }>('SELECT version FROM catalog_version') as [{ version: number }];
    assert.equal(v1, v0 + 1, 'the trigger bumps the catalog version');

    // the cart within 1 s (polled, no fixed wait)
    assert.ok(await within(1000, () => cartTotal(t.app), 1234) <= 1000);

    // a buyer shown the old price: refused, with the reason and the cart at the new price; nothing written
    const sessions = await count(t.db, 'checkout_sessions');
    const stale = await checkout(checkoutBody({ shownTotalCents: 149_900, shownLines: [{ productId: 2, unitCents: 149_900 }] }));
    assert.equal(stale.statusCode, 409, stale.body);
    const refusal = priceChangedBodySchema.parse(json(stale));
    assert.equal(refusal.message, 'The price of Prior Authorization Certified Specialist (PACS) changed from $1,499.00 to $1,234.00 since your cart was shown. Please review your order.');
    assert.deepEqual(refusal.cart.items.map((i) => [i.productId, i.productPrice, i.quantity, i.lineTotal]), [[2, 1234, 1, 1234]]);
    assert.equal(refusal.cart.cartTotal, 1234);
    assert.equal(stale.headers['cache-control'], 'no-store');
    assert.equal(await count(t.db, 'checkout_sessions'), sessions, 'no session opened');
    // the total alone (a client that sends only it) is checked too
    const staleTotal = await checkout(checkoutBody({ shownTotalCents: 149_900 }));
    assert.equal(staleTotal.statusCode, 409);
    assert.match(json(staleTotal).message as string, /^The total of your order changed from \$1,499\.00 to \$1,234\.00 since it was shown/);
    assert.equal(await count(t.db, 'checkout_sessions'), sessions, 'no session opened');

    // shown the new price (the cart the 409 brought): charged it
    const fresh = await checkout(checkoutBody({ shownTotalCents: 123_400, shownLines: [{ productId: 2, unitCents: 123_400 }] }));
    assert.equal(fresh.statusCode, 201, fresh.body);
    assert.equal(json(fresh).amountTotal, 1234);
    const [session] = await t.db.query<{ total_cents: number }>('SELECT total_cents FROM checkout_sessions WHERE id = $1', [json(fresh).sessionId]);
    assert.equal(Number(session!.total_cents), 123_400);
    assert.equal(await count(t.db, 'checkout_sessions'), sessions + 1);

    const ms = await within(1000, () => listedPrice(t.app), 1234);
    assert.ok(ms <= 1000);
    const one = await t.inject({ method: 'GET', url: '/api/product?slug=pacs&type=certification' });
    assert.equal(json(one).productPrice, 1234);
  });

  test('a promotion code changed by SQL applies at once; a checkout at the total shown before is refused', async () => {
    const shownAt15 = json(await t.inject({
      method: 'GET', url: `/api/promocode?cart=${cartParam(pacsLine)}&coupon=save15`, headers: { authorization: `Bearer ${token}` },
    }));
    assert.equal(shownAt15.discountedTotal, 1048.9); // 1234 − 15 %
    await t.db.query("UPDATE promo_codes SET value = 50 WHERE code = 'SAVE15'");
    const r = await t.inject({
      method: 'GET', url: `/api/promocode?cart=${cartParam(pacsLine)}&coupon=save15`, headers: { authorization: `Bearer ${token}` },
    });
    assert.equal(json(r).status, 'success');
    assert.equal(json(r).discountedTotal, 617);

    const sessions = await count(t.db, 'checkout_sessions');
    const stale = await checkout(checkoutBody({ shownTotalCents: 104_890, shownLines: [{ productId: 2, unitCents: 123_400 }] }, 'SAVE15'));
    assert.equal(stale.statusCode, 409, stale.body);
    assert.equal(json(stale).message, 'The total of your order changed from $1,048.90 to $617.00 since it was shown. Please review your order.');
    assert.equal(await count(t.db, 'checkout_sessions'), sessions);
    const fresh = await checkout(checkoutBody({ shownTotalCents: 61_700, shownLines: [{ productId: 2, unitCents: 123_400 }] }, 'SAVE15'));
    assert.equal(fresh.statusCode, 201, fresh.body);
    assert.equal(json(fresh).amountTotal, 617);
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
    await proxy.cut(); // resolves once the instance's connections through it are dropped and new ones refused
    // a witness listening on its own connection, not through the proxy: when it has the change's
    // notification, so would the instance, had it been listening
    const schema = (t.db as { schema?: string }).schema!;
    let heard!: () => void;
    const notified = new Promise<void>((r) => { heard = r; });
    const witness = await t.db.listen!(CATALOG_CHANNEL, { onNotify: (p) => { if (p.startsWith(`${schema}:`)) heard(); }, onConnect: () => undefined });
    try {
      await t.db.query('UPDATE products SET product_price = 1111 WHERE product_id = 2');
      await notified;
    } finally {
      await witness.close();
    }
    assert.equal(await listedPrice(app), 1499, 'cut off: the snapshot stays (and the notification is lost)');
    await proxy.restore();
    await within(5_000, () => listedPrice(app), 1111);
  });
});



