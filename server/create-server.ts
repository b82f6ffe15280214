// The store's one composition root. From the settings (api/src/config.ts, parsed once):
// - the embedded services each in a thread of their own (service-thread.ts): maildev's inbox unless
//   SMTP_URL names a mail server, then the local identity provider unless AUTH_DOMAIN names a tenant
//   (it emails the links that confirm a new account's address through that mail);
// - the API (api's buildApi, with apiOptionsFrom: the same options whoever starts it);
// - the site: the page documents, the shell's and the releases' files (site.ts).
// `npm start` and `pnpm serve` run all of it (serve.ts); the API alone (api-only.ts) is the same
// composition with `site: false`: no site, no embedded services, its identity provider at the
// site's local one unless AUTH_DOMAIN names a tenant.
import { hostname } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { apiOptionsFrom, buildApi, embeddedSiteUrl, releaseHealth, verdict, type Config, type startMaildev } from 'api';
import type { startIdp } from 'dev-idp';
import { opsTokenFor, releasesViewReader } from './release-view.js';
import type { ReleaseMirror } from './release-mirror.js';
import type { PgReleaseStore } from './release-store-pg.js';
import type { ReleaseStore } from '../scripts/release.mjs';
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

  // Where the releases live (scripts/release.mjs's store): the folder (RELEASES_DIR: the embedded
  // default), or the database (RELEASE_STORE=postgres, the default with DATABASE_URL), made once the
  // API has opened it, each instance serving a local copy (release-mirror.ts). The staff's view of
  // the releases (GET /api/staff/releases) and the release tokens come from the same store.
  const releasesDir = config.releasesDir ?? join(root, 'releases');
  const tool = await import('../scripts/release.mjs');
  const inDatabase = config.releaseStore.kind === 'postgres';
  let store: ReleaseStore = tool.folderStore(releasesDir);
  let mirror: ReleaseMirror | null = null;
  const folderView = inDatabase ? null : releasesViewReader(releasesDir, (msg, err) => app.log.error({ err }, msg));
  const releases = folderView ?? (() => mirror?.view() ?? { remotes: {}, canaries: {} });
  // the canary judge (made with the site, below) looks again at the remotes each counted report names
  let judgeSoon: (remotes: string[]) => void = () => undefined;
  const opsToken = opsTokenFor(config.releaseOpsToken, releasesDir);
  const app = await buildApi({
    ...apiOptionsFrom(config, { identity: auth, dataDir: join(dataDir, 'pglite'), mail }),
    releases,
    onBeacon: (remotes) => judgeSoon(remotes),
    opsToken,
    releaseToken: (token) => store.tokens.check(token),
    // the API alone serves the site's pages' calls: unset, links are the site's default address, not this port's
    ...(site ? {} : { siteUrl: config.configuredSiteUrl ?? embeddedSiteUrl(8080) }),
  });
  const logError = (msg: string, err?: unknown) => app.log.error({ err }, msg);
  if (inDatabase) {
    const { pgReleaseStore } = await import('./release-store-pg.js');
    const { s3 } = config.releaseStore;
    const files = s3 ? (await import('./release-files-s3.js')).s3ReleaseFiles({ bucket: s3.bucket, prefix: s3.prefix, region: s3.region, endpoint: s3.endpoint, forcePathStyle: Boolean(s3.endpoint) }) : undefined;
    const pg = pgReleaseStore(app.db, { newToken: tool.newReleaseToken, digest: tool.tokenDigest }, files);
    store = pg;
    // a database that has never had a remote takes this machine's build of it (`pnpm build` put it
    // in the folder): a new store serves at once; a remote the database has keeps its own release
    await seedFromFolder(tool, pg, releasesDir, app.log);
    const { startReleaseMirror } = await import('./release-mirror.js');
    mirror = await startReleaseMirror({ store: pg, dir: releasesDir, log: logError, siteUrl: config.siteUrl });
    closers.unshift(() => mirror!.close());
  }
  const { registerReleaseApi } = await import('./release-api.js');
  await registerReleaseApi(app, { store, opsToken, limits: { packedBytes: config.releaseStore.uploadMaxBytes }, changed: mirror ? () => mirror!.sync() : undefined });
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
      ...(mirror ? { registry: mirror.registry, ensureRelease: mirror.ensure } : {}),
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
      const { createCanaryJudge } = await import('./canary-judge.js');
      const log = (line: string) => app.log.info(line);
      const judge = createCanaryJudge({
        registry: releases,
        health: (remote, releaseIds, since) => releaseHealth(app.db, { remote, releaseIds, since }),
        verdict, rules: config.canaryRules,
        endCanary: (remote, o) => tool.endCanary(remote, { store, ...o, by: 'store', log }),
        promote: (remote, o) => tool.promote(remote, { store, ...o, by: 'store', log }),
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

/**
 * The database store's first releases: each remote of the folder's registry (this machine's build)
 * that the database has never had a release of is published to it, checked as any release, recorded
 * as by `seed <host>`. A remote the database has is left alone (said in the log when the folder's
 * build differs: release it with --to).
 */
async function seedFromFolder(tool: typeof import('../scripts/release.mjs'), store: PgReleaseStore, dir: string, log: FastifyInstance['log']): Promise<void> {
  const own = tool.readRegistry(dir).remotes;
  const names = Object.keys(own).filter((n) => tool.REMOTE_NAME.test(n) && tool.RELEASE_ID.test(own[n]?.id ?? ''));
  if (!names.length) return;
  const { registry } = await store.state.read();
  for (const name of names) {
    const id = own[name]!.id;
    if (registry.remotes[name]) {
      if (registry.remotes[name]!.id !== id) log.info(`releases: the database serves ${name} ${registry.remotes[name]!.id}; this machine's build ${id} is not released (pnpm release mfe-${name} --to <store URL>)`);
      continue;
    }
    const files = await tool.folderFiles(dir).get(name, id);
    if (!files) continue;
    try {
      await tool.publish(name, { store, files, ifAbsent: true, by: `seed ${hostname()}`, log: (line) => log.info(`releases (first release in the database): ${line}`) });
    } catch (e) {
      log.error({ err: e }, `releases: ${name} ${id} from this machine's build could not be the database's first release of it`);
    }
  }
}
