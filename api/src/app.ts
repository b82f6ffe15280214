// The storefront API (ARCHITECTURE.md section 4): a Fastify instance with every route under /api.
// buildApi opens (and migrates, and optionally seeds) the database; it never listens: the site's
// server (server/create-server.ts) and the tests decide where it runs.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { createVerifier, optionalUser, requireUser, type AuthOptions } from './auth.js';
import { CatalogCache } from './catalog/cache.js';
import { openDb, type Db } from './db/db.js';
import { migrate } from './db/migrate.js';
import { HttpError, installErrorHandlers } from './errors.js';
import { FrontDoor } from './front-door.js';
import { refuseUnstorableText } from './input-text.js';
import { trustFunction, type TrustProxy } from './trust-proxy.js';
import { cartRoutes } from './routes/cart.js';
import { catalogRoutes } from './routes/catalog.js';
import { healthRoutes } from './routes/health.js';
import { leadRoutes } from './routes/leads.js';
import { releaseHealthRoutes } from './routes/release-health.js';
import { pruneReleaseHealth } from './releases/health.js';
import { pageViewSecret } from './releases/page-views.js';
import type { ReleasesView } from './releases/staff.js';
import { DEFAULT_VERDICT_RULES, type VerdictRules } from './releases/verdict.js';
import { DEFAULT_ROLES_CLAIM, DEFAULT_STAFF_ROLE } from './auth.js';
import { loadQuiz } from './leads/quiz-content.js';
import { SUPPORT_EMAIL } from './mail/templates.js';
import { orderRoutes } from './routes/orders.js';
import { purchaseRoutes, setupPurchase, type PurchaseOptions } from './fulfilment/purchase.js';
import { promoAttempts } from './promo/attempts.js';
import { promoRoutes } from './routes/promo.js';
import { loadSeed, type SeedData } from './seed/load.js';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './limits/limits.js';
import { redisLimitStore } from './limits/store.js';
import { embeddedSiteUrl, parseSiteUrl } from './site-url.js';
import './types.js';

/** The API's addresses (its routes are registered under this prefix). */
const API_PATH = /^\/api(\/|\?|$)/;

export type { RateLimits } from './limits/limits.js';
export type { AuthOptions } from './auth.js';
export type { ReleasesView } from './releases/staff.js';
import type { FormsProviderOptions } from './leads/forward.js';
export type { FormsProviderOptions } from './leads/forward.js';

export interface ApiOptions {
  /** postgres://... switches from PGlite to PostgreSQL. */
  databaseUrl?: string;
  /** With databaseUrl: work in this schema (created when missing). */
  databaseSchema?: string;
  /** PGlite data folder (created and migrated on first start); 'memory://' for a throwaway database. */
  dataDir?: string;
  /** An already-open database to use instead (tests); closed with the app. */
  db?: Db;
  auth: AuthOptions;
  /** Fastify logger: false (default), true, pino options, or a pino logger. */
  logger?: boolean | object;
  /** Origins allowed to call the API from a browser (CORS; see parseCorsOrigins). None: same-origin only (the site's own origin needs none). */
  corsOrigins?: string[];
  /** Load the seed catalog at start (when the database is empty or the seed changed); or load this data. */
  seed?: boolean | SeedData;
  rateLimits?: Partial<RateLimits>;
  /**
   * redis://... : count every rate limit (requests and promotion-code attempts) in Redis, shared by
   * every instance; limits fail open while Redis does not answer. None: in this process's memory.
   */
  redisUrl?: string;
  /** With redisUrl: the prefix of the counters' keys (default 'acma:rl:'); lets several stores share one Redis. */
  redisKeyPrefix?: string;
  /** Body size limit, bytes (default 64 KB). */
  bodyLimit?: number;
  /** How long a catalog snapshot may serve before it is re-read, ms (default 30 s). */
  catalogCacheTtlMs?: number;
  /**
   * Behind a load balancer: the hop count or the proxies' addresses/CIDRs whose X-Forwarded-For is
   * believed (TRUST_PROXY, see trust-proxy.ts). Default: none, the connection's address is the client's.
   */
  trustProxy?: TrustProxy | true;
  /** Payment provider, email (SMTP) and fulfilment: see fulfilment/purchase.ts. Default: sandbox, no mailer. */
  purchase?: PurchaseOptions;
  /** The store's own inbox: the embedded chat's messages are emailed there (STORE_INBOX; default the support address). */
  storeInbox?: string;
  /** Marketing-form provider that stored leads are forwarded to (none: leads are only stored). */
  formsProvider?: FormsProviderOptions | null;
  /** The time the sale rules read (an event that has ended, a promotion code's end date); the real clock by default (tests set it). */
  clock?: () => Date;
  /** The knowledge quiz's content file, checked at start-up (default shared-api/content/quiz.json; tests give a bad one). */
  quizFile?: string;
  /**
   * The store's public origin (SITE_URL, see site-url.ts): the only source of the absolute links the
   * store writes (payment return pages, emails, canonical, sitemap). Default http://localhost:8080.
   */
  siteUrl?: string;
  /**
   * The release registry as it is now, for the staff's view of the releases (GET /api/staff/releases);
   * the server composes it from the registry it serves. None: no remote is listed.
   */
  releases?: () => ReleasesView;
  /** The release tool's bearer token for /api/staff/* (RELEASE_OPS_TOKEN, or the releases folder's .ops-token). None: staff users only. */
  opsToken?: string | null;
  /** Whose release token a bearer token is (server/release-api.ts's store), for the staff's release pages; none: not accepted. */
  releaseToken?: (token: string) => Promise<{ name: string; remote: string } | null>;
  /** The access-token claim listing a user's roles (AUTH_ROLES_CLAIM) and the staff's role (AUTH_STAFF_ROLE). */
  staff?: { rolesClaim?: string; role?: string };
  /** The secret of cohort cookies and page-view tickets (RELEASE_VIEW_SECRET; default: the database's, made once). */
  releaseViewSecret?: string;
  /** Days the release-health counts are kept (RELEASE_HEALTH_DAYS, default 14). */
  releaseHealthDays?: number;
  /** How often the counts older than that are deleted, ms (default hourly, and once at start). */
  releaseHealthPruneMs?: number;
  /** The canary verdict's rules (CANARY_*; see releases/verdict.ts). */
  canaryRules?: Partial<VerdictRules>;
  /** Called with the remotes a page view's report named, once it is counted (the store's canary judge). */
  onBeacon?: (remotes: string[]) => void;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** A caller's x-request-id is kept when it is sane, so logs can be followed across services. */
function requestId(req: IncomingMessage): string {
  const h = req.headers['x-request-id'];
  return typeof h === 'string' && REQUEST_ID.test(h) ? h : randomUUID();
}


function loggerOptions(logger: ApiOptions['logger']): Pick<FastifyServerOptions, 'logger' | 'loggerInstance'> {
  if (logger && typeof logger === 'object' && typeof (logger as { info?: unknown }).info === 'function') {
    return { loggerInstance: logger as FastifyBaseLogger };
  }
  return { logger: (logger ?? false) as FastifyServerOptions['logger'] };
}

export async function buildApi(opts: ApiOptions): Promise<FastifyInstance> {
  // the quiz's content is data: a bad field stops start-up here, naming its path, before anything is opened
  loadQuiz(opts.quizFile);
  // Headers of every response (see the onRequest hook below); the front door sends them too.
  const responseHeaders: Record<string, string> = {};
  const trust = trustFunction(opts.trustProxy);
  // Fastify's request log lines, written by this one controller on both paths (front-door.ts)
  const logs = new LogController();
  const app = Fastify({
    ...loggerOptions(opts.logger),
    bodyLimit: opts.bodyLimit ?? 64 * 1024,
    trustProxy: trust,
    genReqId: requestId,
    logController: logs,
    routerOptions: { maxParamLength: 200 },
  });
  // The cached catalog list and page documents are answered ahead of Fastify (front-door.ts), with
  // the request id, trust function, log controller and response headers Fastify's path uses.
  const frontDoor = new FrontDoor({ responseHeaders, requestId, trust: trust || null, logs });
  frontDoor.attach(app.server, app.log);
  app.decorate('frontDoor', frontDoor);
  // while closing, every request goes to Fastify, which answers 503
  app.addHook('preClose', (done) => {
    frontDoor.close();
    done();
  });

  const db = opts.db ?? (await openDb({ databaseUrl: opts.databaseUrl, schema: opts.databaseSchema, dataDir: opts.dataDir }));
  app.addHook('onClose', async () => {
    await db.close();
  });
  try {
    const applied = await migrate(db);
    if (applied.length) app.log.info({ applied, database: db.kind }, 'database migrated');
    if (opts.seed) {
      const r = await loadSeed(db, opts.seed === true ? undefined : opts.seed);
      if (r.loaded) app.log.info({ products: r.products, promoCodes: r.promoCodes }, 'seed catalog loaded');
    }
  } catch (e) {
    await db.close().catch(() => undefined);
    throw e;
  }

  const rateLimits: RateLimits = { ...DEFAULT_RATE_LIMITS, ...opts.rateLimits };
  const limitStore = opts.redisUrl ? redisLimitStore(opts.redisUrl, opts.redisKeyPrefix ?? 'acma:rl:', app.log) : null;
  if (limitStore) {
    await limitStore.ready(3_000);
    app.addHook('onClose', async () => {
      await limitStore.close();
    });
  }
  const verify = createVerifier(opts.auth, app.log);
  app.decorate('db', db);
  app.decorate('siteUrl', parseSiteUrl(opts.siteUrl ?? embeddedSiteUrl(8080), 'siteUrl'));
  const catalog = new CatalogCache(db, opts.catalogCacheTtlMs, app.log);
  await catalog.start();
  app.addHook('preClose', async () => {
    await catalog.stop();
  });
  app.decorate('catalog', catalog);
  app.decorate('verifyToken', verify);
  app.decorate('authenticate', requireUser(verify));
  app.decorate('authenticateOptional', optionalUser(verify));
  app.decorate('rateLimits', rateLimits);
  app.decorate('now', opts.clock ?? (() => new Date()));
  app.decorateRequest('user', null);
  const purchase = await setupPurchase(app, db, opts.purchase);
  // the secret the site signs cohorts and page-view tickets with, and /beacons checks them with
  app.decorate('pageViewSecret', await pageViewSecret(db, opts.releaseViewSecret));

  // release-health counts are kept RELEASE_HEALTH_DAYS: older minutes are deleted at start and hourly
  // (every instance does it; deleting what another already deleted costs nothing)
  const healthDays = opts.releaseHealthDays ?? 14;
  let pruning: Promise<unknown> = Promise.resolve();
  const pruneHealth = () => {
    pruning = pruneReleaseHealth(db, healthDays, app.now()).catch((err: unknown) => app.log.warn({ err }, 'release health: old counts not deleted'));
  };
  const pruneTimer = setInterval(pruneHealth, opts.releaseHealthPruneMs ?? 60 * 60_000);
  pruneTimer.unref();
  app.addHook('onReady', (done) => {
    pruneHealth();
    done();
  });
  // a delete under way ends before the database closes
  app.addHook('preClose', async () => {
    clearInterval(pruneTimer);
    await pruning;
  });

  // Headers of every response, set by ONE hook as the request arrives: each hook costs every request
  // (measured: the catalog read and the cached document answered 15-25 % more requests per second
  // without the two onSend hooks that set these before). An error answer keeps them (Fastify's error
  // handler drops only content-type and content-length); a route may replace one. `responseHeaders`
  // takes the site's own (server/site.ts).
  app.decorate('responseHeaders', responseHeaders);
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(responseHeaders);
    reply.header('x-request-id', req.id);
    // API answers are not stored unless their route says otherwise (it replaces this header)
    if (API_PATH.test(req.url)) reply.header('cache-control', 'no-store');
    done();
  });

  await app.register(
    // named: Fastify's plugin tree (printPlugins) shows a nameless plugin by its source text
    async function apiContext(api) {
      installErrorHandlers(api);
      await api.register(rateLimit, {
        global: false,
        // Redis not answering: the request is served uncounted (and logged by the store), never refused.
        skipOnError: true,
        ...(limitStore ? { store: limitStore.Store } : {}),
        errorResponseBuilder: (_req, ctx) => new HttpError(429, `Too many requests: try again in ${ctx.after}.`),
      });
      api.decorate('promoAttempts', promoAttempts(api, rateLimits));
      if (opts.corsOrigins?.length) {
        await api.register(cors, {
          origin: opts.corsOrigins,
          methods: ['GET', 'POST', 'PUT'],
          allowedHeaders: ['Content-Type', 'Authorization', 'X-Request-Id'],
          exposedHeaders: ['X-Request-Id', 'Retry-After'],
          credentials: false,
          maxAge: 600,
        });
      }
      api.addHook('preValidation', refuseUnstorableText);
      // The route modules add routes to this context itself, called rather than registered: each
      // registered plugin is a Fastify context of its own with its own request and reply classes,
      // and a dozen such classes made every property read in Fastify's and Node's shared request
      // code megamorphic (docs/performance.md, One Fastify context). So a route module adds routes only; a hook,
      // decorator or parser of its own goes in a plugin it registers (as purchaseRoutes does for the
      // payment provider's webhook and its raw-body parser).
      await healthRoutes(api);
      // the catalog list at the front door, unless CORS is on (its hook adds headers per request)
      await catalogRoutes(api, { frontDoor: opts.corsOrigins?.length ? null : frontDoor });
      await cartRoutes(api, { frontDoor: opts.corsOrigins?.length ? null : frontDoor });
      await promoRoutes(api);
      await orderRoutes(api);
      await (await import('./routes/checkout.js')).checkoutRoutes(api, { provider: purchase.payments.provider });
      await purchaseRoutes(api, { purchase });
      await leadRoutes(api, { formsProvider: opts.formsProvider ?? null, storeInbox: opts.storeInbox ?? SUPPORT_EMAIL });
      await (await import('./routes/summit.js')).summitRoutes(api, { seedCodes: Boolean(opts.seed) });
      await releaseHealthRoutes(api, {
        releases: opts.releases ?? null,
        staff: { rolesClaim: opts.staff?.rolesClaim ?? DEFAULT_ROLES_CLAIM, role: opts.staff?.role ?? DEFAULT_STAFF_ROLE, opsToken: opts.opsToken ?? null, releaseToken: opts.releaseToken ?? null },
        rules: { ...DEFAULT_VERDICT_RULES, ...opts.canaryRules },
        onBeacon: opts.onBeacon ?? null,
      });
    },
    { prefix: '/api' },
  );
  return app;
}
