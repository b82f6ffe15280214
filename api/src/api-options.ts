import type { ApiOptions } from './app.js';
import type { Config } from './config.js';
import type { MailOptions } from './mail/mailer.js';

/**
 * buildApi's options from the configuration: the one composition root (server/create-server.ts)
 * builds the API with these for the whole site and for the API alone, so a setting reaches the API
 * the same way under both.
 * `identity`: the sign-in provider's issuer and key set (AUTH_JWKS_URL, when set, names other keys);
 * `mail`: the SMTP server (the configured one, or the whole site's local inbox).
 */
export function apiOptionsFrom(
  config: Config, parts: { identity: { issuer: string; jwksUrl: string }; dataDir: string; mail: MailOptions | undefined },
): ApiOptions {
  return {
    databaseUrl: config.databaseUrl,
    redisUrl: config.redisUrl,
    trustProxy: config.trustProxy,
    dataDir: parts.dataDir,
    auth: {
      issuer: parts.identity.issuer,
      audience: config.auth.audience,
      jwksUrl: config.auth.jwksUrl ?? parts.identity.jwksUrl,
      emailClaims: config.auth.emailClaims,
    },
    logger: config.logger,
    // other origins whose pages call this API; the site's own pages need no CORS
    corsOrigins: config.corsOrigins,
    seed: config.seed,
    rateLimits: config.rateLimits,
    // stored leads are forwarded to the marketing-form provider, when one is configured
    formsProvider: config.formsProvider,
    storeInbox: config.storeInbox,
    // the only source of the store's absolute links (site-url.ts)
    siteUrl: config.siteUrl,
    // who is staff (the roles claim), and release health: how long it is kept, the canary verdict's rules
    staff: config.staff,
    releaseHealthDays: config.releaseHealthDays,
    releaseViewSecret: config.releaseViewSecret,
    canaryRules: config.canaryRules,
    purchase: { payments: config.payments, mail: parts.mail, learningPlatformUrl: config.learningPlatformUrl },
  };
}
