// The summit's tables: free-pass codes and claims (free_pass_codes, free_pass_claims) and attendee
// badges (summit_badges), with the paid conference tickets they are checked against (orders,
// order_lines). The rules that decide what is written are the services' (free-pass.ts, badges.ts).
//
// The API's convention: each folder's SQL is in its repository.ts and nowhere else (besides the
// driver and migrations in db/ and the seed in seed/); api/test/layers.test.ts checks it. A
// repository takes a database or transaction handle (Queryable) and returns plain typed rows or
// values: no HTTP, no rules, no transaction of its own; it imports the driver, other repositories
// and types only (eslint.config.mjs).
import type { Queryable } from '../db/db.js';

export interface ClaimDetails { firstName: string; lastName: string; company: string; jobTitle: string }
export interface ClaimRow { id: number; code: string; email: string; first_name: string; last_name: string; company: string; job_title: string }

/** One claim; with `lock`, its row is locked for the rest of the transaction. */
export async function claimById(db: Queryable, id: unknown, lock = false): Promise<ClaimRow | null> {
  const [claim] = await db.query<ClaimRow>(
    `SELECT id, code, email, first_name, last_name, company, job_title FROM free_pass_claims WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return claim ?? null;
}

export interface FreePassCodeRow { code: string; max_claims: number | null; active: boolean; expired: boolean }

/** The code's row, locked for the rest of the transaction (claims of one code are counted one at a time). */
export async function lockFreePassCode(tx: Queryable, code: string): Promise<FreePassCodeRow | null> {
  const [row] = await tx.query<FreePassCodeRow>(
    `SELECT code, max_claims, active, (expires_at IS NOT NULL AND expires_at < now()) AS expired
       FROM free_pass_codes WHERE code = $1 FOR UPDATE`,
    [code],
  );
  return row ?? null;
}

export async function countClaims(tx: Queryable, code: string): Promise<number> {
  const [count] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM free_pass_claims WHERE code = $1', [code]);
  return count?.n ?? 0;
}

/** The id of the claim of this code and email, its row locked; null when there is none. */
export async function lockClaimOf(tx: Queryable, code: string, email: string): Promise<number | null> {
  const [existing] = await tx.query<{ id: number }>('SELECT id FROM free_pass_claims WHERE code = $1 AND email = $2 FOR UPDATE', [code, email]);
  return existing ? Number(existing.id) : null;
}

export async function insertClaim(tx: Queryable, c: ClaimDetails & { code: string; email: string }): Promise<number> {
  const [created] = await tx.query<{ id: number }>(
    `INSERT INTO free_pass_claims (code, email, first_name, last_name, company, job_title)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [c.code, c.email, c.firstName, c.lastName, c.company, c.jobTitle],
  );
  return Number(created!.id);
}

export async function updateClaim(tx: Queryable, id: number, d: ClaimDetails): Promise<void> {
  await tx.query(
    'UPDATE free_pass_claims SET first_name = $2, last_name = $3, company = $4, job_title = $5, updated_at = now() WHERE id = $1',
    [id, d.firstName, d.lastName, d.company, d.jobTitle],
  );
}

/** Adds the code unless it exists (an existing code is left as it is). */
export async function insertFreePassCode(db: Queryable, code: string, description: string): Promise<void> {
  await db.query('INSERT INTO free_pass_codes (code, description) VALUES ($1, $2) ON CONFLICT (code) DO NOTHING', [code, description]);
}

export interface BadgeRegistration { orderId: number; productId: number }

/**
 * The newest paid conference registration of the attendee that the signed-in user may write the
 * badge of (badges.ts says who): the attendee's own, or one the user paid for that attendee.
 */
export async function findBadgeRegistration(
  db: Queryable,
  who: { attendeeEmail: string; userEmail: string },
): Promise<BadgeRegistration | null> {
  const [reg] = await db.query<{ order_id: number; product_id: number }>(
    `SELECT o.id AS order_id, l.product_id
       FROM orders o JOIN order_lines l ON l.order_id = o.id
      WHERE o.status = 'paid' AND l.product_type = 'conference'
        AND (lower(o.email) = $1 OR lower(o.learner_email) = $1)
        AND ($1 = $2 OR lower(o.email) = $2)
      ORDER BY o.created_at DESC, o.id DESC LIMIT 1`,
    [who.attendeeEmail.toLowerCase(), who.userEmail.toLowerCase()],
  );
  return reg ? { orderId: Number(reg.order_id), productId: Number(reg.product_id) } : null;
}

export interface BadgeDetails {
  email: string; firstName: string; lastName: string; jobTitle: string; company: string;
  linkedinUrl?: string | null; dietaryNeeds?: string; accessibilityNeeds?: string;
}

const badgeValues = (reg: BadgeRegistration, b: BadgeDetails) => [b.email, reg.productId, reg.orderId, b.firstName, b.lastName, b.jobTitle,
  b.company, b.linkedinUrl ?? null, b.dietaryNeeds || null, b.accessibilityNeeds || null];

const INSERT_BADGE = `INSERT INTO summit_badges (email, product_id, order_id, first_name, last_name, job_title, company, linkedin_url,
       dietary_needs, accessibility_needs)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`;

/** Writes the badge unless the attendee has one for this conference (which is left as it is). */
export async function insertBadgeUnlessAny(tx: Queryable, reg: BadgeRegistration, b: BadgeDetails): Promise<void> {
  await tx.query(`${INSERT_BADGE} ON CONFLICT (email, product_id) DO NOTHING`, badgeValues(reg, b));
}

/** Writes the badge, replacing the attendee's one for this conference; true when none was there. */
export async function upsertBadge(tx: Queryable, reg: BadgeRegistration, b: BadgeDetails): Promise<boolean> {
  const [row] = await tx.query<{ created: boolean }>(
    `${INSERT_BADGE}
     ON CONFLICT (email, product_id) DO UPDATE SET order_id = EXCLUDED.order_id, first_name = EXCLUDED.first_name,
       last_name = EXCLUDED.last_name, job_title = EXCLUDED.job_title, company = EXCLUDED.company,
       linkedin_url = EXCLUDED.linkedin_url, dietary_needs = EXCLUDED.dietary_needs,
       accessibility_needs = EXCLUDED.accessibility_needs, updated_at = now()
     RETURNING (xmax = 0) AS created`,
    badgeValues(reg, b),
  );
  return Boolean(row?.created);
}

/**
 * Whether `email` holds a paid ticket among `productIds` (one summit's tickets): it is the attendee of
 * a paid order line of one of them (the order's learner, or its buyer when no one else was named).
 */
export async function holdsTicket(db: Queryable, email: string, productIds: number[]): Promise<boolean> {
  if (productIds.length === 0) return false;
  const ids = productIds.map((_, i) => `$${i + 2}`).join(', ');
  const rows = await db.query<{ one: number }>(
    `SELECT 1 AS one
       FROM orders o JOIN order_lines l ON l.order_id = o.id
      WHERE o.status = 'paid' AND l.product_id IN (${ids})
        AND (lower(o.learner_email) = $1 OR (coalesce(o.learner_email, '') = '' AND lower(o.email) = $1))
      LIMIT 1`,
    [email.toLowerCase(), ...productIds],
  );
  return rows.length > 0;
}
