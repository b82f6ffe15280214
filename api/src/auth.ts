// Bearer tokens: RS256 JWTs from the identity provider (dev-idp or Auth0), verified with jose against
// the provider's JWKS, issuer and audience. Who the user is comes from the token only.
import { createHash, timingSafeEqual } from 'node:crypto';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { EMAIL_UNVERIFIED } from 'shared-api/contract';
import { HttpError } from './errors.js';

export interface AuthOptions {
  jwksUrl: string;
  issuer: string;
  audience: string;
  /** Claims that may carry the user's email, first match wins. */
  emailClaims?: string[];
  /** Seconds of clock skew accepted on exp/nbf/iat. */
  clockToleranceSec?: number;
  /** Verified tokens kept (see VerifiedTokens; default VERIFIED_TOKENS_MAX, 0 keeps none). */
  verifiedTokensMax?: number;
  /** The time tokens are checked against, ms since the epoch: the real clock by default (tests set it). */
  clock?: () => number;
}

export const DEFAULT_EMAIL_CLAIMS = ['email', 'https://api.storefront.local/email'];

/** The claim that says an email claim is proven: `email_verified` beside `email`, `<ns>/email_verified` beside `<ns>/email`. */
export const verifiedClaimOf = (emailClaim: string): string => `${emailClaim}_verified`;

export const EMAIL_NOT_VERIFIED = 'Confirm your email address first: open the link we sent to it, then try again.';

/**
 * A valid token whose email is not proven yet: a 403 with the code EMAIL_UNVERIFIED, not a 401, so a
 * client tells it from a token to throw away (sign in again) and renews the token once the buyer has
 * confirmed (shared-api http.ts). No `WWW-Authenticate`: the token itself is good.
 */
export const emailUnverified = () => new HttpError(403, EMAIL_NOT_VERIFIED, undefined, undefined, EMAIL_UNVERIFIED);

/** True for the refusal of a valid token whose email is not proven (emailUnverified). */
export const isEmailUnverified = (e: unknown): boolean => e instanceof HttpError && e.code === EMAIL_UNVERIFIED;

export interface AuthUser {
  sub: string;
  /** Lower-cased. */
  email: string;
  claims: JWTPayload;
}

/** The 401 reasons a client can act on (sign in again); everything else about the token stays in the log. */
const INVALID_TOKEN_CODES = new Set([
  joseErrors.JWTExpired.code,
  joseErrors.JWTClaimValidationFailed.code,
  joseErrors.JWTInvalid.code,
  joseErrors.JWSInvalid.code,
  joseErrors.JWSSignatureVerificationFailed.code,
  joseErrors.JOSEAlgNotAllowed.code,
  joseErrors.JOSENotSupported.code,
  joseErrors.JWKSNoMatchingKey.code,
  joseErrors.JWKSMultipleMatchingKeys.code,
]);

const unauthorized = (message: string, error = 'invalid_token') =>
  new HttpError(401, message, undefined, { 'WWW-Authenticate': `Bearer error="${error}"` });

export type Verifier = (token: string) => Promise<AuthUser>;

/** Verified tokens kept by default: a signed-in buyer sends the same token with every call. */
export const VERIFIED_TOKENS_MAX = 10_000;
/** How long a verified token is believed without checking its signature again, ms (at most until it expires). */
export const VERIFIED_TOKEN_TTL_MS = 5 * 60_000;

/**
 * The tokens this process verified, by their exact text: a signed-in buyer's page sends the same
 * token with each call (cart, checkout, success page, orders), and an RS256 signature check is the
 * costliest step of such a call (a quarter of a cached checkout's CPU time). Only a token that passed
 * every check is kept, never a refusal; it is believed until it expires (with the same clock
 * tolerance) and for VERIFIED_TOKEN_TTL_MS at most, so a key withdrawn from the JWKS stops its
 * tokens within minutes, as the JWKS cache's own refresh would. Bounded: the oldest go first.
 */
export class VerifiedTokens {
  private readonly byToken = new Map<string, { user: AuthUser; until: number }>();

  constructor(private readonly max: number, private readonly toleranceMs: number) {}

  get(token: string, now = Date.now()): AuthUser | null {
    const hit = this.byToken.get(token);
    if (!hit) return null;
    if (now < hit.until) return hit.user;
    this.byToken.delete(token);
    return null;
  }

  set(token: string, user: AuthUser, now = Date.now()): void {
    if (this.max <= 0) return;
    const exp = typeof user.claims.exp === 'number' ? user.claims.exp * 1000 + this.toleranceMs : now;
    const until = Math.min(exp, now + VERIFIED_TOKEN_TTL_MS);
    if (until <= now) return;
    this.byToken.delete(token);
    this.byToken.set(token, { user, until });
    while (this.byToken.size > this.max) this.byToken.delete(this.byToken.keys().next().value!);
  }

  get size(): number {
    return this.byToken.size;
  }
}

export function createVerifier(opts: AuthOptions, log: { error: (o: object, m: string) => void }): Verifier {
  const jwks = createRemoteJWKSet(new URL(opts.jwksUrl), { timeoutDuration: 5000, cooldownDuration: 30_000 });
  const emailClaims = opts.emailClaims?.length ? opts.emailClaims : DEFAULT_EMAIL_CLAIMS;
  const clockTolerance = opts.clockToleranceSec ?? 5;
  const verified = new VerifiedTokens(opts.verifiedTokensMax ?? VERIFIED_TOKENS_MAX, clockTolerance * 1000);
  const clock = opts.clock ?? (() => Date.now());
  return async (token) => {
    const known = verified.get(token, clock());
    if (known) return known;
    const user = await verifyToken(token);
    verified.set(token, user, clock());
    return user;
  };

  async function verifyToken(token: string): Promise<AuthUser> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, jwks, {
        currentDate: new Date(clock()),
        issuer: opts.issuer,
        audience: opts.audience,
        algorithms: ['RS256'],
        clockTolerance,
        requiredClaims: ['exp', 'sub'],
      }));
    } catch (e) {
      const code = (e as { code?: string }).code;
      if (code === joseErrors.JWTExpired.code) throw unauthorized('Your session has expired: please sign in again.');
      if (code && INVALID_TOKEN_CODES.has(code)) throw unauthorized('The access token is not valid: please sign in again.');
      // The provider's JWKS could not be fetched or read: an upstream failure, logged, not shown.
      log.error({ err: e, jwksUrl: opts.jwksUrl }, 'token verification failed upstream');
      throw new HttpError(503, 'Sign-in cannot be checked right now. Please try again in a moment.');
    }
    let email: string | undefined;
    let verifiedClaim = '';
    for (const claim of emailClaims) {
      const v = payload[claim];
      if (typeof v === 'string' && v.includes('@')) {
        email = v.trim().toLowerCase();
        verifiedClaim = verifiedClaimOf(claim);
        break;
      }
    }
    if (!email) throw new HttpError(403, 'The access token carries no email address for this account.');
    // An email is the buyer's identity only once the provider has proven it is theirs:
    // self sign-up would otherwise let anyone act as an address that has no account yet.
    if (payload[verifiedClaim] !== true) throw emailUnverified();
    return Object.freeze({ sub: String(payload.sub), email, claims: Object.freeze(payload) });
  }
}

const BEARER = /^Bearer +([A-Za-z0-9._~+/-]+=*)$/i;

/** preHandler: requires a valid bearer token and sets `request.user`. */
export function requireUser(verify: Verifier) {
  return async (req: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const header = req.headers.authorization;
    if (!header) throw unauthorized('Sign in to continue: this call needs a bearer token.', 'invalid_request');
    const m = BEARER.exec(header.trim());
    if (!m) throw unauthorized('The Authorization header must be "Bearer <token>".', 'invalid_request');
    req.user = await verify(m[1]!);
  };
}

/**
 * preHandler of a route open to everyone that acts for the signed-in user when there is one: no
 * Authorization header, no user; a header, a valid token (401 otherwise, as requireUser). A valid
 * token whose email is not proven yet is no user either (the route acts as for anyone), never a
 * refusal: the route is open to everyone, and that email cannot be used.
 */
export function optionalUser(verify: Verifier) {
  const required = requireUser(verify);
  return async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (req.headers.authorization === undefined) return;
    try {
      await required(req, reply);
    } catch (e) {
      if (!isEmailUnverified(e)) throw e;
      req.user = null;
    }
  };
}

/** The user of a route guarded by requireUser. */
export function userOf(req: FastifyRequest): AuthUser {
  if (!req.user) throw new HttpError(401, 'Sign in to continue.');
  return req.user;
}

/** Who may read the staff's pages: a token with the staff role in the roles claim, the release tool's token, or a remote's release token. */
export interface StaffAccess {
  /** The access-token claim listing the user's roles (an array, or one string of space- or comma-separated roles). */
  rolesClaim: string;
  /** The role that makes a user staff. */
  role: string;
  /** The release tool's token (RELEASE_OPS_TOKEN, or the one the server keeps in the releases folder); none: users only. */
  opsToken?: string | null;
  /** A remote's release token (its team's pipeline reads the releases' health too): whose it is, or null. */
  releaseToken?: ((token: string) => Promise<{ name: string; remote: string } | null>) | null;
}

export const DEFAULT_ROLES_CLAIM = 'https://acma.org/roles';
export const DEFAULT_STAFF_ROLE = 'staff';

/** The roles a token's claim lists. */
export function rolesOf(claims: JWTPayload, claim: string): string[] {
  const v = claims[claim];
  if (Array.isArray(v)) return v.filter((r): r is string => typeof r === 'string');
  if (typeof v === 'string') return v.split(/[\s,]+/).filter(Boolean);
  return [];
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * preHandler of /staff/*: the release tool's token, or a valid user token whose roles claim names the
 * staff role. No or a bad token: 401; a user without the role: 403.
 */
export function requireStaff(verify: Verifier, access: StaffAccess) {
  const ops = access.opsToken ? digest(access.opsToken) : null;
  const user = requireUser(verify);
  return async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const m = BEARER.exec((req.headers.authorization ?? '').trim());
    // compared as digests: the same time whatever the length or the first wrong character
    if (ops && m && timingSafeEqual(digest(m[1]!), ops)) return;
    if (m && access.releaseToken && (await access.releaseToken(m[1]!))) return;
    await user(req, reply);
    if (!rolesOf(req.user!.claims, access.rolesClaim).includes(access.role)) {
      throw new HttpError(403, 'This is for the store\'s staff: the account you are signed in with has no staff role.');
    }
  };
}
