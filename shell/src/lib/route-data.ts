// Loader data read ahead of a navigation: when the pointer rests on a link (prefetch.ts), the target
// route's module and its loader's answer are fetched then; the navigation that follows takes that
// answer instead of asking again, so the click renders the page without a request. An answer is
// taken once (a later visit of the address reads anew) and only while fresh.
import type { LoaderFunction, LoaderFunctionArgs } from 'react-router-dom';

/** How long an answer read ahead stands in for the loader (a click usually follows within a second or two). */
export const AHEAD_FRESH_MS = 15_000;

const ahead = new Map<string, { at: number; data: Promise<unknown> }>();

/** The key of an address: its path and query (a loader reads its params and its request's URL). */
export const dataKey = (href: string, origin = window.location.origin): string => {
  const url = new URL(href, origin);
  return `${url.pathname}${url.search}`;
};

/** Keeps the answer read ahead for this address (a failed read is dropped: the navigation reads again). */
export function keepAhead(key: string, data: Promise<unknown>): void {
  const entry = { at: Date.now(), data };
  ahead.set(key, entry);
  data.catch(() => { if (ahead.get(key) === entry) ahead.delete(key); });
}

/** Whether an answer for this address is kept and fresh. */
export function hasAhead(key: string, now = Date.now()): boolean {
  const entry = ahead.get(key);
  return entry !== undefined && now - entry.at <= AHEAD_FRESH_MS;
}

/** The answer read ahead for this address, taken (once), or undefined when none is kept and fresh. */
export function takeAhead(key: string, now = Date.now()): Promise<unknown> | undefined {
  const entry = ahead.get(key);
  if (!entry) return undefined;
  ahead.delete(key);
  return now - entry.at <= AHEAD_FRESH_MS ? entry.data : undefined;
}

/** Forgets every answer read ahead (tests). */
export function forgetAhead(): void {
  ahead.clear();
}

/**
 * A route's loader that takes an answer read ahead for the navigation's address when there is one
 * (and reads anew if that answer failed), else reads.
 */
export function withAhead(loader: LoaderFunction): LoaderFunction {
  return (args: LoaderFunctionArgs) => {
    if (typeof document === 'undefined') return loader(args);
    const got = takeAhead(dataKey(args.request.url));
    return got ? got.catch(() => loader(args)) : loader(args);
  };
}
