// The email outbox: an email is written in the same transaction as what it announces (an order, a
// seat assignment) under a unique dedupe key, and sent after the commit. A replayed event or a
// second request finds the key taken and writes nothing, so each announcement goes out once.
//
// Sending claims rows atomically (status 'sending', FOR UPDATE SKIP LOCKED), so two workers (two
// API replicas, or a kick racing the timer) never send the same row. A failed send is retried with
// backoff; a claim left behind by a crashed process is taken again after CLAIM_TIMEOUT. Once sent,
// the bodies are cleared: they may hold a temporary password.
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../db/db.js';
import type { Mailer, MailMessage } from './mailer.js';

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

export interface OutboxOptions {
  /** How often pending emails are looked for besides the kicks after each commit, ms (default 15 s). */
  pollMs?: number;
  /** Attempts before an email is marked failed (default 8). */
  maxAttempts?: number;
  /** Rows claimed per round (default 20). */
  batchSize?: number;
}

const CLAIM_TIMEOUT_SECONDS = 600;
/** Seconds to wait after the n-th failed attempt. */
export const backoffSeconds = (attempt: number): number => Math.min(6 * 3600, 30 * 4 ** Math.max(0, attempt - 1));

interface ClaimedRow { id: number; to_email: string; subject: string; html_body: string | null; text_body: string | null; attempts: number }

export class Outbox {
  private running: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private warnedNoMailer = false;
  private readonly maxAttempts: number;
  private readonly batchSize: number;

  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer | null,
    private readonly log: FastifyBaseLogger,
    private readonly opts: OutboxOptions = {},
  ) {
    this.maxAttempts = opts.maxAttempts ?? 8;
    this.batchSize = opts.batchSize ?? 20;
  }

  /** Starts the background poll (unref'd: it never keeps the process alive). */
  start(): void {
    if (this.timer || !this.mailer) return;
    this.timer = setInterval(() => this.kick(), this.opts.pollMs ?? 15_000);
    this.timer.unref();
    this.kick();
  }

  /** Sends what is due, soon; coalesces with a round already running. */
  kick(): void {
    if (this.stopped) return;
    if (!this.mailer) {
      if (!this.warnedNoMailer) {
        this.warnedNoMailer = true;
        this.log.warn('emails are queued in email_outbox but no SMTP server is configured (SMTP_URL)');
      }
      return;
    }
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.loop().finally(() => {
      this.running = null;
    });
  }

  /** Resolves when no sending round is running (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.idle();
    this.mailer?.close();
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      try {
        while ((await this.sendDue()) === this.batchSize && !this.stopped);
      } catch (e) {
        this.log.error({ err: e }, 'email outbox round failed');
      }
    } while (this.again && !this.stopped);
  }

  /** One round: claims up to batchSize due emails and sends them. Returns how many were claimed. */
  async sendDue(): Promise<number> {
    const mailer = this.mailer;
    if (!mailer) return 0;
    const claimed = await this.db.query<ClaimedRow>(
      `UPDATE email_outbox SET status = 'sending', claimed_at = now(), attempts = attempts + 1
        WHERE id IN (
          SELECT id FROM email_outbox
           WHERE (status = 'pending' AND next_attempt_at <= now())
              OR (status = 'sending' AND claimed_at < now() - make_interval(secs => $2))
           ORDER BY id
           LIMIT $1
           FOR UPDATE SKIP LOCKED)
        RETURNING id, to_email, subject, html_body, text_body, attempts`,
      [this.batchSize, CLAIM_TIMEOUT_SECONDS],
    );
    for (const row of claimed) {
      try {
        const { messageId } = await mailer.send({ to: row.to_email, subject: row.subject, html: row.html_body ?? '', text: row.text_body ?? '' });
        await this.db.query(
          `UPDATE email_outbox SET status = 'sent', sent_at = now(), message_id = $2, html_body = NULL, text_body = NULL,
                  claimed_at = NULL, last_error = NULL
            WHERE id = $1`,
          [row.id, messageId],
        );
        this.log.info({ emailId: row.id, to: row.to_email, messageId }, 'email sent');
      } catch (e) {
        const failed = row.attempts >= this.maxAttempts;
        const message = e instanceof Error ? e.message : String(e);
        await this.db.query(
          `UPDATE email_outbox SET status = $2, last_error = $3, claimed_at = NULL,
                  next_attempt_at = now() + make_interval(secs => $4)
            WHERE id = $1`,
          [row.id, failed ? 'failed' : 'pending', message.slice(0, 1000), backoffSeconds(row.attempts)],
        );
        if (failed) this.log.error({ emailId: row.id, to: row.to_email, err: e }, 'email failed for good');
        else this.log.warn({ emailId: row.id, to: row.to_email, attempt: row.attempts, reason: message }, 'email send failed; will retry');
      }
    }
    return claimed.length;
  }
}
