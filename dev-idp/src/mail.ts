// The provider's emails (address confirmation, "this address already has an account"), sent over
// SMTP with nodemailer: maildev's local inbox in the embedded default, any SMTP server otherwise.
// Without an SMTP server (tests, the provider run on its own) they are kept in memory, in `outbox`.
// Sending never holds up a page: a message is handed to the SMTP server in the background, so a
// sign-up answers as fast whether its email is a confirmation link or a notice to the owner.
import nodemailer, { type Transporter } from 'nodemailer';
import { smtpOptions } from 'api/smtp';

export interface IdpMailOptions {
  /** smtp:// or smtps:// URL of the SMTP server. */
  smtpUrl: string;
  /** The From header (default DEFAULT_IDP_MAIL_FROM). */
  from?: string;
}

export interface IdpMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface SentMail extends IdpMail {
  from: string;
  at: number;
}

export const DEFAULT_IDP_MAIL_FROM = 'ACMA Store accounts <accounts@medicalaffairs-council.org>';
/** Emails to one address within MAIL_WINDOW_MS at most: a sign-up form cannot flood someone's inbox. */
export const MAIL_PER_ADDRESS = 5;
const MAIL_WINDOW_MS = 60 * 60_000;
const OUTBOX_MAX = 200;

interface Logger {
  info(msg: string): void;
  warn(msg: string): void;
  error(msg: string, err?: unknown): void;
}

export class IdpMailer {
  /** The messages kept in memory when there is no SMTP server (newest last, at most 200). */
  readonly outbox: SentMail[] = [];
  readonly from: string;
  readonly #transport: Transporter | null;
  readonly #recent = new Map<string, number[]>();
  readonly #log: Logger;

  constructor(opts: IdpMailOptions | undefined, log: Logger) {
    this.#log = log;
    this.from = opts?.from || DEFAULT_IDP_MAIL_FROM;
    this.#transport = opts?.smtpUrl ? nodemailer.createTransport(smtpOptions(opts.smtpUrl)) : null;
  }

  /** Queues a message; false when the address has had MAIL_PER_ADDRESS messages within the hour (it is dropped). */
  send(message: IdpMail): boolean {
    const to = message.to.toLowerCase();
    const now = Date.now();
    const recent = (this.#recent.get(to) ?? []).filter((t) => now - t < MAIL_WINDOW_MS);
    if (recent.length >= MAIL_PER_ADDRESS) {
      this.#log.warn(`[dev-idp] not emailing ${to} again: ${MAIL_PER_ADDRESS} emails within the hour`);
      return false;
    }
    recent.push(now);
    this.#recent.set(to, recent);
    if (!this.#transport) {
      this.outbox.push({ ...message, from: this.from, at: now });
      if (this.outbox.length > OUTBOX_MAX) this.outbox.splice(0, this.outbox.length - OUTBOX_MAX);
      this.#log.info(`[dev-idp] no SMTP server: email to ${message.to} kept in memory: ${message.subject}\n${message.text}`);
      return true;
    }
    this.#transport.sendMail({ from: this.from, ...message }).then(
      () => this.#log.info(`[dev-idp] emailed ${message.to}: ${message.subject}`),
      (e: unknown) => this.#log.error(`[dev-idp] could not email ${message.to}`, e),
    );
    return true;
  }

  /** Forgets the counts of an hour ago (called on a timer). */
  sweep(): void {
    const now = Date.now();
    for (const [to, times] of this.#recent) if (times.every((t) => now - t >= MAIL_WINDOW_MS)) this.#recent.delete(to);
  }

  close(): void {
    this.#transport?.close();
  }
}

