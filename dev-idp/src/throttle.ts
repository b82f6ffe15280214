// Wrong passwords are slowed per account AND client address, never locked for everyone: a client
// that keeps failing for an account waits longer and longer between tries (the password is not even
// checked while it waits), while the owner signing in from a client with no failures is let through.
// A looser ceiling per account (failures from every client together, e.g. a spread-out guess from
// many addresses) makes every failing client wait after each failure and adds a short delay to every
// try on that account: slower, but the owner still gets in.
import { isIPv6 } from 'node:net';

/** Wrong passwords one client may make for one account before it has to wait. */
export const PAIR_FREE_FAILURES = 5;
/** The first wait, doubled with each further failure, up to PAIR_MAX_WAIT_MS. */
export const PAIR_BASE_WAIT_MS = 30_000;
export const PAIR_MAX_WAIT_MS = 15 * 60_000;
/** A client's failures for an account are forgotten this long after its last one. */
export const PAIR_FORGET_MS = 60 * 60_000;
/** Failures for one account from all clients together, within ACCOUNT_WINDOW_MS, above which it is slowed. */
export const ACCOUNT_CEILING = 50;
export const ACCOUNT_WINDOW_MS = 60 * 60_000;
/** Above the ceiling, every try for the account waits this long before its password is checked. */
export const ACCOUNT_SLOW_MS = 1_000;
/** Entries kept at most (oldest dropped first), so random names cannot fill the memory. */
const MAX_ENTRIES = 50_000;

export type ThrottleVerdict = { allowed: true; delayMs: number } | { allowed: false; retryAfterMs: number };

interface PairRecord { failures: number; last: number }
interface AccountRecord { failures: number; since: number }

/**
 * The client part of the key: an IPv4 address (also when IPv4-mapped), or an IPv6 address's /64
 * (one subscriber usually holds a whole /64, so its addresses count as one client).
 */
export function clientKey(remoteAddress: string | undefined): string {
  const a = (remoteAddress ?? '').trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(a);
  if (mapped) return mapped[1]!;
  if (!isIPv6(a)) return a || 'unknown';
  const [head = '', tail = ''] = a.split('::');
  const left = head ? head.split(':') : [];
  const right = a.includes('::') && tail ? tail.split(':') : [];
  const groups = a.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

export class SignInThrottle {
  readonly #pairs = new Map<string, PairRecord>();
  readonly #accounts = new Map<string, AccountRecord>();

  constructor(private readonly now: () => number = Date.now) {}

  /** May `client` try a password for `account` now (and after what delay), or how long must it wait. */
  check(account: string, client: string): ThrottleVerdict {
    const now = this.now();
    const over = this.#accountOver(account, now);
    const pair = this.#pair(account, client, now);
    const wait = pair ? waitAfter(pair.failures, over ? 1 : PAIR_FREE_FAILURES) : 0;
    if (pair && now - pair.last < wait) return { allowed: false, retryAfterMs: wait - (now - pair.last) };
    return { allowed: true, delayMs: over ? ACCOUNT_SLOW_MS : 0 };
  }

  failed(account: string, client: string): void {
    const now = this.now();
    const key = pairKey(account, client);
    const pair = this.#pair(account, client, now) ?? { failures: 0, last: now };
    pair.failures += 1;
    pair.last = now;
    touch(this.#pairs, key, pair);
    let acc = this.#accounts.get(account);
    if (!acc || now - acc.since > ACCOUNT_WINDOW_MS) acc = { failures: 0, since: now };
    acc.failures += 1;
    touch(this.#accounts, account, acc);
  }

  /** The right password: this client's failures for the account are forgotten (the account's are not). */
  succeeded(account: string, client: string): void {
    this.#pairs.delete(pairKey(account, client));
  }

  /** Drops what has been forgotten (called on a timer). */
  sweep(): void {
    const now = this.now();
    for (const [k, p] of this.#pairs) if (now - p.last > PAIR_FORGET_MS) this.#pairs.delete(k);
    for (const [k, a] of this.#accounts) if (now - a.since > ACCOUNT_WINDOW_MS) this.#accounts.delete(k);
  }

  #pair(account: string, client: string, now: number): PairRecord | undefined {
    const key = pairKey(account, client);
    const p = this.#pairs.get(key);
    if (p && now - p.last > PAIR_FORGET_MS) {
      this.#pairs.delete(key);
      return undefined;
    }
    return p;
  }

  #accountOver(account: string, now: number): boolean {
    const a = this.#accounts.get(account);
    return !!a && now - a.since <= ACCOUNT_WINDOW_MS && a.failures >= ACCOUNT_CEILING;
  }
}

/** The wait after `failures` failures when `free` of them cost nothing. */
export function waitAfter(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(PAIR_BASE_WAIT_MS * 2 ** Math.min(failures - free, 16), PAIR_MAX_WAIT_MS);
}

const pairKey = (account: string, client: string) => `${account}\n${client}`;

/** Sets `key` as the newest entry, dropping the oldest beyond MAX_ENTRIES. */
function touch<V>(map: Map<string, V>, key: string, value: V): void {
  map.delete(key);
  map.set(key, value);
  while (map.size > MAX_ENTRIES) map.delete(map.keys().next().value!);
}

/** "30 seconds", "1 minute", "15 minutes": how long to wait, for the sign-in page. */
export function describeWait(ms: number): string {
  const s = Math.max(1, Math.ceil(ms / 1000));
  if (s < 60) return `${s} second${s === 1 ? '' : 's'}`;
  const m = Math.ceil(s / 60);
  return `${m} minute${m === 1 ? '' : 's'}`;
}
