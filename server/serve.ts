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
import { apiOptionsFrom, buildApi, ConfigError, loadConfig, type startMaildev } from 'api';
import type { startIdp } from 'dev-idp';
import { hstsEnabled, thirdPartyFrom } from './security.js';
import { startInThread } from './service-thread.js';
import { documentLimitsFrom } from './document-cache.js';
import { registerSite } from './site.js';

const root = join(import.meta.dirname, '..'); // the repository (builds, releases, data)

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
  const port = config.port;
  const siteOrigin = config.siteUrl;
  const { audience } = config.auth;
  const dataDir = config.dataDir || join(root, '.data');
  mkdirSync(dataDir, { recursive: true });
  const closers: (() => Promise<void>)[] = [];

  // Email: any SMTP server (SMTP_URL), or maildev's local inbox. Started before the identity
  // provider, which emails the links that confirm a new account's address through it too.
  let mail = config.mail;
  let inboxUrl: string | null = null;
  if (!mail) {
    const mailbox = await startInThread<typeof startMaildev, 'smtpUrl' | 'inboxUrl'>('maildev', 'api', 'startMaildev', {
      smtpPort: config.env.SMTP_PORT ?? port + 3,
      webPort: config.env.MAIL_WEB_PORT ?? port + 2,
      mailDirectory: join(dataDir, 'maildev'),
    }, ['smtpUrl', 'inboxUrl']);
    closers.push(() => mailbox.close());
    mail = { smtpUrl: mailbox.smtpUrl, from: config.env.MAIL_FROM };
    inboxUrl = mailbox.inboxUrl;
  }

  let auth: { domain: string; clientId: string; audience: string; issuer: string; jwksUrl: string };
  if (config.authBase) {
    const base = config.authBase;
    auth = { domain: base, clientId: config.auth.clientId ?? '', audience, issuer: `${base}/`, jwksUrl: `${base}/.well-known/jwks.json` };
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
  // third-party scripts (forms embed, chat) with their integrity hashes: none unless configured
  const thirdParty = thirdPartyFrom(config.env);
  const app = await buildApi(apiOptionsFrom(config, { identity: auth, dataDir: join(dataDir, 'pglite'), mail }));
  await registerSite(app, {
    root,
    hsts: hstsEnabled(config.env.NODE_ENV, siteOrigin),
    // the remotes' releases (scripts/release.mjs); their registry is read again whenever it changes
    releasesDir: config.releasesDir ?? join(root, 'releases'),
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
  console.log(config.payments.provider === 'stripe'
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
