// The one focus-management hook of the store: every modal (Drawer, Dialog: the side drawer, the
// catalog's filter drawer, the review drawer, the summit and checkout dialogs) and every disclosure
// menu (the top bar's dropdowns) uses it, so they all follow the same keyboard rules.
import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]', 'area[href]', 'button:not([disabled])', 'input:not([disabled]):not([type="hidden"])', 'select:not([disabled])',
  'textarea:not([disabled])', 'iframe', 'summary', '[contenteditable=""]', '[contenteditable="true"]', '[tabindex]',
].join(', ');

/** The elements inside `root` that Tab reaches, in document order (hidden and tabindex=-1 ones left out). */
export function tabbables(root: HTMLElement | null): HTMLElement[] {
  if (!root) return [];
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => {
    if (el.tabIndex < 0 || el.closest('[inert], [hidden], [aria-hidden="true"]')) return false;
    // rendered: jsdom has no layout, so only a computed display/visibility check is portable
    for (let n: HTMLElement | null = el; n && n !== root.parentElement; n = n.parentElement) {
      const style = window.getComputedStyle(n);
      if (style.display === 'none' || (n === el && style.visibility === 'hidden')) return false;
    }
    return true;
  });
}

export interface FocusTrapOptions {
  /**
   * 'modal' (default): Tab and Shift+Tab cycle inside, focus that lands outside is brought back.
   * 'disclosure': Tab may leave (a menu that closes when focus leaves it: `onFocusLeave`).
   */
  mode?: 'modal' | 'disclosure';
  /** Where focus goes when the trap opens: the first tabbable element (default), the container, or nowhere. */
  initialFocus?: 'first' | 'container' | 'none';
  /** Disclosure mode: called when focus moves outside the container (or the pointer goes down outside it). */
  onFocusLeave?: () => void;
  /** The element focus returns to on close; the element that had focus when the trap opened by default. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

interface Trap { root: () => HTMLElement | null }
// The open traps, innermost last: only the innermost one answers Escape and Tab.
const stack: Trap[] = [];

/**
 * While `active`: focus moves into `ref` (see `initialFocus`), Tab cycles inside it (modal mode),
 * Escape calls `onEscape`, and when the trap closes focus returns to the opener, unless the
 * user has meanwhile put it somewhere else on purpose.
 */
export function useFocusTrap(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  onEscape: () => void,
  options: FocusTrapOptions = {},
): void {
  // callbacks through refs: parents pass new closures on every render, which must not re-run the trap
  const escape = useRef(onEscape);
  const leave = useRef(options.onFocusLeave);
  escape.current = onEscape;
  leave.current = options.onFocusLeave;
  const { mode = 'modal', initialFocus = 'first', returnFocusTo } = options;

  useEffect(() => {
    if (!active) return undefined;
    const opener = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    const trap: Trap = { root: () => ref.current };
    stack.push(trap);
    const innermost = () => stack[stack.length - 1] === trap;
    const root = () => ref.current;
    const inside = (n: EventTarget | null) => n instanceof Node && !!root()?.contains(n);

    if (initialFocus !== 'none') {
      const first = initialFocus === 'first' ? tabbables(root())[0] : undefined;
      (first ?? root())?.focus();
    }

    const onKey = (e: KeyboardEvent) => {
      if (!innermost() || e.defaultPrevented) return;
      if (e.key === 'Escape') {
        e.preventDefault();
        e.stopPropagation();
        escape.current();
        return;
      }
      if (e.key !== 'Tab' || mode !== 'modal') return;
      const list = tabbables(root());
      if (list.length === 0) { e.preventDefault(); root()?.focus(); return; }
      const first = list[0]!;
      const last = list[list.length - 1]!;
      const at = document.activeElement;
      if (!inside(at)) { e.preventDefault(); (e.shiftKey ? last : first).focus(); }
      else if (e.shiftKey && (at === first || at === root())) { e.preventDefault(); last.focus(); }
      else if (!e.shiftKey && at === last) { e.preventDefault(); first.focus(); }
    };
    const onFocusIn = (e: FocusEvent) => {
      if (!innermost() || inside(e.target)) return;
      if (mode === 'modal') (tabbables(root())[0] ?? root())?.focus();
      else leave.current?.();
    };
    const onPointerDown = (e: Event) => {
      if (mode === 'disclosure' && innermost() && !inside(e.target)) leave.current?.();
    };
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('focusin', onFocusIn, true);
    document.addEventListener('mousedown', onPointerDown, true);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('focusin', onFocusIn, true);
      document.removeEventListener('mousedown', onPointerDown, true);
      const i = stack.indexOf(trap);
      if (i >= 0) stack.splice(i, 1);
      // Back to the opener when focus is still inside (or was lost with the closed content), not
      // when the user has moved on: a disclosure menu closed by tabbing past it keeps that focus.
      const now = document.activeElement;
      const lost = !now || now === document.body || !now.isConnected || inside(now);
      // the opener's ref as it is now, at close time (a trigger re-rendered meanwhile is a new node)
      // eslint-disable-next-line react-hooks/exhaustive-deps
      const target = returnFocusTo?.current ?? opener;
      if (lost && target?.isConnected) target.focus();
    };
  }, [active, ref, mode, initialFocus, returnFocusTo]);
}
