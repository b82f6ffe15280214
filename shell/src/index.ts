// Async start: register the remotes named in the runtime configuration inlined in index.html, then
// start the app. Nothing shared (react, shared-*) may be imported here, before the bootstrap
// import lets the shared singletons negotiate.
import { registerRemotes } from '@module-federation/enhanced/runtime';

try {
  const text = document.getElementById('app-config')?.textContent;
  const remotes = (text ? (JSON.parse(text) as { remotes?: Record<string, string> }).remotes : undefined) ?? {};
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
} catch (e) {
  console.error('[federation] remote configuration failed', e);
}
void import('./bootstrap');
