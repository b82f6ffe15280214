// The rendered-document cache (issue 21): a page's whole document (head, first frame, inlined API
// answers, script list), kept with its ETag so that it is compressed once (api's cachedAnswer) and a
// repeated request costs a map lookup, not a render.
//
// What a document depends on, and how each part is in the key or the entry:
// - the address (path and query): the key;
// - the remotes' current releases: the registry's version is in the key (a release or a rollback is
//   seen on the next request);
// - the catalog: the entry holds the catalog snapshot it was made from, and a hit needs that same
//   snapshot to be the current one (a catalog change, or the periodic reload, makes a new snapshot);
// - time (a summit that has ended, the current summit, countdowns): the minute is in the key;
// - the buyer: the cart cookie only (shared-cart cartCookieOf). A document is first looked up by
//   whether the cart is empty; a document whose render read the cookie (the cart page's, priced from its
//   lines) leaves a marker there, and is kept under the cart's lines. Nothing else of the request
//   reaches a document: no other cookie, no token, no per-buyer answer.
// Oldest entries go first past `max`; a hit moves its entry to the newest end when it has fallen into
// the older half (a hit on a recent entry is a lookup only, no delete and insert per request).
import type { CachedBody } from 'api';

export interface CachedDocument {
  status: number;
  doc: CachedBody;
}

/** The marker a cart-dependent document leaves under the empty-or-not key: look again under the lines. */
export const BY_CART_LINES = Symbol('by cart lines');
export type CacheEntry = CachedDocument | typeof BY_CART_LINES;

export interface DocumentKeyParts {
  url: string;
  releases: string;
  minute: number;
  /** `0` or `1` (whether the cart has lines), or `lines:` and the cart cookie's lines. */
  cart: string;
}

export const documentKey = (p: DocumentKeyParts): string => `${p.releases}\n${p.minute}\n${p.cart}\n${p.url}`;

export function createDocumentCache(max = 500) {
  /** Entries with the catalog snapshot each was made from (compared by identity), oldest first. */
  const entries = new Map<string, { document: CacheEntry; snapshot: object; seq: number }>();
  /** Counts insertions: an entry whose `seq` is max/2 or more behind is in the older half. */
  let seq = 0;
  const insert = (key: string, e: { document: CacheEntry; snapshot: object; seq: number }) => {
    entries.delete(key);
    if (entries.size >= max) entries.delete(entries.keys().next().value!);
    e.seq = ++seq;
    entries.set(key, e);
  };
  return {
    /** The document for this key, if it was made from this catalog snapshot. */
    get(key: string, snapshot: object): CacheEntry | undefined {
      const e = entries.get(key);
      if (!e) return undefined;
      if (e.snapshot !== snapshot) {
        entries.delete(key);
        return undefined;
      }
      if (seq - e.seq >= max / 2) insert(key, e);
      return e.document;
    },
    set(key: string, snapshot: object, document: CacheEntry): void {
      insert(key, { document, snapshot, seq: 0 });
    },
    get size() {
      return entries.size;
    },
  };
}
