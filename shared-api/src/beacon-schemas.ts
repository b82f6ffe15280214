// POST /api/beacons: the schema of a page view's report (release-health.ts says what it is).
// Strict: an unknown field, a wrong type or a remote with errors but no release is a 400.
import { z } from 'zod';
import { BEACON_MAX_ERRORS, BEACON_MAX_REMOTES, MAX_VIEWS_PER_TICKET, RELEASE_ID, REMOTE_NAME, type ReleaseBeacon } from './release-health.js';

const remoteName = z.string().regex(REMOTE_NAME, 'a remote name (lower-case letters, digits and dashes)');
/** A duration in ms: a minute at most is already a page that hung. */
const ms = z.number().finite().min(0).max(600_000);

export const beaconSchema = z.object({
  v: z.literal(1, { error: 'v must be 1' }),
  releases: z.record(remoteName, z.string().regex(RELEASE_ID, 'a release id (12 hex digits)'))
    .refine((r) => Object.keys(r).length >= 1 && Object.keys(r).length <= BEACON_MAX_REMOTES, `1 to ${BEACON_MAX_REMOTES} remotes`),
  errors: z.record(remoteName, z.number().int().min(0).max(BEACON_MAX_ERRORS)).default({}),
  lcp: ms.optional(),
  inp: ms.optional(),
  cls: z.number().finite().min(0).max(100).optional(),
  route: z.string().max(200).regex(/^\/[^?#\s]*$/, 'a route pattern, without query or fragment').optional(),
  more: z.literal(true).optional(),
  t: z.string({ error: 't (the page view\'s ticket) is required' }).max(1200).regex(/^[A-Za-z0-9_.,:-]+$/, 't must be the page view\'s ticket'),
  n: z.number().int().min(0).max(MAX_VIEWS_PER_TICKET - 1).optional(),
}, { error: (issue) => (issue.code === 'invalid_type' ? 'the request body must be a JSON object' : undefined) }).strict().superRefine((b, ctx) => {
  for (const remote of Object.keys(b.errors)) {
    if (!Object.hasOwn(b.releases, remote)) ctx.addIssue({ code: 'custom', path: ['errors', remote], message: 'errors of a remote not named in releases' });
  }
});

/** What the API works with: the browser's ReleaseBeacon, checked. */
export type BeaconInput = z.infer<typeof beaconSchema> & ReleaseBeacon;
