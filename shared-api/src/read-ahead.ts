// A page's data read ahead (ARCHITECTURE.md section 5b, "Data beside the module"). A remote's route
// declares the API GET whose JSON answer is its loader's data (`data` in its routes.ts: the
// contract of shared-api/routes), so the shell can start that request from the route table alone,
// before the page's module has arrived: on intent (a pointer resting on the link, a finger touching
// it, the keyboard focusing it) and when a navigation starts. The module and the data then come over
// the network side by side, not one after the other.
//
// The answers are kept here, in the browser, for READ_AHEAD_MS after the request started: the
// route's loader (its GET through the shared client: http(), client.ts) takes the request in flight,
// or its answer, instead of asking again. The loader never waits for it (shared-ui's dataLoader
// defers it), and an answer already here is settled before the page renders: the page renders with
// it at once.
// Only 2xx answers with a JSON body and 404s are kept (a product's 404 is its answer); a network
// failure, a timeout or any other status is dropped, so the page's own GET asks again and shows its
// own error. Only GETs without the buyer's token: a read ahead never carries credentials of the
// buyer's beyond the site's cookies, and changes nothing (the API's GETs are reads).
//
// Not in the first load's bytes: not exported by shared-api's index; the shell imports it
// (`shared-api/read-ahead`) in a chunk of its own on the first intent or navigation, and hands the
// client (the shared one, whose GETs the remotes' pages make) its `readAheadOf` (setReadAheadSource).
import type { DataRequest } from './routes';

/** How long a read-ahead answer is kept, from the moment its request started. */
export const READ_AHEAD_MS = 15_000;
/** The most answers kept at once (a page full of hovered links). */
export const READ_AHEAD_MAX = 24;
const TIMEOUT_MS = 15_000;

export interface ReadAnswer { status: number; data: unknown; headers: Record<string, string> }
type Entry = { at: number; promise: Promise<ReadAnswer | null>; answer?: ReadAnswer | null };

const entries = new Map<string, Entry>();

type Params = Readonly<Record<string, string | number | boolean | undefined | null>>;

/**
 * The key of a GET: its API path and its parameters, sorted (the order a caller names them in does
 * not matter; an absent parameter is no parameter).
 */
export function readKey(path: string, params: Params = {}): string {
  const q = new URLSearchParams();
  for (const k of Object.keys(params).sort()) {
    const v = params[k];
    if (v !== undefined && v !== null) q.append(k, String(v));
  }
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

/**
 * A route's data request for the parameters of an address: `:name` values take the address's
 * parameter (null when the address lacks it, or it is blank: no request, the page decides).
 */
export function dataRequestFor(data: DataRequest, routeParams: Readonly<Record<string, string | undefined>>): { path: string; params: Record<string, string> } | null {
  const params: Record<string, string> = {};
  for (const [k, v] of Object.entries(data.params ?? {})) {
    const value = v.startsWith(':') ? routeParams[v.slice(1)]?.trim() : v;
    if (!value) return null;
    params[k] = value;
  }
  return { path: data.get, params };
}

function fresh(key: string, now = Date.now()): Entry | undefined {
  const e = entries.get(key);
  if (e && now - e.at > READ_AHEAD_MS) {
    entries.delete(key);
    return undefined;
  }
  return e;
}

const keep = (status: number) => (status >= 200 && status < 300) || status === 404;

async function read(url: string): Promise<ReadAnswer | null> {
  try {
    const res = await fetch(url, {
      credentials: 'same-origin', headers: { Accept: 'application/json' },
      signal: typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(TIMEOUT_MS) : undefined,
    });
    if (!keep(res.status) || !/json/i.test(res.headers.get('content-type') ?? '')) return null;
    const headers: Record<string, string> = {};
    res.headers.forEach((v, k) => { headers[k.toLowerCase()] = v; });
    return { status: res.status, data: await res.json() as unknown, headers };
  } catch {
    return null;
  }
}

/**
 * Starts the GET of `path` (an API path: `/product`) with `params` under the API's base, unless it
 * was started within READ_AHEAD_MS. Browser only; returns whether a request started.
 */
export function readAhead(apiBase: string, path: string, params: Params = {}): boolean {
  if (typeof window === 'undefined' || typeof fetch !== 'function') return false;
  const key = readKey(path, params);
  if (fresh(key)) return false;
  if (entries.size >= READ_AHEAD_MAX) {
    const now = Date.now();
    for (const [k, e] of entries) if (now - e.at > READ_AHEAD_MS || entries.size >= READ_AHEAD_MAX) entries.delete(k);
  }
  const entry: Entry = { at: Date.now(), promise: Promise.resolve(null) };
  entry.promise = read(`${apiBase.replace(/\/$/, '')}${key}`).then((answer) => {
    entry.answer = answer;
    if (!answer && entries.get(key) === entry) entries.delete(key); // not kept: the page asks again
    return answer;
  });
  entries.set(key, entry);
  performance.mark?.('read-ahead', { detail: key });
  return true;
}

/**
 * The GET read ahead for this key, arrived or on its way (null: none, or it failed: ask the API).
 * Used by the HTTP client (client.ts) for a page's own GET.
 */
export function readAheadOf(path: string, params: Params = {}): Promise<ReadAnswer | null> | null {
  const e = fresh(readKey(path, params));
  if (!e) return null;
  return e.answer !== undefined ? Promise.resolve(e.answer) : e.promise;
}

export type ReadAheadSource = typeof readAheadOf;

/** Forgets every answer (tests; a sign-out needs nothing: no answer carries the buyer's token). */
export function clearReadAhead(): void {
  entries.clear();
}
