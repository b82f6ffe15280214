// Runs the API alone: `tsx src/main.ts` (PORT, DATABASE_URL, API_DATA_DIR, AUTH_ISSUER,
// AUTH_AUDIENCE, AUTH_JWKS_URL, AUTH_EMAIL_CLAIM, CORS_ORIGINS, LOG_LEVEL, SEED, and the payment and
// mail settings of the README: PAYMENT_PROVIDER, STRIPE_*, SMTP_URL, MAIL_FROM, LEARNING_PLATFORM_URL).
import { join } from 'node:path';
import { buildApi, parseCorsOrigins } from './app.js';
import { mailOptionsFromEnv } from './mail/mailer.js';
import { paymentOptionsFromEnv } from './payments/setup.js';
import { parseTrustProxy } from './trust-proxy.js';

const env = process.env;
const port = Number(env.PORT || 4000);
const issuer = env.AUTH_ISSUER || 'http://localhost:8081/';

const app = await buildApi({
  databaseUrl: env.DATABASE_URL || undefined,
  redisUrl: env.REDIS_URL || undefined,
  trustProxy: parseTrustProxy(env.TRUST_PROXY),
  dataDir: env.API_DATA_DIR || join(import.meta.dirname, '..', '..', '.data', 'pglite'),
  auth: {
    issuer,
    audience: env.AUTH_AUDIENCE || 'https://api.storefront.local',
    jwksUrl: env.AUTH_JWKS_URL || new URL('.well-known/jwks.json', issuer.endsWith('/') ? issuer : `${issuer}/`).toString(),
    emailClaims: env.AUTH_EMAIL_CLAIM ? env.AUTH_EMAIL_CLAIM.split(',').map((s) => s.trim()).filter(Boolean) : undefined,
  },
  logger: env.LOG_LEVEL === 'silent' ? false : { level: env.LOG_LEVEL || 'info' },
  corsOrigins: parseCorsOrigins(env.CORS_ORIGINS),
  seed: env.SEED !== '0',
  purchase: { payments: paymentOptionsFromEnv(env), mail: mailOptionsFromEnv(env), learningPlatformUrl: env.LEARNING_PLATFORM_URL || undefined },
});

await app.listen({ port, host: env.HOST || 'localhost' });

const stop = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
