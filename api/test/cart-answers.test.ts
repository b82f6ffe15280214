// GET /cart's kept answers (cart/answers.ts): one per cart and catalog snapshot, holding until the
// first end of an event among its lines, bounded, least recently used first.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { CartResponse } from 'shared-api/contract';
import { CartAnswers, cartKey, heldUntil } from '../src/cart/answers.js';
import { fixtureSeed } from './fixtures/catalog.js';
import { cartParam, json, startApi, type TestApi } from './helpers.js';

const CART: CartResponse = { items: [], cartTotal: 0, cartLength: 0 };

describe('CartAnswers', () => {
  test('the key is the query as sent', () => {
    assert.equal(cartKey('/api/cart?cart=%5B%5D'), 'cart=%5B%5D');
    assert.equal(cartKey('/api/cart'), '');
  });

  test('an answer holds until the first end of an event among its lines, after now', () => {
    const at = (iso: string) => Date.parse(iso);
    const lines = [
      { eventStartDate: null, eventEndDate: null },
      { eventStartDate: '2030-05-14T09:00:00-04:00', eventEndDate: '2030-05-14T17:00:00-04:00' },
      { eventStartDate: '2030-03-01T09:00:00Z', eventEndDate: null },
      { eventStartDate: '2020-01-01T09:00:00Z', eventEndDate: null }, // over already: marked, stays so
    ];
    assert.equal(heldUntil(lines, at('2029-01-01T00:00:00Z')), at('2030-03-01T09:00:00Z'));
    assert.equal(heldUntil(lines, at('2030-04-01T00:00:00Z')), at('2030-05-14T17:00:00-04:00'));
    assert.equal(heldUntil(lines.slice(0, 1), 0), Number.POSITIVE_INFINITY);
  });

  test('found only for its snapshot and before it stops holding; at most `max`, the least recently used out first', () => {
    const a = new CartAnswers(3);
    const snap = {};
    const ended = [{ eventStartDate: '2030-01-01T00:00:00Z', eventEndDate: null }];
    a.keep(snap, 'k1', CART, [], 0, {});
    a.keep(snap, 'k2', CART, ended, 0, {});
    assert.ok(a.find(snap, 'k1', 1, {}));
    assert.equal(a.find({}, 'k1', 1, {}), undefined, 'another snapshot: a miss, and the entry goes');
    assert.equal(a.find(snap, 'k1', 1, {}), undefined);
    assert.equal(a.find(snap, 'k2', Date.parse('2030-01-01T00:00:00Z'), {}), undefined, 'the event has ended');
    for (const k of ['k3', 'k4', 'k5']) a.keep(snap, k, CART, [], 0, {});
    assert.ok(a.find(snap, 'k3', 1, {})); // k3 used: k4 is now the oldest
    a.keep(snap, 'k6', CART, [], 0, {});
    assert.equal(a.size, 3);
    assert.equal(a.find(snap, 'k4', 1, {}), undefined);
    assert.ok(a.find(snap, 'k3', 1, {}) && a.find(snap, 'k5', 1, {}) && a.find(snap, 'k6', 1, {}));
  });
});

describe('GET /api/cart with an event\'s ticket, across its end', () => {
  const END = Date.parse('2030-05-14T17:00:00-04:00');
  let now = END - 60_000;
  let t: TestApi;
  before(async () => { t = await startApi({ seed: fixtureSeed, overrides: { clock: () => new Date(now) } }); });
  after(async () => { await t?.close(); });

  const cart = async () => json<CartResponse>(await t.inject({
    method: 'GET', url: `/api/cart?cart=${cartParam([{ productId: 6, quantity: 2, productDetailType: 'event' }, { productId: 2, quantity: 1, productDetailType: 'certification' }])}`,
  }));

  test('on sale until it ends (the same answer twice), then marked and out of the total', async () => {
    const first = await cart();
    assert.equal(first.cartTotal, 2 * 899 + 1499);
    assert.deepEqual(await cart(), first);
    now = END;
    const after = await cart();
    assert.equal(after.cartTotal, 1499);
    assert.match(after.items[0]!.notOnSale ?? '', /Medical Affairs Leadership Forum took place on May 14, 2030/);
  });
});
