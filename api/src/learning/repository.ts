// The embedded learning platform's tables: accounts (learning_accounts, the password as a scrypt
// hash only) and enrolments (learning_enrolments). Addresses come lower-cased from the platform
// (learning-platform.ts).
import type { Queryable } from '../db/db.js';

/** Which of these addresses have an account. */
export async function accountsAmong(db: Queryable, addresses: readonly string[]): Promise<Set<string>> {
  const known = await db.query<{ email: string }>('SELECT email FROM learning_accounts WHERE email = ANY($1::text[])', [addresses]);
  return new Set(known.map((r) => r.email));
}

export async function hasAccount(db: Queryable, address: string): Promise<boolean> {
  const [known] = await db.query<{ email: string }>('SELECT email FROM learning_accounts WHERE email = $1', [address]);
  return Boolean(known);
}

/** Creates the account unless the address has one; true when this call created it. */
export async function insertAccount(tx: Queryable, a: { email: string; fullName: string; passwordHash: string }): Promise<boolean> {
  const created = await tx.query<{ email: string }>(
    `INSERT INTO learning_accounts (email, full_name, password_hash) VALUES ($1, $2, $3)
     ON CONFLICT (email) DO NOTHING RETURNING email`,
    [a.email, a.fullName, a.passwordHash],
  );
  return created.length > 0;
}

/** The enrolment, made or made active again (through `seatId` when a seat gives it). */
export async function upsertEnrolment(tx: Queryable, e: { email: string; productId: number; orderId: number; seatId: number | null }): Promise<void> {
  await tx.query(
    `INSERT INTO learning_enrolments (email, product_id, order_id, seat_id) VALUES ($1, $2, $3, $4)
     ON CONFLICT (email, product_id, order_id) DO UPDATE SET active = true, seat_id = EXCLUDED.seat_id`,
    [e.email, e.productId, e.orderId, e.seatId],
  );
}

export async function deactivateEnrolment(tx: Queryable, e: { email: string; productId: number; orderId: number }): Promise<void> {
  await tx.query(
    'UPDATE learning_enrolments SET active = false WHERE email = $1 AND product_id = $2 AND order_id = $3',
    [e.email, e.productId, e.orderId],
  );
}
