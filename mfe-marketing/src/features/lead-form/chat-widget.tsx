import { useEffect } from 'react';
import { chatProvider, loadScript } from './providers';

interface ConversationsWidget { load(): void; remove(): void; open(): void; status(): { loaded: boolean } }
declare global {
  interface Window {
    HubSpotConversations?: { widget?: ConversationsWidget };
    hsConversationsSettings?: { loadImmediately?: boolean };
  }
}

/** True when a live chat widget is configured (the contact page's hero then invites a chat). */
export const chatAvailable = (): boolean => chatProvider() !== null;

/** Opens the chat window if the widget has loaded; returns whether it could. */
export function openChat(): boolean {
  const w = window.HubSpotConversations?.widget;
  if (!w) return false;
  w.open();
  return true;
}

/**
 * The live chat widget, only where it is mounted (contact and FAQ pages) and only when configured.
 * It loads the provider's script on first use, shows the widget while mounted and removes it on
 * leaving, so other pages stay free of it. Renders nothing itself: the widget draws its own launcher.
 */
export function ChatWidget() {
  useEffect(() => {
    const provider = chatProvider();
    if (!provider) return;
    let live = true;
    const w = () => window.HubSpotConversations?.widget;
    if (w()) w()!.load();
    else {
      window.hsConversationsSettings = { ...window.hsConversationsSettings, loadImmediately: true };
      loadScript(provider.scriptUrl, { id: 'acma-chat-widget', integrity: provider.integrity })
        .then(() => { if (!live) w()?.remove(); })
        .catch((e: unknown) => console.warn('[chat] widget unavailable', e));
    }
    return () => {
      live = false;
      w()?.remove();
    };
  }, []);
  return null;
}
