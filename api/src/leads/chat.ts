// A chat message from the embedded chat dialog (shared-api/src/chat.ts): a lead of form `live-chat`
// with a name, an email and a message, all required. Checked before anything is stored (a 400 names
// each field), stored with the other leads, and emailed to the store's inbox in the same transaction
// (the outbox sends it after the commit). The message goes to the store only: no copy to the address
// typed in the form, so the dialog cannot be used to send mail to anyone else.
import { z } from 'zod';
import { CHAT_MESSAGE_MAX } from 'shared-api/chat';
import { emailSchema, personNameSchema } from 'shared-api/contract';
import type { Queryable } from '../db/db.js';
import { parseInput } from '../errors.js';
import { enqueueEmail } from '../mail/repository.js';
import { chatMessageEmail } from '../mail/templates.js';

export { CHAT_FORM } from 'shared-api/chat';

const chatFieldsSchema = z.object({
  name: personNameSchema('Name', { tooShort: 'Please enter your name.' }),
  email: emailSchema,
  message: z.string({ error: 'message must be text' }).trim()
    .min(1, 'Please write your message.')
    .max(CHAT_MESSAGE_MAX, `Please keep your message to at most ${CHAT_MESSAGE_MAX} characters.`),
  page: z.string().trim().max(200).regex(/^\/[^\s]*$/, 'page must be a path of this site').optional(),
}, { error: 'fields must hold name, email and message' });

export type ChatFields = z.infer<typeof chatFieldsSchema>;

/** The chat message's fields, or a 400 naming each bad one (`fields.name`, `fields.email`, `fields.message`). */
export function parseChatFields(fields: Record<string, string>): ChatFields {
  return parseInput(z.object({ fields: chatFieldsSchema }), { fields }, 'body').fields;
}

/** Queues the message for the store's inbox, keyed by the stored lead (one email per message). */
export async function queueChatMessage(tx: Queryable, leadId: number, inbox: string, siteUrl: string, chat: ChatFields): Promise<void> {
  const mail = chatMessageEmail({ ...chat, page: chat.page ? `${siteUrl}${chat.page}` : null, leadId });
  await enqueueEmail(tx, { dedupeKey: `chat:${leadId}`, kind: 'chat-message', to: inbox, ...mail });
}
