// nodemailer's SMTP options from an smtp:// or smtps:// URL: the store's mailer (SMTP_URL) and the
// local sign-in provider's (dev-idp imports it as `api/smtp`) read one URL the same way.
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';

/** SMTP options from a URL, with timeouts short enough that a dead server does not hold a request. */
export function smtpOptions(url: string): SMTPTransport.Options {
  const u = new URL(url);
  if (u.protocol !== 'smtp:' && u.protocol !== 'smtps:') throw new Error(`the SMTP URL must start with smtp:// or smtps:// (got ${u.protocol})`);
  const secure = u.protocol === 'smtps:';
  const opts: SMTPTransport.Options = {
    host: u.hostname.replace(/^\[|\]$/g, ''),
    port: u.port ? Number(u.port) : secure ? 465 : 587,
    secure,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  };
  if (u.username) opts.auth = { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) };
  // A local catcher (maildev) speaks plain SMTP; anything else may upgrade with STARTTLS as offered.
  if (['localhost', '127.0.0.1', '::1'].includes(opts.host!)) opts.ignoreTLS = true;
  return opts;
}
