// GET /checkout-success?session_id (spec section 7; bearer token): the order lines of a paid session,
// for the success page's analytics purchase event and its thank-you view. The session must be the
// signed-in user's (otherwise 404, as for an unknown id). When the provider's event has not arrived
// yet, the order is fulfilled here from the provider's own answer — the same exactly-once path the
// webhook takes. A session that is not paid is a 409 with the reason.
import type { FastifyInstance } from 'fastify';
import { checkoutSuccessQuerySchema } from 'shared-api/contract';
import { userOf } from '../auth.js';
import { HttpError, parseInput } from '../errors.js';
import { fulfilSession, type FulfilmentDeps } from '../fulfilment/fulfil.js';
import { orderLinesOfSession } from '../orders/session-lines.js';
import { findSession } from '../payments/repository.js';

export async function checkoutSuccessRoutes(app: FastifyInstance, opts: { deps: FulfilmentDeps }): Promise<void> {
  app.get('/checkout-success', { preHandler: app.authenticate }, async (req, reply) => {
    const user = userOf(req);
    const { session_id: sessionId } = parseInput(checkoutSuccessQuerySchema, req.query, 'query');
    const stored = await findSession(app.db, sessionId);
    if (!stored || stored.buyerEmail.toLowerCase() !== user.email) {
      throw new HttpError(404, 'No checkout session with this id belongs to your account.');
    }
    let lines = await orderLinesOfSession(app.db, sessionId);
    if (!lines.length) {
      const outcome = await fulfilSession(opts.deps, sessionId, 'success-page');
      switch (outcome.kind) {
        case 'fulfilled':
        case 'already':
          lines = await orderLinesOfSession(app.db, sessionId);
          break;
        case 'unpaid':
          throw new HttpError(409, outcome.status === 'expired'
            ? 'This checkout session expired without a payment. Nothing was charged.'
            : 'The payment for this checkout session has not been completed.');
        case 'mismatch':
          throw new HttpError(409, 'This payment could not be confirmed. Please contact us with your session id.');
        case 'not-found':
          throw new HttpError(404, 'No checkout session with this id belongs to your account.');
      }
    }
    reply.header('cache-control', 'private, no-store');
    return lines;
  });
}
