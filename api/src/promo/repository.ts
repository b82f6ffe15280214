// promo_codes: a code as stored (upper-case; product_ids null = every product), read alone or with
// the catalog's version. What a code does to a cart is promo.ts's.
import type { Queryable } from '../db/db.js';

export interface PromoCode {
  code: string;
  kind: 'percent' | 'amount';
  value: number;
  productIds: number[] | null;
  expiresAt: Date | null;
  active: boolean;
}

interface PromoRow { code: string; kind: 'percent' | 'amount'; value: number; product_ids: number[] | null; expires_at: Date | string | null; active: boolean }

const toPromoCode = (r: PromoRow): PromoCode => ({
  code: r.code,
  kind: r.kind,
  value: Number(r.value),
  productIds: r.product_ids ? r.product_ids.map(Number) : null,
  expiresAt: r.expires_at === null ? null : new Date(r.expires_at),
  active: r.active,
});

export async function findPromoCode(db: Queryable, code: string): Promise<PromoCode | null> {
  const rows = await db.query<PromoRow>(
    'SELECT code, kind, value, product_ids, expires_at, active FROM promo_codes WHERE code = $1',
    [code.trim().toUpperCase()],
  );
  return rows[0] ? toPromoCode(rows[0]) : null;
}

/**
 * The code and the catalog's version it was read at, in one statement (a checkout priced from a
 * catalog snapshot uses the code only when the versions agree: every change to promo_codes bumps it).
 */
export async function findPromoCodeAtVersion(db: Queryable, code: string): Promise<{ version: number; promo: PromoCode | null }> {
  const [r] = await db.query<Partial<PromoRow> & { version: number | string }>(
    `SELECT (SELECT version FROM catalog_version) AS version, p.code, p.kind, p.value, p.product_ids, p.expires_at, p.active
       FROM (SELECT 1) AS one LEFT JOIN promo_codes p ON p.code = $1`,
    [code.trim().toUpperCase()],
  );
  return { version: Number(r?.version), promo: r?.code ? toPromoCode(r as PromoRow) : null };
}
