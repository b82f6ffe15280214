import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { OrderHistoryEntry } from 'shared-api/contract';
import { fixtureSeed } from './fixtures/catalog.js';
import { count, json, startApi, type TestApi } from './helpers.js';

let t: TestApi;
before(async () => {
  t = await startApi({ seed: fixtureSeed });
  const order = async (receipt: string, email: string, created: string, mode: string, lines: [number, string, number][]) => {
    const [o] = await t.db.query<{ id: number }>(
      `INSERT INTO orders (receipt_id, session_id, email, full_name, payment_mode, total, created_at)
       VALUES ($1, $2, $3, 'Test Buyer', $4, $5, $6) RETURNING id`,
      [receipt, `cs_${receipt}`, email, mode, lines.reduce((s, l) => s + l[2], 0), created],
    );
    let pos = 0;
    for (const [productId, name, total] of lines) {
      await t.db.query(
        `INSERT INTO order_lines (order_id, product_id, product_type, product_name, product_tag_line, product_image, quantity, unit_price, total, position)
         VALUES ($1, $2, 'certification', $3, 'Board Certification', '/images/x.svg', 1, $4, $4, $5)`,
        [o!.id, productId, name, total, pos++],
      );
    }
  };
  await order('R-1001', 'owner@example.com', '2025-01-10T10:00:00Z', 'payment', [[1, 'BCMAS', 2399.99], [5, 'MSL Report', 299.99]]);
  await order('R-1002', 'Owner@Example.com', '2025-02-01T10:00:00Z', 'subscription', [[2, 'PACS', 1499]]);
  await order('R-2001', 'someone-else@example.com', '2025-03-01T10:00:00Z', 'payment', [[3, 'Extension', 479]]);
});
after(async () => {
  await t?.close();
});

const history = async (email: string, query: string) =>
  t.inject({ method: 'GET', url: `/api/order-history${query}`, headers: { authorization: `Bearer ${await t.jwks.token(email)}` } });

describe('GET /api/order-history', () => {
  test('lists the signed-in user\'s order lines, newest first', async () => {
    const r = await history('owner@example.com', '?email=owner%40example.com');
    assert.equal(r.statusCode, 200);
    const list = json<OrderHistoryEntry[]>(r);
    assert.deepEqual(list.map((e) => [e.recieptId, e.productName, e.productTotal, e.paymentMode]), [
      ['R-1002', 'PACS', 1499, 'subscription'],
      ['R-1001', 'BCMAS', 2399.99, 'payment'],
      ['R-1001', 'MSL Report', 299.99, 'payment'],
    ]);
    assert.equal(list[1]!.created, Date.parse('2025-01-10T10:00:00Z') / 1000);
    assert.equal(list[1]!.productTagLine, 'Board Certification');
    assert.equal(list[1]!.productImage, '/images/x.svg');
    assert.equal(r.headers['cache-control'], 'private, no-store');
  });
  test('the email may be left out: the token says who it is', async () => {
    const list = json<OrderHistoryEntry[]>(await history('someone-else@example.com', ''));
    assert.deepEqual(list.map((e) => e.recieptId), ['R-2001']);
  });
  test('another person\'s email is a 403 and leaks nothing', async () => {
    const r = await history('owner@example.com', '?email=someone-else%40example.com');
    assert.equal(r.statusCode, 403);
    assert.doesNotMatch(r.body, /R-2001|Extension/);
  });
  test('an invalid email is a 400', async () => {
    const r = await history('owner@example.com', '?email=nope');
    assert.equal(r.statusCode, 400);
    assert.match(String(json(r).message), /email/);
  });
  test('a user without orders gets an empty list', async () => {
    assert.deepEqual(json(await history('new@example.com', '?email=new%40example.com')), []);
  });
});

describe('POST /api/leads', () => {
  const post = (payload: unknown) => t.inject({ method: 'POST', url: '/api/leads', payload: payload as object });

  test('stores the form, its fields and the utm values', async () => {
    const r = await post({ form: 'contact-us', fields: { firstname: 'Ada', email: 'Ada@Example.com', message: 'Group pricing?' }, params: { utm_source: 'google' } });
    assert.equal(r.statusCode, 201);
    const rows = await t.db.query<{ form: string; email: string; fields: Record<string, string>; utm_source: string }>(
      "SELECT form, email, fields, utm_source FROM lead_submissions WHERE form = 'contact-us'",
    );
    assert.equal(rows.length, 1);
    assert.equal(rows[0]!.email, 'ada@example.com');
    assert.deepEqual(rows[0]!.fields, { firstname: 'Ada', email: 'Ada@Example.com', message: 'Group pricing?' });
    assert.equal(rows[0]!.utm_source, 'google');
  });
  test('a form without an email field is accepted', async () => {
    const r = await post({ form: 'nominations_2025', fields: { nominee: 'Dr. Ada' } });
    assert.equal(r.statusCode, 201);
  });

  const many = Object.fromEntries(Array.from({ length: 41 }, (_, i) => [`f${i}`, 'x']));
  for (const [name, payload, pattern] of [
    ['an invalid email', { form: 'ebook', fields: { email: 'not-an-email' } }, /fields\.email: Please ensure email is valid/],
    ['a form name with spaces', { form: 'contact us', fields: { a: 'b' } }, /form must be a name/],
    ['a form name over 64 characters', { form: 'f'.repeat(65), fields: { a: 'b' } }, /form must be a name/],
    ['41 fields', { form: 'ebook', fields: many }, /at most 40 values/],
    ['no fields', { form: 'ebook', fields: {} }, /at least one value/],
    ['a value over 5000 characters', { form: 'ebook', fields: { note: 'x'.repeat(5001) } }, /at most 5000 characters/],
    ['a number value', { form: 'ebook', fields: { age: 40 } }, /field values must be text/],
    ['a bad field name', { form: 'ebook', fields: { 'bad name': 'x' } }, /field names/],
    ['a missing form', { fields: { a: 'b' } }, /form is required/],
  ] as const) {
    test(`${name} is a 400 and stores nothing`, async () => {
      const n = await count(t.db, 'lead_submissions');
      const r = await post(payload);
      assert.equal(r.statusCode, 400);
      assert.match(String(json(r).message), pattern);
      assert.equal(await count(t.db, 'lead_submissions'), n);
    });
  }
  test('leads cannot be read over HTTP', async () => {
    const r = await t.inject({ method: 'GET', url: '/api/leads?form=contact-us' });
    assert.equal(r.statusCode, 404);
    assert.doesNotMatch(r.body, /Ada/);
  });
});

describe('GET /api/orders/:receiptNumber: unknown and malformed numbers', () => {
  const get = async (number: string) =>
    t.inject({ method: 'GET', url: `/api/orders/${number}`, headers: { authorization: `Bearer ${await t.jwks.token('owner@example.com')}` } });
  test('a number shaped like a receipt number that no order has is a 404, as the README promises', async () => {
    for (const n of ['ACMA-NOPE123', 'acma-nope123', 'ACMA-0000000000', 'ACMA-1']) {
      const r = await get(n);
      assert.equal(r.statusCode, 404, `${n}: ${r.body}`);
      assert.equal(json(r).message, 'There is no order with this receipt number in your account.');
    }
  });
  test('text that cannot be a receipt number is a 400 naming the shape', async () => {
    for (const n of ['not-a-receipt', 'ACMA-', 'ACMA-NOPE-123', `ACMA-${'A'.repeat(33)}`, 'R-1001']) {
      const r = await get(encodeURIComponent(n));
      assert.equal(r.statusCode, 400, `${n}: ${r.body}`);
      assert.match(String(json(r).message), /must be a receipt number like ACMA-/);
    }
  });
});
