// The identity provider's accounts: in memory, passwords hashed with scrypt. Account ids are derived
// from the email, so a buyer keeps the same `sub` across restarts (tokens signed before a restart
// stay meaningful, the key being persisted too).
import { createHash, randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCb) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;

export interface User {
  id: string;
  email: string;
  name: string;
  picture: string;
  createdAt: number;
}

interface StoredUser extends User {
  salt: Buffer;
  hash: Buffer;
}

export interface SeedUser {
  email: string;
  password: string;
  name: string;
}

/** Test buyers of the embedded default (listed on the sign-in page when showTestUsers is on). */
export const SEED_USERS: readonly SeedUser[] = [
  { email: 'buyer@example.com', password: 'buyer-pass-1', name: 'Alex Morgan' },
  { email: 'pharmacist@example.com', password: 'pharmacist-pass-1', name: 'Priya Raman' },
  { email: 'student@example.com', password: 'student-pass-1', name: 'Sam Okafor' },
];

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MIN = 2;
export const NAME_MAX = 80;
import { EMAIL_MAX_LENGTH, isValidEmail } from 'shared-api/src/email.js';

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

export type SignUpResult =
  | { ok: true; user: User }
  | { ok: false; errors: Partial<Record<'name' | 'email' | 'password', string>> };

export type SignInResult = { ok: true; user: User } | { ok: false; reason: 'invalid' | 'locked' };

const MAX_FAILURES = 10;
const LOCK_MS = 10 * 60 * 1000;

export class UserStore {
  readonly #users = new Map<string, StoredUser>(); // by normalized email
  readonly #byId = new Map<string, StoredUser>();
  readonly #failures = new Map<string, { count: number; since: number }>();

  get size(): number {
    return this.#users.size;
  }

  findById(id: string): User | undefined {
    const u = this.#byId.get(id);
    return u ? toPublic(u) : undefined;
  }

  findByEmail(email: string): User | undefined {
    const u = this.#users.get(normalizeEmail(email));
    return u ? toPublic(u) : undefined;
  }

  /** Validates and creates an account. Error messages are written for the sign-up form. */
  async signUp(input: { name: string; email: string; password: string }): Promise<SignUpResult> {
    const name = input.name.trim().replace(/\s+/g, ' ');
    const email = normalizeEmail(input.email);
    const { password } = input;
    const errors: Partial<Record<'name' | 'email' | 'password', string>> = {};
    if (name.length < NAME_MIN) errors.name = 'Enter your full name (at least 2 characters).';
    else if (name.length > NAME_MAX) errors.name = `Your name can be at most ${NAME_MAX} characters.`;
    if (!email) errors.email = 'Enter your email address.';
    else if (!isValidEmail(email)) errors.email = 'Enter a valid email address, like name@example.com.';
    else if (this.#users.has(email)) errors.email = 'An account with this email already exists. Sign in instead.';
    if (password.length < PASSWORD_MIN) errors.password = `Choose a password of at least ${PASSWORD_MIN} characters.`;
    else if (password.length > PASSWORD_MAX) errors.password = `Your password can be at most ${PASSWORD_MAX} characters.`;
    if (Object.keys(errors).length) return { ok: false, errors };

    const salt = randomBytes(16);
    const hash = await scrypt(password, salt, 32);
    if (this.#users.has(email)) return { ok: false, errors: { email: 'An account with this email already exists. Sign in instead.' } };
    const stored: StoredUser = {
      id: accountIdFor(email), email, name, picture: avatarFor(name, email), createdAt: Date.now(), salt, hash,
    };
    this.#users.set(email, stored);
    this.#byId.set(stored.id, stored);
    return { ok: true, user: toPublic(stored) };
  }

  /** Checks a password. Unknown emails cost the same scrypt work as wrong passwords. */
  async signIn(emailInput: string, password: string): Promise<SignInResult> {
    const email = normalizeEmail(emailInput);
    const now = Date.now();
    const fail = this.#failures.get(email);
    if (fail && now - fail.since > LOCK_MS) this.#failures.delete(email);
    else if (fail && fail.count >= MAX_FAILURES) return { ok: false, reason: 'locked' };

    const stored = this.#users.get(email);
    const salt = stored?.salt ?? Buffer.alloc(16);
    const candidate = await scrypt(password.slice(0, PASSWORD_MAX), salt, 32);
    if (stored && timingSafeEqual(candidate, stored.hash)) {
      this.#failures.delete(email);
      return { ok: true, user: toPublic(stored) };
    }
    const f = this.#failures.get(email) ?? { count: 0, since: now };
    f.count += 1;
    this.#failures.set(email, f);
    return { ok: false, reason: 'invalid' };
  }

  async seed(users: readonly SeedUser[] = SEED_USERS): Promise<void> {
    for (const u of users) {
      const r = await this.signUp(u);
      if (!r.ok && !r.errors.email?.includes('already exists')) throw new Error(`seed user ${u.email} is invalid: ${JSON.stringify(r.errors)}`);
    }
  }
}

function toPublic(u: StoredUser): User {
  return { id: u.id, email: u.email, name: u.name, picture: u.picture, createdAt: u.createdAt };
}
