// POST /webhooks/stripe: payment events from Stripe, or from the sandbox's hosted page (same format,
// same route). The signature is checked over the RAW body (this plugin's own content-type parser
// keeps the bytes); a bad or missing signature is a 400 and nothing is written. A paid checkout
// session is fulfilled exactly once (fulfilment/fulfil.ts); an expired one is marked so. Other event
// types are acknowledged and ignored. A failure of ours answers 5xx (database unreachable: 503; the
// provider unreachable while the session is re-read: 502/504) so the provider delivers again later.
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { HttpError } from '../errors.js';
import { fulfilSession, type FulfilmentDeps } from '../fulfilment/fulfil.js';
import { WEBHOOK_PATH } from '../payments/sandbox-page.js';
import { markSessionExpired } from '../payments/repository.js';
import { verifyWebhook } from '../payments/stripe-provider.js';

export interface WebhookRouteOptions {
  deps: FulfilmentDeps;
  webhookSecret: string;
}

const SESSION_ID = /^[A-Za-z0-9_-]{1,255}$/;
const FULFIL_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

/** What a verified payment event asks of the store. */
export type WebhookAction = { action: 'fulfil' | 'expire'; sessionId: string } | { action: 'ignore' };

/**
 * The decision for a signed event (mutation-tested: pnpm test:mutation fulfilment): fulfil a
 * completed or asynchronously paid checkout session, mark an expired one, ignore the rest. A body
 * that is not an event (null, a list, no type) is a 400; a session id that cannot be one of ours is
 * never looked up.
 */
export function webhookAction(event: unknown): WebhookAction {
  // Signed but not an event (null, a list, no type): nothing to act on, and the sender should know.
  if (!event || typeof event !== 'object' || Array.isArray(event) || typeof (event as { type?: unknown }).type !== 'string') {
    throw new HttpError(400, 'The webhook body is not a payment event (a JSON object with a type).');
  }
  const { type, data } = event as { type: string; data?: unknown };
  const object = ((data && typeof data === 'object' ? (data as { object?: unknown }).object : null) ?? {}) as { id?: unknown; object?: unknown };
  // A session id is short and plain (cs_...); anything else cannot be one of ours and is not looked up.
  const sessionId = typeof object.id === 'string' && object.object === 'checkout.session' && SESSION_ID.test(object.id) ? object.id : null;
  if (FULFIL_EVENTS.has(type) && sessionId) return { action: 'fulfil', sessionId };
  if (type === 'checkout.session.expired' && sessionId) return { action: 'expire', sessionId };
  return { action: 'ignore' };
}

export async function webhookRoutes(app: FastifyInstance, opts: WebhookRouteOptions): Promise<void> {
  // Encapsulated: only this plugin's route sees bodies as raw bytes.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_req, body, done) => done(null, body));

  app.post(WEBHOOK_PATH, async (req, reply) => {
    const signature = req.headers['stripe-signature'];
    if (typeof signature !== 'string' || !signature) throw new HttpError(400, 'Missing Stripe-Signature header.');
    const raw = Buffer.isBuffer(req.body) ? req.body : null;
    if (!raw?.length) throw new HttpError(400, 'The webhook body is empty.');
    let event: Stripe.Event;
    try {
      event = verifyWebhook(raw, signature, opts.webhookSecret);
    } catch (e) {
      req.log.warn({ reason: e instanceof Error ? e.message : String(e) }, 'webhook signature verification failed');
      throw new HttpError(400, 'Webhook signature verification failed.');
    }

    const decided = webhookAction(event);
    if (decided.action === 'fulfil') {
      const outcome = await fulfilSession(opts.deps, decided.sessionId, 'webhook');
      req.log.info({ eventId: event.id, type: event.type, sessionId: decided.sessionId, outcome: outcome.kind }, 'payment event handled');
      return reply.send({ received: true, outcome: outcome.kind });
    }
    if (decided.action === 'expire') {
      await markSessionExpired(app.db, decided.sessionId);
      return reply.send({ received: true, outcome: 'expired' });
    }
    return reply.send({ received: true, outcome: 'ignored' });
  });
}
