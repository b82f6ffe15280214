// The moment the app is live: the first page's hydration has committed, every handler is attached.
// Called once by the first page's route (data-routes.tsx). Marked for measurement (`app-live` in the
// performance timeline, `data-live` on <html>: scripts/bench.ts, e2e).
let done = false;
export function markAppLive(): void {
  if (done) return;
  done = true;
  performance.mark('app-live');
  document.documentElement.setAttribute('data-live', '');
}
