// A tiny "browser" for driving the provider with fetch: a cookie jar (name, path, expiry), manual
// redirects, PKCE, and the authorization-code flow auth0-spa-js performs. With a `localAddress`
// (127.0.0.2...: every 127/8 address is this machine's loopback) it connects from that address, as a
// client on another machine would, and `raw` sends a request with any Host or target.
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';

interface Cookie { name: string; value: string; path: string; expires: number | null }

export class Browser {
  readonly cookies: Cookie[] = [];

  constructor(readonly origin = 'http://localhost:3999', readonly localAddress?: string) {}

  private store(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';').map((s) => s.trim());
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      let path = '/';
      let expires: number | null = null;
      for (const a of attrs) {
        const [k, v = ''] = a.split('=');
        const key = k!.toLowerCase();
        if (key === 'path') path = v;
        if (key === 'max-age') expires = Date.now() + Number(v) * 1000;
        if (key === 'expires' && expires === null) expires = Date.parse(v);
      }
      const i = this.cookies.findIndex((c) => c.name === name && c.path === path);
      if (i >= 0) this.cookies.splice(i, 1);
      if (value && (expires === null || expires > Date.now())) this.cookies.push({ name, value, path, expires });
    }
  }

  private header(url: URL): string {
    return this.cookies
      .filter((c) => (c.expires === null || c.expires > Date.now()) && (url.pathname === c.path || url.pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`)))
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }

  /** One request, no redirect following. */
  async request(url: string | URL, init: RequestInit = {}): Promise<Response> {
    const u = new URL(url);
    const headers = new Headers(init.headers);
    const cookie = this.header(u);
    if (cookie) headers.set('cookie', cookie);
    const res = this.localAddress
      ? await raw(u, { method: init.method, headers: Object.fromEntries(headers), body: typeof init.body === 'string' ? init.body : undefined, localAddress: this.localAddress })
      : await fetch(u, { ...init, headers, redirect: 'manual' });
    this.store(res);
    return res;
  }

  async get(url: string | URL): Promise<Response> {
    return this.request(url);
  }

  async postForm(url: string | URL, fields: Record<string, string>): Promise<Response> {
    return this.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: new URL(url).origin },
      body: new URLSearchParams(fields).toString(),
    });
  }
}

export function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

export const location = (res: Response, base: string): URL => {
  const loc = res.headers.get('location');
  if (!loc) throw new Error(`expected a redirect, got ${res.status}`);
  return new URL(loc, base);
};

export interface FlowSettings {
  issuer: string;
  clientId: string;
  audience: string;
  appOrigin: string;
}

export interface AuthorizeResult {
  browser: Browser;
  verifier: string;
  state: string;
  nonce: string;
  redirectUri: string;
  /** The interaction page URL (sign-in form). */
  interactionUrl: URL;
}

/** Starts an authorization request the way auth0-spa-js does and stops at the sign-in page. */
export async function startAuthorize(s: FlowSettings, browser = new Browser(s.appOrigin)): Promise<AuthorizeResult> {
  const { verifier, challenge } = pkce();
  const state = randomBytes(12).toString('base64url');
  const nonce = randomBytes(12).toString('base64url');
  const redirectUri = `${s.appOrigin}/callback`;
  const url = new URL('authorize', s.issuer);
  url.search = new URLSearchParams({
    client_id: s.clientId,
    redirect_uri: redirectUri,
    audience: s.audience,
    scope: 'openid profile email read:current_user offline_access',
    response_type: 'code',
    response_mode: 'query',
    state,
    nonce,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  }).toString();
  const res = await browser.get(url);
  if (res.status !== 303 && res.status !== 302) throw new Error(`authorize answered ${res.status}: ${await res.text()}`);
  return { browser, verifier, state, nonce, redirectUri, interactionUrl: location(res, s.issuer) };
}

/** Follows redirects on the provider until one leaves for the app; returns that URL. */
export async function followToApp(browser: Browser, res: Response, s: FlowSettings): Promise<URL> {
  let current = res;
  for (let i = 0; i < 10; i++) {
    const next = location(current, s.issuer);
    if (next.origin === new URL(s.appOrigin).origin) return next;
    current = await browser.get(next);
  }
  throw new Error('too many redirects');
}

export interface TokenSet {
  access_token: string;
  id_token: string;
  refresh_token?: string;
  expires_in: number;
  scope: string;
  token_type: string;
}

export async function tokenRequest(s: FlowSettings, fields: Record<string, string>): Promise<Response> {
  return fetch(new URL('oauth/token', s.issuer), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: s.appOrigin },
    body: new URLSearchParams({ client_id: s.clientId, ...fields }).toString(),
  });
}

/** The whole login: authorize → sign-in form → callback → code exchange. */
export async function login(s: FlowSettings, email: string, password: string, browser?: Browser): Promise<{ tokens: TokenSet; nonce: string; callback: URL }> {
  const a = await startAuthorize(s, browser);
  const page = await a.browser.get(a.interactionUrl);
  if (page.status !== 200) throw new Error(`sign-in page answered ${page.status}`);
  const posted = await a.browser.postForm(new URL(`${a.interactionUrl.pathname}/login`, s.issuer), { email, password });
  if (posted.status !== 303) throw new Error(`sign-in answered ${posted.status}`);
  const callback = await followToApp(a.browser, posted, s);
  const code = callback.searchParams.get('code');
  if (!code || callback.searchParams.get('state') !== a.state) throw new Error(`bad callback ${callback}`);
  const res = await tokenRequest(s, { grant_type: 'authorization_code', code, code_verifier: a.verifier, redirect_uri: a.redirectUri });
  if (res.status !== 200) throw new Error(`token endpoint answered ${res.status}: ${await res.text()}`);
  return { tokens: (await res.json()) as TokenSet, nonce: a.nonce, callback };
}

export function decodeJwt(token: string): { header: Record<string, unknown>; payload: Record<string, unknown> } {
  const [h, p] = token.split('.');
  return {
    header: JSON.parse(Buffer.from(h!, 'base64url').toString('utf8')) as Record<string, unknown>,
    payload: JSON.parse(Buffer.from(p!, 'base64url').toString('utf8')) as Record<string, unknown>,
  };
}

/**
 * One HTTP/1.1 request over node:http, which (unlike fetch) sends any Host header and any request
 * target (an absolute URL, as to a proxy), from `localAddress` when given. Answers a fetch Response.
 */
export function raw(url: URL, opts: { method?: string; headers?: Record<string, string>; body?: string; path?: string; localAddress?: string } = {}): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: url.hostname, port: url.port, family: 4, method: opts.method ?? 'GET', path: opts.path ?? `${url.pathname}${url.search}`,
      headers: { ...opts.headers, ...(opts.body === undefined ? {} : { 'content-length': String(Buffer.byteLength(opts.body)) }) },
      localAddress: opts.localAddress, agent: false,
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        const headers = new Headers();
        for (const [k, v] of Object.entries(res.headers)) for (const x of ([] as string[]).concat(v ?? [])) headers.append(k, x);
        const status = res.statusCode ?? 500;
        resolve(new Response([204, 304].includes(status) ? null : Buffer.concat(chunks), { status, headers }));
      });
    });
    req.on('error', reject);
    req.end(opts.body);
  });
}
