// The catalog in memory: GET /products and GET /product answer from a snapshot of the products
// tables, serialised once. A write to the catalog in this process invalidates it at once; a short
// TTL bounds how stale a replica can be after another replica wrote.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Product } from 'shared-api/src/types.js';
import type { Queryable } from '../db/db.js';
import { loadAllProducts } from './repository.js';

export interface CachedJson { json: string; etag: string }

/** Compressed bodies by ETag: a product is compressed once, not once per snapshot reload. */
const compressed = new Map<string, { br?: Buffer; gzip?: Buffer }>();
const MAX_COMPRESSED = 500;

/** The body in the best encoding the client accepts (br, gzip, or none), compressed once per content. */
export function encodedBody(c: CachedJson, acceptEncoding: string | undefined): { body: string | Buffer; encoding: 'br' | 'gzip' | null } {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((x) => x.trim());
    const q = params.find((x) => x.startsWith('q='));
    if (name && !(q && !(Number(q.slice(2)) > 0))) accepted.add(name);
  }
  const wants = (e: string) => accepted.has(e) || accepted.has('*');
  if (c.json.length < 1024 || accepted.size === 0) return { body: c.json, encoding: null };
  let entry = compressed.get(c.etag);
  if (!entry) {
    if (compressed.size >= MAX_COMPRESSED) compressed.delete(compressed.keys().next().value!);
    compressed.set(c.etag, (entry = {}));
  }
  if (wants('br')) {
    entry.br ??= brotliCompressSync(c.json, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: c.json.length } });
    return { body: entry.br, encoding: 'br' };
  }
  if (wants('gzip')) {
    entry.gzip ??= gzipSync(c.json, { level: 9 });
    return { body: entry.gzip, encoding: 'gzip' };
  }
  return { body: c.json, encoding: null };
}

export class CatalogSnapshot {
  readonly byId: Map<number, Product>;
  private readonly bySlug: Map<string, Product>;
  private listJson: CachedJson | null = null;
  private readonly productJson = new Map<number, CachedJson>();

  constructor(readonly products: Product[]) {
    this.byId = new Map(products.map((p) => [p.productId, p]));
    this.bySlug = new Map(products.map((p) => [p.productNickName.toLowerCase(), p]));
  }

  /** The product with this slug (case-insensitive), and of this type when one is given. */
  findBySlug(slug: string, type?: string): Product | undefined {
    const p = this.bySlug.get(slug.toLowerCase());
    if (!p || (type && p.productType !== type)) return undefined;
    return p;
  }

  list(): CachedJson {
    return (this.listJson ??= jsonWithEtag(this.products));
  }

  product(p: Product): CachedJson {
    let c = this.productJson.get(p.productId);
    if (!c) this.productJson.set(p.productId, (c = jsonWithEtag(p)));
    return c;
  }
}

function jsonWithEtag(value: unknown): CachedJson {
  const json = JSON.stringify(value);
  return { json, etag: `W/"${createHash('sha1').update(json).digest('base64url')}"` };
}

export class CatalogCache {
  private snapshot: CatalogSnapshot | null = null;
  private loadedAt = 0;
  private inflight: Promise<CatalogSnapshot> | null = null;
  private generation = 0;

  constructor(private readonly db: Queryable, private readonly ttlMs = 30_000) {}

  async get(): Promise<CatalogSnapshot> {
    if (this.snapshot && Date.now() - this.loadedAt < this.ttlMs) return this.snapshot;
    if (this.inflight) return this.inflight;
    const gen = this.generation;
    const load = loadAllProducts(this.db)
      .then((products) => {
        const snap = new CatalogSnapshot(products);
        // A write that happened while this load ran makes its result stale: keep it out of the cache.
        if (gen === this.generation) {
          this.snapshot = snap;
          this.loadedAt = Date.now();
        }
        return snap;
      })
      .finally(() => {
        if (this.inflight === load) this.inflight = null;
      });
    this.inflight = load;
    return load;
  }

  /** Call after any write to products, product_relations or prices. */
  invalidate(): void {
    this.generation++;
    this.snapshot = null;
    this.inflight = null;
  }
}
