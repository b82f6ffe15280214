// Fastify type augmentation for what buildApi decorates.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser, Verifier } from './auth.js';
import type { CatalogCache } from './catalog/cache.js';
import type { Db } from './db/db.js';
import type { FrontDoor } from './front-door.js';
import type { RateLimits } from './limits/limits.js';
import type { PromoAttempts } from './promo/attempts.js';

export type { RateLimits } from './limits/limits.js';
export { DEFAULT_RATE_LIMITS } from './limits/limits.js';

export type PreHandler = (req: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The API's database (PGlite or PostgreSQL). */
    db: Db;
    /** The catalog snapshot behind GET /products and /product; invalidate after catalog writes. */
    catalog: CatalogCache;
    /** Verifies a bearer token (RS256 via the provider's JWKS). */
    verifyToken: Verifier;
    /** preHandler that requires a signed-in user and sets request.user. */
    authenticate: PreHandler;
    /** preHandler that sets request.user when the request carries a token (401 for a bad one), nothing without one or with a token whose email is not proven. */
    authenticateOptional: PreHandler;
    rateLimits: RateLimits;
    /** Headers every response carries (set as each request arrives); the site adds its own. */
    responseHeaders: Record<string, string>;
    /** Answers cached GETs ahead of Fastify's router (front-door.ts); the site adds its documents. */
    frontDoor: FrontDoor;
    /** The store's public origin (SITE_URL): every absolute link the store writes starts with it. */
    siteUrl: string;
    /** Promotion-code attempt counters, per address and per user (GET /promocode and checkout). */
    promoAttempts: PromoAttempts;
    /** The current time for the sale rules (ended events, promotion end dates): ApiOptions.clock. */
    now: () => Date;
    /** The secret of cohort cookies and page-view tickets (releases/page-views.ts): the site signs with it, /beacons checks. */
    pageViewSecret: string;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}
