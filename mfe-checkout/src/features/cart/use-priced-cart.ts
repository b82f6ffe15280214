// Prices the local cart lines on the server (GET /cart) and keeps the result beside the local store:
// the lines come from shared-cart (this tab and others), the prices and details from the API. A line
// the API has not priced yet triggers one request for the whole cart; removing a line or changing a
// quantity needs none (the server's unit price is reused). Failures are only logged (spec section 8).
// A unit price that differs from the one this page showed before is listed (`changes`), so the page
// can say so; a checkout refused for a changed price hands its cart priced anew to `accept`.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { api, logApiError, type CartLine, type CartResponse, type PricedCartItem } from 'shared-api';
import { captureUtm } from 'shared-analytics';

export interface PricedCart {
  /** The local lines that the server priced, in cart order, with the local quantity. */
  items: PricedCartItem[];
  cartTotal: number;
  cartLength: number;
  /** True while the current lines wait for their first answer. */
  loading: boolean;
  /** True when the last pricing request failed. */
  failed: boolean;
  /** Priced lines that can no longer be bought (an event that has ended: `notOnSale`); outside the total, no checkout with them. */
  notOnSale: PricedCartItem[];
  /** Lines the server answered for but did not know (products no longer sold). */
  unknownIds: number[];
  /** Asks again after a failure. */
  retry: () => void;
  /** Lines whose unit price changed since this page showed them (a later pricing, or `accept`). */
  changes: PriceChange[];
  /** Takes a pricing the page did not ask for (the cart of a checkout refused for a changed price). */
  accept: (res: CartResponse) => void;
}

/** A line's unit price as the page showed it (`from`) and as the server priced it since (`to`), in dollars. */
export interface PriceChange { productId: number; productName: string; from: number; to: number }

const keyOf = (lines: CartLine[]) => lines.map((l) => l.productId).sort((a, b) => a - b).join(',');
const roundCents = (n: number) => Math.round(n * 100) / 100;

/**
 * The tab's last pricing answers, by product, and the requests under way, by line set: a page that
 * prices lines priced a moment ago (the cart, then checkout) starts with them and has them checked
 * again quietly, and one request serves the pages that ask for the same lines at once.
 */
const known = new Map<number, PricedCartItem>();
const underWay = new Map<string, Promise<CartResponse>>();

function priceLines(lines: CartLine[]): Promise<CartResponse> {
  const key = keyOf(lines);
  let p = underWay.get(key);
  if (!p) {
    p = api.getCart(lines, captureUtm(window.location.search)).then((res) => {
      for (const i of res.items) known.set(i.productId, i);
      return res;
    });
    const done = () => { underWay.delete(key); };
    p.then(done, done);
    underWay.set(key, p);
  }
  return p;
}

/**
 * Starts pricing the stored cart before a page asks (the checkout page's module, loaded while the
 * shell checks the sign-in): the page then finds the answer, or the request, already there.
 */
export function primePricedCart(lines: CartLine[]): void {
  if (lines.length > 0 && lines.some((l) => !known.has(l.productId))) priceLines(lines).catch(() => { /* the page asks again and says so */ });
}

/** Forgets the tab's pricing answers (tests). */
export function forgetPricedCart(): void {
  known.clear();
  underWay.clear();
}

/**
 * `seed`: lines the server priced for the first frame (the page's first data: the spec's pricing call,
 * made by the server for this very request from the current catalog). They show at once, and are
 * asked for again, quietly, only when this browser holds marketing values, which the spec's call
 * carries and only the browser knows (so a first visit without them loads no HTTP client for it).
 * Lines this tab priced before show at once too (no loading state) and are priced again once,
 * quietly (a price changed since is taken). A line that neither knows is priced with the whole cart.
 */
export function usePricedCart(lines: CartLine[], seed: PricedCartItem[] | null = null): PricedCart {
  const [start] = useState(() => (seed && seed.length > 0 ? { items: seed, fromDocument: true }
    : lines.length > 0 && lines.every((l) => known.has(l.productId)) ? { items: lines.map((l) => known.get(l.productId)!), fromDocument: false } : null));
  const [priced, setPriced] = useState<Map<number, PricedCartItem>>(() => new Map(start?.items.map((i) => [i.productId, i])));
  // The line set of the last answered (or failed) request.
  const [settled, setSettled] = useState<{ key: string; failed: boolean } | null>(null);
  const linesRef = useRef(lines);
  useEffect(() => { linesRef.current = lines; });

  const lineKey = keyOf(lines);
  const missing = lines.some((l) => !priced.has(l.productId));
  const needsRequest = missing && settled?.key !== lineKey;

  const [changes, setChanges] = useState<PriceChange[]>([]);
  const pricedRef = useRef(priced);
  useEffect(() => { pricedRef.current = priced; });

  /** Takes the answer's lines; a unit price that differs from the one shown is listed in `changes`. */
  const merge = useCallback((res: CartResponse) => {
    const shown = pricedRef.current;
    const moved: PriceChange[] = [];
    for (const i of res.items) {
      const was = shown.get(i.productId);
      if (was && !was.notOnSale && !i.notOnSale && was.productPrice !== i.productPrice) {
        moved.push({ productId: i.productId, productName: i.productName, from: was.productPrice, to: i.productPrice });
      }
    }
    if (moved.length > 0) {
      setChanges((prev) => {
        const byId = new Map(prev.map((c) => [c.productId, c]));
        // a line that changed twice: from what was first shown to the latest price (none if back)
        for (const m of moved) byId.set(m.productId, { ...m, from: byId.get(m.productId)?.from ?? m.from });
        return [...byId.values()].filter((c) => c.from !== c.to);
      });
    }
    const next = new Map(shown);
    for (const i of res.items) next.set(i.productId, i);
    pricedRef.current = next;
    setPriced(next);
  }, []);

  const take = useCallback((res: CartResponse, key: string) => {
    merge(res);
    setSettled({ key, failed: false });
  }, [merge]);

  const accept = useCallback((res: CartResponse) => {
    for (const i of res.items) known.set(i.productId, i);
    merge(res);
  }, [merge]);

  useEffect(() => {
    if (!needsRequest) return;
    let live = true;
    priceLines(linesRef.current)
      .then((res) => { if (live) take(res, lineKey); })
      .catch((e: unknown) => {
        logApiError('cart', e);
        if (live) setSettled({ key: lineKey, failed: true });
      });
    return () => { live = false; };
  }, [lineKey, needsRequest, take]);

  const quiet = useRef(start !== null);
  useEffect(() => {
    if (!quiet.current) return;
    quiet.current = false;
    if (start?.fromDocument && Object.keys(captureUtm(window.location.search)).length === 0) return;
    const key = keyOf(linesRef.current);
    priceLines(linesRef.current).then((res) => take(res, key), (e: unknown) => logApiError('cart', e));
  }, [take, start]);

  const retry = useCallback(() => setSettled(null), []);

  return useMemo(() => {
    const items: PricedCartItem[] = [];
    const unknownIds: number[] = [];
    const answered = settled?.key === lineKey && !settled.failed;
    for (const l of lines) {
      const p = priced.get(l.productId);
      if (p) items.push({ ...p, quantity: l.quantity, lineTotal: p.notOnSale ? 0 : roundCents(Math.max(0, p.productPrice || 0) * l.quantity) });
      else if (answered) unknownIds.push(l.productId);
    }
    const notOnSale = items.filter((i) => i.notOnSale);
    return {
      items,
      notOnSale,
      cartTotal: roundCents(items.reduce((s, i) => s + i.lineTotal, 0)),
      cartLength: Math.max(0, items.length - notOnSale.length),
      loading: needsRequest,
      failed: settled?.key === lineKey && settled.failed,
      unknownIds,
      retry,
      changes: changes.filter((c) => lines.some((l) => l.productId === c.productId)),
      accept,
    };
  }, [lines, priced, settled, lineKey, needsRequest, retry, changes, accept]);
}
