// The embedded chat's dialog (no chat provider configured): the buyer writes their name, email and
// message; the store keeps it and emails it to its inbox (api/src/leads/chat.ts), and the answer
// comes by email. Loaded on demand, when the launcher is first pointed at or pressed, never with the
// page (170 KB first-load budget): chat-widget.tsx imports it with import().
import { Dialog } from 'shared-ui';
import { NameRuleGate, NativeLeadForm, type FieldDef } from 'shared-ui/forms';
import { CHAT_FORM, CHAT_MESSAGE_MAX, CHAT_REPLY_PROMISE } from 'shared-api/chat';
import { email } from './fields';

export const CHAT_TITLE = 'Chat with an advisor';

export const CHAT_FIELDS: readonly FieldDef[] = [
  { name: 'name', label: 'Your name', type: 'text', required: 'Please enter your name.', autoComplete: 'name', personName: true, maxLength: 80 },
  email,
  { name: 'message', label: 'Your message', type: 'textarea', required: 'Please write your message.', maxLength: CHAT_MESSAGE_MAX, hint: CHAT_REPLY_PROMISE },
];

export default function ChatDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title={CHAT_TITLE}>
      <p style={{ marginTop: 0 }}>Ask us anything about our programs, your access or a payment.</p>
      <NameRuleGate>
        <NativeLeadForm form={CHAT_FORM} fields={CHAT_FIELDS} submitLabel="Send message"
          successTitle="Thank you, your message is with our advisors"
          successBody={<p>{CHAT_REPLY_PROMISE} We write to the email address you gave us.</p>} />
      </NameRuleGate>
    </Dialog>
  );
}
