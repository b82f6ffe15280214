// Test harness: a local JWKS with an RS256 key to sign tokens, and an API on a throwaway database:
// PGlite in memory (started from a cached, already-migrated data dump so each file starts in about
// a second), or, when DATABASE_URL is set, PostgreSQL in a schema of its own that is dropped after.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, realpathSync, renameSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK, type JWTPayload } from 'jose';
import pg from 'pg';
import { buildApi, type ApiOptions } from '../src/app.js';
import type { Db } from '../src/db/db.js';
import { loadMigrations, migrate } from '../src/db/migrate.js';
import { openPglite } from '../src/db/pglite.js';
import { openPostgres } from '../src/db/postgres.js';
import type { SeedData } from '../src/seed/load.js';

/** What the compressed-body cache holds for an ETag (its best compressions made and in progress): tests wait for it. */
export { compressionOf } from '../src/catalog/cache.js';

export const ISSUER = 'http://idp.test/';
export const AUDIENCE = 'https://api.storefront.local';

export interface Jwks {
  url: string;
  privateKey: CryptoKey;
  kid: string;
  /** A token for `email` signed with the served key; `claims` and `opts` override the defaults. */
  token(email: string | null, claims?: JWTPayload, opts?: { expiresIn?: string | number; audience?: string; issuer?: string; key?: CryptoKey; kid?: string }): Promise<string>;
  close(): Promise<void>;
}

export async function startJwks(): Promise<Jwks> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const kid = randomBytes(6).toString('hex');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const server: Server = createServer((req, res) => {
    if (req.url === '/jwks') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
    } else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/jwks`,
    privateKey,
    kid,
    async token(email, claims = {}, opts = {}) {
      const body: JWTPayload = { scope: 'read:current_user', ...claims };
      if (email !== null) body.email = email;
      if (email !== null && !('email_verified' in claims)) body.email_verified = true; // the provider proved it (pass email_verified to test otherwise)
      return new SignJWT(body)
        .setProtectedHeader({ alg: 'RS256', kid: opts.kid ?? kid, typ: 'at+jwt' })
        .setSubject(claims.sub ?? `user|${email ?? 'anonymous'}`)
        .setIssuer(opts.issuer ?? ISSUER)
        .setAudience(opts.audience ?? AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(opts.expiresIn ?? '10m')
        .sign(opts.key ?? privateKey);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const onPostgres = Boolean(process.env.DATABASE_URL);

/** A migrated PGlite dump, cached in the temp folder per migration set and PGlite version. */
async function pgliteTemplate(): Promise<Blob> {
  // The resolved path names the installed PGlite version (pnpm store path).
  const pglitePath = realpathSync(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
  const hash = createHash('sha256').update(pglitePath).update(JSON.stringify(loadMigrations())).digest('hex').slice(0, 16);
  const file = join(tmpdir(), `acma-api-pglite-template-${hash}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const db = await openPglite('memory://');
  await migrate(db);
  const dump = await (db as Db & { pglite: PGlite }).pglite.dumpDataDir('none');
  await db.close();
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
  renameSync(tmp, file);
  return dump;
}

export interface TestDb { db: Db; drop(): Promise<void> }

export async function testDb(): Promise<TestDb> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const schema = `api_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    const db = await openPostgres(url, { schema, max: 4 });
    return {
      db,
      async drop() {
        await db.close();
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        try {
          await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        } finally {
          await c.end();
        }
      },
    };
  }
  const db = await openPglite('memory://', { loadDataDir: await pgliteTemplate() });
  return { db, drop: () => db.close() };
}

export interface TestApi {
  app: FastifyInstance;
  jwks: Jwks;
  db: Db;
  inject(opts: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function startApi(opts: { seed: SeedData; overrides?: Partial<ApiOptions> }): Promise<TestApi> {
  const jwks = await startJwks();
  let t: TestDb | undefined;
  let app: FastifyInstance;
  try {
    t = await testDb();
    app = await buildApi({
      db: t.db,
      auth: { jwksUrl: jwks.url, issuer: ISSUER, audience: AUDIENCE },
      seed: opts.seed,
      logger: process.env.API_TEST_LOG ? { level: 'debug' } : false,
      ...opts.overrides,
    });
  } catch (e) {
    await t?.drop().catch(() => undefined);
    await jwks.close();
    throw e;
  }
  const db = t.db;
  const drop = t.drop;
  return {
    app,
    jwks,
    db,
    inject: (o) => app.inject(o),
    async close() {
      await app.close();
      await drop();
      await jwks.close();
    },
  };
}

/** JSON body of a response. */
export const json = <T = Record<string, unknown>>(r: LightMyRequestResponse): T => JSON.parse(r.body) as T;

export const cartParam = (lines: unknown) => encodeURIComponent(typeof lines === 'string' ? lines : JSON.stringify(lines));

/** Row count of a table (to prove that refused requests wrote nothing). */
export async function count(db: Db, table: string): Promise<number> {
  const [r] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return r!.n;
}

/**
 * A new client address on each call, 10.<block>.x.y (a file takes its own block): requests from
 * their own addresses keep the per-address rate limits out of the way of tests about something else.
 */
export function addressesIn(block: number): () => string {
  let n = 0;
  return () => {
    n++;
    return `10.${block}.${Math.floor(n / 250)}.${(n % 250) + 1}`;
  };
}

/** A POST /api/stripe-checkout body: one PACS certification bought by `buyer` in full, no code, `over` on top. */
export function checkoutBody(buyer: { fullName: string; email: string }, over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    termsAgreed: true, fullName: buyer.fullName, email: buyer.email, products: [{ productId: 2, quantity: 1, productDetailType: 'certification' }],
    purchaseObj: { extraCert: [] }, paymentType: 'fullPayment', couponCode: '', subscriptionMonth: 0, params: {}, ...over,
  };
}
