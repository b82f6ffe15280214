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
/**
 * The route's scripts listed by the server (#app-preload: the shell's startup chunks, the route's
 * remoteEntry and page chunks) are requested together, so the remote's files do not wait for the
 * shell's to run first. They are requested here, after the first paint, not from the document's
 * head: the frame's paint (and its image) never shares the network with them.
 */
function preloadRouteScripts(): void {
  const block = document.getElementById('app-preload');
  block?.remove();
  let files: unknown = [];
  try { files = JSON.parse(block?.textContent || '[]'); } catch { /* no list: webpack loads what it needs */ }
  if (!Array.isArray(files)) return;
  for (const href of files) {
    // same origin only
    if (typeof href === 'string' && /^\/(?!\/)/.test(href)) document.head.append(Object.assign(document.createElement('link'), { rel: 'preload', as: 'script', href }));
  }
}

// With the server's first frame on screen (shell/server/first-frame.ts) the app starts after that frame
// is painted: the first paint never waits for the app's scripts.
let started = false;
const start = () => {
  if (started) return;
  started = true;
  preloadRouteScripts();
  void import('./bootstrap');
};
if (document.querySelector('[data-first-frame]') && document.visibilityState === 'visible'
  && typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  if (performance.getEntriesByName('first-contentful-paint').length) start();
  else {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
    setTimeout(start, 250); // never wait longer than this for the paint
  }
} else {
  start();
}
