// The whole site on one origin with its embedded services (ARCHITECTURE section 5):
// API under /api (PGlite unless DATABASE_URL), the shell and remotes, the local identity provider
// (unless AUTH_DOMAIN names a real tenant), the payment provider (PAYMENT_PROVIDER: the sandbox's
// hosted page by default, or Stripe) and email (SMTP_URL, or maildev in-process with its inbox on
// PORT+2 and SMTP on PORT+3). Prints the URLs.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildApi, mailOptionsFromEnv, parseCorsOrigins, paymentOptionsFromEnv, startMaildev, type RateLimits } from 'api';
import { startIdp } from 'dev-idp';
import { hstsEnabled, thirdPartyFromEnv } from './security.js';
import { registerSite } from './site.js';

const root = join(import.meta.dirname, '..', '..'); // the repository (builds, releases, data)
const port = Number(process.env.PORT || 8080);
const siteOrigin = process.env.SITE_ORIGIN || `http://localhost:${port}`;
const audience = process.env.AUTH_AUDIENCE || 'https://api.storefront.local';
const dataDir = process.env.DATA_DIR || join(root, '.data');
mkdirSync(dataDir, { recursive: true });

/** API_RATE_LIMITS='{"leadsPerIp":200}' overrides the API's per-minute limits (the e2e server, one IP for every test). */
function rateLimitsFromEnv(): Partial<RateLimits> | undefined {
  const raw = process.env.API_RATE_LIMITS;
  if (!raw) return undefined;
  const parsed = JSON.parse(raw) as Record<string, unknown>;
  for (const [k, v] of Object.entries(parsed)) {
    if (typeof v !== 'number' || !(v > 0)) throw new Error(`API_RATE_LIMITS.${k} must be a positive number`);
  }
  return parsed as Partial<RateLimits>;
}

/**
 * The marketing-form provider, when FORMS_PORTAL_ID and FORMS_FORM_IDS ('{"knowledge-quiz":"<form id>",...}')
 * are set: the pages embed its forms and the API forwards stored leads to it.
 */
function formsFromEnv(): { portalId: string; formIds: Record<string, string>; submitUrl?: string } | null {
  const portalId = process.env.FORMS_PORTAL_ID;
  if (!portalId) return null;
  const formIds = JSON.parse(process.env.FORMS_FORM_IDS || '{}') as Record<string, string>;
  return { portalId, formIds, submitUrl: process.env.FORMS_SUBMIT_URL || undefined };
}

async function main() {
  const closers: (() => Promise<void>)[] = [];
  let auth: { domain: string; clientId: string; audience: string; issuer: string; jwksUrl: string };
  if (process.env.AUTH_DOMAIN) {
    const domain = process.env.AUTH_DOMAIN.replace(/\/$/, '');
    const base = domain.startsWith('http') ? domain : `https://${domain}`;
    auth = { domain: base, clientId: process.env.AUTH_CLIENT_ID || '', audience, issuer: `${base}/`, jwksUrl: `${base}/.well-known/jwks.json` };
  } else {
    const idpPort = Number(process.env.IDP_PORT || port + 1);
    const idp = await startIdp({
      port: idpPort, appOrigins: [siteOrigin], audience, showTestUsers: true, seedUsers: true,
      keyFile: join(dataDir, 'idp-key.json'),
    });
    closers.push(() => idp.close());
    auth = { domain: idp.issuer.replace(/\/$/, ''), clientId: 'storefront-spa', audience, issuer: idp.issuer, jwksUrl: idp.jwksUrl };
  }

  // Email: any SMTP server (SMTP_URL), or maildev's local inbox.
  let mail = mailOptionsFromEnv(process.env);
  let inboxUrl: string | null = null;
  if (!mail) {
    const mailbox = await startMaildev({
      smtpPort: Number(process.env.SMTP_PORT || port + 3),
      webPort: Number(process.env.MAIL_WEB_PORT || port + 2),
      mailDirectory: join(dataDir, 'maildev'),
    });
    closers.push(() => mailbox.close());
    mail = { smtpUrl: mailbox.smtpUrl, from: process.env.MAIL_FROM || undefined };
    inboxUrl = mailbox.inboxUrl;
  }
  const payments = paymentOptionsFromEnv(process.env);

  const forms = formsFromEnv();
  // third-party scripts (forms embed, chat) with their integrity hashes: none unless configured
  const thirdParty = thirdPartyFromEnv(process.env);
  const app = await buildApi({
    databaseUrl: process.env.DATABASE_URL,
    dataDir: join(dataDir, 'pglite'),
    auth: { jwksUrl: auth.jwksUrl, issuer: auth.issuer, audience },
    logger: process.env.LOG_LEVEL === 'silent' ? false : { level: process.env.LOG_LEVEL || 'info' },
    // Other origins whose pages call this API (CORS_ORIGINS); the site's own pages need no CORS.
    corsOrigins: parseCorsOrigins(process.env.CORS_ORIGINS),
    seed: true,
    rateLimits: rateLimitsFromEnv(),
    formsProvider: forms,
    purchase: { payments, mail, learningPlatformUrl: process.env.LEARNING_PLATFORM_URL || undefined },
  });
  await registerSite(app, {
    root,
    hsts: hstsEnabled(process.env.NODE_ENV, siteOrigin),
    // the remotes' releases (scripts/release.mjs); their registry is read again whenever it changes
    releasesDir: process.env.RELEASES_DIR || join(root, 'releases'),
    runtimeConfig: {
      apiBase: '/api',
      auth: { domain: auth.domain, clientId: auth.clientId, audience },
      mode: process.env.AUTH_DOMAIN ? 'production' : 'embedded',
      forms: thirdParty.forms,
      chat: thirdParty.chat,
    },
    // the providers' scripts, only when configured
    scriptOrigins: thirdParty.scriptOrigins,
  });
  await app.listen({ port, host: process.env.HOST || 'localhost' });
  console.log(`\nACMA store running at ${siteOrigin}\n`);
  if (!process.env.AUTH_DOMAIN) console.log(`  sign-in (local identity provider): ${auth.issuer}`);
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
  console.error(e);
  process.exit(1);
});
