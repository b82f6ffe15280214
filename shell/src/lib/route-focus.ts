// Focus after a client-side route change (WCAG 2.4.3): a screen reader user who follows a link
// must land on the new page, not stay on the link in the top bar or fall back to <body>. The shell
// does it once for every remote: after each change of path (not on the first load, not for a
// change of query or hash only) it waits for the new page's <h1> inside <main> (remotes load and
// fetch their data first) and focuses it; with no h1 in time, <main> itself.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a new page may take to show its heading before focus goes to <main>. */
export const ROUTE_FOCUS_WAIT_MS = 8000;

function visible(el: HTMLElement): boolean {
  return el.getClientRects().length > 0 && window.getComputedStyle(el).visibility !== 'hidden' && !el.closest('[aria-hidden="true"], [hidden]');
}

function focusTarget(el: HTMLElement) {
  if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1'); // a heading is not focusable on its own
  el.focus({ preventScroll: true });
}

/**
 * Moves focus to the new page's heading on every path change. `mainId` is the id of the page area.
 * The page keeps focus it placed itself (an autofocus field, for example); a key press or a click
 * by the user before the heading appears ends the wait.
 */
export function useRouteFocus(mainId = 'main'): void {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  // What had focus as the new location rendered: read during render, before the new page commits
  // (a page may focus its own field while committing; that focus is not ours to move).
  const before = useRef<Element | null>(null);
  const renderedPath = useRef<string | null>(null);
  if (renderedPath.current !== pathname) {
    renderedPath.current = pathname;
    before.current = typeof document === 'undefined' ? null : document.activeElement; // (none on the server)
  }

  useEffect(() => {
    if (first.current) { first.current = false; return undefined; }
    if (hash) return undefined; // an in-page target: RouteEffects scrolls to it
    const main = document.getElementById(mainId);
    if (!main) return undefined;
    const start = before.current;
    let focused: HTMLElement | null = null;
    let done = false;

    // Focus is ours to move while it is nowhere, outside <main> (the link in the top bar or the
    // drawer that was used), still on the element that started the change, or on our own earlier
    // target that a re-render has since replaced.
    const free = () => {
      const a = document.activeElement;
      return !a || a === document.body || !a.isConnected || a === start || a === focused || !main.contains(a);
    };
    const tryFocus = () => {
      if (done) return;
      const h1 = Array.from(main.querySelectorAll<HTMLElement>('h1')).find(visible);
      if (!h1 || !free()) return;
      if (document.activeElement !== h1) focusTarget(h1);
      focused = h1;
    };
    const observer = new MutationObserver(tryFocus);
    observer.observe(main, { childList: true, subtree: true, attributes: true, attributeFilter: ['hidden', 'style', 'class', 'aria-hidden'] });
    const stop = () => {
      done = true;
      observer.disconnect();
      window.clearTimeout(timer);
      window.removeEventListener('keydown', onUser, true);
      window.removeEventListener('pointerdown', onUser, true);
    };
    // the user acts: once the heading has focus (or they moved on themselves), leave focus alone
    const onUser = () => stop();
    const timer = window.setTimeout(() => {
      if (!focused && free()) focusTarget(main);
      stop();
    }, ROUTE_FOCUS_WAIT_MS);
    window.addEventListener('keydown', onUser, true);
    window.addEventListener('pointerdown', onUser, true);
    tryFocus();
    return stop;
  }, [pathname, hash, mainId]);
}
