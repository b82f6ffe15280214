// The email outbox's table (email_outbox): emails queued in the transaction of what they announce,
// claimed by a sender, and marked sent or to be retried (outbox.ts runs the sending).
import type { Queryable } from '../db/db.js';
import type { MailMessage } from './mailer.js';

export interface OutboxEmail extends MailMessage {
  /** Unique per announcement, e.g. `order:<session id>` or `seat:<seat id>:<email>`. */
  dedupeKey: string;
  kind: string;
  orderId?: number | null;
}

/** Queues an email inside the caller's transaction. False when its dedupe key was already queued. */
export async function enqueueEmail(tx: Queryable, email: OutboxEmail): Promise<boolean> {
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO email_outbox (dedupe_key, kind, order_id, to_email, subject, html_body, text_body)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (dedupe_key) DO NOTHING
     RETURNING id`,
    [email.dedupeKey, email.kind, email.orderId ?? null, email.to, email.subject, email.html, email.text],
  );
  return rows.length === 1;
}

/** Emails of this kind queued for `to` in the last 24 hours. */
export async function emailsInLastDay(tx: Queryable, kind: string, to: string): Promise<number> {
  const [sent] = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM email_outbox WHERE kind = $1 AND to_email = $2 AND created_at > now() - interval '1 day'`,
    [kind, to],
  );
  return sent?.n ?? 0;
}

export interface ClaimedEmail { id: number; to_email: string; subject: string; html_body: string | null; text_body: string | null; attempts: number }

/**
 * Claims up to `limit` due emails for sending, atomically (status 'sending', FOR UPDATE SKIP LOCKED):
 * pending ones whose time has come, and claims older than `claimTimeoutSeconds` (a crashed sender's).
 * Oldest first: an UPDATE's RETURNING comes in the table's physical order, which updates reshuffle.
 */
export async function claimDueEmails(db: Queryable, limit: number, claimTimeoutSeconds: number): Promise<ClaimedEmail[]> {
  return db.query<ClaimedEmail>(
    `WITH claimed AS (
       UPDATE email_outbox SET status = 'sending', claimed_at = now(), attempts = attempts + 1
        WHERE id IN (
          SELECT id FROM email_outbox
           WHERE (status = 'pending' AND next_attempt_at <= now())
              OR (status = 'sending' AND claimed_at < now() - make_interval(secs => $2))
           ORDER BY id
           LIMIT $1
           FOR UPDATE SKIP LOCKED)
        RETURNING id, to_email, subject, html_body, text_body, attempts)
     SELECT * FROM claimed ORDER BY id`,
    [limit, claimTimeoutSeconds],
  );
}

/** Sent: the bodies are cleared (they may hold a temporary password). */
export async function markEmailSent(db: Queryable, id: number, messageId: string): Promise<void> {
  await db.query(
    `UPDATE email_outbox SET status = 'sent', sent_at = now(), message_id = $2, html_body = NULL, text_body = NULL,
            claimed_at = NULL, last_error = NULL
      WHERE id = $1`,
    [id, messageId],
  );
}

/** A failed send: 'pending' again after `retryInSeconds`, or 'failed' for good. */
export async function markEmailFailed(db: Queryable, id: number, f: { status: 'pending' | 'failed'; error: string; retryInSeconds: number }): Promise<void> {
  await db.query(
    `UPDATE email_outbox SET status = $2, last_error = $3, claimed_at = NULL,
            next_attempt_at = now() + make_interval(secs => $4)
      WHERE id = $1`,
    [id, f.status, f.error, f.retryInSeconds],
  );
}
