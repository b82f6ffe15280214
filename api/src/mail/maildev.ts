// maildev started from Node (the store starts it in a worker thread: shell/server/service-thread.ts): the
// embedded default's SMTP server and web inbox (ARCHITECTURE.md section 5).
// Every email the store sends lands in the inbox at `inboxUrl`; its REST API lists them at
// `${inboxUrl}/api/email`.
import { mkdirSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
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
  // The inbox's root address shows the mailbox whatever the client's Accept header says (its UI
  // answers the root only to requests that name text/html, and 404 JSON to the rest): a request for
  // '/' is handed on as a page request, before maildev's own handler reads it.
  const http = md.getServers()?.api?.server.server;
  http?.prependListener('request', (req: IncomingMessage) => {
    if ((req.method === 'GET' || req.method === 'HEAD') && (req.url === '/' || req.url?.startsWith('/?'))) req.headers.accept = 'text/html';
  });
  const webPort = md.getServers()?.api?.getAddress()?.port ?? opts.webPort; // the bound port (0: any free port)
  const shown = host === '127.0.0.1' || host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return {
    smtpUrl: `smtp://${host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host}:${opts.smtpPort}`,
    inboxUrl: `http://${shown}:${webPort}`,
    close: () => md.stop(),
  };
}
