// The summit (spec 2.19 to 2.21) beyond the conference product itself:
//   GET  /summit/:slug              the summit page content (the same data as Product.content); 'current' =
//                                   this year's main summit, for the nominations, badge and free-pass pages
//   POST /summit/free-pass          a complimentary pass request; the code is checked against free_pass_codes.
//                                   A repeated request never changes the claim (unless sent signed in as its
//                                   email) and is answered like a new one; the claimant is emailed a signed link
//   GET  /summit/free-pass/claim    the claim a signed link names (?token=), to show it for change
//   PUT  /summit/free-pass/claim    changes the claim a signed link names
//   POST /summit/badge              (bearer token) the attendee badge profile, for a paid registration of the
//                                   signed-in user or one they paid for the attendee (summit/badges.ts)
//   GET  /summit/registration?slug  (bearer token) { registered }: whether the signed-in user holds a paid
//                                   ticket of that summit ('current': this year's), for the badge page
// The content lives in the database with the conference products, so next year's summit is a data change.
// The rules and transactions are the summit services' (summit/free-pass.ts, badges.ts, summits.ts).
import type { FastifyInstance } from 'fastify';
import {
  badgeRequestSchema, freePassChangeSchema, freePassRequestSchema, freePassTokenSchema, summitRegistrationQuerySchema, summitSlugSchema,
} from 'shared-api/contract';
import { userOf } from '../auth.js';
import { HttpError, parseInput } from '../errors.js';
import { seedFreePassCodes } from '../seed/summit.js';
import { BADGE_MESSAGES, holdsSummitTicket, submitBadge } from '../summit/badges.js';
import { changeClaimOfLink, claimOfLink, ensureFreePassCodes, FREE_PASS_MESSAGES, linkSecret, requestFreePass } from '../summit/free-pass.js';
import { summitPage, summitProduct } from '../summit/summits.js';

export async function summitRoutes(app: FastifyInstance, opts: { seedCodes?: boolean }): Promise<void> {
  if (opts.seedCodes) {
    await ensureFreePassCodes(app.db, seedFreePassCodes, 'Partner invitation code (seed)');
  }
  const writeLimit = { rateLimit: { max: app.rateLimits.leadsPerIp, timeWindow: app.rateLimits.windowMs } };

  app.get('/summit/:slug', async (req, reply) => {
    const slug = parseInput(summitSlugSchema, (req.params as { slug?: unknown }).slug, 'query');
    const snap = await app.catalog.get();
    const entry = summitPage(snap.products, slug, app.now().getTime());
    if (!entry) {
      return reply.code(404).send({ error: 'Summit not found', message: `There is no summit page named "${slug}".`, statusCode: 404 });
    }
    return entry.content;
  });

  app.get('/summit/registration', { preHandler: app.authenticate }, async (req, reply) => {
    const user = userOf(req);
    const { slug } = parseInput(summitRegistrationQuerySchema, req.query, 'query');
    const snap = await app.catalog.get();
    const product = summitProduct(snap, slug, app.now().getTime());
    if (!product) {
      return reply.code(404).send({ error: 'Summit not found', message: `There is no summit page named "${slug}".`, statusCode: 404 });
    }
    reply.header('cache-control', 'no-store');
    return { registered: await holdsSummitTicket(app.db, snap, product, user.email) };
  });

  const secret = await linkSecret(app.db);
  const outbox = app.purchase.outbox;

  app.post('/summit/free-pass', { config: writeLimit }, async (req, reply) => {
    // Signed in (optional): the claimant may change their own claim directly. A bad token is a 401; a
    // token whose email is not confirmed yet claims as anyone does (authenticateOptional).
    await app.authenticateOptional(req, reply);
    const body = parseInput(freePassRequestSchema, req.body, 'body');
    const outcome = await requestFreePass(app.db, secret, app.siteUrl, body, req.user?.email === body.email);
    outbox.kick();
    if (outcome.kind === 'updated') return reply.code(200).send({ status: 'accepted', message: FREE_PASS_MESSAGES.updated });
    if (outcome.full) throw new HttpError(409, FREE_PASS_MESSAGES.full);
    return reply.code(201).send({ status: 'accepted', message: FREE_PASS_MESSAGES.accepted });
  });

  app.get('/summit/free-pass/claim', { config: writeLimit }, async (req) => {
    const { token } = parseInput(freePassTokenSchema, req.query, 'query');
    const c = await claimOfLink(app.db, secret, token);
    return { code: c.code, email: c.email, firstName: c.first_name, lastName: c.last_name, company: c.company, jobTitle: c.job_title };
  });

  app.put('/summit/free-pass/claim', { config: writeLimit }, async (req) => {
    const body = parseInput(freePassChangeSchema, req.body, 'body');
    await changeClaimOfLink(app.db, secret, body.token, body);
    return { status: 'accepted', message: FREE_PASS_MESSAGES.updated };
  });

  app.post('/summit/badge', { config: writeLimit, preHandler: app.authenticate }, async (req, reply) => {
    const user = userOf(req);
    const body = parseInput(badgeRequestSchema, req.body, 'body');
    const outcome = await submitBadge(app.db, user.email, body);
    return reply.code(outcome === 'updated' ? 200 : 201).send({ status: outcome, message: BADGE_MESSAGES[outcome] });
  });
}
