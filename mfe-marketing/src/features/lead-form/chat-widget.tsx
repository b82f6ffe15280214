// The chat on the contact, FAQ and related pages (spec 2.16 and section 7: "a live chat widget
// script loads on the contact, FAQ and related pages").
// - A chat provider configured (CHAT_WIDGET_ID, server/security.ts; the CSP then allows its
//   script origin, exactly): its script loads once the page is live (after the window's load event,
//   when the browser is idle), so it never competes with the page's own first load, and its widget
//   is shown while a chat page is mounted.
// - The embedded default (no provider): the store's own launcher, a button that opens a small dialog
//   (chat-dialog.tsx, loaded on demand) where the buyer writes their name, email and message; the API
//   stores it and emails it to the store's inbox, and the answer comes by email.
import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import { BOTTOM_ROOM_VAR, media, theme } from 'shared-ui';
import { chatProvider, loadScript } from './providers';

interface ConversationsWidget { load(): void; remove(): void; open(): void; status(): { loaded: boolean } }
declare global {
  interface Window {
    HubSpotConversations?: { widget?: ConversationsWidget };
    hsConversationsSettings?: { loadImmediately?: boolean };
  }
}

/** The configured provider's widget, when its script has loaded. */
const providerWidget = () => window.HubSpotConversations?.widget;

// Whether the embedded dialog is open: one value for the launcher and the pages' own chat buttons.
let dialogOpen = false;
const listeners = new Set<() => void>();
function setDialogOpen(open: boolean) {
  if (dialogOpen === open) return;
  dialogOpen = open;
  for (const l of listeners) l();
}
const subscribe = (l: () => void) => { listeners.add(l); return () => { listeners.delete(l); }; };
const useDialogOpen = () => useSyncExternalStore(subscribe, () => dialogOpen, () => false);

const loadDialog = () => import('./chat-dialog');
const ChatDialog = lazy(loadDialog);

/** True when a third-party live chat widget is configured (otherwise the embedded chat answers). */
export const chatAvailable = (): boolean => chatProvider() !== null;

/**
 * Opens the chat: the provider's window once its widget has loaded, or the embedded dialog when no
 * provider is configured. False while a configured provider's widget has not loaded yet.
 */
export function openChat(): boolean {
  const w = providerWidget();
  if (w) {
    w.open();
    return true;
  }
  if (chatProvider()) return false;
  void loadDialog().catch(() => undefined);
  setDialogOpen(true);
  return true;
}

/** Runs `fn` once the page is live: after the window's load event, when the browser is next idle. */
export function afterPageLive(fn: () => void): () => void {
  let cancelled = false;
  let idle = 0;
  const run = () => {
    if (cancelled) return;
    const ric = window.requestIdleCallback;
    if (ric) idle = ric(() => { if (!cancelled) fn(); }, { timeout: 2000 });
    else idle = window.setTimeout(() => { if (!cancelled) fn(); }, 1);
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
    if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
    window.clearTimeout(idle);
  };
}

/** The launcher's place: its height and its gap to the window's bottom (a phone: to the tab bar's top). */
const LAUNCHER = { height: 48, bottom: 20, mobileBottom: 12 } as const;

/**
 * Fixed to the right, its width is its content's: a browser that paints a page it has parsed in
 * part (a slow phone, a busy machine) would paint it narrower, then widen it to the left as its label
 * came (layout shift). Its label comes first and its icon last in the markup (the icon shown first:
 * row-reverse), and it is shown once the icon is there, i.e. once the label is whole.
 */
const Launcher = styled.button`
  position: fixed; right: 20px; bottom: ${LAUNCHER.bottom}px; z-index: 800;
  display: inline-flex; flex-direction: row-reverse; align-items: center; gap: 8px; min-height: ${LAUNCHER.height}px; padding: 0 18px;
  &:not(:has(> svg)) { visibility: hidden; }
  border: 0; border-radius: 999px; background: ${theme.color.navy}; color: #fff; font-weight: 700; font-size: 1rem;
  box-shadow: 0 6px 20px rgba(10, 16, 32, 0.3); cursor: pointer;
  svg { width: 20px; height: 20px; flex: none; }
  ${media.mobile} { right: 12px; bottom: ${theme.bottomBarHeight + LAUNCHER.mobileBottom}px; }
  @media print { display: none; }
`;

/**
 * While the launcher is on the page the document keeps room for it (shared-ui BOTTOM_ROOM_VAR): a
 * focused element is scrolled clear of it, and the footer's last links can be scrolled above it
 * (WCAG 2.4.11). Rendered with the launcher, on the server too: the room is in the served page.
 */
const LauncherRoom = createGlobalStyle`
  :root { ${BOTTOM_ROOM_VAR}: ${LAUNCHER.bottom + LAUNCHER.height}px; }
  ${media.mobile} { :root { ${BOTTOM_ROOM_VAR}: ${LAUNCHER.mobileBottom + LAUNCHER.height}px; } }
`;

/** The embedded default: the launcher, and the dialog once it has been opened. */
function EmbeddedChat() {
  const open = useDialogOpen();
  const [used, setUsed] = useState(false);
  const launcher = useRef<HTMLButtonElement>(null);
  useEffect(() => { if (open) setUsed(true); }, [open]);
  // leaving the page closes the dialog
  useEffect(() => () => setDialogOpen(false), []);
  const prefetch = () => { void loadDialog().catch(() => undefined); };
  return (
    <>
      <LauncherRoom />
      <Launcher ref={launcher} type="button" aria-haspopup="dialog" aria-expanded={open} data-testid="chat-launcher"
        onPointerEnter={prefetch} onFocus={prefetch} onClick={() => openChat()}>
        <span>Chat with us</span>
        <svg viewBox="0 0 24 24" aria-hidden="true" fill="currentColor"><path d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Z" /></svg>
      </Launcher>
      {(open || used) && (
        <Suspense fallback={null}>
          <ChatDialog open={open} onClose={() => setDialogOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/**
 * The chat, only where it is mounted (contact and FAQ pages). With a provider: its script, loaded
 * once the page is live; the widget is shown while mounted and removed on leaving, so other pages stay
 * free of it (it draws its own launcher). Without: the embedded launcher and dialog.
 */
export function ChatWidget() {
  const [provider] = useState(() => chatProvider());
  useEffect(() => {
    if (!provider) return undefined;
    let live = true;
    const w = providerWidget;
    let cancelWait: () => void = () => {};
    if (w()) w()!.load();
    else {
      cancelWait = afterPageLive(() => {
        window.hsConversationsSettings = { ...window.hsConversationsSettings, loadImmediately: true };
        loadScript(provider.scriptUrl, { id: 'acma-chat-widget', integrity: provider.integrity })
          .then(() => { if (!live) w()?.remove(); })
          .catch((e: unknown) => console.warn('[chat] widget unavailable', e));
      });
    }
    return () => {
      live = false;
      cancelWait();
      w()?.remove();
    };
  }, [provider]);
  return provider ? null : <EmbeddedChat />;
}
