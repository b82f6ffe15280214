// Text the database cannot store: PostgreSQL text and jsonb refuse the NUL character (U+0000), and
// jsonb refuses an unpaired UTF-16 surrogate (a text column silently turns it into U+FFFD). No form
// produces either, so a request carrying one — in the body, the query or the path, as a value or as a
// key — is refused up front with a 400 naming where, instead of failing in the database (a 500).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors.js';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const unstorable = (s: string): boolean => s.includes('\u0000') || LONE_SURROGATE.test(s);

/** The path of the first unstorable string in `value` ('' for the value itself), or null. Iterative: any depth. */
export function findUnstorableText(value: unknown, root = ''): string | null {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      if (unstorable(v)) return path;
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push([v[i], `${path}[${i}]`]);
    } else if (v && typeof v === 'object' && !Buffer.isBuffer(v)) {
      for (const k of Object.keys(v)) {
        const p = path ? `${path}.${k}` : k;
        if (unstorable(k)) return p;
        stack.push([(v as Record<string, unknown>)[k], p]);
      }
    }
  }
  return null;
}

/** No value, or an object with no key (a request without query string has an empty query). */
function nothingIn(v: unknown): boolean {
  if (v === undefined || v === null) return true;
  if (typeof v !== 'object' || Array.isArray(v) || Buffer.isBuffer(v)) return false;
  for (const _ in v) return false;
  return true;
}

/**
 * preValidation hook: 400 for a request whose body, query or path holds unstorable text. A callback
 * hook (no promise per request: it runs on every API request, the catalog reads included).
 */
export function refuseUnstorableText(req: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void): void {
  // most requests (the catalog reads) carry nothing to look at: answered without an allocation
  if (nothingIn(req.body) && nothingIn(req.query) && nothingIn(req.params)) return done();
  for (const [where, value] of [['body', req.body], ['query', req.query], ['path', req.params]] as const) {
    const at = findUnstorableText(value);
    if (at !== null) {
      const place = at || 'the value';
      return done(new HttpError(400, `Invalid ${where === 'body' ? 'request body' : where === 'query' ? 'query parameters' : 'path'}: ${place} holds a NUL character or broken Unicode (an unpaired surrogate), which cannot be stored.`, [{ path: at, message: 'text holds a NUL character or an unpaired surrogate' }]));
    }
  }
  done();
}
