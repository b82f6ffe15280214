// A focused element is never left under the sticky top bar, the phone's tab bar or the chat launcher
// (WCAG 2.2 2.4.11 Focus Not Obscured). The room is the document's: the root's scroll-padding
// (shared-ui global-style) and the elements' scroll-margin (the summit's stuck menu). Chromium keeps
// it on Tab by itself; Firefox scrolls a focused element only when none of it is inside that room,
// and leaves a partly covered one where it is ("Register Today" ended 12-13 px under the tab bar).
// So, after the browser's own scroll (done before the focus events), a Tab that lands on an element
// not wholly inside the room scrolls it in, to the nearest edge: scrollIntoView honours the same
// padding and margins in both browsers, and does nothing to an element already inside.
//
// Tab also lays out the page's sections (shared-ui openSections): a Tab that jumps to a field far
// down passes over sections not laid out yet (content-visibility: auto, counted 640 px high), and
// Firefox placed the nomination form's first radio where the estimate put it, then the sections on
// the way took their real height and left it under the top bar.
//
// Not on the first load: the shell loads this with prefetch (app.tsx), on the first pointer, touch
// or focus, or once the page is idle. A Tab that came before it had loaded is handled when it has
// (keepFocusedClear).
//
// Only focus that Tab (or an arrow key in a radio group) moves: a click focuses what is under the
// pointer, and the pages' own focus({ preventScroll: true }) calls come with a scroll of their own
// (a smooth one to the summit's sections) that this must not cut short.

import { openSections } from 'shared-ui';

const SECTIONS_OPEN = 'data-sections-open';

/** An element in a fixed or sticky box moves with it: scrolling the document does not uncover it. */
function inFixedLayer(el: Element): boolean {
  for (let e: Element | null = el; e && e !== document.body; e = e.parentElement) {
    const position = getComputedStyle(e).position;
    if (position === 'fixed' || position === 'sticky') return true;
  }
  return false;
}

const ARROWS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

/** Scrolls `el` into the room, unless it moves with a fixed layer. */
function clear(el: HTMLElement): void {
  if (!inFixedLayer(el)) el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}

/** The element focused by the keyboard before this was loaded (a Tab that came first), brought into the room. */
export function keepFocusedClear(win: Window = window): void {
  const el = win.document.activeElement;
  if (el instanceof HTMLElement && el !== win.document.body && el.matches(':focus-visible')) clear(el);
}

/** Installs the listeners on `win`; returns their removal. */
export function installFocusClear(win: Window = window): () => void {
  let key: string | null = null;
  let reset = 0;
  // the window's capture phase: before any listener of the page's (a focus trap moves focus in its own keydown)
  const onKey = (e: KeyboardEvent) => {
    key = e.key;
    if (key === 'Tab' && !win.document.documentElement.hasAttribute(SECTIONS_OPEN)) openSections();
    win.clearTimeout(reset);
    reset = win.setTimeout(() => { key = null; }); // the focus a key moves comes in the same task
  };
  const onFocus = (e: FocusEvent) => {
    const el = e.target;
    if (!(el instanceof HTMLElement) || !key) return;
    if (key !== 'Tab' && !(ARROWS.has(key) && el instanceof HTMLInputElement && el.type === 'radio')) return;
    clear(el);
  };
  win.addEventListener('keydown', onKey, true);
  win.document.addEventListener('focusin', onFocus);
  // for the tests and the figures: the moment Tab's scroll is there
  globalThis.performance?.mark?.('focus-clear-installed');
  return () => {
    win.removeEventListener('keydown', onKey, true);
    win.document.removeEventListener('focusin', onFocus);
    win.clearTimeout(reset);
  };
}
