// Releases over HTTPS (`pnpm release … --to <store URL>`: scripts/release-remote.mjs), from a team's
// own pipeline, anywhere:
//
//   POST   /api/releases/mfe-<name>[?canary=<1..99>[&autoPromote=1]]   a release: its files as a gzip'd tar
//                                                                       (release-archive.mjs) and X-Release-Id
//   POST   /api/releases/mfe-<name>/promote | /rollback | /withdraw
//   POST   /api/releases/tokens  { remote: "mfe-<name>", name? }        a release token (the operator's token only)
//   GET    /api/releases/tokens                                         the tokens' names and remotes
//   DELETE /api/releases/tokens/<name>                                  revokes one
//
// Who: `Authorization: Bearer <token>`, checked before the body is read. A remote's release token
// (scripts/release.mjs createToken; kept hashed, compared in constant time) acts on its own remote
// only: 403 for another, nothing read or changed. The operator's token (RELEASE_OPS_TOKEN) acts on
// every remote and alone manages tokens. Every change is recorded with the token's name ('ops' for
// the operator's), and `pnpm release status` shows it.
//
// An upload is checked before anything is stored: its size packed (the body limit, 413) and unpacked,
// each path inside the release, regular files only, the whole archive there (a truncated one is
// refused, 400), its files hashing to the id the client computed (damage on the way), then the same
// checks as a release from the command line (entry, routes, exposes, addresses another remote
// claims: 422 or 409 with every reason). Then the same operations as the command line (publish,
// promote, ...) run on the store: the folder, or PostgreSQL, where every instance applies it
// (release-mirror.ts); `changed` makes this instance apply it before it answers.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  canaryPercent, createToken, hashFiles, promote, publish, ReleaseRefused, ReleaseStateError, revokeToken, rollback, tokenName, UsageError, withdraw,
  type ReleaseStore,
} from '../scripts/release.mjs';
import { ARCHIVE_LIMITS, ArchiveError, unpackRelease, type ArchiveLimits } from '../scripts/release-archive.mjs';

export interface ReleaseApiOptions {
  store: ReleaseStore;
  /** The operator's token (RELEASE_OPS_TOKEN or the folder's .ops-token): every remote, and the tokens. */
  opsToken: string | null;
  /** Upload limits (release-archive.mjs ARCHIVE_LIMITS by default; packedBytes is the body limit). */
  limits?: Partial<ArchiveLimits>;
  /** After a change: this instance applies it before answering (the database store's mirror). */
  changed?: () => Promise<void>;
}

type Who = { by: string; remote: string | null };
declare module 'fastify' {
  interface FastifyRequest {
    releaseActor?: Who;
  }
}

const APP = /^(?:mfe-)?([a-z][a-z0-9-]{0,39})$/;
/** How far over the body limit an upload is still read to its end (and dropped) to answer 413 cleanly. */
const DRAIN_BYTES = 64 * 1024 * 1024;
const digest = (s: string) => createHash('sha256').update(s).digest();

class Refusal extends Error {
  constructor(readonly statusCode: number, message: string, readonly problems?: string[]) {
    super(message);
  }
}

export async function registerReleaseApi(app: FastifyInstance, opts: ReleaseApiOptions): Promise<void> {
  const limits = { ...ARCHIVE_LIMITS, ...opts.limits };
  const ops = opts.opsToken ? digest(opts.opsToken) : null;
  const { store } = opts;

  await app.register(async function releaseApi(api) {
    api.setErrorHandler((err: Error & { statusCode?: number; code?: string; problems?: string[] }, req, reply) => {
      let status = err.statusCode ?? 500;
      let message = err.message;
      if (err instanceof ArchiveError) status = (err as ArchiveError & { status: number }).status;
      else if (err instanceof ReleaseRefused) status = err.conflict ? 409 : 422;
      else if (err instanceof ReleaseStateError) status = 409;
      else if (err instanceof UsageError) status = 400;
      else if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        message = `the release is over the store's limit of ${limits.packedBytes} bytes packed`;
        // Fastify closes the connection on a body over the limit; the client, still sending it, then
        // fails to write (EPIPE) before it reads this answer. A body of a declared length up to
        // DRAIN_BYTES over the limit is read to its end and dropped instead (Node does so after the
        // answer), so the pipeline sees the 413 and its reason; a larger one is cut off as before.
        const declared = Number(req.headers['content-length']);
        if (Number.isFinite(declared) && declared <= limits.packedBytes + DRAIN_BYTES) reply.removeHeader('connection');
      }
      else if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') message = 'a release is sent as application/gzip (a gzip\'d tar of its files: pnpm release --to packs it)';
      if (status >= 500) {
        req.log.error({ err }, 'release request failed');
        message = 'the store could not complete the release request; nothing was changed that the log does not say (see the store\'s log)';
      }
      const problems = err instanceof ReleaseRefused ? err.problems : err.problems;
      return reply.code(status).header('cache-control', 'no-store').send({ error: status >= 500 ? 'Internal Server Error' : 'Refused', message, statusCode: status, ...(problems ? { problems } : {}) });
    });
    api.addContentTypeParser(['application/gzip', 'application/x-gzip', 'application/octet-stream'], { parseAs: 'buffer', bodyLimit: limits.packedBytes }, (_req, body, done) => done(null, body));

    /** Who the bearer is, before the body is read: 401 for no or an unknown token. */
    api.addHook('onRequest', async (req) => {
      const m = /^Bearer\s+(\S+)$/i.exec((req.headers.authorization ?? '').trim());
      if (!m) throw new Refusal(401, 'a release request needs a token: Authorization: Bearer <RELEASE_TOKEN>');
      const token = m[1]!;
      if (ops && timingSafeEqual(digest(token), ops)) {
        req.releaseActor = { by: 'ops', remote: null };
        return;
      }
      const found = await store.tokens.check(token);
      if (!found) throw new Refusal(401, 'this token is not one of the store\'s release tokens (or it was revoked)');
      req.releaseActor = { by: found.name, remote: found.remote };
    });

    const remoteOf = (req: FastifyRequest): { name: string; by: string } => {
      const app = (req.params as { app?: string }).app ?? '';
      const name = APP.exec(app)?.[1];
      if (!name) throw new Refusal(400, `${JSON.stringify(app)} is not a remote's name (mfe-<name>: lowercase letters, digits and -)`);
      const who = req.releaseActor!;
      if (who.remote !== null && who.remote !== name) {
        throw new Refusal(403, `release token ${who.by} is for mfe-${who.remote} only, not mfe-${name}: nothing was changed`);
      }
      return { name, by: who.by };
    };
    const opsOnly = (req: FastifyRequest) => {
      if (req.releaseActor!.remote !== null) throw new Refusal(403, 'only the operator\'s token (RELEASE_OPS_TOKEN) manages release tokens');
    };
    const done = async (reply: FastifyReply, status: number, body: object) => {
      await opts.changed?.();
      return reply.code(status).header('cache-control', 'no-store').send(body);
    };
    const lineOf = () => {
      const lines: string[] = [];
      return { log: (l: string) => { lines.push(l); }, line: () => lines.join('\n') };
    };

    /** The release's id the client computed (X-Release-Id): 400 without one. */
    const releaseIdOf = (req: FastifyRequest): string => {
      const id = String(req.headers['x-release-id'] ?? '');
      if (!/^[0-9a-f]{12}$/.test(id)) throw new Refusal(400, 'X-Release-Id: the release\'s id (12 hex, the hash of its files) is missing');
      return id;
    };
    // the remote the token may release and the id are checked before the body is read (another
    // team's upload is refused without reading its megabytes)
    api.post('/api/releases/:app', { preParsing: async (req) => { remoteOf(req); releaseIdOf(req); } }, async (req, reply) => {
      const { name, by } = remoteOf(req);
      const body = req.body;
      if (!Buffer.isBuffer(body)) throw new Refusal(415, 'a release is sent as application/gzip (a gzip\'d tar of its files: pnpm release --to packs it)');
      const id = releaseIdOf(req);
      const q = req.query as Record<string, string | undefined>;
      const canary = q.canary === undefined ? undefined : canaryPercent(q.canary);
      const autoPromote = q.autoPromote === '1' || q.autoPromote === 'true';
      if (autoPromote && canary === undefined) throw new UsageError('autoPromote goes with canary=<percent>');
      const files = unpackRelease(body, limits);
      const hashed = hashFiles(files);
      if (hashed !== id) throw new Refusal(400, `the uploaded files hash to ${hashed}, not to the id sent (${id}): damaged on the way; nothing was changed`);
      const out = lineOf();
      const released = await publish(name, { store, files, canary, autoPromote, by, log: out.log });
      return done(reply, 201, { remote: `mfe-${name}`, id: released, action: canary === undefined ? 'release' : 'canary', by, line: out.line() });
    });

    for (const action of ['promote', 'rollback', 'withdraw'] as const) {
      api.post(`/api/releases/:app/${action}`, async (req, reply) => {
        const { name, by } = remoteOf(req);
        const out = lineOf();
        const run = { promote, rollback, withdraw }[action];
        const id = await run(name, { store, by, log: out.log });
        return done(reply, 200, { remote: `mfe-${name}`, id, action, by, line: out.line() });
      });
    }

    api.get('/api/releases/tokens', async (req, reply) => {
      opsOnly(req);
      return reply.header('cache-control', 'no-store').send({ tokens: await store.tokens.list() });
    });
    api.post('/api/releases/tokens', async (req, reply) => {
      opsOnly(req);
      const b = (req.body ?? {}) as { remote?: unknown; name?: unknown };
      const remote = typeof b.remote === 'string' ? APP.exec(b.remote)?.[1] : undefined;
      if (!remote) throw new Refusal(400, 'remote: the remote the token releases, as mfe-<name>');
      if (b.name !== undefined && typeof b.name !== 'string') throw new Refusal(400, 'name: the token\'s name, 1 to 64 letters, digits, . _ -');
      const made = await createToken(remote, { store, name: tokenName(remote, b.name as string | undefined), by: req.releaseActor!.by });
      return done(reply, 201, made);
    });
    api.delete('/api/releases/tokens/:name', async (req, reply) => {
      opsOnly(req);
      try {
        return await done(reply, 200, await revokeToken((req.params as { name: string }).name, { store, by: req.releaseActor!.by }));
      } catch (e) {
        if (e instanceof ReleaseStateError) throw new Refusal(404, e.message);
        throw e;
      }
    });
  });
}
