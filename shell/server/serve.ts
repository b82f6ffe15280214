// The whole site on one origin with its embedded services (ARCHITECTURE.md section 5):
// API under /api (PGlite unless DATABASE_URL), the shell and remotes, the local identity provider
// (unless AUTH_DOMAIN names a real tenant), the payment provider (PAYMENT_PROVIDER: the sandbox's
// hosted page by default, or Stripe) and email (SMTP_URL, or maildev with its inbox on PORT+2 and
// SMTP on PORT+3). The identity provider and maildev run in worker threads (service-thread.ts).
// Prints the URLs. Every setting is an environment variable of the one
// schema in api/src/config.ts; a bad value stops start-up naming the variable.
import { declaredNodeEnv } from './production-react.js';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildApi, ConfigError, loadConfig, mailOptionsFromEnv, parseCorsOrigins, paymentOptionsFromEnv, type startMaildev } from 'api';
import type { startIdp } from 'dev-idp';
import { hstsEnabled, thirdPartyFromEnv } from './security.js';
import { startInThread } from './service-thread.js';
import { documentLimitsFrom } from './document-cache.js';
import { registerSite } from './site.js';

const root = join(import.meta.dirname, '..', '..'); // the repository (builds, releases, data)

async function main() {
  let config;
  try {
    // the settings as declared (production-react.ts only picks React's build)
    config = loadConfig({ ...process.env, NODE_ENV: declaredNodeEnv }, { port: 8080 });
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  for (const w of config.warnings) console.warn(`[config] ${w}`);
  const env = config.raw;
  const port = config.port;
  const siteOrigin = config.siteUrl;
  const audience = env.AUTH_AUDIENCE || 'https://api.storefront.local';
  const dataDir = config.dataDir || join(root, '.data');
  mkdirSync(dataDir, { recursive: true });
  const closers: (() => Promise<void>)[] = [];

  // Email: any SMTP server (SMTP_URL), or maildev's local inbox. Started before the identity
  // provider, which emails the links that confirm a new account's address through it too.
  let mail = mailOptionsFromEnv(env);
  let inboxUrl: string | null = null;
  if (!mail) {
    const mailbox = await startInThread<typeof startMaildev, 'smtpUrl' | 'inboxUrl'>('maildev', 'api', 'startMaildev', {
      smtpPort: config.env.SMTP_PORT ?? port + 3,
      webPort: config.env.MAIL_WEB_PORT ?? port + 2,
      mailDirectory: join(dataDir, 'maildev'),
    }, ['smtpUrl', 'inboxUrl']);
    closers.push(() => mailbox.close());
    mail = { smtpUrl: mailbox.smtpUrl, from: env.MAIL_FROM || undefined };
    inboxUrl = mailbox.inboxUrl;
  }

  let auth: { domain: string; clientId: string; audience: string; issuer: string; jwksUrl: string };
  if (config.authBase) {
    const base = config.authBase;
    auth = { domain: base, clientId: env.AUTH_CLIENT_ID || '', audience, issuer: `${base}/`, jwksUrl: `${base}/.well-known/jwks.json` };
  } else {
    const idpPort = config.env.IDP_PORT ?? port + 1;
    // in a thread of its own, as maildev above (service-thread.ts says why)
    const idp = await startInThread<typeof startIdp, 'issuer' | 'jwksUrl'>('identity provider', 'dev-idp', 'startIdp', {
      port: idpPort, appOrigins: [siteOrigin], audience, showTestUsers: true, seedUsers: true,
      keyFile: join(dataDir, 'idp-key.json'),
      // its sign-in and sign-up limits key on the client address, read through the same trusted proxies as the API's
      trustProxy: config.trustProxy,
      // the confirmation emails, through the same SMTP server as the store's (its MAIL_FROM too, when set)
      mail: mail.smtpUrl ? { smtpUrl: mail.smtpUrl, from: mail.from } : undefined,
    }, ['issuer', 'jwksUrl']);
    closers.push(() => idp.close());
    auth = { domain: idp.issuer.replace(/\/$/, ''), clientId: 'storefront-spa', audience, issuer: idp.issuer, jwksUrl: idp.jwksUrl };
  }
  const payments = paymentOptionsFromEnv(env);

  // third-party scripts (forms embed, chat) with their integrity hashes: none unless configured
  const thirdParty = thirdPartyFromEnv(env);
  const app = await buildApi({
    databaseUrl: config.databaseUrl,
    redisUrl: config.redisUrl,
    trustProxy: config.trustProxy,
    dataDir: join(dataDir, 'pglite'),
    auth: { jwksUrl: auth.jwksUrl, issuer: auth.issuer, audience },
    logger: config.logger,
    // Other origins whose pages call this API (CORS_ORIGINS); the site's own pages need no CORS.
    corsOrigins: parseCorsOrigins(env.CORS_ORIGINS),
    seed: config.seed,
    // API_RATE_LIMITS='{"leadsPerIp":200}' overrides the per-minute limits (the e2e server: one IP for every test)
    rateLimits: config.rateLimits,
    // the marketing-form provider (FORMS_PORTAL_ID, FORMS_FORM_IDS, FORMS_SUBMIT_URL): stored leads are forwarded to it
    formsProvider: config.formsProvider,
    // STORE_INBOX: where the embedded chat's messages are emailed (default the support address)
    storeInbox: config.env.STORE_INBOX,
    // SITE_URL: the store's public origin, the only source of its absolute links (api/src/site-url.ts)
    siteUrl: siteOrigin,
    purchase: { payments, mail, learningPlatformUrl: env.LEARNING_PLATFORM_URL || undefined },
  });
  await registerSite(app, {
    root,
    hsts: hstsEnabled(config.env.NODE_ENV, siteOrigin),
    // the remotes' releases (scripts/release.mjs); their registry is read again whenever it changes
    releasesDir: env.RELEASES_DIR || join(root, 'releases'),
    runtimeConfig: {
      apiBase: '/api',
      auth: { domain: auth.domain, clientId: auth.clientId, audience },
      mode: config.authBase ? 'production' : 'embedded',
      forms: thirdParty.forms,
      chat: thirdParty.chat,
    },
    // the providers' scripts, only when configured
    scriptOrigins: thirdParty.scriptOrigins,
    // DOCUMENT_CACHE_*, DOCUMENT_RENDER*: the rendered-document cache's bounds and render limits
    documents: documentLimitsFrom(config.env),
  });
  await app.listen({ port, host: config.host });
  console.log(`\nACMA store running at ${siteOrigin}\n`);
  if (!config.authBase) console.log(`  sign-in (local identity provider): ${auth.issuer}`);
  if (inboxUrl) console.log(`  emails (local inbox): ${inboxUrl}`);
  console.log(payments.provider === 'stripe'
    ? '  payments: Stripe Checkout'
    : '  payments: sandbox (test card 4242 4242 4242 4242, any future expiry, any CVC)');

  const stop = async () => {
    await app.close();
    for (const c of closers) await c();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((e) => {
  console.error(e instanceof Error && /^SITE_URL/.test(e.message) ? `\n${e.message}\n` : e);
  process.exit(1);
});
