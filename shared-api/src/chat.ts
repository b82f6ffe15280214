// The embedded chat (spec 2.16 "an embedded chat widget", section 7 "a live chat widget script loads
// on the contact, FAQ and related pages"). With no chat provider configured, the chat launcher's
// dialog sends the buyer's name, email and message as a lead of this form: the API checks it
// (api/src/leads/chat.ts), stores it and emails it to the store's inbox, and the answer comes by
// email. Imported by path (not part of the shared-api singleton every page loads).

/** The lead form name of a chat message (POST /api/leads). */
export const CHAT_FORM = 'live-chat';
/** Longest message accepted. */
export const CHAT_MESSAGE_MAX = 3000;
/** How the answer comes, as the dialog tells the buyer after sending. */
export const CHAT_REPLY_PROMISE = 'An advisor answers by email, within one business day.';
