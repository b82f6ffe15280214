// Toasts: bottom centre, auto-dismissing, announced through an aria-live region. Any remote may call
// toast(); the shell renders the one <Toaster/>. The queue is a jotai atom in a jotai store of its
// own (jotai is a federation singleton); both live on window so that every remote talks to the same
// queue even if a second copy of this module were ever loaded. Only this module reads or writes it.
import { atom, createStore, useAtomValue, type PrimitiveAtom } from 'jotai';
import styled from 'styled-components';
import { theme } from './theme';

export type ToastKind = 'error' | 'warning' | 'success' | 'info';
export interface ToastItem { id: number; kind: ToastKind; message: string }
interface Store { store: ReturnType<typeof createStore>; items: PrimitiveAtom<ToastItem[]>; next: number; timers: Map<number, number> }

declare global { interface Window { __acmaToasts?: Store } }
const newStore = (): Store => ({ store: createStore(), items: atom<ToastItem[]>([]), next: 1, timers: new Map() });
function store(): Store {
  // (on the server, every render shows an empty queue)
  return typeof window === 'undefined' ? newStore() : (window.__acmaToasts ??= newStore());
}
const update = (s: Store, f: (items: ToastItem[]) => ToastItem[]) => s.store.set(s.items, f(s.store.get(s.items)));

export const TOAST_MS = 4000;

export function dismissToast(id: number): void {
  const s = store();
  window.clearTimeout(s.timers.get(id));
  s.timers.delete(id);
  update(s, (items) => items.filter((t) => t.id !== id));
}

/**
 * Shows a toast; it dismisses itself after TOAST_MS. One toast per kind: a toast of a kind already
 * shown replaces that one's message in place (same element, its time restarts), so quick repeated
 * actions (several adds to the cart) do not stack a toast per click.
 */
export function toast(message: string, kind: ToastKind = 'error'): number {
  const s = store();
  const same = s.store.get(s.items).find((t) => t.kind === kind);
  const id = same ? same.id : s.next++;
  update(s, (items) => (same ? items.map((t) => (t.id === id ? { id, kind, message } : t)) : [...items, { id, kind, message }]));
  window.clearTimeout(s.timers.get(id));
  s.timers.set(id, window.setTimeout(() => dismissToast(id), TOAST_MS));
  return id;
}

const Region = styled.div`
  position: fixed; left: 50%; bottom: calc(${theme.bottomBarHeight}px + 16px); transform: translateX(-50%);
  display: flex; flex-direction: column; z-index: 1000; width: min(92vw, 520px); pointer-events: none;
`;
// never display:none, even when empty: a hidden live region is not in the accessibility tree
const Live = styled.div`display: flex; flex-direction: column; gap: 8px; &:not(:empty) + &:not(:empty) { margin-top: 8px; }`;
const colors: Record<ToastKind, string> = {
  error: theme.color.danger, warning: theme.color.warning, success: theme.color.success, info: theme.color.navy,
};
const Item = styled.div<{ $kind: ToastKind }>`
  pointer-events: auto; display: flex; gap: 12px; align-items: center; justify-content: space-between;
  background: #fff; color: ${theme.color.text}; border-left: 6px solid ${(p) => colors[p.$kind]};
  box-shadow: 0 6px 24px rgba(0,0,0,.18); border-radius: 8px; padding: 12px 16px;
  button { background: none; border: 0; cursor: pointer; font-size: 1.2rem; color: ${theme.color.muted}; min-width: 32px; min-height: 32px; }
`;

/** Errors and warnings interrupt (assertive); success and info wait for a pause (polite). */
const toastPoliteness = (kind: ToastKind): 'assertive' | 'polite' => (kind === 'error' || kind === 'warning' ? 'assertive' : 'polite');

/**
 * The toast stack. Its two live regions are in the DOM from the first render, empty, so that
 * screen readers (NVDA, JAWS, VoiceOver) register them before the first toast is added: a region
 * inserted together with its text is often not read. The items carry no role of their own (a
 * role=alert inside a live region is read twice by some screen readers).
 */
export function Toaster() {
  const s = store();
  const items = useAtomValue(s.items, { store: s.store });
  const list = (politeness: 'assertive' | 'polite') => items.filter((t) => toastPoliteness(t.kind) === politeness).map((t) => (
    <Item key={t.id} $kind={t.kind} data-kind={t.kind}>
      <span>{t.message}</span>
      <button type="button" aria-label="Dismiss notification" onClick={() => dismissToast(t.id)}>×</button>
    </Item>
  ));
  return (
    <Region data-testid="toasts">
      <Live aria-live="assertive" aria-atomic="false" aria-relevant="additions text" data-testid="toasts-assertive">{list('assertive')}</Live>
      <Live aria-live="polite" aria-atomic="false" aria-relevant="additions text" data-testid="toasts-polite">{list('polite')}</Live>
    </Region>
  );
}
