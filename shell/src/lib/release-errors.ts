// The page view's errors, kept from its start for its release-health report (release-beacon.ts, which
// loads once the page is idle and then takes them, and every later one, by replacing `push`). On
// every first load: keep it this small. (No side effect on import: the server's render imports it.)
export const releaseErrors: [error: unknown, remote?: string][] = [];

/** From the browser's start (bootstrap.tsx): unhandled errors and rejections are kept. */
export function keepReleaseErrors(): void {
  addEventListener('error', (e) => releaseErrors.push([e.error]));
  addEventListener('unhandledrejection', (e) => releaseErrors.push([e.reason]));
}
