// The identity provider's accounts: in memory, passwords hashed with scrypt. Account ids are derived
// from the email, so a buyer keeps the same `sub` across restarts (tokens signed before a restart
// stay meaningful, the key being persisted too). A sign-up makes an unconfirmed account
// (`emailVerified` false) and a single-use confirmation link that works for 24 hours; an account still
// unconfirmed when its last link expires is removed (its address can be signed up again, and whatever
// was opened with it ends); confirmed accounts are never removed. Wrong passwords are slowed per
// account and client address (throttle.ts).
import { createHash, randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { SignInThrottle } from './throttle.js';

const scrypt = promisify(scryptCb) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;

export interface User {
  id: string;
  email: string;
  name: string;
  picture: string;
  createdAt: number;
  /** True once the address is confirmed (the emailed link followed); the test buyers are. */
  emailVerified: boolean;
  /** The account's roles (the access token's roles claim): `staff` for the store's staff; none for buyers. */
  roles: readonly string[];
}

interface StoredUser extends User {
  salt: Buffer;
  hash: Buffer;
  /** Names the name and password a confirmation link carries, to tell whether following it replaces them. */
  credentialId: string;
  /** While unconfirmed: when its newest confirmation link expires, and with it the account. */
  unconfirmedUntil: number;
}

export interface SeedUser {
  email: string;
  password: string;
  name: string;
  roles?: readonly string[];
}

/** Test buyers of the embedded default (listed on the sign-in page when showTestUsers is on). */
export const SEED_USERS: readonly SeedUser[] = [
  { email: 'buyer@example.com', password: 'buyer-pass-1', name: 'Alex Morgan' },
  { email: 'pharmacist@example.com', password: 'pharmacist-pass-1', name: 'Priya Raman' },
  { email: 'student@example.com', password: 'student-pass-1', name: 'Sam Okafor' },
  // the store's staff: sees the releases' health (/staff/releases)
  { email: 'staff@example.com', password: 'staff-pass-1', name: 'Jordan Staff', roles: ['staff'] },
];

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MIN = 2;
export const NAME_MAX = 80;
import { EMAIL_MAX_LENGTH, isValidEmail } from 'shared-api/email';

export const EMAIL_MAX = EMAIL_MAX_LENGTH;

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
/** The store's one email check (the storefront's forms and its API use it too). */
export { isValidEmail };

/** Stable account id for an email, shaped like Auth0's database-connection ids. */
export const accountIdFor = (email: string): string =>
  `auth0|${createHash('sha256').update(normalizeEmail(email)).digest('hex').slice(0, 24)}`;

const AVATAR_COLOURS = ['#14213d', '#23345e', '#1f5f8b', '#2d6a4f', '#6a4c93', '#8a3b12'];

function initials(name: string, email: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length >= 2 ? words[0]![0]! + words[words.length - 1]![0]! : (words[0] ?? email).slice(0, 2);
  return letters.toUpperCase().replace(/[^A-Z0-9]/g, '') || '?';
}

/** A self-contained avatar: an SVG circle with the initials, as a data URI (no request, no host). */
export function avatarFor(name: string, email: string): string {
  const digest = createHash('sha256').update(normalizeEmail(email)).digest();
  const bg = AVATAR_COLOURS[digest[0]! % AVATAR_COLOURS.length];
  const text = initials(name, email);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">`
    + `<circle cx="48" cy="48" r="48" fill="${bg}"/>`
    + `<text x="48" y="48" dy=".35em" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="38" font-weight="700" fill="#ffffff">${text}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

export type SignUpErrors = Partial<Record<'name' | 'email' | 'password', string>>;

/**
 * What a sign-up did. The sign-up page answers the same whatever it is (it must not tell whether an
 * address has an account); the email to the address says it:
 * - `created`: a new, unconfirmed account, and `token` confirms it;
 * - `pending`: the address has an unconfirmed account; `token` confirms it with the name and password
 *   of this sign-up (which replace the earlier ones only when it is followed), and the earlier
 *   sign-ups' links stop working: only the latest sign-up of an address can be confirmed;
 * - `exists`: the address has a confirmed account; nothing changed and there is no token.
 * `at`: when the sign-up was made (the email says it, so its reader can tell it from another).
 */
export type SignUpResult =
  | { ok: true; outcome: 'created' | 'pending'; email: string; name: string; token: string; at: number }
  | { ok: true; outcome: 'exists'; email: string; name: string }
  | { ok: false; errors: SignUpErrors };

export type SignInResult =
  | { ok: true; user: User }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'throttled'; retryAfterMs: number };

export type ConfirmResult =
  /** `replaced`: the account's name and password became those of the sign-up the link came from. */
  | { ok: true; user: User; replaced: boolean; context: ConfirmationContext }
  /** `expired`: no such link (used, replaced by a later sign-up, past its day, or too many wrong passwords). */
  | { ok: false; reason: 'expired' }
  /** `password`: not the password chosen in the sign-up the link came from; `left` tries remain. */
  | { ok: false; reason: 'password'; left: number };

/** Where the sign-up happened, to send its author back to sign in once confirmed. */
export interface ConfirmationContext { resumePath?: string; backUrl?: string }

/** How long a confirmation link works. */
export const CONFIRM_TTL_MS = 24 * 60 * 60 * 1000;
/** Wrong passwords a confirmation link takes before it stops working. */
export const CONFIRM_PASSWORD_TRIES = 5;

interface Credentials { name: string; salt: Buffer; hash: Buffer; credentialId: string }

interface PendingConfirmation extends Credentials {
  email: string;
  expiresAt: number;
  context: ConfirmationContext;
  /** Wrong passwords tried with this link so far. */
  wrong: number;
}

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export class UserStore {
  readonly #users = new Map<string, StoredUser>(); // by normalized email
  readonly #byId = new Map<string, StoredUser>();
  readonly #pending = new Map<string, PendingConfirmation>(); // by the token's SHA-256
  readonly throttle: SignInThrottle;
  readonly #now: () => number;
  readonly #onRemoved: (user: User) => void;

  /**
   * `now`: the clock of link and account expiry and of sign-in throttling (tests move it).
   * `onRemoved`: told of each unconfirmed account removed because its links expired (the provider
   * ends what was opened with it, as its id comes back if the address is signed up again).
   */
  constructor(options: { now?: () => number; onRemoved?: (user: User) => void } = {}) {
    this.#now = options.now ?? Date.now;
    this.#onRemoved = options.onRemoved ?? (() => {});
    this.throttle = new SignInThrottle(this.#now);
  }

  /** The accounts kept (expired unconfirmed ones count until the sweep or a look-up removes them). */
  get size(): number {
    return this.#users.size;
  }

  findById(id: string): User | undefined {
    const u = this.#byId.get(id);
    return u && this.#live(u) ? toPublic(u) : undefined;
  }

  findByEmail(email: string): User | undefined {
    const u = this.#get(normalizeEmail(email));
    return u ? toPublic(u) : undefined;
  }

  /** Field errors for the sign-up form (none of them depends on whether the address has an account). */
  static validate(input: { name: string; email: string; password: string }): { name: string; email: string; errors: SignUpErrors } {
    const name = input.name.trim().replace(/\s+/g, ' ');
    const email = normalizeEmail(input.email);
    const { password } = input;
    const errors: SignUpErrors = {};
    if (name.length < NAME_MIN) errors.name = 'Enter your full name (at least 2 characters).';
    else if (name.length > NAME_MAX) errors.name = `Your name can be at most ${NAME_MAX} characters.`;
    if (!email) errors.email = 'Enter your email address.';
    else if (!isValidEmail(email)) errors.email = 'Enter a valid email address, like name@example.com.';
    if (password.length < PASSWORD_MIN) errors.password = `Choose a password of at least ${PASSWORD_MIN} characters.`;
    else if (password.length > PASSWORD_MAX) errors.password = `Your password can be at most ${PASSWORD_MAX} characters.`;
    return { name, email, errors };
  }

  /**
   * A sign-up. The password is hashed whatever the address (the same work, so the answer takes as
   * long for an address with an account as for a new one). A new account is unconfirmed: its
   * `emailVerified` stays false until the emailed link is followed (`confirm`).
   */
  async signUp(input: { name: string; email: string; password: string }, context: ConfirmationContext = {}): Promise<SignUpResult> {
    const { name, email, errors } = UserStore.validate(input);
    if (Object.keys(errors).length) return { ok: false, errors };
    const credentials = await newCredentials(name, input.password);

    const existing = this.#get(email);
    if (existing?.emailVerified) return { ok: true, outcome: 'exists', email, name };
    if (!existing) this.#add(email, credentials, false);
    const token = this.#issueToken(email, credentials, context);
    return { ok: true, outcome: existing ? 'pending' : 'created', email, name, token, at: this.#now() };
  }

  /** The address a confirmation token is for, while it is valid (without using it). */
  confirmationFor(token: string): { email: string } | undefined {
    const p = this.#validPending(token);
    return p ? { email: p.email } : undefined;
  }

  /**
   * Follows a confirmation link: single-use, within CONFIRM_TTL_MS, and only with the password chosen
   * in the sign-up that sent it (the link proves the inbox, the password the sign-up: someone who
   * signed up with another's address cannot have that person confirm it for them). The account is
   * confirmed with the name and password of that sign-up; every other link for the address stops
   * working. After CONFIRM_PASSWORD_TRIES wrong passwords the link stops working too.
   */
  async confirm(token: string, password: string): Promise<ConfirmResult> {
    const p = this.#validPending(token);
    if (!p) return { ok: false, reason: 'expired' };
    const candidate = await scrypt(password.slice(0, PASSWORD_MAX), p.salt, 32);
    // (looked up again: another request may have used or replaced the link while scrypt ran)
    if (this.#validPending(token) !== p) return { ok: false, reason: 'expired' };
    if (!timingSafeEqual(candidate, p.hash)) {
      p.wrong += 1;
      if (p.wrong >= CONFIRM_PASSWORD_TRIES) {
        this.#pending.delete(hashToken(token));
        return { ok: false, reason: 'expired' };
      }
      return { ok: false, reason: 'password', left: CONFIRM_PASSWORD_TRIES - p.wrong };
    }
    for (const [k, other] of this.#pending) if (other.email === p.email) this.#pending.delete(k);
    const stored = this.#get(p.email);
    if (!stored) return { ok: false, reason: 'expired' };
    const replaced = stored.credentialId !== p.credentialId;
    if (replaced) {
      Object.assign(stored, { name: p.name, salt: p.salt, hash: p.hash, credentialId: p.credentialId, picture: avatarFor(p.name, p.email) });
    }
    stored.emailVerified = true;
    return { ok: true, user: toPublic(stored), replaced, context: p.context };
  }

  /**
   * Checks a password, tried by `client` (a client address key, throttle.ts). Unknown emails cost the
   * same scrypt work as wrong passwords, and are throttled alike.
   */
  async signIn(emailInput: string, password: string, client = 'unknown'): Promise<SignInResult> {
    const email = normalizeEmail(emailInput);
    const verdict = this.throttle.check(email, client);
    if (!verdict.allowed) return { ok: false, reason: 'throttled', retryAfterMs: verdict.retryAfterMs };
    if (verdict.delayMs) await new Promise((r) => setTimeout(r, verdict.delayMs));

    const stored = this.#get(email);
    const salt = stored?.salt ?? Buffer.alloc(16);
    const candidate = await scrypt(password.slice(0, PASSWORD_MAX), salt, 32);
    if (stored && timingSafeEqual(candidate, stored.hash)) {
      this.throttle.succeeded(email, client);
      return { ok: true, user: toPublic(stored) };
    }
    this.throttle.failed(email, client);
    return { ok: false, reason: 'invalid' };
  }

  /** The test buyers: confirmed accounts. */
  async seed(users: readonly SeedUser[] = SEED_USERS): Promise<void> {
    for (const u of users) {
      const { name, email, errors } = UserStore.validate(u);
      if (Object.keys(errors).length) throw new Error(`seed user ${u.email} is invalid: ${JSON.stringify(errors)}`);
      if (this.#users.has(email)) continue;
      this.#add(email, await newCredentials(name, u.password), true, u.roles ?? []);
    }
  }

  /**
   * Drops expired confirmation links, the unconfirmed accounts whose links have all expired, and
   * forgotten sign-in failures (called on a timer). Returns how many accounts were removed.
   */
  sweep(): number {
    const now = this.#now();
    for (const [k, p] of this.#pending) if (p.expiresAt <= now) this.#pending.delete(k);
    let removed = 0;
    for (const u of this.#users.values()) {
      if (!this.#live(u, now)) removed += 1;
    }
    this.throttle.sweep();
    return removed;
  }

  /** The account of an address, unless it expired unconfirmed (then it is removed). */
  #get(email: string): StoredUser | undefined {
    const u = this.#users.get(email);
    return u && this.#live(u) ? u : undefined;
  }

  /** False, after removing it, for an unconfirmed account whose newest link has expired. */
  #live(u: StoredUser, now = this.#now()): boolean {
    if (u.emailVerified || u.unconfirmedUntil > now) return true;
    this.#users.delete(u.email);
    this.#byId.delete(u.id);
    for (const [k, p] of this.#pending) if (p.email === u.email) this.#pending.delete(k);
    this.#onRemoved(toPublic(u));
    return false;
  }

  #add(email: string, c: Credentials, emailVerified: boolean, roles: readonly string[] = []): void {
    const now = this.#now();
    const stored: StoredUser = {
      id: accountIdFor(email), email, name: c.name, picture: avatarFor(c.name, email), createdAt: now, emailVerified, roles: [...roles],
      salt: c.salt, hash: c.hash, credentialId: c.credentialId, unconfirmedUntil: now + CONFIRM_TTL_MS,
    };
    this.#users.set(email, stored);
    this.#byId.set(stored.id, stored);
  }

  #issueToken(email: string, c: Credentials, context: ConfirmationContext): string {
    // a new sign-up for the address replaces the earlier ones: their links stop working
    for (const [k, p] of this.#pending) if (p.email === email) this.#pending.delete(k);
    const token = randomBytes(32).toString('base64url');
    const expiresAt = this.#now() + CONFIRM_TTL_MS;
    this.#pending.set(hashToken(token), { ...c, email, expiresAt, context, wrong: 0 });
    // the account lives as long as its newest link: a later sign-up for the address gives it a new day
    const stored = this.#users.get(email);
    if (stored && !stored.emailVerified) stored.unconfirmedUntil = Math.max(stored.unconfirmedUntil, expiresAt);
    return token;
  }

  #validPending(token: string): PendingConfirmation | undefined {
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
    const key = hashToken(token);
    const p = this.#pending.get(key);
    if (p && p.expiresAt <= this.#now()) {
      this.#pending.delete(key);
      return undefined;
    }
    return p;
  }
}

async function newCredentials(name: string, password: string): Promise<Credentials> {
  const salt = randomBytes(16);
  return { name, salt, hash: await scrypt(password, salt, 32), credentialId: randomBytes(12).toString('base64url') };
}

function toPublic(u: StoredUser): User {
  return { id: u.id, email: u.email, name: u.name, picture: u.picture, createdAt: u.createdAt, emailVerified: u.emailVerified, roles: u.roles };
}
