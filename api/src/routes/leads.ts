// POST /leads: the native lead forms (contact, ebooks, nominations, ...) and the quiz result. Stored,
// never read back over HTTP; forwarded to the marketing-form provider when one is configured. A quiz
// result with a wrong answer is also emailed to the quiz taker (leads/quiz-result.ts); a chat message of
// the embedded chat dialog is checked field by field and emailed to the store's inbox (leads/chat.ts).
import type { FastifyInstance } from 'fastify';
import { leadRequestSchema } from 'shared-api/contract';
import { parseInput } from '../errors.js';
import { forwardLead, type FormsProviderOptions } from '../leads/forward.js';
import { CHAT_FORM, parseChatFields, queueChatMessage } from '../leads/chat.js';
import { gradeQuizLead, QUIZ_FORM, queueQuizResult } from '../leads/quiz-result.js';
import { storeLead } from '../leads/repository.js';

export async function leadRoutes(app: FastifyInstance, opts: { formsProvider?: FormsProviderOptions | null; storeInbox: string }): Promise<void> {
  app.post(
    '/leads',
    { config: { rateLimit: { max: app.rateLimits.leadsPerIp, timeWindow: app.rateLimits.windowMs } } },
    async (req, reply) => {
      const body = parseInput(leadRequestSchema, req.body, 'body');
      const emailKey = Object.keys(body.fields).find((k) => k.toLowerCase() === 'email');
      const email = emailKey ? body.fields[emailKey]!.trim().toLowerCase() : null;
      // the quiz's answers are graded before anything is stored (answers that are not the quiz's: 400)
      const quiz = body.form === QUIZ_FORM ? gradeQuizLead(body.fields) : null;
      // a chat message needs its name, email and message (each a 400 of its own when missing or bad)
      const chat = body.form === CHAT_FORM ? parseChatFields(body.fields) : null;
      const lead = { form: body.form, email, fields: chat ?? body.fields, utm: body.params };
      if (chat) {
        // stored, and emailed to the store's inbox with it (the outbox sends it after the commit)
        await app.db.transaction(async (tx) => {
          const id = await storeLead(tx, lead);
          await queueChatMessage(tx, id, opts.storeInbox, app.siteUrl, chat);
        });
        app.purchase.outbox.kick();
      } else if (quiz && email) {
        // the result email (when an answer is wrong) is queued with the lead, and sent after the commit
        const queued = await app.db.transaction(async (tx) => {
          await storeLead(tx, lead);
          return queueQuizResult(tx, app.siteUrl, email, quiz);
        });
        if (queued) app.purchase.outbox.kick();
      } else {
        await storeLead(app.db, lead);
      }
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
