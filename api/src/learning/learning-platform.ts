// The learning platform, behind an adapter: fulfilment creates the learner's account (when the
// email has none yet) and enrols it in what was bought. The embedded default keeps accounts in this
// database (learning_accounts, learning_enrolments): a generated temporary password is stored only
// as a scrypt hash; the plaintext goes into the login email and nowhere else. Every call but
// prepareAccounts runs in the caller's transaction, so an order and its enrolments commit together;
// prepareAccounts hashes new accounts' passwords before it. The SQL is in repository.ts.
import { randomBytes, randomInt, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { promisify } from 'node:util';
import type { Queryable } from '../db/db.js';
import { accountsAmong, deactivateEnrolment, hasAccount, insertAccount, upsertEnrolment } from './repository.js';

const scrypt = promisify(scryptCb) as (password: string, salt: Buffer, keylen: number, opts: { N: number; r: number; p: number }) => Promise<Buffer>;

export const DEFAULT_LEARNING_PLATFORM_URL = 'https://learn.medicalaffairs-council.org/login';

export interface AccountResult {
  email: string;
  /** True when this call created the account. */
  created: boolean;
  /** The new account's temporary password (plaintext, for the email only); null for an existing account. */
  temporaryPassword: string | null;
}

/** A new account's temporary password and its hash, made before a transaction (see prepareAccounts). */
export interface NewCredential { password: string; hash: string }
/** Credentials for the addresses that had no account, by lowercased address. */
export type PreparedAccounts = ReadonlyMap<string, NewCredential>;

export interface LearningPlatform {
  /** Where learners sign in (goes into the emails). */
  readonly loginUrl: string;
  /**
   * Before the transaction that calls ensureAccount: a password and its hash (scrypt, ~100 ms of a
   * worker thread) for each address without an account yet, so that the transaction, which holds a
   * connection (PGlite's only one in the embedded default) and its locks, does not wait on hashing.
   */
  prepareAccounts(db: Queryable, emails: readonly string[]): Promise<PreparedAccounts>;
  /**
   * The account of `email`, created when there is none. A new one takes the prepared credential
   * when there is one; an address that got an account meanwhile keeps it (created: false).
   */
  ensureAccount(tx: Queryable, account: { email: string; fullName: string }, prepared?: PreparedAccounts): Promise<AccountResult>;
  enrol(tx: Queryable, e: { email: string; productId: number; orderId: number; seatId?: number | null }): Promise<void>;
  /** Ends an enrolment given through a seat that was handed to someone else. */
  unenrol(tx: Queryable, e: { email: string; productId: number; orderId: number }): Promise<void>;
}

// No look-alike characters (0/O, 1/l/I) in a password people type from an email.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

/** e.g. `Hq7k-Wm3P-xR9t`: 12 random characters (about 70 bits), in groups of four. */
export function temporaryPassword(): string {
  const chars = Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]!);
  return [chars.slice(0, 4), chars.slice(4, 8), chars.slice(8)].map((g) => g.join('')).join('-');
}

const SCRYPT = { N: 16384, r: 8, p: 1 };

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, 32, SCRYPT);
  return `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * Hashes made at once: two (one on a 1-core host). A hash holds one of libuv's four threads and a
 * core for ~100 ms. A rush's hundreds of new accounts hashed all at once took every thread the
 * store's file reads and compressions also wait on, and buyers still browsing waited up to 13 s for
 * the home page; one at a time, payments waited; two kept both (`pnpm bench:rush` on PGlite).
 */
const HASHES_AT_ONCE = Math.max(1, Math.min(2, availableParallelism()));
let hashing = 0;
const waitingToHash: (() => void)[] = [];

async function newCredential(): Promise<NewCredential> {
  if (hashing >= HASHES_AT_ONCE) await new Promise<void>((resolve) => waitingToHash.push(resolve));
  else hashing++;
  try {
    const password = temporaryPassword();
    return { password, hash: await hashPassword(password) };
  } finally {
    const next = waitingToHash.shift();
    if (next) next(); // the slot passes to the next one waiting
    else hashing--;
  }
}

/** The embedded learning platform: accounts and enrolments in this database. */
export function embeddedLearningPlatform(opts: { loginUrl?: string } = {}): LearningPlatform {
  return {
    loginUrl: opts.loginUrl || DEFAULT_LEARNING_PLATFORM_URL,
    async prepareAccounts(db, emails) {
      const addresses = [...new Set(emails.map((e) => e.trim().toLowerCase()).filter(Boolean))];
      if (addresses.length === 0) return new Map();
      const have = await accountsAmong(db, addresses);
      const missing = addresses.filter((a) => !have.has(a));
      return new Map(await Promise.all(missing.map(async (a) => [a, await newCredential()] as const)));
    },
    async ensureAccount(tx, { email, fullName }, prepared) {
      const address = email.trim().toLowerCase();
      let credential = prepared?.get(address);
      if (!credential) {
        // nothing prepared: an existing account costs no hash
        if (await hasAccount(tx, address)) return { email: address, created: false, temporaryPassword: null };
        credential = await newCredential();
      }
      const created = await insertAccount(tx, { email: address, fullName: fullName.trim(), passwordHash: credential.hash });
      return created
        ? { email: address, created: true, temporaryPassword: credential.password }
        : { email: address, created: false, temporaryPassword: null };
    },
    async enrol(tx, { email, productId, orderId, seatId }) {
      await upsertEnrolment(tx, { email: email.trim().toLowerCase(), productId, orderId, seatId: seatId ?? null });
    },
    async unenrol(tx, { email, productId, orderId }) {
      await deactivateEnrolment(tx, { email: email.trim().toLowerCase(), productId, orderId });
    },
  };
}
