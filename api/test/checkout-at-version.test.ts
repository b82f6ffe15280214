// A checkout priced from the catalog snapshot (payments/open-checkout.ts, the path most orders take):
// a new order is recorded by one statement and no transaction, the same order again finds its session
// the same way; and a snapshot older than the database never decides a price. Each case below is an
// order priced from a snapshot taken before a change made by SQL (no notification has replaced it):
// the answer must be the one the database's prices give (openCheckout without a snapshot, in a
// transaction), never a session at the snapshot's prices.
import assert from 'node:assert/strict';
import { after, before, beforeEach, test } from 'node:test';
import { checkoutRequestSchema, type CheckoutRequestInput } from 'shared-api/contract';
import type { CatalogSnapshot } from '../src/catalog/cache.js';
import type { Db } from '../src/db/db.js';
import { HttpError } from '../src/errors.js';
import { openCheckout, PriceChangedError } from '../src/payments/open-checkout.js';
import { createSandboxProvider } from '../src/payments/sandbox-provider.js';
import { SESSION_TTL_MS } from '../src/payments/repository.js';
import { fixtureSeed } from './fixtures/catalog.js';
import { count, startApi, type TestApi } from './helpers.js';

let t: TestApi;
before(async () => { t = await startApi({ seed: fixtureSeed }); });
after(async () => { await t?.close(); });
beforeEach(async () => {
  await t.db.query('DELETE FROM checkout_sessions');
  // the fixture's prices and codes back, and a snapshot of them
  await t.db.query('UPDATE products SET product_price = 1499 WHERE product_id = 2 AND product_price <> 1499');
  await t.db.query("UPDATE promo_codes SET value = 15, active = true WHERE code = 'SAVE15' AND (value <> 15 OR NOT active)");
});

const buyer = { email: 'dana@example.com', sub: 'auth0|dana' };
const siteUrl = 'http://localhost:8080';

function order(over: Partial<Record<string, unknown>> = {}): CheckoutRequestInput {
  return checkoutRequestSchema.parse({
    products: [{ productId: 2, quantity: 1, productDetailType: 'certification' }], purchaseObj: { extraCert: [] },
    email: 'dana@example.com', fullName: 'Dana Reyes', termsAgreed: true, paymentType: 'fullPayment', couponCode: '',
    subscriptionMonth: 0, params: {}, ...over,
  });
}

/** The database as the checkout sees it, counting its statements and transactions. */
function counted(db: Db) {
  const seen = { statements: 0, transactions: 0 };
  const wrapped: Db = Object.create(db) as Db;
  wrapped.query = ((...args: Parameters<Db['query']>) => { seen.statements++; return db.query(...args); }) as Db['query'];
  wrapped.transaction = ((fn: Parameters<Db['transaction']>[0]) => { seen.transactions++; return db.transaction(fn); }) as Db['transaction'];
  return { db: wrapped, seen };
}

/** The current snapshot (loaded when there is none yet). */
async function snapshotNow(): Promise<CatalogSnapshot> {
  return t.app.catalog.get();
}

/** What openCheckout answers: the session's total, or the refusal's status and message. */
async function outcome(p: Promise<{ order: { totalAmount: number } }>): Promise<string> {
  try {
    return `opened at ${(await p).order.totalAmount}`;
  } catch (e) {
    if (e instanceof HttpError) return `${e.statusCode} ${e.message}`;
    throw e;
  }
}

test('a new order: one statement, no transaction; the same order again: its session, the same way', async () => {
  const snapshot = await snapshotNow();
  const { db, seen } = counted(t.db);
  const provider = createSandboxProvider(db);
  const first = await openCheckout(db, provider, { request: order(), buyer, siteUrl, now: new Date(), snapshot });
  assert.deepEqual(seen, { statements: 1, transactions: 0 });
  assert.equal(first.order.totalAmount, 149_900);
  const again = await openCheckout(db, provider, { request: order(), buyer, siteUrl, now: new Date(), snapshot });
  assert.deepEqual(seen, { statements: 2, transactions: 0 });
  assert.deepEqual(again.session, first.session);
  const [row] = await t.db.query<{ total_cents: number; status: string }>('SELECT total_cents, status FROM checkout_sessions WHERE id = $1', [first.session.id]);
  assert.deepEqual({ ...row, total_cents: Number(row!.total_cents) }, { total_cents: 149_900, status: 'open' });
  assert.equal(await count(t.db, 'checkout_sessions'), 1);
});

test('a price changed after the snapshot: shown the old price, refused with the new one and nothing written', async () => {
  const old = await snapshotNow();
  await t.db.query('UPDATE products SET product_price = 1234 WHERE product_id = 2');
  const provider = createSandboxProvider(t.db);
  const shownOld = order({ shownTotalCents: 149_900, shownLines: [{ productId: 2, unitCents: 149_900 }] });
  await assert.rejects(
    openCheckout(t.db, provider, { request: shownOld, buyer, siteUrl, now: new Date(), snapshot: old }),
    (e: unknown) => e instanceof PriceChangedError && /changed from \$1,499\.00 to \$1,234\.00/.test(e.message) && e.cart.cartTotal === 1234,
  );
  // without shown prices (an older client): charged the database's price, not the snapshot's
  const opened = await openCheckout(t.db, provider, { request: order(), buyer, siteUrl, now: new Date(), snapshot: old });
  assert.equal(opened.order.totalAmount, 123_400);
  const rows = await t.db.query<{ total_cents: number }>('SELECT total_cents FROM checkout_sessions');
  assert.deepEqual(rows.map((r) => Number(r.total_cents)), [123_400]);
});

test('shown the new price while the snapshot still has the old one: charged the new price', async () => {
  const old = await snapshotNow();
  await t.db.query('UPDATE products SET product_price = 1234 WHERE product_id = 2');
  const shownNew = order({ shownTotalCents: 123_400, shownLines: [{ productId: 2, unitCents: 123_400 }] });
  const opened = await openCheckout(t.db, createSandboxProvider(t.db), { request: shownNew, buyer, siteUrl, now: new Date(), snapshot: old });
  assert.equal(opened.order.totalAmount, 123_400);
});

test('the same order opened before a price change is not handed out again at the old price', async () => {
  const old = await snapshotNow();
  const provider = createSandboxProvider(t.db);
  const shownOld = order({ shownTotalCents: 149_900, shownLines: [{ productId: 2, unitCents: 149_900 }] });
  await openCheckout(t.db, provider, { request: shownOld, buyer, siteUrl, now: new Date(), snapshot: old });
  await t.db.query('UPDATE products SET product_price = 1234 WHERE product_id = 2');
  // the snapshot still prices it at 1,499 and the open session of that order is there: the database says 1,234
  assert.equal(
    await outcome(openCheckout(t.db, provider, { request: shownOld, buyer, siteUrl, now: new Date(), snapshot: old })),
    '409 The price of Prior Authorization Certified Specialist (PACS) changed from $1,499.00 to $1,234.00 since your cart was shown. Please review your order.',
  );
});

test('a promotion code changed or withdrawn after the snapshot: answered as the database has it', async () => {
  const provider = createSandboxProvider(t.db);
  const withCode = (shownTotalCents: number) => order({ couponCode: 'save15', shownTotalCents, shownLines: [{ productId: 2, unitCents: 149_900 }] });
  for (const change of ["UPDATE promo_codes SET value = 50 WHERE code = 'SAVE15'", "UPDATE promo_codes SET active = false WHERE code = 'SAVE15'"]) {
    await t.db.query("UPDATE promo_codes SET value = 15, active = true WHERE code = 'SAVE15'");
    const old = await snapshotNow();
    await t.db.query(change);
    const sessions = await count(t.db, 'checkout_sessions');
    const fromSnapshot = await outcome(openCheckout(t.db, provider, { request: withCode(127_415), buyer, siteUrl, now: new Date(), snapshot: old }));
    const fromDatabase = await outcome(openCheckout(t.db, provider, { request: withCode(127_415), buyer, siteUrl, now: new Date() }));
    assert.equal(fromSnapshot, fromDatabase, change);
    assert.doesNotMatch(fromSnapshot, /^opened/, change);
    assert.equal(await count(t.db, 'checkout_sessions'), sessions, `${change}: nothing written`);
  }
  // unchanged, the code applies from the snapshot
  await t.db.query("UPDATE promo_codes SET value = 15, active = true WHERE code = 'SAVE15'");
  const { db, seen } = counted(t.db);
  const opened = await openCheckout(db, createSandboxProvider(db), { request: withCode(127_415), buyer, siteUrl, now: new Date(), snapshot: await snapshotNow() });
  assert.equal(opened.order.totalAmount, 127_415);
  assert.deepEqual(seen, { statements: 2, transactions: 0 }, 'the code and the catalog version in one read, the session in one statement');
});

test('a program beside a bundle that includes it: refused the same way from the snapshot and in the transaction, nothing written', async () => {
  const provider = createSandboxProvider(t.db);
  const line = (productId: number) => ({ productId, quantity: 1, productDetailType: 'x' });
  // the Career Bundle (7) includes BCMAS (1) and PACS (2)
  const both = order({ products: [line(1), line(7)], purchaseObj: { region: 64, extraCert: [] } });
  const refusal = '400 Career Bundle already includes Board Certified Medical Affairs Specialist (BCMAS), which is also in this order: '
    + 'remove it (or the bundle) so that nothing is paid for twice.';
  assert.equal(await outcome(openCheckout(t.db, provider, { request: both, buyer, siteUrl, now: new Date(), snapshot: await snapshotNow() })), refusal);
  assert.equal(await outcome(openCheckout(t.db, provider, { request: both, buyer, siteUrl, now: new Date() })), refusal, 'in the transaction');
  assert.equal(await count(t.db, 'checkout_sessions'), 0);
  // a program added to the bundle after the snapshot: the database's bundle decides
  const old = await snapshotNow();
  await t.db.query("INSERT INTO product_relations (product_id, kind, related_product_id, position) VALUES (7, 'bundle_products', 5, 9)");
  try {
    const withReport = order({ products: [line(7), line(5)] });
    const fromSnapshot = await outcome(openCheckout(t.db, provider, { request: withReport, buyer, siteUrl, now: new Date(), snapshot: old }));
    assert.equal(fromSnapshot, '400 Career Bundle already includes MSL Compensation Report, which is also in this order: remove it (or the bundle) so that nothing is paid for twice.');
    assert.equal(await outcome(openCheckout(t.db, provider, { request: withReport, buyer, siteUrl, now: new Date() })), fromSnapshot);
    assert.equal(await count(t.db, 'checkout_sessions'), 0);
  } finally {
    await t.db.query("DELETE FROM product_relations WHERE product_id = 7 AND kind = 'bundle_products' AND related_product_id = 5");
  }
  // the bundle alone opens, from the snapshot
  assert.equal(await outcome(openCheckout(t.db, provider, { request: order({ products: [line(7)] }), buyer, siteUrl, now: new Date(), snapshot: await snapshotNow() })), 'opened at 299900');
});

test('an open session past its expiry: marked expired and the order gets a new one (through the transaction)', async () => {
  let now = Date.now();
  const provider = createSandboxProvider(t.db, { now: () => new Date(now) });
  const snapshot = await snapshotNow();
  const first = await openCheckout(t.db, provider, { request: order(), buyer, siteUrl, now: new Date(now), snapshot });
  now += SESSION_TTL_MS + 1000;
  const second = await openCheckout(t.db, provider, { request: order(), buyer, siteUrl, now: new Date(now), snapshot });
  assert.notEqual(second.session.id, first.session.id);
  const rows = await t.db.query<{ id: string; status: string }>('SELECT id, status FROM checkout_sessions');
  assert.deepEqual(Object.fromEntries(rows.map((r) => [r.id, r.status])), { [first.session.id]: 'expired', [second.session.id]: 'open' });
});

test('many buyers at once, each order twice: one session per order', async () => {
  const snapshot = await snapshotNow();
  const provider = createSandboxProvider(t.db);
  const buyers = Array.from({ length: 20 }, (_, i) => ({ email: `b${i}@example.com`, sub: `auth0|b${i}` }));
  const opened = await Promise.all(buyers.flatMap((b) => [0, 1].map(() => openCheckout(t.db, provider, { request: order(), buyer: b, siteUrl, now: new Date(), snapshot }))));
  for (let i = 0; i < buyers.length; i++) assert.equal(opened[2 * i]!.session.id, opened[2 * i + 1]!.session.id);
  assert.equal(await count(t.db, 'checkout_sessions'), buyers.length);
});
