// The summit (spec 2.19 to 2.21) beyond the conference product itself:
//   GET  /summit/:slug       the summit page content (the same data as Product.content); 'current' =
//                            this year's main summit, for the nominations, badge and free-pass pages
//   POST /summit/free-pass   a complimentary pass request; the code is checked against free_pass_codes
//   POST /summit/badge       the attendee badge profile, matched to a paid conference order by email;
//                            resubmitting updates it
// The content lives in the database with the conference products, so next year's summit is a data change.
import type { FastifyInstance } from 'fastify';
import type { Product } from 'shared-api/src/types.js';
import { badgeRequestSchema, freePassRequestSchema, summitSlugSchema } from 'shared-api/src/summit-schemas.js';
import { HttpError, parseInput } from '../errors.js';
import { seedFreePassCodes } from '../seed/summit.js';

export const CURRENT_SUMMIT = 'current';

export const FREE_PASS_MESSAGES = {
  invalid: 'That free pass code is not valid. Check the code in your invitation (capitals do not matter) or contact us if you think this is a mistake.',
  expired: 'That free pass code has expired. Free passes are limited; contact us if you think this is a mistake.',
  full: 'All free passes for that code have been requested. Spots are limited; contact us to join the waiting list.',
  accepted: 'Thank you! Your request for a complimentary pass has been received. Spots are limited: if you are selected, we will confirm your place by email.',
  updated: 'Thank you! We have updated your complimentary pass request. If you are selected, we will confirm your place by email.',
} as const;

export const BADGE_MESSAGES = {
  noRegistration: 'We could not find a paid summit registration for this email address. Use the email you registered and paid with, or contact us if you need help.',
  created: 'Thank you! Your badge details are saved. You can come back and update them at any time before the summit.',
  updated: 'Your badge details have been updated. You can update them again at any time before the summit.',
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
    for (const code of seedFreePassCodes) {
      await app.db.query(
        `INSERT INTO free_pass_codes (code, description) VALUES ($1, 'Partner invitation code (seed)') ON CONFLICT (code) DO NOTHING`,
        [code.trim().toUpperCase()],
      );
    }
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

  app.post('/summit/free-pass', { config: writeLimit }, async (req, reply) => {
    const body = parseInput(freePassRequestSchema, req.body, 'body');
    const code = body.code.toUpperCase();
    const outcome = await app.db.transaction(async (tx) => {
      const [row] = await tx.query<{ code: string; max_claims: number | null; active: boolean; expired: boolean }>(
        `SELECT code, max_claims, active, (expires_at IS NOT NULL AND expires_at < now()) AS expired
           FROM free_pass_codes WHERE code = $1 FOR UPDATE`,
        [code],
      );
      if (!row || !row.active) throw new HttpError(400, FREE_PASS_MESSAGES.invalid);
      if (row.expired) throw new HttpError(400, FREE_PASS_MESSAGES.expired);
      const [existing] = await tx.query<{ id: number }>('SELECT id FROM free_pass_claims WHERE code = $1 AND email = $2', [code, body.email]);
      if (!existing && row.max_claims !== null) {
        const [count] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM free_pass_claims WHERE code = $1', [code]);
        if ((count?.n ?? 0) >= row.max_claims) throw new HttpError(409, FREE_PASS_MESSAGES.full);
      }
      await tx.query(
        `INSERT INTO free_pass_claims (code, email, first_name, last_name, company, job_title)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (code, email) DO UPDATE SET first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name,
           company = EXCLUDED.company, job_title = EXCLUDED.job_title, updated_at = now()`,
        [code, body.email, body.firstName, body.lastName, body.company, body.jobTitle],
      );
      return existing ? 'updated' : 'accepted';
    });
    return reply.code(outcome === 'accepted' ? 201 : 200).send({ status: 'accepted', message: FREE_PASS_MESSAGES[outcome] });
  });

  app.post('/summit/badge', { config: writeLimit }, async (req, reply) => {
    const body = parseInput(badgeRequestSchema, req.body, 'body');
    const outcome = await app.db.transaction(async (tx) => {
      const [reg] = await tx.query<{ order_id: number; product_id: number }>(
        `SELECT o.id AS order_id, l.product_id
           FROM orders o JOIN order_lines l ON l.order_id = o.id
          WHERE o.status = 'paid' AND l.product_type = 'conference'
            AND (lower(o.email) = $1 OR lower(o.learner_email) = $1)
          ORDER BY o.created_at DESC, o.id DESC LIMIT 1`,
        [body.email],
      );
      if (!reg) throw new HttpError(404, BADGE_MESSAGES.noRegistration);
      const [row] = await tx.query<{ created: boolean }>(
        `INSERT INTO summit_badges (email, product_id, order_id, first_name, last_name, job_title, company, linkedin_url,
           dietary_needs, accessibility_needs)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         ON CONFLICT (email, product_id) DO UPDATE SET order_id = EXCLUDED.order_id, first_name = EXCLUDED.first_name,
           last_name = EXCLUDED.last_name, job_title = EXCLUDED.job_title, company = EXCLUDED.company,
           linkedin_url = EXCLUDED.linkedin_url, dietary_needs = EXCLUDED.dietary_needs,
           accessibility_needs = EXCLUDED.accessibility_needs, updated_at = now()
         RETURNING (xmax = 0) AS created`,
        [body.email, reg.product_id, reg.order_id, body.firstName, body.lastName, body.jobTitle, body.company,
          body.linkedinUrl ?? null, body.dietaryNeeds || null, body.accessibilityNeeds || null],
      );
      return row?.created ? 'created' : 'updated';
    });
    return reply.code(outcome === 'created' ? 201 : 200).send({ status: outcome, message: BADGE_MESSAGES[outcome] });
  });
}
