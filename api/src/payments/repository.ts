// checkout_sessions: the store's record of every payment session, whatever the provider (migration
// 003). The checkout route's priced order is written here when the session opens; fulfilment reads
// the lines and license holders back from here.
// sandbox_payments: what the sandbox's hosted page recorded about each payment.
import type { Queryable } from '../db/db.js';
import type {
  CreateSessionInput, PaymentType, ProviderName, SessionLicenseHolder, SessionLine, SessionPaymentStatus, SessionStatus, Utm,
} from './provider.js';

/** How long a session stays payable, like a provider's hosted checkout (24 hours). */
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;

export interface StoredSession {
  id: string;
  provider: ProviderName;
  idempotencyKey: string;
  buyerEmail: string;
  buyerSub: string;
  learnerEmail: string;
  fullName: string;
  lines: SessionLine[];
  licenseHolders: SessionLicenseHolder[];
  region: number | null;
  couponCode: string | null;
  subtotalAmount: number;
  discountAmount: number;
  totalAmount: number;
  currency: string;
  paymentType: PaymentType;
  installmentMonths: number;
  status: SessionStatus;
  paymentStatus: SessionPaymentStatus;
  url: string;
  successUrl: string;
  cancelUrl: string;
  utm: Utm;
  createdAt: Date;
  expiresAt: Date;
}

interface SessionRow {
  id: string; provider: ProviderName; idempotency_key: string; buyer_email: string; buyer_sub: string; learner_email: string;
  full_name: string; lines: SessionLine[] | string; license_holders: SessionLicenseHolder[] | string; region: number | null;
  coupon_code: string | null; subtotal_cents: number; discount_cents: number; total_cents: number; currency: string;
  payment_type: PaymentType; installment_months: number; status: SessionStatus; payment_status: SessionPaymentStatus;
  url: string; success_url: string; cancel_url: string; utm_source: string | null; utm_medium: string | null;
  utm_campaign: string | null; created_at: Date | string; expires_at: Date | string;
}

const jsonOf = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

function toSession(r: SessionRow): StoredSession {
  const utm: Utm = {};
  if (r.utm_source) utm.utm_source = r.utm_source;
  if (r.utm_medium) utm.utm_medium = r.utm_medium;
  if (r.utm_campaign) utm.utm_campaign = r.utm_campaign;
  return {
    id: r.id, provider: r.provider, idempotencyKey: r.idempotency_key, buyerEmail: r.buyer_email, buyerSub: r.buyer_sub,
    learnerEmail: r.learner_email, fullName: r.full_name, lines: jsonOf(r.lines), licenseHolders: jsonOf(r.license_holders),
    region: r.region, couponCode: r.coupon_code, subtotalAmount: Number(r.subtotal_cents), discountAmount: Number(r.discount_cents),
    totalAmount: Number(r.total_cents), currency: r.currency, paymentType: r.payment_type, installmentMonths: r.installment_months,
    status: r.status, paymentStatus: r.payment_status, url: r.url, successUrl: r.success_url, cancelUrl: r.cancel_url, utm,
    createdAt: new Date(r.created_at), expiresAt: new Date(r.expires_at),
  };
}

export async function findSession(db: Queryable, id: string): Promise<StoredSession | null> {
  const rows = await db.query<SessionRow>('SELECT * FROM checkout_sessions WHERE id = $1', [id]);
  return rows[0] ? toSession(rows[0]) : null;
}

/** An open session can still be paid until its expiry. */
const payableAt = (expiresAt: Date | string, now: Date): boolean => new Date(expiresAt).getTime() > now.getTime();

/**
 * The open, unexpired session of this idempotency key (its id and payment page: what a checkout
 * answering a repeated order needs); an expired one is marked so on the way.
 */
export async function findOpenSessionByKey(db: Queryable, key: string, now = new Date()): Promise<{ id: string; url: string } | null> {
  const rows = await db.query<{ id: string; url: string; expires_at: Date | string }>(
    "SELECT id, url, expires_at FROM checkout_sessions WHERE idempotency_key = $1 AND status = 'open'",
    [key],
  );
  const s = rows[0];
  if (!s) return null;
  if (payableAt(s.expires_at, now)) return { id: s.id, url: s.url };
  await db.query("UPDATE checkout_sessions SET status = 'expired', updated_at = now() WHERE id = $1 AND status = 'open'", [s.id]);
  return null;
}

/** A session to record: the provider's id and payment page, its expiry and the priced order. */
export interface NewSession { id: string; provider: ProviderName; url: string; expiresAt: Date; input: CreateSessionInput }

/** The session's columns and values as insertSession and insertSessionAtVersion write them ($1..$24). */
const INSERT_COLUMNS = `id, provider, idempotency_key, buyer_email, buyer_sub, learner_email, full_name, lines,
        license_holders, region, coupon_code, subtotal_cents, discount_cents, total_cents, currency, payment_type,
        installment_months, url, success_url, cancel_url, utm_source, utm_medium, utm_campaign, expires_at`;
function insertValues(s: NewSession): unknown[] {
  const i = s.input;
  return [
    s.id, s.provider, i.idempotencyKey, i.buyerEmail, i.buyerSub, i.learnerEmail, i.fullName, JSON.stringify(i.lines),
    JSON.stringify(i.licenseHolders), i.region, i.couponCode, i.subtotalAmount, i.discountAmount, i.totalAmount, i.currency,
    i.paymentType, i.installmentMonths, s.url, i.successUrl, i.cancelUrl, i.utm.utm_source ?? null, i.utm.utm_medium ?? null,
    i.utm.utm_campaign ?? null, s.expiresAt.toISOString(),
  ];
}

/**
 * Records a new open session. Returns false when another request recorded an open session with the
 * same idempotency key first (the caller then uses that one).
 */
export async function insertSession(
  db: Queryable,
  s: NewSession,
): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO checkout_sessions (${INSERT_COLUMNS})
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24)
     ON CONFLICT (idempotency_key) WHERE status = 'open' DO NOTHING
     RETURNING id`,
    insertValues(s),
  );
  return rows.length === 1;
}

/**
 * The open session of this idempotency key and the catalog's version, read in one statement (the
 * Stripe provider's first step when it opens a session at a catalog version): `open` is the unexpired
 * open session, null when there is none, 'expired' when one past its expiry is still marked open.
 */
export async function openSessionAndVersion(
  db: Queryable, key: string, now: Date,
): Promise<{ version: number; open: { id: string; url: string } | null | 'expired' }> {
  const [r] = await db.query<{ version: number | string; id: string | null; url: string | null; expires_at: Date | string | null }>(
    `SELECT (SELECT version FROM catalog_version) AS version, s.id, s.url, s.expires_at
       FROM (SELECT 1) AS one LEFT JOIN checkout_sessions s ON s.idempotency_key = $1 AND s.status = 'open'`,
    [key],
  );
  const open = !r?.id ? null : payableAt(r.expires_at!, now) ? { id: r.id, url: r.url! } : 'expired' as const;
  return { version: Number(r?.version), open };
}

/**
 * Records a new open session in one statement, a transaction of its own, only while the catalog is
 * still at `catalogVersion`: the version of the catalog snapshot the order was priced from. Every
 * change to products, their relations or promotion codes bumps that version (migration 005), so a
 * session recorded here carries exactly the prices the database holds at the moment it is recorded.
 * Returns the new session, or the open unexpired session this order already has (recorded at this
 * version too, so at these prices); null when the catalog moved on, when an open session of the key
 * is past its expiry, or when a concurrent request recorded the key first: the caller then prices and
 * records the order in a transaction (open-checkout.ts), which settles each of those.
 */
export async function insertSessionAtVersion(
  db: Queryable,
  s: NewSession,
  catalogVersion: number,
  now: Date,
): Promise<{ id: string; url: string } | null> {
  const [r] = await db.query<{ version: number | string; created: string | null; open_id: string | null; open_url: string | null; expires_at: Date | string | null }>(
    `WITH cv AS (SELECT version FROM catalog_version),
     existing AS (SELECT id, url, expires_at FROM checkout_sessions WHERE idempotency_key = $3 AND status = 'open'),
     ins AS (
       INSERT INTO checkout_sessions (${INSERT_COLUMNS})
       SELECT $1::text, $2::text, $3::text, $4::text, $5::text, $6::text, $7::text, $8::jsonb, $9::jsonb, $10::integer, $11::text,
              $12::integer, $13::integer, $14::integer, $15::text, $16::text, $17::integer, $18::text, $19::text, $20::text, $21::text,
              $22::text, $23::text, $24::timestamptz
         FROM cv WHERE cv.version = $25::bigint AND NOT EXISTS (SELECT 1 FROM existing)
       ON CONFLICT (idempotency_key) WHERE status = 'open' DO NOTHING
       RETURNING id)
     SELECT (SELECT version FROM cv) AS version, (SELECT id FROM ins) AS created, e.id AS open_id, e.url AS open_url, e.expires_at
       FROM (SELECT 1) AS one LEFT JOIN existing e ON true`,
    [...insertValues(s), catalogVersion],
  );
  if (!r || Number(r.version) !== catalogVersion) return null;
  if (r.created) return { id: s.id, url: s.url };
  if (r.open_id && payableAt(r.expires_at!, now)) return { id: r.open_id, url: r.open_url! };
  return null;
}

/** The provider says the session expired unpaid: it can no longer be paid. */
export async function markSessionExpired(db: Queryable, id: string): Promise<void> {
  await db.query(
    "UPDATE checkout_sessions SET status = 'expired', updated_at = now() WHERE id = $1 AND status = 'open' AND payment_status = 'unpaid'",
    [id],
  );
}

/** Fulfilment: the session's order is recorded (in the same transaction). */
export async function markSessionPaid(tx: Queryable, id: string): Promise<void> {
  await tx.query("UPDATE checkout_sessions SET status = 'complete', payment_status = 'paid', updated_at = now() WHERE id = $1", [id]);
}

/** Marks an open, unexpired sandbox session paid. False when it was not open any more (paid, expired). */
export async function markOpenSandboxSessionPaid(tx: Queryable, id: string): Promise<boolean> {
  const rows = await tx.query<{ id: string }>(
    `UPDATE checkout_sessions SET status = 'complete', payment_status = 'paid', updated_at = now()
      WHERE id = $1 AND provider = 'sandbox' AND status = 'open' AND expires_at > now() RETURNING id`,
    [id],
  );
  return rows.length > 0;
}

export interface SandboxPayment {
  sessionId: string; paymentRef: string; subscriptionRef: string | null;
  card: { brand: string; last4: string; name: string }; amountCents: number;
}

export async function insertSandboxPayment(tx: Queryable, p: SandboxPayment): Promise<void> {
  await tx.query(
    `INSERT INTO sandbox_payments (session_id, payment_ref, card_brand, card_last4, card_name, amount_cents, subscription_ref)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [p.sessionId, p.paymentRef, p.card.brand, p.card.last4, p.card.name, p.amountCents, p.subscriptionRef],
  );
}

/** The payment and subscription references the sandbox recorded for the session; null before it is paid. */
export async function sandboxPaymentRefs(db: Queryable, sessionId: string): Promise<{ paymentRef: string; subscriptionRef: string | null } | null> {
  const [p] = await db.query<{ payment_ref: string; subscription_ref: string | null }>(
    'SELECT payment_ref, subscription_ref FROM sandbox_payments WHERE session_id = $1',
    [sessionId],
  );
  return p ? { paymentRef: p.payment_ref, subscriptionRef: p.subscription_ref } : null;
}
