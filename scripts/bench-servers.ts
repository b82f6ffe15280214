// What the load scripts (bench.ts, bench-rush.ts, rush.ts and the rush test) share: the store served as
// `npm start` serves it (server/serve.ts in a process of its own), a fresh PostgreSQL database
// for a run (created, then dropped), whether PostgreSQL and Redis answer, and access tokens signed
// with the local identity provider's own key, as it would issue them.
import { spawn, type ChildProcess } from 'node:child_process';
import { createPrivateKey, randomBytes, sign, type JsonWebKey } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Socket } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The API's audience (AUTH_AUDIENCE, the local provider's default). */
export const AUDIENCE = process.env.AUTH_AUDIENCE || 'https://api.storefront.local';

/** Packages the API depends on (pg, autocannon), loaded from its folder: the root has none of them. */
export const apiRequire = createRequire(join(ROOT, 'api/package.json'));

// ------------------------------------------------------------------ tokens

/** The local identity provider's signing key, persisted in the data folder of the store that runs it. */
export function idpKey(dataDir: string): JsonWebKey & { kid: string } {
  return (JSON.parse(readFileSync(join(dataDir, 'idp-key.json'), 'utf8')) as { signing: JsonWebKey & { kid: string } }).signing;
}

/**
 * An access token as the local identity provider issues one (RS256, its key and kid, its issuer, the
 * API's audience), for a buyer whose address is proven (`email_verified: true`).
 */
export function mintToken(key: JsonWebKey & { kid: string }, issuer: string, buyer: { sub: string; email: string }, ttlSeconds = 3600): string {
  const b64 = (v: object | Buffer) => (Buffer.isBuffer(v) ? v : Buffer.from(JSON.stringify(v))).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const header = { alg: 'RS256', typ: 'at+jwt', kid: key.kid };
  const payload = {
    iss: issuer, aud: AUDIENCE, sub: buyer.sub, email: buyer.email, email_verified: true,
    scope: 'openid profile email', iat: now, exp: now + ttlSeconds,
  };
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${b64(sign('sha256', Buffer.from(input), createPrivateKey({ key, format: 'jwk' })))}`;
}

// ------------------------------------------------------------------ PostgreSQL and Redis

interface PgClient { connect(): Promise<void>; query(sql: string): Promise<{ rows: Record<string, unknown>[] }>; end(): Promise<void> }
type PgClientCtor = new (config: { connectionString: string; connectionTimeoutMillis?: number }) => PgClient;
const pgClient = (connectionString: string): PgClient => {
  const { Client } = apiRequire('pg') as { Client: PgClientCtor };
  return new Client({ connectionString, connectionTimeoutMillis: 3000 });
};

/** The connection string's password hidden, for messages. */
export const shown = (url: string): string => url.replace(/\/\/([^:@/]*):[^@/]*@/, '//$1:***@');

/** Null when PostgreSQL answers at `url`, else why not. */
export async function postgresProblem(url: string | undefined): Promise<string | null> {
  if (!url) return 'no PostgreSQL address: set DATABASE_URL (for example postgres://postgres@127.0.0.1:5432/test)';
  const c = pgClient(url);
  try {
    await c.connect();
    await c.query('SELECT 1');
    return null;
  } catch (e) {
    return `PostgreSQL does not answer at ${shown(url)}: ${(e as Error).message}`;
  } finally {
    await c.end().catch(() => undefined);
  }
}

/** Null when Redis answers PING at `url` (redis://host:port), else why not. */
export async function redisProblem(url: string | undefined): Promise<string | null> {
  if (!url) return 'no Redis address: set REDIS_URL (for example redis://127.0.0.1:6379)';
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return `REDIS_URL is not a URL: ${shown(url)}`;
  }
  return new Promise((resolve) => {
    const s = new Socket();
    const done = (problem: string | null) => {
      s.destroy();
      resolve(problem);
    };
    s.setTimeout(2000, () => done(`Redis does not answer at ${shown(url)} (no answer within 2 s)`));
    s.once('error', (e) => done(`Redis does not answer at ${shown(url)}: ${e.message}`));
    s.connect(Number(target.port || 6379), target.hostname, () => s.write('PING\r\n'));
    s.once('data', (d) => done(/^\+PONG|^-NOAUTH/.test(d.toString()) ? null : `Redis at ${shown(url)} answered ${JSON.stringify(d.toString().trim())}`));
  });
}

/**
 * A database of its own for one run, created on the server of `adminUrl` (which must allow CREATE
 * DATABASE) and dropped by `drop()`, connections and all.
 */
export async function freshDatabase(adminUrl: string, prefix: string): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${process.pid}_${randomBytes(3).toString('hex')}`;
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`not a database name: ${name}`);
  const admin = pgClient(adminUrl);
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return {
    name,
    url: u.toString(),
    async drop() {
      const c = pgClient(adminUrl);
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

// ------------------------------------------------------------------ the store

export interface StoreProcess { child: ChildProcess; origin: string; port: number; output(): string }

/**
 * server/serve.ts of the repository in `dir`, as `npm start` runs it (production, its own data
 * folder; the identity provider on port+1, the inbox on port+2 and SMTP on port+3), with `env` on top.
 * `command` wraps the node command (e.g. taskset). Its standard error goes to `onStderr`.
 */
export function startStore(opts: {
  port: number; dataDir: string; env?: Record<string, string>; dir?: string; tag?: string;
  command?: (cmd: string, args: string[]) => [string, string[]]; onStderr?: (text: string) => void;
}): StoreProcess {
  const dir = opts.dir ?? ROOT;
  const wrap = opts.command ?? ((cmd: string, args: string[]): [string, string[]] => [cmd, args]);
  // a base worktree from before the server had its own package serves from shell/server
  const entry = existsSync(join(dir, 'server', 'serve.ts')) ? 'server/serve.ts' : 'shell/server/serve.ts';
  const child = spawn(...wrap(process.execPath, [join(dir, 'node_modules/tsx/dist/cli.mjs'), entry]), {
    cwd: dir,
    env: {
      ...process.env,
      PORT: String(opts.port), DATA_DIR: opts.dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', REDIS_URL: '',
      NODE_ENV: 'production', SITE_URL: `http://localhost:${opts.port}`,
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const keep = (d: Buffer) => { out = (out + d.toString()).slice(-20_000); };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', (d: Buffer) => {
    keep(d);
    opts.onStderr?.(d.toString());
  });
  return { child, origin: `http://localhost:${opts.port}`, port: opts.port, output: () => out };
}

/** Resolves once GET /api/health answers 200; throws when the process ends first or after `timeoutMs`. */
export async function waitForHealth(store: StoreProcess, timeoutMs = 180_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (store.child.exitCode !== null) throw new Error(`the store at ${store.origin} exited with code ${store.child.exitCode}:\n${store.output()}`);
    try {
      const res = await fetch(`${store.origin}/api/health`);
      if (res.ok) return;
    } catch { /* not listening yet */ }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${store.origin}/api/health did not answer within ${timeoutMs / 1000} s:\n${store.output()}`);
}

/** SIGTERM, then SIGKILL after 5 s. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}
