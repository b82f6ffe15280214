// The email outbox: an email is written in the same transaction as what it announces (an order, a
// seat assignment) under a unique dedupe key, and sent after the commit. A replayed event or a
// second request finds the key taken and writes nothing, so each announcement goes out once.
//
// Sending claims rows atomically (status 'sending', FOR UPDATE SKIP LOCKED), so two workers (two
// API replicas, or a kick racing the timer) never send the same row. A failed send is retried with
// backoff; a claim left behind by a crashed process is taken again after CLAIM_TIMEOUT. Once sent,
// the bodies are cleared: they may hold a temporary password. The SQL is in repository.ts.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/db.js';
import type { Mailer } from './mailer.js';
import { claimDueEmails, markEmailFailed, markEmailSent } from './repository.js';

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
    const claimed = await claimDueEmails(this.db, this.batchSize, CLAIM_TIMEOUT_SECONDS);
    for (const row of claimed) {
      try {
        const { messageId } = await mailer.send({ to: row.to_email, subject: row.subject, html: row.html_body ?? '', text: row.text_body ?? '' });
        await markEmailSent(this.db, row.id, messageId);
        this.log.info({ emailId: row.id, to: row.to_email, messageId }, 'email sent');
      } catch (e) {
        const failed = row.attempts >= this.maxAttempts;
        const message = e instanceof Error ? e.message : String(e);
        await markEmailFailed(this.db, row.id, { status: failed ? 'failed' : 'pending', error: message.slice(0, 1000), retryInSeconds: backoffSeconds(row.attempts) });
        if (failed) this.log.error({ emailId: row.id, to: row.to_email, err: e }, 'email failed for good');
        else this.log.warn({ emailId: row.id, to: row.to_email, attempt: row.attempts, reason: message }, 'email send failed; will retry');
      }
    }
    return claimed.length;
  }
}
