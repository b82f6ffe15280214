// The catalog in memory: GET /products and GET /product answer from a snapshot of the products
// tables, serialised once and compressed once per content (brotli and gzip), so a catalog read costs
// no database query, no JSON.stringify and no compression.
//
// Freshness: every change to products, product_relations or promo_codes bumps the catalog version in
// the database and NOTIFYs (migration 005). Each instance LISTENs (start()); a version newer than its
// snapshot's invalidates it, and the next read waits for a new snapshot (never the old one). After
// the listening connection was lost and comes back, the version is read again and a snapshot of an
// older version is dropped. On PGlite the one process gets its own writes' notifications directly.
// GET /cart prices from here too, and so does the checkout, which records the session only while the
// database's catalog version is still the snapshot's (payments/open-checkout.ts).
// Backstop for a database layer that cannot LISTEN, or while its listening connection is lost: a
// snapshot older than the TTL (default 30 s) is still served while one background reload replaces it
// (stale-while-revalidate). While notifications arrive, the backstop is 10 minutes.
import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { brotliCompress, brotliCompressSync, constants as zlib, gzip, gzipSync } from 'node:zlib';
import { promisify } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import { PRODUCT_LISTING_FIELDS, type Product, type ProductListing } from 'shared-api/contract';
import type { Db, Listening, Queryable } from '../db/db.js';
import type { FrontAnswer } from '../front-door.js';
import { eventEnd } from '../cart/pricing.js';
import { loadCatalog, readCatalogVersion } from './repository.js';

/** A text body served compressed once per content: the catalog's JSON, the site's page documents (server/site.ts). */
export interface CachedBody { text: string; etag: string }
export type Encoding = 'br' | 'gzip';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Bodies under this size go uncompressed (as before: the saving is smaller than the cost). */
const MIN_COMPRESS = 1024;

/**
 * Compressed bodies by ETag, shared by successive snapshots: a reload with unchanged content (the
 * TTL refresh) reuses them. The first request of a new body compresses it quickly (brotli 5, gzip 6:
 * a few ms for the 200 KB list). The best compression (brotli 11, gzip 9: about four times the CPU
 * of rendering a page) is made off the event loop, in the zlib thread pool, only for a body asked
 * for a second time: a page nobody asks for again (a search made once, a burst of new addresses)
 * costs its quick compression only. Later requests get the smaller body.
 * Least recently used first: a hit moves its entry to the end, so a burst of new bodies pushes out
 * each other, not the bodies being served.
 */
interface Compressed { br?: Buffer; gzip?: Buffer; asks: number; best: Set<Encoding>; pending: Set<Encoding> }
const compressed = new Map<string, Compressed>();
const MAX_COMPRESSED = 500;

function entryFor(etag: string): Compressed {
  let entry = compressed.get(etag);
  if (entry) {
    if (entry.asks < 2) entry.asks++;
    compressed.delete(etag);
  } else {
    if (compressed.size >= MAX_COMPRESSED) compressed.delete(compressed.keys().next().value!);
    entry = { asks: 1, best: new Set(), pending: new Set() };
  }
  compressed.set(etag, entry);
  return entry;
}

/** What is held for a body's ETag: how often it was asked for (1, or 2 for "more than once"), its best encodings made and in progress. */
export function compressionOf(etag: string): { asks: number; best: Encoding[]; pending: Encoding[] } | undefined {
  const e = compressed.get(etag);
  return e && { asks: e.asks, best: [...e.best], pending: [...e.pending] };
}

const brotliParams = (quality: number, size: number) => ({
  params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_SIZE_HINT]: size, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT },
});

/** Starts the best compression of this body in the background (once). */
function compressBest(c: CachedBody, entry: Compressed, encoding: Encoding): Promise<void> {
  if (entry.best.has(encoding) || entry.pending.has(encoding)) return Promise.resolve();
  entry.pending.add(encoding);
  const job = encoding === 'br' ? brotliAsync(c.text, brotliParams(11, c.text.length)) : gzipAsync(c.text, { level: 9 });
  return job.then(
    (buf) => {
      entry[encoding] = buf;
      entry.best.add(encoding);
    },
    () => undefined, // the quick body stays in use
  ).finally(() => entry.pending.delete(encoding));
}

const chosen = new Map<string, Encoding | null>();

/** The encoding to answer with for an Accept-Encoding header: br, then gzip, else none (q=0 refuses). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const known = chosen.get(acceptEncoding);
  if (known !== undefined) return known;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((x) => x.trim());
    const q = params.find((x) => x.startsWith('q='));
    if (name && !(q && !(Number(q.slice(2)) > 0))) accepted.add(name);
  }
  const wants = (e: string) => accepted.has(e) || accepted.has('*');
  const result: Encoding | null = wants('br') ? 'br' : wants('gzip') ? 'gzip' : null;
  if (chosen.size < 256) chosen.set(acceptEncoding, result); // browsers send a handful of distinct values
  return result;
}

/** The encoding a body of this text is sent in: none under MIN_COMPRESS, else what the client accepts. */
export const encodingFor = (text: string, acceptEncoding: string | undefined): Encoding | null =>
  text.length < MIN_COMPRESS ? null : chooseEncoding(acceptEncoding);

/** The quick compression (brotli 5, gzip 6): a few ms for the 200 KB list, well under one for a few KB. */
export const compressQuickly = (text: string, encoding: Encoding): Buffer =>
  encoding === 'br' ? brotliCompressSync(text, brotliParams(5, text.length)) : gzipSync(text, { level: 6 });

/** The body in the best encoding the client accepts (br, gzip, or none), compressed once per content. */
export function encodedBody(c: CachedBody, acceptEncoding: string | undefined): { body: string | Buffer; encoding: Encoding | null } {
  const encoding = encodingFor(c.text, acceptEncoding);
  if (!encoding) return { body: c.text, encoding: null };
  const entry = entryFor(c.etag);
  const body = (entry[encoding] ??= compressQuickly(c.text, encoding));
  if (entry.asks > 1 && !entry.best.has(encoding)) void compressBest(c, entry, encoding);
  return { body, encoding };
}

/** True when an If-None-Match header names this ETag (a list, weak or not, or *). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch === etag) return true;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag.replace(/^W\//, '') === bare;
  });
}

/** The answers made for a body (cachedAnswer), for one set of headers and status. */
interface Answers { headers: Record<string, string>; status: number; notModified?: FrontAnswer; br?: FrontAnswer; gzip?: FrontAnswer; plain?: FrontAnswer }
const answersByBody = new WeakMap<CachedBody, Answers>();

/**
 * The answer for a cached body: its ETag, a 304 when the client already holds it (a 200's body only),
 * else the body in the best encoding the client accepts. `headers` are the answer's own (type,
 * caching, Vary...). Sent by the front door or through Fastify (front-door.ts), the same answer.
 * Called again with the same `headers` object and status, it returns the same answer objects (the
 * front door keeps each one's header list): a caller passes one constant object per kind of answer.
 */
export function cachedAnswer(req: { headers: IncomingHttpHeaders }, c: CachedBody, headers: Record<string, string>, status = 200): FrontAnswer {
  let made = answersByBody.get(c);
  if (!made || made.headers !== headers || made.status !== status) answersByBody.set(c, (made = { headers, status }));
  if (status === 200 && etagMatches(req.headers['if-none-match'], c.etag)) {
    return (made.notModified ??= { status: 304, headers: { ...headers, etag: c.etag }, body: null });
  }
  const { body, encoding } = encodedBody(c, req.headers['accept-encoding']);
  const variant = encoding ?? 'plain';
  let a = made[variant];
  // (a body compressed quickly at first is replaced by the best compression once it is made)
  if (!a || a.body !== body) {
    a = made[variant] = { status, headers: encoding ? { ...headers, etag: c.etag, 'content-encoding': encoding } : { ...headers, etag: c.etag }, body };
  }
  return a;
}

export class CatalogSnapshot {
  readonly byId: Map<number, Product>;
  private readonly bySlug: Map<string, Product>;
  /** The list body and the span of time it holds for (no event ends inside it). */
  private listJson: { body: CachedBody; from: number; until: number } | null = null;
  private readonly productJson = new Map<number, CachedBody>();

  constructor(readonly products: Product[], readonly version = 0) {
    this.byId = new Map(products.map((p) => [p.productId, p]));
    this.bySlug = new Map(products.map((p) => [p.productNickName.toLowerCase(), p]));
  }

  /** The product with this slug (case-insensitive), and of this type when one is given. */
  findBySlug(slug: string, type?: string): Product | undefined {
    const p = this.bySlug.get(slug.toLowerCase());
    if (!p || (type && p.productType !== type)) return undefined;
    return p;
  }

  /**
   * GET /products: every product on sale at `now` as a listing (PRODUCT_LISTING_FIELDS, in that
   * order). An event or a summit that has ended (cart/pricing.ts hasEnded, the rule that refuses its
   * tickets) leaves the list; its page stays (product()). The body is made again only when `now`
   * crosses an event's end.
   */
  list(now: number = Date.now()): CachedBody {
    const c = this.listJson;
    if (c && now >= c.from && now < c.until) return c.body;
    let from = -Infinity;
    let until = Infinity;
    const onSale = this.products.filter((p) => {
      const end = eventEnd(p)?.getTime();
      if (end === undefined) return true;
      if (end <= now) { from = Math.max(from, end); return false; } // hasEnded(p, now)
      until = Math.min(until, end);
      return true;
    });
    const body = jsonWithEtag(onSale.map(toListing));
    this.listJson = { body, from, until };
    return body;
  }

  product(p: Product): CachedBody {
    let c = this.productJson.get(p.productId);
    if (!c) this.productJson.set(p.productId, (c = jsonWithEtag(p)));
    return c;
  }
}

export function toListing(p: Product): ProductListing {
  const out: Partial<Record<keyof ProductListing, unknown>> = {};
  for (const k of PRODUCT_LISTING_FIELDS) out[k] = p[k];
  return out as ProductListing;
}

function jsonWithEtag(value: unknown): CachedBody {
  return withEtag(JSON.stringify(value));
}

/** A body with its weak ETag (a hash of its text): served through encodedBody, revalidated with etagMatches. */
export function withEtag(text: string): CachedBody {
  return { text, etag: `W/"${createHash('sha1').update(text).digest('base64url')}"` };
}

/** The NOTIFY channel of catalog changes (payload '<schema>:<version>'). */
export const CATALOG_CHANNEL = 'acma_catalog';

export class CatalogCache {
  private snapshot: CatalogSnapshot | null = null;
  private loadedAt = 0;
  private inflight: Promise<CatalogSnapshot> | null = null;
  private generation = 0;
  /** The newest catalog version this instance has heard of. */
  private latest = 0;
  private listening: Listening | null = null;
  /** True while the listening connection is up: changes arrive as notifications. */
  private connected = false;

  /**
   * `ttlMs`: the backstop while changes cannot be heard (no LISTEN, or its connection is lost);
   * `listeningTtlMs`: the backstop while they can (a reload then only guards against a missed
   * notification; on PGlite a reload runs on the event loop for 20 to 130 ms, a latency spike for
   * every request waiting behind it). `clock`: the time the TTLs are measured with, ms (tests set it).
   */
  constructor(
    private readonly db: Queryable & Partial<Pick<Db, 'listen' | 'schema'>>, private readonly ttlMs = 30_000, private readonly log?: FastifyBaseLogger,
    private readonly listeningTtlMs = 600_000, private readonly clock: () => number = () => Date.now(),
  ) {}

  /** Subscribes to the database's catalog changes (when the database layer can LISTEN). */
  async start(): Promise<void> {
    if (!this.db.listen || this.listening) return;
    const schema = this.db.schema ?? 'public';
    let wasLost = false;
    this.listening = await this.db.listen(CATALOG_CHANNEL, {
      onNotify: (payload) => {
        const at = payload.lastIndexOf(':');
        if (payload.slice(0, at) !== schema) return;
        this.changed(Number(payload.slice(at + 1)));
      },
      onConnect: () => {
        if (wasLost) this.log?.info('catalog: listening for changes again; checking the version');
        wasLost = false;
        this.connected = true;
        // Notifications sent while nobody listened are lost: compare versions.
        readCatalogVersion(this.db).then(
          (v) => this.changed(v),
          (e: unknown) => this.log?.warn({ err: e }, 'catalog: version check failed'),
        );
      },
      onError: (err) => {
        wasLost = true;
        this.connected = false;
        this.log?.warn({ err: err.message }, 'catalog: lost the connection listening for changes; reconnecting');
      },
    });
  }

  async stop(): Promise<void> {
    const l = this.listening;
    this.listening = null;
    this.connected = false;
    await l?.close();
  }

  /** The catalog is at `version` in the database: a snapshot of an older version is dropped. */
  changed(version: number): void {
    if (!Number.isFinite(version)) return;
    if (version > this.latest) this.latest = version;
    const snap = this.snapshot;
    // (A load in flight that read an older version is not kept: see load().)
    if (snap && snap.version < version) this.invalidate();
  }

  /**
   * The snapshot to answer from now, without waiting: the current one (a reload starts in the
   * background once it is older than the TTL), or null when there is none yet or it was invalidated.
   */
  current(): CatalogSnapshot | null {
    const snap = this.snapshot;
    const ttl = this.connected ? this.listeningTtlMs : this.ttlMs;
    if (snap && this.clock() - this.loadedAt >= ttl && !this.inflight) {
      this.load().catch((e: unknown) => this.log?.error({ err: e }, 'catalog reload failed; the previous snapshot stays in use'));
    }
    return snap;
  }

  async get(): Promise<CatalogSnapshot> {
    return this.current() ?? this.inflight ?? this.load();
  }

  private load(): Promise<CatalogSnapshot> {
    const gen = this.generation;
    const load = loadCatalog(this.db)
      .then(({ version, products }) => {
        const snap = new CatalogSnapshot(products, version);
        // A write that happened while this load ran makes its result stale: keep it out of the cache.
        if (gen === this.generation && version >= this.latest) {
          this.snapshot = snap;
          this.loadedAt = this.clock();
        }
        return snap;
      })
      .finally(() => {
        if (this.inflight === load) this.inflight = null;
      });
    this.inflight = load;
    return load;
  }

  /** Drops the snapshot: the next read loads anew (a write in this process may call it at once). */
  invalidate(): void {
    this.generation++;
    this.snapshot = null;
    this.inflight = null;
  }
}
