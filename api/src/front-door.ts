// The front door: the store's hottest answers, the catalog list and the cached page documents, are
// bodies made once per catalog version and release. Sending one costs little, but through Fastify
// every request also gets a Request and a Reply, the hooks, the reply's header handling and its
// send pipeline, and in a process that has answered every kind of request that shared code is slow
// (docs/performance.md, "Kept answers at the front door"). The front door is the first listener of
// the HTTP server Fastify made: a GET that a registered answerer can serve from its cache is
// answered there; anything else goes on to Fastify untouched (a miss, another method, a request
// with a body or an `Expect`, a server that is closing: Fastify answers 503).
//
// It copies nothing of Fastify's: what a request gets besides its answer comes from the one piece
// of code both paths use.
// - The server is Fastify's own (its timeouts and options); the front door only goes ahead of
//   Fastify's request listener on it (`attach`).
// - The request id is the store's `requestId`, which Fastify is given as genReqId.
// - The log lines are written by the LogController Fastify is given (`logController`): the front
//   door hands it the request and reply fields its lines read. The client's address is read with
//   the trust function Fastify is given (proxy-addr, as Fastify's request.ip).
// - The headers are the one `responseHeaders` object the app's onRequest hook sets, under the
//   answer's own (`FrontAnswer`, the object Fastify's route sends on a miss: sendFrontAnswer).
// front-door.test.ts compares both paths request by request: status, headers, body and log lines.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest, LogController } from 'fastify';
import type { TrustFn } from './trust-proxy.js';

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
/**
 * Headers an answer gets for this request alone (a flat list: name, value, …), over its own: the
 * answers are shared by every request for the same body, these are not (a page view's ticket).
 */
export type PerRequestHeaders = (req: IncomingMessage, answer: FrontAnswer) => string[];

/** Fastify's logger as pino makes it (a disabled logger has no levels). */
type Logger = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };

export interface FrontDoorOptions {
  /** The headers every response carries (app.ts's one onRequest hook sets the same object's). */
  responseHeaders: Record<string, string>;
  /** The request id: the function Fastify is given as genReqId. */
  requestId: (req: IncomingMessage) => string;
  /** The trust function Fastify is given as trustProxy, or null when no proxy is trusted. */
  trust: TrustFn | null;
  /** The LogController Fastify is given: it writes both paths' request log lines. */
  logs: LogController;
}

function lastEntry(value: string | string[]): string {
  const v = Array.isArray(value) ? value[value.length - 1]! : value;
  const i = v.lastIndexOf(',');
  return i === -1 ? v.trim() : v.slice(i + 1).trim();
}

export class FrontDoor {
  private readonly exact = new Map<string, FrontAnswerer>();
  private readonly others: { answerer: FrontAnswerer; perRequest: PerRequestHeaders | null }[] = [];
  private log: Logger | null = null;
  private closing = false;
  private readonly raw = new WeakMap<FrontAnswer, (string | number)[]>();
  /** Requests answered here (tests read it to know which path answered). */
  answered = 0;

  constructor(private readonly opts: FrontDoorOptions) {}

  /** From now on every request goes to Fastify (it answers 503 while closing). */
  close(): void {
    this.closing = true;
  }

  /** An answerer for one address, asked only when the request's URL is exactly it (a query goes elsewhere). */
  route(url: string, answerer: FrontAnswerer): void {
    this.exact.set(url, answerer);
  }

  /** An answerer asked for every GET that no `route` path takes (the page documents), and the headers its answers get per request. */
  fallback(answerer: FrontAnswerer, perRequest: PerRequestHeaders | null = null): void {
    this.others.push({ answerer, perRequest });
  }

  /**
   * Goes ahead of Fastify on the server Fastify made (`app.server`, with its timeouts and options):
   * Fastify's request listener is called for every request the front door does not answer.
   * `log` is Fastify's logger (`app.log`); its level decides whether request lines are written.
   */
  attach(server: Server, log: FastifyBaseLogger): void {
    const listeners = server.listeners('request');
    if (listeners.length !== 1) throw new Error(`front door: expected Fastify's one request listener, found ${listeners.length}`);
    const fastify = listeners[0] as (req: IncomingMessage, res: ServerResponse) => void;
    this.log = typeof (log as Partial<Logger>).isLevelEnabled === 'function' ? (log as Logger) : null;
    server.removeListener('request', fastify);
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      let done = false;
      try {
        done = this.answer(req, res);
      } catch (err) {
        // an answerer's fault: logged, and the request goes to Fastify (unless a response began)
        this.log?.error({ err, url: req.url }, 'front door: an answerer threw; the request goes to Fastify');
        done = res.headersSent;
      }
      if (!done) fastify(req, res);
    });
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
    let perRequest: PerRequestHeaders | null = null;
    const exact = this.exact.get(url);
    if (exact) a = exact(req, path);
    else {
      for (let i = 0; i < this.others.length && !a; i++) {
        const other = this.others[i]!;
        a = other.answerer(req, path);
        perRequest = other.perRequest;
      }
    }
    if (!a) return false;
    this.answered++;
    const id = this.opts.requestId(req);
    if (this.log?.isLevelEnabled('info')) this.logLines(req, res, id, this.log);
    const headers = this.rawHeaders(a).slice();
    headers.push('x-request-id', id);
    if (perRequest) headers.push(...perRequest(req, a));
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

  /**
   * The request's two log lines, written by Fastify's LogController: it is handed what its lines
   * read of a Fastify request and reply (the logger with the request id, the fields of the `req`
   * serializer, the status and the time taken). The client's address and host are read with the
   * trust function Fastify reads them with.
   */
  private logLines(req: IncomingMessage, res: ServerResponse, id: string, logger: Logger): void {
    const { logs, trust } = this.opts;
    const log = logger.child({ [logs.requestIdLogLabel]: id });
    const h = req.headers;
    const socket = req.socket;
    const trusted = trust !== null && socket.remoteAddress !== undefined && trust(socket.remoteAddress, 0);
    let ip = socket.remoteAddress;
    if (trust) {
      const all = proxyAddr.all(req, trust);
      ip = all[all.length - 1];
    }
    const request = {
      id, raw: req, log, method: req.method, url: req.url, headers: h, socket, ip,
      host: trusted && h['x-forwarded-host'] ? lastEntry(h['x-forwarded-host']) : (h.host ?? ''),
    } as unknown as FastifyRequest;
    const start = performance.now();
    const reply = { request, log, raw: res, get statusCode() { return res.statusCode; }, get elapsedTime() { return performance.now() - start; } } as unknown as FastifyReply;
    logs.incomingRequest(request, reply);
    res.once('finish', () => logs.requestCompleted(null, request, reply));
  }
}

/** Sends a FrontAnswer through Fastify (a miss, or a request the front door left to Fastify). */
export function sendFrontAnswer(reply: FastifyReply, a: FrontAnswer): FastifyReply {
  reply.code(a.status).headers(a.headers);
  return a.body === null ? reply.send() : reply.send(a.body);
}
