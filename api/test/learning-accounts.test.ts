// New learning-platform accounts in a rush: a temporary password's hash (scrypt, ~100 ms) is made
// before the order's transaction, for the addresses that have no account yet only, so the
// transaction (PGlite's only connection in the embedded default) never waits on hashing, and a
// returning learner costs no hash at all. The emailed password is the stored hash's.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  embeddedLearningPlatform, verifyPassword, type LearningPlatform, type PreparedAccounts,
} from '../src/learning/learning-platform.js';
import { fixtureSeed } from './fixtures/catalog.js';
import { json, startApi, type TestApi } from './helpers.js';
import { mailCapture, type MailCapture } from './support/mail-capture.js';

const BUYER = 'lena@example.com';
const PAY_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', cardName: 'Lena Ortiz' };

/** What fulfilment asked of the platform: the addresses prepared, and what each ensureAccount was given. */
interface Seen { prepared: string[][]; ensured: { email: string; preparedFor: boolean }[]; inTransaction: boolean[] }

function watched(inner: LearningPlatform, seen: Seen, inTx: () => boolean): LearningPlatform {
  return {
    loginUrl: inner.loginUrl,
    async prepareAccounts(db, emails) {
      seen.inTransaction.push(inTx());
      const prepared = await inner.prepareAccounts(db, emails);
      seen.prepared.push([...prepared.keys()].sort());
      return prepared;
    },
    ensureAccount(tx, account, prepared?: PreparedAccounts) {
      seen.ensured.push({ email: account.email.toLowerCase(), preparedFor: Boolean(prepared?.has(account.email.toLowerCase())) });
      return inner.ensureAccount(tx, account, prepared);
    },
    enrol: (tx, e) => inner.enrol(tx, e),
    unenrol: (tx, e) => inner.unenrol(tx, e),
  };
}

let t: TestApi;
let mail: MailCapture;
let token: string;
const seen: Seen = { prepared: [], ensured: [], inTransaction: [] };
let transactions = 0;

before(async () => {
  mail = mailCapture();
  const learning = watched(embeddedLearningPlatform(), seen, () => transactions > 0);
  t = await startApi({
    seed: fixtureSeed,
    overrides: { purchase: { mail: { transport: mail.transport }, outbox: { pollMs: 60_000 }, sandboxRetryDelaysMs: [], learning } },
  });
  // counts the transactions running while the platform is asked to prepare
  const transaction = t.db.transaction.bind(t.db);
  t.db.transaction = async (fn) => {
    transactions++;
    try { return await transaction(fn); } finally { transactions--; }
  };
  token = await t.jwks.token(BUYER, { name: 'Lena Ortiz' });
});
after(async () => {
  await t?.close();
});

async function buy(over: Record<string, unknown>): Promise<void> {
  const r = await t.inject({
    method: 'POST', url: '/api/stripe-checkout', headers: { authorization: `Bearer ${token}` },
    payload: {
      termsAgreed: true, fullName: 'Lena Ortiz', email: BUYER, purchaseObj: { extraCert: [] },
      paymentType: 'fullPayment', couponCode: '', subscriptionMonth: 0, params: {}, ...over,
    },
  });
  assert.equal(r.statusCode, 201, r.body);
  const { url } = json<{ url: string }>(r);
  const paid = await t.inject({
    method: 'POST', url: new URL(url).pathname, headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...PAY_CARD, action: 'pay' }).toString(),
  });
  assert.equal(paid.statusCode, 303, paid.body);
  await t.app.purchase.outbox.idle();
}

const passwordIn = (to: string): string => {
  const m = mail.to(to).at(-1);
  assert.ok(m, `an email to ${to}`);
  return /Temporary password: (\S+)/.exec(m.text)?.[1] ?? '';
};
const storedHash = async (email: string) =>
  (await t.db.query<{ password_hash: string }>('SELECT password_hash FROM learning_accounts WHERE email = $1', [email]))[0]?.password_hash;

describe('accounts made for an order', () => {
  test('the learner and the seat holders without an account get a credential prepared outside the transaction', async () => {
    await buy({
      products: [{ productId: 1, quantity: 3, productDetailType: 'certification' }],
      purchaseObj: { region: 64, extraCert: [
        { productId: 1, name: 'Ann Lee', email: 'ann.lee@example.com', id: 70 },
        { productId: 1, name: 'Ben Cho', email: 'Ben.Cho@example.com', id: 64 },
        { productId: 1, name: 'Cy Dorn', email: '', id: 64 },
      ] },
    });
    assert.deepEqual(seen.prepared, [['ann.lee@example.com', 'ben.cho@example.com', BUYER].sort()]);
    assert.deepEqual(seen.inTransaction, [false]);
    assert.deepEqual(seen.ensured.map((e) => [e.email, e.preparedFor]).sort(), [
      ['ann.lee@example.com', true], ['ben.cho@example.com', true], [BUYER, true],
    ].sort());
    // each emailed password is the one whose hash was stored
    for (const email of [BUYER, 'ann.lee@example.com', 'ben.cho@example.com']) {
      assert.equal(await verifyPassword(passwordIn(email), (await storedHash(email))!), true, email);
    }
  });

  test('a returning learner: nothing prepared, no new password, the account kept', async () => {
    const before = await storedHash(BUYER);
    seen.prepared.length = 0;
    seen.ensured.length = 0;
    await buy({ products: [{ productId: 5, quantity: 1, productDetailType: 'report' }] });
    assert.deepEqual(seen.prepared, [[]]);
    assert.deepEqual(seen.ensured, [{ email: BUYER, preparedFor: false }]);
    assert.equal(await storedHash(BUYER), before);
    assert.doesNotMatch(mail.to(BUYER).at(-1)!.text, /Temporary password/);
  });
});

describe('the embedded platform', () => {
  const learning = embeddedLearningPlatform();

  test('prepareAccounts: one credential per new address (case and blanks folded), none for known ones', async () => {
    const prepared = await learning.prepareAccounts(t.db, [' New.One@example.com', 'new.one@example.com', '', BUYER]);
    assert.deepEqual([...prepared.keys()], ['new.one@example.com']);
    const c = prepared.get('new.one@example.com')!;
    assert.equal(await verifyPassword(c.password, c.hash), true);
  });

  test('an address that got its account between preparing and the transaction keeps it', async () => {
    const prepared = await learning.prepareAccounts(t.db, ['race@example.com']);
    const first = await t.db.transaction((tx) => learning.ensureAccount(tx, { email: 'race@example.com', fullName: 'First' }));
    assert.equal(first.created, true);
    const hash = await storedHash('race@example.com');
    const second = await t.db.transaction((tx) => learning.ensureAccount(tx, { email: 'race@example.com', fullName: 'Second' }, prepared));
    assert.deepEqual(second, { email: 'race@example.com', created: false, temporaryPassword: null });
    assert.equal(await storedHash('race@example.com'), hash);
    assert.equal(await verifyPassword(first.temporaryPassword!, hash!), true);
  });

  test('without a prepared credential a new account is still made, with its own password', async () => {
    const made = await t.db.transaction((tx) => learning.ensureAccount(tx, { email: 'plain@example.com', fullName: 'Plain' }));
    assert.equal(made.created, true);
    assert.equal(await verifyPassword(made.temporaryPassword!, (await storedHash('plain@example.com'))!), true);
  });
});
