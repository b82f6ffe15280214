// Free-pass claims. Partner codes are shared by every invitee, so knowing a code proves nothing
// about who sends a claim:
//   - a claim for a code and email that already exists is never changed by an anonymous request,
//     and the answer is the same as to a new claim (nobody learns who has claimed);
//   - the claimant changes their claim through a signed link emailed to that address (sent on the
//     first claim and again on a repeated one, at most once a day per claim), or by sending the
//     form signed in as that email.
// Links are `<payload>.<mac>`: the payload names the claim and an expiry, the HMAC-SHA256 binds it to
// the claim's email with a secret kept in the database (app_meta), so a link works only for the
// address it was sent to, and only until it expires. The SQL is in repository.ts.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { keptValue } from '../db/app-meta.js';
import type { Db, Queryable } from '../db/db.js';
import { HttpError } from '../errors.js';
import { enqueueEmail } from '../mail/repository.js';
import { freePassLinkEmail } from '../mail/templates.js';
import {
  claimById, countClaims, insertClaim, insertFreePassCode, lockClaimOf, lockFreePassCode, updateClaim,
  type ClaimDetails, type ClaimRow,
} from './repository.js';

export const FREE_PASS_MESSAGES = {
  invalid: 'That free pass code is not valid. Check the code in your invitation (capitals do not matter) or contact us if you think this is a mistake.',
  expired: 'That free pass code has expired. Free passes are limited; contact us if you think this is a mistake.',
  full: 'All free passes for that code have been requested. Spots are limited; contact us to join the waiting list.',
  accepted: 'Thank you! Your request for a complimentary pass has been received, and we have emailed you a link to review or change it. Spots are limited: if you are selected, we will confirm your place by email.',
  updated: 'Thank you! We have updated your complimentary pass request. If you are selected, we will confirm your place by email.',
  badLink: 'This link is not valid or has expired. Send the free pass form again with the same code and email, and we will email you a new link.',
} as const;

/** How long an emailed change link works. */
export const LINK_VALID_DAYS = 7;
const LINK_SECRET_KEY = 'free_pass_link_secret';
/** The page that opens a claim from its link. */
export const FREE_PASS_PAGE = '/summit-conference-free-pass';

/** The link secret, generated once and kept in app_meta (every API process signs with the same one). */
export function linkSecret(db: Queryable): Promise<string> {
  return keptValue(db, LINK_SECRET_KEY, randomBytes(32).toString('hex'));
}

const b64 = (s: string | Buffer) => Buffer.from(s).toString('base64url');
const mac = (secret: string, payload: string, email: string) => createHmac('sha256', secret).update(`free-pass\n${payload}\n${email}`).digest();

export function signClaimLink(secret: string, claim: { id: number; email: string }, now = Date.now()): string {
  const payload = b64(JSON.stringify({ c: claim.id, e: Math.floor(now / 1000) + LINK_VALID_DAYS * 86_400 }));
  return `${payload}.${b64(mac(secret, payload, claim.email))}`;
}

/** The claim a link names when its signature and expiry hold; otherwise a 400 that says nothing more. */
export async function claimOfLink(db: Queryable, secret: string, token: string, lock = false, now = Date.now()): Promise<ClaimRow> {
  const bad = new HttpError(400, FREE_PASS_MESSAGES.badLink);
  const [payload, sig] = token.split('.');
  if (!payload || !sig) throw bad;
  let body: { c?: unknown; e?: unknown };
  try {
    body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { c?: unknown; e?: unknown };
  } catch {
    throw bad;
  }
  if (!Number.isSafeInteger(body.c) || !Number.isSafeInteger(body.e) || (body.e as number) * 1000 < now) throw bad;
  const claim = await claimById(db, body.c, lock);
  if (!claim) throw bad;
  const expected = mac(secret, payload, claim.email);
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw bad;
  return claim;
}

/** Queues the claimant's change link: at most one a day per claim (the outbox key names the day). */
export async function queueClaimLink(tx: Queryable, secret: string, siteUrl: string, claim: { id: number; code: string; email: string }): Promise<boolean> {
  const changeUrl = `${siteUrl}${FREE_PASS_PAGE}?claim=${signClaimLink(secret, claim)}`;
  const mail = freePassLinkEmail({ code: claim.code, changeUrl, validDays: LINK_VALID_DAYS });
  const day = new Date().toISOString().slice(0, 10);
  return enqueueEmail(tx, { dedupeKey: `free-pass:${claim.id}:${day}`, kind: 'free-pass-link', to: claim.email, ...mail });
}

/**
 * `full`: the code has no places left. A repeated anonymous claim of a full code is then answered
 * like a new claim of it would be (409 full), so the answer never depends on who has claimed.
 */
export type ClaimOutcome = { kind: 'new' | 'existing' | 'updated'; claim: { id: number; code: string; email: string }; full: boolean };

/**
 * A claim sent through the form. `owner`: the sender is signed in as the claim's email, and may
 * change an existing claim; anyone else's repeated claim changes nothing.
 */
export async function submitClaim(tx: Queryable, input: ClaimDetails & { code: string; email: string }, owner: boolean): Promise<ClaimOutcome> {
  const code = input.code.toUpperCase();
  const row = await lockFreePassCode(tx, code);
  if (!row || !row.active) throw new HttpError(400, FREE_PASS_MESSAGES.invalid);
  if (row.expired) throw new HttpError(400, FREE_PASS_MESSAGES.expired);
  const count = await countClaims(tx, code);
  const full = row.max_claims !== null && count >= row.max_claims;
  const existing = await lockClaimOf(tx, code, input.email);
  if (existing !== null) {
    const claim = { id: existing, code, email: input.email };
    if (!owner) return { kind: 'existing', claim, full };
    await updateClaim(tx, claim.id, input);
    return { kind: 'updated', claim, full: false };
  }
  if (full) throw new HttpError(409, FREE_PASS_MESSAGES.full);
  const id = await insertClaim(tx, { ...input, code });
  return { kind: 'new', claim: { id, code, email: input.email }, full: false };
}

/**
 * POST /summit/free-pass: the claim and, on a new claim and on a repeated one (once a day), the
 * claimant's link to review or change it, in one transaction.
 */
export function requestFreePass(
  db: Db, secret: string, siteUrl: string, input: ClaimDetails & { code: string; email: string }, owner: boolean,
): Promise<ClaimOutcome> {
  return db.transaction(async (tx) => {
    const o = await submitClaim(tx, input, owner);
    if (o.kind !== 'updated') await queueClaimLink(tx, secret, siteUrl, o.claim);
    return o;
  });
}

/** PUT /summit/free-pass/claim: changes the claim a signed link names. */
export async function changeClaimOfLink(db: Db, secret: string, token: string, details: ClaimDetails): Promise<void> {
  await db.transaction(async (tx) => {
    const c = await claimOfLink(tx, secret, token, true);
    await updateClaim(tx, Number(c.id), details);
  });
}

/** Makes sure these partner codes exist (the seed's; an existing code is left as it is). */
export async function ensureFreePassCodes(db: Queryable, codes: readonly string[], description: string): Promise<void> {
  for (const code of codes) await insertFreePassCode(db, code.trim().toUpperCase(), description);
}
