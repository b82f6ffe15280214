// Loads the page view's release-health reporter (release-beacon.ts, with web-vitals after it): once
// the page is idle (app.tsx), or at once when a remote's page fails (remote-fallback.tsx). Apart from
// release-errors.ts, which the reporter reads: neither imports the other's importer.

/** Starts the reporter (once); a failed load leaves the page as it is. */
export const loadReleaseBeacon = (): Promise<void> =>
  import('./release-beacon').then((m) => m.startReleaseBeacon(), () => undefined);
