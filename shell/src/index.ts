// Async start: register the remotes named in the runtime configuration inlined in index.html (the
// releases current when the server made this document), then start the app. Nothing shared (react,
// shared-*) may be imported here, before the bootstrap import lets the shared singletons negotiate.
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { remoteRegistration } from './lib/remote-names';

try {
  const text = document.getElementById('app-config')?.textContent;
  const remotes = (text ? (JSON.parse(text) as { remotes?: Record<string, string> }).remotes : undefined) ?? {};
  registerRemotes(Object.entries(remotes).map(([name, entry]) => remoteRegistration(name, entry)));
} catch (e) {
  console.error('[federation] remote configuration failed', e);
}
// The app starts at once: its files (and the route's remote's) are named in the document's head
// (server/document.ts), so they arrive with the HTML, and the server's document is hydrated as
// soon as they have run (bootstrap.tsx).
void import('./bootstrap');
