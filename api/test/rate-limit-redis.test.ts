// Rate limits shared through Redis: two API instances with one REDIS_URL count against one
// set of limits, request limits and promotion-code attempts alike; when Redis stops answering (a TCP
// proxy in front of the shared server is cut) both keep serving and log each failure; when it answers
// again the limits count again, without a restart.
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { fixtureSeed } from './fixtures/catalog.js';
import { cartParam, json, startApi, type TestApi } from './helpers.js';
import { redisAnswering, redisKeyPrefix } from './support/redis.js';
import { startProxy, type TcpProxy } from './support/tcp-proxy.js';

const redisUrl = await redisAnswering();

/** A pino logger whose lines are kept for the assertions. */
function capturedLogger() {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, cb) {
      for (const l of chunk.toString().split('\n')) if (l.trim()) lines.push(JSON.parse(l) as { level: number; msg: string });
      cb();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

describe('two instances, one Redis', { skip: !redisUrl && 'needs REDIS_URL with a Redis server answering (the in-memory limits are tested in rate-limit.test.ts)' }, () => {
  let proxy: TcpProxy;
  let a: TestApi;
  let b: TestApi;
  const prefix = redisKeyPrefix('rl');
  const logA = capturedLogger();
  const logB = capturedLogger();

  before(async () => {
    const target = new URL(redisUrl!);
    proxy = await startProxy({ host: target.hostname, port: Number(target.port || 6379) });
    const overrides = (logger: unknown) => ({
      rateLimits: { trackingPerIp: 6, leadsPerIp: 50, promoPerIp: 50, promoPerUser: 2, windowMs: 60_000 },
      redisUrl: `redis://127.0.0.1:${proxy.port}`,
      redisKeyPrefix: prefix,
      logger: logger as object,
    });
    a = await startApi({ seed: fixtureSeed, overrides: overrides(logA.logger) });
    b = await startApi({ seed: fixtureSeed, overrides: overrides(logB.logger) });
  });
  after(async () => {
    await a?.close();
    await b?.close();
    await proxy?.close();
    const r = new Redis(redisUrl!);
    const keys = await r.keys(`${prefix}*`);
    if (keys.length) await r.del(...keys);
    r.disconnect();
  });

  const track = (t: TestApi, ip: string) =>
    t.inject({ method: 'POST', url: '/api/productaddtocart', payload: { products: [{ productId: 1 }], email: '', fullName: '', params: {} }, remoteAddress: ip });

  test('requests alternating between the instances count down one x-ratelimit-remaining', async () => {
    const remaining: string[] = [];
    for (let i = 0; i < 6; i++) {
      const r = await track(i % 2 ? b : a, '10.22.0.1');
      assert.equal(r.statusCode, 201);
      remaining.push(String(r.headers['x-ratelimit-remaining']));
    }
    assert.deepEqual(remaining, ['5', '4', '3', '2', '1', '0']);
    assert.equal((await track(a, '10.22.0.1')).statusCode, 429);
    assert.equal((await track(b, '10.22.0.1')).statusCode, 429);
  });

  test('promotion-code attempts are refused after the limit, whichever instance gets them', async () => {
    const attempt = async (t: TestApi) =>
      t.inject({
        method: 'GET',
        url: `/api/promocode?cart=${cartParam([{ productId: 1, quantity: 1, productDetailType: 'certification' }])}&coupon=GUESS`,
        headers: { authorization: `Bearer ${await t.jwks.token('shared-guesser@example.com')}` },
        remoteAddress: '10.22.1.1',
      });
    assert.equal((await attempt(a)).statusCode, 200);
    assert.equal((await attempt(b)).statusCode, 200);
    const third = await attempt(a);
    assert.equal(third.statusCode, 429);
    assert.match(String(json(third).message), /Too many promo code attempts/);
    assert.equal((await attempt(b)).statusCode, 429);
  });

  test('Redis not answering: both instances keep serving (limits fail open, each failure logged), and count again when it is back', async () => {
    await proxy.cut();
    const errorsBefore = [...logA.lines, ...logB.lines].filter((l) => /did not answer/.test(l.msg)).length;
    for (let i = 0; i < 8; i++) {
      const r = await track(i % 2 ? b : a, '10.22.2.1');
      assert.equal(r.statusCode, 201, 'served while Redis is away');
    }
    const failures = [...logA.lines, ...logB.lines].filter((l) => l.level >= 50 && /did not answer/.test(l.msg)).length - errorsBefore;
    assert.equal(failures, 8, 'one error line per uncounted request');

    const readyLines = (log: { lines: { msg: string }[] }) => log.lines.filter((l) => /Redis connection ready/.test(l.msg)).length;
    const readyBefore = [readyLines(logA), readyLines(logB)] as const;
    await proxy.restore();
    const until = Date.now() + 5_000;
    // what lets them count again: each instance's Redis connection is ready again
    while ((readyLines(logA) === readyBefore[0] || readyLines(logB) === readyBefore[1]) && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 10));
    }
    let counted = false;
    for (let tries = 0; !counted && Date.now() < until; tries++) {
      if (tries) await new Promise((r) => setTimeout(r, 20));
      const ra = await track(a, '10.22.3.1');
      const rb = await track(b, '10.22.3.2');
      counted = ra.headers['x-ratelimit-remaining'] === '5' && rb.headers['x-ratelimit-remaining'] === '5';
      if (!counted) {
        // not counted yet: start the two addresses' windows again
        const r = new Redis(redisUrl!);
        const keys = await r.keys(`${prefix}*10.22.3.*`);
        if (keys.length) await r.del(...keys);
        r.disconnect();
      }
    }
    assert.ok(counted, 'limits count again within 5 s of Redis answering, without a restart');
    assert.ok(logA.lines.some((l) => /answers again/.test(l.msg)) && logB.lines.some((l) => /answers again/.test(l.msg)), 'the recovery is logged');
  });
});
