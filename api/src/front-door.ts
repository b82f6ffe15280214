// The front door: the store's hottest answers, the catalog list and the cached page documents, are
// bodies made once per catalog version and release. Sending one costs little, but through Fastify
// every request also gets a Request and a Reply, the hooks, the reply's header handling and its
// send pipeline, and in a process that has answered every kind of request that shared code is slow
// (bench/RESULTS.md). The front door is the HTTP server's request listener, ahead of Fastify's
// router: a GET that a registered answerer can serve from its cache is answered there, with the
// headers, request id and log lines Fastify's path gives the same answer (both paths send the one
// FrontAnswer the answerer makes; front-door.test.ts compares the two, request by request).
// Anything else goes on to Fastify untouched: a miss, another method, a request with a body or an
// `Expect`, a server that is closing (Fastify answers 503).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyBaseLogger, FastifyReply, FastifyServerOptions } from 'fastify';

/** One answer, sent as it is by the front door or through a Fastify reply (sendFrontAnswer). */
export interface FrontAnswer {
  status: number;
  /** Lowercase names; they go over the store's response headers. */
  headers: Record<string, string>;
  /** null: no body (a 304). */
  body: string | Buffer | null;
}

/** Answers a GET from what is already made, or returns undefined to leave the request to Fastify. */
export type FrontAnswerer = (req: IncomingMessage, path: string) => FrontAnswer | undefined;

type TrustFn = (addr: string, hop: number) => boolean;
/** Fastify's logger as pino makes it (a disabled logger has no levels). */
type Logger = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };

export interface FrontDoorOptions {
  /** The headers every response carries (app.ts's one onRequest hook sets the same object's). */
  responseHeaders: Record<string, string>;
  /** The request id, as Fastify's genReqId makes it. */
  requestId: (req: IncomingMessage) => string;
  /** Fastify's trustProxy, for the logged client address and host (as Fastify's request.ip/host). */
  trustProxy: boolean | string[] | TrustFn;
}

/** Fastify's reading of trustProxy (lib/request.js getTrustProxyFn), for the values the store passes. */
function trustFn(tp: FrontDoorOptions['trustProxy']): TrustFn | null {
  if (typeof tp === 'function') return tp;
  if (tp === true) return () => true;
  if (Array.isArray(tp) && tp.length) return proxyAddr.compile(tp);
  return null;
}

function lastEntry(value: string | string[]): string {
  const v = Array.isArray(value) ? value[value.length - 1]! : value;
  const i = v.lastIndexOf(',');
  return i === -1 ? v.trim() : v.slice(i + 1).trim();
}

export class FrontDoor {
  private readonly exact = new Map<string, FrontAnswerer>();
  private readonly others: FrontAnswerer[] = [];
  private readonly trust: TrustFn | null;
  private log: Logger | null = null;
  private closing = false;
  private readonly raw = new WeakMap<FrontAnswer, (string | number)[]>();
  /** Requests answered here (tests read it to know which path answered). */
  answered = 0;

  constructor(private readonly opts: FrontDoorOptions) {
    this.trust = trustFn(opts.trustProxy);
  }

  /** Fastify's logger: request log lines as Fastify writes them, when its level lets `info` through. */
  useLogger(log: FastifyBaseLogger): void {
    this.log = typeof (log as Partial<Logger>).isLevelEnabled === 'function' ? (log as Logger) : null;
  }

  /** From now on every request goes to Fastify (it answers 503 while closing). */
  close(): void {
    this.closing = true;
  }

  /** An answerer for one address, asked only when the request's URL is exactly it (a query goes elsewhere). */
  route(url: string, answerer: FrontAnswerer): void {
    this.exact.set(url, answerer);
  }

  /** An answerer asked for every GET that no `route` path takes (the page documents). */
  fallback(answerer: FrontAnswerer): void {
    this.others.push(answerer);
  }

  /** The request listener of Fastify's server (serverFactory): the front door first, then Fastify. */
  serverFactory(): NonNullable<FastifyServerOptions['serverFactory']> {
    return (handler, o) => {
      const server: Server = createServer((o as { http?: object }).http ?? {}, (req, res) => {
        let done = false;
        try {
          done = this.answer(req, res);
        } catch (err) {
          // an answerer's fault: logged, and the request goes to Fastify (unless a response began)
          this.log?.error({ err, url: req.url }, 'front door: an answerer threw; the request goes to Fastify');
          done = res.headersSent;
        }
        if (!done) handler(req, res);
      });
      // what Fastify does to a server it makes itself (lib/server.js)
      const opts = o as { keepAliveTimeout?: number; requestTimeout?: number; connectionTimeout?: number; maxRequestsPerSocket?: number };
      if (opts.keepAliveTimeout !== undefined) server.keepAliveTimeout = opts.keepAliveTimeout;
      if (opts.requestTimeout !== undefined) server.requestTimeout = opts.requestTimeout;
      server.setTimeout(opts.connectionTimeout ?? 0);
      if ((opts.maxRequestsPerSocket ?? 0) > 0) server.maxRequestsPerSocket = opts.maxRequestsPerSocket!;
      return server;
    };
  }

  /** True when the request was answered here. */
  answer(req: IncomingMessage, res: ServerResponse): boolean {
    if (this.closing || req.method !== 'GET') return false;
    const h = req.headers;
    if (h['content-length'] !== undefined || h['transfer-encoding'] !== undefined || h.expect !== undefined) return false;
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const path = q === -1 ? url : url.slice(0, q);
    let a: FrontAnswer | undefined;
    const exact = this.exact.get(url);
    if (exact) a = exact(req, path);
    else for (let i = 0; i < this.others.length && !a; i++) a = this.others[i]!(req, path);
    if (!a) return false;
    this.answered++;
    const id = this.opts.requestId(req);
    const log = this.log?.isLevelEnabled('info') ? this.log.child({ reqId: id }) : null;
    if (log) {
      const start = performance.now();
      log.info({ req: this.logged(req) }, 'incoming request');
      res.once('finish', () => log.info({ res: { statusCode: res.statusCode }, responseTime: performance.now() - start }, 'request completed'));
    }
    const headers = this.rawHeaders(a).slice();
    headers.push('x-request-id', id);
    res.writeHead(a.status, headers);
    res.end(a.body ?? undefined);
    return true;
  }

  /**
   * An answer's headers as the flat list Node's writeHead takes, all but the request id: the store's
   * response headers under the answer's own, lowercase names (as Fastify's reply.header() writes
   * them), the body's length. Made once per answer (the answerers hand out the same answer object
   * for the same body and encoding): building a header object per request had cost more than the
   * rest of the front door. The store's response headers are set while the app is built, before it
   * listens, so they are read here once.
   */
  private rawHeaders(a: FrontAnswer): (string | number)[] {
    let raw = this.raw.get(a);
    if (!raw) {
      const merged: Record<string, string | number> = {};
      const common = this.opts.responseHeaders;
      for (const k of Object.keys(common)) merged[k.toLowerCase()] = common[k]!;
      for (const k of Object.keys(a.headers)) merged[k.toLowerCase()] = a.headers[k]!;
      delete merged['x-request-id'];
      if (a.body !== null) merged['content-length'] = typeof a.body === 'string' ? Buffer.byteLength(a.body) : a.body.length;
      raw = Object.entries(merged).flat();
      this.raw.set(a, raw);
    }
    return raw;
  }

  /** What Fastify's `req` log serializer reads from its request. */
  private logged(req: IncomingMessage) {
    const h = req.headers;
    const socket = req.socket;
    const trusted = this.trust !== null && socket.remoteAddress !== undefined && this.trust(socket.remoteAddress, 0);
    let ip = socket.remoteAddress;
    if (this.trust) {
      const all = proxyAddr.all(req, this.trust);
      ip = all[all.length - 1];
    }
    return {
      method: req.method,
      url: req.url,
      headers: h,
      host: trusted && h['x-forwarded-host'] ? lastEntry(h['x-forwarded-host']) : (h.host ?? ''),
      ip,
      socket,
    };
  }
}

/** Sends a FrontAnswer through Fastify (a miss, or a request the front door left to Fastify). */
export function sendFrontAnswer(reply: FastifyReply, a: FrontAnswer): FastifyReply {
  reply.code(a.status).headers(a.headers);
  return a.body === null ? reply.send() : reply.send(a.body);
}
