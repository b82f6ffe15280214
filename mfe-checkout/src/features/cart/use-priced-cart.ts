// Prices the local cart lines on the server (GET /cart) and keeps the result beside the local store:
// the lines come from shared-cart (this tab and others), the prices and details from the API. The
// route's loader prices the cart as the page's address is reached (cookie-cart.ts: the server's for
// the document, the browser's as a soft navigation starts); the page takes that answer. Lines the
// answer does not price (another tab added one since) are priced with the whole cart, here; removing
// a line or changing a quantity needs no request (the server's unit price is reused). Failures are
// only logged (spec section 8). A unit price that differs from the one this page showed before is
// listed (`changes`), so the page can say so; a checkout refused for a changed price hands its cart
// priced anew to `accept`.
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { onItsWay, settledOf, type OnItsWay, type RouteDataOf, type Settled } from 'shared-ui';
import type { CookieCartData } from './cookie-cart';
import { api, logApiError, type CartLine, type CartResponse, type PricedCartItem } from 'shared-api';
import { captureUtm } from 'shared-analytics';
import { lineDollars, sumDollars } from '../../lib/money';

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

/**
 * The route's pricing of the cart (its loader's answer: cookie-cart.ts) as the page has it: here
 * (`fromDocument`: the server's, for this very request), on its way, or failed.
 */
export type CartRead<T extends CookieCartData = CookieCartData> =
  | { status: 'ready'; answer: T; fromDocument: boolean }
  | { status: 'loading' }
  | { status: 'error'; error: unknown };

/**
 * The route's loader data as a CartRead, or null where there is none (a read the server could not
 * make: the page prices the cart itself). Not React Router's nor shared-ui's useRouteAnswer: the cart
 * keeps its own loading and failure states (its lines stay deletable), so this is all it needs
 * (1 KB less on checkout's first load, which was over its budget with useRouteAnswer).
 */
export function useCartRead<T extends CookieCartData>(data: RouteDataOf<T>): CartRead<T> | null {
  const way = onItsWay(data) ? data.onItsWay : null;
  const [came, setCame] = useState<{ way: OnItsWay<T>; settled: Settled<T> } | null>(null);
  // an answer the render saw needs nothing more; one it did not is waited for, and taken even when it
  // came between the render and this effect (the render said loading: no later render would say more)
  const here = way ? settledOf(way) : undefined;
  const sawIt = here !== undefined;
  useEffect(() => {
    if (!way || sawIt) return;
    let live = true;
    void way.then((settled) => { if (live) startTransition(() => setCame({ way, settled })); });
    return () => { live = false; };
  }, [way, sawIt]);
  if (data === null) return null;
  if (!way) return { status: 'ready', answer: data as T, fromDocument: true };
  const settled = here ?? (came?.way === way ? came.settled : undefined);
  if (!settled) return { status: 'loading' };
  return settled.ok ? { status: 'ready', answer: settled.answer, fromDocument: false } : { status: 'error', error: settled.error };
}

/**
 * The tab's last pricing answers, by product: a page that shows lines priced a moment ago (the cart,
 * then checkout) starts with them while its loader prices them again (no loading state on the way
 * from the cart to checkout).
 */
const known = new Map<number, PricedCartItem>();

function priceLines(lines: CartLine[]): Promise<CartResponse> {
  return api.getCart(lines, captureUtm(window.location.search));
}

/** Forgets the tab's pricing answers (tests). */
export function forgetPricedCart(): void {
  known.clear();
}

/** Whether this browser holds marketing values (read in an effect: the server renders the hook too). */
const hasMarketingValues = () => Object.keys(captureUtm(window.location.search)).length > 0;

/**
 * `read`: the route's pricing (useCartRead). The server's lines show at once, and are asked for again,
 * quietly, only when this browser holds marketing values, which the spec's call carries and only the
 * browser knows (so a first visit without them loads no HTTP client for it); the browser's show once
 * they have come. Lines this tab priced before show at once too (no loading state), priced again by
 * the loader on its way, or else here, once, quietly (a price changed since is taken). A line that
 * neither knows is priced with the whole cart.
 */
export function usePricedCart(lines: CartLine[], read: CartRead | null = null): PricedCart {
  const [start] = useState(() => {
    const first = read?.status === 'ready' && read.answer.priced && read.answer.priced.length > 0 ? read.answer.priced : null;
    // the server's, for this very document: the hydrating render is the server's
    if (first && read?.status === 'ready' && read.fromDocument) return { items: first, answer: first, quiet: 'with marketing values' as const };
    // what this tab showed, even with the loader's answer here: a price changed since is said
    if (lines.length > 0 && lines.every((l) => known.has(l.productId))) {
      return { items: lines.map((l) => known.get(l.productId)!), answer: null, quiet: read === null || read.status === 'error' };
    }
    if (first) return { items: first, answer: first, quiet: false };
    return null;
  });
  const [priced, setPriced] = useState<Map<number, PricedCartItem>>(() => new Map(start?.items.map((i) => [i.productId, i])));
  // what the page shows first is what this tab has shown (in an effect: not on the server)
  useEffect(() => { for (const i of start?.answer ?? []) known.set(i.productId, i); }, [start]);
  // The line set of the last answered (or failed) request.
  const [settled, setSettled] = useState<{ key: string; failed: boolean } | null>(null);
  const linesRef = useRef(lines);
  useEffect(() => { linesRef.current = lines; });

  const lineKey = keyOf(lines);
  const missing = lines.some((l) => !priced.has(l.productId));
  const waiting = missing && settled?.key !== lineKey;
  // while the loader's pricing is on its way, the page waits for it rather than asking itself
  const needsRequest = waiting && read?.status !== 'loading';

  const [changes, setChanges] = useState<PriceChange[]>([]);
  const pricedRef = useRef(priced);
  useEffect(() => { pricedRef.current = priced; });

  /** Takes the answer's lines; a unit price that differs from the one shown is listed in `changes`. */
  const merge = useCallback((res: Pick<CartResponse, 'items'>) => {
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
    for (const i of res.items) {
      next.set(i.productId, i);
      known.set(i.productId, i);
    }
    pricedRef.current = next;
    setPriced(next);
  }, []);

  const take = useCallback((res: Pick<CartResponse, 'items'>, key: string) => {
    merge(res);
    setSettled({ key, failed: false });
  }, [merge]);

  const accept = merge;

  // the loader's answer, once it has come (one that was here at the first render is the start)
  const answer = read?.status === 'ready' ? read.answer : null;
  const takenAnswer = useRef(start?.answer ?? null);
  useEffect(() => {
    if (!answer?.priced || takenAnswer.current === answer.priced) return;
    takenAnswer.current = answer.priced;
    take({ items: answer.priced }, keyOf(answer.lines ?? []));
  }, [answer, take]);
  // ...or its failure, for the lines it was asked for (lines changed since are asked for here)
  const readError = read?.status === 'error' ? read.error : null;
  const failedRead = useRef<string | null>(null);
  useEffect(() => {
    if (!readError) return;
    logApiError('cart', readError);
    failedRead.current = keyOf(linesRef.current);
    setSettled({ key: failedRead.current, failed: true });
  }, [readError]);

  useEffect(() => {
    if (!needsRequest) return;
    // not what the effects above took in this same commit: the loader's answer, or its failure
    if (failedRead.current === lineKey || linesRef.current.every((l) => pricedRef.current.has(l.productId))) return;
    let live = true;
    priceLines(linesRef.current)
      .then((res) => { if (live) take(res, lineKey); })
      .catch((e: unknown) => {
        logApiError('cart', e);
        if (live) setSettled({ key: lineKey, failed: true });
      });
    return () => { live = false; };
  }, [lineKey, needsRequest, take]);

  const quiet = useRef(start?.quiet ?? false);
  useEffect(() => {
    const why = quiet.current;
    quiet.current = false;
    if (!why || (why === 'with marketing values' && !hasMarketingValues())) return;
    const key = keyOf(linesRef.current);
    priceLines(linesRef.current).then((res) => take(res, key), (e: unknown) => logApiError('cart', e));
  }, [take]);

  const retry = useCallback(() => {
    failedRead.current = null;
    setSettled(null);
  }, []);

  return useMemo(() => {
    const items: PricedCartItem[] = [];
    const unknownIds: number[] = [];
    const answered = settled?.key === lineKey && !settled.failed;
    for (const l of lines) {
      const p = priced.get(l.productId);
      if (p) items.push({ ...p, quantity: l.quantity, lineTotal: p.notOnSale ? 0 : lineDollars(Math.max(0, p.productPrice || 0), l.quantity) });
      else if (answered) unknownIds.push(l.productId);
    }
    const notOnSale = items.filter((i) => i.notOnSale);
    return {
      items,
      notOnSale,
      cartTotal: sumDollars(items.map((i) => i.lineTotal)),
      cartLength: Math.max(0, items.length - notOnSale.length),
      loading: waiting,
      failed: settled?.key === lineKey && settled.failed,
      unknownIds,
      retry,
      changes: changes.filter((c) => lines.some((l) => l.productId === c.productId)),
      accept,
    };
  }, [lines, priced, settled, lineKey, waiting, retry, changes, accept]);
}
