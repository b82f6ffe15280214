/** Retries of each remote (RemoteFallback's Try again bumps it): a page loaded again is a new lazy component (data-routes.tsx). */
export const remoteAttempts = new Map<string, number>();
