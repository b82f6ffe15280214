// The end of the early event script's watch (shell/server/early-events.ts): once hydration has
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
 * value React hydrated with: a field the buyer left as it was is not replayed.)
 */
function syncField(f: HTMLInputElement): void {
  if (f.localName === 'select') f.dispatchEvent(new Event('change', { bubbles: true }));
  else if (f.type === 'checkbox' || f.type === 'radio') {
    // (a radio that lost its check to another is not replayed: the other one's change says it all)
    if (f.checked || f.type === 'checkbox') {
      f.checked = !f.checked; // through the tracker…
      f.click(); // …and back to the buyer's state: React's onChange
    }
  } else if (f.value !== f.defaultValue) {
    const typed = f.value;
    f.value = f.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(f) as object, 'value')?.set?.call(f, typed);
    f.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** Replays the early script's records, in order, on their elements still in the document. */
export function replayEarly(records: readonly EarlyRecord[]): void {
  for (const { t, e, k, c, b } of records) {
    if (b) e.removeAttribute('aria-busy');
    const el = e as HTMLInputElement; // (a field, a form or any control: each use below fits its kind)
    if (!el.isConnected) continue;
    try {
      if (t === 'f') syncField(el);
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
  setTimeout(() => {
    if (early) replayEarly(early.q.splice(0));
    performance.mark('app-live');
    document.documentElement.setAttribute('data-live', '');
  });
}
