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
import type { FastifyInstance } from 'fastify';
import {
  badgeRequestSchema, freePassChangeSchema, freePassRequestSchema, freePassTokenSchema, summitRegistrationQuerySchema, summitSlugSchema, type Product,
} from 'shared-api/contract';
import { userOf } from '../auth.js';
import { HttpError, parseInput } from '../errors.js';
import { seedFreePassCodes } from '../seed/summit.js';
import { findBadgeRegistration, holdsTicket, saveBadge } from '../summit/badges.js';
import { claimOfLink, ensureFreePassCodes, FREE_PASS_MESSAGES, linkSecret, queueClaimLink, submitClaim, updateClaim } from '../summit/free-pass.js';

export { FREE_PASS_MESSAGES } from '../summit/free-pass.js';

export const CURRENT_SUMMIT = 'current';

export const BADGE_MESSAGES = {
  noRegistration: 'We could not find a paid summit registration for this email address on your account. Use the email you registered and paid with (signed in as its buyer or as the attendee), or contact us if you need help.',
  created: 'Thank you! Your badge details are saved. You can come back and update them at any time before the summit.',
  updated: 'Your badge details have been updated. You can update them again at any time before the summit.',
  submitted: 'Thank you! The badge details are sent for the attendee, unless they have already filled in their own. The badge is theirs: they can update it at any time before the summit, signed in with the email of their registration.',
} as const;

type SummitEntry = { product: Product; content: Record<string, unknown> };

function summits(products: Product[]): SummitEntry[] {
  return products.flatMap((p) => (p.productType === 'conference' && p.content && typeof p.content === 'object' && !Array.isArray(p.content)
    ? [{ product: p, content: p.content }] : []));
}

const startOf = (e: SummitEntry): number => {
  const t = Date.parse(String(e.content.startDate ?? e.product.eventStartDate ?? ''));
  return Number.isNaN(t) ? 0 : t;
};

/** This year's main summit: the next full-price summit to start, else the most recent one. */
export function currentSummit(products: Product[], now = Date.now()): SummitEntry | null {
  const main = summits(products).filter((e) => e.content.variant === 'full');
  const upcoming = main.filter((e) => startOf(e) >= now).sort((a, b) => startOf(a) - startOf(b));
  if (upcoming[0]) return upcoming[0];
  return main.sort((a, b) => startOf(b) - startOf(a))[0] ?? null;
}

export async function summitRoutes(app: FastifyInstance, opts: { seedCodes?: boolean }): Promise<void> {
  if (opts.seedCodes) {
    await ensureFreePassCodes(app.db, seedFreePassCodes, 'Partner invitation code (seed)');
  }
  const writeLimit = { rateLimit: { max: app.rateLimits.leadsPerIp, timeWindow: app.rateLimits.windowMs } };

  app.get('/summit/:slug', async (req, reply) => {
    const slug = parseInput(summitSlugSchema, (req.params as { slug?: unknown }).slug, 'query');
    const snap = await app.catalog.get();
    const entry = slug === CURRENT_SUMMIT
      ? currentSummit(snap.products, app.now().getTime())
      : summits(snap.products).find((e) => e.product.productNickName.toLowerCase() === slug);
    if (!entry) {
      return reply.code(404).send({ error: 'Summit not found', message: `There is no summit page named "${slug}".`, statusCode: 404 });
    }
    return entry.content;
  });

  app.get('/summit/registration', { preHandler: app.authenticate }, async (req, reply) => {
    const user = userOf(req);
    const { slug } = parseInput(summitRegistrationQuerySchema, req.query, 'query');
    const snap = await app.catalog.get();
    const product = slug === CURRENT_SUMMIT ? currentSummit(snap.products, app.now().getTime())?.product : snap.findBySlug(slug);
    if (!product) {
      return reply.code(404).send({ error: 'Summit not found', message: `There is no summit page named "${slug}".`, statusCode: 404 });
    }
    // the summit's tickets: its own product and the tiers its page sells
    const tiers = (product.content as { registration?: { tiers?: { productSlug?: unknown }[] } } | null | undefined)?.registration?.tiers ?? [];
    const ids = new Set([product.productId]);
    for (const t of tiers) {
      const p = typeof t.productSlug === 'string' ? snap.findBySlug(t.productSlug) : undefined;
      if (p) ids.add(p.productId);
    }
    reply.header('cache-control', 'no-store');
    return { registered: await holdsTicket(app.db, user.email, [...ids]) };
  });

  const secret = await linkSecret(app.db);
  const outbox = app.purchase.outbox;

  app.post('/summit/free-pass', { config: writeLimit }, async (req, reply) => {
    // Signed in (optional): the claimant may change their own claim directly. A bad token is a 401.
    if (req.headers.authorization) await app.authenticate(req, reply);
    const body = parseInput(freePassRequestSchema, req.body, 'body');
    const owner = req.user?.email === body.email;
    const outcome = await app.db.transaction(async (tx) => {
      const o = await submitClaim(tx, body, owner);
      // the claimant's link to review or change the claim: on a new claim and on a repeated one (once a day)
      if (o.kind !== 'updated') await queueClaimLink(tx, secret, app.siteUrl, o.claim);
      return o;
    });
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
    await app.db.transaction(async (tx) => {
      const c = await claimOfLink(tx, secret, body.token, true);
      await updateClaim(tx, Number(c.id), body);
    });
    return { status: 'accepted', message: FREE_PASS_MESSAGES.updated };
  });

  app.post('/summit/badge', { config: writeLimit, preHandler: app.authenticate }, async (req, reply) => {
    const user = userOf(req);
    const body = parseInput(badgeRequestSchema, req.body, 'body');
    const outcome = await app.db.transaction(async (tx) => {
      // someone else's registration gets the same answer as none at all
      const reg = await findBadgeRegistration(tx, { attendeeEmail: body.email, userEmail: user.email });
      if (!reg) throw new HttpError(404, BADGE_MESSAGES.noRegistration);
      return saveBadge(tx, reg, body, body.email.toLowerCase() === user.email ? 'attendee' : 'buyer');
    });
    return reply.code(outcome === 'updated' ? 200 : 201).send({ status: outcome, message: BADGE_MESSAGES[outcome] });
  });
}
