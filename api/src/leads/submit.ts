// A lead as POST /leads sends it: checked before anything is stored (a quiz's answers are graded
// again, a chat message's fields checked: a 400 when they are bad), then stored. A chat message is
// emailed to the store's inbox and a quiz result with a wrong answer to the quiz taker, each queued
// in the outbox in the lead's transaction (quiz-result.ts, chat.ts).
import type { LeadRequest } from 'shared-api/contract';
import type { Db } from '../db/db.js';
import { CHAT_FORM, parseChatFields, queueChatMessage } from './chat.js';
import { gradeQuizLead, QUIZ_FORM, queueQuizResult } from './quiz-result.js';
import { storeLead } from './repository.js';

/** Whether the lead may have queued an email (the caller kicks the outbox after the commit). */
export async function submitLead(db: Db, body: LeadRequest, to: { storeInbox: string; siteUrl: string }): Promise<{ emailQueued: boolean }> {
  const emailKey = Object.keys(body.fields).find((k) => k.toLowerCase() === 'email');
  const email = emailKey ? body.fields[emailKey]!.trim().toLowerCase() : null;
  // the quiz's answers are graded before anything is stored (answers that are not the quiz's: 400)
  const quiz = body.form === QUIZ_FORM ? gradeQuizLead(body.fields) : null;
  // a chat message needs its name, email and message (each a 400 of its own when missing or bad)
  const chat = body.form === CHAT_FORM ? parseChatFields(body.fields) : null;
  const lead = { form: body.form, email, fields: chat ?? body.fields, utm: body.params };
  if (chat) {
    // stored, and emailed to the store's inbox with it (the outbox sends it after the commit)
    await db.transaction(async (tx) => {
      const id = await storeLead(tx, lead);
      await queueChatMessage(tx, id, to.storeInbox, to.siteUrl, chat);
    });
    return { emailQueued: true };
  }
  if (quiz && email) {
    // the result email (when an answer is wrong) is queued with the lead, and sent after the commit
    const queued = await db.transaction(async (tx) => {
      await storeLead(tx, lead);
      return queueQuizResult(tx, to.siteUrl, email, quiz);
    });
    return { emailQueued: queued };
  }
  await storeLead(db, lead);
  return { emailQueued: false };
}
