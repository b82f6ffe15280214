// Wrong passwords are slowed per account AND client address, never locked for everyone: a client
// that keeps failing for an account waits longer and longer between tries (the password is not even
// checked while it waits), while the owner signing in from a client with no failures is let through.
// A looser ceiling per account (failures from every client together, e.g. a spread-out guess from
// many addresses) makes every failing client wait after each failure and adds a short delay to every
// try on that account: slower, but the owner still gets in.
// Sign-ups are limited per client address (SignUpLimit), and a client's address is the connection's
// unless a trusted proxy tells it (clientAddressOf).
import type { IncomingMessage } from 'node:http';
import { isIPv4, isIPv6 } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';

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
  if (isIPv4(a)) return a;
  if (!isIPv6(a)) return 'unknown'; // not an address (a forwarded header's junk): never a key of its own
  const [head = '', tail = ''] = a.split('::');
  const left = head ? head.split(':') : [];
  const right = a.includes('::') && tail ? tail.split(':') : [];
  const groups = a.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/**
 * Which peers may tell the client's address (X-Forwarded-For), as the store's TRUST_PROXY and
 * Fastify's trustProxy: false/0/'' nobody (the default: the connection's address is the client's);
 * a hop count (the client's address is that many hops back from the connection, the connection's
 * own counting as the first; a string of digits is one too); a list of the proxies' addresses and
 * CIDR ranges, or proxy-addr's names loopback, linklocal, uniquelocal (as an array or one
 * comma-separated string); true every peer (the header's first address is the client's).
 */
export type TrustProxy = boolean | number | string | readonly string[];

type TrustFn = (addr: string, hop: number) => boolean;

/** The trust function of a TrustProxy, or null when no proxy is trusted. Throws on an invalid address. */
export function compileTrustProxy(tp: TrustProxy | undefined): TrustFn | null {
  if (tp === undefined || tp === false) return null;
  if (tp === true) return () => true;
  if (typeof tp === 'string' && /^\s*\d+\s*$/.test(tp)) return compileTrustProxy(Number(tp));
  if (typeof tp === 'number') {
    if (!Number.isInteger(tp) || tp < 0) throw new TypeError(`trustProxy: ${tp} is not a hop count`);
    return tp === 0 ? null : (_addr, hop) => hop < tp;
  }
  const list = (typeof tp === 'string' ? tp.split(',') : [...tp]).map((e) => e.trim()).filter(Boolean);
  return list.length ? proxyAddr.compile(list) : null; // proxy-addr throws on what is not an address or range
}

/**
 * The client's address of a request: the connection's, or, behind trusted proxies, the nearest
 * address in X-Forwarded-For that is not a trusted proxy's (proxy-addr walks the header from the
 * connection outwards and stops at the first untrusted hop, so what a client writes further in is
 * never read). Read it before the header is removed.
 */
export function clientAddressOf(trustProxy: TrustProxy | undefined): (req: IncomingMessage) => string | undefined {
  const trust = compileTrustProxy(trustProxy);
  return (req) => {
    const socket = req.socket.remoteAddress;
    if (!trust || !socket) return socket;
    return proxyAddr(req, trust);
  };
}

/** Sign-ups one client address may make within SIGN_UP_WINDOW_MS (the default of startIdp's signUpLimit). */
export const SIGN_UPS_PER_CLIENT = 5;
export const SIGN_UP_WINDOW_MS = 60 * 60_000;

/**
 * At most `max` sign-ups per client within a sliding `windowMs`: each sign-up counts for `windowMs`
 * from when it was made, so a client that used them all waits until its oldest one is that old.
 */
export class SignUpLimit {
  readonly #times = new Map<string, number[]>();

  constructor(
    readonly max: number = SIGN_UPS_PER_CLIENT,
    readonly windowMs: number = SIGN_UP_WINDOW_MS,
    private readonly now: () => number = Date.now,
  ) {
    if (!Number.isInteger(max) || max < 1) throw new TypeError(`signUpLimit.max must be a whole number of at least 1, not ${max}`);
    if (!(windowMs > 0)) throw new TypeError(`signUpLimit.windowMs must be positive, not ${windowMs}`);
  }

  /** Counts a sign-up by `client` when it is within the limit; otherwise says how long to wait. */
  take(client: string): { allowed: true } | { allowed: false; retryAfterMs: number } {
    const now = this.now();
    const recent = this.#recent(client, now);
    if (recent.length >= this.max) return { allowed: false, retryAfterMs: recent[recent.length - this.max]! + this.windowMs - now };
    recent.push(now);
    touch(this.#times, client, recent);
    return { allowed: true };
  }

  /** Drops the clients whose sign-ups are all older than the window (called on a timer). */
  sweep(): void {
    const now = this.now();
    for (const [client, times] of this.#times) if (!times.length || now - times[times.length - 1]! >= this.windowMs) this.#times.delete(client);
  }

  #recent(client: string, now: number): number[] {
    const times = this.#times.get(client) ?? [];
    while (times.length && now - times[0]! >= this.windowMs) times.shift();
    return times;
  }
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
