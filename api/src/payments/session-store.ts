// checkout_sessions: the store's record of every payment session, whatever the provider (migration
// 003). The checkout route's priced order is written here when the session opens; fulfilment reads
// the lines and license holders back from here.
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
  if (new Date(s.expires_at).getTime() > now.getTime()) return { id: s.id, url: s.url };
  await db.query("UPDATE checkout_sessions SET status = 'expired', updated_at = now() WHERE id = $1 AND status = 'open'", [s.id]);
  return null;
}

/**
 * Records a new open session. Returns false when another request recorded an open session with the
 * same idempotency key first (the caller then uses that one).
 */
export async function insertSession(
  db: Queryable,
  s: { id: string; provider: ProviderName; url: string; expiresAt: Date; input: CreateSessionInput },
): Promise<boolean> {
  const i = s.input;
  const rows = await db.query<{ id: string }>(
    `INSERT INTO checkout_sessions (id, provider, idempotency_key, buyer_email, buyer_sub, learner_email, full_name, lines,
        license_holders, region, coupon_code, subtotal_cents, discount_cents, total_cents, currency, payment_type,
        installment_months, url, success_url, cancel_url, utm_source, utm_medium, utm_campaign, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24)
     ON CONFLICT (idempotency_key) WHERE status = 'open' DO NOTHING
     RETURNING id`,
    [
      s.id, s.provider, i.idempotencyKey, i.buyerEmail, i.buyerSub, i.learnerEmail, i.fullName, JSON.stringify(i.lines),
      JSON.stringify(i.licenseHolders), i.region, i.couponCode, i.subtotalAmount, i.discountAmount, i.totalAmount, i.currency,
      i.paymentType, i.installmentMonths, s.url, i.successUrl, i.cancelUrl, i.utm.utm_source ?? null, i.utm.utm_medium ?? null,
      i.utm.utm_campaign ?? null, s.expiresAt.toISOString(),
    ],
  );
  return rows.length === 1;
}

/** The provider says the session expired unpaid: it can no longer be paid. */
export async function markSessionExpired(db: Queryable, id: string): Promise<void> {
  await db.query(
    "UPDATE checkout_sessions SET status = 'expired', updated_at = now() WHERE id = $1 AND status = 'open' AND payment_status = 'unpaid'",
    [id],
  );
}
