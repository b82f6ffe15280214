// The sandbox provider's sessions by idempotency key (payments/sandbox-provider.ts): a new order is
// recorded with one insert; the same order again (a double click, a retry, a concurrent request)
// gets the open session; an open session past its expiry is marked expired and a new one recorded.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { CreateSessionInput } from '../src/payments/provider.js';
import { createSandboxProvider } from '../src/payments/sandbox-provider.js';
import { SESSION_TTL_MS } from '../src/payments/repository.js';
import { fixtureSeed } from './fixtures/catalog.js';
import { startApi, type TestApi } from './helpers.js';

let t: TestApi;
before(async () => { t = await startApi({ seed: fixtureSeed }); });
after(async () => { await t?.close(); });

const input = (key: string): CreateSessionInput => ({
  buyerEmail: 'dana@example.com', buyerSub: 'user|dana', learnerEmail: 'dana@example.com', fullName: 'Dana Reyes',
  lines: [{ productId: 2, productType: 'certification', productDetailType: 'certification', productName: 'PACS', productTagLine: '', productImage: '', quantity: 1, unitAmount: 149900, discountAmount: 0, totalAmount: 149900 }],
  subtotalAmount: 149900, discountAmount: 0, totalAmount: 149900, currency: 'usd', couponCode: null, paymentType: 'fullPayment',
  installmentMonths: 0, region: null, licenseHolders: [], utm: {}, siteOrigin: 'http://localhost:8080',
  successUrl: 'http://localhost:8080/success?session_id={CHECKOUT_SESSION_ID}', cancelUrl: 'http://localhost:8080/cancel', idempotencyKey: key,
});
const sessionsOf = (key: string) =>
  t.db.query<{ id: string; status: string }>('SELECT id, status FROM checkout_sessions WHERE idempotency_key = $1 ORDER BY created_at, id', [key]);

test('the same order again, one after the other or at once: the one open session', async () => {
  const sandbox = createSandboxProvider(t.db);
  const first = await sandbox.createSession(input('same'));
  assert.deepEqual(await sandbox.createSession(input('same')), first);
  const together = await Promise.all(Array.from({ length: 5 }, () => t.db.transaction((tx) => sandbox.createSession(input('together'), tx))));
  assert.equal(new Set(together.map((s) => s.id)).size, 1);
  assert.deepEqual((await sessionsOf('same')).map((s) => s.id), [first.id]);
  assert.equal((await sessionsOf('together')).length, 1);
});

test('an open session past its expiry is marked expired; the order gets a new one', async () => {
  let now = Date.now();
  const sandbox = createSandboxProvider(t.db, { now: () => new Date(now) });
  const old = await sandbox.createSession(input('later'));
  now += SESSION_TTL_MS + 1000;
  const fresh = await t.db.transaction((tx) => sandbox.createSession(input('later'), tx));
  assert.notEqual(fresh.id, old.id);
  const rows = await sessionsOf('later');
  assert.deepEqual(Object.fromEntries(rows.map((r) => [r.id, r.status])), { [old.id]: 'expired', [fresh.id]: 'open' });
});
