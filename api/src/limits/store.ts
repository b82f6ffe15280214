// Where the rate-limit counters live. Without REDIS_URL: in this process's memory (the embedded
// single-process default, @fastify/rate-limit's LocalStore). With REDIS_URL: in Redis, through
// @fastify/rate-limit's RedisStore on an ioredis client, so every instance behind a load balancer
// counts against one set of limits.
//
// Failing open: when Redis does not answer (down, unreachable, or not answering within
// COMMAND_TIMEOUT_MS), the request is served without being counted (skipOnError) and the failure is
// logged, once per failed request. ioredis keeps reconnecting (every RECONNECT_MAX_MS at most); the
// first counted request after a failure logs the recovery. No restart is needed.
import { createRequire } from 'node:module';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** The store interface @fastify/rate-limit calls (incr with a node-style callback, child per route). */
interface StoreLike {
  incr(key: string, cb: (err: Error | null, res: { current: number; ttl: number } | null) => void, timeWindow: number, max: number): void;
  child(routeOptions: { continueExceeding?: boolean; exponentialBackoff?: boolean; routeInfo: { method?: string; url?: string } }): StoreLike;
}
type RedisStoreCtor = new (continueExceeding: boolean, exponentialBackoff: boolean, redis: Redis, key?: string) => StoreLike;

export const COMMAND_TIMEOUT_MS = 500;
export const RECONNECT_MAX_MS = 500;

export interface LimitStore {
  /** The `store` option of @fastify/rate-limit. */
  Store: FastifyRateLimitStoreCtor;
  redis: Redis;
  /** Resolves once Redis is connected, or after `timeoutMs` (then the limits fail open until it answers). */
  ready(timeoutMs: number): Promise<boolean>;
  close(): Promise<void>;
}

/** Counters in Redis at `redisUrl`, keys prefixed with `keyPrefix` (one prefix per store). */
export function redisLimitStore(redisUrl: string, keyPrefix: string, log: FastifyBaseLogger): LimitStore {
  const redis = new Redis(redisUrl, {
    // A command while disconnected fails at once instead of waiting in a queue: the request is served.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: 2_000,
    retryStrategy: (times) => Math.min(times * 100, RECONNECT_MAX_MS),
  });
  let failing = false;
  let connected = false;
  redis.on('ready', () => {
    connected = true;
    log.info({ redis: 'ready' }, 'rate limits: Redis connection ready');
  });
  redis.on('error', (err: Error) => {
    if (connected) log.warn({ err: err.message }, 'rate limits: Redis connection error (limits fail open until it answers)');
    connected = false;
  });

  const wrap = (inner: StoreLike): StoreLike => ({
    incr(key, cb, timeWindow, max) {
      inner.incr(key, (err, res) => {
        if (err) {
          failing = true;
          log.error({ err: err.message, key }, 'rate limits: Redis did not answer; request served without counting (fail open)');
        } else if (failing) {
          failing = false;
          log.info('rate limits: Redis answers again; limits are counted again');
        }
        cb(err, res);
      }, timeWindow, max);
    },
    child: (routeOptions) => wrap(inner.child(routeOptions)),
  });
  // @fastify/rate-limit's own Redis store (a file of the package, not exported by its entry point).
  const Impl = createRequire(import.meta.url)('@fastify/rate-limit/store/RedisStore.js') as RedisStoreCtor;
  class Store {
    constructor(params: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      return wrap(new Impl(Boolean(params.continueExceeding), Boolean(params.exponentialBackoff), redis, keyPrefix)) as unknown as Store;
    }
  }
  return {
    Store: Store as unknown as FastifyRateLimitStoreCtor,
    redis,
    ready(timeoutMs) {
      if (redis.status === 'ready') return Promise.resolve(true);
      return new Promise((resolve) => {
        const done = (ok: boolean) => {
          clearTimeout(timer);
          redis.off('ready', onReady);
          if (!ok) log.error({ timeoutMs }, 'rate limits: Redis did not answer at start-up; limits fail open until it does');
          resolve(ok);
        };
        const onReady = () => done(true);
        const timer = setTimeout(() => done(false), timeoutMs);
        redis.once('ready', onReady);
      });
    },
    async close() {
      redis.disconnect();
    },
  };
}
