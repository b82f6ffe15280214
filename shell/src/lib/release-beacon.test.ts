// The page view's release-health report (release-beacon.ts): which remote an error is counted for
// (by the release URL in its stack or message, or the page's remote for its error boundary's), and
// one report per page view, with only what is new after it.
import { createReleaseBeacon, releaseIn, startReleaseBeacon, type ReleaseBeaconReporter } from './release-beacon';
import { keepReleaseErrors, releaseErrors } from './release-errors';

// the vitals need a browser's performance entries: not observed here
jest.mock('./release-vitals', () => ({ observeVitals: () => undefined }));

const CATALOG = 'a1b2c3d4e5f6';
const MARKETING = '0123456789ab';
const entry = (name: string, id: string) => `/releases/${name}/${id}/remoteEntry.js`;

/** The page view's ticket, as the document's Server-Timing carried it. */
const TICKET = '1.abc.AAAAAAAAAAAAAAAA.-.catalog:a1b2c3d4e5f6.BBBBBBBBBBBBBBBBBBBBBB';

interface Sent { url: string; body: Record<string, unknown> }
/** A reporter whose reports are kept; each report's ticket (`t`) is checked and kept apart, in `tickets`. */
function reporter(opts: { accept?: () => boolean; ran?: [string, string][]; ticket?: string | null } = {}) {
  const sent: Sent[] = [];
  const tickets: unknown[] = [];
  const timers: (() => void)[] = [];
  let clock = 1_000_000;
  const r = createReleaseBeacon({
    ran: () => opts.ran ?? [],
    send: (url, body) => {
      if (opts.accept && !opts.accept()) return false;
      const { t, ...rest } = JSON.parse(body) as Record<string, unknown>;
      tickets.push(t);
      sent.push({ url, body: rest });
      return true;
    },
    now: () => clock,
    setTimeout: (fn) => { timers.push(fn); },
    ticket: () => (opts.ticket === undefined ? TICKET : opts.ticket),
  });
  return { r, sent, tickets, timers, advance: (ms: number) => { clock += ms; } };
}

const errorFrom = (url: string, message = 'boom') => {
  const e = new Error(message);
  e.stack = `TypeError: ${message}\n    at onClick (http://localhost:8080${url})\n    at dispatch (http://localhost:8080/main.3f2a.js:1:200)`;
  return e;
};

test('releaseIn reads the remote and the release of a release URL', () => {
  expect(releaseIn(`http://x/releases/product-pages/${CATALOG}/123.js:1:2`)).toEqual({ remote: 'product-pages', id: CATALOG });
  expect(releaseIn('/main.js')).toBeNull();
  expect(releaseIn('/releases/catalog/latest/remoteEntry.js')).toBeNull();
  expect(releaseIn(undefined)).toBeNull();
});

test('one beacon per page view: the remotes that ran, their release ids and the vitals, at the first hide only', () => {
  const { r, sent } = reporter();
  r.noteRemote('catalog', entry('catalog', CATALOG));
  r.noteRemote('marketing', entry('marketing', MARKETING));
  r.noteRemote('catalog', entry('catalog', 'ffffffffffff')); // a second load of the remote: the page view's first release stays
  r.noteVital('lcp', 1834.6);
  r.noteVital('inp', 96);
  r.noteVital('cls', 0.012345);
  r.flush(true);
  r.flush(true); // hidden again, then left
  expect(sent).toEqual([{
    url: '/api/beacons',
    body: { v: 1, releases: { catalog: CATALOG, marketing: MARKETING }, errors: {}, lcp: 1835, inp: 96, cls: 0.0123 },
  }]);
});

test('nothing is sent for a page view in which no remote ran', () => {
  const { r, sent } = reporter();
  r.noteError(errorFrom('/main.js'));
  r.flush(true);
  expect(sent).toEqual([]);
});

test('an error is counted for the remote whose release its stack names, and sent at once; later ones go in a later part', () => {
  const { r, sent, timers, advance } = reporter();
  r.noteRemote('catalog', entry('catalog', CATALOG));
  r.noteRemote('marketing', entry('marketing', MARKETING));
  const e = errorFrom(`/releases/catalog/${CATALOG}/src_add-to-cart.js:12:7`);
  r.noteError(e);
  r.noteError(e); // the same error seen again (a boundary, then the window): counted once
  expect(sent).toEqual([{ url: '/api/beacons', body: { v: 1, releases: { catalog: CATALOG, marketing: MARKETING }, errors: { catalog: 1 } } }]);
  // a second error soon after waits for the gap, then goes as a later part of the same page view
  r.noteError(errorFrom(`/releases/catalog/${CATALOG}/src_add-to-cart.js:12:7`));
  expect(sent).toHaveLength(1);
  advance(2000);
  timers.shift()!();
  expect(sent[1]!.body).toEqual({ v: 1, releases: { catalog: CATALOG, marketing: MARKETING }, errors: { catalog: 1 }, more: true });
  // the hide adds the vitals, as a later part (the page view is counted already)
  r.noteVital('lcp', 2000);
  r.flush(true);
  expect(sent[2]!.body).toEqual({ v: 1, releases: { catalog: CATALOG, marketing: MARKETING }, errors: {}, lcp: 2000, more: true });
  r.flush(true);
  expect(sent).toHaveLength(3);
});

test('a chunk that failed to load is counted for the release named in its message', () => {
  const { r, sent } = reporter();
  r.noteRemote('marketing', entry('marketing', MARKETING));
  const e = new Error(`Loading chunk 512 failed.\n(error: http://localhost:8080/releases/catalog/${CATALOG}/512.js)`);
  e.stack = 'ChunkLoadError: Loading chunk 512 failed.';
  r.noteError(e);
  expect(sent[0]!.body).toEqual({ v: 1, releases: { marketing: MARKETING, catalog: CATALOG }, errors: { catalog: 1 } });
});

test('an error boundary\'s error counts for the page\'s remote; an error no remote can be named for is not counted', () => {
  const { r, sent } = reporter();
  r.noteError(new Error('render failed'), 'checkout', entry('checkout', CATALOG));
  r.noteError(new Error('somewhere in the shell'));
  r.noteError('a string rejection');
  expect(sent).toHaveLength(1);
  expect(sent[0]!.body).toEqual({ v: 1, releases: { checkout: CATALOG }, errors: { checkout: 1 } });
});

test('a remote that ran after the first report is counted in a report of its own, not as a later part', () => {
  const { r, sent } = reporter();
  r.noteRemote('marketing', entry('marketing', MARKETING));
  r.flush(true);
  r.noteRemote('catalog', entry('catalog', CATALOG)); // the buyer came back and went to the catalog
  r.flush(true);
  expect(sent.map((s) => s.body)).toEqual([
    { v: 1, releases: { marketing: MARKETING }, errors: {} },
    { v: 1, releases: { catalog: CATALOG }, errors: {} },
  ]);
});

test('a report the browser did not take is sent with the next one; a page restored from the cache is a new page view', () => {
  let accept = false;
  const { r, sent } = reporter({ accept: () => accept });
  r.noteRemote('marketing', entry('marketing', MARKETING));
  r.flush(true);
  expect(sent).toHaveLength(0);
  accept = true;
  r.flush(true);
  expect(sent).toHaveLength(1);
  r.reset();
  r.flush(true);
  // the restored page is the document's next view: `n` 1 with the same ticket
  expect(sent.map((s) => s.body)).toEqual([{ v: 1, releases: { marketing: MARKETING }, errors: {} }, { v: 1, releases: { marketing: MARKETING }, errors: {}, n: 1 }]);
});

test('every report brings back the page view\'s ticket; without one nothing is sent', () => {
  const { r, sent, tickets } = reporter();
  r.noteRemote('catalog', entry('catalog', CATALOG));
  r.noteError(errorFrom(`/releases/catalog/${CATALOG}/a.js:1:1`));
  r.reset();
  r.flush(true);
  expect(sent).toHaveLength(2);
  expect(tickets).toEqual([TICKET, TICKET]);

  const none = reporter({ ticket: null });
  none.r.noteRemote('catalog', entry('catalog', CATALOG));
  none.r.noteError(errorFrom(`/releases/catalog/${CATALOG}/a.js:1:1`));
  none.r.flush(true);
  expect(none.sent).toHaveLength(0);
});

test('a ticket counts 4 views: the document and 3 restores from the back/forward cache; later restores report nothing', () => {
  const { r, sent } = reporter();
  r.noteRemote('catalog', entry('catalog', CATALOG));
  for (let i = 0; i < 6; i++) {
    r.flush(true);
    r.reset();
  }
  expect(sent.map((s) => s.body.n)).toEqual([undefined, 1, 2, 3]);
});

test('the remotes that ran are read when a report is made: a page loaded later is in the next one', () => {
  const ran: [string, string][] = [['marketing', entry('marketing', MARKETING)]];
  const { r, sent } = reporter({ ran });
  r.flush(true);
  ran.push(['catalog', entry('catalog', CATALOG)]);
  r.noteError(errorFrom(`/releases/catalog/${CATALOG}/x.js:1:1`));
  expect(sent.map((s) => s.body)).toEqual([
    { v: 1, releases: { marketing: MARKETING }, errors: {} },
    { v: 1, releases: { catalog: CATALOG }, errors: { catalog: 1 } },
  ]);
});

test('in the page: the errors kept since the start, and later ones, are taken over; the hide sends the page view once', () => {
  const sent: string[] = [];
  const r: ReleaseBeaconReporter = createReleaseBeacon({
    ran: () => [['catalog', entry('catalog', CATALOG)]], send: (_u, b) => { sent.push(b); return true; }, now: () => Date.now(), setTimeout: (fn, ms) => setTimeout(fn, ms),
    ticket: () => TICKET,
  });
  // an error of the start, kept by release-errors.ts's listener (the browser's start installs it) before the reporter was loaded
  keepReleaseErrors();
  window.dispatchEvent(new ErrorEvent('error', { error: errorFrom(`/releases/catalog/${CATALOG}/a.js:1:1`), message: 'boom' }));
  expect(releaseErrors).toHaveLength(1);
  startReleaseBeacon(r);
  expect(sent.map((b) => JSON.parse(b) as unknown)).toEqual([{ v: 1, releases: { catalog: CATALOG }, errors: { catalog: 1 }, t: TICKET }]);
  // a later unhandled rejection from the release goes in a later part (after the gap between early reports)
  window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: errorFrom(`/releases/catalog/${CATALOG}/b.js:1:1`) }));
  expect(releaseErrors).toHaveLength(0);
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  expect(sent.map((b) => JSON.parse(b) as unknown)).toEqual([
    { v: 1, releases: { catalog: CATALOG }, errors: { catalog: 1 }, t: TICKET },
    { v: 1, releases: { catalog: CATALOG }, errors: { catalog: 1 }, more: true, t: TICKET },
  ]);
});
