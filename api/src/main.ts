// Runs the API alone: `tsx src/main.ts`. Every setting is an environment variable described by the
// one schema of config.ts (the same names as the whole site's `npm start`): PORT (default 4000),
// HOST, DATA_DIR, DATABASE_URL, REDIS_URL, TRUST_PROXY, AUTH_DOMAIN, AUTH_AUDIENCE, AUTH_JWKS_URL,
// AUTH_EMAIL_CLAIM, CORS_ORIGINS, LOG_LEVEL, SEED, API_RATE_LIMITS, FORMS_*, and the payment and mail
// settings of docs/configuration.md (PAYMENT_PROVIDER, STRIPE_*, SMTP_URL, MAIL_FROM, LEARNING_PLATFORM_URL).
import { join } from 'node:path';
import { buildApi } from './app.js';
import { apiOptionsFrom } from './api-options.js';
import { ConfigError, loadConfig } from './config.js';
import { embeddedSiteUrl } from './site-url.js';

let config;
try {
  config = loadConfig(process.env, { port: 4000 });
} catch (e) {
  console.error(e instanceof ConfigError ? e.message : e);
  process.exit(1);
}
for (const w of config.warnings) console.warn(`[config] ${w}`);
// Without AUTH_DOMAIN: the local identity provider of `npm start` (PORT+1 of the site, 8081 by default).
const authBase = config.authBase ?? 'http://localhost:8081';

const app = await buildApi({
  ...apiOptionsFrom(config, {
    identity: { issuer: `${authBase}/`, jwksUrl: `${authBase}/.well-known/jwks.json` },
    dataDir: join(config.dataDir ?? join(import.meta.dirname, '..', '..', '.data'), 'pglite'),
    mail: config.mail,
  }),
  // the API alone serves the site's pages' calls: unset, the links are the site's default address, not this port's
  siteUrl: config.env.SITE_URL ?? embeddedSiteUrl(8080),
});

await app.listen({ port: config.port, host: config.host });

const stop = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
