// The end of the early event script's watch (server/early-events.ts): once hydration has
// committed (every handler of the first page attached), what the buyer did before is replayed, once,
// in order, on the same elements. On every route's startup path: keep it small.

/** What the early script kept: a click, a key, a submission, or a field that changed. */
export interface EarlyRecord {
  t: 'c' | 'k' | 's' | 'f';
  e: Element;
  /** the key and code of a key (t: 'k') */
  k?: string;
  c?: string;
  /** the early script set aria-busy on the element */
  b?: boolean;
  /** a field's value (a box's state) when hydration committed: what the buyer left in it */
  v?: string | boolean;
}
export interface EarlyEvents { q: EarlyRecord[]; live: boolean; stop(): void }

declare global {
  interface Window { __acmaEarly?: EarlyEvents }
}

/**
 * A field the buyer changed before hydration: its value goes into React's state. React 19 hydrates a
 * field with the DOM's value (the typed text stays on screen) but its state keeps the server's, and
 * its value tracker takes the DOM's, so a plain `input` event would be read as no change. The field
 * is given React's value through its tracked setter, then the buyer's past it (the prototype's
 * setter), and the event tells React: its onChange gets the buyer's value. (`defaultValue` is the
 * value React hydrated with: a field the buyer left as it was is not replayed.) `left` is the value
 * read at the hydration's commit: a render of the page before the replay puts React's value back.
 */
function syncField(f: HTMLInputElement, left: string | boolean | undefined): void {
  const box = f.type === 'checkbox' || f.type === 'radio';
  if (f.localName === 'select') {
    if (typeof left === 'string') f.value = left;
    f.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (box) {
    const checked = typeof left === 'boolean' ? left : f.checked;
    // (a radio that lost its check to another is not replayed: the other one's change says it all)
    if (checked || f.type === 'checkbox') {
      f.checked = !checked; // through the tracker…
      f.click(); // …and to the buyer's state: React's onChange
    }
  } else {
    const typed = typeof left === 'string' ? left : f.value;
    if (typed === f.defaultValue) return;
    f.value = f.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(f) as object, 'value')?.set?.call(f, typed);
    f.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** Replays the early script's records, in order, on their elements still in the document. */
export function replayEarly(records: readonly EarlyRecord[]): void {
  for (const { t, e, k, c, b, v } of records) {
    if (b) e.removeAttribute('aria-busy');
    const el = e as HTMLInputElement; // (a field, a form or any control: each use below fits its kind)
    if (!el.isConnected) continue;
    try {
      if (t === 'f') syncField(el, v);
      else if (t === 'k') el.dispatchEvent(new KeyboardEvent('keydown', { key: k, code: c, bubbles: true, cancelable: true }));
      else if (t === 's') (el as unknown as HTMLFormElement).requestSubmit();
      else {
        // a checkbox's React value tracker may hold a state the box no longer has (React's own replay
        // hydrated it mid-click): set it to the box's, so this click reads as the change it is
        if (el.localName === 'input') { const state = el.checked; el.checked = state; }
        el.click();
      }
    } catch { /* one replay failing leaves the others */ }
  }
}

let marked = false;

/**
 * Called once, when hydration has committed: stops the early script, replays what it kept (in a task
 * of its own: outside React's commit, each replayed event's updates render before the next one, so a
 * replayed submit sees the replayed typing), then marks the app live (`performance.mark('app-live')`,
 * `<html data-live>`).
 */
export function markAppLive(): void {
  if (marked) return;
  marked = true;
  const early = window.__acmaEarly;
  early?.stop();
  // what the buyer left in each field, read now: an update of the page rendered before the replay
  // (the account area's, once sign-in is checked) sets a controlled field back to React's value
  for (const r of early?.q ?? []) {
    const f = r.e as HTMLInputElement;
    if (r.t === 'f') r.v = f.type === 'checkbox' || f.type === 'radio' ? f.checked : f.value;
  }
  // the hydration's commit itself (what the tests of the served tree watch for): set before the app's
  // first own updates (e.g. the account area once sign-in is checked) render
  document.documentElement.setAttribute('data-hydrated', '');
  setTimeout(() => {
    if (early) replayEarly(early.q.splice(0));
    performance.mark('app-live');
    document.documentElement.setAttribute('data-live', '');
    live = true;
    for (const fn of afterLive.splice(0)) fn();
  });
}

let live = false;
const afterLive: (() => void)[] = [];

/** Runs `fn` once the app is live (at once when it is): work that must not compete with the start. */
export function whenAppLive(fn: () => void): void {
  if (live) fn();
  else afterLive.push(fn);
}
