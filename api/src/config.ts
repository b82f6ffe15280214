// The server's configuration: ONE zod schema for every environment variable that the two
// entry points read — `npm start` / `pnpm serve` (server/serve.ts: the whole site) and the API alone
// (server/api-only.ts). One name per setting, docs/configuration.md's; the old names of settings that had two are
// still accepted for one release, with a warning. A bad value stops start-up with one line per bad
// variable saying what it expects (secrets are never echoed).
import { isIP } from 'node:net';
import { z } from 'zod';
import { isValidEmail } from 'shared-api/email';
import { DEFAULT_ROLES_CLAIM, DEFAULT_STAFF_ROLE } from './auth.js';
import type { RateLimits } from './limits/limits.js';
import { DEFAULT_VERDICT_RULES, type VerdictRules } from './releases/verdict.js';
import type { MailOptions } from './mail/mailer.js';
import type { PaymentOptions } from './payments/setup.js';
import { embeddedSiteUrl, parseSiteUrl } from './site-url.js';
import { parseTrustProxy, type TrustProxy } from './trust-proxy.js';

/** Old name → the setting's name (accepted with a warning for one release). */
export const RENAMED: Readonly<Record<string, string>> = {
  AUTH_ISSUER: 'AUTH_DOMAIN',
  API_DATA_DIR: 'DATA_DIR',
  SITE_ORIGIN: 'SITE_URL',
};

/** Variables whose values must never appear in a message. */
const SECRET = new Set(['RELEASE_OPS_TOKEN', 'RELEASE_VIEW_SECRET', 'DATABASE_URL', 'REDIS_URL', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'SANDBOX_WEBHOOK_SECRET', 'SMTP_URL']);

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const opt = z.string().trim().optional();
const port = z.string().trim().regex(/^\d{1,5}$/, 'expected a port number (1 to 65535)').transform(Number)
  .refine((n) => n >= 1 && n <= 65_535, 'expected a port number (1 to 65535)').optional();
const url = (protocols: string[], example: string) => z.string().trim().refine((v) => {
  try {
    return protocols.includes(new URL(v).protocol);
  } catch {
    return false;
  }
}, `expected a ${protocols.map((p) => p.replace(/:$/, '')).join(' or ')} URL such as ${example}`).optional();
const positiveInt = (what: string) => z.string().trim().regex(/^\d+$/, `expected ${what}`).transform(Number)
  .refine((n) => n > 0, `expected ${what}`).optional();
const json = <T extends z.ZodType>(schema: T, expects: string) => z.string().trim().transform((v, ctx) => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(v);
  } catch {
    ctx.addIssue({ code: 'custom', message: `expected JSON: ${expects}` });
    return z.NEVER;
  }
  const r = schema.safeParse(parsed);
  if (!r.success) {
    ctx.addIssue({ code: 'custom', message: `expected ${expects}` });
    return z.NEVER;
  }
  return r.data as z.infer<T>;
}).optional();

const rateLimitsSchema = z.object({
  windowMs: z.number().positive(), trackingPerIp: z.number().positive(), leadsPerIp: z.number().positive(),
  promoPerIp: z.number().positive(), promoPerUser: z.number().positive(), beaconsPerIp: z.number().positive(),
  beaconsAll: z.number().positive(),
}).partial().strict();

/**
 * CORS_ORIGINS ('https://a.example,https://b.example') as the exact origins browsers send: each entry
 * must be an http(s) origin (a trailing slash is dropped; a path, '*' or 'null' is a configuration
 * error, as a silent wildcard or a never-matching entry would be). Empty or unset: none.
 */
export function parseCorsOrigins(value: string | undefined): string[] {
  const out: string[] = [];
  for (const raw of (value ?? '').split(',').map((s) => s.trim()).filter(Boolean)) {
    let url: URL | null = null;
    try {
      url = new URL(raw);
    } catch {
      url = null;
    }
    if (!url || !/^https?:$/.test(url.protocol) || url.origin === 'null' || url.pathname.replace(/\/+$/, '') !== '' || url.search || url.hash || url.username) {
      throw new Error(`CORS_ORIGINS: "${raw}" is not an origin such as https://shop.example.org`);
    }
    if (!out.includes(url.origin)) out.push(url.origin);
  }
  return out;
}

/** A third-party script's URL: https only, kept as the browser will ask for it. */
const scriptUrl = z.string().trim().transform((v, ctx) => {
  try {
    const u = new URL(v);
    if (u.protocol === 'https:') return u.href;
  } catch { /* reported below */ }
  ctx.addIssue({ code: 'custom', message: 'expected an https URL (the script\'s exact file)' });
  return z.NEVER;
}).optional();
/** A Subresource Integrity hash of that file. */
const integrity = z.string().trim().regex(/^(sha256|sha384|sha512)-[A-Za-z0-9+/]{43,86}={0,2}$/, 'expected a Subresource Integrity hash (sha384-<base64>)').optional();

/** A value read by a parser that throws on a bad one: its message (reworded by `say`) is the variable's problem. */
const parsed = <T>(parse: (v: string) => T, say: (message: string) => string = (m) => m) => z.string().trim().transform((v, ctx) => {
  try {
    return parse(v);
  } catch (e) {
    ctx.addIssue({ code: 'custom', message: say((e as Error).message) });
    return z.NEVER;
  }
}).optional();

/** Every environment variable of the server. */
export const envSchema = z.object({
  NODE_ENV: opt,
  PORT: port,
  HOST: opt,
  /** The store's public origin: the only source of its absolute links (site-url.ts), the sign-in provider's allowed origin, HSTS. */
  SITE_URL: parsed(parseSiteUrl, (m) => m.replace(/^SITE_URL: /, 'expected the origin only; ')),
  LOG_LEVEL: z.enum(LOG_LEVELS, { message: `expected one of ${LOG_LEVELS.join(', ')}` }).optional(),
  /** Data folder: PGlite's database (<DATA_DIR>/pglite), the local provider's key, the local inbox. */
  DATA_DIR: opt,
  DATABASE_URL: url(['postgres:', 'postgresql:'], 'postgres://user@db.example.org:5432/store'),
  REDIS_URL: url(['redis:', 'rediss:'], 'redis://cache.example.org:6379'),
  TRUST_PROXY: parsed(parseTrustProxy),
  CORS_ORIGINS: parsed(parseCorsOrigins, (m) => m.replace(/^CORS_ORIGINS: /, '')),
  SEED: z.enum(['0', '1'], { message: 'expected 1 (load the seed catalog, the default) or 0' }).optional(),
  API_RATE_LIMITS: json(rateLimitsSchema, 'an object of positive numbers among windowMs, trackingPerIp, leadsPerIp, promoPerIp, promoPerUser, beaconsPerIp, beaconsAll'),
  // sign-in
  AUTH_DOMAIN: opt,
  AUTH_CLIENT_ID: opt,
  AUTH_AUDIENCE: opt,
  AUTH_JWKS_URL: url(['http:', 'https:'], 'https://tenant.example.org/.well-known/jwks.json'),
  /** The claims that may carry the buyer's email, comma-separated, first match wins (a namespaced claim of an Auth0 Action). */
  AUTH_EMAIL_CLAIM: z.string().trim().transform((v) => v.split(',').map((c) => c.trim()).filter(Boolean)).optional(),
  IDP_PORT: port,
  /** The access-token claim listing a user's roles (an Auth0 Action's namespaced claim), and the role that makes a user staff. */
  AUTH_ROLES_CLAIM: z.string().trim().min(1).optional(),
  AUTH_STAFF_ROLE: z.string().trim().regex(/^[\w:.-]{1,64}$/, 'expected a role name (letters, digits, and _ : . -)').optional(),
  // payments
  PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe'], { message: 'expected sandbox or stripe' }).optional(),
  STRIPE_SECRET_KEY: opt,
  STRIPE_WEBHOOK_SECRET: opt,
  STRIPE_API_HOST: opt,
  STRIPE_API_PORT: port,
  STRIPE_API_PROTOCOL: z.enum(['http', 'https'], { message: 'expected http or https' }).optional(),
  STRIPE_TIMEOUT_MS: positiveInt('a positive whole number of milliseconds'),
  SANDBOX_WEBHOOK_SECRET: opt,
  // email
  SMTP_URL: url(['smtp:', 'smtps:'], 'smtps://user:password@smtp.example.org:465'),
  MAIL_FROM: opt,
  /** The store's inbox: the embedded chat's messages are emailed there (default support@medicalaffairs-council.org). */
  STORE_INBOX: z.string().trim().refine(isValidEmail, 'expected an email address, e.g. support@example.org').optional(),
  SMTP_PORT: port,
  MAIL_WEB_PORT: port,
  LEARNING_PLATFORM_URL: url(['http:', 'https:'], 'https://learn.example.org/login'),
  // marketing forms and chat (server/security.ts checks the URL/integrity pairs)
  FORMS_PORTAL_ID: opt,
  FORMS_FORM_IDS: json(z.record(z.string(), z.string()), 'an object of lead form name → provider form id'),
  FORMS_SUBMIT_URL: url(['https:', 'http:'], 'https://forms.example.org/submit'),
  FORMS_SCRIPT_URL: scriptUrl,
  FORMS_SCRIPT_INTEGRITY: integrity,
  CHAT_WIDGET_ID: z.string().trim().regex(/^[A-Za-z0-9_-]{1,64}$/, 'expected letters, digits, dashes or underscores').optional(),
  CHAT_SCRIPT_URL: scriptUrl,
  CHAT_SCRIPT_INTEGRITY: integrity,
  /** The rendered-document cache (server/document-cache.ts): entries and megabytes at most. */
  DOCUMENT_CACHE_ENTRIES: positiveInt('a positive whole number of documents'),
  DOCUMENT_CACHE_MB: positiveInt('a positive whole number of megabytes'),
  /** Renders of documents not kept, per client address: at once, then per second. */
  DOCUMENT_RENDER_BURST: positiveInt('a positive whole number of renders'),
  DOCUMENT_RENDERS_PER_SECOND: positiveInt('a positive whole number of renders a second'),
  /** The share of the server's time renders of documents not kept may take, all clients together. */
  DOCUMENT_RENDER_TIME_PERCENT: z.string().trim().regex(/^\d+$/, 'expected a whole number of percent, 1 to 100').transform(Number)
    .refine((n) => n >= 1 && n <= 100, 'expected a whole number of percent, 1 to 100').optional(),
  /** The render thread's scheduling priority (nice, 0 to 19; default 10: kept pages and the API go first). */
  DOCUMENT_RENDER_NICE: z.string().trim().regex(/^\d+$/, 'expected a whole number, 0 to 19').transform(Number)
    .refine((n) => n <= 19, 'expected a whole number, 0 to 19').optional(),
  /** Where the remotes' releases and their registry live (default <repository>/releases; scripts/release.mjs writes them). */
  RELEASES_DIR: opt,
  /**
   * Where the store keeps its releases (the registry, the files, the tokens): `folder` (RELEASES_DIR,
   * the default without DATABASE_URL) or `postgres` (the default with DATABASE_URL: every instance on
   * the database serves the same releases, each from a local copy in RELEASES_DIR).
   */
  RELEASE_STORE: z.enum(['folder', 'postgres'], { message: 'expected folder or postgres' }).optional(),
  /** With RELEASE_STORE=postgres: the releases' files in this S3-compatible bucket instead of the database. */
  RELEASE_S3_BUCKET: z.string().trim().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'expected an S3 bucket name (3 to 63 lowercase letters, digits, . and -)').optional(),
  /** Key prefix in the bucket (default releases/). */
  RELEASE_S3_PREFIX: z.string().trim().regex(/^([A-Za-z0-9!_.*'()-]+\/)*$/, 'expected a key prefix ending with /, such as releases/').optional(),
  RELEASE_S3_REGION: opt,
  /** An S3-compatible service's endpoint (MinIO, R2, ...; path-style addressing); unset: AWS. */
  RELEASE_S3_ENDPOINT: url(['http:', 'https:'], 'https://s3.example.org'),
  /** The largest release an upload may carry, packed, in megabytes (default 50). */
  RELEASE_UPLOAD_MAX_MB: positiveInt('a positive whole number of megabytes'),
  /** The release tool's token for /api/staff/* (unset: the server keeps one in <RELEASES_DIR>/.ops-token). */
  RELEASE_OPS_TOKEN: z.string().trim().regex(/^[A-Za-z0-9._~+/-]{32,200}$/, 'expected 32 to 200 characters among letters, digits and . _ ~ + / -').optional(),
  /**
   * The secret that signs visitors' cohort cookies and page-view tickets (at least 32 characters).
   * Unset: one generated once and kept in the database, which every instance on it shares.
   */
  RELEASE_VIEW_SECRET: z.string().trim().regex(/^[\x21-\x7e]{32,200}$/, 'expected 32 to 200 printable characters without spaces').optional(),
  /** Days the release-health counts (what the browsers report per release and minute) are kept. */
  RELEASE_HEALTH_DAYS: positiveInt('a positive whole number of days'),
  /** The canary verdict's rules (api/src/releases/verdict.ts). */
  CANARY_ERROR_RATIO: z.string().trim().regex(/^\d+(\.\d+)?$/, 'expected a number of at least 1, such as 2').transform(Number)
    .refine((n) => n >= 1, 'expected a number of at least 1, such as 2').optional(),
  CANARY_MIN_ERRORS: positiveInt('a positive whole number of errors'),
  CANARY_LATENCY_WORSE_PERCENT: z.string().trim().regex(/^\d+$/, 'expected a whole number of percent, 1 to 1000').transform(Number)
    .refine((n) => n >= 1 && n <= 1000, 'expected a whole number of percent, 1 to 1000').optional(),
  CANARY_MIN_VIEWS: positiveInt('a positive whole number of page views'),
  CANARY_PROMOTE_AFTER_VIEWS: positiveInt('a positive whole number of page views'),
  CANARY_MIN_VISITORS: positiveInt('a positive whole number of visitors'),
  /** Development server only (scripts/dev.ts): re-read index.html on every request. */
  SITE_DEV: opt,
});

/** Rules over several variables, checked on the raw values (also when single values are bad). */
function crossChecks(raw: Record<string, string | undefined>): [string, string][] {
  const out: [string, string][] = [];
  if (raw.NODE_ENV?.trim() === 'production' && !raw.SITE_URL) {
    out.push(['SITE_URL', 'required when NODE_ENV=production: the store writes payment, email and page links with it (for example SITE_URL=https://store.example.org); it never takes them from a request\'s Host header']);
  }
  if (raw.PAYMENT_PROVIDER?.trim() === 'stripe') {
    for (const k of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']) if (!raw[k]) out.push([k, 'required with PAYMENT_PROVIDER=stripe']);
  }
  // an integrity hash is only accepted together with the exact script URL it was computed for
  for (const p of ['FORMS', 'CHAT']) {
    if (raw[`${p}_SCRIPT_INTEGRITY`] && !raw[`${p}_SCRIPT_URL`]) out.push([`${p}_SCRIPT_INTEGRITY`, `needs ${p}_SCRIPT_URL (the pinned file it was computed for)`]);
  }
  if (raw.RELEASE_STORE?.trim() === 'postgres' && !raw.DATABASE_URL) out.push(['RELEASE_STORE', 'postgres needs DATABASE_URL (the releases live in that database)']);
  if (raw.RELEASE_S3_BUCKET && (raw.RELEASE_STORE?.trim() === 'folder' || !raw.DATABASE_URL)) {
    out.push(['RELEASE_S3_BUCKET', 'needs the database store (DATABASE_URL, RELEASE_STORE unset or postgres): the registry that names the bucket\'s releases lives there']);
  }
  if (raw.HOST && !isIP(raw.HOST.trim()) && !/^[A-Za-z0-9.-]+$/.test(raw.HOST.trim())) out.push(['HOST', 'expected an address or host name to listen on']);
  return out;
}

export type Env = z.infer<typeof envSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuration error (nothing was started):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** The third-party scripts of the pages (FORMS_*, CHAT_*), as the runtime configuration gives them to the pages. */
export interface ThirdPartyScripts {
  /** The forms provider's embed (its portal, the lead forms' ids, a pinned script and its hash), or null: none configured. */
  forms: { portalId: string; formIds: Record<string, string>; scriptUrl?: string; integrity?: string } | null;
  /** The chat widget (its id, a pinned loader and its hash), or null. */
  chat: { widgetId: string; scriptUrl?: string; integrity?: string } | null;
}

/** The largest document the rendered-document cache keeps by default (server/document-cache.ts). */
export const DOCUMENT_MAX_ENTRY_BYTES = 2 * 1024 * 1024;

/**
 * DOCUMENT_CACHE_*, DOCUMENT_RENDER*: the rendered-document cache's bounds, its renders' limits per
 * client and their share of the render thread's time, in the terms of server/document-cache.ts; what
 * is not set keeps that module's default.
 */
export interface DocumentLimits {
  maxEntries?: number;
  maxBytes?: number;
  maxEntryBytes?: number;
  renders: { burst?: number; perSecond?: number };
  budget: { share?: number };
  thread?: { nice: number };
}

export interface Config {
  port: number;
  host: string;
  production: boolean;
  /** SITE_URL as an origin (default http://localhost:<PORT>; required with NODE_ENV=production). */
  siteUrl: string;
  /** SITE_URL as set (undefined: unset; the API alone then links to the site's default address, not its own port). */
  configuredSiteUrl: string | undefined;
  /** HSTS is sent: in production (NODE_ENV=production) over an https SITE_URL only, never on localhost http. */
  hsts: boolean;
  /** SITE_DEV=1: the development server (`pnpm dev`): index.html read on every request, the remotes' watch builds, no canary judge. */
  siteDev: boolean;
  dataDir: string | undefined;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  trustProxy: TrustProxy;
  logger: false | { level: string };
  rateLimits: Partial<RateLimits> | undefined;
  seed: boolean;
  /** The sign-in provider's base URL (https:// assumed), when AUTH_DOMAIN is set. */
  authBase: string | undefined;
  /** Sign-in as the API checks it and the pages ask for it (the provider's issuer and keys come from authBase or the local provider). */
  auth: { audience: string; clientId: string | undefined; jwksUrl: string | undefined; emailClaims: string[] | undefined };
  corsOrigins: string[];
  payments: PaymentOptions;
  /** SMTP_URL's server; none: the local inbox (`npm start`) or no email (the API alone). */
  mail: MailOptions | undefined;
  /** MAIL_FROM: the sender of the store's emails, through SMTP_URL's server or the local inbox. */
  mailFrom: string | undefined;
  /** The local inbox (maildev, the whole site without SMTP_URL): SMTP_PORT (default PORT+3) and MAIL_WEB_PORT (default PORT+2). */
  localInbox: { smtpPort: number; webPort: number };
  /** IDP_PORT: the local identity provider's port (unset: PORT+1 for the whole site; 8081, the site's default, for the API alone). */
  idpPort: number | undefined;
  learningPlatformUrl: string | undefined;
  storeInbox: string | undefined;
  releasesDir: string | undefined;
  /** Where the releases live: the folder, or the database (with their files in the database or an S3 bucket); the upload limit. */
  releaseStore: { kind: 'folder' | 'postgres'; s3: { bucket: string; prefix: string; region: string | undefined; endpoint: string | undefined } | null; uploadMaxBytes: number };
  /** RELEASE_OPS_TOKEN: the release tool's token (unset: the server writes one into the releases folder). */
  releaseOpsToken: string | undefined;
  /** Who is staff: the roles claim of the access token, and the staff's role. */
  staff: { rolesClaim: string; role: string };
  /** RELEASE_VIEW_SECRET (unset: the database's). */
  releaseViewSecret: string | undefined;
  /** RELEASE_HEALTH_DAYS (default 14). */
  releaseHealthDays: number;
  /** CANARY_*: the canary verdict's rules. */
  canaryRules: VerdictRules;
  formsProvider: { portalId: string; formIds: Record<string, string>; submitUrl?: string } | null;
  /** The pages' third-party scripts: none unless configured. */
  thirdParty: ThirdPartyScripts;
  /** The rendered-document cache's bounds and render limits. */
  documents: DocumentLimits;
  /** The old names found, with a warning each. */
  warnings: string[];
}

/** Reads and checks the environment; throws ConfigError naming every bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv, defaults: { port: number }): Config {
  const raw: Record<string, string | undefined> = {};
  const warnings: string[] = [];
  for (const key of Object.keys(envSchema.shape)) {
    const v = source[key];
    if (v !== undefined && v.trim() !== '') raw[key] = v;
  }
  for (const [old, name] of Object.entries(RENAMED)) {
    const v = source[old];
    if (v === undefined || v.trim() === '') continue;
    if (raw[name] === undefined) {
      raw[name] = old === 'AUTH_ISSUER' ? v.trim().replace(/\/+$/, '') : v;
      warnings.push(`${old} is the old name of ${name}: set ${name} instead (${old} will stop working in the next release).`);
    } else {
      warnings.push(`${old} is ignored: ${name} is set (${old} is its old name).`);
    }
  }
  const parsed = envSchema.safeParse(raw);
  const issues: [string, string][] = (parsed.success ? [] : parsed.error.issues.map((i): [string, string] => [String(i.path[0] ?? '(environment)'), i.message]));
  issues.push(...crossChecks(raw));
  if (!parsed.success || issues.length) {
    const byVar = new Map<string, string>();
    for (const [key, message] of issues) {
      if (byVar.has(key)) continue;
      const value = raw[key];
      const shown = value === undefined || SECRET.has(key) ? '' : ` (got ${JSON.stringify(value.length > 80 ? `${value.slice(0, 80)}…` : value)})`;
      byVar.set(key, `${key}: ${message}${shown}`);
    }
    throw new ConfigError([...byVar.values()]);
  }
  const env = parsed.data;
  const port = env.PORT ?? defaults.port;
  const authBase = env.AUTH_DOMAIN ? (/^https?:\/\//.test(env.AUTH_DOMAIN) ? env.AUTH_DOMAIN : `https://${env.AUTH_DOMAIN}`).replace(/\/+$/, '') : undefined;
  const production = env.NODE_ENV === 'production';
  const siteUrl = env.SITE_URL ?? embeddedSiteUrl(port);
  return {
    port,
    host: env.HOST ?? 'localhost',
    production,
    siteUrl,
    configuredSiteUrl: env.SITE_URL,
    hsts: production && siteUrl.startsWith('https://'),
    siteDev: env.SITE_DEV === '1',
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    trustProxy: env.TRUST_PROXY ?? false,
    logger: env.LOG_LEVEL === 'silent' ? false : { level: env.LOG_LEVEL ?? 'info' },
    rateLimits: env.API_RATE_LIMITS,
    seed: env.SEED !== '0',
    authBase,
    auth: { audience: env.AUTH_AUDIENCE ?? 'https://api.storefront.local', clientId: env.AUTH_CLIENT_ID, jwksUrl: env.AUTH_JWKS_URL, emailClaims: env.AUTH_EMAIL_CLAIM },
    corsOrigins: env.CORS_ORIGINS ?? [],
    payments: paymentOptions(env),
    mail: env.SMTP_URL ? { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM } : undefined,
    mailFrom: env.MAIL_FROM,
    localInbox: { smtpPort: env.SMTP_PORT ?? port + 3, webPort: env.MAIL_WEB_PORT ?? port + 2 },
    idpPort: env.IDP_PORT,
    learningPlatformUrl: env.LEARNING_PLATFORM_URL,
    storeInbox: env.STORE_INBOX,
    releasesDir: env.RELEASES_DIR,
    releaseStore: {
      kind: env.RELEASE_STORE ?? (env.DATABASE_URL ? 'postgres' : 'folder'),
      s3: env.RELEASE_S3_BUCKET
        ? { bucket: env.RELEASE_S3_BUCKET, prefix: env.RELEASE_S3_PREFIX ?? 'releases/', region: env.RELEASE_S3_REGION, endpoint: env.RELEASE_S3_ENDPOINT }
        : null,
      uploadMaxBytes: (env.RELEASE_UPLOAD_MAX_MB ?? 50) * 1024 * 1024,
    },
    releaseOpsToken: env.RELEASE_OPS_TOKEN,
    staff: { rolesClaim: env.AUTH_ROLES_CLAIM ?? DEFAULT_ROLES_CLAIM, role: env.AUTH_STAFF_ROLE ?? DEFAULT_STAFF_ROLE },
    releaseViewSecret: env.RELEASE_VIEW_SECRET,
    releaseHealthDays: env.RELEASE_HEALTH_DAYS ?? 14,
    canaryRules: canaryRules(env),
    formsProvider: env.FORMS_PORTAL_ID
      ? { portalId: env.FORMS_PORTAL_ID, formIds: env.FORMS_FORM_IDS ?? {}, ...(env.FORMS_SUBMIT_URL ? { submitUrl: env.FORMS_SUBMIT_URL } : {}) }
      : null,
    thirdParty: thirdPartyScripts(env),
    documents: documentLimits(env),
    warnings,
  };
}

/**
 * FORMS_PORTAL_ID, FORMS_FORM_IDS ('{"knowledge-quiz":"<form id>",...}'), FORMS_SCRIPT_URL and
 * FORMS_SCRIPT_INTEGRITY (a pinned embed file and its sha384); CHAT_WIDGET_ID, CHAT_SCRIPT_URL and
 * CHAT_SCRIPT_INTEGRITY, as the schema checked them (https URLs only, an integrity hash only together
 * with the exact script URL it was computed for, since an evergreen default URL changes under the hash).
 */
function thirdPartyScripts(env: Env): ThirdPartyScripts {
  let forms: ThirdPartyScripts['forms'] = null;
  if (env.FORMS_PORTAL_ID) {
    forms = { portalId: env.FORMS_PORTAL_ID, formIds: env.FORMS_FORM_IDS ?? {} };
    if (env.FORMS_SCRIPT_URL) forms.scriptUrl = env.FORMS_SCRIPT_URL;
    if (env.FORMS_SCRIPT_INTEGRITY) forms.integrity = env.FORMS_SCRIPT_INTEGRITY;
  }
  let chat: ThirdPartyScripts['chat'] = null;
  if (env.CHAT_WIDGET_ID) {
    chat = { widgetId: env.CHAT_WIDGET_ID };
    if (env.CHAT_SCRIPT_URL) chat.scriptUrl = env.CHAT_SCRIPT_URL;
    if (env.CHAT_SCRIPT_INTEGRITY) chat.integrity = env.CHAT_SCRIPT_INTEGRITY;
  }
  return { forms, chat };
}

/** DOCUMENT_*: the document cache's limits; a document above the whole bound (DOCUMENT_CACHE_MB) is not kept either. */
function documentLimits(env: Env): DocumentLimits {
  const out: DocumentLimits = { renders: {}, budget: {} };
  if (env.DOCUMENT_CACHE_ENTRIES !== undefined) out.maxEntries = env.DOCUMENT_CACHE_ENTRIES;
  if (env.DOCUMENT_CACHE_MB !== undefined) {
    out.maxBytes = env.DOCUMENT_CACHE_MB * 1024 * 1024;
    out.maxEntryBytes = Math.min(DOCUMENT_MAX_ENTRY_BYTES, out.maxBytes);
  }
  if (env.DOCUMENT_RENDER_BURST !== undefined) out.renders.burst = env.DOCUMENT_RENDER_BURST;
  if (env.DOCUMENT_RENDERS_PER_SECOND !== undefined) out.renders.perSecond = env.DOCUMENT_RENDERS_PER_SECOND;
  if (env.DOCUMENT_RENDER_TIME_PERCENT !== undefined) out.budget.share = env.DOCUMENT_RENDER_TIME_PERCENT / 100;
  if (env.DOCUMENT_RENDER_NICE !== undefined) out.thread = { nice: env.DOCUMENT_RENDER_NICE };
  return out;
}

/** CANARY_*: the verdict's rules, each the default when unset. */
function canaryRules(env: Env): VerdictRules {
  const d = DEFAULT_VERDICT_RULES;
  return {
    errorRatio: env.CANARY_ERROR_RATIO ?? d.errorRatio,
    minErrors: env.CANARY_MIN_ERRORS ?? d.minErrors,
    latencyWorse: env.CANARY_LATENCY_WORSE_PERCENT !== undefined ? env.CANARY_LATENCY_WORSE_PERCENT / 100 : d.latencyWorse,
    minViews: env.CANARY_MIN_VIEWS ?? d.minViews,
    promoteAfterViews: env.CANARY_PROMOTE_AFTER_VIEWS ?? d.promoteAfterViews,
    minVisitors: env.CANARY_MIN_VISITORS ?? d.minVisitors,
  };
}

/** The payment provider's settings (PAYMENT_PROVIDER, STRIPE_*, SANDBOX_WEBHOOK_SECRET). */
function paymentOptions(env: Env): PaymentOptions {
  if (env.PAYMENT_PROVIDER !== 'stripe') return { provider: 'sandbox', sandboxWebhookSecret: env.SANDBOX_WEBHOOK_SECRET };
  return {
    provider: 'stripe',
    stripe: {
      secretKey: env.STRIPE_SECRET_KEY ?? '',
      webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? '',
      apiHost: env.STRIPE_API_HOST,
      apiPort: env.STRIPE_API_PORT,
      apiProtocol: env.STRIPE_API_PROTOCOL,
      ...(env.STRIPE_TIMEOUT_MS ? { timeoutMs: env.STRIPE_TIMEOUT_MS } : {}),
    },
  };
}
