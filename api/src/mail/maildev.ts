// maildev in-process: the embedded default's SMTP server and web inbox (ARCHITECTURE.md section 5).
// Every email the store sends lands in the inbox at `inboxUrl`; its REST API lists them at
// `${inboxUrl}/api/email`.
import { mkdirSync } from 'node:fs';
import { MailDev } from 'maildev';

export interface LocalMailbox {
  smtpUrl: string;
  inboxUrl: string;
  close(): Promise<void>;
}

export async function startMaildev(opts: { smtpPort: number; webPort: number; host?: string; mailDirectory?: string }): Promise<LocalMailbox> {
  const host = opts.host ?? '127.0.0.1';
  if (opts.mailDirectory) mkdirSync(opts.mailDirectory, { recursive: true });
  const md = new MailDev({
    smtp: opts.smtpPort,
    ip: host,
    web: opts.webPort,
    webIp: host,
    silent: true,
    ...(opts.mailDirectory ? { mailDirectory: opts.mailDirectory } : {}),
  });
  await md.start();
  const shown = host === '127.0.0.1' || host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return {
    smtpUrl: `smtp://${host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host}:${opts.smtpPort}`,
    inboxUrl: `http://${shown}:${opts.webPort}`,
    close: () => md.stop(),
  };
}
