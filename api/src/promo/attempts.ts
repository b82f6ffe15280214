// Promotion-code attempts, limited per address and per signed-in user. One set of counters for
// every place a code can be tried — GET /promocode and a checkout request carrying a code — so the
// checkout cannot be used to guess codes past the limits.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../errors.js';
import type { RateLimits } from '../limits/limits.js';

export interface PromoAttempts {
  /** Counts an attempt from the request's address (before sign-in is checked); 429 over the limit. */
  perAddress(req: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Counts an attempt of the signed-in user (whatever the address); 429 over the limit. */
  perUser(req: FastifyRequest, reply: FastifyReply): Promise<void>;
}

/** Needs @fastify/rate-limit registered on `app` (createRateLimit). */
export function promoAttempts(app: FastifyInstance, limits: Pick<RateLimits, 'windowMs' | 'promoPerIp' | 'promoPerUser'>): PromoAttempts {
  const ipLimit = app.createRateLimit({ max: limits.promoPerIp, timeWindow: limits.windowMs, keyGenerator: (req) => `promo-ip:${req.ip}` });
  const userLimit = app.createRateLimit({
    max: limits.promoPerUser,
    timeWindow: limits.windowMs,
    // The account is the email (one person may sign in through several providers, each with its own sub).
    keyGenerator: (req) => `promo-user:${req.user?.email ?? `ip:${req.ip}`}`,
  });
  const refuse = async (r: Awaited<ReturnType<typeof ipLimit>>, reply: FastifyReply, message: string) => {
    if (r.isAllowed || !r.isExceeded) return;
    reply.header('retry-after', String(r.ttlInSeconds));
    throw new HttpError(429, `${message}: try again in ${r.ttlInSeconds} seconds.`);
  };
  return {
    perAddress: async (req, reply) => refuse(await ipLimit(req), reply, 'Too many promo code attempts from this address'),
    perUser: async (req, reply) => refuse(await userLimit(req), reply, 'Too many promo code attempts'),
  };
}
