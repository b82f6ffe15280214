// The sandbox payment provider (embedded default): sessions live in checkout_sessions and the hosted
// payment page is served by this API at /api/sandbox/pay/<id> (that page, its test cards and the
// signed completion event are in sandbox-page.ts). This file opens, reads and pays sessions.
import { randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../db/db.js';
import { amountDueNow } from './installments.js';
import type { CreateSessionInput, PaymentProvider, ProviderSession } from './provider.js';
import {
  findOpenSessionByKey, findSession, insertSandboxPayment, insertSession, insertSessionAtVersion, markOpenSandboxSessionPaid, SESSION_TTL_MS,
  type NewSession, type StoredSession,
} from './repository.js';

export const SANDBOX_PAY_PATH = '/api/sandbox/pay/';

export const sandboxPayUrl = (siteOrigin: string, id: string): string =>
  `${siteOrigin.replace(/\/+$/, '')}${SANDBOX_PAY_PATH}${encodeURIComponent(id)}`;

const newSessionId = () => `cs_sandbox_${randomBytes(16).toString('hex')}`;

function toProviderSession(s: StoredSession): ProviderSession {
  return {
    id: s.id, provider: 'sandbox', url: s.url, status: s.status, paymentStatus: s.paymentStatus,
    totalAmount: s.totalAmount, currency: s.currency, paymentType: s.paymentType,
  };
}

export function createSandboxProvider(db: Queryable, opts: { now?: () => Date } = {}): PaymentProvider {
  const now = opts.now ?? (() => new Date());
  const newSession = (input: CreateSessionInput): NewSession => {
    const id = newSessionId();
    return { id, provider: 'sandbox', url: sandboxPayUrl(input.siteOrigin, id), expiresAt: new Date(now().getTime() + SESSION_TTL_MS), input };
  };
  return {
    name: 'sandbox',
    async createSession(input: CreateSessionInput, tx: Queryable = db) {
      const existing = await findOpenSessionByKey(tx, input.idempotencyKey, now());
      if (existing) return existing;
      const session = newSession(input);
      if (await insertSession(tx, session)) return { id: session.id, url: session.url };
      // A concurrent request with the same key won the insert: answer with its session.
      const winner = await findOpenSessionByKey(tx, input.idempotencyKey, now());
      if (!winner) throw new Error('checkout session insert conflicted but no open session was found');
      return winner;
    },
    // a new order's session, or the same order's open one, in one statement (no lookup first)
    createSessionAtVersion(input: CreateSessionInput, catalogVersion: number) {
      return insertSessionAtVersion(db, newSession(input), catalogVersion, now());
    },
    async retrieveSession(id: string) {
      const s = await findSession(db, id);
      return s && s.provider === 'sandbox' ? toProviderSession(s) : null;
    },
  };
}

/**
 * The hosted page's payment: marks an open, unexpired sandbox session paid and records the payment
 * (an installment session's first month, with the subscription the later ones belong to). Null when
 * the session was not open any more (paid, expired).
 */
export function paySandboxSession(
  db: Db, s: StoredSession, card: { brand: string; last4: string; name: string },
): Promise<{ paymentRef: string; subscriptionRef: string | null } | null> {
  return db.transaction(async (tx) => {
    if (!(await markOpenSandboxSessionPaid(tx, s.id))) return null;
    const refs = {
      paymentRef: `pi_sandbox_${randomBytes(12).toString('hex')}`,
      subscriptionRef: s.paymentType === 'installment' ? `sub_sandbox_${randomBytes(12).toString('hex')}` : null,
    };
    await insertSandboxPayment(tx, { sessionId: s.id, ...refs, card: { brand: card.brand, last4: card.last4, name: card.name }, amountCents: amountDueNow(s) });
    return refs;
  });
}
