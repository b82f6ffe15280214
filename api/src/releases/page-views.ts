// Page-view tickets and signed cohorts: what makes a release-health report count only for a page
// view the store served (docs/release-health.md, "What a forger can still do").
//
// - A visitor's cohort (the `rc` cookie, server/releases.ts) is `<bucket>.<visitor>.<mac>`: the
//   bucket 0..9999 that decides the canaries, a random visitor id, and an HMAC of both with the
//   store's page-view secret. A visitor cannot choose a bucket (or a canary); a cookie that does not
//   verify is no cohort.
// - Every page document carries a ticket (the `Server-Timing: pv;desc="…"` header of its response,
//   which the page reads from its navigation entry): an expiry, a random id, the visitor, and the
//   release of each remote the document was made with, signed with the same secret. A report brings
//   it back; the API counts a page view once per ticket (and per restore of the page from the
//   back/forward cache, up to shared-api's MAX_VIEWS_PER_TICKET), only for the releases it names.
// The secret is RELEASE_VIEW_SECRET, or one generated once and kept in the database (app_meta), so
// every instance on one database signs and checks alike.
import { createHmac, createSecretKey, randomBytes, timingSafeEqual, type KeyObject } from 'node:crypto';
import type { Queryable } from '../db/db.js';
import { keptValue } from '../db/app-meta.js';

/** app_meta's key of the secret. */
export const PAGE_VIEW_SECRET_KEY = 'release_view_secret';
/** How long a ticket is taken: a page left open longer reports nothing more (seconds). */
export const TICKET_TTL_S = 12 * 60 * 60;

/** The page-view secret: the configured one, else the database's (made once). */
export async function pageViewSecret(db: Queryable, configured?: string): Promise<string> {
  return configured ?? keptValue(db, PAGE_VIEW_SECRET_KEY, randomBytes(32).toString('hex'));
}

const b64 = (b: Buffer): string => b.toString('base64url');
/**
 * The secret as a key object, made once per secret: a ticket is signed for every page document, and
 * each HMAC made from the string imports the key again (a third of its time, measured).
 */
const keys = new Map<string, KeyObject>();
const keyOf = (secret: string): KeyObject => {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = createSecretKey(Buffer.from(secret, 'utf8'))));
  return key;
};
const mac = (secret: string, kind: string, text: string): Buffer => createHmac('sha256', keyOf(secret)).update(`${kind}\n${text}`).digest().subarray(0, 16);

/**
 * Random bytes for tickets' ids, drawn from the system in blocks: one `randomBytes` call per ticket
 * cost as much as its HMAC (measured); a block of 256 ids costs one.
 */
const ID_BYTES = 12;
let pool = Buffer.alloc(0);
let used = 0;
function randomId(): string {
  if (used + ID_BYTES > pool.length) {
    pool = randomBytes(ID_BYTES * 256);
    used = 0;
  }
  used += ID_BYTES;
  return b64(pool.subarray(used - ID_BYTES, used));
}
/** The MAC `given` (base64url) is `expected`'s, compared in constant time. */
function macMatches(given: string, expected: Buffer): boolean {
  const g = Buffer.from(given, 'base64url');
  return g.length === expected.length && timingSafeEqual(g, expected);
}

// ------------------------------------------------------------------ cohorts

export interface Cohort {
  /** 0..9999: decides which canaries the visitor gets. */
  bucket: number;
  /** A random id (11 base64url characters), counted as one distinct visitor. */
  visitor: string;
}

const COHORT_VALUE = /^(0|[1-9][0-9]{0,3})\.([A-Za-z0-9_-]{11})\.([A-Za-z0-9_-]{22})$/;

/** The cookie value of a cohort: bucket, visitor and their MAC. */
export function signCohort(secret: string, bucket: number, visitor: string = b64(randomBytes(8))): string {
  const text = `${bucket}.${visitor}`;
  return `${text}.${b64(mac(secret, 'cohort', text))}`;
}

/** The cohort a cookie value holds, or null: malformed, out of range or not signed with `secret`. */
export function readCohort(secret: string, value: string | undefined): Cohort | null {
  const m = value ? COHORT_VALUE.exec(value) : null;
  if (!m) return null;
  const bucket = Number(m[1]);
  if (bucket > 9999 || !macMatches(m[3]!, mac(secret, 'cohort', `${m[1]}.${m[2]}`))) return null;
  return { bucket, visitor: m[2]! };
}

// ------------------------------------------------------------------ tickets

export interface Ticket {
  /** Seconds since the epoch after which it counts nothing. */
  expires: number;
  /** Its random id (16 base64url characters): the page view's. */
  id: string;
  /** The visitor's id (their cohort's), or null for a document made for no cohort. */
  visitor: string | null;
  /** remote -> release id: the releases the document was made with. */
  releases: Record<string, string>;
}

const RELEASE_PAIR = /^([a-z][a-z0-9-]{0,39}):([0-9a-f]{12})$/;
const TICKET = /^1\.([0-9a-z]{1,10})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{11}|-)\.([a-z0-9:,-]{1,1100})\.([A-Za-z0-9_-]{22})$/;
/** The longest ticket (20 remotes). */
export const TICKET_MAX_LENGTH = 1200;

/** The releases part of a ticket for a set of releases (remote:id in name order): made once per set by the caller. */
export function ticketReleases(releases: Record<string, { id: string }>): string {
  return Object.keys(releases).sort().map((name) => `${name}:${releases[name]!.id}`).join(',');
}

/** A new ticket for a document made with `releasesPart` (ticketReleases) for `visitor`, now (ms). */
export function mintTicket(secret: string, releasesPart: string, visitor: string | null, now = Date.now()): string {
  const text = `1.${(Math.floor(now / 1000) + TICKET_TTL_S).toString(36)}.${randomId()}.${visitor ?? '-'}.${releasesPart}`;
  return `${text}.${b64(mac(secret, 'ticket', text))}`;
}

/** Why a ticket counts nothing (a 4xx's reason). */
export type TicketProblem = 'malformed' | 'forged' | 'expired';

/** The ticket, or why it counts nothing. */
export function readTicket(secret: string, text: string, now = Date.now()): Ticket | TicketProblem {
  const m = text.length <= TICKET_MAX_LENGTH ? TICKET.exec(text) : null;
  if (!m) return 'malformed';
  if (!macMatches(m[5]!, mac(secret, 'ticket', text.slice(0, text.length - 23)))) return 'forged';
  const expires = parseInt(m[1]!, 36);
  if (expires * 1000 <= now) return 'expired';
  const releases: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const pair of m[4]!.split(',')) {
    const p = RELEASE_PAIR.exec(pair);
    if (!p) return 'malformed';
    releases[p[1]!] = p[2]!;
  }
  return { expires, id: m[2]!, visitor: m[3] === '-' ? null : m[3]!, releases };
}
