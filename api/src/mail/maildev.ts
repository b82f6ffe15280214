// maildev started from Node (the store starts it in a worker thread: server/service-thread.ts): the
// embedded default's SMTP server and web inbox (ARCHITECTURE.md section 5).
// Every email the store sends lands in the inbox at `inboxUrl`; its REST API lists them at
// `${inboxUrl}/api/email`.
import { mkdirSync } from 'node:fs';
import type { IncomingMessage, OutgoingHttpHeader, OutgoingHttpHeaders, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { MailDev } from 'maildev';

/** The message of a request the inbox refuses (another site's page, another host name). */
export const INBOX_REFUSED = 'The local inbox answers only its own pages (open it at its address).';

/**
 * Whether a request may reach the inbox: it is the store operator's, at its own address, never
 * another site's page. maildev answers every origin with `Access-Control-Allow-Origin: <that
 * origin>` and credentials (its CORS and socket.io defaults, not configurable through MailDev), so
 * any page the operator opened could read every email (temporary passwords, signed free-pass
 * links). Refused: a Host that is not this loopback address and port (DNS rebinding), an Origin
 * other than the inbox's own, and a request the browser marks as sent by another site
 * (`Sec-Fetch-Site` other than same-origin or none: a form posted from a page, even one of the
 * store's own origin, is same-site, not same-origin). Tools (curl, the tests' fetch) send neither.
 */
export function inboxAllows(req: IncomingMessage, port: number, boundHost?: string): boolean {
  const hosts = [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`];
  if (boundHost && !['0.0.0.0', '::', '127.0.0.1'].includes(boundHost)) hosts.push(`${boundHost.includes(':') ? `[${boundHost}]` : boundHost}:${port}`.toLowerCase());
  if (!hosts.includes(String(req.headers.host ?? '').toLowerCase())) return false;
  const origin = req.headers.origin;
  if (origin !== undefined && !hosts.some((h) => origin.toLowerCase() === `http://${h}`)) return false;
  const site = req.headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
}

const CORS_HEADER = /^access-control-/i;
/** The response without the CORS headers maildev adds (its own pages need none). */
function withoutCors(res: ServerResponse): void {
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name: string, value: number | string | readonly string[]) => (CORS_HEADER.test(name) ? res : setHeader(name, value));
  const writeHead = res.writeHead.bind(res) as (code: number, ...rest: unknown[]) => ServerResponse;
  res.writeHead = ((code: number, ...rest: unknown[]) => {
    const i = rest.findIndex((r) => r !== null && typeof r === 'object');
    if (i >= 0) {
      const h = rest[i];
      if (Array.isArray(h)) {
        const kept: OutgoingHttpHeader[] = [];
        for (let k = 0; k + 1 < h.length; k += 2) if (!CORS_HEADER.test(String(h[k]))) kept.push(h[k] as OutgoingHttpHeader, h[k + 1] as OutgoingHttpHeader);
        rest[i] = kept;
      } else {
        rest[i] = Object.fromEntries(Object.entries(h as OutgoingHttpHeaders).filter(([k]) => !CORS_HEADER.test(k)));
      }
    }
    for (const name of res.getHeaderNames()) if (CORS_HEADER.test(name)) res.removeHeader(name);
    return writeHead(code, ...rest);
  }) as typeof res.writeHead;
}

/** Puts `inboxAllows` in front of every request and WebSocket upgrade the inbox's server takes. */
function guardInbox(http: Server, port: () => number, boundHost: string): void {
  const onRequest = http.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  http.removeAllListeners('request');
  http.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!inboxAllows(req, port(), boundHost)) {
      res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }).end(INBOX_REFUSED);
      return;
    }
    withoutCors(res);
    for (const l of onRequest) l.call(http, req, res);
  });
  const onUpgrade = http.listeners('upgrade') as ((req: IncomingMessage, socket: Duplex, head: Buffer) => void)[];
  http.removeAllListeners('upgrade');
  http.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (!inboxAllows(req, port(), boundHost)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    for (const l of onUpgrade) l.call(http, req, socket, head);
  });
}

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
  if (!http) throw new Error('maildev started without its web server: the inbox cannot be guarded');
  guardInbox(http, () => webPort, host);
  const shown = host === '127.0.0.1' || host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return {
    smtpUrl: `smtp://${host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host}:${opts.smtpPort}`,
    inboxUrl: `http://${shown}:${webPort}`,
    close: () => md.stop(),
  };
}
