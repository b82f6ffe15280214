// Outgoing email through nodemailer over SMTP (ARCHITECTURE.md section 5): maildev in the embedded
// default, any SMTP server in production (SMTP_URL, e.g. smtps://user:pass@smtp.example.org:465).
// Tests hand in their own nodemailer transport to capture what would be sent.
import nodemailer, { type Transporter } from 'nodemailer';
import { smtpOptions } from './smtp-options.js';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface Mailer {
  /** The From header of every message. */
  readonly from: string;
  send(message: MailMessage): Promise<{ messageId: string }>;
  close(): void;
}

export interface MailOptions {
  /** smtp:// or smtps:// URL of the SMTP server. */
  smtpUrl?: string;
  /** A nodemailer transport (or its options) instead of smtpUrl: tests capture messages with it. */
  transport?: Parameters<typeof nodemailer.createTransport>[0];
  /** The sender, e.g. `ACMA Orders <orders@medicalaffairs-council.org>`. */
  from?: string;
}

export const DEFAULT_MAIL_FROM = 'ACMA Orders <orders@medicalaffairs-council.org>';

/**
 * SMTP connections kept open and reused for the next messages: a rush's hundreds of order emails
 * go over these instead of a connection, a greeting (and a TLS handshake) per email (300 order
 * emails: 61 s over a connection each, 24 s over a pool of 2, measured with `pnpm bench:rush`).
 */
export const SMTP_POOL = { pool: true, maxConnections: 2, maxMessages: 100 } as const;

/** A mailer, or null when no SMTP server is configured (emails then wait in the outbox). */
export function createMailer(opts: MailOptions | undefined): Mailer | null {
  if (!opts || (!opts.smtpUrl && !opts.transport)) return null;
  const transporter: Transporter = opts.transport
    ? nodemailer.createTransport(opts.transport)
    : nodemailer.createTransport({ ...smtpOptions(opts.smtpUrl!), ...SMTP_POOL });
  const from = opts.from || DEFAULT_MAIL_FROM;
  return {
    from,
    async send(m) {
      const info = (await transporter.sendMail({ from, to: m.to, subject: m.subject, html: m.html, text: m.text })) as { messageId?: string };
      return { messageId: String(info.messageId ?? '') };
    },
    close() {
      transporter.close();
    },
  };
}


