// GET /cart's answers, kept per cart and catalog snapshot. Pricing a cart is a function of the
// snapshot, the lines asked for and, for an event's ticket, whether the event has ended: the same
// cart asked again (a buyer's every page, hundreds of buyers of the same summit ticket in a rush) is
// answered with the body made the first time, compressed once, at the front door (front-door.ts)
// ahead of Fastify. What keeps it one truth:
//  - an entry belongs to the snapshot it was priced from: a change of a product or a price replaces
//    the snapshot (catalog/cache.ts), and every entry of the old one is a miss from then on;
//  - an entry holds until the first end of an event among its lines (then the line is marked
//    notOnSale, so it is priced again);
//  - only answers that priced (200) are kept; a refused cart always goes to the route.
// Bounded (MAX_CART_ANSWERS, least recently used first) and apart from the shared compressed bodies
// of the catalog and the documents, so a burst of distinct carts pushes out only other carts.
import type { IncomingHttpHeaders } from 'node:http';
import type { CartResponse, Product } from 'shared-api/contract';
import { compressQuickly, encodingFor, type Encoding } from '../catalog/cache.js';
import type { FrontAnswer } from '../front-door.js';
import { eventEnd } from './pricing.js';

export const MAX_CART_ANSWERS = 1000;
/** The headers of every cart answer (the route adds CORS's Vary when it set one). */
const HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', vary: 'accept-encoding' };

interface Entry {
  snapshot: object;
  /** ms since the epoch: from then on the answer is made again (an event among its lines has ended) */
  until: number;
  text: string;
  answers: Partial<Record<Encoding | 'plain', FrontAnswer>>;
}

/** The key of a request's cart: its query string as sent (GET /cart takes no other input). */
export function cartKey(url: string | undefined): string {
  const q = (url ?? '').indexOf('?');
  return q === -1 ? '' : url!.slice(q + 1);
}

/** When the answer of these lines stops holding: the first end, after `now`, of an event among them. */
export function heldUntil(products: readonly Pick<Product, 'eventStartDate' | 'eventEndDate'>[], now: number): number {
  let until = Number.POSITIVE_INFINITY;
  for (const p of products) {
    const end = eventEnd(p)?.getTime();
    if (end !== undefined && end > now && end < until) until = end;
  }
  return until;
}

export class CartAnswers {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly max = MAX_CART_ANSWERS) {}

  get size(): number {
    return this.entries.size;
  }

  /** The kept answer for this key, priced from `snapshot` and still holding at `now`; undefined otherwise. */
  find(snapshot: object, key: string, now: number, headers: IncomingHttpHeaders): FrontAnswer | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    if (e.snapshot !== snapshot || now >= e.until) {
      this.entries.delete(key);
      return undefined;
    }
    this.entries.delete(key); // most recently used last
    this.entries.set(key, e);
    return answerOf(e, headers['accept-encoding']);
  }

  /** Keeps a priced cart's answer and returns it for this request. */
  keep(snapshot: object, key: string, cart: CartResponse, products: readonly Pick<Product, 'eventStartDate' | 'eventEndDate'>[], now: number,
    headers: IncomingHttpHeaders): FrontAnswer {
    const e: Entry = { snapshot, until: heldUntil(products, now), text: JSON.stringify(cart), answers: {} };
    this.entries.delete(key);
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, e);
    return answerOf(e, headers['accept-encoding']);
  }
}

/** The answer in the encoding this client takes (none under 1 KB, as the catalog's), compressed once per entry. */
function answerOf(e: Entry, acceptEncoding: string | undefined): FrontAnswer {
  const encoding = encodingFor(e.text, acceptEncoding);
  return (e.answers[encoding ?? 'plain'] ??= encoding
    ? { status: 200, headers: { ...HEADERS, 'content-encoding': encoding }, body: compressQuickly(e.text, encoding) }
    : { status: 200, headers: HEADERS, body: e.text });
}
