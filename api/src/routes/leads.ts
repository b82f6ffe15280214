// POST /leads: the native lead forms (contact, ebooks, nominations, ...) and the quiz result. Stored,
// never read back over HTTP; forwarded to the marketing-form provider when one is configured. A quiz
// result with a wrong answer is also emailed to the quiz taker (leads/quiz-result.ts); a chat message of
// the embedded chat dialog is checked field by field and emailed to the store's inbox (leads/chat.ts).
// What is stored and queued is the service's (leads/submit.ts).
import type { FastifyInstance } from 'fastify';
import { leadRequestSchema } from 'shared-api/contract';
import { parseInput } from '../errors.js';
import { forwardLead, type FormsProviderOptions } from '../leads/forward.js';
import { submitLead } from '../leads/submit.js';

export async function leadRoutes(app: FastifyInstance, opts: { formsProvider?: FormsProviderOptions | null; storeInbox: string }): Promise<void> {
  app.post(
    '/leads',
    { config: { rateLimit: { max: app.rateLimits.leadsPerIp, timeWindow: app.rateLimits.windowMs } } },
    async (req, reply) => {
      const body = parseInput(leadRequestSchema, req.body, 'body');
      const { emailQueued } = await submitLead(app.db, body, { storeInbox: opts.storeInbox, siteUrl: app.siteUrl });
      if (emailQueued) app.purchase.outbox.kick();
      if (opts.formsProvider) {
        const referer = typeof req.headers.referer === 'string' ? req.headers.referer.slice(0, 500) : undefined;
        // not awaited: the buyer never waits on the provider; a forwarder that fails in any way is
        // only logged (the lead is already stored), never an unhandled rejection
        forwardLead(opts.formsProvider, { form: body.form, fields: body.fields, pageUri: referer }, req.log).catch((e: unknown) => {
          req.log.warn({ form: body.form, err: e instanceof Error ? e.message : String(e) }, 'lead forwarding failed: lead kept in lead_submissions only');
        });
      }
      return reply.code(201).send({ status: 'received' });
    },
  );
}
