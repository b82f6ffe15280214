// Two instances behind a load balancer: two API processes (api/test/support/
// instance-process.ts, each its own Node process: no module, cache or pool shared) on one fresh
// PostgreSQL schema and one Redis (through a TCP proxy the test can cut: the shared Redis server
// itself is never stopped). The test is the balancer: requests alternate between the instances over
// HTTP, with the buyer's address in X-Forwarded-For (each instance trusts the balancer's address):
//  - one shared x-ratelimit-remaining counts down across both;
//  - promotion-code attempts are refused after the limit whichever instance gets them;
//  - a price changed by SQL is shown and charged by both within 1 s;
//  - 50 concurrent checkouts spread over both, their payment events delivered to both: one order
//    and one email each;
//  - with Redis cut off, both keep serving.
// Runs when DATABASE_URL and REDIS_URL answer (npm test: .ci/run sets both when the servers answer).
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import Stripe from 'stripe';
import { Redis } from 'ioredis';
import { AUDIENCE, cartParam, ISSUER, startJwks, type Jwks } from './helpers.js';
import type { InstanceOptions, ToInstance, ToParent } from './support/instance-process.js';
import { redisAnswering, redisKeyPrefix } from './support/redis.js';
import { startProxy, type TcpProxy } from './support/tcp-proxy.js';

const redisUrl = await redisAnswering();
const databaseUrl = process.env.DATABASE_URL;
async function postgresAnswers(): Promise<boolean> {
  if (!databaseUrl) return false;
  const c = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => undefined);
  }
}
const skip = !(await postgresAnswers())
  ? 'needs DATABASE_URL with PostgreSQL answering (two instances share one database; PGlite is one process)'
  : !redisUrl ? 'needs REDIS_URL with Redis answering (the instances share their limits there)' : false;

const BUYERS = 50;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Res { statusCode: number; headers: Record<string, string>; body: string }
const json = <T = Record<string, unknown>>(r: Res): T => JSON.parse(r.body) as T;
interface Request { method: 'GET' | 'POST'; url: string; headers?: Record<string, string>; payload?: unknown; remoteAddress?: string }

/** One API instance in its own process, reached over HTTP. */
interface Instance {
  pid: number;
  webhookSecret: string;
  /** Addresses of the emails it sent. */
  mails: string[];
  inject(r: Request): Promise<Res>;
  /** Its outbox idle, then kicked. */
  drain(): Promise<void>;
  close(): Promise<void>;
}

async function startInstance(options: InstanceOptions): Promise<Instance> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./support/instance-process.ts', import.meta.url))], {
    env: { ...process.env, INSTANCE_OPTIONS: JSON.stringify(options), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => { stderr += String(d); });
  const mails: string[] = [];
  const drains = new Map<number, () => void>();
  let drainId = 0;
  const ready = await new Promise<Extract<ToParent, { type: 'ready' }>>((resolve, reject) => {
    child.on('message', (m: ToParent) => {
      if (m.type === 'ready') resolve(m);
      else if (m.type === 'mail') mails.push(m.to);
      else if (m.type === 'drained') { drains.get(m.id)?.(); drains.delete(m.id); }
    });
    child.once('exit', (code) => reject(new Error(`the instance exited (${code}) before it was ready:\n${stderr}`)));
  });
  const base = `http://127.0.0.1:${ready.port}`;
  return {
    pid: ready.pid,
    webhookSecret: ready.webhookSecret,
    mails,
    async inject(r) {
      const headers: Record<string, string> = { ...r.headers };
      if (r.remoteAddress) headers['x-forwarded-for'] = r.remoteAddress;
      let body: string | undefined;
      if (r.payload !== undefined) {
        body = typeof r.payload === 'string' ? r.payload : JSON.stringify(r.payload);
        headers['content-type'] ??= 'application/json';
      }
      const res = await fetch(`${base}${r.url}`, { method: r.method, headers, body });
      return { statusCode: res.status, headers: Object.fromEntries(res.headers), body: await res.text() };
    },
    drain() {
      const id = ++drainId;
      return new Promise<void>((resolve) => {
        drains.set(id, resolve);
        child.send({ type: 'drain', id } satisfies ToInstance);
      });
    },
    async close() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send({ type: 'close' } satisfies ToInstance);
      await Promise.race([exited, sleep(10_000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

describe('two instances (two processes) on one PostgreSQL and one Redis', { skip }, () => {
  const schema = `api_two_${process.pid}_${randomBytes(3).toString('hex')}`;
  const prefix = redisKeyPrefix('two');
  let proxy: TcpProxy;
  let jwks: Jwks;
  const apps: Instance[] = [];
  /** The balancer: request n goes to instance n % 2. */
  let turn = 0;
  const next = () => apps[turn++ % 2]!;

  before(async () => {
    jwks = await startJwks();
    const target = new URL(redisUrl!);
    proxy = await startProxy({ host: target.hostname, port: Number(target.port || 6379) });
    const options: InstanceOptions = {
      databaseUrl: databaseUrl!, databaseSchema: schema,
      auth: { jwksUrl: jwks.url, issuer: ISSUER, audience: AUDIENCE },
      redisUrl: `redis://127.0.0.1:${proxy.port}`, redisKeyPrefix: prefix,
      rateLimits: { trackingPerIp: 6, leadsPerIp: 100, promoPerIp: 100, promoPerUser: 3, windowMs: 60_000 },
      trustProxy: ['127.0.0.1'],
    };
    // one after the other: the first migrates and seeds the fresh schema
    apps.push(await startInstance(options));
    apps.push(await startInstance(options));
    assert.notEqual(apps[0]!.pid, apps[1]!.pid);
  });
  after(async () => {
    for (const a of apps) await a.close();
    await proxy?.close();
    await jwks?.close();
    const c = new pg.Client({ connectionString: databaseUrl });
    await c.connect();
    await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await c.end();
    const r = new Redis(redisUrl!);
    const keys = await r.keys(`${prefix}*`);
    if (keys.length) await r.del(...keys);
    r.disconnect();
  });

  const track = (ip: string) => next().inject({
    method: 'POST', url: '/api/productaddtocart', remoteAddress: ip,
    payload: { products: [{ productId: 1 }], email: '', fullName: '', params: {} },
  });

  test('requests alternating between the instances count down one shared x-ratelimit-remaining', async () => {
    const seen: string[] = [];
    for (let i = 0; i < 6; i++) {
      const r = await track('10.77.0.1');
      assert.equal(r.statusCode, 201);
      seen.push(String(r.headers['x-ratelimit-remaining']));
    }
    assert.deepEqual(seen, ['5', '4', '3', '2', '1', '0']);
    assert.equal((await track('10.77.0.1')).statusCode, 429);
    assert.equal((await track('10.77.0.1')).statusCode, 429);
  });

  test('promotion-code attempts are refused after the limit, whichever instance gets them', async () => {
    const token = await jwks.token('two-guesser@example.com');
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await next().inject({
        method: 'GET', url: `/api/promocode?cart=${cartParam([{ productId: 2, quantity: 1, productDetailType: 'certification' }])}&coupon=GUESS${i}`,
        headers: { authorization: `Bearer ${token}` }, remoteAddress: `10.77.1.${i}`,
      });
      codes.push(r.statusCode);
    }
    assert.deepEqual(codes, [200, 200, 200, 429, 429]);
  });

  test('a price changed by SQL is shown and charged by both within 1 s', async () => {
    const listed = async (app: Instance) =>
      json<{ productId: number; productPrice: number }[]>(await app.inject({ method: 'GET', url: '/api/products' }))
        .find((p) => p.productId === 2)!.productPrice;
    for (const a of apps) assert.equal(await listed(a), 1499);
    const c = new pg.Client({ connectionString: databaseUrl, options: `-c search_path=${schema}` });
    await c.connect();
    await c.query('UPDATE products SET product_price = 1234 WHERE product_id = 2');
    await c.end();
    const changedAt = Date.now();
    // shown: both listings follow within 1 s of the commit (the trigger's NOTIFY reaches each LISTEN)
    for (const [i, a] of apps.entries()) {
      let price = await listed(a);
      while (price !== 1234 && Date.now() - changedAt < 1000) {
        await sleep(20);
        price = await listed(a);
      }
      assert.equal(price, 1234, `instance ${i} shows the new price within 1 s`);
    }
    // charged: each instance's checkout prices from the database
    const token = await jwks.token('two-price@example.com');
    for (const [i, a] of apps.entries()) {
      const r = await a.inject({
        method: 'POST', url: '/api/stripe-checkout', headers: { authorization: `Bearer ${token}` }, remoteAddress: `10.77.2.${i}`,
        payload: {
          products: [{ productId: 2, quantity: 1, productDetailType: 'certification' }], purchaseObj: { extraCert: [] },
          email: 'two-price@example.com', fullName: `Pat Price ${i}`, termsAgreed: true, paymentType: 'fullPayment', couponCode: '', subscriptionMonth: 0, params: {},
        },
      });
      assert.equal(r.statusCode, 201, r.body);
      assert.equal(json(r).amountTotal, 1234, `instance ${i} charges the new price`);
    }
  });

  test(`${BUYERS} concurrent checkouts spread over both instances: one order and one email each`, { timeout: 300_000 }, async () => {
    const buyers = await Promise.all(Array.from({ length: BUYERS }, async (_, i) => {
      const email = `two-buyer-${String(i).padStart(2, '0')}@example.com`;
      return { email, token: await jwks.token(email, { name: `Two Buyer ${i}` }), ip: `10.78.0.${i + 1}` };
    }));
    const opened = await Promise.all(buyers.map((b, i) => apps[i % 2]!.inject({
      method: 'POST', url: '/api/stripe-checkout', remoteAddress: b.ip, headers: { authorization: `Bearer ${b.token}` },
      payload: {
        termsAgreed: true, fullName: `Two Buyer ${i}`, email: b.email, products: [{ productId: 5, quantity: 1, productDetailType: 'report' }],
        purchaseObj: { extraCert: [] }, paymentType: 'fullPayment', couponCode: '', subscriptionMonth: 0, params: {},
      },
    })));
    for (const r of opened) assert.equal(r.statusCode, 201, r.body);
    const sessions = opened.map((r) => json<{ sessionId: string }>(r).sessionId);
    assert.equal(new Set(sessions).size, BUYERS);
    const c = new pg.Client({ connectionString: databaseUrl, options: `-c search_path=${schema}` });
    await c.connect();
    try {
      await c.query("UPDATE checkout_sessions SET status = 'complete', payment_status = 'paid' WHERE id = ANY($1::text[])", [sessions]);
      // each session's completion event reaches BOTH instances at once, and the buyer's success page one of them
      const secret = apps[0]!.webhookSecret;
      assert.equal(apps[1]!.webhookSecret, secret, 'one webhook secret (kept in the database)');
      const results = await Promise.all(sessions.flatMap((id, i) => {
        const payload = JSON.stringify({
          id: `evt_two_${id.slice(-12)}`, object: 'event', type: 'checkout.session.completed', created: Math.floor(Date.now() / 1000),
          data: { object: { id, object: 'checkout.session', payment_status: 'paid', status: 'complete' } },
        });
        const headers = { 'content-type': 'application/json', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
        return [
          ...apps.map((a) => a.inject({ method: 'POST', url: '/api/webhooks/stripe', headers, payload })),
          apps[(i + 1) % 2]!.inject({ method: 'GET', url: `/api/checkout-success?session_id=${encodeURIComponent(id)}`, headers: { authorization: `Bearer ${buyers[i]!.token}` } }),
        ];
      }));
      for (const r of results) assert.equal(r.statusCode, 200, r.body);
      const orders = await c.query<{ session_id: string; n: number }>(
        'SELECT session_id, count(*)::int AS n FROM orders WHERE session_id = ANY($1::text[]) GROUP BY session_id', [sessions]);
      assert.equal(orders.rows.length, BUYERS, 'every session has an order');
      assert.ok(orders.rows.every((o) => o.n === 1), 'no session has two orders');
      for (let round = 0; round < 50; round++) {
        for (const a of apps) await a.drain();
        const { rows: [w] } = await c.query<{ waiting: number }>("SELECT count(*)::int AS waiting FROM email_outbox WHERE status <> 'sent'");
        if (!w!.waiting) break;
        await sleep(50);
      }
      for (const b of buyers) {
        const got = apps.reduce((n, a) => n + a.mails.filter((to) => to === b.email).length, 0);
        assert.equal(got, 1, `${b.email} gets exactly one email`);
      }
    } finally {
      await c.end();
    }
  });

  test('with Redis cut off, both instances keep serving (limits fail open), and count again when it is back', async () => {
    await proxy.cut();
    for (let i = 0; i < 8; i++) assert.equal((await track('10.77.3.1')).statusCode, 201, 'served while Redis is away');
    const products = await next().inject({ method: 'GET', url: '/api/products' });
    assert.equal(products.statusCode, 200);
    await proxy.restore();
    const until = Date.now() + 5_000;
    let remaining: string | undefined;
    // polled: a new address each time, counted once the instance that gets it has its Redis connection back
    for (let tries = 0; Date.now() < until; tries++) {
      if (tries) await sleep(20);
      remaining = String((await track(`10.77.4.${turn}`)).headers['x-ratelimit-remaining']);
      if (remaining === '5') break;
    }
    assert.equal(remaining, '5', 'counted in Redis again without a restart');
  });
});
