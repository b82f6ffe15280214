// The store's one composition root. From the settings (api/src/config.ts, parsed once):
// - the embedded services each in a thread of their own (service-thread.ts): maildev's inbox unless
//   SMTP_URL names a mail server, then the local identity provider unless AUTH_DOMAIN names a tenant
//   (it emails the links that confirm a new account's address through that mail);
// - the API (api's buildApi, with apiOptionsFrom: the same options whoever starts it);
// - the site: the page documents, the shell's and the releases' files (site.ts).
// `npm start` and `pnpm serve` run all of it (serve.ts); the API alone (api-only.ts) is the same
// composition with `site: false`: no site, no embedded services, its identity provider at the
// site's local one unless AUTH_DOMAIN names a tenant.
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { apiOptionsFrom, buildApi, embeddedSiteUrl, releaseHealth, verdict, type Config, type startMaildev } from 'api';
import type { startIdp } from 'dev-idp';
import { opsTokenFor, releasesViewReader } from './release-view.js';
import { scriptOriginsFor } from './security.js';
import { startInThread } from './service-thread.js';

/** The repository (builds, releases, data). */
export const REPO_ROOT = join(import.meta.dirname, '..');

export interface CreateServerOptions {
  /** false: the API alone (no documents, no files, no embedded services). Default true. */
  site?: boolean;
  /** The repository whose builds and releases the site serves (default: this one). */
  root?: string;
}

export interface Server {
  app: FastifyInstance;
  /** The local identity provider's issuer, when it was started. */
  idpIssuer: string | null;
  /** The local inbox's address, when maildev was started. */
  inboxUrl: string | null;
  /** Closes the app, then the embedded services. */
  close(): Promise<void>;
}

export async function createServer(config: Config, { site = true, root = REPO_ROOT }: CreateServerOptions = {}): Promise<Server> {
  const port = config.port;
  const dataDir = config.dataDir || join(root, '.data');
  const closers: (() => Promise<void>)[] = [];

  // Email: any SMTP server (SMTP_URL), or maildev's local inbox (the site only)
  let mail = config.mail;
  let inboxUrl: string | null = null;
  if (!mail && site) {
    const mailbox = await startInThread<typeof startMaildev, 'smtpUrl' | 'inboxUrl'>('maildev', 'api', 'startMaildev', {
      smtpPort: config.localInbox.smtpPort,
      webPort: config.localInbox.webPort,
      mailDirectory: join(dataDir, 'maildev'),
    }, ['smtpUrl', 'inboxUrl']);
    closers.push(() => mailbox.close());
    mail = { smtpUrl: mailbox.smtpUrl, from: config.mailFrom };
    inboxUrl = mailbox.inboxUrl;
  }

  const { audience } = config.auth;
  let auth: { domain: string; clientId: string; audience: string; issuer: string; jwksUrl: string };
  let idpIssuer: string | null = null;
  if (config.authBase || !site) {
    // a tenant; or, for the API alone, the local provider of a site started beside it (IDP_PORT, by default PORT+1 of 8080)
    const base = config.authBase ?? `http://localhost:${config.idpPort ?? 8081}`;
    auth = { domain: base, clientId: config.auth.clientId ?? '', audience, issuer: `${base}/`, jwksUrl: `${base}/.well-known/jwks.json` };
  } else {
    const idp = await startInThread<typeof startIdp, 'issuer' | 'jwksUrl'>('identity provider', 'dev-idp', 'startIdp', {
      port: config.idpPort ?? port + 1, appOrigins: [config.siteUrl], audience, showTestUsers: true, seedUsers: true,
      // the staff account's roles, in the claim the API reads them from
      rolesClaim: config.staff.rolesClaim,
      keyFile: join(dataDir, 'idp-key.json'),
      // its sign-in and sign-up limits key on the client address, read through the same trusted proxies as the API's
      trustProxy: config.trustProxy,
      // the confirmation emails, through the same SMTP server as the store's (its MAIL_FROM too, when set)
      mail: mail?.smtpUrl ? { smtpUrl: mail.smtpUrl, from: mail.from } : undefined,
    }, ['issuer', 'jwksUrl']);
    closers.push(() => idp.close());
    idpIssuer = idp.issuer;
    auth = { domain: idp.issuer.replace(/\/$/, ''), clientId: 'storefront-spa', audience, issuer: idp.issuer, jwksUrl: idp.jwksUrl };
  }

  // the staff's view of the releases (GET /api/staff/releases): the registry's stable and canary
  // releases, and the release tool's token (RELEASE_OPS_TOKEN or <releases dir>/.ops-token)
  const releasesDir = config.releasesDir ?? join(root, 'releases');
  const releases = releasesViewReader(releasesDir, (msg, err) => app.log.error({ err }, msg));
  // the canary judge (made with the site, below) looks again at the remotes each counted report names
  let judgeSoon: (remotes: string[]) => void = () => undefined;
  const app = await buildApi({
    ...apiOptionsFrom(config, { identity: auth, dataDir: join(dataDir, 'pglite'), mail }),
    releases,
    onBeacon: (remotes) => judgeSoon(remotes),
    opsToken: opsTokenFor(config.releaseOpsToken, releasesDir),
    // the API alone serves the site's pages' calls: unset, links are the site's default address, not this port's
    ...(site ? {} : { siteUrl: config.configuredSiteUrl ?? embeddedSiteUrl(8080) }),
  });
  if (site) {
    // loaded only for the site: the API alone never loads the route table, React or the render thread
    const { registerSite } = await import('./site.js');
    // third-party scripts (forms embed, chat) with their integrity hashes: none unless configured
    const { thirdParty } = config;
    await registerSite(app, {
      root,
      hsts: config.hsts,
      // `pnpm dev`: index.html read anew, the remotes' watch builds
      dev: config.siteDev,
      // the remotes' releases (scripts/release.mjs); their registry is read again whenever it changes
      releasesDir,
      runtimeConfig: {
        apiBase: '/api',
        auth: { domain: auth.domain, clientId: auth.clientId, audience },
        mode: config.authBase ? 'production' : 'embedded',
        forms: thirdParty.forms,
        chat: thirdParty.chat,
      },
      // the providers' scripts, only when configured
      scriptOrigins: scriptOriginsFor(thirdParty),
      // DOCUMENT_CACHE_*, DOCUMENT_RENDER*: the rendered-document cache's bounds and render limits
      documents: config.documents,
    });
    if (!config.siteDev) {
      // The store judges its canaries by what their browsers report (canary-judge.ts): a canary that
      // hurts is ended, one released with --auto-promote that stays healthy is promoted, in the
      // registry every instance reads (under the release tool's lock, only if it is still that canary).
      const [{ createCanaryJudge }, tool] = await Promise.all([import('./canary-judge.js'), import('../scripts/release.mjs')]);
      const log = (line: string) => app.log.info(line);
      const judge = createCanaryJudge({
        registry: releases,
        health: (remote, releaseIds, since) => releaseHealth(app.db, { remote, releaseIds, since }),
        verdict, rules: config.canaryRules,
        endCanary: (remote, o) => tool.endCanary(remote, { dir: releasesDir, ...o, log }),
        promote: (remote, o) => tool.promote(remote, { dir: releasesDir, ...o, log }),
        log: app.log,
      });
      judgeSoon = (remotes) => judge.poke(remotes);
      closers.unshift(async () => judge.close());
    }
  }
  return {
    app, idpIssuer, inboxUrl,
    async close() {
      await app.close();
      for (const c of closers) await c();
    },
  };
}
