// Every setting docs/configuration.md documents for the server reaches the code path it names, under
// the entries people start: the list is read from the page (a variable documented without a check
// here fails), it must be the schema's (api/src/config.ts) exactly, and each variable is set through
// the real configuration (loadConfig on an environment) and the one composition root (createServer),
// or by starting server/serve.ts (`npm start`) for what only a process shows (where it listens,
// SITE_DEV), and the behaviour the page promises is observed from outside: answers, headers, emails,
// connections. The site's checks need the production build (`pnpm build`, which `npm test` runs
// first); without it they are skipped, the API's still run.
import '../production-react.js';
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, request as httpRequest, type IncomingMessage, type Server as HttpServer } from 'node:http';
import { connect, createServer as createNetServer, type AddressInfo, type Server as NetServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { envSchema, loadConfig, mintTicket, startMaildev, ticketReleases, type LocalMailbox } from 'api';
import { checkoutBody, ISSUER, startJwks, type Jwks } from 'api/testing';
import { startStripeImitation, type StripeImitation } from 'api/testing/stripe-imitation';
import { createServer, REPO_ROOT, type Server } from '../create-server.js';
import { spawnServe, stopServe, type Served } from './support/serve-process.js';
import { hashFiles } from '../../scripts/release.mjs';
import { packRelease } from '../../scripts/release-archive.mjs';
import { freshDatabase, postgresMissing } from './support/release-db.js';
import { startS3Imitation } from './s3-imitation.js';

/** Why the checks that need PostgreSQL are skipped (support/release-db.ts), or null. */
const noPostgres = await postgresMissing();

const DOC = join(REPO_ROOT, 'docs', 'configuration.md');
const built = existsSync(join(REPO_ROOT, 'shell', 'dist', 'index.html')) && existsSync(join(REPO_ROOT, 'releases', 'registry.json'));
const NO_BUILD = built ? false : 'no production build (run `pnpm build`): the site serves only what it made';

/** The variables docs/configuration.md documents as the server's: the first cell of each row of its "The server's settings" table. */
function documentedVariables(): string[] {
  const text = readFileSync(DOC, 'utf8');
  const start = text.indexOf("\n## The server's settings");
  assert.ok(start >= 0, `${DOC} has no "## The server's settings" section`);
  const end = text.indexOf('\n## ', start + 1);
  const names = new Set<string>();
  for (const line of text.slice(start, end < 0 ? undefined : end).split('\n')) {
    if (!line.startsWith('| `')) continue;
    for (const m of line.split('|')[1]!.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) names.add(m[1]!);
  }
  return [...names].sort();
}

/** Variables observed by the checks below (filled as the tests are declared). */
const covered = new Set<string>();
/**
 * Variables no check here observes, and why. Empty: every setting's effect is seen from outside (an
 * answer, a header, an email, a connection). Keep it so; one that truly cannot be seen goes here
 * with its reason.
 */
const EXEMPT: Record<string, string> = {};

/** A test proving that the named variables reach their code paths. */
function proves(vars: string[], name: string, fn: () => Promise<void>, opts: { skip?: string | false } = {}): void {
  for (const v of vars) covered.add(v);
  test(`${vars.join(', ')}: ${name}`, { skip: opts.skip ?? false }, fn);
}

/** A check of the site: skipped without the production build. */
function provesOnSite(vars: string[], name: string, fn: () => Promise<void>): void {
  proves(vars, name, fn, { skip: NO_BUILD });
}

/** Resolves once `check` returns something truthy (polled as events arrive), or fails after `ms`. */
async function until<T>(check: () => T | Promise<T>, what: string, ms = 20_000): Promise<NonNullable<T>> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A port nothing listens on now. */
async function freePort(host = '127.0.0.1'): Promise<number> {
  const s = createNetServer();
  await new Promise<void>((r) => s.listen(0, host, r));
  const { port } = s.address() as AddressInfo;
  await new Promise((r) => s.close(r));
  return port;
}

const dirs: string[] = [];
const tempDir = (name: string) => {
  const d = mkdtempSync(join(tmpdir(), `acma-config-${name}-`));
  dirs.push(d);
  return d;
};
after(() => { for (const d of dirs) rmSync(d, { recursive: true, force: true }); });

/** The configuration from `env` alone (nothing of this process's environment), composed by createServer. */
async function compose(env: Record<string, string>, site: boolean): Promise<Server> {
  return createServer(loadConfig(env, { port: 8080 }), { site });
}

/** A Stripe-Signature header, as Stripe signs an event with an endpoint's secret. */
function stripeSignature(payload: string, secret: string): string {
  const t = Math.floor(Date.now() / 1000);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${payload}`).digest('hex')}`;
}
const ignoredEvent = JSON.stringify({ id: 'evt_config', object: 'event', type: 'customer.created', data: { object: { id: 'cus_config', object: 'customer' } } });

interface InboxMail { subject: string; text: string; html: string; to: { address: string }[]; from: { address: string; name?: string }[] }
const inbox = async (box: LocalMailbox) => (await (await fetch(`${box.inboxUrl}/api/email`)).json()) as InboxMail[];
const mailTo = (box: LocalMailbox, address: string, has: (m: InboxMail) => boolean = () => true) =>
  until(async () => (await inbox(box)).find((m) => m.to.some((t) => t.address.toLowerCase() === address) && has(m)), `an email to ${address}`);

const appConfig = (html: string) => JSON.parse(/<script id="app-config" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}') as Record<string, unknown>;
const scriptSrc = (res: Response) => /(?:^|;\s*)script-src ([^;]*)/.exec(res.headers.get('content-security-policy') ?? '')?.[1] ?? '';
/** A document made now (a render), not one the document cache kept: only renders carry their time. */
const rendered = (res: Response) => /render;dur=/.test(res.headers.get('server-timing') ?? '');

test('the documented variables are the schema\'s, one for one', () => {
  const documented = documentedVariables();
  const schema = Object.keys(envSchema.shape).sort();
  assert.deepEqual(documented.filter((v) => !schema.includes(v)), [], 'documented in docs/configuration.md but unknown to the schema (api/src/config.ts)');
  assert.deepEqual(schema.filter((v) => !documented.includes(v)), [], 'in the schema but not documented in docs/configuration.md');
});

let maildev: LocalMailbox;
let jwks: Jwks;
before(async () => {
  maildev = await startMaildev({ smtpPort: await freePort(), webPort: await freePort() });
  jwks = await startJwks();
});
after(async () => {
  await maildev?.close();
  await jwks?.close();
});

// ---------------------------------------------------------------------------------------------
// A sign-in tenant, Stripe and an SMTP server: the whole site when built (the API alone otherwise).
describe('a tenant, Stripe and a mail server', () => {
  const CLAIM = 'https://acma.example/email';
  const AUDIENCE = 'https://api.acma.example';
  const BUYER = 'dana@example.com';
  const SITE = 'https://store.example.org';
  const LEARNING = 'https://learn.example.org/config-login';
  const FROM = 'config-test@store.example.org';
  const OTHER_ORIGIN = 'https://partner.example';
  let stripe: StripeImitation;
  let stripeFront: HttpServer;
  const stripeKeys: string[] = [];
  let server: Server;
  let dataDir = '';
  let base = '';

  before(async () => {
    stripe = await startStripeImitation();
    // in front of the imitation: the key each call of the SDK sends
    stripeFront = createHttpServer((req, res) => {
      stripeKeys.push(req.headers.authorization ?? '');
      const up = httpRequest({ host: '127.0.0.1', port: stripe.port, method: req.method, path: req.url, headers: req.headers }, (r) => {
        res.writeHead(r.statusCode ?? 502, r.headers);
        r.pipe(res);
      });
      req.pipe(up);
    });
    await new Promise<void>((r) => stripeFront.listen(0, '127.0.0.1', r));
    dataDir = tempDir('tenant');
    server = await compose({
      DATA_DIR: dataDir, LOG_LEVEL: 'warn', SITE_URL: SITE,
      AUTH_DOMAIN: ISSUER, AUTH_CLIENT_ID: 'spa-config', AUTH_JWKS_URL: jwks.url, AUTH_AUDIENCE: AUDIENCE, AUTH_EMAIL_CLAIM: `${CLAIM},email`,
      CORS_ORIGINS: OTHER_ORIGIN,
      PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_configured', STRIPE_WEBHOOK_SECRET: 'whsec_configured',
      STRIPE_API_HOST: '127.0.0.1', STRIPE_API_PORT: String((stripeFront.address() as AddressInfo).port), STRIPE_API_PROTOCOL: 'http',
      SMTP_URL: maildev.smtpUrl, MAIL_FROM: `Config Test <${FROM}>`, LEARNING_PLATFORM_URL: LEARNING,
    }, built);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  });
  after(async () => {
    await server?.close();
    await stripe?.close();
    stripeFront?.closeAllConnections();
    await new Promise((r) => stripeFront?.close(r));
  });

  const asBuyer = (claims: Record<string, unknown>, opts: { audience?: string; issuer?: string } = {}) =>
    jwks.token(null, { sub: 'auth0|dana', ...claims }, { audience: AUDIENCE, ...opts });
  const history = async (token: string) => (await fetch(`${base}/api/order-history`, { headers: { authorization: `Bearer ${token}` } })).status;

  proves(['AUTH_DOMAIN', 'AUTH_JWKS_URL', 'AUTH_AUDIENCE', 'AUTH_EMAIL_CLAIM'], 'a token of the tenant (its issuer, keys served elsewhere, its audience) with the email in the namespaced claim is the buyer', async () => {
    assert.equal(await history(await asBuyer({ [CLAIM]: BUYER, [`${CLAIM}_verified`]: true })), 200);
    // the claim unproven (a valid token whose email is not confirmed: 403 email_unverified), another issuer, another audience: not the buyer
    assert.equal(await history(await asBuyer({ [CLAIM]: BUYER, [`${CLAIM}_verified`]: false })), 403);
    assert.equal(await history(await asBuyer({ [CLAIM]: BUYER, [`${CLAIM}_verified`]: true }, { issuer: 'http://other-tenant.test/' })), 401);
    assert.equal(await history(await asBuyer({ [CLAIM]: BUYER, [`${CLAIM}_verified`]: true }, { audience: 'https://api.storefront.local' })), 401);
    // the local provider was not started for a tenant
    assert.equal(server.idpIssuer, null);
  });

  provesOnSite(['AUTH_CLIENT_ID'], 'the pages ask the tenant for tokens with its client id and audience', async () => {
    const config = appConfig(await (await fetch(`${base}/catalog`)).text());
    assert.deepEqual(config.auth, { domain: ISSUER.replace(/\/$/, ''), clientId: 'spa-config', audience: AUDIENCE });
    assert.equal(config.mode, 'production');
  });

  proves(['CORS_ORIGINS'], 'the other origin may call the API from a browser', async () => {
    const preflight = await fetch(`${base}/api/order-history`, {
      method: 'OPTIONS', headers: { origin: OTHER_ORIGIN, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    assert.equal(preflight.headers.get('access-control-allow-origin'), OTHER_ORIGIN);
    const stranger = await fetch(`${base}/api/order-history`, { method: 'OPTIONS', headers: { origin: 'https://stranger.example', 'access-control-request-method': 'GET' } });
    assert.equal(stranger.headers.get('access-control-allow-origin'), null);
  });

  proves(['LOG_LEVEL', 'DATA_DIR'], 'the app logs at that level; the embedded database is <DATA_DIR>/pglite', async () => {
    assert.equal(server.app.log.level, 'warn');
    assert.ok(existsSync(join(dataDir, 'pglite', 'PG_VERSION')), 'PGlite\'s database in DATA_DIR');
  });

  proves([
    'PAYMENT_PROVIDER', 'STRIPE_SECRET_KEY', 'STRIPE_API_HOST', 'STRIPE_API_PORT', 'STRIPE_API_PROTOCOL', 'SITE_URL',
    'STRIPE_WEBHOOK_SECRET', 'SMTP_URL', 'MAIL_FROM', 'LEARNING_PLATFORM_URL',
  ], 'a purchase goes to Stripe (that server, that key) with links to SITE_URL; its signed event fulfils it; the emails come through that SMTP server, from MAIL_FROM, with the learning platform\'s address', async () => {
    const token = await asBuyer({ [CLAIM]: BUYER, [`${CLAIM}_verified`]: true });
    const res = await fetch(`${base}/api/stripe-checkout`, {
      method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(checkoutBody({ fullName: 'Dana Reyes', email: BUYER })),
    });
    assert.equal(res.status, 201, await res.clone().text());
    const { sessionId } = (await res.json()) as { sessionId: string };
    assert.ok(stripe.sessions.has(sessionId), 'the session was made by the configured Stripe server');
    assert.ok(stripeKeys.length > 0 && stripeKeys.every((k) => k === 'Bearer sk_test_configured'), stripeKeys.join(' '));
    const sent = stripe.seen.find((s) => s.method === 'POST' && s.path === '/v1/checkout/sessions')!;
    assert.match(String(sent.body.success_url), new RegExp(`^${SITE}/`));

    stripe.complete(sessionId);
    const payload = stripe.event(sessionId);
    const deliver = (secret: string) => fetch(`${base}/api/webhooks/stripe`, {
      method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignature(payload, secret) }, body: payload,
    });
    assert.equal((await deliver('whsec_another')).status, 400, 'an event signed with another secret');
    const delivered = await deliver('whsec_configured');
    assert.equal(delivered.status, 200, await delivered.clone().text());

    const mail = await mailTo(maildev, BUYER, (m) => `${m.text}${m.html}`.includes(LEARNING));
    assert.equal(mail.from[0]?.address, FROM);
  });
});

// ---------------------------------------------------------------------------------------------
// The API alone with the sandbox, a form provider, the store's inbox and no seed catalog.
describe('the sandbox, a form provider, the store\'s inbox, limits behind a proxy', () => {
  const INBOX = 'inbox-config@store.example.org';
  let provider: HttpServer;
  const forwarded: string[] = [];
  let server: Server;
  /** A local sign-in provider's key set on IDP_PORT (the test key server's keys). */
  let idp: HttpServer;
  let idpPort = 0;

  before(async () => {
    idpPort = await freePort();
    idp = createHttpServer((req, res) => {
      if (req.url !== '/.well-known/jwks.json') return void res.writeHead(404).end();
      void fetch(jwks.url).then(async (r) => res.writeHead(r.status, { 'content-type': 'application/json' }).end(await r.text()));
    });
    // every local address: the API asks for localhost
    await new Promise<void>((r) => idp.listen(idpPort, r));
    provider = createHttpServer((req, res) => {
      forwarded.push(req.url ?? '');
      req.resume();
      req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{"inlineMessage":"Thanks"}'));
    });
    await new Promise<void>((r) => provider.listen(0, '127.0.0.1', r));
    server = await compose({
      DATA_DIR: tempDir('sandbox'), LOG_LEVEL: 'silent', SEED: '0',
      TRUST_PROXY: 'loopback', API_RATE_LIMITS: '{"leadsPerIp":2}',
      FORMS_PORTAL_ID: '4242', FORMS_FORM_IDS: '{"contact-general":"form-config"}',
      FORMS_SUBMIT_URL: `http://127.0.0.1:${(provider.address() as AddressInfo).port}/submit/{portalId}/{formId}`,
      SMTP_URL: maildev.smtpUrl, STORE_INBOX: INBOX, SANDBOX_WEBHOOK_SECRET: 'whsec_sandbox_configured', IDP_PORT: String(idpPort),
    }, false);
  });
  after(async () => {
    await server?.close();
    idp?.closeAllConnections();
    await new Promise((r) => idp?.close(r));
    provider?.closeAllConnections();
    await new Promise((r) => provider?.close(r));
  });

  const lead = (from: string, form = 'contact-general', fields: Record<string, string> = { firstname: 'Ada', email: 'ada@example.com', message: 'Hello' }) =>
    server.app.inject({ method: 'POST', url: '/api/leads', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': from }, payload: { form, fields } });

  proves(['API_RATE_LIMITS', 'TRUST_PROXY'], 'the lead limit is the configured one, counted per client address as the trusted proxy gives it', async () => {
    assert.equal((await lead('203.0.113.5')).statusCode, 201);
    assert.equal((await lead('203.0.113.5')).statusCode, 201);
    assert.equal((await lead('203.0.113.5')).statusCode, 429, 'the third lead of that address (the default allows 20)');
    // behind the trusted proxy another client is another address (untrusted, both would be the proxy's)
    assert.equal((await lead('203.0.113.6')).statusCode, 201);
  });

  proves(['FORMS_PORTAL_ID', 'FORMS_FORM_IDS', 'FORMS_SUBMIT_URL'], 'stored leads are forwarded to the provider\'s form', async () => {
    assert.equal((await lead('203.0.113.7')).statusCode, 201);
    await until(() => forwarded.includes('/submit/4242/form-config'), 'the lead at the provider');
  });

  proves(['STORE_INBOX'], 'a chat message is emailed to the store\'s inbox', async () => {
    const r = await lead('203.0.113.8', 'live-chat', { name: 'Priya Raman', email: 'priya@example.com', message: 'Configured inbox?' });
    assert.equal(r.statusCode, 201, r.body);
    await mailTo(maildev, INBOX, (m) => m.text.includes('Configured inbox?'));
  });

  proves(['SANDBOX_WEBHOOK_SECRET'], 'the sandbox\'s events are checked with that secret', async () => {
    const deliver = (secret: string) => server.app.inject({
      method: 'POST', url: '/api/webhooks/stripe', headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignature(ignoredEvent, secret) }, payload: ignoredEvent,
    });
    assert.equal((await deliver('whsec_sandbox_configured')).statusCode, 200);
    assert.equal((await deliver('whsec_another')).statusCode, 400);
  });

  proves(['IDP_PORT'], 'the API alone takes the tokens of the local provider on that port', async () => {
    const token = await jwks.token('ada@example.com', {}, { issuer: `http://localhost:${idpPort}/` });
    const r = await server.app.inject({ method: 'GET', url: '/api/order-history', headers: { authorization: `Bearer ${token}` } });
    assert.equal(r.statusCode, 200, r.body);
    const elsewhere = await jwks.token('ada@example.com', {}, { issuer: 'http://localhost:8081/' });
    assert.equal((await server.app.inject({ method: 'GET', url: '/api/order-history', headers: { authorization: `Bearer ${elsewhere}` } })).statusCode, 401);
  });

  proves(['SEED'], '0: no seed catalog', async () => {
    const r = await server.app.inject({ method: 'GET', url: '/api/products' });
    assert.equal(r.statusCode, 200);
    assert.deepEqual(JSON.parse(r.body), []);
  });
});

// ---------------------------------------------------------------------------------------------
// Services the store connects to, stood in for by servers that record what arrives.
describe('the services the store connects to', () => {
  proves(['DATABASE_URL'], 'the store opens that PostgreSQL server, not PGlite', async () => {
    const dataDir = tempDir('postgres');
    let startup = '';
    const postgres: NetServer = createNetServer((socket) => {
      // the client's startup message names the user and the database; then the "server" goes away
      socket.once('data', (b: Buffer) => { startup = b.toString('latin1'); socket.destroy(); });
    });
    await new Promise<void>((r) => postgres.listen(0, '127.0.0.1', r));
    try {
      const url = `postgres://config_probe@127.0.0.1:${(postgres.address() as AddressInfo).port}/config_db`;
      await assert.rejects(compose({ DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, false));
      assert.match(startup, /user\0config_probe\0/);
      assert.match(startup, /database\0config_db\0/);
      assert.equal(existsSync(join(dataDir, 'pglite')), false, 'no PGlite database');
    } finally {
      await new Promise((r) => postgres.close(r));
    }
  });

  /** A release as `pnpm release --to` uploads one: its files packed, their id. */
  const releaseUpload = (remote: string) => {
    const files = [
      { path: 'remoteEntry.js', bytes: Buffer.from(`/* ${remote} */`) },
      { path: 'mf-manifest.json', bytes: Buffer.from(JSON.stringify({ name: remote, exposes: [{ name: 'HomePage', path: './HomePage' }] })) },
      { path: 'routes.json', bytes: Buffer.from(JSON.stringify({ routes: [{ path: `/${remote}-home`, module: 'HomePage' }] })) },
    ];
    return { id: hashFiles(files), body: packRelease(files) };
  };
  const RELEASE_OPS = 'the-operators-token-of-the-configuration-test';
  const sendRelease = (server: Server, remote: string, { id, body }: { id: string; body: Buffer }) => server.app.inject({
    method: 'POST', url: `/api/releases/mfe-${remote}`, payload: body,
    headers: { authorization: `Bearer ${RELEASE_OPS}`, 'content-type': 'application/gzip', 'x-release-id': id },
  });

  proves(['RELEASE_STORE', 'RELEASE_UPLOAD_MAX_MB'], 'folder: an uploaded release lands in RELEASES_DIR, one over that size is refused; postgres needs DATABASE_URL', async () => {
    const releases = tempDir('release-store');
    const server = await compose({ DATA_DIR: tempDir('release-store-data'), LOG_LEVEL: 'silent', RELEASES_DIR: releases, RELEASE_STORE: 'folder', RELEASE_UPLOAD_MAX_MB: '1', RELEASE_OPS_TOKEN: RELEASE_OPS }, false);
    try {
      const release = releaseUpload('zeta');
      assert.equal((await sendRelease(server, 'zeta', release)).statusCode, 201);
      assert.equal((JSON.parse(readFileSync(join(releases, 'registry.json'), 'utf8')) as { remotes: Record<string, { id: string }> }).remotes.zeta?.id, release.id);
      const big = await sendRelease(server, 'zeta', { id: release.id, body: Buffer.alloc(1024 * 1024 + 1) });
      assert.equal(big.statusCode, 413);
      assert.match(big.body, /limit of 1048576 bytes/);
    } finally {
      await server.close();
    }
    assert.throws(() => loadConfig({ RELEASE_STORE: 'postgres' }, { port: 8080 }), /RELEASE_STORE: postgres needs DATABASE_URL/);
  });

  proves(['RELEASE_S3_BUCKET', 'RELEASE_S3_PREFIX', 'RELEASE_S3_REGION', 'RELEASE_S3_ENDPOINT'], "with the database store, a release's files go to that bucket under that prefix, signed for that region, at that endpoint", async () => {
    const s3 = await startS3Imitation({ bucket: 'config-releases' });
    const database = await freshDatabase('config_s3');
    const saved = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };
    // the SDK's own credentials chain, as on a machine: the environment's keys
    process.env.AWS_ACCESS_KEY_ID = s3.accessKeyId;
    process.env.AWS_SECRET_ACCESS_KEY = s3.secretAccessKey;
    let server: Server | undefined;
    try {
      server = await compose({
        DATA_DIR: tempDir('s3-data'), LOG_LEVEL: 'silent', RELEASES_DIR: tempDir('s3-copy'), DATABASE_URL: database.url, RELEASE_OPS_TOKEN: RELEASE_OPS,
        RELEASE_S3_BUCKET: 'config-releases', RELEASE_S3_PREFIX: 'store-one/', RELEASE_S3_REGION: 'eu-central-1', RELEASE_S3_ENDPOINT: s3.endpoint,
      }, false);
      const release = releaseUpload('zeta');
      const res = await sendRelease(server, 'zeta', release);
      assert.equal(res.statusCode, 201, res.body);
      assert.deepEqual([...s3.objects.keys()].sort(), ['.release.json', 'mf-manifest.json', 'remoteEntry.js', 'routes.json'].map((f) => `store-one/zeta/${release.id}/${f}`));
      assert.ok(s3.log.length > 0 && s3.log.every((r) => r.region === 'eu-central-1'), JSON.stringify(s3.log.map((r) => r.region)));
      const db = (server.app as unknown as { db: { query<T>(sql: string): Promise<T[]> } }).db;
      assert.deepEqual(await db.query('SELECT remote FROM release_files'), [], 'no file in the database');
    } finally {
      await server?.close();
      process.env.AWS_ACCESS_KEY_ID = saved.id;
      process.env.AWS_SECRET_ACCESS_KEY = saved.secret;
      if (saved.id === undefined) delete process.env.AWS_ACCESS_KEY_ID;
      if (saved.secret === undefined) delete process.env.AWS_SECRET_ACCESS_KEY;
      await database.drop();
      await s3.close();
    }
  }, { skip: noPostgres ?? false });

  proves(['REDIS_URL', 'STRIPE_TIMEOUT_MS'], 'the rate limits connect to that Redis; a call to Stripe gives up after that time', async () => {
    const redisSockets: Socket[] = [];
    const redis = createNetServer((s) => { redisSockets.push(s); s.resume(); });
    await new Promise<void>((r) => redis.listen(0, '127.0.0.1', r));
    // a Stripe that never answers: when the SDK drops each attempt
    const attempts: { at: number; closed?: number }[] = [];
    const hanging = createHttpServer((req: IncomingMessage) => {
      const a: { at: number; closed?: number } = { at: Date.now() };
      attempts.push(a);
      req.socket.once('close', () => { a.closed = Date.now(); });
    });
    await new Promise<void>((r) => hanging.listen(0, '127.0.0.1', r));
    let server: Server | undefined;
    try {
      server = await compose({
        DATA_DIR: tempDir('redis'), LOG_LEVEL: 'silent', REDIS_URL: `redis://127.0.0.1:${(redis.address() as AddressInfo).port}`,
        AUTH_DOMAIN: ISSUER, AUTH_JWKS_URL: jwks.url,
        PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_timeout', STRIPE_WEBHOOK_SECRET: 'whsec_timeout',
        STRIPE_API_HOST: '127.0.0.1', STRIPE_API_PORT: String((hanging.address() as AddressInfo).port), STRIPE_API_PROTOCOL: 'http',
        STRIPE_TIMEOUT_MS: '300',
      }, false);
      await until(() => redisSockets.length > 0, 'a connection to the configured Redis');
      const token = await jwks.token('lee@example.com');
      const r = await server.app.inject({
        method: 'POST', url: '/api/stripe-checkout', headers: { authorization: `Bearer ${token}` },
        payload: checkoutBody({ fullName: 'Lee Park', email: 'lee@example.com' }),
      });
      assert.notEqual(r.statusCode, 201, r.body);
      assert.ok(attempts.length > 0, 'the call reached the configured Stripe server');
      const first = await until(() => attempts[0]!.closed, 'the first attempt given up');
      // given up after about 300 ms (the default waits 20 s)
      assert.ok(first - attempts[0]!.at < 5_000, `given up after ${first - attempts[0]!.at} ms`);
    } finally {
      await server?.close();
      for (const s of redisSockets) s.destroy();
      await new Promise((r) => redis.close(r));
      hanging.closeAllConnections();
      await new Promise((r) => hanging.close(r));
    }
  });
});

// ---------------------------------------------------------------------------------------------
// The whole site as `npm start` runs it: node server/serve.ts with the settings in its environment.

/** serve.ts with only these settings in its environment (and PATH, HOME). */
const startServe = (env: Record<string, string>, origin: string): Promise<Served> =>
  spawnServe({ PATH: process.env.PATH, HOME: process.env.HOME, ...env }, origin);

// (the suites are not skipped as a whole: a skipped suite declares none of its checks; each check is)
describe('npm start (server/serve.ts)', () => {
  const HOST = '127.0.0.2';
  const FORMS_SCRIPT = 'https://forms.example.net/v2/embed.js';
  const CHAT_SCRIPT = 'https://chat.example.net/v1/4242.js';
  const SRI = `sha384-${'A'.repeat(64)}`;
  const SRI2 = `sha384-${'B'.repeat(64)}`;
  let served: Served | undefined;
  let port = 0;
  let ports = { idp: 0, web: 0, smtp: 0 };
  let base = '';
  let servedReleases: Record<string, string> = {};
  /** A client address of its own for each request (the render limit counts per address, behind the trusted proxy). */
  let client = 0;
  const nextClient = () => `198.51.100.${++client}`;

  before(async () => {
    if (!built) return;
    port = await freePort(HOST);
    ports = { idp: await freePort(), web: await freePort(), smtp: await freePort() };
    base = `http://${HOST}:${port}`;
    // the releases in a folder of their own: the same releases, but a registry without the summit's
    // (the pages these checks open are not the summit's)
    const releases = tempDir('releases');
    const real = join(REPO_ROOT, 'releases');
    for (const name of readdirSync(real)) if (!name.startsWith('registry.json')) symlinkSync(join(real, name), join(releases, name));
    const registry = JSON.parse(readFileSync(join(real, 'registry.json'), 'utf8')) as { remotes: Record<string, { id: string }> };
    delete registry.remotes.summit;
    servedReleases = Object.fromEntries(Object.entries(registry.remotes).map(([name, r]) => [name, r.id]));
    writeFileSync(join(releases, 'registry.json'), JSON.stringify(registry));
    served = await startServe({
      PORT: String(port), HOST, IDP_PORT: String(ports.idp), MAIL_WEB_PORT: String(ports.web), SMTP_PORT: String(ports.smtp),
      NODE_ENV: 'production', SITE_URL: 'https://store.example.org', TRUST_PROXY: 'loopback', DATA_DIR: tempDir('serve'), LOG_LEVEL: 'warn',
      RELEASES_DIR: releases,
      DOCUMENT_CACHE_ENTRIES: '2', DOCUMENT_RENDER_BURST: '3', DOCUMENT_RENDERS_PER_SECOND: '1',
      FORMS_PORTAL_ID: '4242', FORMS_FORM_IDS: '{"contact-general":"form-config"}', FORMS_SCRIPT_URL: FORMS_SCRIPT, FORMS_SCRIPT_INTEGRITY: SRI,
      CHAT_WIDGET_ID: 'chat-4242', CHAT_SCRIPT_URL: CHAT_SCRIPT, CHAT_SCRIPT_INTEGRITY: SRI2,
    }, base);
  });
  after(() => stopServe(served));

  const page = (path: string) => fetch(base + path, { headers: { 'x-forwarded-for': nextClient() } });

  provesOnSite(['PORT', 'HOST'], 'the store listens on that port of that address only', async () => {
    assert.equal((await fetch(`${base}/api/health`)).status, 200);
    await assert.rejects(fetch(`http://127.0.0.1:${port}/api/health`), 'nothing on another address');
    assert.match(served!.output(), new RegExp(`running at https://store\\.example\\.org`));
  });

  provesOnSite(['IDP_PORT', 'MAIL_WEB_PORT', 'SMTP_PORT'], 'the local sign-in provider, inbox and SMTP server listen on those ports', async () => {
    assert.match(served!.output(), new RegExp(`local identity provider\\): http://localhost:${ports.idp}/`));
    assert.equal((await fetch(`http://localhost:${ports.idp}/.well-known/jwks.json`)).status, 200);
    assert.match(served!.output(), new RegExp(`local inbox\\): http://[^:]+:${ports.web}`));
    assert.equal((await fetch(`http://127.0.0.1:${ports.web}/api/email`)).status, 200);
    const banner = await new Promise<string>((resolve, reject) => {
      const s = connect(ports.smtp, '127.0.0.1');
      s.once('data', (b: Buffer) => { resolve(b.toString()); s.destroy(); });
      s.once('error', reject);
    });
    assert.match(banner, /^220 /);
  });

  provesOnSite(['NODE_ENV'], 'production over an https SITE_URL: HSTS', async () => {
    const res = await page('/catalog');
    assert.equal(res.status, 200);
    assert.match(res.headers.get('strict-transport-security') ?? '', /max-age=\d+/);
  });

  provesOnSite(['FORMS_SCRIPT_URL', 'FORMS_SCRIPT_INTEGRITY', 'CHAT_WIDGET_ID', 'CHAT_SCRIPT_URL', 'CHAT_SCRIPT_INTEGRITY'], 'the pages load the pinned scripts with their hashes, and the CSP names their origins', async () => {
    const res = await page('/contact-us');
    const src = scriptSrc(res);
    assert.match(src, /https:\/\/forms\.example\.net/);
    assert.match(src, /https:\/\/chat\.example\.net/);
    const config = appConfig(await res.text());
    assert.deepEqual(config.forms, { portalId: '4242', formIds: { 'contact-general': 'form-config' }, scriptUrl: FORMS_SCRIPT, integrity: SRI });
    assert.deepEqual(config.chat, { widgetId: 'chat-4242', scriptUrl: CHAT_SCRIPT, integrity: SRI2 });
  });

  provesOnSite(['RELEASES_DIR'], 'the releases and their registry are served from that folder', async () => {
    const res = await fetch(`${base}/releases/registry.json`, { headers: { 'accept-encoding': 'identity' } });
    assert.equal(res.status, 200);
    const served = (await res.json()) as { remotes: Record<string, { id: string; entry: string }> };
    assert.deepEqual(Object.fromEntries(Object.entries(served.remotes).map(([name, r]) => [name, r.id])), servedReleases, 'the folder\'s registry: no summit');
    assert.equal((await fetch(base + served.remotes.catalog!.entry)).status, 200, 'a release file from the folder');
  });

  provesOnSite(['DOCUMENT_CACHE_ENTRIES'], 'the document cache keeps that many documents', async () => {
    for (let attempt = 0; ; attempt++) {
      // (a document is kept for the minute it was made in: a check across a minute's end is made again)
      const minute = Math.floor(Date.now() / 60_000);
      await page('/faq');
      for (const other of ['/catalog', '/contact-us']) await page(other);
      const kept = !rendered(await page('/contact-us'));
      const again = rendered(await page('/faq'));
      if (Math.floor(Date.now() / 60_000) !== minute && attempt < 2) continue;
      assert.ok(kept, 'a document asked again is kept');
      assert.ok(again, 'two newer documents later, the first is not kept any more (the default keeps 500)');
      break;
    }
  });

  provesOnSite(['DOCUMENT_RENDER_BURST', 'DOCUMENT_RENDERS_PER_SECOND'], 'one client address has 3 documents made at once, then one a second', async () => {
    const from = nextClient();
    const started = Date.now();
    let made = 0;
    let refused = 0;
    // new documents asked one after another for two seconds (the default would make 60 at once, then 5 a second)
    for (let i = 0; Date.now() - started < 2_000; i++) {
      const res = await fetch(`${base}/catalog?q=limit${i}`, { headers: { 'x-forwarded-for': from } });
      if (res.status === 200) made++;
      else if (res.status === 429) refused++;
      else assert.fail(`status ${res.status}`);
      await res.arrayBuffer();
    }
    const seconds = Math.ceil((Date.now() - started) / 1000);
    assert.ok(made >= 3, `${made} made`);
    assert.ok(made <= 3 + seconds, `${made} made in ${seconds} s`);
    assert.ok(refused > 0);
  });
});

// SITE_DEV is read where the process starts (production-react.ts picks React's build before anything
// loads it) as well as by the configuration (the site's `dev` option): only a process started with it shows it.
describe('pnpm dev\'s server (SITE_DEV=1)', () => {
  let served: Served | undefined;
  let base = '';
  before(async () => {
    if (!built) return;
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    served = await startServe({
      PORT: String(port), HOST: '127.0.0.1', SITE_DEV: '1', DATA_DIR: tempDir('dev'), LOG_LEVEL: 'warn',
      // no embedded services needed
      AUTH_DOMAIN: ISSUER, SMTP_URL: 'smtp://127.0.0.1:9',
    }, base);
  });
  after(() => stopServe(served));

  provesOnSite(['SITE_DEV'], 'the pages take the remotes from their watch builds, not the releases\' registry', async () => {
    const config = appConfig(await (await fetch(`${base}/catalog`)).text());
    assert.equal(config.registry, undefined, 'no registry in development');
    for (const entry of Object.values((config.remotes ?? {}) as Record<string, string>)) assert.match(entry, /^\/remotes\//);
  });
});

// ---------------------------------------------------------------------------------------------
// The document limits that need many renders, each on a site of its own (in this process).
describe('the document cache\'s size and the renders\' share of time', () => {
  async function site(env: Record<string, string>): Promise<{ server: Server; base: string }> {
    const server = await compose({
      DATA_DIR: tempDir('documents'), LOG_LEVEL: 'silent', TRUST_PROXY: 'loopback',
      // no embedded services needed
      AUTH_DOMAIN: ISSUER, SMTP_URL: 'smtp://127.0.0.1:9', ...env,
    }, true);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    return { server, base: `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}` };
  }
  let n = 0;
  const get = (base: string, path: string) => fetch(base + path, { headers: { 'x-forwarded-for': `192.0.2.${(++n % 250) + 1}`, 'accept-encoding': 'identity' } });

  provesOnSite(['DOCUMENT_CACHE_MB'], 'the cache holds that many megabytes of documents', async () => {
    const { server, base } = await site({ DOCUMENT_CACHE_MB: '1', DOCUMENT_RENDER_BURST: '1000', DOCUMENT_RENDERS_PER_SECOND: '1000' });
    try {
      // documents are kept (once the catalog is read)
      await until(async () => { await get(base, '/catalog?q=kept'); return !rendered(await get(base, '/catalog?q=kept')); }, 'a document kept');
      assert.ok(rendered(await get(base, '/faq')));
      // over a megabyte of other documents (500 entries and 64 MB by default would keep /faq)
      let bytes = 0;
      for (let i = 0; bytes < 1.5 * 1024 * 1024 && i < 300; i++) {
        const res = await get(base, `/catalog?q=megabyte${i}`);
        assert.equal(res.status, 200);
        bytes += (await res.arrayBuffer()).byteLength;
      }
      assert.ok(rendered(await get(base, '/faq')), 'made again: it was not kept');
    } finally {
      await server.close();
    }
  });

  provesOnSite(['DOCUMENT_RENDER_TIME_PERCENT'], 'new documents asked at once by many clients: past that share of the render thread\'s time, 503', async () => {
    const { server, base } = await site({ DOCUMENT_RENDER_TIME_PERCENT: '1' });
    try {
      // 20 addresses, each asking for one new document, all at once (the default share, all of the thread's time, makes them all)
      const statuses = await Promise.all(Array.from({ length: 20 }, async (_, i) => {
        const res = await get(base, `/catalog?q=share${i}`);
        await res.arrayBuffer();
        return res.status;
      }));
      assert.ok(statuses.includes(503), statuses.join(' '));
      assert.ok(statuses.every((s) => s === 200 || s === 503), statuses.join(' '));
    } finally {
      await server.close();
    }
  });

  provesOnSite(['DOCUMENT_RENDER_NICE'], 'the render thread runs at that priority, the process at its own', async () => {
    // Linux: each thread's nice value is field 19 of /proc/self/task/<tid>/stat
    const nices = () => readdirSync('/proc/self/task').map((tid) => {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
    });
    assert.ok(!nices().includes(7));
    const { server } = await site({ DOCUMENT_RENDER_NICE: '7' });
    try {
      assert.ok(nices().includes(7), nices().join(' '));
    } finally {
      await server.close();
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Release health: who is staff, the release tool's token, the canary rules, how long counts are kept.
describe('release health: the staff, the ops token, the canary rules, the days kept', () => {
  const ROLES = 'https://acma.example/roles';
  const OPS = 'ops-token-configured-0123456789abcdef';
  const VIEW_SECRET = 'view-secret-configured-0123456789abcdef';
  const STABLE = 'aaaaaaaaaaa1';
  const CANARY = 'bbbbbbbbbbb2';
  let server: Server;
  let dataDir = '';
  let releasesDir = '';
  const env = () => ({
    DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED: '0', RELEASES_DIR: releasesDir,
    AUTH_DOMAIN: ISSUER, AUTH_JWKS_URL: jwks.url, AUTH_ROLES_CLAIM: ROLES, AUTH_STAFF_ROLE: 'release-manager', RELEASE_OPS_TOKEN: OPS,
    CANARY_ERROR_RATIO: '1.5', CANARY_MIN_ERRORS: '1', CANARY_LATENCY_WORSE_PERCENT: '50', CANARY_MIN_VIEWS: '2', CANARY_PROMOTE_AFTER_VIEWS: '3',
    CANARY_MIN_VISITORS: '3', RELEASE_VIEW_SECRET: VIEW_SECRET,
    RELEASE_HEALTH_DAYS: '2',
  });
  before(async () => {
    dataDir = tempDir('health');
    releasesDir = tempDir('health-releases');
    writeFileSync(join(releasesDir, 'registry.json'), JSON.stringify({ remotes: { catalog: {
      id: STABLE, entry: `/releases/catalog/${STABLE}/remoteEntry.js`,
      canary: { id: CANARY, entry: `/releases/catalog/${CANARY}/remoteEntry.js`, percent: 10, startedAt: new Date(Date.now() - 60_000).toISOString(), autoPromote: true },
    } } }));
    server = await compose(env(), false);
  });
  after(async () => {
    await server?.close();
  });

  const staff = (authorization: string) => server.app.inject({ method: 'GET', url: '/api/staff/releases', headers: { authorization } });
  const asUser = (roles: Record<string, unknown>) => jwks.token('kim@example.com', { sub: 'auth0|kim', ...roles }, { audience: 'https://api.storefront.local' });

  proves(['AUTH_ROLES_CLAIM', 'AUTH_STAFF_ROLE'], 'the staff are the users with that role in that claim', async () => {
    assert.equal((await staff(`Bearer ${await asUser({ [ROLES]: ['release-manager'] })}`)).statusCode, 200);
    assert.equal((await staff(`Bearer ${await asUser({ [ROLES]: ['staff'] })}`)).statusCode, 403, 'the default role is not this store\'s');
    assert.equal((await staff(`Bearer ${await asUser({ 'https://acma.org/roles': ['release-manager'] })}`)).statusCode, 403, 'the default claim is not read');
  });

  proves(['RELEASE_OPS_TOKEN'], 'the release tool\'s token opens /api/staff/*; no token file is made', async () => {
    assert.equal((await staff(`Bearer ${OPS}`)).statusCode, 200);
    assert.equal((await staff(`Bearer ${OPS}x`)).statusCode, 401);
    assert.equal(existsSync(join(releasesDir, '.ops-token')), false);
  });

  proves(['CANARY_ERROR_RATIO', 'CANARY_MIN_ERRORS', 'CANARY_LATENCY_WORSE_PERCENT', 'CANARY_MIN_VIEWS', 'CANARY_PROMOTE_AFTER_VIEWS', 'CANARY_MIN_VISITORS', 'RELEASE_VIEW_SECRET'], 'the canary is judged by those rules, on page views whose tickets that secret signed', async () => {
    let visitor = 0;
    // a page view of its own visitor: a ticket signed with the configured secret, as a document carries it
    const beacon = (releases: Record<string, string>, secret = VIEW_SECRET) => server.app.inject({
      method: 'POST', url: '/api/beacons', headers: { 'content-type': 'text/plain', 'sec-fetch-site': 'same-origin' },
      payload: JSON.stringify({ v: 1, releases, errors: {}, t: mintTicket(secret, ticketReleases({ catalog: { id: releases.catalog! } }), `visitor${String(++visitor).padStart(4, '0')}`) }),
    });
    assert.equal((await beacon({ catalog: CANARY }, 'another-secret-0123456789abcdef-xyz')).statusCode, 403, 'a ticket another secret signed');
    for (let i = 0; i < 3; i++) assert.equal((await beacon({ catalog: STABLE })).statusCode, 204);
    for (let i = 0; i < 2; i++) assert.equal((await beacon({ catalog: CANARY })).statusCode, 204);
    const judged = async () => {
      const r = await staff(`Bearer ${OPS}`);
      return JSON.parse(r.body) as { rules: unknown; remotes: { canary: { views: number }; verdict: { verdict: string } }[] };
    };
    assert.equal((await judged()).remotes[0]!.verdict.verdict, 'watching', 'two visitors of the canary: three are needed');
    assert.equal((await beacon({ catalog: CANARY })).statusCode, 204);
    const body = await judged();
    assert.deepEqual(body.rules, { errorRatio: 1.5, minErrors: 1, latencyWorse: 0.5, minViews: 2, promoteAfterViews: 3, minVisitors: 3 });
    assert.equal(body.remotes[0]!.canary.views, 3);
    assert.equal(body.remotes[0]!.verdict.verdict, 'promote', 'three page views of three visitors promote (the default asks for 500, from 20)');
  });

  proves(['RELEASE_HEALTH_DAYS'], 'counts older than that are deleted when the store starts', async () => {
    const db = (server.app as unknown as { db: { query<T>(sql: string, params?: unknown[]): Promise<T[]> } }).db;
    const day = 24 * 3_600_000;
    for (const age of [3 * day, day]) {
      await db.query("INSERT INTO release_health (remote, release_id, minute, views, errors) VALUES ('catalog', $1, $2::timestamptz, 1, 0)", [STABLE, new Date(Date.now() - age).toISOString()]);
    }
    await server.close();
    server = await compose(env(), false);
    const again = (server.app as unknown as { db: typeof db }).db;
    await server.app.ready();
    const older = async () => (await again.query<{ n: number }>("SELECT count(*)::int AS n FROM release_health WHERE minute < now() - interval '2 days'"))[0]!.n;
    await until(async () => (await older()) === 0, 'the old counts deleted');
    const kept = (await again.query<{ n: number }>("SELECT count(*)::int AS n FROM release_health WHERE minute < now() - interval '12 hours'"))[0]!.n;
    assert.equal(kept, 1, 'the day-old count is kept');
  });
});

test('every documented variable has a check above, or a reasoned exemption', () => {
  const documented = documentedVariables();
  const unchecked = documented.filter((v) => !covered.has(v) && !(v in EXEMPT));
  assert.deepEqual(unchecked, [], 'documented in docs/configuration.md with no check in this file');
  assert.deepEqual([...covered, ...Object.keys(EXEMPT)].filter((v) => !documented.includes(v)), [], 'checked here but not documented');
});
