// Every error leaves the API as `{ error, message, statusCode, issues? }` (shared-api ApiErrorBody).
// Bad input is a 4xx with a reason; an unreachable database is a 503 with a plain message and
// Retry-After; anything unexpected is logged and answered with a plain 500.
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { formatIssues, issuesMessage, type ValidationIssue, type ApiErrorBody } from 'shared-api/contract';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly issues?: ValidationIssue[],
    readonly headers?: Record<string, string>,
    /** The body's `code`, a reason the client acts on (ApiErrorBody). */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, issues?: ValidationIssue[]) => new HttpError(400, message, issues);

/** What a caller sees while the database cannot be reached (no driver text, no stack). */
export const DB_UNAVAILABLE_MESSAGE = 'The store cannot reach its database right now. Nothing was changed; please try again in a moment.';
/** Seconds a client is told to wait before retrying a 503. */
export const RETRY_AFTER_SECONDS = 5;

/** Socket-level failures (Node's errno codes) that mean the database server is out of reach. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH',
  'ENETUNREACH', 'ENETDOWN', 'EHOSTDOWN', 'ESOCKETTIMEDOUT',
]);
/** PostgreSQL SQLSTATEs of a server that is going away or refusing connections. */
const PG_UNAVAILABLE = new Set(['57P01', '57P02', '57P03', '53300']);
/** node-postgres and pg-pool messages for a lost or unobtainable connection. */
const DRIVER_MESSAGES = [
  /^Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /^timeout expired$/i, // node-postgres: connectionTimeoutMillis passed while opening a connection
  /Client has encountered a connection error and is not queryable/i,
  /^Query read timeout/i,
  /Client was closed and is not queryable/i,
  /Cannot use a pool after calling end on the pool/i,
];

/**
 * True when `err` (or its cause) says the database could not be reached — as opposed to a bug or a
 * rejected statement. Such errors become a 503 with a plain message; the pool reconnects on its own
 * once the server is back, so no restart is needed.
 */
export function isDbUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 4) return false;
  const e = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === 'string') {
    if (NETWORK_CODES.has(e.code) || PG_UNAVAILABLE.has(e.code) || e.code.startsWith('08')) return true;
  }
  if (typeof e.message === 'string' && DRIVER_MESSAGES.some((re) => re.test(e.message as string))) return true;
  // AggregateError (happy-eyeballs connect to several addresses) and wrapped causes
  if (Array.isArray(e.errors) && e.errors.some((x) => isDbUnavailable(x, depth + 1))) return true;
  return isDbUnavailable(e.cause, depth + 1);
}

/** Parses `data` with `schema` or throws a 400 naming every problem. */
export function parseInput<S extends z.ZodType>(schema: S, data: unknown, where: 'query' | 'body'): z.infer<S> {
  const r = schema.safeParse(data ?? {});
  if (r.success) return r.data;
  const issues = formatIssues(r.error);
  throw new HttpError(400, `Invalid ${where === 'query' ? 'query parameters' : 'request body'}: ${issuesMessage(issues)}`, issues);
}

export function errorBody(statusCode: number, message: string, issues?: ValidationIssue[], code?: string): ApiErrorBody {
  const body: ApiErrorBody = { error: STATUS_CODES[statusCode] ?? 'Error', message, statusCode };
  if (issues?.length) body.issues = issues;
  if (code) body.code = code;
  return body;
}

/** Fastify's own 4xx errors (body parsing, content type, size) with wording for people. */
function clientErrorMessage(err: FastifyError): string {
  switch (err.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE': return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE': return 'Send the request body as application/json.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY': return 'The request body is empty: send a JSON object.';
    case 'FST_ERR_CTP_INVALID_JSON_BODY': return 'The request body is not valid JSON.';
    default:
      if (err instanceof SyntaxError) return 'The request body is not valid JSON.';
      return err.message;
  }
}

export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | HttpError | Error, req: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof HttpError) {
      if (err.statusCode >= 500) req.log.error({ err }, err.message);
      else req.log.info({ statusCode: err.statusCode, reason: err.message }, 'request refused');
      if (err.headers) reply.headers(err.headers);
      return reply.code(err.statusCode).send(errorBody(err.statusCode, err.message, err.issues, err.code));
    }
    const status = (err as FastifyError).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      req.log.info({ statusCode: status, code: (err as FastifyError).code, reason: err.message }, 'request refused');
      return reply.code(status).send(errorBody(status, clientErrorMessage(err as FastifyError)));
    }
    if (isDbUnavailable(err)) {
      req.log.error({ err }, 'database unavailable');
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return reply.code(503).send(errorBody(503, DB_UNAVAILABLE_MESSAGE));
    }
    req.log.error({ err }, 'unexpected error');
    return reply.code(500).send(errorBody(500, 'Something went wrong on our side. Please try again.'));
  });
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0];
    reply.code(404).send(errorBody(404, `No resource at ${req.method} ${path}`));
  });
}
