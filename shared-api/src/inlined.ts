// The route's initial API answers, inlined by the server into the page as an inert JSON block
// (<script id="app-data" type="application/json">, keyed by path and query as the client requests
// them). Each answer is taken once, by the first matching GET: later calls and navigations fetch.
type Params = Record<string, string | number | boolean | undefined | null> | undefined;

let store: Map<string, unknown> | null = null;
/** While the server renders: the keys a page peeked that the render was not given (see missedInlined). */
let missed: Set<string> | null = null;

function load(): Map<string, unknown> {
  if (store) return store;
  store = new Map();
  if (typeof document === 'undefined') return store;
  const el = document.getElementById('app-data');
  if (!el?.textContent) return store;
  try {
    const data = JSON.parse(el.textContent) as Record<string, unknown>;
    if (data && typeof data === 'object') for (const [k, v] of Object.entries(data)) store.set(k, v);
  } catch (e) {
    console.error('app-data is not valid JSON', e);
  }
  el.remove();
  return store;
}

/** The key of a GET: its path and query, as the HTTP client builds them. */
export function inlinedKey(url: string, params?: Params): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params ?? {})) if (v !== undefined && v !== null) q.append(k, String(v));
  const qs = q.toString();
  return `${url}${qs ? `?${qs}` : ''}`;
}

/** The inlined answer of this GET, removed as it is taken; undefined when there is none. */
export function takeInlined(url: string, params?: Params): unknown {
  const s = load();
  const key = inlinedKey(url, params);
  if (!s.has(key)) return undefined;
  const v = s.get(key);
  s.delete(key);
  return v;
}

/**
 * The inlined answer of this GET, left in place: a page's first render reads its data with it, so
 * the server's render and the browser's first render show the same (the page's fetch then takes it).
 */
export function peekInlined(url: string, params?: Params): unknown {
  const key = inlinedKey(url, params);
  const s = load();
  if (missed && !s.has(key)) missed.add(key);
  return s.get(key);
}

/** The server's render of a page (shared-ui/server-render): this request's answers, null after it. */
export function serveInlined(data: Record<string, unknown> | null): void {
  store = data ? new Map(Object.entries(data)) : null;
  missed = data ? new Set() : null;
}

/**
 * The server's render: the GETs the page peeked during this render that it was not given. The server
 * fetches them from the API and renders again, so a page names its own first data (a summit page its
 * tier tickets) and the server needs no list of what each page reads.
 */
export function missedInlined(): string[] {
  return missed ? [...missed] : [];
}

/** For tests. */
export function resetInlined(): void { store = null; }
