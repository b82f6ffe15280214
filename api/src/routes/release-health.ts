// Release health over HTTP. POST /beacons: a page view's report (shell/src/lib/release-beacon.ts sends
// it with navigator.sendBeacon, whose body is text/plain), at most 4 KB, checked field by field,
// limited per client address like every write; 204, or a 4xx with the reason and nothing written.
// GET /staff/releases: each remote's stable and canary releases with their figures and verdict, for
// the staff (a staff role in the sign-in token) and the release tool (its ops token).
import type { FastifyInstance } from 'fastify';
import { BEACON_MAX_BYTES, beaconSchema } from 'shared-api/contract';
import { requireStaff, type StaffAccess } from '../auth.js';
import { HttpError, parseInput } from '../errors.js';
import { recordBeacon } from '../releases/health.js';
import { staffReleases, type ReleasesView } from '../releases/staff.js';
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

export async function releaseHealthRoutes(app: FastifyInstance, opts: ReleaseHealthRouteOptions): Promise<void> {
  app.post(
    '/beacons',
    { bodyLimit: BEACON_MAX_BYTES, config: { rateLimit: { max: app.rateLimits.beaconsPerIp, timeWindow: app.rateLimits.windowMs } } },
    async (req, reply) => {
      const beacon = parseInput(beaconSchema, beaconBody(req.body), 'body');
      await recordBeacon(app.db, beacon, app.now());
      opts.onBeacon?.(Object.keys(beacon.releases));
      return reply.code(204).send();
    },
  );

  app.get('/staff/releases', { preHandler: requireStaff(app.verifyToken, opts.staff) }, async () => {
    const view = opts.releases?.() ?? { remotes: {}, canaries: {} };
    return staffReleases(app.db, view, opts.rules, app.now());
  });
}
