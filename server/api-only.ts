// Runs the API alone: `pnpm serve:api` (tsx server/api-only.ts). The same composition as the whole
// site (create-server.ts) without the site and the embedded services. Every setting is an
// environment variable of the one schema of api/src/config.ts (the same names as `npm start`'s):
// PORT (default 4000), HOST, DATA_DIR, DATABASE_URL, REDIS_URL, TRUST_PROXY, AUTH_DOMAIN,
// AUTH_AUDIENCE, AUTH_JWKS_URL, AUTH_EMAIL_CLAIM, CORS_ORIGINS, LOG_LEVEL, SEED, API_RATE_LIMITS,
// FORMS_*, and the payment and mail settings of docs/configuration.md. Without AUTH_DOMAIN, tokens
// are those of the local identity provider of a site started beside it (http://localhost:<IDP_PORT>, 8081 by default).
import { ConfigError, loadConfig } from 'api';
import { createServer } from './create-server.js';

let config;
try {
  config = loadConfig(process.env, { port: 4000 });
} catch (e) {
  console.error(e instanceof ConfigError ? e.message : e);
  process.exit(1);
}
for (const w of config.warnings) console.warn(`[config] ${w}`);

const server = await createServer(config, { site: false });
await server.app.listen({ port: config.port, host: config.host });

const stop = async (signal: string) => {
  server.app.log.info({ signal }, 'shutting down');
  await server.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
