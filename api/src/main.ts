// Runs the API alone: `tsx src/main.ts`. Every setting is an environment variable described by the
// one schema of config.ts (the same names as the whole site's `npm start`): PORT (default 4000),
// HOST, DATA_DIR, DATABASE_URL, REDIS_URL, TRUST_PROXY, AUTH_DOMAIN, AUTH_AUDIENCE, AUTH_JWKS_URL,
// AUTH_EMAIL_CLAIM, CORS_ORIGINS, LOG_LEVEL, SEED, API_RATE_LIMITS, FORMS_*, and the payment and mail
// settings of the README (PAYMENT_PROVIDER, STRIPE_*, SMTP_URL, MAIL_FROM, LEARNING_PLATFORM_URL).
import { join } from 'node:path';
import { buildApi, parseCorsOrigins } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { mailOptionsFromEnv } from './mail/mailer.js';
import { paymentOptionsFromEnv } from './payments/setup.js';
import { embeddedSiteUrl } from './site-url.js';

let config;
try {
  config = loadConfig(process.env, { port: 4000 });
} catch (e) {
  console.error(e instanceof ConfigError ? e.message : e);
  process.exit(1);
}
for (const w of config.warnings) console.warn(`[config] ${w}`);
const env = config.raw;
// Without AUTH_DOMAIN: the local identity provider of `npm start` (PORT+1 of the site, 8081 by default).
const authBase = config.authBase ?? 'http://localhost:8081';

const app = await buildApi({
  databaseUrl: config.databaseUrl,
  dataDir: join(config.dataDir ?? join(import.meta.dirname, '..', '..', '.data'), 'pglite'),
  redisUrl: config.redisUrl,
  trustProxy: config.trustProxy,
  auth: {
    issuer: `${authBase}/`,
    audience: env.AUTH_AUDIENCE || 'https://api.storefront.local',
    jwksUrl: env.AUTH_JWKS_URL || `${authBase}/.well-known/jwks.json`,
    emailClaims: env.AUTH_EMAIL_CLAIM ? env.AUTH_EMAIL_CLAIM.split(',').map((s) => s.trim()).filter(Boolean) : undefined,
  },
  logger: config.logger,
  corsOrigins: parseCorsOrigins(env.CORS_ORIGINS),
  seed: config.seed,
  rateLimits: config.rateLimits,
  formsProvider: config.formsProvider,
  storeInbox: config.env.STORE_INBOX,
  // the site's public origin (SITE_URL; unset outside production: the site's default address)
  siteUrl: config.env.SITE_URL ?? embeddedSiteUrl(8080),
  purchase: { payments: paymentOptionsFromEnv(env), mail: mailOptionsFromEnv(env), learningPlatformUrl: env.LEARNING_PLATFORM_URL || undefined },
});

await app.listen({ port: config.port, host: config.host });

const stop = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
