// The local identity provider of the embedded default: oidc-provider shaped like an Auth0 tenant,
// so the unmodified @auth0/auth0-spa-js completes a redirect login against it (Auth0 route names,
// issuer with a trailing '/', `audience` as the resource indicator, RS256 JWT access tokens,
// email/name/picture in the ID token, refresh tokens with rotation, `returnTo` on logout).
// Accounts live in memory (three seeded test buyers plus sign-ups); the signing key can be kept in
// a file so tokens survive restarts.
// Security: a sign-up is unconfirmed (`email_verified` false in the ID and access tokens) until the
// link emailed to the address is followed, and answers the same whether or not the address has an
// account (the email tells the owner); every URL it publishes comes from the issuer, never from the
// request's Host; wrong passwords are slowed per account and client address, and sign-ups per client
// address (throttle.ts), the client's address being the connection's unless `trustProxy` names the
// proxies that may tell it; an account left unconfirmed when its link expires is removed (users.ts).
import { createHash } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';
import type ProviderClass from 'oidc-provider';
import { accountExistsEmail, confirmEmail } from './emails.js';
import { loadKeys } from './keys.js';
import { IdpMailer, type IdpMailOptions, type SentMail } from './mail.js';
import { MemoryStore } from './memory-adapter.js';
import { confirmEmailPage, emailConfirmedPage, messagePage, signInPage, signUpPage } from './pages.js';
import { clientAddressOf, clientKey, describeWait, SignUpLimit, type TrustProxy } from './throttle.js';
import { SEED_USERS, UserStore } from './users.js';

export interface IdpLogger {
  info(msg: string): void;
  warn(msg: string): void;
  error(msg: string, err?: unknown): void;
}

export interface IdpOptions {
  /** Port to listen on; 0 picks a free one (reflected in the issuer). */
  port: number;
  /** Host to bind (default localhost). */
  host?: string;
  /** Issuer URL; default `http://localhost:<port>/`. A trailing '/' is added when missing. */
  issuer?: string;
  /** Origins of the storefront (e.g. http://localhost:8080): redirect and logout targets, CORS. */
  appOrigins: string[];
  /** The API audience (resource indicator) access tokens are issued for. */
  audience: string;
  /** Client id of the storefront SPA (default storefront-spa). */
  clientId?: string;
  /** Create the test buyers (default true). */
  seedUsers?: boolean;
  /** The access-token claim that lists an account's roles (the store's AUTH_ROLES_CLAIM; default https://acma.org/roles). */
  rolesClaim?: string;
  /** List the test buyers on the sign-in page (embedded default only; default false). */
  showTestUsers?: boolean;
  /** JSON file keeping the signing and cookie keys across restarts (created when missing). */
  keyFile?: string;
  /** Access token lifetime in seconds (default 3600). */
  accessTokenTtl?: number;
  /**
   * The SMTP server for the confirmation emails (the embedded default passes maildev's, or SMTP_URL).
   * Without it the emails are kept in memory, in the handle's `outbox` (tests read them there).
   */
  mail?: IdpMailOptions;
  /**
   * Which proxies in front of the provider may tell the client's address in X-Forwarded-For, for the
   * per-client limits (the store's TRUST_PROXY, passed as it is): a hop count, a list of addresses and
   * CIDR ranges (or loopback, linklocal, uniquelocal; an array or one comma-separated string), or
   * true for every peer. Default none: the header is ignored and the connection's address is the client's.
   */
  trustProxy?: TrustProxy;
  /** Sign-ups allowed per client address: at most `max` (default 5) within `windowMs` (default an hour). */
  signUpLimit?: { max?: number; windowMs?: number };
  /** The clock of confirmation links, account expiry, and the sign-in and sign-up limits (tests move it). */
  now?: () => number;
  logger?: IdpLogger;
}

export interface IdpHandle {
  close(): Promise<void>;
  issuer: string;
  jwksUrl: string;
  port: number;
  users: UserStore;
  /** The emails sent without an SMTP server (`mail` unset), newest last. */
  outbox: SentMail[];
}

export const API_SCOPE = 'read:current_user';
const FORM_LIMIT = 16 * 1024;
const DAY = 24 * 60 * 60;

const consoleLogger: IdpLogger = {
  info: (m) => console.info(m),
  warn: (m) => console.warn(m),
  error: (m, e) => console.error(m, e ?? ''),
};

/**
 * oidc-provider 9 asks for Node 22 and prints a warning on Node 20 when loaded; the project runs on
 * Node 20.19+ (engines), where the whole flow was proven. Load it once with that one notice filtered.
 */
let providerModule: Promise<typeof import('oidc-provider')> | null = null;
function loadProvider(): Promise<typeof import('oidc-provider')> {
  if (!providerModule) {
    const warn = console.warn;
    console.warn = (...args: unknown[]) => {
      if (typeof args[0] === 'string' && args[0].includes('oidc-provider WARNING: Unsupported runtime')) return;
      warn(...args);
    };
    providerModule = import('oidc-provider').finally(() => { console.warn = warn; });
  }
  return providerModule;
}

class HttpError extends Error {
  constructor(readonly status: number, message: string) { super(message); }
}

/** The path of the emailed confirmation links: `${issuer}confirm-email?token=...`. */
export const CONFIRM_PATH = '/confirm-email';

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') throw new HttpError(415, 'The form must be sent as application/x-www-form-urlencoded.');
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > FORM_LIMIT) throw new HttpError(413, 'The form is too large.');
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

const normalizeOrigin = (o: string): string => new URL(o).origin;

/** The logout confirmation submits itself: its one inline script is allowed by hash. */
const LOGOUT_SCRIPT = 'document.forms[0].submit()';
const LOGOUT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(LOGOUT_SCRIPT).digest('base64')}'`;
/** The store's icon (the same mark as the site's /favicon.ico). */
export const FAVICON_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#14213d"/>'
  + '<path d="M16 6 7 26h4.2l1.8-4.3h6l1.8 4.3H25L16 6Zm0 7.6 2 5H14l2-5Z" fill="#fca311"/></svg>';

const pageCsp = (formTargets: string[], script = '') =>
  `default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; script-src ${script || "'none'"}; `
  + `form-action 'self' ${formTargets.join(' ')}; frame-ancestors 'none'; base-uri 'none'`;

export async function startIdp(opts: IdpOptions): Promise<IdpHandle> {
  const log = opts.logger ?? consoleLogger;
  const clientId = opts.clientId ?? 'storefront-spa';
  const audience = opts.audience;
  const rolesClaim = opts.rolesClaim ?? 'https://acma.org/roles';
  const appOrigins = [...new Set(opts.appOrigins.map(normalizeOrigin))];
  if (!appOrigins.length) throw new Error('startIdp: appOrigins must name at least one storefront origin');

  const now = opts.now ?? Date.now;
  const clientAddress = clientAddressOf(opts.trustProxy); // throws here on an address that is not one
  const signUps = new SignUpLimit(opts.signUpLimit?.max, opts.signUpLimit?.windowMs, now);

  const [{ default: Provider, errors }, keys] = await Promise.all([loadProvider(), loadKeys(opts.keyFile, log)]);
  const store = new MemoryStore();
  const users = new UserStore({
    now,
    // its id comes back if the address is signed up again: nothing opened with it may outlive it
    onRemoved: (user) => {
      const ended = store.revokeAccount(user.id);
      log.info(`[dev-idp] ${user.email} was never confirmed and its link expired: account removed${ended ? `, ${ended} sessions, grants and tokens ended` : ''}`);
    },
  });
  if (opts.seedUsers !== false) await users.seed();
  const mailer = new IdpMailer(opts.mail, log);
  const testUsers = opts.showTestUsers ? SEED_USERS.filter((u) => users.findByEmail(u.email)) : [];

  // Listen first: with port 0 the issuer needs the port the system picked.
  let handler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => {
    res.writeHead(503).end();
  };
  const server = http.createServer((req, res) => handler(req, res));
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host ?? 'localhost', () => { server.off('error', reject); resolve(); });
  });
  const port = (server.address() as AddressInfo).port;
  const issuer = (opts.issuer ?? `http://localhost:${port}/`).replace(/\/?$/, '/');
  const issuerUrl = new URL(issuer);

  const backUrlFor = (redirectUri: unknown): string | undefined => {
    try {
      const origin = new URL(String(redirectUri)).origin;
      return appOrigins.includes(origin) ? `${origin}/` : undefined;
    } catch {
      return undefined;
    }
  };

  const sweep = setInterval(() => {
    store.sweep();
    users.sweep();
    signUps.sweep();
    mailer.sweep();
  }, 5 * 60 * 1000);
  sweep.unref();

  const configuration: Configuration = {
    adapter: (model: string) => store.adapterFor(model),
    clients: [{
      client_id: clientId,
      client_name: 'ACMA Store',
      application_type: 'web',
      token_endpoint_auth_method: 'none', // public SPA client with PKCE
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      redirect_uris: appOrigins.flatMap((o) => [`${o}/callback`, `${o}/`]),
      post_logout_redirect_uris: appOrigins.flatMap((o) => [`${o}/`, o]),
    }],
    jwks: { keys: [keys.signing] },
    cookies: { keys: keys.cookieKeys },
    routes: { // Auth0's paths
      authorization: '/authorize',
      token: '/oauth/token',
      end_session: '/v2/logout',
      revocation: '/oauth/revoke',
      userinfo: '/userinfo',
      jwks: '/.well-known/jwks.json',
    },
    extraParams: ['audience'], // Auth0's `audience` becomes the RFC 8707 resource
    scopes: ['openid', 'offline_access', 'email', 'profile'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'nickname', 'picture', 'updated_at'],
    },
    conformIdTokenClaims: false, // email/name/picture in the ID token: auth0-spa-js never calls /userinfo
    clientBasedCORS: (_ctx, origin) => appOrigins.includes(origin),
    // oidc-provider drops offline_access without prompt=consent (OIDC Core); Auth0 does not. The SPA
    // client is allowed refresh tokens, so it gets them; they rotate on every use.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    async findAccount(_ctx, sub) {
      const user = users.findById(sub);
      if (!user) return undefined;
      return {
        accountId: sub,
        async claims() {
          return {
            sub,
            email: user.email,
            email_verified: user.emailVerified, // false until the emailed link is followed
            name: user.name,
            nickname: user.email.split('@')[0],
            picture: user.picture,
            updated_at: Math.floor(user.createdAt / 1000),
          };
        },
      };
    },
    // The API reads who the buyer is from the access token, and acts only for a confirmed address.
    // Read again at every issue, a refresh after the confirmation included.
    async extraTokenClaims(_ctx, token) {
      if (!('accountId' in token) || typeof token.accountId !== 'string') return undefined;
      const user = users.findById(token.accountId);
      if (!user) return undefined;
      // the roles (the staff's) in the claim the store reads them from; a buyer's token has none
      return { email: user.email, email_verified: user.emailVerified, ...(user.roles.length ? { [rolesClaim]: [...user.roles] } : {}) };
    },
    // First-party client: everything it asks for is granted without a consent screen (as Auth0 does).
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { Grant } = ctx.oidc.provider;
      const session = ctx.oidc.session!;
      const client = ctx.oidc.client!;
      const grantId = ctx.oidc.result?.consent?.grantId || session.grantIdFor(client.clientId);
      if (grantId) {
        const existing = await Grant.find(grantId);
        if (existing) return existing;
      }
      const grant = new Grant({ clientId: client.clientId, accountId: session.accountId! });
      grant.addOIDCScope('openid email profile offline_access');
      grant.addResourceScope(audience, API_SCOPE);
      await grant.save();
      return grant;
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      // auth0-spa-js silent authentication without refresh tokens: hidden iframe + web_message
      webMessageResponseMode: { enabled: true, ack: 'individual-draft-01' },
      rpInitiatedLogout: {
        enabled: true,
        // Auth0 logs out without asking: confirm the provider's form automatically.
        async logoutSource(ctx, form) {
          ctx.type = 'html';
          ctx.set('content-security-policy', pageCsp(appOrigins, LOGOUT_SCRIPT_HASH));
          ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Signing out · ACMA Store</title></head><body>
${form.replace('</form>', '<input type="hidden" name="logout" value="yes"><noscript><button type="submit">Sign out</button></noscript></form>')}
<p>Signing you out…</p><script>${LOGOUT_SCRIPT}</script></body></html>`;
        },
        async postLogoutSuccessSource(ctx) {
          ctx.type = 'html';
          ctx.set('content-security-policy', pageCsp(appOrigins));
          ctx.body = messagePage('You are signed out', 'You have signed out of the ACMA Store.', `${appOrigins[0]}/`);
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: (ctx, _client, oneOf) => {
          if (oneOf) return ([] as string[]).concat(oneOf)[0]!;
          const requested = ctx.oidc.params?.audience;
          return typeof requested === 'string' && requested ? requested : audience;
        },
        useGrantedResource: () => true, // the token endpoint gets no `resource`: use the one from /authorize
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== audience) throw new errors.InvalidTarget(`unknown audience ${resource}`);
          return {
            scope: API_SCOPE,
            audience,
            accessTokenFormat: 'jwt',
            accessTokenTTL: opts.accessTokenTtl ?? 3600,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    async renderError(ctx, out) {
      ctx.type = 'html';
      ctx.set('content-security-policy', pageCsp(appOrigins));
      const detail = typeof out.error_description === 'string' ? out.error_description : String(out.error);
      ctx.body = messagePage('Sign-in problem', `The sign-in service could not complete this request: ${detail}.`, `${appOrigins[0]}/`);
    },
    ttl: {
      AccessToken: opts.accessTokenTtl ?? 3600,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 30 * 60,
      Session: 14 * DAY,
      Grant: 14 * DAY,
      RefreshToken: 14 * DAY,
    },
  };

  const provider: ProviderClass = new Provider(issuer, configuration);
  // oidc-provider builds every URL it publishes (discovery's endpoints and jwks_uri, the logout form's
  // action, redirects) from the request's origin (ctx.href: Koa's protocol and host), not from the
  // issuer (urlFor in its lib/helpers/oidc_context.js), with no option to use the issuer instead
  // (asked for in panva/node-oidc-provider#764; 9.13.3 has none). The handler
  // below sets the Host and X-Forwarded-Host/-Proto of every request to the issuer's, and Koa reads
  // the forwarded ones (proxy: true): the protocol then follows the issuer too (an https issuer
  // behind a TLS proxy). X-Forwarded-For and Forwarded are dropped once the client's address is read
  // (clientAddress, which reads X-Forwarded-For only as far as `trustProxy` allows).
  provider.proxy = true;
  provider.on('server_error', (_ctx: unknown, err: unknown) => log.error('[dev-idp] server error', err));
  const oidc = provider.callback();

  const html = (res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) => {
    res.writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': pageCsp(appOrigins),
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      ...headers,
    });
    res.end(body);
  };

  /**
   * Every request as if addressed to the issuer, whatever its Host says (see provider.proxy above); an
   * absolute-form target (`GET http://evil.example/x HTTP/1.1`, which Koa's href would take as is)
   * becomes its path.
   */
  const pinToIssuer = (req: IncomingMessage) => {
    if (req.url && !req.url.startsWith('/')) {
      const target = URL.parse(req.url);
      req.url = target ? `${target.pathname}${target.search}` : '/';
    }
    req.headers.host = issuerUrl.host;
    req.headers['x-forwarded-host'] = issuerUrl.host;
    req.headers['x-forwarded-proto'] = issuerUrl.protocol.slice(0, -1);
    delete req.headers['x-forwarded-for'];
    delete req.headers.forwarded;
  };

  /** The interaction of this browser, which must be the one named in the path. */
  async function interaction(req: IncomingMessage, res: ServerResponse, uid: string) {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) throw new HttpError(400, 'This sign-in page is out of date. Go back to the store and choose Log In again.');
    return details;
  }

  async function finishLogin(req: IncomingMessage, res: ServerResponse, accountId: string) {
    await provider.interactionFinished(req, res, { login: { accountId } }, { mergeWithLastSubmission: false });
  }

  async function handleInteraction(req: IncomingMessage, res: ServerResponse, client: string, uid: string, action: string | undefined, confirmed: boolean) {
    const details = await interaction(req, res, uid);
    const backUrl = backUrlFor(details.params.redirect_uri);
    const prompt = details.prompt.name;

    if (prompt === 'consent') { // only reached when a grant is missing: first-party client, grant it
      const grant = new provider.Grant({ clientId: String(details.params.client_id), accountId: details.session!.accountId });
      grant.addOIDCScope('openid email profile offline_access');
      grant.addResourceScope(audience, API_SCOPE);
      const grantId = await grant.save();
      await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
      return;
    }
    if (prompt !== 'login') throw new HttpError(400, `This sign-in step (${prompt}) is not supported.`);

    if (req.method === 'GET' && !action) {
      const notice = confirmed ? 'Your email address is confirmed. Sign in to continue.' : undefined;
      return html(res, 200, signInPage({ uid, testUsers, backUrl, notice }));
    }
    if (req.method === 'GET' && action === 'signup') return html(res, 200, signUpPage({ uid, backUrl }));

    if (req.method === 'POST' && action === 'login') {
      const form = await readForm(req);
      const email = (form.get('email') ?? '').trim();
      const password = form.get('password') ?? '';
      if (!email || !password) {
        return html(res, 400, signInPage({ uid, email, testUsers, backUrl, error: 'Enter your email address and your password.' }));
      }
      // wrong passwords are slowed per account and client address: a client with no failures is never held back
      const result = await users.signIn(email, password, client);
      if (!result.ok && result.reason === 'throttled') {
        const wait = describeWait(result.retryAfterMs);
        const error = `Too many unsuccessful attempts to sign in to this account from here. Wait ${wait}, then try again.`;
        return html(res, 429, signInPage({ uid, email, testUsers, backUrl, error }), { 'retry-after': String(Math.ceil(result.retryAfterMs / 1000)) });
      }
      if (!result.ok) {
        const error = 'That email and password do not match an account. Check them and try again.';
        return html(res, 401, signInPage({ uid, email, testUsers, backUrl, error }));
      }
      log.info(`[dev-idp] signed in ${result.user.email}${result.user.emailVerified ? '' : ' (email not confirmed yet)'}`);
      return finishLogin(req, res, result.user.id);
    }

    if (req.method === 'POST' && action === 'signup') {
      const form = await readForm(req);
      const values = { name: form.get('name') ?? '', email: form.get('email') ?? '' };
      const input = { ...values, password: form.get('password') ?? '' };
      const { errors: fieldErrors } = UserStore.validate(input);
      if (Object.keys(fieldErrors).length) return html(res, 400, signUpPage({ uid, values, errors: fieldErrors, backUrl }));
      // Every valid sign-up counts, whatever the address (the answer must not tell whether it has an
      // account), and is counted before any await so concurrent ones cannot pass the limit together.
      const allowed = signUps.take(client);
      if (!allowed.allowed) {
        const seconds = Math.max(1, Math.ceil(allowed.retryAfterMs / 1000));
        const wait = seconds < 60 ? describeWait(seconds * 1000) : `about ${describeWait(seconds * 1000)} (${seconds} seconds)`;
        const error = `Too many accounts have been created from here recently. Wait ${wait}, then try again.`;
        return html(res, 429, signUpPage({ uid, values, error, backUrl }), { 'retry-after': String(seconds) });
      }
      const result = await users.signUp(input, { resumePath: `/interaction/${uid}`, backUrl });
      if (!result.ok) return html(res, 400, signUpPage({ uid, values, errors: result.errors, backUrl }));
      // The same answer whether or not the address has an account; the email says which to its owner.
      if (result.outcome === 'exists') {
        mailer.send(accountExistsEmail({ to: result.email, signInUrl: backUrl ?? `${appOrigins[0]}/` }));
        log.info(`[dev-idp] sign-up for ${result.email}, which has an account: its owner is told`);
      } else {
        const link = new URL(CONFIRM_PATH.slice(1), issuer);
        link.searchParams.set('token', result.token);
        mailer.send(confirmEmail({ to: result.email, link: link.href, again: result.outcome === 'pending', at: result.at }));
        log.info(`[dev-idp] sign-up for ${result.email}: confirmation link emailed`);
      }
      const notice = `Check your inbox: we sent an email to ${result.email}. Follow the link in it to confirm your address, then sign in here.`;
      return html(res, 200, signInPage({ uid, email: result.email, testUsers, backUrl, notice }));
    }
    throw new HttpError(405, 'This page does not accept that request.');
  }

  /**
   * The emailed link: GET shows the form, POST confirms (so a mail scanner that opens links confirms
   * nothing) with the password chosen in the sign-up the link came from. Single-use, 24 hours, only
   * the address's latest sign-up. A confirmation ends everything opened for the account before it
   * (sessions, grants, refresh tokens), but for the session of the browser that confirmed when that
   * session was opened with the password just confirmed: its open store tab goes on, now confirmed.
   */
  async function handleConfirm(req: IncomingMessage, res: ServerResponse, url: URL) {
    const expired = () => html(res, 400, messagePage('This link has expired',
      'This confirmation link has expired, was already used, or a later request to create the account replaced it. If your address is not confirmed yet, create the account again to get a new link.', `${appOrigins[0]}/`));
    if (req.method === 'GET') {
      const token = url.searchParams.get('token') ?? '';
      const pending = users.confirmationFor(token);
      return pending ? html(res, 200, confirmEmailPage({ token, email: pending.email })) : expired();
    }
    if (req.method !== 'POST') throw new HttpError(405, 'This page does not accept that request.');
    const form = await readForm(req);
    const token = form.get('token') ?? '';
    const pending = users.confirmationFor(token);
    const result = await users.confirm(token, form.get('password') ?? '');
    if (!result.ok) {
      if (result.reason === 'expired' || !pending) return expired();
      const error = `That is not the password chosen when this account was requested. ${result.left === 1 ? 'One more try' : `${result.left} more tries`}, then this link stops working.`;
      return html(res, 400, confirmEmailPage({ token, email: pending.email, error }));
    }
    // the browser that confirmed: its session stays when it was opened with the password just confirmed
    let keep: { session?: string; grants?: Set<string> } = {};
    if (!result.replaced) {
      const session = await provider.Session.get(provider.createContext(req, res)).catch(() => undefined);
      if (session?.accountId === result.user.id) {
        const grants = new Set(Object.values(session.authorizations ?? {}).map((a) => a.grantId).filter((g): g is string => typeof g === 'string'));
        keep = { session: session.jti, grants };
      }
    }
    const ended = store.revokeAccount(result.user.id, keep);
    log.info(`[dev-idp] ${result.user.email} confirmed${result.replaced ? ' with the password of a later sign-up' : ''}; ${ended} earlier sessions, grants and tokens ended${keep.session ? ' (this browser\'s kept)' : ''}`);
    const { resumePath, backUrl } = result.context;
    const uid = resumePath?.split('/').pop();
    const open = uid ? await provider.Interaction.find(uid) : undefined;
    return html(res, 200, emailConfirmedPage({
      email: result.user.email,
      signInUrl: open && resumePath ? `${resumePath}?confirmed=1` : undefined,
      backUrl: backUrl ?? `${appOrigins[0]}/`,
    }));
  }

  handler = (req, res) => {
    void (async () => {
      const client = clientKey(clientAddress(req)); // before pinToIssuer drops the forwarded headers
      pinToIssuer(req);
      const url = new URL(req.url ?? '/', issuer);
      try {
        const m = url.pathname.match(/^\/interaction\/([A-Za-z0-9_-]+)(?:\/(login|signup))?\/?$/);
        if (m) return await handleInteraction(req, res, client, m[1]!, m[2], url.searchParams.has('confirmed'));
        if (url.pathname === CONFIRM_PATH) return await handleConfirm(req, res, url);
        if (url.pathname === '/favicon.ico' || url.pathname === '/favicon.svg') { // its own icon, allowed by its pages' CSP
          res.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400', 'x-content-type-options': 'nosniff' });
          res.end(FAVICON_SVG);
          return;
        }
        if (url.pathname === '/' && req.method === 'GET') {
          return html(res, 200, messagePage('ACMA sign-in service', 'This local service signs buyers in to the ACMA Store. Open the store to sign in.', `${appOrigins[0]}/`));
        }
        if (url.pathname === '/v2/logout' && url.searchParams.has('returnTo')) { // Auth0's name for the OIDC parameter
          url.searchParams.set('post_logout_redirect_uri', url.searchParams.get('returnTo')!);
          url.searchParams.delete('returnTo');
          req.url = url.pathname + url.search;
        }
        oidc(req, res);
      } catch (e) {
        if (res.headersSent) {
          log.error('[dev-idp] error after the response started', e);
          res.end();
          return;
        }
        if (e instanceof HttpError) return html(res, e.status, messagePage('Sign-in problem', e.message, `${appOrigins[0]}/`));
        if (e instanceof errors.SessionNotFound || e instanceof errors.InvalidRequest) {
          return html(res, 400, messagePage('This sign-in page has expired', 'Go back to the store and choose Log In again.', `${appOrigins[0]}/`));
        }
        log.error('[dev-idp] request failed', e);
        return html(res, 500, messagePage('Sign-in problem', 'Something went wrong on the sign-in service. Go back to the store and try again.', `${appOrigins[0]}/`));
      }
    })();
  };

  return {
    issuer,
    jwksUrl: `${issuer}.well-known/jwks.json`,
    port,
    users,
    outbox: mailer.outbox,
    close: () => new Promise<void>((resolve, reject) => {
      clearInterval(sweep);
      mailer.close();
      server.close((err) => (err ? reject(err) : resolve()));
      server.closeAllConnections();
    }),
  };
}
