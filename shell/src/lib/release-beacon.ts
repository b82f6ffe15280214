// What each page view reports about the remotes' releases (POST /api/beacons, shared-api's
// ReleaseBeacon): the release of every remote whose code ran, the errors that came from each, and
// the page's LCP, INP and CLS, so a canary release is judged by what its buyers' browsers saw.
//
// A page view is a document load (navigations inside the app are the same page view; a page restored
// from the back/forward cache is a new one). Its report is sent with navigator.sendBeacon when the page
// is hidden, as it is when left (the last moment a browser promises to run it), and at once when an error happens,
// so a page that dies still reports. Views are counted per remote: a remote is counted once per page
// view; a later report only adds what is new (errors, the vitals at the first hide) as a `more` part.
// Nothing about the buyer is sent: release ids, counts and vitals, no address, no query, no text.
// Each report brings back the page view's ticket, which the document's response carried (its
// `Server-Timing: pv;desc="…"`, read from the navigation entry): the store counts a report only for a
// page view it served, for the releases that document was made with, once (api's page-views.ts). A
// page restored from the back/forward cache is the same document's next view (`n`, up to 3).
//
// Nothing of this is on the first load: release-errors.ts keeps the page view's errors from its start,
// and this module is loaded once the page is idle (with prefetch, app.tsx) or when a remote's page
// fails; the vitals come from Google's web-vitals, loaded then too (release-vitals.ts): the browser
// keeps their entries from before (the observers read them buffered). The remotes that ran are the
// ones whose pages were loaded (remotes.ts), in the release the runtime configuration names.
import { getAppConfig } from 'shared-api';
import { loadedPages } from './remotes';
import { releaseErrors } from './release-errors';

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
/** The views one ticket counts (shared-api's MAX_VIEWS_PER_TICKET): the document's, then a restore each. */
const MAX_VIEWS = 4;

export interface BeaconEnv {
  /** The remotes that ran so far, with the entry URL of their release. */
  ran(): Iterable<[remote: string, entry: string | undefined]>;
  /** navigator.sendBeacon: true when the browser took the report. */
  send(url: string, body: string): boolean;
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  /** The page view's ticket (the document response's Server-Timing `pv`), or null: nothing is reported. */
  ticket(): string | null;
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
  const releases: Record<string, string> = Object.create(null) as Record<string, string>;
  /** The remotes whose page view was reported. */
  let counted = new Set<string>();
  let errors: Record<string, number> = Object.create(null) as Record<string, number>;
  let sentErrors: Record<string, number> = Object.create(null) as Record<string, number>;
  let vitals: Partial<Record<Vital, number>> = {};
  let vitalsSent = false;
  let early = 0;
  let lastEarly = -Infinity;
  let earlyPending = false;
  /** Which view of the document this is: 0, then one more for each restore from the back/forward cache. */
  let view = 0;
  const seen = new WeakSet<object>();

  const send = (body: Record<string, unknown>): boolean => {
    const t = env.ticket();
    // without its ticket (or past the views it counts) a report would count nothing: not sent
    if (!t || view >= MAX_VIEWS) return false;
    try {
      return env.send(`${apiBase}/beacons`, JSON.stringify({ ...body, t, ...(view ? { n: view } : {}) }));
    } catch {
      return false;
    }
  };

  const noteRemote = (remote: string, entry: string | undefined) => {
    const r = releaseIn(entry);
    if (!r || r.remote !== remote || releases[remote] || Object.keys(releases).length >= MAX_REMOTES) return;
    releases[remote] = r.id;
  };

  const sync = () => {
    for (const [remote, entry] of env.ran()) noteRemote(remote, entry);
  };

  const flush = (final: boolean) => {
    sync();
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
      sync();
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
      // within what the API takes (a page that hung for minutes still reports, at the ceiling)
      if (Number.isFinite(value) && value >= 0) vitals[name] = name === 'cls' ? Math.min(100, Math.round(value * 10_000) / 10_000) : Math.min(600_000, Math.round(value));
    },
    flush,
    reset() {
      // the remotes that ran are still running: counted again, with what happens from now on
      counted = new Set();
      errors = Object.create(null) as Record<string, number>;
      sentErrors = Object.create(null) as Record<string, number>;
      vitals = {};
      vitalsSent = false;
      early = 0;
      lastEarly = -Infinity;
      view += 1;
    },
  };
}

/** The ticket the document's response carried: its navigation entry's Server-Timing `pv` (null where the browser does not expose it). */
export function documentTicket(): string | null {
  try {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    return nav?.serverTiming?.find((t) => t.name === 'pv')?.description || null;
  } catch {
    return null;
  }
}

/** The remotes whose pages this tab loaded, in the releases it loaded them from. */
function* ranRemotes(): Iterable<[string, string | undefined]> {
  const entries = getAppConfig().remotes;
  for (const page of loadedPages) {
    const remote = page.slice(0, page.indexOf('/'));
    yield [remote, entries[remote]];
  }
}

/** The page's reporter. */
export const releaseBeacon = createReleaseBeacon({
  ran: ranRemotes,
  send: (url, body) => (typeof navigator.sendBeacon === 'function' ? navigator.sendBeacon(url, body) : false),
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  ticket: documentTicket,
});

let started = false;

/**
 * Starts the page view's report (once): the errors kept since the start, then each one as it comes
 * (release-errors.ts's list hands them over), the page hidden or left, the vitals.
 */
export function startReleaseBeacon(reporter: ReleaseBeaconReporter = releaseBeacon, errors = releaseErrors): void {
  if (started) return;
  started = true;
  reporter.setApiBase(getAppConfig().apiBase);
  const entryOf = (remote: string | undefined) => (remote ? getAppConfig().remotes[remote] : undefined);
  const take = (...items: [unknown, string?][]) => {
    for (const [error, remote] of items) reporter.noteError(error, remote, entryOf(remote));
    return 0;
  };
  take(...errors.splice(0));
  errors.push = take;
  // The page hidden, or left: a page being unloaded fires pagehide, then visibilitychange (hidden),
  // and web-vitals reports its final values on the latter, so that is when the report goes (a
  // bubbling listener on window runs after web-vitals' own, a capturing one).
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') reporter.flush(true);
  });
  addEventListener('pageshow', (e: PageTransitionEvent) => {
    if (e.persisted) reporter.reset();
  });
  import(/* webpackChunkName: "release-vitals" */ './release-vitals')
    .then(({ observeVitals }) => observeVitals((name, value) => reporter.noteVital(name, value)))
    .catch(() => { /* no vitals in this page view: its views and errors are still reported */ });
}
