// The rendered-document cache: a page's whole document (head, first frame, inlined API answers,
// script list), kept with its ETag so that it is compressed once (api's cachedAnswer) and a repeated
// request costs a map lookup, not a render.
//
// What a document depends on, and how each part is in the key or the entry:
// - the address: the path, and of the query only the parameters its route declares it reads (the route
//   table's `query`, documentAddress). The render is given that same address, so a parameter outside
//   the key cannot change the document (no cache poisoning, no key per cache-buster); the browser still
//   reads the whole address (utm_*), as it always did (`/cart?add=` is never a document: cart-add.ts);
// - the remotes' releases: the version of the visitor's set of releases is in the key (a release or a
//   rollback is seen on the next request; while a canary runs, its visitors' documents and the
//   others' are kept apart), and the whole registry's version is the entries' generation;
// - the catalog: the entry holds the catalog snapshot it was made from, and a hit needs that same
//   snapshot to be the current one (a catalog change, or the periodic reload, makes a new snapshot);
// - time (a summit that has ended, the current summit, countdowns): the minute is in the key;
// - the buyer: the cart only, as its cookies say it (shared-cart cartCookieOf: the cart cookie with the
//   lines the server added that the stored cart has not taken in yet). A document is first looked up by
//   whether the cart is empty; a document whose render read the cookie (the cart page's, priced from its
//   lines) leaves a marker there, and is kept under the cart's lines. Nothing else of the request
//   reaches a document: no other cookie, no token, no per-buyer answer.
//
// Bounds (a cache anyone can fill must not push the pages people read out of it):
// - at most `maxEntries` entries and `maxBytes` bytes (each document's UTF-8 bytes and its key), and a
//   document above `maxEntryBytes` is served but not kept;
// - two segments: a new document enters on probation; a hit moves it to the protected segment (at most
//   80 % of either bound; past that its oldest entries go back on probation). Room is only ever made
//   on probation, oldest first: documents nobody asked for again (a burst of new addresses) push each
//   other out, never a page that is being read;
// - an entry of an earlier minute, release or catalog snapshot can never be asked for again: the first
//   lookup with a new one drops them all (dropStale);
// - renders of documents not kept are limited per client (createRenderLimiter), so one client cannot
//   keep the server rendering, and all together (createRenderBudget) to a share of the server's time,
//   so many clients cannot either: a kept page is answered between renders. A hit is never limited.
import { DOCUMENT_MAX_ENTRY_BYTES, type CachedBody } from 'api';

export interface CachedDocument {
  status: number;
  doc: CachedBody;
}

/** The marker a cart-dependent document leaves under the empty-or-not key: look again under the lines. */
export const BY_CART_LINES = Symbol('by cart lines');
export type CacheEntry = CachedDocument | typeof BY_CART_LINES;

export interface DocumentKeyParts {
  /** The document's address (documentAddress): the path and the route's own query parameters. */
  url: string;
  releases: string;
  minute: number;
  /** `0` or `1` (whether the cart has lines), or `lines:` and the cart cookie's lines. */
  cart: string;
}

export const documentKey = (p: DocumentKeyParts): string => `${p.releases}\n${p.minute}\n${p.cart}\n${p.url}`;

// ------------------------------------------------------------------ the address a document is made for

/** The query parameters the page at a path reads on the server (its route's `query`). */
export type QueryOf = (pathname: string) => readonly string[];

/**
 * The address a page's document is made for and kept under: the path as asked, and of the query only
 * the parameters its route reads, sorted by name (a repeated one keeps its values' order) and spelled
 * one way (URLSearchParams: `%20` and `+` alike). Without such a parameter, the bare path.
 */
export function documentAddress(url: string, queryOf: QueryOf): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const path = url.slice(0, q);
  const names = queryOf(path);
  if (names.length === 0) return path;
  const kept: [string, string][] = [];
  for (const [name, value] of new URLSearchParams(url.slice(q + 1))) if (names.includes(name)) kept.push([name, value]);
  if (kept.length === 0) return path;
  kept.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)); // stable: a name's values keep their order
  return `${path}?${new URLSearchParams(kept).toString()}`;
}

// ------------------------------------------------------------------ the cache

export interface DocumentCacheLimits {
  /** Most entries (documents and cart markers). */
  maxEntries?: number;
  /** Most bytes of all entries (each document's UTF-8 text and its key). */
  maxBytes?: number;
  /** A document larger than this is not kept. */
  maxEntryBytes?: number;
}
export const DOCUMENT_CACHE_DEFAULTS: Required<DocumentCacheLimits> = { maxEntries: 500, maxBytes: 64 * 1024 * 1024, maxEntryBytes: DOCUMENT_MAX_ENTRY_BYTES };
/** The share of each bound the protected segment (entries asked for again) may hold. */
const PROTECTED_SHARE = 0.8;
/** What a cart marker is counted as, beside its key. */
const MARKER_BYTES = 64;

interface Entry { key: string; document: CacheEntry; snapshot: object; generation: string; bytes: number; seq: number }

export function createDocumentCache(limits: number | DocumentCacheLimits = {}) {
  const { maxEntries, maxBytes, maxEntryBytes } = { ...DOCUMENT_CACHE_DEFAULTS, ...(typeof limits === 'number' ? { maxEntries: limits } : limits) };
  const protectedEntries = Math.max(1, Math.floor(maxEntries * PROTECTED_SHARE));
  const protectedBytes = maxBytes * PROTECTED_SHARE;
  /** Documents not asked for since they were made, oldest first: room is made here. */
  const probation = new Map<string, Entry>();
  /** Documents asked for again, oldest first. */
  const hot = new Map<string, Entry>();
  let bytes = 0;
  let hotBytes = 0;
  /** Counts moves into the protected segment: an entry max/2 or more behind is in its older half. */
  let seq = 0;

  const remove = (e: Entry) => {
    if (hot.get(e.key) === e) {
      hot.delete(e.key);
      hotBytes -= e.bytes;
    } else probation.delete(e.key);
    bytes -= e.bytes;
  };
  const toHot = (e: Entry) => {
    e.seq = ++seq;
    hot.set(e.key, e);
    hotBytes += e.bytes;
    // past its share, the protected segment's oldest go back on probation (its newest end)
    while (hot.size > 1 && (hot.size > protectedEntries || hotBytes > protectedBytes)) {
      const oldest = hot.values().next().value!;
      hot.delete(oldest.key);
      hotBytes -= oldest.bytes;
      probation.set(oldest.key, oldest);
    }
  };
  const makeRoom = () => {
    while (probation.size + hot.size > maxEntries || bytes > maxBytes) {
      // (the protected segment holds at most 80 % of both bounds: probation always has the rest)
      const oldest = probation.values().next().value ?? hot.values().next().value;
      if (!oldest) break;
      remove(oldest);
    }
  };

  return {
    /** The document for this key, if it was made from this catalog snapshot. */
    get(key: string, snapshot: object): CacheEntry | undefined {
      let e = hot.get(key);
      const protectedHit = e !== undefined;
      e ??= probation.get(key);
      if (!e) return undefined;
      if (e.snapshot !== snapshot) {
        remove(e);
        return undefined;
      }
      if (!protectedHit) {
        probation.delete(key);
        toHot(e);
      } else if (seq - e.seq >= protectedEntries / 2) {
        // a hit on a recent entry is a lookup only, no delete and insert per request
        hot.delete(key);
        e.seq = ++seq;
        hot.set(key, e);
      }
      return e.document;
    },
    /**
     * Keeps a document (on probation) made from this snapshot in this generation (its releases and
     * minute: dropStale). False when it is too large to keep.
     */
    set(key: string, snapshot: object, document: CacheEntry, generation = ''): boolean {
      const old = hot.get(key) ?? probation.get(key);
      if (old) remove(old);
      const size = key.length + (document === BY_CART_LINES ? MARKER_BYTES : Buffer.byteLength(document.doc.text));
      if (size > maxEntryBytes) return false;
      probation.set(key, { key, document, snapshot, generation, bytes: size, seq: 0 });
      bytes += size;
      makeRoom();
      return true;
    },
    /** Drops every entry of another catalog snapshot or generation: none of them can be a hit again. */
    dropStale(snapshot: object, generation: string): void {
      for (const segment of [probation, hot]) {
        for (const e of [...segment.values()]) if (e.snapshot !== snapshot || e.generation !== generation) remove(e);
      }
    },
    get size() {
      return probation.size + hot.size;
    },
    /** Entries, bytes and how many of them are protected (asked for again). */
    get stats() {
      return { entries: probation.size + hot.size, bytes, hot: hot.size, hotBytes };
    },
  };
}

// ------------------------------------------------------------------ renders per client

export interface RenderLimit {
  /** Renders a client may start per second, over time. */
  perSecond: number;
  /** Renders a client may start at once (the bucket's size). */
  burst: number;
  /** Clients tracked at most (the least recent goes first: it comes back with a full bucket). */
  maxClients: number;
}
/**
 * 5 a second after a burst of 60: a crawler reading the whole site (some 60 pages) at once, and a
 * visitor's reloads, are never refused; one address renders at most 5 documents a second over time.
 */
export const RENDER_LIMIT_DEFAULTS: RenderLimit = { perSecond: 5, burst: 60, maxClients: 10_000 };

/**
 * A token bucket per client for the renders of documents the cache does not hold: `take(client)` is
 * 0 when the client may render now (a token is taken), else the whole seconds until it may again
 * (the answer's Retry-After).
 */
export function createRenderLimiter(limit: Partial<RenderLimit> = {}, now: () => number = () => Date.now()) {
  const { perSecond, burst, maxClients } = { ...RENDER_LIMIT_DEFAULTS, ...limit };
  /** Tokens left at `at` (ms), least recently used first. */
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    limit: { perSecond, burst, maxClients },
    take(client: string): number {
      const t = now();
      let b = buckets.get(client);
      if (b) {
        buckets.delete(client);
        b.tokens = Math.min(burst, b.tokens + (Math.max(0, t - b.at) / 1000) * perSecond);
        b.at = t;
      } else {
        b = { tokens: burst, at: t };
        if (buckets.size >= maxClients) buckets.delete(buckets.keys().next().value!);
      }
      buckets.set(client, b);
      if (b.tokens >= 1) {
        b.tokens -= 1;
        return 0;
      }
      return Math.max(1, Math.ceil((1 - b.tokens) / perSecond));
    },
    get clients() {
      return buckets.size;
    },
  };
}

/**
 * The client a request's address stands for: an IPv4 address as it is (an IPv4-mapped IPv6 address
 * as its IPv4), an IPv6 address by its /64 (one subscriber's network: its own addresses cost it nothing).
 */
export function clientKey(ip: string | undefined): string {
  if (!ip) return '';
  const addr = ip.split('%')[0]!.toLowerCase();
  if (!addr.includes(':')) return addr;
  if (/^::ffff:\d+\.\d+\.\d+\.\d+$/.test(addr)) return addr.slice(7);
  const halves = addr.split('::');
  const left = halves[0] ? halves[0].split(':') : [];
  const right = halves.length > 1 && halves[1] ? halves[1].split(':') : [];
  const groups = halves.length > 1 ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((g) => (parseInt(g, 16) || 0).toString(16)).join(':')}::/64`;
}

// ------------------------------------------------------------------ renders, all clients together

export interface RenderBudget {
  /** The share of the time (the render thread's, or the server's when renders are on its thread) that renders of documents not kept may take, over time (0 to 1). */
  share: number;
  /** Renders in progress at most (a render awaits its page's data between its turns of work). */
  concurrency: number;
  /** Requests waiting for a render's turn at most; past that, and past `maxWaitMs`, the answer is 503. */
  maxWaiting: number;
  maxWaitMs: number;
}
/**
 * Half the time: a render takes about 10 ms on these hosts, so some 50 new documents a second (far
 * above a store's own rate of new addresses, a release's re-renders included), and a kept page waits
 * behind one or two renders at most. A render's time is its wall time, what else ran meanwhile
 * included: under load the budget only gets stricter.
 */
export const RENDER_BUDGET_DEFAULTS: RenderBudget = { share: 0.5, concurrency: 2, maxWaiting: 100, maxWaitMs: 3000 };

/**
 * Renders in their own thread (render-thread.ts, the default): the whole of that thread's time, one
 * render at a time, so a render's wall time is the thread's time it took (two at once would each be
 * charged the other's work too). The main thread answers kept pages whatever the thread does.
 */
export const THREAD_RENDER_BUDGET_DEFAULTS: RenderBudget = { ...RENDER_BUDGET_DEFAULTS, share: 1, concurrency: 1 };

/**
 * The renders of documents the cache does not hold, all clients together: each render's time is
 * charged to a budget that refills at `share` of a second per second (at most one second's worth
 * ahead). `enter()` resolves true when a render may start (now, or after waiting its turn, first come
 * first served), or false when it waited `maxWaitMs` or too many wait already: the store is busy (503).
 * Each entered render calls `leave(ms)` with the time it took.
 */
export function createRenderBudget(
  budget: Partial<RenderBudget> = {}, now: () => number = () => performance.now(), defaults: RenderBudget = RENDER_BUDGET_DEFAULTS,
) {
  const { share, concurrency, maxWaiting, maxWaitMs } = { ...defaults, ...budget };
  const capacity = 1000 * share;
  let tokens = capacity;
  let at = now();
  let running = 0;
  const waiting: { resolve: (ok: boolean) => void; until: number }[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  const refill = () => {
    const t = now();
    tokens = Math.min(capacity, tokens + (t - at) * share);
    at = t;
  };
  const pump = () => {
    refill();
    const t = now();
    while (waiting.length && waiting[0]!.until <= t) waiting.shift()!.resolve(false);
    while (waiting.length && running < concurrency && tokens > 0) {
      running++;
      waiting.shift()!.resolve(true);
    }
    if (timer) clearTimeout(timer);
    timer = null;
    if (waiting.length) {
      // the next moment something can change: the budget is back above 0, or the first waiter's time is up
      const refilled = tokens > 0 ? Infinity : -tokens / share;
      const next = Math.max(1, Math.min(refilled, waiting[0]!.until - t));
      timer = setTimeout(pump, next);
      timer.unref?.();
    }
  };
  return {
    budget: { share, concurrency, maxWaiting, maxWaitMs },
    enter(): Promise<boolean> | boolean {
      refill();
      if (!waiting.length && running < concurrency && tokens > 0) {
        running++;
        return true;
      }
      if (waiting.length >= maxWaiting) return false;
      return new Promise<boolean>((resolve) => {
        waiting.push({ resolve, until: now() + maxWaitMs });
        if (!timer) pump();
      });
    },
    leave(ms: number) {
      refill();
      running--;
      tokens -= ms;
      if (waiting.length) pump();
    },
    get waiting() {
      return waiting.length;
    },
    get running() {
      return running;
    },
  };
}
