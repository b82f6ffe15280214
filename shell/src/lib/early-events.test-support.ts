// Test support for the early event script (server/early-events.ts) in jsdom: its served text run
// as the document's head runs it, and events fired as the browser fires the buyer's.
import { EARLY_SCRIPT } from './early-events';
import type { EarlyEvents } from './app-live';

/** jsdom's implementation object behind a DOM wrapper (event or node). */
const implOf = (o: object) => (o as Record<symbol, unknown>)[Object.getOwnPropertySymbols(o).find((s) => s.description === 'impl')!] as Record<string, unknown>;

/**
 * Fires `ev` at `el` as the browser fires the buyer's events: trusted (dispatchEvent() makes any
 * event untrusted, so the event goes through jsdom's own dispatch, with the flag on its
 * implementation object). Returns false when the default was prevented, as dispatchEvent does.
 */
export function fire(el: Element, ev: Event): boolean {
  const e = implOf(ev);
  e.isTrusted = true;
  return (implOf(el)._dispatch as (e: unknown) => boolean).call(implOf(el), e);
}
export const click = (el: Element) => fire(el, new MouseEvent('click', { bubbles: true, cancelable: true }));
export const key = (el: Element, k: string) => fire(el, new KeyboardEvent('keydown', { key: k, code: k === ' ' ? 'Space' : k, bubbles: true, cancelable: true }));
/** What the browser fires as the buyer types into or changes a field. */
export const fieldEvent = (el: Element, type: 'input' | 'change') => fire(el, new Event(type, { bubbles: true }));

/** Runs the served script, as the document's head does. */
export function runEarlyScript(): EarlyEvents {
  // (the served text itself, not a copy: what the CSP hash covers)
  new Function(EARLY_SCRIPT)();
  return window.__acmaEarly!;
}

