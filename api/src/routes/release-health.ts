// Release health over HTTP. POST /beacons: a page view's report (shell/src/lib/release-beacon.ts sends
// it with navigator.sendBeacon, whose body is text/plain), at most 4 KB, checked field by field,
// limited per client address like every write and, all addresses together, per window; 204, or a
// 4xx with the reason and nothing written. It counts only for a page view the store served: it must
// come from the store's own pages (Sec-Fetch-Site, else Origin) and bring back its page's ticket
// (releases/page-views.ts), and counts only the releases that ticket names and the registry knows
// (current, canary or recent), each once per page view (releases/health.ts).
// GET /staff/releases: each remote's stable and canary releases with their figures and verdict, for
// the staff (a staff role in the sign-in token) and the release tool (its ops token).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BEACON_MAX_BYTES, beaconSchema } from 'shared-api/contract';
import { requireStaff, type StaffAccess } from '../auth.js';
import { HttpError, parseInput } from '../errors.js';
import { recordBeacon } from '../releases/health.js';
import { readTicket } from '../releases/page-views.js';
import { knownRelease, staffReleases, type ReleasesView } from '../releases/staff.js';
import type { VerdictRules } from '../releases/verdict.js';

export interface ReleaseHealthRouteOptions {
  /** The registry's releases as they are now (none: no remote to show). */
  releases: (() => ReleasesView) | null;
  staff: StaffAccess;
  rules: VerdictRules;
  /** Told the remotes of each counted report (the canary judge looks at their figures again). */
  onBeacon: ((remotes: string[]) => void) | null;
}

/** A text/plain body (sendBeacon's) is the JSON text itself. */
function beaconBody(body: unknown): unknown {
  if (body === undefined || body === '') throw new HttpError(400, 'The request body is empty: send a JSON object.');
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON.');
  }
}

/**
 * A report sent by another site's page (sendBeacon needs no preflight) is refused: the browser says
 * where the request comes from in Sec-Fetch-Site, older ones in Origin. A request with neither (a
 * tool) gets no further than its ticket allows.
 */
function refuseCrossSite(headers: FastifyRequest['headers'], siteOrigin: string): void {
  const site = headers['sec-fetch-site'];
  const foreign = site !== undefined ? site !== 'same-origin' : headers.origin !== undefined && headers.origin !== siteOrigin;
  if (foreign) throw new HttpError(403, 'Reports are taken from the store\'s own pages only.');
}

const TICKET_PROBLEMS = {
  malformed: [400, 't is not a page view\'s ticket.'],
  forged: [403, 'The page view\'s ticket was not made by this store.'],
  expired: [403, 'The page view\'s ticket has expired: a page open this long reports nothing more.'],
} as const;

export async function releaseHealthRoutes(app: FastifyInstance, opts: ReleaseHealthRouteOptions): Promise<void> {
  const siteOrigin = new URL(app.siteUrl).origin;
  // what all addresses together may add per window (each address's share is the route's own limit)
  const allLimit = app.createRateLimit({ max: app.rateLimits.beaconsAll, timeWindow: app.rateLimits.windowMs, keyGenerator: () => 'beacons-all' });
  app.post(
    '/beacons',
    { bodyLimit: BEACON_MAX_BYTES, config: { rateLimit: { max: app.rateLimits.beaconsPerIp, timeWindow: app.rateLimits.windowMs } } },
    async (req, reply) => {
      const beacon = parseInput(beaconSchema, beaconBody(req.body), 'body');
      refuseCrossSite(req.headers, siteOrigin);
      const now = app.now();
      const ticket = readTicket(app.pageViewSecret, beacon.t, now.getTime());
      if (typeof ticket === 'string') {
        const [status, message] = TICKET_PROBLEMS[ticket];
        throw new HttpError(status, message);
      }
      // the releases this report may count: those its page was served with, that the registry knows
      const view = opts.releases?.() ?? null;
      const releases: Record<string, string> = {};
      for (const [remote, id] of Object.entries(beacon.releases)) {
        if (Object.hasOwn(ticket.releases, remote) && ticket.releases[remote] === id && view && knownRelease(view, remote, id)) releases[remote] = id;
      }
      if (Object.keys(releases).length) {
        const all = await allLimit(req);
        if (!all.isAllowed && all.isExceeded) {
          reply.header('retry-after', String(all.ttlInSeconds));
          throw new HttpError(429, `The store takes no more reports just now: try again in ${all.ttlInSeconds} seconds.`);
        }
        const counted = await recordBeacon(app.db, beacon, releases, { ticket, view: beacon.n ?? 0 }, now);
        if (counted.length) opts.onBeacon?.(counted);
      }
      return reply.code(204).send();
    },
  );

  app.get('/staff/releases', { preHandler: requireStaff(app.verifyToken, opts.staff) }, async () => {
    const view = opts.releases?.() ?? { remotes: {}, canaries: {} };
    return staffReleases(app.db, view, opts.rules, app.now());
  });
}
