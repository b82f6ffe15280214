// What each page view reports about the remotes' releases (POST /api/beacons, shared-api's
// ReleaseBeacon): the release of every remote whose code ran, the errors that came from each, and
// the page's LCP, INP and CLS, so a canary release is judged by what its buyers' browsers saw.
//
// A page view is a document load (navigations inside the app are the same page view; a page restored
// from the back/forward cache is a new one). Its report is sent with navigator.sendBeacon when the page
// is hidden or left (the last moment a browser promises to run it), and at once when an error happens,
// so a page that dies still reports. Views are counted per remote: a remote is counted once per page
// view; a later report only adds what is new (errors, the vitals at the first hide) as a `more` part.
// Nothing about the buyer is sent: release ids, counts and vitals, no address, no query, no text.
//
// This module is on the first load (it must see the start's errors): small, no shared package; the
// vitals come from Google's web-vitals, imported only once the app is live (release-vitals.ts).
import { whenAppLive } from './app-live';

type Vital = 'lcp' | 'inp' | 'cls';

/** The remote and release of a URL under /releases/<name>/<id>/ (the first one in `text`). */
const RELEASE_URL = /\/releases\/([a-z][a-z0-9-]{0,39})\/([0-9a-f]{12})\//;
export function releaseIn(text: string | undefined | null): { remote: string; id: string } | null {
  const m = text ? RELEASE_URL.exec(text) : null;
  return m ? { remote: m[1]!, id: m[2]! } : null;
}

/** The API's own limits (shared-api's release-health.ts): remotes per report, errors per remote. */
const MAX_REMOTES = 20;
const MAX_ERRORS = 100;
/** Reports sent early for errors, at most, per page view, and at most one in this many ms. */
const MAX_EARLY = 10;
const EARLY_GAP_MS = 2000;

export interface BeaconEnv {
  /** navigator.sendBeacon: true when the browser took the report. */
  send(url: string, body: string): boolean;
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
}

export interface ReleaseBeaconReporter {
  /** The API's base (the runtime configuration's apiBase; default /api). */
  setApiBase(base: string): void;
  /** A remote's code ran (or was tried) in this page view, from the entry URL it was loaded from. */
  noteRemote(remote: string, entry: string | undefined): void;
  /**
   * An error. Attributed by the release URL in its stack or message, else to `remote` (the page's
   * remote, for an error its error boundary caught); an error no remote can be named for is not
   * counted. Each error object counts once, whoever reports it.
   */
  noteError(error: unknown, remote?: string, entry?: string): void;
  noteVital(name: Vital, value: number): void;
  /** Sends what is new; `final` (the page hidden or left) also sends the vitals, once. */
  flush(final: boolean): void;
  /** A new page view of the same document (restored from the back/forward cache): its remotes count again. */
  reset(): void;
}

export function createReleaseBeacon(env: BeaconEnv): ReleaseBeaconReporter {
  let apiBase = '/api';
  /** remote -> release id: the remotes that ran in this page view. */
  const releases: Record<string, string> = {};
  /** The remotes whose page view was reported. */
  let counted = new Set<string>();
  let errors: Record<string, number> = {};
  let sentErrors: Record<string, number> = {};
  let vitals: Partial<Record<Vital, number>> = {};
  let vitalsSent = false;
  let early = 0;
  let lastEarly = -Infinity;
  let earlyPending = false;
  const seen = new WeakSet<object>();

  const send = (body: Record<string, unknown>): boolean => {
    try {
      return env.send(`${apiBase}/beacons`, JSON.stringify(body));
    } catch {
      return false;
    }
  };

  const noteRemote = (remote: string, entry: string | undefined) => {
    const r = releaseIn(entry);
    if (!r || r.remote !== remote || releases[remote] || Object.keys(releases).length >= MAX_REMOTES) return;
    releases[remote] = r.id;
  };

  const flush = (final: boolean) => {
    const withVitals = final && !vitalsSent && Object.keys(vitals).length > 0;
    const parts: { remotes: string[]; more: boolean }[] = [
      { remotes: Object.keys(releases).filter((r) => !counted.has(r)), more: false },
      { remotes: Object.keys(releases).filter((r) => counted.has(r)), more: true },
    ];
    let tookVitals = false;
    for (const { remotes, more } of parts) {
      const newErrors: Record<string, number> = {};
      for (const r of remotes) {
        const n = (errors[r] ?? 0) - (sentErrors[r] ?? 0);
        if (n > 0) newErrors[r] = n;
      }
      // a later part carries something new or is not sent
      if (!remotes.length || (more && !withVitals && !Object.keys(newErrors).length)) continue;
      const body: Record<string, unknown> = { v: 1, releases: Object.fromEntries(remotes.map((r) => [r, releases[r]])), errors: newErrors };
      if (withVitals) Object.assign(body, vitals);
      if (more) body.more = true;
      if (!send(body)) continue; // the browser's queue is full: what was not sent goes with the next report
      for (const r of remotes) counted.add(r);
      for (const [r, n] of Object.entries(newErrors)) sentErrors[r] = (sentErrors[r] ?? 0) + n;
      tookVitals ||= withVitals;
    }
    if (tookVitals) vitalsSent = true;
  };

  /** An early report for an error: now, or when the gap since the last one has passed. */
  const flushSoon = () => {
    if (earlyPending || early >= MAX_EARLY) return;
    const wait = lastEarly + EARLY_GAP_MS - env.now();
    const go = () => {
      earlyPending = false;
      early += 1;
      lastEarly = env.now();
      flush(false);
    };
    if (wait <= 0) go();
    else {
      earlyPending = true;
      env.setTimeout(go, wait);
    }
  };

  return {
    setApiBase(base) {
      apiBase = base.replace(/\/+$/, '');
    },
    noteRemote,
    noteError(error, remote, entry) {
      if (error && typeof error === 'object') {
        if (seen.has(error)) return;
        seen.add(error);
      }
      const e = error as { stack?: unknown; message?: unknown } | null;
      const text = `${typeof e?.stack === 'string' ? e.stack : ''}\n${typeof e?.message === 'string' ? e.message : ''}`;
      const byUrl = releaseIn(text);
      let name: string | undefined;
      if (remote && (releases[remote] || releaseIn(entry)?.remote === remote)) {
        name = remote;
        noteRemote(remote, entry);
      } else if (byUrl) {
        name = byUrl.remote;
        noteRemote(byUrl.remote, `/releases/${byUrl.remote}/${byUrl.id}/`);
      }
      if (!name || !releases[name]) return;
      errors[name] = Math.min(MAX_ERRORS, (errors[name] ?? 0) + 1);
      flushSoon();
    },
    noteVital(name, value) {
      if (Number.isFinite(value) && value >= 0) vitals[name] = name === 'cls' ? Math.round(value * 10_000) / 10_000 : Math.round(value);
    },
    flush,
    reset() {
      // the remotes that ran are still running: counted again, with what happens from now on
      counted = new Set();
      errors = {};
      sentErrors = {};
      vitals = {};
      vitalsSent = false;
      early = 0;
      lastEarly = -Infinity;
    },
  };
}

/** The page's reporter. */
export const releaseBeacon = createReleaseBeacon({
  send: (url, body) => (typeof navigator.sendBeacon === 'function' ? navigator.sendBeacon(url, body) : false),
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
});

let listening = false;

/**
 * Starts watching the page (once): unhandled errors and rejections that come from a release, the
 * page hidden or left; once the app is live, the vitals.
 */
export function startReleaseBeacon(reporter: ReleaseBeaconReporter = releaseBeacon): void {
  if (listening) return;
  listening = true;
  addEventListener('error', (e: ErrorEvent) => {
    // a script's own error (not a resource that failed to load: that one's error reaches a boundary or a rejection)
    if (!(e instanceof ErrorEvent)) return;
    const error = e.error ?? (e.filename ? { stack: e.filename } : null);
    reporter.noteError(error);
  });
  addEventListener('unhandledrejection', (e: PromiseRejectionEvent) => reporter.noteError(e.reason));
  // bubbling listeners on window run after web-vitals' own (capture), which report the final values on hide
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') reporter.flush(true);
  });
  addEventListener('pagehide', () => reporter.flush(true));
  addEventListener('pageshow', (e: PageTransitionEvent) => {
    if (e.persisted) reporter.reset();
  });
  whenAppLive(() => {
    import(/* webpackChunkName: "release-vitals" */ './release-vitals')
      .then(({ observeVitals }) => observeVitals((name, value) => reporter.noteVital(name, value)))
      .catch(() => { /* no vitals in this page view: its views and errors are still reported */ });
  });
}
