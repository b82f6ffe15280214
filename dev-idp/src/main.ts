// Runs the local identity provider on its own (the site's serve script embeds it instead).
//   IDP_PORT (default 8081), APP_ORIGINS (comma-separated, default http://localhost:8080),
//   AUTH_AUDIENCE (default https://api.storefront.local), AUTH_CLIENT_ID (default storefront-spa),
//   IDP_KEY_FILE (default .data/idp-key.json), IDP_SHOW_TEST_USERS (default 1), SMTP_URL and
//   MAIL_FROM for the confirmation emails (without SMTP_URL they are printed here instead),
//   AUTH_ROLES_CLAIM (the claim carrying the staff account's roles, default https://acma.org/roles).
import { join } from 'node:path';
import { startIdp } from './idp.js';

const root = join(import.meta.dirname, '..', '..');

async function main() {
  const idp = await startIdp({
    port: Number(process.env.IDP_PORT ?? 8081),
    host: process.env.HOST,
    issuer: process.env.IDP_ISSUER,
    appOrigins: (process.env.APP_ORIGINS ?? 'http://localhost:8080').split(',').map((s) => s.trim()).filter(Boolean),
    audience: process.env.AUTH_AUDIENCE ?? 'https://api.storefront.local',
    clientId: process.env.AUTH_CLIENT_ID ?? 'storefront-spa',
    seedUsers: true,
    rolesClaim: process.env.AUTH_ROLES_CLAIM || undefined,
    showTestUsers: process.env.IDP_SHOW_TEST_USERS !== '0',
    keyFile: process.env.IDP_KEY_FILE ?? join(root, '.data', 'idp-key.json'),
    mail: process.env.SMTP_URL ? { smtpUrl: process.env.SMTP_URL, from: process.env.MAIL_FROM || undefined } : undefined,
  });
  console.log(`local identity provider at ${idp.issuer} (JWKS ${idp.jwksUrl})`);
  const stop = () => {
    idp.close().then(() => process.exit(0), (e: unknown) => {
      console.error(e);
      process.exit(1);
    });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
